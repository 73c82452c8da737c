/**
 * Every session, grouped by the day it started, latest first; a page of days at a time so a long log
 * stays fast. Each row shows its tool, start time, length and mood, and opens the mood dialog.
 */
import { Fragment, lazy, Suspense, useMemo, useState } from 'react';
import type { DayKey } from '../../lib/clock/local-day';
import { formatDuration, groupSessionsByDay } from '../../lib/practice-log/journal';
import {
  getSessionId,
  type SessionMood,
  type SessionMoods,
} from '../../lib/practice-log/journal-keys';
import type { PracticeEntry } from '../../lib/practice-log/practice-log';
import { Button } from '../ui/button';
import { formatDayHeading, formatSessions, formatSets, formatTime } from './format';
import { findJournalTool, type JournalTool } from './journal-tool';
import { getMoodLabel, MOOD_ICONS } from './moods';
import { PracticeIcon } from './practice-icon';
import { ToolTile } from './tool-tile';

// why: most visits never open it; its dialog and faces load on the first tap (precached offline)
const MoodDialog = lazy(() =>
  import('./mood-dialog').then((module) => ({ default: module.MoodDialog })),
);

/** How a session that did not run its length ended, as its row says (docs/tools/sessions.md#behaviour). */
export const ENDING_TEXT = { early: 'ended early', left: 'left before the end' } as const;

/** Days shown at first and added by "Show earlier days". */
export const DAYS_PER_PAGE = 14;

function MoodSummary({ mood }: { mood: SessionMood }) {
  return (
    <span className="flex items-center gap-1" data-testid="mood-summary">
      {mood.before ? (
        <PracticeIcon name={MOOD_ICONS[mood.before]} />
      ) : (
        <span className="w-5 text-center">·</span>
      )}
      <PracticeIcon name="arrow-right" size={14} className="text-muted" />
      {mood.after ? (
        <PracticeIcon name={MOOD_ICONS[mood.after]} />
      ) : (
        <span className="w-5 text-center">·</span>
      )}
    </span>
  );
}

function describeMood(mood: SessionMood | undefined): string {
  if (!mood || (mood.before === undefined && mood.after === undefined)) return '';
  const parts = [
    mood.before && `${getMoodLabel(mood.before)} before`,
    mood.after && `${getMoodLabel(mood.after)} after`,
  ].filter(Boolean);
  return parts.join(', ');
}

/** A row's facts: start time, length, a workout's sets, how it ended. */
function SessionFacts({ session, time }: { session: PracticeEntry; time: string }) {
  const facts = [
    formatDuration(session.seconds),
    session.sets === undefined ? undefined : formatSets(session.sets),
    session.ending && ENDING_TEXT[session.ending],
  ].filter((fact) => fact !== undefined);
  return (
    // each fact kept whole on a narrow phone: a line breaks between facts, never inside one
    <p className="text-sm text-muted tabular-nums [&>span]:whitespace-nowrap">
      <time dateTime={session.startedAt}>{time}</time>
      {facts.map((fact) => (
        <Fragment key={fact}>
          {' · '}
          <span>{fact}</span>
        </Fragment>
      ))}
    </p>
  );
}

/** The sessions card. */
export function SessionList({
  entries,
  tools,
  today,
  moods,
  onMoodChange,
}: {
  entries: readonly PracticeEntry[];
  tools: readonly JournalTool[];
  today: DayKey;
  moods: SessionMoods;
  onMoodChange: (sessionId: string, mood: SessionMood | undefined) => void;
}) {
  const days = useMemo(() => groupSessionsByDay(entries), [entries]);
  const [dayCount, setDayCount] = useState(DAYS_PER_PAGE);
  const [moodSession, setMoodSession] = useState<PracticeEntry | null>(null);
  // Kept mounted after the first open, so closing returns focus to the session's button.
  const [hasMoodDialog, setHasMoodDialog] = useState(false);
  const shownDays = days.slice(0, dayCount);

  return (
    <section
      aria-labelledby="sessions-heading"
      className="rounded-card border border-line bg-surface p-5 md:p-6"
    >
      <h2 id="sessions-heading" className="text-xl font-semibold">
        Sessions
      </h2>
      <p className="mt-1 text-sm text-muted">
        {formatSessions(entries.length)} in all. Tap a mood to note how you felt.
      </p>
      <ol className="mt-2">
        {shownDays.map((group) => (
          <li key={group.day} className="border-b border-line py-4 last:border-0">
            <h3 className="flex items-baseline justify-between gap-3 font-sans text-sm font-semibold">
              <span>{formatDayHeading(group.day, today)}</span>
              <span className="font-normal text-muted">
                {formatSessions(group.sessions.length)} · {formatDuration(group.seconds)}
              </span>
            </h3>
            <ul className="mt-2 flex flex-col">
              {group.sessions.map((session) => {
                const tool = findJournalTool(tools, session.tool);
                const id = getSessionId(session);
                const mood = moods[id];
                const moodText = describeMood(mood);
                const time = formatTime(session.startedAt);
                return (
                  <li key={id} className="flex items-center gap-3 py-2" data-session={id}>
                    <ToolTile tool={tool} />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium">{tool.name}</p>
                      <SessionFacts session={session} time={time} />
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="shrink-0 px-3"
                      aria-label={
                        moodText
                          ? `Mood for ${tool.name} at ${time}: ${moodText}`
                          : `Add mood for ${tool.name} at ${time}`
                      }
                      onClick={() => {
                        setHasMoodDialog(true);
                        setMoodSession(session);
                      }}
                    >
                      {moodText && mood ? (
                        <MoodSummary mood={mood} />
                      ) : (
                        <>
                          <PracticeIcon name="smile-plus" size={18} />
                          <span className="max-sm:sr-only">Mood</span>
                        </>
                      )}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
      {days.length > dayCount && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => setDayCount((count) => count + DAYS_PER_PAGE)}>
            Show earlier days
          </Button>
        </div>
      )}
      {hasMoodDialog && (
        <Suspense fallback={null}>
          <MoodDialog
            session={moodSession}
            toolName={moodSession ? findJournalTool(tools, moodSession.tool).name : ''}
            mood={moodSession ? moods[getSessionId(moodSession)] : undefined}
            onMoodChange={(mood) => moodSession && onMoodChange(getSessionId(moodSession), mood)}
            onClose={() => setMoodSession(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
