/**
 * The builder's icons, drawn from the page's sprite (icons.ts), and each genre's icon in its soft hue,
 * shared by the genre step, the library and the analytics.
 */
import type { ComponentProps } from 'react';
import { SpriteIcon } from '../../../components/ui/sprite-icon';
import { GENRES, type GenreId } from '../../../lib/ai/catalog';
import { cn } from '../../../lib/ui/cn';
import { bookIcon, type BookIconName } from '../icon-names';

/** One of the builder's icons, `size` px, decorative. */
export function BookIcon({
  name,
  ...props
}: Omit<ComponentProps<typeof SpriteIcon>, 'name'> & { name: BookIconName }) {
  return <SpriteIcon name={bookIcon(name)} {...props} />;
}

/** Token background per genre (global.css hues). */
const HUES: Record<GenreId, string> = {
  fantasy: 'bg-dusk',
  history: 'bg-sand',
  mystery: 'bg-night',
  romance: 'bg-lotus',
  'science-fiction': 'bg-ocean',
  biography: 'bg-dawn',
  adventure: 'bg-sage',
  philosophy: 'bg-ember',
};

/** The genre's display name (docs/tools/ai-book-builder.md#data: science-fiction shows as Sci-Fi); unknown ids as they are. */
export function genreName(genre: string): string {
  return GENRES.find((entry) => entry.id === genre)?.name ?? genre;
}

/** The genre's icon in its hue, decorative. */
export function GenreIcon({
  genre,
  size = 'md',
  className,
}: {
  genre: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const known = GENRES.find((entry) => entry.id === genre)?.id;
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full text-ink',
        known ? HUES[known] : 'bg-surface-2',
        size === 'md' ? 'size-11' : 'size-8',
        className,
      )}
    >
      <BookIcon
        name={known ? `genre-${known}` : 'genre-philosophy'}
        size={size === 'md' ? 22 : 16}
      />
    </span>
  );
}
