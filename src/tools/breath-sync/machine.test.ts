import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DURATION_MIN,
  DURATIONS_MIN,
  ZERO_PATTERN_MESSAGE,
  countPhaseSeconds,
  breathSync,
  cueOf,
  factsOf,
  initialState,
  transition,
  viewOf,
  wholeBreathMs,
  type Event,
  type State,
} from './machine';
import {
  TECHNIQUES,
  TECHNIQUE_IDS,
  clampPattern,
  clampPhaseSec,
  formatPattern,
} from './techniques';

const T0 = Date.parse('2026-11-24T08:00:00Z');
const at = (seconds: number) => T0 + seconds * 1000;
const run = (events: Event[], from: State = initialState()) => events.reduce(transition, from);
const startedWith = (technique: State['technique'], settings: Partial<State> = {}) =>
  run([{ type: 'start', now: T0 }], initialState({ technique, ...settings }));
const phaseAt = (state: State, seconds: number) =>
  viewOf(transition(state, { type: 'tick', now: at(seconds) }));

describe('breath-sync techniques (docs/tools/breath-sync.md#data, #constants)', () => {
  it('offers the four patterns with their seconds', () => {
    expect(
      Object.values(TECHNIQUES).map((t) => [t.name, t.pattern && formatPattern(t.pattern)]),
    ).toEqual([
      ['Box Breathing', '4-4-4-4'],
      ['4-7-8 Technique', '4-7-8-0'],
      ['Wim Hof', '1.5-0-1.5-0'],
      ['Custom Pattern', null],
    ]);
    expect(TECHNIQUES['wim-hof'].summary).toBe('Quick rhythmic breathing for energy');
  });

  it.each([
    [-3, 0],
    [0, 0],
    [4, 4],
    [1.5, 1.5],
    [4.3, 4.5],
    [30, 30],
    [31, 30],
    [400, 30],
    [Number.NaN, 0],
  ])('clamps a custom field of %s to %s s', (value, used) => {
    expect(clampPhaseSec(value)).toBe(used);
  });

  it('clamps every field of a custom pattern', () => {
    expect(clampPattern({ inhale: -1, hold1: 45, exhale: 5, hold2: 2.2 })).toEqual({
      inhale: 0,
      hold1: 30,
      exhale: 5,
      hold2: 2,
    });
  });
});

describe('breath-sync machine (docs/tools/breath-sync.md#behaviour)', () => {
  it('starts ready with the default 5 minute length and Box Breathing', () => {
    expect(DEFAULT_DURATION_MIN).toBe(5);
    expect(viewOf(initialState())).toMatchObject({
      phase: 'ready',
      label: 'Ready',
      secondsLeft: null,
      orb: 'rest',
      cycles: 0,
      elapsedSec: 0,
      // 5 min of 16 s box breaths, rounded up to whole breaths (issue 24: the total Start runs)
      totalSec: 304,
      techniqueName: 'Box Breathing',
      canStart: true,
    });
  });

  it('runs the box pattern through inhale, hold1, exhale, hold2 with the circle', () => {
    const started = startedWith('box');
    expect(
      [0, 3.9, 4, 8, 12, 16].map((s) => {
        const view = phaseAt(started, s);
        return [view.phase, view.secondsLeft, view.orb];
      }),
    ).toEqual([
      ['inhale', 4, 'expanding'],
      ['inhale', 1, 'expanding'],
      ['hold1', 4, 'full'],
      ['exhale', 4, 'contracting'],
      ['hold2', 4, 'empty'],
      ['inhale', 4, 'expanding'],
    ]);
  });

  it('skips zero-second phases: 4-7-8 goes from exhale back to inhale', () => {
    const started = startedWith('four-seven-eight');
    expect([0, 4, 11, 18.9, 19, 23].map((s) => phaseAt(started, s).phase)).toEqual([
      'inhale',
      'hold1',
      'exhale',
      'exhale',
      'inhale',
      'hold1',
    ]);
  });

  it('keeps exact time with 1.5 s Wim Hof phases, far into a session', () => {
    const started = startedWith('wim-hof');
    expect([0, 1.49, 1.5, 2.99, 3, 151.5].map((s) => phaseAt(started, s).phase)).toEqual([
      'inhale',
      'inhale',
      'exhale',
      'exhale',
      'inhale',
      'exhale',
    ]);
    expect(factsOf(transition(started, { type: 'tick', now: at(150.2) })).wakeAt).toBe(at(151.5));
  });

  it("counts Wim Hof's 1.5 s phases as 1.5, then 1 (issue 24), and whole phases in whole seconds", () => {
    const wimHof = startedWith('wim-hof');
    expect([0, 0.4, 0.5, 1.4, 1.5, 2, 2.9].map((s) => phaseAt(wimHof, s).secondsLeft)).toEqual([
      1.5, 1.5, 1, 1, 1.5, 1, 1,
    ]);
    expect(countPhaseSeconds(6_500, 6_500)).toBe(6.5);
    expect(countPhaseSeconds(6_500, 6_000)).toBe(6);
    expect(countPhaseSeconds(6_500, 100)).toBe(1);
    expect(countPhaseSeconds(4_000, 4_000)).toBe(4);
    expect(countPhaseSeconds(500, 200)).toBe(0.5);
  });

  it('shows before Start the total that Start runs, for every technique and length', () => {
    for (const technique of TECHNIQUE_IDS) {
      for (const durationMin of DURATIONS_MIN) {
        const custom = { inhale: 3, hold1: 0, exhale: 3.5, hold2: 0 };
        const ready = run(
          [{ type: 'setDuration', durationMin, now: at(0) }],
          initialState({ technique, custom }),
        );
        const started = transition(ready, { type: 'start', now: at(0) });
        expect([technique, durationMin, viewOf(ready).totalSec]).toEqual([
          technique,
          durationMin,
          viewOf(started).totalSec,
        ]);
      }
    }
    expect(viewOf(initialState({ technique: 'four-seven-eight' })).totalSec).toBe(304);
    expect(viewOf(initialState({ technique: 'wim-hof' })).totalSec).toBe(300);
    const zero = { inhale: 0, hold1: 0, exhale: 0, hold2: 0 };
    expect(viewOf(initialState({ technique: 'custom', custom: zero })).totalSec).toBe(300);
  });

  it('counts a cycle when the pattern returns to inhale', () => {
    const started = startedWith('box');
    expect([0, 15.9, 16, 31.9, 32, 100].map((s) => phaseAt(started, s).cycles)).toEqual([
      0, 0, 1, 1, 2, 6,
    ]);
    const wimHof = startedWith('wim-hof');
    expect(phaseAt(wimHof, 2.9).cycles).toBe(0);
    expect(phaseAt(wimHof, 3).cycles).toBe(1);
  });

  it('counts one step per played phase change, for tones and cues', () => {
    const started = startedWith('four-seven-eight');
    expect([0, 4, 11, 19, 23].map((s) => phaseAt(started, s).step)).toEqual([0, 1, 2, 3, 4]);
  });

  it('rounds the length up to whole breaths: it never ends mid-breath', () => {
    expect(wholeBreathMs(5, TECHNIQUES['wim-hof'].pattern)).toBe(300_000);
    expect(wholeBreathMs(5, TECHNIQUES.box.pattern)).toBe(304_000);
    expect(wholeBreathMs(5, TECHNIQUES['four-seven-eight'].pattern)).toBe(304_000);
    expect(wholeBreathMs(20, TECHNIQUES['four-seven-eight'].pattern)).toBe(1_216_000);
    const view = viewOf(startedWith('box'));
    expect(view.totalSec).toBe(304);
  });

  it('at the chosen length stops and resets to ready, once, and is logged', () => {
    const started = startedWith('wim-hof');
    expect(phaseAt(started, 299.9)).toMatchObject({ phase: 'exhale', elapsedSec: 299 });
    const done = transition(started, { type: 'tick', now: at(300) });
    expect(viewOf(done)).toMatchObject({
      phase: 'ready',
      label: 'Ready',
      cycles: 100,
      elapsedSec: 0,
      totalSec: 300,
      lastSessionSec: 300,
    });
    expect(done.ending).toBe('finished');
    expect(factsOf(done)).toMatchObject({
      isRunning: false,
      completions: 1,
      record: { tool: 'breath-sync', seconds: 300 },
    });
    expect(transition(done, { type: 'tick', now: at(900) })).toBe(done);
  });

  it('a box session ends after its last whole breath, at 5:04, not mid-inhale at 5:00', () => {
    const started = startedWith('box');
    expect(phaseAt(started, 300)).toMatchObject({ phase: 'hold2', cycles: 18 });
    const done = transition(started, { type: 'tick', now: at(304) });
    expect(viewOf(done)).toMatchObject({ phase: 'ready', cycles: 19 });
    expect(factsOf(done).record?.seconds).toBe(304);
    expect(factsOf(transition(started, { type: 'tick', now: at(302) })).wakeAt).toBe(at(304));
  });

  it('start resets the timer and the cycle count', () => {
    const done = run([{ type: 'tick', now: at(400) }], startedWith('box'));
    const again = transition(done, { type: 'start', now: at(500) });
    expect(viewOf(again)).toMatchObject({ phase: 'inhale', cycles: 0, elapsedSec: 0 });
  });

  it('pause holds the phase and resume continues it, without the paused time', () => {
    const paused = run([{ type: 'pause', now: at(5) }], startedWith('box'));
    expect(viewOf(paused)).toMatchObject({ status: 'paused', phase: 'hold1', secondsLeft: 3 });
    expect(factsOf(paused)).toMatchObject({ isRunning: false, wakeAt: null });
    const resumed = run(
      [
        { type: 'resume', now: at(100) },
        { type: 'tick', now: at(103) },
      ],
      paused,
    );
    expect(viewOf(resumed)).toMatchObject({ phase: 'exhale', secondsLeft: 4, elapsedSec: 8 });
  });

  it('stop goes to ready; after a whole breath the time is logged, before it is not', () => {
    const early = run([{ type: 'stop', now: at(10) }], startedWith('box'));
    expect(viewOf(early).phase).toBe('ready');
    expect(factsOf(early)).toMatchObject({ completions: 0, record: null });
    const later = run([{ type: 'stop', now: at(40) }], startedWith('box'));
    expect(viewOf(later)).toMatchObject({ phase: 'ready', cycles: 2 });
    expect(later.ending).toBe('stopped');
    expect(factsOf(later)).toMatchObject({ completions: 1, record: { seconds: 40 } });
  });

  it('the technique, custom pattern and length cannot change while running or paused', () => {
    const started = startedWith('box');
    const paused = transition(started, { type: 'pause', now: at(2) });
    for (const state of [started, paused]) {
      expect(transition(state, { type: 'setTechnique', technique: 'wim-hof', now: at(3) })).toBe(
        state,
      );
      expect(transition(state, { type: 'setDuration', durationMin: 20, now: at(3) })).toBe(state);
      expect(
        transition(state, {
          type: 'setCustom',
          pattern: { inhale: 1, hold1: 1, exhale: 1, hold2: 1 },
          now: at(3),
        }),
      ).toBe(state);
      expect(viewOf(state).canChangeSettings).toBe(false);
    }
    const ready = transition(initialState(), {
      type: 'setTechnique',
      technique: 'wim-hof',
      now: T0,
    });
    expect(viewOf(ready).techniqueName).toBe('Wim Hof');
  });

  it('a custom pattern is clamped and breathed', () => {
    const state = run([
      { type: 'setTechnique', technique: 'custom', now: T0 },
      { type: 'setCustom', pattern: { inhale: 5, hold1: -2, exhale: 45, hold2: 0 }, now: T0 },
      { type: 'start', now: T0 },
    ]);
    expect(state.custom).toEqual({ inhale: 5, hold1: 0, exhale: 30, hold2: 0 });
    expect(phaseAt(state, 5).phase).toBe('exhale');
    expect(phaseAt(state, 35).phase).toBe('inhale');
  });

  it('an all-zero custom pattern cannot start, and says why', () => {
    const zero = run([
      { type: 'setTechnique', technique: 'custom', now: T0 },
      { type: 'setCustom', pattern: { inhale: 0, hold1: 0, exhale: 0, hold2: 0 }, now: T0 },
    ]);
    expect(viewOf(zero)).toMatchObject({ canStart: false, blockedReason: ZERO_PATTERN_MESSAGE });
    expect(transition(zero, { type: 'start', now: T0 })).toBe(zero);
    expect(breathSync.spaceEventOf?.(zero)).toBeNull();
    const box = transition(zero, { type: 'setTechnique', technique: 'box', now: T0 });
    expect(viewOf(box)).toMatchObject({ canStart: true, blockedReason: null });
  });

  it('Space starts, pauses and resumes', () => {
    const started = startedWith('box');
    expect(breathSync.spaceEventOf?.(initialState())).toEqual({ type: 'start' });
    expect(breathSync.spaceEventOf?.(started)).toEqual({ type: 'pause' });
    expect(breathSync.spaceEventOf?.(transition(started, { type: 'pause', now: at(1) }))).toEqual({
      type: 'resume',
    });
  });

  it('lands in the right phase after the tab slept', () => {
    const started = startedWith('four-seven-eight');
    // 10 breaths of 19 s, then 13 s: 2 s into the 8 s exhale
    expect(phaseAt(started, 10 * 19 + 13)).toMatchObject({
      phase: 'exhale',
      secondsLeft: 6,
      cycles: 10,
    });
  });

  describe('kept across a reload (issue 21)', () => {
    const kept = (state: State) => {
      const snapshot = breathSync.snapshotOf?.(state) ?? null;
      if (snapshot === null) throw new Error('nothing kept');
      return JSON.parse(JSON.stringify(snapshot)) as NonNullable<typeof snapshot>;
    };
    // 4-7-8: a breath of 19 s; 5 minutes round up to 16 breaths, 304 s
    const breathing = () => startedWith('four-seven-eight');
    const restored = (state: State, seconds: number, cues: Partial<State> = {}) =>
      transition(initialState(), {
        type: 'restore',
        settings: { technique: 'box', durationMin: 10, ...cues },
        snapshot: kept(state),
        now: at(seconds),
      });

    it('declares its settings, and the session with its pattern only while under way', () => {
      expect(breathSync.settingsOf?.(initialState())).toMatchObject({
        technique: 'box',
        durationMin: 5,
        isToneOn: false,
        isVibrationOn: false,
        isVoiceOn: false,
      });
      expect(breathSync.snapshotOf?.(initialState())).toBeNull();
      expect(kept(breathing())).toMatchObject({
        durationMin: 5,
        pattern: { inhale: 4, hold1: 7, exhale: 8, hold2: 0 },
      });
    });

    it('silent, a session comes back running at the wall clock with its own pattern', () => {
      // 2 breaths (38 s) and 5 s: the hold, 6 s left
      const state = restored(breathing(), 43);
      expect(viewOf(state)).toMatchObject({
        status: 'running',
        phase: 'hold1',
        secondsLeft: 6,
        cycles: 2,
        totalSec: 304,
        technique: 'box',
      });
    });

    it.each([['isToneOn'], ['isVoiceOn'], ['isVibrationOn']] as const)(
      'with %s it comes back paused (the browser needs a tap), Resume breathes on',
      (cue) => {
        const state = restored(breathing(), 43, { [cue]: true });
        expect(viewOf(state)).toMatchObject({ status: 'paused', phase: 'hold1', secondsLeft: 6 });
        const resumed = run([{ type: 'resume', now: at(100) }], state);
        expect(viewOf(resumed)).toMatchObject({ status: 'running', phase: 'hold1' });
      },
    );

    it('a session whose end passed while the page was gone finishes once, at its end', () => {
      const state = restored(breathing(), 1_000, { isToneOn: true });
      expect(state.ending).toBe('finished');
      expect(viewOf(state)).toMatchObject({ status: 'complete', lastSessionSec: 304, cycles: 16 });
      expect(factsOf(state)).toMatchObject({
        completions: 1,
        record: { endedAt: new Date(at(304)).toISOString(), seconds: 304 },
      });
      expect(transition(state, { type: 'tick', now: at(1_001) })).toBe(state);
    });

    it("another tab's settings leave a session under way alone (only the cues reach it)", () => {
      const state = breathing();
      const next = transition(state, {
        type: 'restore',
        settings: { technique: 'wim-hof', durationMin: 20, isToneOn: true },
        now: at(1),
      });
      expect(next.session).toBe(state.session);
      expect(viewOf(next)).toMatchObject({
        status: 'running',
        technique: 'four-seven-eight',
        durationMin: 5,
        isToneOn: true,
      });
    });

    it('leaving mid-session records the time so far, after a whole breath', () => {
      const state = transition(breathing(), { type: 'tick', now: at(40) });
      expect(breathSync.leaveRecordOf?.(state, at(40))).toMatchObject({
        tool: 'breath-sync',
        seconds: 40,
      });
      expect(breathSync.leaveRecordOf?.(breathing(), at(10))).toBeNull();
    });
  });

  it('asks for the chosen cues once per phase change', () => {
    const state = startedWith('box', { isToneOn: true, isVibrationOn: true });
    const first = cueOf(state);
    expect(first).toMatchObject({ sound: { toneHz: 440, words: null }, vibration: [60] });
    expect(cueOf(transition(state, { type: 'tick', now: at(3) }))?.key).toBe(first?.key);
    const hold = cueOf(transition(state, { type: 'tick', now: at(4) }));
    expect(hold?.key).not.toBe(first?.key);
    expect(hold).toMatchObject({ sound: { toneHz: 554.37 }, vibration: [25] });
    expect(cueOf(startedWith('box'))).toMatchObject({ sound: null, vibration: null });
    expect(cueOf(initialState())).toBeNull();
  });
});
