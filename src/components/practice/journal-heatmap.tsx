/**
 * Minutes per day for the last year as a calendar heatmap (Monday-first weeks in columns). The grid
 * is a picture with a one-sentence description; the table below it says the same month by month.
 */
import { useMemo } from 'react';
import {
  buildHeatmap,
  formatDuration,
  summarizeMonths,
  type HeatmapCell,
  type JournalSummary,
} from '../../lib/practice-log/journal';
import { formatDays, formatShortDay } from './format';
import { HeatmapGrid, HeatmapLegend } from './heatmap-grid';
import { MonthTable } from './month-table';

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
      <HeatmapGrid weeks={weeks} />
      <HeatmapLegend />
      <MonthTable months={months} />
    </section>
  );
}
