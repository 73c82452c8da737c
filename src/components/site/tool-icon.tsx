/** A tool's Lucide icon in React islands (Icon.astro draws the same names on static pages). */
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
  type LucideIcon,
} from 'lucide-react';
import type { ToolIcon as ToolIconName } from '../../tools/define-tool';

const ICONS: Record<ToolIconName, LucideIcon> = {
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

/** A decorative tool icon (hidden from screen readers: the tool's name is always beside it). */
export function ToolIcon({ icon, size = 18 }: { icon: ToolIconName; size?: number }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden focusable="false" size={size} strokeWidth={1.75} />;
}
