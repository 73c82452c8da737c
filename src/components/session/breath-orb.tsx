/**
 * The breathing orb: grows through the in-breath, stays large on the first hold, shrinks through the
 * out-breath and stays small on the last hold (docs/tools/box-breathing.md#behaviour, docs/tools/breath-sync.md#behaviour). The orb moves with CSS transitions
 * timed to the phase, so it is smooth without a render per frame; reduced motion makes it step.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/ui/cn';

/** What the orb does in a phase; 'rest' before a session. */
export type OrbMotion = 'rest' | 'expanding' | 'full' | 'contracting' | 'empty';

/** How long a still phase takes to settle, s (a hold after a 0 s phase still eases in). */
const SETTLE_SEC = 0.6;

/** Scale of the orb for a motion, between `small` and `large`. */
export function orbScale(motion: OrbMotion, small: number, large: number): number {
  return motion === 'expanding' || motion === 'full' ? large : small;
}

/** The orb; `phaseSec` is the length of the phase under way (the time a move takes). */
export function BreathOrb({
  motion,
  phaseSec,
  small = 0.62,
  large = 1,
  sizeClassName = 'size-64 md:size-72',
  className,
  children,
}: {
  motion: OrbMotion;
  phaseSec: number;
  /** Scale when empty and at rest. */
  small?: number;
  /** Scale when full. */
  large?: number;
  /** The orb's box (replaces the default size, since classes are joined, not merged). */
  sizeClassName?: string;
  className?: string;
  /** Text over the orb (phase label, seconds); announced as the page's own content. */
  children?: ReactNode;
}) {
  const isMoving = motion === 'expanding' || motion === 'contracting';
  return (
    <div
      className={cn('relative flex items-center justify-center', sizeClassName, className)}
      data-slot="breath-orb"
    >
      <div aria-hidden className="absolute inset-0 rounded-full border border-dashed border-line" />
      <div
        aria-hidden
        data-testid="orb"
        data-orb={motion}
        className="absolute inset-0 rounded-full bg-radial from-primary-soft via-sage to-ocean shadow-soft transition-transform ease-in-out dark:from-primary/70 dark:via-primary-soft dark:to-ocean"
        style={{
          transform: `scale(${orbScale(motion, small, large)})`,
          transitionDuration: `${isMoving ? phaseSec : SETTLE_SEC}s`,
        }}
      />
      {children !== undefined && (
        <div className="relative flex flex-col items-center text-center">{children}</div>
      )}
    </div>
  );
}
