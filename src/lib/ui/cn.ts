/** A class name, or a falsy value that adds none (`isOn && 'ring-2'`). */
export type ClassValue = string | false | null | undefined | 0;

/**
 * Joins class names (shadcn's cn, without tailwind-merge, which costs ~9 KB gzip on every tool page, and
 * without clsx: no caller passes an object or array, and its 0.4 KB were on every tool page). So a
 * `className` passed to a primitive must add to its classes, not contradict them: change a primitive's
 * look through its variants instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return inputs.filter(Boolean).join(' ');
}
