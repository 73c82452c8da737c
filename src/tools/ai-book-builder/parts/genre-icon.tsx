/** Each genre's icon and soft hue, shared by the genre step, the library and the analytics. */
import {
  Compass,
  Heart,
  Landmark,
  Lightbulb,
  Rocket,
  Search,
  UserRound,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import { GENRES, type GenreId } from '../../../lib/ai/catalog';
import { cn } from '../../../lib/ui/cn';

const ICONS: Record<GenreId, LucideIcon> = {
  fantasy: WandSparkles,
  history: Landmark,
  mystery: Search,
  romance: Heart,
  'science-fiction': Rocket,
  biography: UserRound,
  adventure: Compass,
  philosophy: Lightbulb,
};

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

/** The genre's display name (spec 3 §3: science-fiction shows as Sci-Fi); unknown ids as they are. */
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
  const Icon = known ? ICONS[known] : Lightbulb;
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
      <Icon size={size === 'md' ? 22 : 16} strokeWidth={1.75} />
    </span>
  );
}
