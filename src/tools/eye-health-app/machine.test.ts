import { getRestoreDays } from '../../lib/session/day-counts';
import { describe, expect, it } from 'vitest';
import { toLocalDay } from '../../lib/clock/local-day';
import {
  BREAK_SEC,
  BREAK_TONE_HZ,
  CHIME_HZ,
  WORK_SEC,
  eyeHealthApp,
  factsOf,
  getBreakSecondsLeft,
  initialState,
  snapshotOf,
  tonesOf,
  transition,
  viewOf,
  type Event,
  type State,
} from './machine';

// Local noon: the same day in every time zone.
const T0 = new Date(2026, 10, 24, 12, 0, 0).getTime();
const TODAY = toLocalDay(T0);
const END = T0 + WORK_SEC * 1000;
const run = (events: Event[], from: State = initialState()) => events.reduce(transition, from);
const tick = (now: number): Event => ({ type: 'tick', now });
const started = () => run([{ type: 'start', now: T0 }]);

describe('eye-health timer machine', () => {
  it('is idle at 1200 s, ready to start (docs/tools/eye-health-app.md#behaviour, #constants)', () => {
    expect([WORK_SEC, BREAK_SEC, CHIME_HZ, BREAK_TONE_HZ]).toEqual([1200, 20, 523.25, 440]);
    expect(viewOf(initialState())).toMatchObject({
      status: 'idle',
      statusText: 'Ready to start',
      secondsLeft: 1200,
      breakSecondsLeft: null,
      todayCount: 0,
    });
  });

  it('counts down on the wall clock, pauses excluded', () => {
    const state = run(
      [
        tick(T0 + 60_000),
        { type: 'pause', now: T0 + 61_000 },
        tick(T0 + 500_000),
        { type: 'resume', now: T0 + 500_000 },
        tick(T0 + 539_000),
      ],
      started(),
    );
    expect(viewOf(state)).toMatchObject({
      status: 'running',
      statusText: 'Protecting your eyes',
      secondsLeft: 1200 - 100,
    });
    const paused = transition(state, { type: 'pause', now: T0 + 540_000 });
    expect(viewOf(paused)).toMatchObject({ status: 'paused', statusText: 'Paused' });
  });

  it('at zero the break begins at the deadline, the count rises once and a record is made', () => {
    // the wake-up came 700 ms late
    const state = transition(started(), tick(END + 700));
    expect(state.breakStartedAt).toBe(END);
    expect(viewOf(state)).toMatchObject({
      status: 'break',
      breakSecondsLeft: 20,
      canContinue: false,
      todayCount: 1,
    });
    expect(state.lastFinished?.record).toEqual({
      id: T0,
      date: TODAY,
      startTime: '12:00',
      endTime: '12:20',
      duration: 20,
      type: 'eye-care',
    });
    expect(factsOf(state)).toMatchObject({
      completions: 1,
      record: { tool: 'eye-health-app', seconds: 1200, endedAt: new Date(END).toISOString() },
    });
    const later = run([tick(END + 5_000), tick(END + 30_000)], state);
    expect(later.done).toBe(1);
    expect(viewOf(later).todayCount).toBe(1);
  });

  it('counts the break down second by second and enables Continue at 0', () => {
    const inBreak = transition(started(), tick(END));
    expect(
      [0, 999, 1_000, 10_500, 19_999, 20_000, 60_000].map((ms) =>
        getBreakSecondsLeft(END, END + ms),
      ),
    ).toEqual([20, 20, 19, 10, 1, 0, 0]);
    expect(factsOf(inBreak)).toMatchObject({ isRunning: true, wakeAt: END + 1_000, tickMs: 1_000 });
    const over = transition(inBreak, tick(END + 20_000));
    expect(viewOf(over)).toMatchObject({
      breakSecondsLeft: 0,
      canContinue: true,
      breakProgress: 1,
    });
    expect(factsOf(over)).toMatchObject({ isRunning: false, wakeAt: null });
  });

  it('plays the chime at the break and a soft tone at each even second left, planned ahead', () => {
    const running = transition(started(), tick(END - 60_000));
    expect(tonesOf(running)).toEqual([]);
    const near = transition(running, tick(END - 2_000));
    const tones = tonesOf(near, 60_000);
    expect(tones[0]).toEqual({
      id: `chime@${END}`,
      atMs: END,
      hz: 523.25,
      durationSec: 1,
      gain: 0.3,
    });
    const soft = tones.slice(1);
    expect(soft.every((tone) => tone.hz === 440 && tone.durationSec === 1)).toBe(true);
    // seconds left 18, 16, … 2: at 2 s, 4 s … 18 s into the break
    expect(soft.map((tone) => (tone.atMs - END) / 1000)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18]);
    // the same tones (same ids) during the break, so none is played twice
    const inBreak = transition(near, tick(END + 3_000));
    expect(tonesOf(inBreak, 60_000)).toEqual(tones);
    expect(tonesOf(transition(near, { type: 'pause', now: END - 1_000 }))).toEqual([]);
  });

  it('Continue only once the break is over; it resets, and auto-start begins 1 s later', () => {
    const inBreak = transition(started(), tick(END));
    expect(transition(inBreak, { type: 'continue', now: END + 10_000 }).breakStartedAt).toBe(END);
    const idle = transition(inBreak, { type: 'continue', now: END + 25_000 });
    expect(viewOf(idle)).toMatchObject({ status: 'idle', secondsLeft: 1200 });
    const auto = run(
      [
        { type: 'setAutoStart', isAutoStart: true, now: END },
        { type: 'continue', now: END + 25_000 },
      ],
      inBreak,
    );
    expect(factsOf(auto).wakeAt).toBe(END + 26_000);
    const restarted = transition(auto, tick(END + 26_400));
    expect(viewOf(restarted)).toMatchObject({ status: 'running' });
    expect(restarted.session.startedAt).toBe(END + 26_000);
  });

  it('Reset returns to idle at 1200 s and clears the break', () => {
    const inBreak = transition(started(), tick(END));
    const reset = transition(inBreak, { type: 'reset', now: END + 5_000 });
    expect(viewOf(reset)).toMatchObject({
      status: 'idle',
      secondsLeft: 1200,
      breakSecondsLeft: null,
    });
    expect(viewOf(reset).todayCount).toBe(1);
  });

  it('a first visit: a 0 for today keeps the state itself, a stored count is taken', () => {
    const fresh = initialState();
    expect(transition(fresh, { type: 'setCounts', counts: { [TODAY]: 0 }, now: T0 })).toBe(fresh);
    const counted = transition(fresh, { type: 'setCounts', counts: { [TODAY]: 2 }, now: T0 });
    expect(viewOf(counted).todayCount).toBe(2);
  });

  it('Reset Today sets the day’s count to 0', () => {
    const state = run([
      { type: 'setCounts', counts: { [TODAY]: 5 }, now: T0 },
      { type: 'resetToday', day: TODAY, now: T0 },
    ]);
    expect(viewOf(state).todayCount).toBe(0);
  });

  it('warns in the last 10 s before a break, waking for it', () => {
    const running = started();
    expect(factsOf(running).wakeAt).toBe(END - 10_000);
    expect(viewOf(running).warningSec).toBeNull();
    const warned = transition(running, tick(END - 10_000));
    expect(viewOf(warned).warningSec).toBe(10);
    expect(factsOf(warned).wakeAt).toBe(END);
  });

  it('a session saved before a reload carries on; one that ended meanwhile is finished once', () => {
    const snapshot = snapshotOf(started());
    if (!snapshot) throw new Error('expected a snapshot');
    expect(snapshotOf(initialState())).toBeNull();
    expect(getRestoreDays(snapshot.session, T0)).toEqual([TODAY]);
    const soon = transition(initialState(), {
      type: 'restore',
      settings: {},
      snapshot,
      now: T0 + 60_000,
    });
    expect(viewOf(soon)).toMatchObject({ status: 'running', secondsLeft: 1140 });
    const counted = transition(initialState(), {
      type: 'setCounts',
      counts: { [TODAY]: 2 },
      now: END + 3_600_000,
    });
    const late = transition(counted, {
      type: 'restore',
      settings: {},
      snapshot,
      now: END + 3_600_000,
    });
    expect(viewOf(late)).toMatchObject({ status: 'break', canContinue: true, todayCount: 3 });
    expect(late.breakStartedAt).toBe(END);
    expect(late.done).toBe(1);
  });

  it('Space starts, pauses, resumes, and continues after a break', () => {
    const inBreak = transition(started(), tick(END));
    expect(eyeHealthApp.spaceEventOf?.(initialState())).toEqual({ type: 'start' });
    expect(eyeHealthApp.spaceEventOf?.(started())).toEqual({ type: 'pause' });
    expect(eyeHealthApp.spaceEventOf?.(inBreak)).toBeNull();
    expect(eyeHealthApp.spaceEventOf?.(transition(inBreak, tick(END + 20_000)))).toEqual({
      type: 'continue',
    });
  });

  describe('kept across a reload (issue 21)', () => {
    it('owns its sound setting (kept) and auto-start (not kept: docs/tools/eye-health-app.md#data)', () => {
      const state = run([
        { type: 'setSound', isSoundOn: false, now: T0 },
        { type: 'setAutoStart', isAutoStart: true, now: T0 },
      ]);
      expect(state).toMatchObject({ isSoundOn: false, isAutoStart: true });
      expect(eyeHealthApp.settingsOf?.(state)).toEqual({ isSoundOn: false });
      const restored = transition(initialState(), {
        type: 'restore',
        settings: { isSoundOn: false },
        now: T0,
      });
      expect(restored.isSoundOn).toBe(false);
    });

    it('a settings-only restore (another tab) leaves a running session alone', () => {
      const running = transition(started(), tick(T0 + 5_000));
      const next = transition(running, {
        type: 'restore',
        settings: { isSoundOn: false },
        now: T0 + 5_001,
      });
      expect(next).toEqual({ ...running, isSoundOn: false });
      const other = snapshotOf(started());
      if (!other) throw new Error('expected a snapshot');
      expect(
        transition(running, { type: 'restore', settings: {}, snapshot: other, now: T0 + 9_000 }),
      ).toEqual(running);
    });

    it('leaving mid-session logs the screen time so far, counted once when it finishes', () => {
      const running = started();
      const leaving = eyeHealthApp.leaveRecordOf?.(running, T0 + 300_000);
      expect(leaving).toMatchObject({ tool: 'eye-health-app', seconds: 300 });
      const finished = transition(running, tick(END));
      // the finished session's record has the same start, so the log replaces the leave record
      expect(factsOf(finished).record?.startedAt).toBe(leaving?.startedAt);
      expect(eyeHealthApp.leaveRecordOf?.(initialState(), T0)).toBeNull();
    });
  });
});
