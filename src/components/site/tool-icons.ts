/** Each tool's card icon as Lucide's icon data, for Icon.astro and the pages that draw tool icons in an IconSprite. */
import {
  Bell,
  BookOpen,
  Box,
  CloudRain,
  Dumbbell,
  Eye,
  Flame,
  Flower2,
  Footprints,
  Heart,
  ListChecks,
  Moon,
  ScanLine,
  SlidersHorizontal,
  Sparkles,
  Sprout,
  Sun,
  Timer,
  Wind,
} from 'lucide';
import type { ToolIcon } from '../../lib/tool-meta';
import type { IconNode } from '../ui/icon';

/** Every tool icon name's drawing. */
export const TOOL_ICONS: Record<ToolIcon, IconNode> = {
  box: Box,
  wind: Wind,
  flame: Flame,
  timer: Timer,
  scan: ScanLine,
  sprout: Sprout,
  bell: Bell,
  sliders: SlidersHorizontal,
  footprints: Footprints,
  'cloud-rain': CloudRain,
  eye: Eye,
  sparkles: Sparkles,
  flower: Flower2,
  dumbbell: Dumbbell,
  'list-checks': ListChecks,
  'book-open': BookOpen,
  sun: Sun,
  moon: Moon,
  heart: Heart,
};
