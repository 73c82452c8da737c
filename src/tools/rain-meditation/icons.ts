/** The icons the rain island draws, rendered once by the page as an IconSprite (no icon JS). */
import { CloudRain, Maximize2, Minimize2 } from 'lucide';

/** Lucide icon data by the name the island uses. */
export const RAIN_ICONS = {
  'rain-cloud': CloudRain,
  'rain-full-screen': Maximize2,
  'rain-exit-full-screen': Minimize2,
};

/** A name the rain page's sprite has. */
export type RainIconName = keyof typeof RAIN_ICONS;
