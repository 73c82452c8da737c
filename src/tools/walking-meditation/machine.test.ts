import { describe, expect, it } from 'vitest';
import {
  COMPLETE_HZ,
  DURATIONS_MIN,
  PACE_CYCLE_MS,
  PHASE_HZ,
  START_HZ,
  countSteps,
  factsOf,
  getStepsPerMinute,
  initialState,
  tonesOf,
  transition,
  viewOf,
  walkingMeditation,
  type Event,
  type State,
} from './machine';

const T0 = Date.parse('2026-11-24T12:00:00Z');
const run = (events: Event[], from: State = initialState()) => events.reduce(transition, from);
const tick = (ms: number): Event => ({ type: 'tick', now: T0 + ms });
const started = (from: State = initialState()) => transition(from, { type: 'start', now: T0 });

describe('walking meditation machine', () => {
  it('has the spec durations, paces and tones (docs/tools/walking-meditation.md#constants)', () => {
    expect(DURATIONS_MIN).toEqual([5, 10, 15, 20, 30, 45, 60]);
    expect(PACE_CYCLE_MS).toEqual({ slow: 4000, normal: 2500, medium: 1500 });
    expect(PHASE_HZ).toEqual({ lift: 261.63, move: 293.66, place: 329.63, pause: 220 });
    expect([START_HZ, COMPLETE_HZ]).toEqual([174.61, 523.25]);
    expect(viewOf(initialState())).toMatchObject({
      status: 'idle',
      secondsLeft: 600,
      steps: 0,
      phase: null,
    });
  });

  it.each([
    ['normal', 0, 'lift'],
    ['normal', 624, 'lift'],
    ['normal', 625, 'move'],
    ['normal', 1_250, 'place'],
    ['normal', 1_875, 'pause'],
    ['normal', 2_500, 'lift'],
    ['slow', 3_999, 'pause'],
    ['medium', 375, 'move'],
  ] as const)('at %s pace, %i ms in is %s (each phase a quarter)', (pace, ms, phase) => {
    const state = run([{ type: 'setPace', pace, now: T0 }, { type: 'start', now: T0 }, tick(ms)]);
    expect(viewOf(state).phase).toBe(phase);
  });

  it('counts a step on each return to lift', () => {
    expect(countSteps('normal', 2_499)).toBe(0);
    expect(countSteps('normal', 2_500)).toBe(1);
    expect(countSteps('slow', 60_000)).toBe(15);
    expect(countSteps('medium', 60_000)).toBe(40);
  });

  it.each([
    [24, 60_000, 24],
    [12, 30_000, 24],
    [1, 2_600, 23],
    [240, 600_000, 24],
    [0, 0, 0],
  ])('%i steps in %i ms are %i per minute, rounded', (steps, ms, perMinute) => {
    expect(getStepsPerMinute(steps, ms)).toBe(perMinute);
  });

  it('walks on the wall clock; pauses are not counted', () => {
    const state = run([
      { type: 'start', now: T0 },
      { type: 'pause', now: T0 + 30_000 },
      tick(90_000),
      { type: 'resume', now: T0 + 90_000 },
      tick(120_000),
    ]);
    expect(viewOf(state)).toMatchObject({
      status: 'running',
      elapsedSec: 60,
      steps: 24,
      stepsPerMinute: 24,
      secondsLeft: 540,
    });
  });

  it('ends at zero once, with the record, however late the tick', () => {
    const done = run([{ type: 'start', now: T0 }, tick(3_600_000)]);
    expect(viewOf(done)).toMatchObject({ status: 'complete', steps: 240, stepsPerMinute: 24 });
    expect(factsOf(done)).toMatchObject({
      completions: 1,
      record: { tool: 'walking-meditation', seconds: 600 },
    });
    expect(transition(done, tick(3_700_000))).toBe(done);
  });

  it('wakes at each phase change', () => {
    const state = run([{ type: 'start', now: T0 }, tick(700)]);
    expect(factsOf(state).wakeAt).toBe(T0 + 1_250);
  });

  it('settings change only before the walk; reset keeps the chosen duration', () => {
    const chosen = run([
      { type: 'setDuration', durationMin: 5, now: T0 },
      { type: 'setPace', pace: 'slow', now: T0 },
    ]);
    expect(chosen).toMatchObject({ durationMin: 5, pace: 'slow' });
    const walking = started(chosen);
    expect(transition(walking, { type: 'setPace', pace: 'medium', now: T0 })).toBe(walking);
    expect(transition(walking, { type: 'setDuration', durationMin: 60, now: T0 })).toBe(walking);
    const reset = transition(walking, { type: 'reset', now: T0 + 1 });
    expect(viewOf(reset)).toMatchObject({ status: 'idle', secondsLeft: 300 });
  });

  it('plans the start tone, each phase tone at its wall time, and the completion tone', () => {
    const state = run([
      { type: 'setDuration', durationMin: 5, now: T0 },
      { type: 'start', now: T0 },
    ]);
    const tones = tonesOf(state, 3_000);
    expect(tones.map((tone) => [tone.hz, tone.atMs - T0])).toEqual([
      [174.61, 0],
      [261.63, 0],
      [293.66, 625],
      [329.63, 1_250],
      [220, 1_875],
      [261.63, 2_500],
    ]);
    // after a pause, the changes ahead move by the paused time (new ids, so the old ones are dropped)
    const resumed = run(
      [{ type: 'pause', now: T0 + 1_000 }, { type: 'resume', now: T0 + 11_000 }, tick(11_000)],
      state,
    );
    expect(tonesOf(resumed, 1_000).map((tone) => [tone.hz, tone.atMs - T0])).toEqual([
      [329.63, 11_250],
      [220, 11_875],
    ]);
    const nearEnd = transition(state, tick(299_000));
    const last = tonesOf(nearEnd, 2_000);
    expect(last.at(-1)).toMatchObject({ hz: 523.25, atMs: T0 + 300_000 });
    // no phase tone at the very end: the completion tone takes its place
    expect(last.filter((tone) => tone.atMs === T0 + 300_000)).toHaveLength(1);
    expect(tonesOf(transition(state, { type: 'pause', now: T0 + 1 }))).toEqual([]);
  });

  it('plays every step its four tones: 120 of each in 5 minutes at the normal pace', () => {
    let state = run([
      { type: 'setDuration', durationMin: 5, now: T0 },
      { type: 'start', now: T0 },
    ]);
    const heard = new Map<string, number>();
    for (let at = T0; at <= T0 + 300_000; at += 5_000) {
      state = transition(state, { type: 'tick', now: at });
      for (const tone of tonesOf(state)) heard.set(tone.id, tone.hz);
    }
    const countOf = (hz: number) => [...heard.values()].filter((value) => value === hz).length;
    expect(Object.values(PHASE_HZ).map(countOf)).toEqual([120, 120, 120, 120]);
    expect([countOf(174.61), countOf(523.25)]).toEqual([1, 1]);
  });

  it('Space begins, pauses and resumes; not after the end', () => {
    const walking = started();
    expect(walkingMeditation.spaceEventOf?.(initialState())).toEqual({ type: 'start' });
    expect(walkingMeditation.spaceEventOf?.(walking)).toEqual({ type: 'pause' });
    expect(walkingMeditation.spaceEventOf?.(transition(walking, tick(700_000)))).toBeNull();
  });

  describe('kept across a reload (issue 21)', () => {
    const kept = (state: State) => {
      const snapshot = walkingMeditation.snapshotOf?.(state) ?? null;
      if (snapshot === null) throw new Error('nothing kept');
      return JSON.parse(JSON.stringify(snapshot)) as NonNullable<typeof snapshot>;
    };
    const fiveMinSlow = () =>
      started(
        run([
          { type: 'setDuration', durationMin: 5, now: T0 },
          { type: 'setPace', pace: 'slow', now: T0 },
        ]),
      );
    const restored = (state: State, ms: number, isSoundOn: boolean) =>
      transition(initialState(), {
        type: 'restore',
        settings: { durationMin: 10, pace: 'normal', isSoundOn },
        snapshot: kept(state),
        now: T0 + ms,
      });

    it('declares its settings, and the walk only while it is under way', () => {
      expect(walkingMeditation.settingsOf?.(initialState())).toEqual({
        durationMin: 10,
        pace: 'normal',
        isSoundOn: true,
      });
      expect(walkingMeditation.snapshotOf?.(initialState())).toBeNull();
      expect(kept(fiveMinSlow())).toMatchObject({ durationMin: 5, pace: 'slow' });
      expect(kept(run([tick(30_000)], fiveMinSlow()))).toEqual(kept(fiveMinSlow()));
    });

    it('with tones off a walk comes back running at the wall clock, at its pace', () => {
      const state = restored(fiveMinSlow(), 120_000, false);
      expect(viewOf(state)).toMatchObject({
        status: 'running',
        secondsLeft: 180,
        steps: 30,
        pace: 'slow',
        durationMin: 5,
      });
      expect(tonesOf(state)).toEqual([]);
    });

    it('with tones on it comes back paused (sound needs a tap), Resume walks on', () => {
      const state = restored(fiveMinSlow(), 120_000, true);
      expect(viewOf(state)).toMatchObject({ status: 'paused', secondsLeft: 180, steps: 30 });
      expect(factsOf(state).isRunning).toBe(false);
      const resumed = run([{ type: 'resume', now: T0 + 200_000 }, tick(204_000)], state);
      expect(viewOf(resumed)).toMatchObject({ status: 'running', secondsLeft: 176, steps: 31 });
    });

    it('a walk whose end passed while the page was gone completes once, at its end', () => {
      const state = restored(fiveMinSlow(), 900_000, true);
      expect(viewOf(state)).toMatchObject({ status: 'complete', steps: 75 });
      expect(factsOf(state)).toMatchObject({
        completions: 1,
        record: { endedAt: new Date(T0 + 300_000).toISOString(), seconds: 300 },
      });
      expect(transition(state, tick(901_000))).toBe(state);
    });

    it("another tab's settings leave a walk under way alone", () => {
      const walking = run([tick(30_000)], fiveMinSlow());
      const next = transition(walking, {
        type: 'restore',
        settings: { durationMin: 45, pace: 'medium', isSoundOn: false },
        now: T0 + 31_000,
      });
      expect(next.session).toBe(walking.session);
      expect(viewOf(next)).toMatchObject({ status: 'running', durationMin: 5, pace: 'slow' });
      expect(tonesOf(next)).toEqual([]);
    });

    it('leaving mid-walk records the time so far', () => {
      expect(
        walkingMeditation.leaveRecordOf?.(run([tick(90_000)], fiveMinSlow()), T0 + 90_000),
      ).toMatchObject({ tool: 'walking-meditation', seconds: 90 });
      expect(walkingMeditation.leaveRecordOf?.(initialState(), T0)).toBeNull();
    });
  });
});
