/** Sprite names of the session kit's control icons, apart from their drawings (kit-icons.ts). */
export const KIT_ICON_NAMES = {
  play: 'kit-play',
  pause: 'kit-pause',
  reset: 'kit-reset',
} as const;
