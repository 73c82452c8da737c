/** A circular progress ring (SVG) with content in its centre: timers show their time inside it. */
import type { ReactNode } from 'react';
import { cn } from '../../lib/ui/cn';

/** Stroke width of the ring, in viewBox units (the viewBox is 100 × 100). */
const STROKE = 4;
const RADIUS = 50 - STROKE;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The dash offset that leaves `fraction` (0..1) of the ring drawn. */
export function ringOffset(fraction: number): number {
  const safe = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  return CIRCUMFERENCE * (1 - safe);
}

/**
 * The ring fills clockwise from the top with `fraction` (0..1). It is a picture of the time shown in its
 * centre, so it is hidden from screen readers unless `label` names it as a progress bar.
 */
export function ProgressRing({
  fraction,
  label,
  className,
  trackClassName = 'stroke-line',
  barClassName = 'stroke-primary',
  children,
}: {
  fraction: number;
  /** Accessible name; without it the ring is decorative. */
  label?: string;
  className?: string;
  trackClassName?: string;
  barClassName?: string;
  children?: ReactNode;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction || 0)) * 100);
  return (
    <div
      data-slot="progress-ring"
      className={cn('relative flex size-64 items-center justify-center', className)}
    >
      <svg
        viewBox="0 0 100 100"
        className="absolute inset-0 size-full -rotate-90"
        {...(label
          ? {
              role: 'progressbar',
              'aria-label': label,
              'aria-valuemin': 0,
              'aria-valuemax': 100,
              'aria-valuenow': percent,
            }
          : { 'aria-hidden': true })}
        data-testid="progress-ring"
        data-progress={percent}
      >
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          className={trackClassName}
        />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={ringOffset(fraction)}
          className={cn('transition-[stroke-dashoffset] duration-300 ease-linear', barClassName)}
        />
      </svg>
      {children !== undefined && (
        <div className="relative flex flex-col items-center text-center">{children}</div>
      )}
    </div>
  );
}
