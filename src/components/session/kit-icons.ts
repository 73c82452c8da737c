/**
 * The session kit's control icons, drawn once in every tool page's sprite (ToolLayout.astro) and shown
 * by the kit's controls with `<SpriteIcon>`: the islands ship no icon data for them.
 */
import { Pause, Play, RotateCcw } from 'lucide';
import type { IconNode } from '../ui/icon';
import { KIT_ICON_NAMES } from './kit-icon-names';

/** The kit's sprite: each icon under its sprite name (read at build time only). */
export const KIT_ICON_SPRITE: Readonly<Record<string, IconNode>> = {
  [KIT_ICON_NAMES.play]: Play,
  [KIT_ICON_NAMES.pause]: Pause,
  [KIT_ICON_NAMES.reset]: RotateCcw,
};
