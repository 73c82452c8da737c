/**
 * The long-running timers' day tally as pure data (focus and eye machines): each finished session
 * counts one on the local day it ended and leaves a history record and a journal log; counts read from
 * storage after mount join the counts the machine already holds. The stored side is day-counts.ts.
 */
import { toLocalDay, type DayKey } from '../clock/local-day';
import { toHistoryRecord, type HistoryRecord } from './history';
import {
  getSessionElapsedMs,
  toSessionRecord,
  type SessionRecord,
  type TimedSession,
} from './timed-session';

/** Finished sessions a day, by 'YYYY-MM-DD'. */
export type DayTally = Readonly<Record<DayKey, number>>;

/** The stored counts of some days, read after mount before the restore (use-day-counts.ts). */
export interface SetCountsEvent {
  readonly type: 'setCounts';
  readonly counts: DayTally;
  readonly now: number;
}

/** A finished session's history record and its entry for the practice journal. */
export interface FinishedSession<T extends string> {
  readonly record: HistoryRecord<T>;
  readonly log: SessionRecord;
}

/** Stored counts joined to those held: a count the machine has already moved wins over storage. */
export function joinStoredCounts(held: DayTally, stored: DayTally): DayTally {
  return { ...stored, ...held };
}

/**
 * Whether stored counts add a count to those held: a stored 0 says no more than a day not held, so a
 * first visit's read (today: 0) changes nothing, and the machine keeps its state itself.
 */
export function addsCounts(held: DayTally, stored: DayTally): boolean {
  return Object.entries(stored).some(([day, count]) => count !== 0 && !(day in held));
}

/**
 * A machine's state after a `setCounts`: the stored counts joined, stamped with the event's time; the
 * state itself when they add nothing. why: they arrive in a layout effect, and a new state would redraw
 * the whole timer in the task that hydrates it (docs/architecture.md#after-hydration).
 */
export function withStoredCounts<S extends { readonly counts: DayTally; readonly now: number }>(
  state: S,
  event: SetCountsEvent,
): S {
  return addsCounts(state.counts, event.counts)
    ? { ...state, counts: joinStoredCounts(state.counts, event.counts), now: event.now }
    : state;
}

/** Today's count at `now`. */
export function getTodayCount(tally: DayTally, now: number): number {
  return tally[toLocalDay(now)] ?? 0;
}

/**
 * Counts a completed `session` on the day it ended, with its record (minutes as the tool's spec rounds
 * them) and journal log; `finished` is null for a session too short to log.
 */
export function tallyFinished<T extends string>(
  tally: DayTally,
  session: TimedSession,
  { type, tool, toMinutes }: { type: T; tool: string; toMinutes: (elapsedMs: number) => number },
): { tally: DayTally; count: number; finished: FinishedSession<T> | null } {
  const endedAt = session.endedAt ?? session.now;
  const startedAt = session.startedAt ?? endedAt;
  const day = toLocalDay(endedAt);
  const count = (tally[day] ?? 0) + 1;
  const log = toSessionRecord(session, tool);
  const minutes = toMinutes(getSessionElapsedMs(session));
  return {
    tally: { ...tally, [day]: count },
    count,
    finished: log ? { record: toHistoryRecord(type, startedAt, endedAt, minutes), log } : null,
  };
}
