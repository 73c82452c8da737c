/**
 * A session's countdown in the site's one format (MM:SS). It has the timer role, which screen readers
 * do not announce on every change: state changes are announced elsewhere, the time is there to read.
 */
import { formatClock } from '../../lib/clock/format-clock';
import { cn } from '../../lib/ui/cn';

/** Sizes of the countdown figure. */
const SIZES = {
  md: 'text-4xl',
  lg: 'text-5xl',
  xl: 'text-6xl',
  /** Compact in a phone's bottom bar, large from the md breakpoint. */
  responsive: 'text-[1.75rem] leading-none md:text-6xl md:leading-normal',
} as const;

/** The time left (or elapsed), with an optional small caption above it. */
export function Countdown({
  seconds,
  caption,
  label,
  size = 'lg',
  className,
  testId = 'countdown',
}: {
  /** Whole seconds to show; callers round remaining time up so 00:00 shows only at the end. */
  seconds: number;
  /** Visible caption, e.g. 'Time left'. */
  caption?: string;
  /** Accessible name when the figure alone is not enough, e.g. '04:59 remaining'. */
  label?: string;
  size?: keyof typeof SIZES;
  className?: string;
  testId?: string;
}) {
  const figure = (
    <span
      role="timer"
      aria-label={label}
      data-testid={testId}
      className={cn('font-display font-light text-primary tabular-nums', SIZES[size], className)}
    >
      {formatClock(seconds)}
    </span>
  );
  if (!caption) return figure;
  return (
    <p className="flex flex-col items-center">
      <span className="text-sm text-muted">{caption}</span>
      {figure}
    </p>
  );
}
