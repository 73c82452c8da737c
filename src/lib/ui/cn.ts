import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (shadcn's cn without tailwind-merge, which costs ~9 KB gzip on every tool page).
 * So a `className` passed to a primitive must add to its classes, not contradict them: change a
 * primitive's look through its variants instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
