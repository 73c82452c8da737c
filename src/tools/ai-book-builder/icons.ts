/**
 * The reading builder's icons in Lucide's data format, drawn once by the page as an IconSprite, so the
 * island ships no icon JavaScript (islands draw them with `<SpriteIcon name={bookIcon(...)}>`).
 */
import {
  AArrowDown,
  AArrowUp,
  ArrowLeft,
  ArrowRight,
  BookCheck,
  BookMarked,
  BookOpen,
  Check,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleStop,
  CircleX,
  Compass,
  Flame,
  Heart,
  Landmark,
  Lightbulb,
  Moon,
  RefreshCw,
  Rocket,
  Search,
  Shapes,
  Speech,
  Sun,
  Timer,
  Trash2,
  UserRound,
  WandSparkles,
} from 'lucide';
import type { IconNode } from '../../components/ui/icon';
import { bookIcon, type BookIconName } from './icon-names';

const ICONS: Record<BookIconName, IconNode> = {
  'a-arrow-down': AArrowDown,
  'a-arrow-up': AArrowUp,
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  'book-check': BookCheck,
  'book-marked': BookMarked,
  'book-open': BookOpen,
  check: Check,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'circle-alert': CircleAlert,
  'circle-stop': CircleStop,
  'circle-x': CircleX,
  flame: Flame,
  moon: Moon,
  'refresh-cw': RefreshCw,
  shapes: Shapes,
  speech: Speech,
  sun: Sun,
  timer: Timer,
  'trash-2': Trash2,
  'genre-fantasy': WandSparkles,
  'genre-history': Landmark,
  'genre-mystery': Search,
  'genre-romance': Heart,
  'genre-science-fiction': Rocket,
  'genre-biography': UserRound,
  'genre-adventure': Compass,
  'genre-philosophy': Lightbulb,
};

/** Every icon of the builder by its sprite name (src/pages/ai-book-builder.astro draws them). */
export const BOOK_ICON_SPRITE: Readonly<Record<string, IconNode>> = Object.fromEntries(
  Object.entries(ICONS).map(([name, icon]) => [bookIcon(name as BookIconName), icon]),
);
