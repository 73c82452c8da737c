/**
 * The practice journal island (/practice): every finished session of every tool from the practice
 * log, with totals, heatmap, per-tool time, streaks (which the visitor may hide) and moods.
 */
import { useEffect, useMemo } from 'react';
import { summarizeJournal } from '../../lib/practice-log/journal';
import {
  PRACTICE_MOODS_KEY,
  SHOW_STREAKS_KEY,
  withSessionMood,
} from '../../lib/practice-log/journal-keys';
import { PRACTICE_LOG_KEY, writeUnsavedPractice } from '../../lib/practice-log/practice-log';
import { useStored } from '../../lib/storage/use-stored';
import { EmptyJournal } from './empty-journal';
import { JournalHeatmap } from './journal-heatmap';
import { JournalStats } from './journal-stats';
import type { JournalTool } from './journal-tool';
import { SessionList } from './session-list';
import { ToolBreakdown } from './tool-breakdown';
import { useToday } from '../../lib/clock/use-today';
import { useLocaleReady } from '../../lib/ui/use-locale-ready';

/** The journal; `tools` are the registry's tools (names, icons) as the page passes them. */
export default function PracticeJournal({ tools }: { tools: readonly JournalTool[] }) {
  const today = useToday();
  // Days and times are written in the visitor's locale: the journal waits for its data
  // (docs/architecture.md#after-hydration).
  const isLocaleReady = useLocaleReady();
  const [entries] = useStored(PRACTICE_LOG_KEY);
  const [moods, setMoods] = useStored(PRACTICE_MOODS_KEY);
  const [isStreakShown, setStreakShown] = useStored(SHOW_STREAKS_KEY);
  const summary = useMemo(() => today && summarizeJournal(entries, today), [entries, today]);
  // practice a full storage could not take on a tool page of this tab is written once there is room
  useEffect(writeUnsavedPractice, []);

  // why: the log lives in this browser. The server renders the empty state (a first visit sees it
  // at once); the page's inline script hides it before paint when a log exists, and the space it
  // keeps means neither the journal nor the page below it jumps when the log is read.
  const isReading = !today || !summary || !isLocaleReady;
  if (isReading || entries.length === 0) {
    return (
      <div className="min-h-[36rem]" aria-busy={isReading || undefined}>
        <div className={isReading ? 'journal-prerender' : undefined}>
          <EmptyJournal />
        </div>
      </div>
    );
  }
  return (
    <div className="flex min-h-[36rem] flex-col gap-6">
      <JournalStats
        summary={summary}
        isStreakShown={isStreakShown}
        onStreakShownChange={setStreakShown}
      />
      <JournalHeatmap summary={summary} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="lg:col-start-2 lg:row-start-1">
          <ToolBreakdown totals={summary.tools} tools={tools} />
        </div>
        <div className="lg:col-start-1 lg:row-start-1">
          <SessionList
            entries={entries}
            tools={tools}
            today={today}
            moods={moods}
            onMoodChange={(id, mood) => setMoods((previous) => withSessionMood(previous, id, mood))}
          />
        </div>
      </div>
    </div>
  );
}
