/** Sprite names of the reading builder's icons, apart from their drawings (icons.ts), which stay out of the island. */
import type { GenreId } from '../../lib/ai/catalog';

/** The builder's icons, by Lucide's name (genres by theirs). */
export type BookIconName =
  | 'a-arrow-down'
  | 'a-arrow-up'
  | 'arrow-left'
  | 'arrow-right'
  | 'book-check'
  | 'book-marked'
  | 'book-open'
  | 'check'
  | 'chevron-left'
  | 'chevron-right'
  | 'circle-alert'
  | 'circle-stop'
  | 'circle-x'
  | 'flame'
  | 'moon'
  | 'refresh-cw'
  | 'shapes'
  | 'speech'
  | 'sun'
  | 'timer'
  | 'trash-2'
  | `genre-${GenreId}`;

/** The sprite name of one of the builder's icons. */
export function bookIcon(name: BookIconName): string {
  return `book-${name}`;
}
