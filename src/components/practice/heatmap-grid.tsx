/**
 * The heatmap's picture: a year of days as shaded squares (Monday-first weeks in columns, month labels
 * above, weekday labels at the side) in a region that scrolls sideways, and the key to its shades.
 */
import { useLayoutEffect, useRef } from 'react';
import {
  formatDuration,
  HEATMAP_LEVEL_MIN,
  type HeatmapCell,
  type HeatmapLevel,
} from '../../lib/practice-log/journal';
import { cn } from '../../lib/ui/cn';
import { formatShortDay, formatShortMonth } from './format';

const LEVEL_CLASSES: Record<HeatmapLevel, string> = {
  0: 'bg-surface-2',
  1: 'bg-primary/25',
  2: 'bg-primary/50',
  3: 'bg-primary/75',
  4: 'bg-primary',
};

const WEEKDAY_LABELS = ['Mon', '', 'Wed', '', 'Fri', '', ''];

/** Smallest side of a day's square; wider screens stretch the year to the card's width. */
const CELL = '0.8125rem';

/** Month labels over the first week column of each month. */
function labelMonths(weeks: readonly HeatmapCell[][]): string[] {
  return weeks.map((week, index) => {
    const first = week[0]?.day ?? '';
    const previous = weeks[index - 1]?.[0]?.day ?? '';
    return index > 0 && first.slice(0, 7) !== previous.slice(0, 7) ? formatShortMonth(first) : '';
  });
}

/** What the grid draws. */
export interface HeatmapGridProps {
  /** The heatmap's columns, oldest week first. */
  weeks: readonly HeatmapCell[][];
}

/** The scrolling region with the grid of days, described by the card's sentence. */
export function HeatmapGrid({ weeks }: HeatmapGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);

  // On a phone the year is wider than the screen: start at the latest weeks.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollLeft = scroller.scrollWidth;
  }, [weeks]);

  const monthLabels = labelMonths(weeks);

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Heatmap of the last 12 months (scrolls sideways)"
      tabIndex={0}
      className="mt-5 overflow-x-auto rounded-lg pb-2"
    >
      <div
        role="img"
        aria-describedby="heatmap-description"
        aria-label="Heatmap of minutes practised per day"
        className="grid w-full min-w-max gap-[3px]"
        style={{
          gridTemplateColumns: `auto repeat(${weeks.length}, minmax(${CELL}, 1fr))`,
        }}
      >
        {monthLabels.map(
          (label, week) =>
            label && (
              <span
                key={`month-${week}`}
                className="pb-1 text-xs whitespace-nowrap text-muted"
                style={{ gridColumn: `${week + 2} / span 3`, gridRow: 1 }}
              >
                {label}
              </span>
            ),
        )}
        {WEEKDAY_LABELS.map((label, weekday) => (
          <span
            key={`weekday-${weekday}`}
            className="sticky left-0 flex items-center bg-surface pr-2 text-[0.6875rem] leading-none text-muted"
            style={{ gridColumn: 1, gridRow: weekday + 2 }}
          >
            {label}
          </span>
        ))}
        {weeks.map((week, index) =>
          week.map((cell, weekday) => (
            <span
              key={cell.day}
              data-day={cell.day}
              data-level={cell.isFuture ? undefined : cell.level}
              title={
                cell.isFuture
                  ? undefined
                  : `${formatShortDay(cell.day)}: ${cell.seconds > 0 ? formatDuration(cell.seconds) : 'no practice'}`
              }
              className={cn(
                'block aspect-square rounded-[3px]',
                !cell.isFuture && LEVEL_CLASSES[cell.level],
              )}
              style={{ gridColumn: index + 2, gridRow: weekday + 2 }}
            />
          )),
        )}
      </div>
    </div>
  );
}

/** The key under the grid: Less, the five shades, More, and in words the minutes each shade stands for. */
export function HeatmapLegend() {
  const [two, three, four] = HEATMAP_LEVEL_MIN;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-xs text-muted">
      <p className="flex items-center gap-1.5">
        <span aria-hidden>Less</span>
        {([0, 1, 2, 3, 4] as const).map((level) => (
          <span
            key={level}
            aria-hidden
            className={cn('block rounded-[3px]', LEVEL_CLASSES[level])}
            style={{ width: CELL, height: CELL }}
          />
        ))}
        <span aria-hidden>More</span>
        <span className="sr-only">
          {`Shades from none to under ${two} minutes, ${two} to ${three - 1}, ${three} to ${four - 1}, and ${four} minutes or more a day.`}
        </span>
      </p>
    </div>
  );
}
