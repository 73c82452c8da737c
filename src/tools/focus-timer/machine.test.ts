import { getRestoreDays } from '../../lib/session/day-counts';
import { describe, expect, it } from 'vitest';
import { toLocalDay } from '../../lib/clock/local-day';
import {
  AUTO_START_DELAY_MS,
  BEEP_HZ,
  BEEP_SEC,
  MODE_MIN,
  factsOf,
  focusTimer,
  initialState,
  nextBreakOf,
  phaseEndMessage,
  snapshotOf,
  tonesOf,
  transition,
  viewOf,
  type Event,
  type State,
} from './machine';

// Local noon, so the day of every time below is the same in every time zone.
const T0 = new Date(2026, 10, 24, 12, 0, 0).getTime();
const MIN = 60_000;
const TODAY = toLocalDay(T0);
const run = (events: Event[], from: State = initialState()) => events.reduce(transition, from);

/** Runs one phase to its end (started at `at`), returning the state and the time it ended. */
function runPhase(state: State, at: number): [State, number] {
  const minutes = MODE_MIN[state.mode];
  const started = transition(state, { type: 'start', now: at });
  const end = at + minutes * MIN;
  return [transition(started, { type: 'tick', now: end }), end];
}

describe('focus timer machine', () => {
  it('starts at focus 25:00 with sound on and auto-start off (docs/tools/focus-timer.md#constants)', () => {
    expect(MODE_MIN).toEqual({ focus: 25, shortBreak: 5, longBreak: 15 });
    expect([BEEP_HZ, BEEP_SEC, AUTO_START_DELAY_MS]).toEqual([800, 0.5, 1_000]);
    expect(viewOf(initialState())).toMatchObject({
      mode: 'focus',
      modeLabel: 'Focus',
      status: 'idle',
      secondsLeft: 1500,
      todayCount: 0,
    });
  });

  it('a long break follows every 4th focus session, a short one the others', () => {
    expect([1, 2, 3, 4, 5, 8, 12].map(nextBreakOf)).toEqual([
      'shortBreak',
      'shortBreak',
      'shortBreak',
      'longBreak',
      'shortBreak',
      'longBreak',
      'longBreak',
    ]);
  });

  it('cycles focus, break, focus … with the long break after the 4th focus session', () => {
    let state = initialState();
    let at = T0;
    const modes: string[] = [];
    for (let phase = 0; phase < 8; phase += 1) {
      modes.push(state.mode);
      [state, at] = runPhase(state, at + 10_000);
    }
    modes.push(state.mode);
    expect(modes).toEqual([
      'focus',
      'shortBreak',
      'focus',
      'shortBreak',
      'focus',
      'shortBreak',
      'focus',
      'longBreak',
      'focus',
    ]);
    expect(viewOf(state)).toMatchObject({ todayCount: 4, status: 'idle', secondsLeft: 1500 });
    expect(state).toMatchObject({ done: 4, phasesDone: 8, counts: { [TODAY]: 4 } });
  });

  it('records each finished focus session once, at its true end, for history and the log', () => {
    const started = run([{ type: 'start', now: T0 }]);
    // the tab slept: the tick comes an hour late
    const done = transition(started, { type: 'tick', now: T0 + 90 * MIN });
    expect(done.lastFinished?.record).toEqual({
      id: T0,
      date: TODAY,
      startTime: '12:00',
      endTime: '12:25',
      duration: 25,
      type: 'focus',
    });
    expect(factsOf(done)).toMatchObject({
      completions: 1,
      record: {
        tool: 'focus-timer',
        seconds: 1500,
        endedAt: new Date(T0 + 25 * MIN).toISOString(),
      },
    });
    expect(viewOf(done)).toMatchObject({ mode: 'shortBreak', status: 'idle', secondsLeft: 300 });
    expect(transition(done, { type: 'tick', now: T0 + 91 * MIN }).done).toBe(1);
  });

  it('a break finishing is not a focus session', () => {
    const [breakLoaded, end] = runPhase(initialState(), T0);
    const [focusLoaded] = runPhase(breakLoaded, end + 1_000);
    expect(focusLoaded).toMatchObject({ mode: 'focus', done: 1, phasesDone: 2 });
    expect(focusLoaded.lastPhase).toMatchObject({ mode: 'shortBreak', next: 'focus' });
  });

  it('counts on from the stored count of the day', () => {
    const state = run([
      { type: 'setCounts', counts: { [TODAY]: 3 }, now: T0 },
      { type: 'start', now: T0 },
      { type: 'tick', now: T0 + 25 * MIN },
    ]);
    expect(viewOf(state)).toMatchObject({ todayCount: 4, mode: 'longBreak', secondsLeft: 900 });
  });

  it('auto-start begins the next mode 1 s after the end, on the wall clock', () => {
    const on = run([{ type: 'setAutoStart', isAutoStart: true, now: T0 }]);
    const [done, end] = runPhase(on, T0);
    expect(done.autoStartAt).toBe(end + 1_000);
    expect(factsOf(done)).toMatchObject({ isRunning: false, wakeAt: end + 1_000 });
    expect(viewOf(transition(done, { type: 'tick', now: end + 999 })).status).toBe('idle');
    // the wake-up comes 300 ms late: the break still started at end + 1 s
    const started = transition(done, { type: 'tick', now: end + 1_300 });
    expect(viewOf(started)).toMatchObject({ mode: 'shortBreak', status: 'running' });
    expect(started.session.startedAt).toBe(end + 1_000);
    expect(factsOf(started).wakeAt).toBe(end + 1_000 + 5 * MIN);
  });

  it('without auto-start the next mode waits', () => {
    const [done, end] = runPhase(initialState(), T0);
    expect(done.autoStartAt).toBeNull();
    expect(viewOf(transition(done, { type: 'tick', now: end + 60_000 })).status).toBe('idle');
  });

  it('choosing a mode loads it stopped, even mid-session', () => {
    const running = run([
      { type: 'start', now: T0 },
      { type: 'tick', now: T0 + 5 * MIN },
    ]);
    const chosen = transition(running, {
      type: 'selectMode',
      mode: 'longBreak',
      now: T0 + 5 * MIN,
    });
    expect(viewOf(chosen)).toMatchObject({ mode: 'longBreak', status: 'idle', secondsLeft: 900 });
    expect(chosen.done).toBe(0);
  });

  it('pauses, resumes and resets on the wall clock', () => {
    const state = run([
      { type: 'start', now: T0 },
      { type: 'pause', now: T0 + 10 * MIN },
      { type: 'resume', now: T0 + 40 * MIN },
      { type: 'tick', now: T0 + 45 * MIN },
    ]);
    expect(viewOf(state)).toMatchObject({ status: 'running', secondsLeft: 10 * 60 });
    const reset = transition(state, { type: 'reset', now: T0 + 46 * MIN });
    expect(viewOf(reset)).toMatchObject({ mode: 'focus', status: 'idle', secondsLeft: 1500 });
  });

  it('a pause pressed after the deadline finishes the phase', () => {
    const state = run([
      { type: 'start', now: T0 },
      { type: 'pause', now: T0 + 26 * MIN },
    ]);
    expect(state).toMatchObject({ mode: 'shortBreak', done: 1 });
  });

  it('hands the beep to the audio clock once the deadline is near', () => {
    const running = run([{ type: 'start', now: T0 }]);
    expect(tonesOf(running)).toEqual([]);
    const near = transition(running, { type: 'tick', now: T0 + 25 * MIN - 15_000 });
    expect(tonesOf(near)).toEqual([
      { id: `beep@${T0 + 25 * MIN}`, atMs: T0 + 25 * MIN, hz: 800, durationSec: 0.5, gain: 0.3 },
    ]);
    expect(tonesOf(transition(near, { type: 'pause', now: T0 + 25 * MIN - 10_000 }))).toEqual([]);
  });

  describe('a running session survives a reload or a closed tab', () => {
    it('saves nothing while resting at focus 25:00, and the phase otherwise', () => {
      expect(snapshotOf(initialState())).toBeNull();
      const running = run([
        { type: 'start', now: T0 },
        { type: 'tick', now: T0 + 1_000 },
      ]);
      const snapshot = snapshotOf(running);
      expect(snapshot).toMatchObject({ mode: 'focus', autoStartAt: null });
      expect(snapshot?.session.clock).toMatchObject({ status: 'running', segmentStartedAt: T0 });
      // the snapshot does not change with every tick
      expect(snapshotOf(transition(running, { type: 'tick', now: T0 + 2_000 }))).toEqual(snapshot);
      expect(snapshotOf(run([{ type: 'selectMode', mode: 'shortBreak', now: T0 }]))).toMatchObject({
        mode: 'shortBreak',
      });
    });

    it('a first visit: a 0 for today keeps the state itself, a stored count is taken', () => {
      const fresh = initialState();
      expect(transition(fresh, { type: 'setCounts', counts: { [TODAY]: 0 }, now: T0 })).toBe(fresh);
      const counted = transition(fresh, { type: 'setCounts', counts: { [TODAY]: 2 }, now: T0 });
      expect(viewOf(counted).todayCount).toBe(2);
    });

    it('carries on where it was after a reload', () => {
      const running = run([{ type: 'start', now: T0 }]);
      const snapshot = snapshotOf(running);
      if (!snapshot) throw new Error('expected a snapshot');
      const restored = run([
        { type: 'setCounts', counts: { [TODAY]: 0 }, now: T0 + 5 * MIN },
        { type: 'restore', settings: {}, snapshot, now: T0 + 5 * MIN },
      ]);
      expect(viewOf(restored)).toMatchObject({
        mode: 'focus',
        status: 'running',
        secondsLeft: 1200,
      });
      expect(restored.done).toBe(0);
    });

    it('finishes a phase that ended while the tab was closed once, at its true end', () => {
      const snapshot = snapshotOf(run([{ type: 'start', now: T0 }]));
      if (!snapshot) throw new Error('expected a snapshot');
      expect(getRestoreDays(snapshot.session, T0 + 3 * 24 * 60 * MIN)).toEqual([
        toLocalDay(T0 + 3 * 24 * 60 * MIN),
        TODAY,
      ]);
      const restored = run([
        { type: 'setCounts', counts: { [TODAY]: 7 }, now: T0 + 120 * MIN },
        { type: 'restore', settings: {}, snapshot, now: T0 + 120 * MIN },
      ]);
      expect(restored).toMatchObject({ mode: 'longBreak', done: 1, counts: { [TODAY]: 8 } });
      expect(restored.lastFinished?.record).toMatchObject({
        id: T0,
        endTime: '12:25',
        duration: 25,
      });
      expect(viewOf(restored).status).toBe('idle');
    });

    it('with auto-start, the next phase runs from its true start if it is still under way', () => {
      const on = run([{ type: 'setAutoStart', isAutoStart: true, now: T0 }]);
      const snapshot = snapshotOf(transition(on, { type: 'start', now: T0 }));
      if (!snapshot) throw new Error('expected a snapshot');
      const soon = transition(on, { type: 'restore', settings: {}, snapshot, now: T0 + 28 * MIN });
      expect(viewOf(soon)).toMatchObject({ mode: 'shortBreak', status: 'running' });
      expect(soon.session.startedAt).toBe(T0 + 25 * MIN + 1_000);
      expect(viewOf(soon).secondsLeft).toBe(2 * 60 + 1);
      // hours later: the break would be over, so it waits instead of piling up phantom sessions
      const late = transition(on, {
        type: 'restore',
        settings: {},
        snapshot,
        now: T0 + 300 * MIN,
      });
      expect(viewOf(late)).toMatchObject({ mode: 'shortBreak', status: 'idle' });
      expect(late.done).toBe(1);
    });

    it('owns its settings: the beep and auto-start, kept and restored with the phase', () => {
      const state = run([
        { type: 'setSound', isSoundOn: false, now: T0 },
        { type: 'setAutoStart', isAutoStart: true, now: T0 },
      ]);
      expect(focusTimer.settingsOf?.(state)).toEqual({ isSoundOn: false, isAutoStart: true });
      // a fresh page: the settings come with the saved phase, and auto-start applies to it
      const snapshot = snapshotOf(transition(state, { type: 'start', now: T0 }));
      if (!snapshot) throw new Error('expected a snapshot');
      const restored = run([
        {
          type: 'restore',
          settings: { isSoundOn: false, isAutoStart: true },
          snapshot,
          now: T0 + 27 * MIN,
        },
      ]);
      expect(restored).toMatchObject({ isSoundOn: false, isAutoStart: true, mode: 'shortBreak' });
      expect(viewOf(restored).status).toBe('running');
    });

    it('a settings-only restore (another tab) leaves a running phase alone', () => {
      const running = run([
        { type: 'start', now: T0 },
        { type: 'tick', now: T0 + MIN },
      ]);
      const next = transition(running, {
        type: 'restore',
        settings: { isSoundOn: false, isAutoStart: true },
        now: T0 + MIN + 1,
      });
      expect(next).toEqual({ ...running, isSoundOn: false, isAutoStart: true });
      // and a saved phase never replaces one under way
      const other = snapshotOf(run([{ type: 'selectMode', mode: 'longBreak', now: T0 }]));
      if (!other) throw new Error('expected a snapshot');
      expect(
        transition(running, { type: 'restore', settings: {}, snapshot: other, now: T0 + MIN }),
      ).toEqual(running);
    });

    it('leaving mid-focus logs the focus so far; a break is not logged', () => {
      const running = run([{ type: 'start', now: T0 }]);
      expect(focusTimer.leaveRecordOf?.(running, T0 + 10 * MIN)).toMatchObject({
        tool: 'focus-timer',
        seconds: 600,
        startedAt: new Date(T0).toISOString(),
      });
      const onBreak = run([
        { type: 'selectMode', mode: 'shortBreak', now: T0 },
        { type: 'start', now: T0 },
      ]);
      expect(focusTimer.leaveRecordOf?.(onBreak, T0 + MIN)).toBeNull();
    });
  });

  it('says what ended and what comes next', () => {
    expect(phaseEndMessage({ mode: 'focus', next: 'longBreak', endedAt: T0 }, false)).toEqual({
      title: 'Focus session complete',
      body: 'Time for a 15 minute long break. Start it when you are ready.',
    });
    expect(phaseEndMessage({ mode: 'shortBreak', next: 'focus', endedAt: T0 }, true)).toEqual({
      title: 'Break over',
      body: 'Your next focus session starts now.',
    });
  });

  it('Space starts, pauses and resumes', () => {
    const running = run([{ type: 'start', now: T0 }]);
    expect(focusTimer.spaceEventOf?.(initialState())).toEqual({ type: 'start' });
    expect(focusTimer.spaceEventOf?.(running)).toEqual({ type: 'pause' });
    expect(
      focusTimer.spaceEventOf?.(transition(running, { type: 'pause', now: T0 + 1_000 })),
    ).toEqual({ type: 'resume' });
  });
});
