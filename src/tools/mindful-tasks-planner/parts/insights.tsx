/**
 * The Insights tab (docs/tools/mindful-tasks-planner.md#screen): tasks completed, habits completed and the current mood as cards, the
 * day's mood history, and the download as `mindful-insights-{date}.png` (docs/tools/mindful-tasks-planner.md#calls, #constants). Loaded when
 * the tab is first opened.
 */
import { useRef } from 'react';
import { ExportButton } from '../../../components/planner/export-button';
import { StatGrid } from '../../../components/planner/progress-panel';
import { formatTimeOfDay } from '../../../lib/clock/format-time-of-day';
import type { getInsights } from '../machine';
import { getMood } from '../moods';

/** The insight cards and the download button. */
export function Insights({ insights }: { insights: ReturnType<typeof getInsights> }) {
  const exportRef = useRef<HTMLDivElement>(null);
  const mood = getMood(insights.currentMood);
  return (
    <div className="flex flex-col gap-5">
      <div ref={exportRef} className="flex flex-col gap-4">
        <h2 className="font-display text-xl font-semibold">Today&rsquo;s insights</h2>
        <StatGrid
          stats={[
            { label: 'Tasks completed', value: `${insights.tasksDone} / ${insights.tasksTotal}` },
            {
              label: 'Habits completed',
              value: `${insights.habitsDone} / ${insights.habitsTotal}`,
            },
            { label: 'Current mood', value: mood ? `${mood.emoji} ${mood.name}` : '—' },
            { label: 'Longest streak', value: `${insights.longestStreak} d` },
          ]}
        />
        <h3 className="font-semibold">Moods today</h3>
        {insights.moods.length === 0 ? (
          <p className="text-sm text-muted">No mood picked yet today.</p>
        ) : (
          <ol aria-label="Moods today" className="flex flex-wrap gap-2">
            {insights.moods.map((entry) => (
              <li key={entry.timestamp} className="rounded-full bg-surface-2 px-3 py-1 text-sm">
                {formatTimeOfDay(entry.timestamp)} {getMood(entry.mood)?.name}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="flex justify-center">
        <ExportButton target={exportRef} prefix="mindful-insights" />
      </div>
    </div>
  );
}
