import { describe, expect, it } from 'vitest';
import { toLocalDay } from '../clock/local-day';
import {
  addsCounts,
  getTodayCount,
  joinStoredCounts,
  tallyFinished,
  withStoredCounts,
} from './day-tally';
import { createSession, startSession, tickSession } from './timed-session';

const T0 = new Date(2026, 10, 24, 23, 50).getTime();
const MIN = 60_000;

/** A session of `min` minutes started at T0 and ticked past its end. */
const completed = (min: number) =>
  tickSession(startSession(createSession(min * MIN), T0), T0 + min * MIN + 5_000);

describe('tallyFinished (focus and eye: one a finished session, on the day it ended)', () => {
  it('counts a session that ends after midnight on the new day, with its record and log', () => {
    const before = { [toLocalDay(T0)]: 3 };
    const { tally, count, finished } = tallyFinished(before, completed(25), {
      type: 'focus',
      tool: 'focus-timer',
      toMinutes: (ms) => Math.round(ms / MIN),
    });
    const nextDay = toLocalDay(T0 + 25 * MIN);
    expect(nextDay).not.toBe(toLocalDay(T0));
    expect(tally).toEqual({ [toLocalDay(T0)]: 3, [nextDay]: 1 });
    expect(count).toBe(1);
    expect(finished?.record).toMatchObject({
      id: T0,
      date: nextDay,
      startTime: '23:50',
      endTime: '00:15',
      duration: 25,
      type: 'focus',
    });
    expect(finished?.log).toMatchObject({ tool: 'focus-timer' });
  });

  it('rounds the minutes as the tool says', () => {
    const ended = completed(1.5);
    const round = tallyFinished({}, ended, {
      type: 'a',
      tool: 't',
      toMinutes: (ms) => Math.round(ms / MIN),
    });
    const floor = tallyFinished({}, ended, {
      type: 'a',
      tool: 't',
      toMinutes: (ms) => Math.floor(ms / MIN),
    });
    expect(round.finished?.record.duration).toBe(2);
    expect(floor.finished?.record.duration).toBe(1);
  });
});

describe('joinStoredCounts and getTodayCount', () => {
  it('keeps a count the machine already moved over the stored one', () => {
    expect(joinStoredCounts({ '2026-11-24': 5 }, { '2026-11-24': 2, '2026-11-23': 4 })).toEqual({
      '2026-11-24': 5,
      '2026-11-23': 4,
    });
  });

  it('adds counts only with a stored count above 0 for a day not held', () => {
    expect(addsCounts({}, { '2026-11-24': 0 })).toBe(false);
    expect(addsCounts({}, {})).toBe(false);
    expect(addsCounts({ '2026-11-24': 5 }, { '2026-11-24': 2 })).toBe(false);
    expect(addsCounts({}, { '2026-11-24': 0, '2026-11-23': 1 })).toBe(true);
  });

  it('withStoredCounts keeps the state itself for counts that add nothing, else joins them at the event’s time', () => {
    const state = { counts: { '2026-11-24': 2 }, now: 0, other: 'kept' };
    const firstVisit = { type: 'setCounts', counts: { '2026-11-25': 0 }, now: T0 } as const;
    expect(withStoredCounts(state, firstVisit)).toBe(state);
    const stored = {
      type: 'setCounts',
      counts: { '2026-11-24': 9, '2026-11-23': 1 },
      now: T0,
    } as const;
    expect(withStoredCounts(state, stored)).toEqual({
      counts: { '2026-11-24': 2, '2026-11-23': 1 },
      now: T0,
      other: 'kept',
    });
  });

  it('reads today’s count, 0 when none', () => {
    expect(getTodayCount({ [toLocalDay(T0)]: 2 }, T0)).toBe(2);
    expect(getTodayCount({}, T0)).toBe(0);
  });
});
