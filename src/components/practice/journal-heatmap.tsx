/**
 * Minutes per day for the last year as a calendar heatmap (Monday-first weeks in columns). The grid
 * is a picture with a one-sentence description; the table below it says the same month by month.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  buildHeatmap,
  formatDuration,
  HEATMAP_LEVEL_MIN,
  summarizeMonths,
  type HeatmapCell,
  type HeatmapLevel,
  type JournalSummary,
} from '../../lib/practice-log/journal';
import { cn } from '../../lib/ui/cn';
import { formatDays, formatMonth, formatShortDay, formatShortMonth } from './format';

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

/** The heatmap card. */
export function JournalHeatmap({ summary }: { summary: JournalSummary }) {
  const weeks = useMemo(
    () => buildHeatmap(summary.secondsByDay, summary.today),
    [summary.secondsByDay, summary.today],
  );
  const firstDay = weeks[0]?.[0]?.day ?? summary.today;
  const months = useMemo(
    () => summarizeMonths(summary, firstDay, summary.today),
    [summary, firstDay],
  );
  const scrollRef = useRef<HTMLDivElement>(null);

  // On a phone the year is wider than the screen: start at the latest weeks.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollLeft = scroller.scrollWidth;
  }, [weeks]);

  const cells = weeks.flat().filter((cell) => !cell.isFuture);
  const practisedCount = cells.filter((cell) => summary.practisedDays.has(cell.day)).length;
  const totalSeconds = cells.reduce((sum, cell) => sum + cell.seconds, 0);
  const best = cells.reduce<HeatmapCell | null>(
    (top, cell) => (cell.seconds > (top?.seconds ?? 0) ? cell : top),
    null,
  );
  const description =
    `In the last 12 months you practised on ${formatDays(practisedCount)}, ` +
    `${formatDuration(totalSeconds)} in all` +
    (best
      ? `; your longest day was ${formatShortDay(best.day)} with ${formatDuration(best.seconds)}.`
      : '.');
  const monthLabels = labelMonths(weeks);
  const [two, three, four] = HEATMAP_LEVEL_MIN;

  return (
    <section
      aria-labelledby="heatmap-heading"
      className="rounded-card border border-line bg-surface p-5 md:p-6"
    >
      <h2 id="heatmap-heading" className="text-xl font-semibold">
        Minutes per day
      </h2>
      <p id="heatmap-description" className="mt-1 text-sm text-muted">
        {description}
      </p>
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
      <details className="group mt-4 border-t border-line pt-4">
        <summary className="cursor-pointer rounded-md text-sm font-medium text-primary">
          Show as a table
        </summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Practice per month, last 12 months</caption>
            <thead className="text-muted">
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Month
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Days practised
                </th>
                <th scope="col" className="py-2 font-medium">
                  Time
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {formatMonth(month.month)}
                  </th>
                  <td className="py-2 pr-4 tabular-nums">{month.days}</td>
                  <td className="py-2 tabular-nums">{formatDuration(month.seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
