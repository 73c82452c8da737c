/**
 * Stored sessions within reason (docs/tools/sessions.md#data): every field of a stored session is
 * range-checked on read, so a snapshot out of range is kept aside like any unreadable value instead of
 * crashing its tool; credited time never exceeds the session's length (an open-ended one: its cap) nor
 * runs backwards when the wall clock is set back.
 */
import { describe, expect, it } from 'vitest';
import {
  createSession,
  endSession,
  getSessionElapsedMs,
  getSessionStatus,
  isStoredCount,
  isStoredIndex,
  isStoredTime,
  isTimedSession,
  LAST_TIME_MS,
  leaveRecordOfSession,
  MAX_COUNT,
  MAX_SPAN_MS,
  OPEN_SESSION_CAP_MS,
  pauseSession,
  restoreSession,
  resumeSession,
  startSession,
  tickSession,
  toSessionRecord,
  toSessionSnapshot,
  type TimedSession,
} from './timed-session';

const T0 = Date.parse('2026-11-24T09:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** A 20-minute session started at T0, 5 minutes of it paused: a snapshot as a tool stores it. */
const paused = toSessionSnapshot(
  pauseSession(startSession(createSession(20 * MIN), T0), T0 + 5 * MIN),
);
const running = toSessionSnapshot(startSession(createSession(20 * MIN), T0));

/** `session` with `clock` fields replaced. */
const withClock = (session: TimedSession, clock: Record<string, unknown>): unknown => ({
  ...session,
  clock: { ...session.clock, ...clock },
});

describe('a stored session is range-checked field by field', () => {
  it('takes the sessions the kit itself stores', () => {
    expect(isTimedSession(paused)).toBe(true);
    expect(isTimedSession(running)).toBe(true);
    expect(isTimedSession(createSession(null))).toBe(true);
    expect(isTimedSession(endSession(startSession(createSession(null), T0), T0 + MIN))).toBe(true);
  });

  it.each<[string, unknown]>([
    // the eye timer's crash: a banked time whose deadline names no day
    ['banked time far past the length', withClock(paused, { bankedMs: 1e20 })],
    ['banked time past the length', withClock(paused, { bankedMs: 20 * MIN + 1 })],
    ['banked time negative', withClock(paused, { bankedMs: -1 })],
    [
      'open-ended banked time past its cap',
      withClock(paused, { durationMs: null, bankedMs: OPEN_SESSION_CAP_MS + 1 }),
    ],
    ['a length past a day', withClock(paused, { durationMs: MAX_SPAN_MS + 1 })],
    ['a length not a number', withClock(paused, { durationMs: '20' })],
    [
      'a segment start past the last time',
      withClock(running, { segmentStartedAt: LAST_TIME_MS + 1, lastSeenAt: LAST_TIME_MS + 1 }),
    ],
    ['a segment start infinite', withClock(running, { segmentStartedAt: Infinity })],
    ['last seen before its segment began', withClock(running, { lastSeenAt: T0 - 1 })],
    ['a running clock without a segment', withClock(running, { segmentStartedAt: null })],
    ['a paused clock with a segment', withClock(paused, { segmentStartedAt: T0 })],
    ['an unknown status', withClock(paused, { status: 'sleeping' })],
    ['a start past the last time', { ...paused, startedAt: LAST_TIME_MS + 1 }],
    ['a start negative', { ...paused, startedAt: -5 }],
    ['a session under way without a start', { ...paused, startedAt: null }],
    ['an idle session with a start', { ...createSession(MIN), startedAt: T0 }],
    ['an end while under way', { ...paused, endedAt: T0 + MIN }],
    [
      'an end before its start',
      { ...endSession(startSession(createSession(MIN), T0), T0 + 30_000), endedAt: T0 - 1 },
    ],
    ['a latest-seen time past the last time', { ...paused, now: LAST_TIME_MS + 1 }],
    ['a count past the most', { ...paused, completions: MAX_COUNT + 1 }],
    ['a count not whole', { ...paused, completions: 1.5 }],
    ['a count negative', { ...paused, completions: -1 }],
  ])('refuses %s', (_name, value) => {
    expect(isTimedSession(value)).toBe(false);
  });

  it('bounds times, counts and indexes', () => {
    expect(isStoredTime(LAST_TIME_MS)).toBe(true);
    expect(isStoredTime(LAST_TIME_MS + 1)).toBe(false);
    expect(isStoredTime(Number.NaN)).toBe(false);
    expect(isStoredCount(MAX_COUNT)).toBe(true);
    expect(isStoredCount(7, 6)).toBe(false);
    expect(isStoredIndex(2, 3)).toBe(true);
    expect(isStoredIndex(3, 3)).toBe(false);
    expect(isStoredIndex(-1, 3)).toBe(false);
    expect(isStoredIndex(0, 0)).toBe(false);
  });
});

describe('credited time within reason', () => {
  it('an open-ended session left running for 30 days completes at its cap of 3 hours', () => {
    const left = tickSession(startSession(createSession(null), T0), T0 + 30 * DAY);
    expect(OPEN_SESSION_CAP_MS).toBe(3 * HOUR);
    expect(getSessionStatus(left)).toBe('complete');
    expect(toSessionRecord(left, 'box-breathing')).toEqual({
      tool: 'box-breathing',
      startedAt: new Date(T0).toISOString(),
      endedAt: new Date(T0 + 3 * HOUR).toISOString(),
      seconds: 3 * 3600,
    });
  });

  it('an open-ended session left 12 hours credits 3 hours when the visitor leaves', () => {
    const open = startSession(createSession(null), T0);
    expect(getSessionElapsedMs({ ...open, now: T0 + 12 * HOUR })).toBe(3 * HOUR);
    const record = leaveRecordOfSession(open, 'box-breathing', T0 + 12 * HOUR);
    expect(record?.seconds).toBe(3 * 3600);
    expect(record?.endedAt).toBe(new Date(T0 + 3 * HOUR).toISOString());
  });

  it('the cap counts practice, not pauses: an hour paused moves the end, not the credit', () => {
    let s = startSession(createSession(null), T0);
    s = pauseSession(s, T0 + HOUR);
    s = resumeSession(s, T0 + 2 * HOUR);
    s = tickSession(s, T0 + 10 * HOUR);
    expect(toSessionRecord(s, 'box-breathing')).toMatchObject({
      endedAt: new Date(T0 + 4 * HOUR).toISOString(),
      seconds: 3 * 3600,
    });
  });

  it('a timed session never credits more than its length', () => {
    const timed = startSession(createSession(20 * MIN), T0);
    expect(leaveRecordOfSession(timed, 'zen-timer', T0 + 12 * HOUR)?.seconds).toBe(20 * 60);
    expect(toSessionRecord(tickSession(timed, T0 + 30 * DAY), 'zen-timer')?.seconds).toBe(20 * 60);
  });

  it('a clock moved back (09:00 → 08:25) ends after the start, with the time practised', () => {
    let s = startSession(createSession(20 * MIN), T0);
    s = tickSession(s, T0 + 3 * MIN);
    // the wall clock is set back 38 minutes: 09:03 → 08:25
    const back = T0 - 35 * MIN;
    const ended = endSession(s, back);
    const record = toSessionRecord(ended, 'zen-timer');
    expect(record).toEqual({
      tool: 'zen-timer',
      startedAt: new Date(T0).toISOString(),
      endedAt: new Date(T0 + 3 * MIN).toISOString(),
      seconds: 180,
      ending: 'early',
    });
    expect(leaveRecordOfSession(s, 'zen-timer', back)?.seconds).toBe(180);
  });

  it('a clock moved back never runs the time practised backwards, and counts on from there', () => {
    let s = startSession(createSession(20 * MIN), T0);
    s = tickSession(s, T0 + 3 * MIN);
    s = tickSession(s, T0 - 35 * MIN);
    expect(getSessionElapsedMs(s)).toBe(3 * MIN);
    s = tickSession(s, T0 - 34 * MIN);
    expect(getSessionElapsedMs(s)).toBe(4 * MIN);
    const done = tickSession(s, T0 - 18 * MIN);
    expect(getSessionStatus(done)).toBe('complete');
    const record = toSessionRecord(done, 'zen-timer');
    expect(record?.seconds).toBe(20 * 60);
    expect(Date.parse(record?.endedAt ?? '')).toBe(T0 + 20 * MIN);
  });

  it('a snapshot restored after the clock moved back before its start credits nothing negative', () => {
    const saved = toSessionSnapshot(startSession(createSession(20 * MIN), T0));
    const restored = restoreSession(saved, 0, T0 - 35 * MIN, false);
    expect(getSessionElapsedMs(restored)).toBe(0);
    const record = leaveRecordOfSession(restored, 'zen-timer', T0 - 30 * MIN);
    expect(record?.seconds).toBe(300);
    expect(Date.parse(record?.endedAt ?? '') >= Date.parse(record?.startedAt ?? '')).toBe(true);
  });
});

describe('a tool’s own Stop that finishes the session is marked ended early', () => {
  it('marks a session with a length that finished short of it', () => {
    const stopped = endSession(startSession(createSession(5 * MIN), T0), T0 + 3 * MIN);
    expect(toSessionRecord(stopped, 'breath-sync')).toMatchObject({
      seconds: 180,
      ending: 'early',
    });
  });

  it('leaves a session that ran its length, and an open-ended one, unmarked', () => {
    const done = tickSession(startSession(createSession(5 * MIN), T0), T0 + 5 * MIN);
    expect(toSessionRecord(done, 'breath-sync')).not.toHaveProperty('ending');
    const open = endSession(startSession(createSession(null), T0), T0 + 3 * MIN);
    expect(toSessionRecord(open, 'box-breathing')).not.toHaveProperty('ending');
  });
});
