import { describe, expect, it } from 'vitest';
import {
  CLOSING_CHIME,
  DEFAULT_MINUTES,
  STATUS_TEXT,
  clampMinutes,
  factsOf,
  initialState,
  stepDown,
  stepUp,
  transition,
  viewOf,
  zenTimer,
  type Event,
  type State,
} from './machine';
import { PARTICLE_COUNT, SCENES, SCENE_IDS } from './scenes/catalog';

const T0 = Date.parse('2026-11-24T08:00:00Z');
const at = (seconds: number) => T0 + seconds * 1000;
const run = (events: Event[], from: State = initialState()) => events.reduce(transition, from);
const started = (from: State = initialState()) => run([{ type: 'start', now: T0 }], from);

describe('visual timer constants (docs/tools/zen-timer.md#data, #constants)', () => {
  it('has the five scenes with their names, each with a light and a dark theme', () => {
    expect(SCENE_IDS.map((id) => [id, SCENES[id].name])).toEqual([
      ['particles', 'Floating Particles'],
      ['waves', 'Ocean Waves'],
      ['mandala', 'Sacred Geometry'],
      ['cosmos', 'Cosmic Journey'],
      ['aurora', 'Northern Lights'],
    ]);
    for (const id of SCENE_IDS) {
      expect(SCENES[id].light.sky).toHaveLength(2);
      expect(SCENES[id].dark.sky).toHaveLength(2);
      expect(SCENES[id].light).not.toEqual(SCENES[id].dark);
    }
    expect(PARTICLE_COUNT).toBe(150);
  });

  it('chimes 523.25, 659.25 and 783.99 Hz, 200 ms apart, each lasting 4 s', () => {
    expect(CLOSING_CHIME.map((note) => [note.hz, note.atSec, note.durationSec])).toEqual([
      [523.25, 0, 4],
      [659.25, 0.2, 4],
      [783.99, 0.4, 4],
    ]);
  });
});

describe('duration buttons (docs/tools/zen-timer.md#validation: step 5, floor 1, ceiling 60)', () => {
  it('defaults to 10 minutes', () => {
    expect(DEFAULT_MINUTES).toBe(10);
    expect(viewOf(initialState())).toMatchObject({ minutes: 10, secondsLeft: 600 });
  });

  it('steps up along 1, 5, 10, ... 60 and stops at 60', () => {
    const ladder = [1];
    while ((ladder.at(-1) ?? 60) < 60) ladder.push(stepUp(ladder.at(-1) ?? 60));
    expect(ladder).toEqual([1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]);
    expect(stepUp(60)).toBe(60);
  });

  it('steps down along 60, 55, ... 5, 1 and stops at 1', () => {
    const ladder = [60];
    while ((ladder.at(-1) ?? 1) > 1) ladder.push(stepDown(ladder.at(-1) ?? 1));
    expect(ladder).toEqual([60, 55, 50, 45, 40, 35, 30, 25, 20, 15, 10, 5, 1]);
    expect(stepDown(1)).toBe(1);
  });

  it.each([
    [7, 10, 5],
    [3, 5, 1],
    [58, 60, 55],
    [2, 5, 1],
  ])('a stored %i steps to the marks around it (%i up, %i down)', (minutes, up, down) => {
    expect([stepUp(minutes), stepDown(minutes)]).toEqual([up, down]);
  });

  it.each([
    [0, 1],
    [-5, 1],
    [61, 60],
    [600, 60],
    [12.4, 12],
    [Number.NaN, 10],
  ])('holds a length of %s inside 1..60 (%s)', (minutes, used) => {
    expect(clampMinutes(minutes)).toBe(used);
  });

  it('the buttons are disabled at the bounds and while a session is under way', () => {
    const atOne = run([{ type: 'setDuration', durationMin: 1, now: T0 }]);
    expect(viewOf(atOne)).toMatchObject({ canStepDown: false, canStepUp: true, secondsLeft: 60 });
    const atSixty = run([{ type: 'setDuration', durationMin: 60, now: T0 }]);
    expect(viewOf(atSixty)).toMatchObject({ canStepDown: true, canStepUp: false });
    const running = started();
    expect(viewOf(running)).toMatchObject({ canStepDown: false, canStepUp: false });
    expect(transition(running, { type: 'setDuration', durationMin: 30, now: at(1) })).toBe(running);
  });
});

describe('visual timer machine (docs/tools/zen-timer.md#behaviour)', () => {
  it('Begin sets the total to minutes × 60 and the status line says so', () => {
    expect(viewOf(initialState()).statusText).toBe(STATUS_TEXT.ready);
    expect(STATUS_TEXT).toEqual({
      ready: 'Ready to begin',
      running: 'Breathing deeply...',
      paused: 'Session paused',
    });
    const state = run([{ type: 'setDuration', durationMin: 25, now: T0 }]);
    expect(viewOf(started(state))).toMatchObject({
      status: 'running',
      secondsLeft: 1500,
      statusText: 'Breathing deeply...',
      progress: 0,
    });
  });

  it('the ring fills with the elapsed fraction', () => {
    const quarter = run([{ type: 'tick', now: at(150) }], started());
    expect(viewOf(quarter)).toMatchObject({ progress: 0.25, secondsLeft: 450 });
    expect(factsOf(quarter)).toMatchObject({ isRunning: true, wakeAt: at(600) });
  });

  it('the scene moves only while a session runs', () => {
    expect(viewOf(initialState()).isSceneMoving).toBe(false);
    expect(viewOf(started()).isSceneMoving).toBe(true);
    expect(viewOf(run([{ type: 'tick', now: at(600) }], started())).isSceneMoving).toBe(false);
  });

  it('pause and resume toggle, and the scene holds still while paused', () => {
    const paused = run(
      [
        { type: 'tick', now: at(60) },
        { type: 'pause', now: at(60) },
      ],
      started(),
    );
    expect(viewOf(paused)).toMatchObject({
      status: 'paused',
      statusText: 'Session paused',
      isSceneMoving: false,
    });
    const resumed = run(
      [
        { type: 'resume', now: at(500) },
        { type: 'tick', now: at(530) },
      ],
      paused,
    );
    expect(viewOf(resumed)).toMatchObject({ secondsLeft: 510, isSceneMoving: true });
  });

  it('Stop returns to idle with the full time', () => {
    const stopped = run([{ type: 'stop', now: at(20) }], started());
    expect(viewOf(stopped)).toMatchObject({ status: 'idle', secondsLeft: 600, progress: 0 });
    expect(factsOf(stopped)).toMatchObject({ completions: 0, record: null });
  });

  it('at zero it completes once, with its minutes, and is logged', () => {
    const done = run([{ type: 'tick', now: at(700) }], started());
    expect(viewOf(done)).toMatchObject({
      status: 'complete',
      progress: 1,
      completedMinutes: 10,
      statusText: 'Ready to begin',
    });
    expect(factsOf(done)).toMatchObject({
      completions: 1,
      record: { tool: 'zen-timer', seconds: 600 },
    });
    expect(transition(done, { type: 'tick', now: at(800) })).toBe(done);
  });

  it('changing scene gives the field a new seed (the particle field is reset)', () => {
    const state = initialState();
    const waves = transition(state, { type: 'setScene', scene: 'waves', roll: 0.25, now: T0 });
    expect(viewOf(waves)).toMatchObject({ scene: 'waves', sceneName: 'Ocean Waves' });
    expect(waves.fieldSeed).not.toBe(state.fieldSeed);
    const again = transition(waves, { type: 'setScene', scene: 'particles', roll: 0.75, now: T0 });
    expect(again.fieldSeed).not.toBe(waves.fieldSeed);
  });

  it('Space begins, pauses and resumes', () => {
    const running = started();
    expect(zenTimer.spaceEventOf?.(initialState())).toEqual({ type: 'start' });
    expect(zenTimer.spaceEventOf?.(running)).toEqual({ type: 'pause' });
    expect(zenTimer.spaceEventOf?.(run([{ type: 'pause', now: at(1) }], running))).toEqual({
      type: 'resume',
    });
  });

  describe('kept across a reload (issue 21)', () => {
    const kept = (state: State) => {
      const snapshot = zenTimer.snapshotOf?.(state) ?? null;
      if (snapshot === null) throw new Error('nothing kept');
      return JSON.parse(JSON.stringify(snapshot)) as NonNullable<typeof snapshot>;
    };
    const restored = (state: State, now: number, from: State = initialState()) =>
      transition(from, { type: 'restore', settings: { minutes: 20 }, snapshot: kept(state), now });
    const fiveMin = () => started(run([{ type: 'setDuration', durationMin: 5, now: T0 }]));

    it('declares its settings, and the session only while it is under way', () => {
      expect(zenTimer.settingsOf?.(initialState())).toEqual({ minutes: 10, scene: 'particles' });
      expect(zenTimer.snapshotOf?.(initialState())).toBeNull();
      expect(kept(fiveMin())).toMatchObject({ minutes: 5 });
      // a tick does not change what is kept (no write four times a second)
      expect(kept(run([{ type: 'tick', now: at(30) }], fiveMin()))).toEqual(kept(fiveMin()));
    });

    it('comes back paused at the wall clock (the chime needs a tap), Resume runs on', () => {
      const state = restored(fiveMin(), at(120));
      expect(viewOf(state)).toMatchObject({ status: 'paused', secondsLeft: 180, minutes: 5 });
      expect(factsOf(state)).toMatchObject({ isRunning: false, completions: 0 });
      const resumed = run(
        [
          { type: 'resume', now: at(200) },
          { type: 'tick', now: at(210) },
        ],
        state,
      );
      expect(viewOf(resumed)).toMatchObject({ status: 'running', secondsLeft: 170 });
    });

    it('a session whose end passed while the page was gone completes once, at its end', () => {
      const state = restored(fiveMin(), at(900));
      expect(viewOf(state)).toMatchObject({ status: 'complete', completedMinutes: 5 });
      expect(factsOf(state)).toMatchObject({
        completions: 1,
        record: { tool: 'zen-timer', endedAt: new Date(at(300)).toISOString(), seconds: 300 },
      });
      expect(transition(state, { type: 'tick', now: at(901) })).toBe(state);
    });

    it("another tab's settings leave a session under way alone", () => {
      const running = run([{ type: 'tick', now: at(30) }], fiveMin());
      const next = transition(running, {
        type: 'restore',
        settings: { minutes: 45, scene: 'waves' },
        now: at(31),
      });
      expect(next.session).toBe(running.session);
      expect(viewOf(next)).toMatchObject({ status: 'running', minutes: 5, scene: 'waves' });
      // and set the length when nothing is under way
      expect(
        viewOf(transition(initialState(), { type: 'restore', settings: { minutes: 45 }, now: T0 })),
      ).toMatchObject({ minutes: 45, secondsLeft: 2700 });
    });

    it('leaving mid-session records the minutes so far', () => {
      const running = run([{ type: 'tick', now: at(90) }], fiveMin());
      expect(zenTimer.leaveRecordOf?.(running, at(90))).toMatchObject({
        tool: 'zen-timer',
        startedAt: new Date(T0).toISOString(),
        seconds: 90,
      });
      expect(zenTimer.leaveRecordOf?.(initialState(), at(90))).toBeNull();
    });
  });
});
