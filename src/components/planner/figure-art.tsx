/**
 * A pose or exercise drawn from the figure catalog (src/lib/planner/figures), or, for a custom item or
 * a model's suggestion the catalog has no drawing for, a neutral mark of its category (issue 25).
 * Loaded lazily by item-picture.tsx: the drawings never weigh on the page.
 */
import {
  Activity,
  Anchor,
  Armchair,
  ArrowBigUp,
  ArrowDownToLine,
  ArrowUpDown,
  CircleDot,
  Dumbbell,
  Flame,
  Footprints,
  Gauge,
  HeartHandshake,
  HeartPulse,
  Hourglass,
  Leaf,
  Move,
  Package,
  PersonStanding,
  Rainbow,
  RefreshCw,
  Ruler,
  Scale,
  Shuffle,
  Sparkle,
  Timer,
  Waves,
  Zap,
} from 'lucide';
import { useMemo } from 'react';
import { FIGURES, type FigureEntry } from '../../lib/planner/figures/catalog';
import { figureIdOf } from '../../lib/planner/figures/ids';
import { FIGURE_BOX, drawFigure } from '../../lib/planner/figures/model';
import { cn } from '../../lib/ui/cn';
import { Icon, type IconNode } from '../ui/icon';

/** Names a model or a visitor may use for a drawn item. */
const ALIASES: Readonly<Record<string, string>> = {
  'downward-dog': 'downward-facing-dog',
  'down-dog': 'downward-facing-dog',
  'upward-dog': 'upward-facing-dog',
  'up-dog': 'upward-facing-dog',
  'cat-cow': 'cat-cow-stretch',
  'cat-cow-pose': 'cat-cow-stretch',
  plank: 'plank-pose',
  'high-plank': 'plank-pose',
  squat: 'bodyweight-squat',
  'air-squat': 'high-rep-air-squats',
  'air-squats': 'high-rep-air-squats',
  'child-pose': 'childs-pose',
  savasana: 'corpse-pose',
  'push-ups': 'push-up',
  'pull-ups': 'pull-up',
  lunges: 'walking-lunges',
  lunge: 'reverse-lunge',
  'sun-salutation': 'sun-salutation-a',
  'seated-twist': 'easy-seated-twist',
  'warrior-1': 'warrior-i',
  'warrior-2': 'warrior-ii',
  'warrior-3': 'warrior-iii',
};

/** The drawing for a name: its id, an alias, or the id with or without a trailing "pose". */
export function findFigure(name: string): FigureEntry | undefined {
  const id = figureIdOf(name);
  const bare = id.replace(/-pose$/, '');
  for (const key of [id, ALIASES[id] ?? '', `${id}-pose`, bare, ALIASES[bare] ?? '']) {
    const entry = FIGURES[key];
    if (entry) return entry;
  }
  return undefined;
}

/** The mark of a category without a drawing. */
const CATEGORY_ICONS: Readonly<Record<string, IconNode>> = {
  standing: PersonStanding,
  balance: Scale,
  seated: Armchair,
  backbend: Rainbow,
  forward_fold: ArrowDownToLine,
  twist: RefreshCw,
  inversion: ArrowUpDown,
  flow: Waves,
  strength: Dumbbell,
  cardio: HeartPulse,
  flexibility: Move,
  mobility: RefreshCw,
  stability: Anchor,
  hiit: Flame,
  mindful: Leaf,
  rehab: HeartHandshake,
  corrective: Ruler,
  functional: Package,
  power: Zap,
  endurance: Timer,
  plyometrics: ArrowBigUp,
  isometric: Hourglass,
  core: CircleDot,
  agility: Shuffle,
  speed: Gauge,
  fullbody: Activity,
  walking: Footprints,
  custom: Sparkle,
};

/** What a picture is of. */
export interface PictureProps {
  readonly name: string;
  /** The item's category ('backbend', 'strength', 'custom'). */
  readonly category: string;
  /** The category in words for the mark's text alternative ('custom pose', 'Strength exercise'). */
  readonly kindLabel: string;
  readonly className?: string;
}

/** The drawing (role img, named by its shape), or the category's mark. */
export function FigureArt({ name, category, kindLabel, className }: PictureProps) {
  const entry = findFigure(name);
  const drawing = useMemo(() => (entry ? drawFigure(entry.spec) : null), [entry]);
  const tile = cn(
    'flex shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary',
    className,
  );
  if (!entry || !drawing) {
    return (
      <span
        role="img"
        aria-label={`No drawing: a ${kindLabel}`}
        data-picture="mark"
        className={cn(tile, 'border-2 border-dashed border-line bg-surface-2 text-muted')}
      >
        <Icon icon={CATEGORY_ICONS[category] ?? Sparkle} className="size-2/5" strokeWidth={1.5} />
      </span>
    );
  }
  return (
    <span className={tile} data-picture="figure">
      {/* One calm style from the theme's tokens: the body in the tile's ink, the far limbs a lighter tone
          of it, the near limbs outlined in the tile's colour so they stand off the torso (issue 43). */}
      <svg
        role="img"
        aria-label={entry.alt}
        viewBox={`0 0 ${FIGURE_BOX} ${FIGURE_BOX}`}
        fill="currentColor"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-full"
      >
        <path
          d={drawing.ground}
          fill="none"
          stroke="currentColor"
          strokeOpacity={0.28}
          strokeWidth={2.8}
        />
        <path
          d={drawing.props}
          fill="none"
          stroke="currentColor"
          strokeOpacity={0.6}
          strokeWidth={1.8}
        />
        <path d={drawing.far} fillOpacity={0.4} />
        <path d={drawing.torso} />
        <circle cx={drawing.head.cx} cy={drawing.head.cy} r={drawing.head.r} />
        <path d={drawing.face} />
        {/* the limbs drawn over the torso, outlined in the card's tone so crossed limbs stay apart */}
        {[drawing.sideB, drawing.legs, drawing.arms].map((d, index) => (
          <path
            key={index}
            d={d}
            strokeWidth={2.2}
            paintOrder="stroke"
            className="stroke-primary-soft"
          />
        ))}
        <path
          d={drawing.weights}
          fillOpacity={0.75}
          strokeWidth={0.8}
          className="stroke-primary-soft"
        />
        <path
          d={drawing.arrows}
          fill="none"
          stroke="currentColor"
          strokeWidth={2.2}
          className="text-accent"
        />
      </svg>
    </span>
  );
}
