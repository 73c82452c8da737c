import { describe, expect, it } from 'vitest';
import { toLocalDay } from '../clock/local-day';
import {
  applyLongTimerSetting,
  countFinished,
  longTimerFacts,
  restoreLongTimer,
  startDueAutoStart,
  type LongTimer,
} from './long-timer';
import {
  createSession,
  getSessionStatus,
  startSession,
  tickSession,
  type TimedSession,
} from './timed-session';

const T0 = new Date(2026, 10, 24, 9, 0).getTime();
const MIN = 60_000;
const RECORD = { type: 'focus', tool: 'focus-timer', toMinutes: (ms: number) => ms / MIN } as const;

const resting = (): LongTimer<'focus'> => ({
  session: createSession(25 * MIN),
  isSoundOn: true,
  isAutoStart: false,
  autoStartAt: null,
  counts: {},
  done: 0,
  lastFinished: null,
  now: T0,
});
const completed = (min: number): TimedSession =>
  tickSession(startSession(createSession(min * MIN), T0), T0 + min * MIN + 5_000);

describe('the long timers’ shell (focus and eye)', () => {
  it('counts a finished stretch once on its day, with its record and the page’s tally', () => {
    const { state, count } = countFinished(
      { ...resting(), counts: { [toLocalDay(T0)]: 2 } },
      completed(25),
      RECORD,
    );
    expect(count).toBe(3);
    expect(state.counts).toEqual({ [toLocalDay(T0)]: 3 });
    expect(state.done).toBe(1);
    expect(state.lastFinished?.record).toMatchObject({ type: 'focus', duration: 25 });
  });

  it('starts a due auto-start at its own time, not when the page noticed', () => {
    const due = { ...resting(), autoStartAt: T0 + 1_000 };
    expect(startDueAutoStart(due, T0 + 500, due.session)).toBe(due);
    const started = startDueAutoStart(due, T0 + 61_000, due.session);
    expect(started.autoStartAt).toBeNull();
    expect(started.session.startedAt).toBe(T0 + 1_000);
    expect(getSessionStatus(started.session)).toBe('running');
  });

  it('drops an auto-start that would already be over: the stretch waits', () => {
    const due = { ...resting(), autoStartAt: T0 + 1_000 };
    const waiting = startDueAutoStart(due, T0 + 30 * MIN, due.session, true);
    expect(waiting.autoStartAt).toBeNull();
    expect(getSessionStatus(waiting.session)).toBe('idle');
  });

  it('answers the sound, auto-start and stored counts the same way in every member', () => {
    const state = resting();
    expect(
      applyLongTimerSetting(state, { type: 'setSound', isSoundOn: false, now: T0 }),
    ).toMatchObject({
      isSoundOn: false,
    });
    expect(
      applyLongTimerSetting(state, { type: 'setAutoStart', isAutoStart: true, now: T0 }),
    ).toMatchObject({ isAutoStart: true });
    const day = toLocalDay(T0);
    expect(
      applyLongTimerSetting(state, { type: 'setCounts', counts: { [day]: 4 }, now: T0 }).counts,
    ).toEqual({ [day]: 4 });
  });

  it('takes a kept stretch only while resting, and the kept settings always', () => {
    const snapshot = { session: startSession(createSession(25 * MIN), T0) };
    const resume = (state: LongTimer<'focus'>, kept: typeof snapshot) => ({
      ...state,
      session: kept.session,
    });
    const event = {
      type: 'restore',
      settings: { isSoundOn: false },
      snapshot,
      now: T0,
    } as const;
    const restored = restoreLongTimer(resting(), event, { isResting: true, resume });
    expect(restored.session).toBe(snapshot.session);
    expect(restored.isSoundOn).toBe(false);
    const busy = restoreLongTimer(resting(), event, { isResting: false, resume });
    expect(getSessionStatus(busy.session)).toBe('idle');
    expect(busy.isSoundOn).toBe(false);
  });

  it('wires the page’s tally and the latest record as the kit’s completions', () => {
    const { state } = countFinished(resting(), completed(25), RECORD);
    const facts = longTimerFacts(state, { isRunning: false, wakeAt: null });
    expect(facts.completions).toBe(1);
    expect(facts.record).toBe(state.lastFinished?.log);
  });
});
