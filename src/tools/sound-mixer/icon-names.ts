/** Sprite names of the sounds' icons, apart from their drawings (icons.ts), which stay out of the island. */
import type { MixerKey } from './sounds';

/** The sprite name of a sound's icon. */
export function soundIconName(id: MixerKey): string {
  return `sound-${id}`;
}

/**
 * Sprite names of the mixer's own control icons (drawn in the page's sprite too, see icons.ts); play,
 * pause and reset are the session kit's (components/session/kit-icons.ts).
 */
export const CONTROL_ICON_NAMES = {
  remove: 'control-remove',
} as const;
