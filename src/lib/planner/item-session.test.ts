import { describe, expect, it } from 'vitest';
import {
  createItemSession,
  getCueTimes,
  initialRunState,
  type RunEvent,
  type RunOptions,
  type RunState,
} from './item-session';

const T0 = Date.UTC(2026, 10, 22, 8, 0, 0);
const YOGA: RunOptions = { tool: 'ai-yoga-planner', readyMs: 5_000, isEndCued: false };
const EXERCISE: RunOptions = { tool: 'ai-exercise-planner', readyMs: 0, isEndCued: true };

type Untimed = RunEvent extends infer E ? (E extends RunEvent ? Omit<E, 'now'> : never) : never;

/** Drives a machine with events at seconds after T0. */
function drive(
  options: RunOptions,
  plan: { itemCount: number; targetMs: number; restMs?: number },
) {
  const machine = createItemSession(options);
  let state: RunState = machine.transition(initialRunState(), {
    type: 'configure',
    now: T0,
    items: Array.from({ length: plan.itemCount }, (_, index) => ({
      name: `Item ${index + 1}`,
      steps: ['Breathe'],
    })),
    isShown: true,
  });
  state = machine.transition(state, {
    type: 'restore',
    settings: { minutes: plan.targetMs / 60_000, restSec: (plan.restMs ?? 0) / 1000 },
    now: T0,
  });
  const at = (sec: number, event: Untimed) => {
    state = machine.transition(state, { ...event, now: T0 + sec * 1000 } as RunEvent);
    return machine.viewOf(state);
  };
  /** Ticks every 100 ms from `from` to `to` seconds (as the ticker does). */
  const tickThrough = (from: number, to: number) => {
    for (let ms = from * 1000; ms <= to * 1000; ms += 100) at(ms / 1000, { type: 'tick' });
    return machine.viewOf(state);
  };
  return { machine, at, tickThrough, state: () => state, view: () => machine.viewOf(state) };
}

describe('cue times (docs/tools/planners.md#constants)', () => {
  it('cues 2 s before a target over 2 s, and at the target when asked', () => {
    expect(getCueTimes(0, 60_000, false)).toEqual([{ atMs: 58_000, kind: 'warn' }]);
    expect(getCueTimes(1_000, 60_000, true)).toEqual([
      { atMs: 59_000, kind: 'warn' },
      { atMs: 61_000, kind: 'end' },
    ]);
  });

  it('has no early cue when the target is 2 s or less', () => {
    expect(getCueTimes(0, 2_000, false)).toEqual([]);
    expect(getCueTimes(0, 2_000, true)).toEqual([{ atMs: 2_000, kind: 'end' }]);
  });
});

describe('yoga practice (docs/tools/ai-yoga-planner.md#behaviour)', () => {
  it('needs at least one pose to start', () => {
    const run = drive(YOGA, { itemCount: 0, targetMs: 60_000 });
    expect(run.view().canStart).toBe(false);
    expect(run.at(0, { type: 'start' }).status).toBe('idle');
  });

  it('counts down to the first pose, chimes 2 s before each target, advances and saves at the end', () => {
    const run = drive(YOGA, { itemCount: 2, targetMs: 60_000 });
    let view = run.at(0, { type: 'start' });
    expect(view).toMatchObject({ status: 'running', phase: 'ready', phaseRemainingMs: 5_000 });
    view = run.tickThrough(0, 5);
    expect(view).toMatchObject({
      phase: 'item',
      index: 0,
      totalElapsedMs: 0,
      cues: 0,
      item: { name: 'Item 1' },
      nextItem: { name: 'Item 2' },
    });
    view = run.tickThrough(5, 62.9);
    expect(view.cues).toBe(0);
    view = run.at(63, { type: 'tick' });
    expect(view).toMatchObject({ cues: 1, cueKind: 'warn', index: 0, itemElapsedMs: 58_000 });
    view = run.tickThrough(63.1, 64.9);
    expect(view).toMatchObject({ index: 0, cues: 1 });
    view = run.at(65, { type: 'tick' });
    expect(view).toMatchObject({ index: 1, itemElapsedMs: 0, isLast: true, cues: 1 });
    view = run.tickThrough(65.1, 123);
    expect(view).toMatchObject({ index: 1, cues: 2, cueKind: 'warn' });
    expect(run.state().completions).toBe(0);
    view = run.tickThrough(123.1, 125);
    expect(view.status).toBe('idle');
    expect(run.state().completions).toBe(1);
    expect(run.state().finished).toMatchObject({
      durationSec: 120,
      itemCount: 2,
      endedAt: T0 + 125_000,
    });
    expect(run.state().finished?.record).toEqual({
      tool: 'ai-yoga-planner',
      startedAt: new Date(T0 + 5_000).toISOString(),
      endedAt: new Date(T0 + 125_000).toISOString(),
      seconds: 120,
    });
  });

  it('pause and resume keep the elapsed times', () => {
    const run = drive(YOGA, { itemCount: 1, targetMs: 60_000 });
    run.at(0, { type: 'start' });
    run.tickThrough(0, 35);
    expect(run.at(35, { type: 'pause' })).toMatchObject({
      status: 'paused',
      itemElapsedMs: 30_000,
    });
    expect(run.at(500, { type: 'tick' })).toMatchObject({
      itemElapsedMs: 30_000,
      totalElapsedMs: 30_000,
    });
    expect(run.at(500, { type: 'resume' }).status).toBe('running');
    expect(run.at(510.5, { type: 'tick' })).toMatchObject({
      itemElapsedMs: 40_500,
      totalElapsedMs: 40_500,
    });
  });

  it('Next skips the countdown or moves to the next pose with its timer reset; on the last it finishes', () => {
    const run = drive(YOGA, { itemCount: 2, targetMs: 120_000 });
    run.at(0, { type: 'start' });
    expect(run.at(2, { type: 'next' })).toMatchObject({
      phase: 'item',
      index: 0,
      totalElapsedMs: 0,
    });
    expect(run.at(12, { type: 'next' })).toMatchObject({
      index: 1,
      itemElapsedMs: 0,
      totalElapsedMs: 10_000,
    });
    expect(run.at(20, { type: 'tick' })).toMatchObject({ index: 1, itemElapsedMs: 8_000 });
    expect(run.at(22, { type: 'next' }).status).toBe('idle');
    expect(run.state().finished?.durationSec).toBe(20);
  });

  it('Stop saves when practice time is above 0, and not during the get-ready countdown', () => {
    const early = drive(YOGA, { itemCount: 1, targetMs: 60_000 });
    early.at(0, { type: 'start' });
    early.tickThrough(0, 4);
    expect(early.at(4, { type: 'stop' }).status).toBe('idle');
    expect(early.state().completions).toBe(0);

    const run = drive(YOGA, { itemCount: 1, targetMs: 60_000 });
    run.at(0, { type: 'start' });
    run.tickThrough(0, 15.3);
    expect(run.at(15.3, { type: 'stop' }).status).toBe('idle');
    expect(run.state()).toMatchObject({
      completions: 1,
      finished: { durationSec: 10, itemCount: 1, isEarly: true, record: { ending: 'early' } },
    });
  });

  it('a run that reaches its end is not marked early (docs/tools/sessions.md#behaviour)', () => {
    const run = drive(YOGA, { itemCount: 1, targetMs: 60_000 });
    run.at(0, { type: 'start' });
    run.tickThrough(0, 70);
    expect(run.state().finished).toMatchObject({ isEarly: false });
    expect(run.state().finished?.record).not.toHaveProperty('ending');
  });

  it('a tab that slept through the end finishes at the true end with one chime', () => {
    const run = drive(YOGA, { itemCount: 2, targetMs: 60_000 });
    run.at(0, { type: 'start' });
    run.at(0.1, { type: 'tick' });
    const view = run.at(3_600, { type: 'tick' });
    expect(view.status).toBe('idle');
    expect(run.state()).toMatchObject({ cues: 1, completions: 1 });
    expect(run.state().finished).toMatchObject({ durationSec: 120, endedAt: T0 + 125_000 });
  });

  it('wakes at the next chime and the next phase change', () => {
    const run = drive(YOGA, { itemCount: 2, targetMs: 60_000 });
    run.at(0, { type: 'start' });
    expect(run.machine.factsOf(run.state())).toMatchObject({
      isRunning: true,
      wakeAt: T0 + 5_000,
      tickMs: 100,
    });
    run.at(10, { type: 'tick' });
    expect(run.machine.factsOf(run.state()).wakeAt).toBe(T0 + 63_000);
    run.at(63, { type: 'tick' });
    expect(run.machine.factsOf(run.state()).wakeAt).toBe(T0 + 65_000);
    run.at(64, { type: 'pause' });
    expect(run.machine.factsOf(run.state())).toMatchObject({ isRunning: false, wakeAt: null });
  });

  it('Space starts on the start screen, then pauses and resumes', () => {
    const run = drive(YOGA, { itemCount: 1, targetMs: 60_000 });
    const { spaceEventOf } = run.machine;
    expect(spaceEventOf?.(run.state())).toEqual({ type: 'start' });
    run.at(0, { type: 'start' });
    expect(spaceEventOf?.(run.state())).toEqual({ type: 'pause' });
    run.at(1, { type: 'pause' });
    expect(spaceEventOf?.(run.state())).toEqual({ type: 'resume' });
    const hidden = drive(YOGA, { itemCount: 1, targetMs: 60_000 });
    hidden.at(0, {
      type: 'configure',
      items: [{ name: 'Tree', steps: [] }],
      isShown: false,
    });
    expect(hidden.machine.spaceEventOf?.(hidden.state())).toBeNull();
  });
});

describe('exercise training (docs/tools/ai-exercise-planner.md#behaviour)', () => {
  it('starts the first exercise and both clocks at once', () => {
    const run = drive(EXERCISE, { itemCount: 2, targetMs: 60_000 });
    expect(run.at(0, { type: 'start' })).toMatchObject({ phase: 'item', index: 0 });
    expect(run.at(1.5, { type: 'tick' })).toMatchObject({
      itemElapsedMs: 1_500,
      totalElapsedMs: 1_500,
    });
  });

  it('beeps 2 s before the end and again at the end, then auto-advances; the last finishes', () => {
    const run = drive(EXERCISE, { itemCount: 2, targetMs: 60_000 });
    run.at(0, { type: 'start' });
    let view = run.tickThrough(0, 57.9);
    expect(view.cues).toBe(0);
    view = run.at(58, { type: 'tick' });
    expect(view).toMatchObject({ cues: 1, cueKind: 'warn' });
    view = run.tickThrough(58.1, 59.9);
    expect(view.cues).toBe(1);
    view = run.at(60, { type: 'tick' });
    expect(view).toMatchObject({ cues: 2, cueKind: 'end', index: 1, itemElapsedMs: 0 });
    view = run.tickThrough(60.1, 118);
    expect(view).toMatchObject({ cues: 3, cueKind: 'warn' });
    view = run.tickThrough(118.1, 120);
    expect(view.status).toBe('idle');
    expect(run.state()).toMatchObject({ cues: 4, cueKind: 'end', completions: 1 });
    expect(run.state().finished).toMatchObject({ durationSec: 120, itemCount: 2 });
  });

  it('rests between exercises when a rest is set, and Next skips the rest', () => {
    const run = drive(EXERCISE, { itemCount: 3, targetMs: 60_000, restMs: 15_000 });
    run.at(0, { type: 'start' });
    let view = run.tickThrough(0, 60);
    expect(view).toMatchObject({ phase: 'rest', index: 0, phaseRemainingMs: 15_000 });
    view = run.tickThrough(60.1, 75);
    expect(view).toMatchObject({
      phase: 'item',
      index: 1,
      itemElapsedMs: 0,
      totalElapsedMs: 75_000,
    });
    view = run.at(80, { type: 'next' });
    expect(view).toMatchObject({ phase: 'item', index: 2, itemElapsedMs: 0 });
    view = run.tickThrough(80.1, 140);
    expect(view.status).toBe('idle');
    expect(run.state().finished?.durationSec).toBe(140);
  });

  it('Stop with no time elapsed records nothing; with time it records and resets', () => {
    const run = drive(EXERCISE, { itemCount: 2, targetMs: 60_000 });
    run.at(0, { type: 'start' });
    expect(run.at(0, { type: 'stop' }).status).toBe('idle');
    expect(run.state().completions).toBe(0);
    run.at(10, { type: 'start' });
    run.tickThrough(10, 12);
    run.at(12.2, { type: 'stop' });
    expect(run.state()).toMatchObject({
      completions: 1,
      finished: { durationSec: 2, itemCount: 2 },
    });
    expect(run.view()).toMatchObject({ status: 'idle', totalElapsedMs: 0, itemElapsedMs: 0 });
  });

  it('Next on the last exercise finishes the session', () => {
    const run = drive(EXERCISE, { itemCount: 1, targetMs: 300_000 });
    run.at(0, { type: 'start' });
    expect(run.view().isLast).toBe(true);
    expect(run.at(42, { type: 'next' }).status).toBe('idle');
    expect(run.state().finished?.durationSec).toBe(42);
  });

  it('keeps the plan it started with when the list changes mid-run', () => {
    const run = drive(EXERCISE, { itemCount: 2, targetMs: 60_000 });
    run.at(0, { type: 'start' });
    run.at(1, { type: 'configure', items: [], isShown: true });
    run.at(1, { type: 'setMinutes', minutes: 10 });
    expect(run.view()).toMatchObject({ itemCount: 2, targetMs: 60_000, item: { name: 'Item 1' } });
  });
});

describe('a run kept across a reload', () => {
  /** A run started at T0 and saved after `sec` seconds, then handed to a fresh page at `atSec`. */
  function reloaded(options: RunOptions, sec: number, atSec: number) {
    const run = drive(options, { itemCount: 2, targetMs: 60_000 });
    run.at(0, { type: 'start' });
    run.at(sec, { type: 'tick' });
    const snapshot = run.machine.snapshotOf?.(run.state());
    if (!snapshot) throw new Error('a run under way has a snapshot');
    const leave = run.machine.leaveRecordOf?.(run.state(), T0 + sec * 1000);
    const fresh = drive(options, { itemCount: 0, targetMs: 60_000 });
    fresh.at(atSec, { type: 'restore', settings: {}, snapshot });
    return { fresh, leave };
  }

  it('comes back paused where the wall clock says, its cues not replayed', () => {
    const { fresh } = reloaded(YOGA, 30, 95);
    expect(fresh.view()).toMatchObject({ status: 'paused', index: 1, itemElapsedMs: 30_000 });
    expect(fresh.view().cues).toBe(0);
    expect(fresh.view().item?.name).toBe('Item 2');
    fresh.at(200, { type: 'resume' });
    expect(fresh.tickThrough(200.1, 230.1)).toMatchObject({ status: 'idle' });
    expect(fresh.state().completions).toBe(1);
  });

  it('a run whose end passed while the page was gone finishes once, at its true end', () => {
    const { fresh } = reloaded(EXERCISE, 30, 1000);
    expect(fresh.view().status).toBe('idle');
    expect(fresh.state().completions).toBe(1);
    expect(fresh.state().finished?.record).toMatchObject({
      endedAt: new Date(T0 + 120_000).toISOString(),
      seconds: 120,
    });
    expect(fresh.machine.snapshotOf?.(fresh.state())).toBeNull();
  });

  it('the practice logged on leaving and the finished run share their start, so it counts once', () => {
    const { fresh, leave } = reloaded(YOGA, 30, 40);
    expect(leave).toMatchObject({ startedAt: new Date(T0 + 5_000).toISOString(), seconds: 25 });
    fresh.at(300, { type: 'resume' });
    fresh.tickThrough(300.1, 400);
    expect(fresh.state().finished?.record.startedAt).toBe(leave?.startedAt);
  });

  it('has nothing to keep or log before the first item', () => {
    const run = drive(YOGA, { itemCount: 1, targetMs: 60_000 });
    run.at(0, { type: 'start' });
    expect(run.machine.leaveRecordOf?.(run.state(), T0 + 3_000)).toBeNull();
    expect(run.machine.snapshotOf?.(initialRunState())).toBeNull();
  });
});

describe('a workout’s sets (issue 43: shaped like a workout)', () => {
  const WORKOUT: RunOptions = {
    tool: 'ai-exercise-planner',
    readyMs: 5_000,
    isEndCued: true,
    isSetCounted: true,
  };
  const PUSH_UP = {
    name: 'Push-Up',
    steps: [],
    dose: { kind: 'reps', sets: 3, target: '6–12 reps' },
  } as const;
  const PLANK = {
    name: 'Plank',
    steps: [],
    dose: { kind: 'time', sets: 2, holdSec: 20, target: '20–30 s' },
  } as const;

  function workout(restMs: number) {
    const machine = createItemSession(WORKOUT);
    let state: RunState = machine.transition(initialRunState(), {
      type: 'configure',
      now: T0,
      items: [PUSH_UP, PLANK],
      isShown: true,
    });
    state = machine.transition(state, { type: 'setRest', restSec: restMs / 1000, now: T0 });
    const at = (sec: number, event: Untimed) => {
      state = machine.transition(state, { ...event, now: T0 + sec * 1000 } as RunEvent);
      return machine.viewOf(state);
    };
    return { at, machine, state: () => state };
  }

  it('gets ready, then waits on a set of reps until Done set, with rest between sets', () => {
    const run = workout(60_000);
    expect(run.at(0, { type: 'start' })).toMatchObject({ phase: 'ready', phaseRemainingMs: 5_000 });
    let view = run.at(5, { type: 'tick' });
    expect(view).toMatchObject({ phase: 'item', set: 0, setCount: 3, isOpenEnded: true });
    // a set of reps has no timer: ten minutes later it still waits, and nothing cued
    view = run.at(605, { type: 'tick' });
    expect(view).toMatchObject({ phase: 'item', set: 0, cues: 0, phaseRemainingMs: 0 });
    expect(run.machine.factsOf(run.state()).wakeAt).toBeNull();
    view = run.at(610, { type: 'doneSet' });
    expect(view).toMatchObject({
      phase: 'rest',
      set: 0,
      isRestBetweenSets: true,
      phaseRemainingMs: 60_000,
    });
    view = run.at(620, { type: 'extendRest' });
    expect(view.phaseRemainingMs).toBe(65_000);
    view = run.at(685, { type: 'tick' });
    expect(view).toMatchObject({ phase: 'item', index: 0, set: 1 });
  });

  it('times a hold’s sets, rests between exercises, and counts the sets done', () => {
    const run = workout(30_000);
    run.at(0, { type: 'start' });
    run.at(5, { type: 'doneSet' }); // set 1 of the push-ups at once
    run.at(35, { type: 'doneSet' }); // set 2 after its rest
    let view = run.at(65, { type: 'doneSet' });
    expect(view).toMatchObject({
      phase: 'rest',
      isRestBetweenSets: false,
      nextItem: { name: 'Plank' },
    });
    view = run.at(95, { type: 'tick' });
    expect(view).toMatchObject({ index: 1, set: 0, isOpenEnded: false, targetMs: 20_000 });
    view = run.at(115, { type: 'tick' });
    expect(view).toMatchObject({ phase: 'rest', isRestBetweenSets: true });
    view = run.at(145, { type: 'tick' });
    expect(view).toMatchObject({ index: 1, set: 1 });
    // left mid-way, the practice log would keep the 4 sets done so far
    expect(run.machine.leaveRecordOf?.(run.state(), T0 + 150_000)).toMatchObject({
      seconds: 145,
      sets: 4,
    });
    run.at(165, { type: 'tick' });
    expect(run.state().finished).toMatchObject({ itemCount: 2, setsDone: 5, durationSec: 160 });
    // the journal records the sets done (issue 43)
    expect(run.state().finished?.record).toMatchObject({ seconds: 160, sets: 5 });
    expect(run.state().finished?.record).not.toHaveProperty('ending');
  });

  it('Next skips the rest of an exercise’s sets, which do not count', () => {
    const run = workout(0);
    run.at(0, { type: 'start' });
    run.at(5, { type: 'doneSet' });
    expect(run.at(6, { type: 'next' })).toMatchObject({ index: 1, set: 0, phase: 'item' });
    run.at(10, { type: 'stop' });
    expect(run.state().finished).toMatchObject({ setsDone: 1 });
    expect(run.state().finished?.record).toMatchObject({ sets: 1, ending: 'early' });
  });

  it('ignores Done set outside a set and +15 s outside a rest', () => {
    const run = workout(30_000);
    run.at(0, { type: 'start' });
    expect(run.at(1, { type: 'doneSet' })).toMatchObject({ phase: 'ready' });
    expect(run.at(5, { type: 'extendRest' })).toMatchObject({ phase: 'item', set: 0 });
  });
});

describe('the run’s settings, kept by the kit (issue 45: no stored value copied in by effect)', () => {
  it('takes minutes and rest from the restore, clamps minutes, and starts with them', () => {
    const machine = createItemSession(EXERCISE);
    let state = machine.transition(initialRunState(), {
      type: 'configure',
      items: [{ name: 'Squat', steps: [] }],
      isShown: true,
      now: T0,
    });
    state = machine.transition(state, {
      type: 'restore',
      settings: { minutes: 3, restSec: 30 },
      now: T0,
    });
    expect(machine.settingsOf?.(state)).toEqual({ minutes: 3, restSec: 30 });
    state = machine.transition(state, { type: 'setMinutes', minutes: 25, now: T0 });
    expect(machine.settingsOf?.(state)).toEqual({ minutes: 10, restSec: 30 });
    state = machine.transition(state, { type: 'start', now: T0 });
    expect(state.run?.plan).toMatchObject({ targetMs: 600_000, restMs: 30_000 });
  });
});
