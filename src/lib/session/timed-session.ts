/**
 * The timed session every tool shares: a pure sub-machine over `SessionClock` that adds what a practice
 * session needs around the clock (when it began, when it ended, how many have finished) and the rules
 * that are easy to get wrong one tool at a time:
 *
 * - Late pause: a pause that lands after the deadline (the wake-up came late, the tab slept) completes
 *   the session instead of freezing it at 00:00.
 * - Late tap: `settleSession` completes a session whose deadline has passed before a tool handles a tap
 *   or strike, so nothing is counted after the end.
 * - Exactly once: `completions` rises once per finished session however late or often ticks arrive; the
 *   session hook logs and announces each rise once.
 * - True end time: a session that ran out while the page slept ends at its deadline, not at the late
 *   tick that noticed it.
 *
 * Tools embed a `TimedSession` in their own state and call these functions from their `transition`.
 */
import type { PracticeEntry } from '../practice-log/practice-log';
import {
  createClock,
  endClock,
  getDeadlineMs,
  getElapsedMs,
  getRemainingMs,
  pauseClock,
  resumeClock,
  startClock,
  tickClock,
  type ClockStatus,
  type SessionClock,
} from '../clock/session-clock';

/** Where a session is: idle (not started), running, paused or complete. */
export type SessionStatus = ClockStatus;

/** The events every timed tool takes from its transport controls and its ticker, at wall time `now`. */
export type TransportEvent = {
  type: 'start' | 'pause' | 'resume' | 'reset' | 'tick';
  now: number;
};

/** A practice session on the wall clock. Change it only through this module. */
export interface TimedSession {
  /** The clock that times it (null duration = open-ended). */
  readonly clock: SessionClock;
  /** Wall time (ms) the session started; null while idle. */
  readonly startedAt: number | null;
  /** Wall time (ms) it finished; null unless complete. */
  readonly endedAt: number | null;
  /** Latest wall time (ms) seen. */
  readonly now: number;
  /** Sessions finished so far (run to zero or ended by the visitor); rises by one per session. */
  readonly completions: number;
}

/** A session of `durationMs` (null = open-ended) that has not started. */
export function createSession(durationMs: number | null, completions = 0): TimedSession {
  return { clock: createClock(durationMs), startedAt: null, endedAt: null, now: 0, completions };
}

/** Starts an idle or finished session afresh at `now`; a running or paused one is returned as is. */
export function startSession(s: TimedSession, now: number): TimedSession {
  if (s.clock.status === 'running' || s.clock.status === 'paused') return s;
  return {
    clock: startClock(createClock(s.clock.durationMs), now),
    startedAt: now,
    endedAt: null,
    now,
    completions: s.completions,
  };
}

/**
 * The longest an open-ended session runs (ms): it completes there, so a session left running (a tab
 * open for days) never credits more (docs/tools/sessions.md#behaviour: three hours).
 */
export const OPEN_SESSION_CAP_MS = 3 * 3_600_000;

/** The clock as it is timed: an open-ended one runs to `OPEN_SESSION_CAP_MS`. */
const timedClock = (clock: SessionClock): SessionClock =>
  clock.durationMs === null ? { ...clock, durationMs: OPEN_SESSION_CAP_MS } : clock;

/**
 * The wall time a session ending at `at` ends at: never before its start plus the time practised (a
 * wall clock set back mid-session, 09:00 → 08:25, must not log an end before the start).
 */
function endTimeOf(s: TimedSession, clock: SessionClock, at: number): number {
  return s.startedAt === null ? at : Math.max(at, s.startedAt + getElapsedMs(clock, at));
}

/**
 * Advances a running session to `now`. Once the deadline has passed (an open-ended session: its cap)
 * it completes, exactly once, with `endedAt` at the deadline itself (however late this tick comes).
 * Other statuses are returned as they are.
 */
export function tickSession(s: TimedSession, now: number): TimedSession {
  if (s.clock.status !== 'running') return s;
  const timed = timedClock(s.clock);
  const deadline = getDeadlineMs(timed);
  const { clock: ticked, didComplete } = tickClock(timed, now);
  const clock = ticked === timed ? s.clock : { ...ticked, durationMs: s.clock.durationMs };
  if (!didComplete) {
    // why `now` as given: the clock itself guards against a wall clock set backwards
    return clock === s.clock && now === s.now ? s : { ...s, clock, now };
  }
  return {
    ...s,
    clock,
    endedAt: endTimeOf(s, clock, deadline === null ? now : Math.min(now, deadline)),
    now,
    completions: s.completions + 1,
  };
}

/** Completes a session whose deadline has passed (the late-tap rule); call before counting a tap. */
export function settleSession(s: TimedSession, now: number): TimedSession {
  return tickSession(s, now);
}

/** Pauses a running session; a pause after the deadline completes it instead (late-pause rule). */
export function pauseSession(s: TimedSession, now: number): TimedSession {
  const settled = tickSession(s, now);
  if (settled.clock.status !== 'running') return settled;
  return { ...settled, clock: pauseClock(settled.clock, now), now };
}

/** Resumes a paused session; the paused time is not counted. */
export function resumeSession(s: TimedSession, now: number): TimedSession {
  if (s.clock.status !== 'paused') return s;
  return { ...s, clock: resumeClock(s.clock, now), now };
}

/**
 * Ends a running or paused session early at `now` (Finish, End Session, Stop that keeps the record):
 * it becomes complete with the time actually practised and counts as finished.
 */
export function endSession(s: TimedSession, now: number): TimedSession {
  const settled = tickSession(s, now);
  if (settled.clock.status !== 'running' && settled.clock.status !== 'paused') return settled;
  return {
    ...settled,
    clock: endClock(settled.clock, now),
    endedAt: endTimeOf(settled, settled.clock, now),
    now,
    completions: settled.completions + 1,
  };
}

/** Back to idle with the same duration; the count of finished sessions is kept. */
export function resetSession(s: TimedSession): TimedSession {
  return createSession(s.clock.durationMs, s.completions);
}

/** A new length (ms, null = open-ended); only an idle or finished session changes (then idle). */
export function setSessionDuration(s: TimedSession, durationMs: number | null): TimedSession {
  if (s.clock.status === 'running' || s.clock.status === 'paused') return s;
  if (s.clock.status === 'idle' && s.clock.durationMs === durationMs) return s;
  return createSession(durationMs, s.completions);
}

/** The session's status. */
export function getSessionStatus(s: TimedSession): SessionStatus {
  return s.clock.status;
}

/** Milliseconds practised so far, pauses excluded (an open-ended session: up to its cap). */
export function getSessionElapsedMs(s: TimedSession): number {
  return getElapsedMs(timedClock(s.clock), s.now);
}

/** Milliseconds left (0 to the duration), or null for an open-ended session. */
export function getSessionRemainingMs(s: TimedSession): number | null {
  return getRemainingMs(s.clock, s.now);
}

/** Whole seconds left, rounded up so '00:00' shows only at the end; null when open-ended. */
export function getSessionSecondsLeft(s: TimedSession): number | null {
  const remainingMs = getSessionRemainingMs(s);
  return remainingMs === null ? null : Math.max(0, Math.ceil(remainingMs / 1000));
}

/** Fraction of the planned length already practised, 0..1 (0 for open-ended sessions). */
export function getSessionProgress(s: TimedSession): number {
  const { durationMs } = s.clock;
  if (durationMs === null || durationMs <= 0) return s.clock.status === 'complete' ? 1 : 0;
  return Math.min(1, getSessionElapsedMs(s) / durationMs);
}

/** Wall time (ms) at which a running session reaches zero, or null. */
export function getSessionDeadline(s: TimedSession): number | null {
  return getDeadlineMs(s.clock);
}

/** One finished session as the practice log records it: the log's own entry (one shape for both). */
export type SessionRecord = PracticeEntry;

/**
 * The practice-log record of a finished session, or null while it has not finished. A session with a
 * length that finished short of it (a tool's own Stop that ends the session: breath-sync's Stop) is
 * marked 'early', as the kit marks every other ending by the visitor
 * (docs/tools/sessions.md#behaviour); an open-ended session has no length to fall short of.
 */
export function toSessionRecord(s: TimedSession, tool: string): SessionRecord | null {
  if (s.clock.status !== 'complete' || s.startedAt === null || s.endedAt === null) return null;
  const { durationMs, bankedMs } = s.clock;
  const record: SessionRecord = {
    tool,
    startedAt: new Date(s.startedAt).toISOString(),
    endedAt: new Date(s.endedAt).toISOString(),
    seconds: Math.floor(getElapsedMs(s.clock, s.endedAt) / 1000),
  };
  return durationMs !== null && bankedMs < durationMs ? { ...record, ending: 'early' } : record;
}

/**
 * A session kept across a reload (a snapshot from `toSessionSnapshot`), brought back at `now`: a session
 * whose deadline passed while the page was gone completes once, at that deadline; one still under way
 * runs on from the wall clock, or is paused at `now` when `isPausing` (a tool whose sound needs a tap
 * before the browser plays it). `completions` is the count the page has now: the restored session adds
 * one when it finishes, never the count the saved page had.
 */
export function restoreSession(
  saved: TimedSession,
  completions: number,
  now: number,
  isPausing: boolean,
): TimedSession {
  const session = tickSession({ ...saved, now: Math.max(saved.now, 0), completions }, now);
  return isPausing && session.clock.status === 'running' ? pauseSession(session, now) : session;
}

/**
 * The transport events on a session: start, pause, resume, reset and tick. Tools call this for the
 * events that need nothing of their own and handle the rest themselves.
 */
export function applyTransport(s: TimedSession, event: TransportEvent): TimedSession {
  switch (event.type) {
    case 'start':
      return startSession(s, event.now);
    case 'pause':
      return pauseSession(s, event.now);
    case 'resume':
      return resumeSession(s, event.now);
    case 'reset':
      return resetSession(s);
    case 'tick':
      return tickSession(s, event.now);
  }
}

/**
 * Start, pause and resume of a tool's state that holds a `session` and an auto-start (the focus and eye
 * timers). Start and pause first bring the state to `now` with the tool's own `advance`, so a phase
 * already over is finished there (the late-pause rule); start only begins an idle session and clears a
 * pending auto-start; resume carries on from `now`.
 */
export function applyTransportTo<
  S extends {
    readonly session: TimedSession;
    readonly autoStartAt: number | null;
    readonly now: number;
  },
>(
  state: S,
  type: 'start' | 'pause' | 'resume',
  now: number,
  advance: (state: S, now: number) => S,
): S {
  if (type === 'resume') return { ...state, session: resumeSession(state.session, now), now };
  const current = advance(state, now);
  if (type === 'pause') return { ...current, session: pauseSession(current.session, now) };
  if (getSessionStatus(current.session) !== 'idle') return current;
  return { ...current, autoStartAt: null, session: startSession(current.session, now) };
}

/**
 * What Space (and a tool's one play control) does in a status: pause what runs, resume what is paused,
 * else start when the tool can (`canStart`: a breath pattern that can be breathed, a session not yet
 * finished), or nothing: the timed tools' `spaceEventOf` in one place (docs/tools/sessions.md#behaviour).
 */
export function transportEventOf(
  status: string,
  canStart = true,
): { readonly type: 'start' | 'pause' | 'resume' } | null {
  if (status === 'running') return { type: 'pause' };
  if (status === 'paused') return { type: 'resume' };
  return canStart ? { type: 'start' } : null;
}

/** The earliest of some wall times (ms), ignoring nulls; null when there is none (a `wakeAt`). */
export function earliest(...times: readonly (number | null | undefined)[]): number | null {
  let first: number | null = null;
  for (const time of times) {
    if (time !== null && time !== undefined && (first === null || time < first)) first = time;
  }
  return first;
}

/**
 * The record to log when the visitor leaves during a session that is running or paused (the practice
 * so far), or null (nothing under way, or shorter than `minSec`). Its `startedAt` is the session's, so
 * the record written when the same session finishes later replaces it (`appendPractice`).
 */
export function leaveRecordOfSession(
  s: TimedSession,
  tool: string,
  now: number,
  minSec = 1,
): SessionRecord | null {
  const status = s.clock.status;
  if (status !== 'running' && status !== 'paused') return null;
  const record = toSessionRecord(endSession(s, now), tool);
  return record && record.seconds >= minSec ? record : null;
}

const STATUSES = new Set(['idle', 'running', 'paused', 'complete']);

/**
 * The latest wall time (ms) a stored session may hold: the last day whose year has four digits, so
 * every day key made from it is a 'YYYY-MM-DD' (a later one named no key and crashed the eye timer).
 */
export const LAST_TIME_MS = Date.UTC(9999, 11, 31);

/**
 * The longest planned span (ms) a stored session may hold: a day, far above any tool's longest length
 * (60 minutes, docs/tools/sessions.md#constants) and a planner's run.
 */
export const MAX_SPAN_MS = 24 * 3_600_000;

/** The most of anything a stored session counts (finished sessions, strikes, interruptions). */
export const MAX_COUNT = 1_000_000;

/** A wall time (ms since the epoch) a stored session may hold: 0 to `LAST_TIME_MS`. */
export const isStoredTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= LAST_TIME_MS;

/** A wall time or null, as `isStoredTime`. */
export const isStoredTimeOrNull = (value: unknown): value is number | null =>
  value === null || isStoredTime(value);

/** A span (ms) a stored session may hold: 0 to `maxMs` (default `MAX_SPAN_MS`). */
export const isStoredSpan = (value: unknown, maxMs = MAX_SPAN_MS): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= maxMs;

/** A count a stored session may hold: a whole number, 0 to `max` (default `MAX_COUNT`). */
export const isStoredCount = (value: unknown, max = MAX_COUNT): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;

/** An index into a list of `length` items. */
export const isStoredIndex = (value: unknown, length: number): value is number =>
  isStoredCount(value, length - 1);

/** Whether a stored clock's fields are each in range and agree with its status. */
function isStoredClock(clock: Record<string, unknown>): boolean {
  const { status, durationMs, bankedMs, segmentStartedAt, lastSeenAt } = clock;
  if (!STATUSES.has(status as string)) return false;
  if (durationMs !== null && !isStoredSpan(durationMs)) return false;
  // banked time never exceeds the session's length (an open-ended one: its cap)
  if (!isStoredSpan(bankedMs, (durationMs as number | null) ?? OPEN_SESSION_CAP_MS)) return false;
  if (!isStoredTimeOrNull(segmentStartedAt) || !isStoredTimeOrNull(lastSeenAt)) return false;
  // a running clock knows when its segment began; no other status has a segment
  if ((status === 'running') !== (segmentStartedAt !== null)) return false;
  return lastSeenAt === null || segmentStartedAt === null || lastSeenAt >= segmentStartedAt;
}

/**
 * Whether `value` is a well-formed `TimedSession` (what a stored snapshot embeds), every field in range:
 * times within `LAST_TIME_MS`, the length within `MAX_SPAN_MS`, banked time within the length, counts
 * within `MAX_COUNT`, and start and end as its status has them (an end never before the start). A
 * snapshot out of range is kept aside with a notice like any unreadable value (storage.ts), never used.
 */
export function isTimedSession(value: unknown): value is TimedSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  const clock = session['clock'] as Record<string, unknown> | null;
  if (typeof clock !== 'object' || clock === null || !isStoredClock(clock)) return false;
  const { startedAt, endedAt, now, completions } = session;
  if (!isStoredTimeOrNull(startedAt) || !isStoredTimeOrNull(endedAt)) return false;
  if (!isStoredTime(now) || !isStoredCount(completions)) return false;
  if ((clock['status'] === 'idle') !== (startedAt === null)) return false;
  if ((clock['status'] === 'complete') !== (endedAt !== null)) return false;
  return endedAt === null || (startedAt !== null && endedAt >= startedAt);
}

/**
 * The session as a snapshot stores it: without the latest-seen times that change on every tick, so a
 * running session is written when it starts, pauses or ends, not four times a second.
 */
export function toSessionSnapshot(session: TimedSession): TimedSession {
  return {
    ...session,
    now: 0,
    clock: { ...session.clock, lastSeenAt: session.clock.segmentStartedAt },
  };
}

/**
 * The session lengths offered across the tools, in minutes (each tool's spec picks its own set from
 * them); 0 stands for an open-ended session where a tool offers one.
 */
export const SESSION_LENGTHS_MIN = [0, 1, 2, 3, 5, 10, 15, 20, 30, 45, 60] as const;
/** One of the session lengths. */
export type SessionLengthMin = (typeof SESSION_LENGTHS_MIN)[number];

/** A tool's own set of lengths, checked against the shared list at compile time. */
export function lengthsOf<const L extends readonly SessionLengthMin[]>(...lengths: L): L {
  return lengths;
}

/** The one event that sets a session's length, in every timed tool. */
export interface DurationEvent<D extends number = number> {
  readonly type: 'setDuration';
  readonly durationMin: D;
  readonly now: number;
}

/** The one event that ends a session early and keeps what was practised (Stop, End Session, Finish). */
export interface StopEvent {
  readonly type: 'stop';
  readonly now: number;
}

/** The one event that says the tool's sound or resource failed (the session carries on or stops). */
export interface FailEvent {
  readonly type: 'fail';
  readonly now: number;
}
