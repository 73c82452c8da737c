/** Sprite names of the sounds' icons, apart from their drawings (icons.ts), which stay out of the island. */
import type { MixerKey } from './sounds';

/** The sprite name of a sound's icon. */
export function soundIconName(id: MixerKey): string {
  return `sound-${id}`;
}

/** The sprite name of the delete-preset icon (Lucide's X). */
export const DELETE_ICON = 'preset-delete';
