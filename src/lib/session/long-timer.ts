/**
 * The long timers' shell (focus and eye, docs/architecture.md#long-timers): a long stretch on the
 * wall clock that, once finished, counts one on its local day and leaves a record; a sound setting and
 * auto-start; the day counts read from storage after mount. A member holds only what differs: its
 * phases, what follows a finished stretch, its view and its tones.
 */
import {
  tallyFinished,
  withStoredCounts,
  type DayTally,
  type FinishedSession,
  type SetCountsEvent,
} from './day-tally';
import { startSession, tickSession, type TimedSession } from './timed-session';
import type { RestoreEvent, SessionFacts } from './use-session';

/** What every long timer holds. */
export interface LongTimer<T extends string> {
  /** The stretch under way (or loaded, or 'complete' while its rest is on). */
  readonly session: TimedSession;
  /** The tones at a stretch's end. */
  readonly isSoundOn: boolean;
  /** The next stretch starts by itself. */
  readonly isAutoStart: boolean;
  /** Wall time (ms) the loaded stretch starts by itself, or null. */
  readonly autoStartAt: number | null;
  /** Finished stretches per local day ('YYYY-MM-DD'), for the days the timer has read or counted. */
  readonly counts: DayTally;
  /** Stretches finished since the page loaded (the practice log logs each rise). */
  readonly done: number;
  /** The latest finished stretch, as history and practice log record it. */
  readonly lastFinished: FinishedSession<T> | null;
  /** Latest wall time seen, ms. */
  readonly now: number;
}

/** The settings every long timer answers the same way. */
export type LongTimerSettingEvent =
  | { type: 'setAutoStart'; isAutoStart: boolean; now: number }
  | { type: 'setSound'; isSoundOn: boolean; now: number }
  | SetCountsEvent;

/** How a long timer records a finished stretch. */
export interface StretchRecord<T extends string> {
  readonly type: T;
  readonly tool: string;
  /** Minutes as the tool's spec rounds them. */
  readonly toMinutes: (elapsedMs: number) => number;
}

/** The state after a setting event. */
export function applyLongTimerSetting<S extends LongTimer<string>>(
  state: S,
  event: LongTimerSettingEvent,
): S {
  switch (event.type) {
    case 'setAutoStart':
      return { ...state, isAutoStart: event.isAutoStart };
    case 'setSound':
      return { ...state, isSoundOn: event.isSoundOn };
    case 'setCounts':
      return withStoredCounts(state, event);
  }
}

/**
 * A completed stretch counted on the day it ended: the counts, the page's tally and the latest record
 * move (a stretch too short to log counts on its day all the same); `count` is that day's new count.
 */
export function countFinished<T extends string, S extends LongTimer<T>>(
  state: S,
  session: TimedSession,
  record: StretchRecord<T>,
): { state: S; count: number } {
  const tally = tallyFinished(state.counts, session, record);
  return {
    state: {
      ...state,
      session,
      counts: tally.tally,
      done: tally.finished ? state.done + 1 : state.done,
      lastFinished: tally.finished ?? state.lastFinished,
    },
    count: tally.count,
  };
}

/**
 * A due auto-start begins `loaded` at its own start time (not when the page noticed), unless
 * `isLate` says it would already be over: then it is dropped and the stretch waits.
 */
export function startDueAutoStart<S extends LongTimer<string>>(
  state: S,
  now: number,
  loaded: TimedSession,
  isLate = false,
): S {
  const { autoStartAt } = state;
  if (autoStartAt === null || now < autoStartAt) return state;
  if (isLate) return { ...state, autoStartAt: null };
  return {
    ...state,
    autoStartAt: null,
    session: tickSession(startSession(loaded, autoStartAt), now),
  };
}

/** What the session hook wires: the member's running and waking facts, the shell's completions. */
export function longTimerFacts(
  state: LongTimer<string>,
  facts: Pick<SessionFacts, 'isRunning' | 'wakeAt' | 'tickMs'>,
): SessionFacts {
  return { ...facts, completions: state.done, record: state.lastFinished?.log ?? null };
}

/**
 * The state after a restore: the kept settings always; the kept stretch only when the timer rests
 * (another tab's settings come without one, and a stretch under way is never overwritten).
 */
export function restoreLongTimer<S extends LongTimer<string>, N>(
  state: S,
  {
    settings,
    snapshot,
  }: RestoreEvent<Partial<Pick<LongTimer<string>, 'isSoundOn' | 'isAutoStart'>>, N>,
  { isResting, resume }: { isResting: boolean; resume: (state: S, snapshot: N) => S },
): S {
  const next: S = {
    ...state,
    isSoundOn: settings.isSoundOn ?? state.isSoundOn,
    isAutoStart: settings.isAutoStart ?? state.isAutoStart,
  };
  return snapshot && isResting ? resume(next, snapshot) : next;
}
