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

  it('Space begins, pauses and resumes; not after the end', () => {
    const walking = started();
    expect(walkingMeditation.spaceEventOf?.(initialState())).toEqual({ type: 'start' });
    expect(walkingMeditation.spaceEventOf?.(walking)).toEqual({ type: 'pause' });
    expect(walkingMeditation.spaceEventOf?.(transition(walking, tick(700_000)))).toBeNull();
  });
});
