/** The icons the bowl island draws, rendered once by the page as an IconSprite (no icon JS). */
import { Square, Volume2, VolumeX } from 'lucide';

/** Lucide icon data by the name the island uses. */
export const BOWL_ICONS = {
  'bowl-stop': Square,
  'bowl-sound-on': Volume2,
  'bowl-muted': VolumeX,
};
