import { describe, expect, it } from 'vitest';
import { endedEarlyBy, undoneState } from '../../lib/session/use-session';
import {
  DEFAULT_SETTINGS,
  HINT_IDLE,
  HINT_PAUSED,
  HINT_RUNNING,
  PHASES,
  boxBreathing,
  cueOf,
  factsOf,
  initialState,
  roundsIn,
  roundsOf,
  transition,
  viewOf,
} from './machine';

const T0 = 1_700_000_000_000;
const at = (seconds: number) => T0 + seconds * 1000;
const started = () => transition(initialState(), { type: 'start', now: T0 });
const runningAt = (seconds: number) => transition(started(), { type: 'tick', now: at(seconds) });

describe('box breathing machine', () => {
  it('has four 4-second phases in the spec order with their tones', () => {
    expect(PHASES.map((phase) => [phase.label, phase.toneHz])).toEqual([
      ['Breathe In', 523],
      ['Hold', 659],
      ['Breathe Out', 587],
      ['Hold', 494],
    ]);
  });

  it('waits idle at Breathe In with the idle hint', () => {
    expect(viewOf(initialState())).toMatchObject({
      isRunning: false,
      label: 'Breathe In',
      secondsLeft: 4,
      orb: 'rest',
      hint: HINT_IDLE,
    });
  });

  it('starts at Breathe In with a 4 s countdown and the running hint', () => {
    expect(viewOf(runningAt(0))).toMatchObject({
      isRunning: true,
      label: 'Breathe In',
      secondsLeft: 4,
      toneHz: 523,
      orb: 'expanding',
      step: 0,
      hint: HINT_RUNNING,
    });
  });

  it.each([
    [0, 'Breathe In', 4, 523, 'expanding'],
    [1, 'Breathe In', 3, 523, 'expanding'],
    [3.5, 'Breathe In', 1, 523, 'expanding'],
    [4, 'Hold', 4, 659, 'full'],
    [8, 'Breathe Out', 4, 587, 'contracting'],
    [12, 'Hold', 4, 494, 'empty'],
    [15, 'Hold', 1, 494, 'empty'],
    [16, 'Breathe In', 4, 523, 'expanding'],
    [20, 'Hold', 4, 659, 'full'],
  ])('at %ss shows %s with %i s left, tone %i Hz, orb %s', (s, label, left, hz, orb) => {
    expect(viewOf(runningAt(s))).toMatchObject({ label, secondsLeft: left, toneHz: hz, orb });
  });

  it('counts one step per phase change, across cycles', () => {
    expect([0, 4, 8, 12, 16, 31].map((s) => viewOf(runningAt(s)).step)).toEqual([0, 1, 2, 3, 4, 7]);
  });

  it('lands in the right phase after the tab slept for minutes', () => {
    expect(viewOf(runningAt(16 * 40 + 9))).toMatchObject({ label: 'Breathe Out', secondsLeft: 3 });
  });

  it('never shows a negative or future phase when the clock jumps back', () => {
    expect(viewOf(runningAt(-30))).toMatchObject({ label: 'Breathe In', secondsLeft: 4, step: 0 });
  });

  it('wakes at the next phase change', () => {
    expect(factsOf(runningAt(1.5)).wakeAt).toBe(at(4));
    expect(factsOf(runningAt(9)).wakeAt).toBe(at(12));
    expect(factsOf(initialState()).wakeAt).toBeNull();
  });

  it('pause stops, and starting again resets to phase one', () => {
    const paused = transition(runningAt(9), { type: 'pause', now: at(9) });
    expect(viewOf(paused)).toMatchObject({
      isRunning: false,
      label: 'Breathe In',
      hint: HINT_IDLE,
    });
    const restarted = transition(paused, { type: 'start', now: at(100) });
    expect(viewOf(restarted)).toMatchObject({ label: 'Breathe In', secondsLeft: 4, step: 0 });
  });

  it('a pause after a full cycle ends the session early: the kit keeps its time, no completion', () => {
    const before = runningAt(32);
    const paused = transition(before, { type: 'pause', now: at(32) });
    expect(factsOf(paused)).toMatchObject({ isRunning: false, completions: 0, record: null });
    expect(viewOf(paused)).toMatchObject({ status: 'idle', isComplete: false });
    // docs/tools/sessions.md#behaviour: the kit's one rule logs it 'ended early' and shows its card
    expect(endedEarlyBy(boxBreathing, before, paused, at(32))).toEqual({
      tool: 'box-breathing',
      startedAt: new Date(T0).toISOString(),
      endedAt: new Date(at(32)).toISOString(),
      seconds: 32,
      ending: 'early',
    });
    const short = runningAt(9);
    const stopped = transition(short, { type: 'pause', now: at(9) });
    expect(factsOf(stopped)).toMatchObject({ completions: 0, record: null });
    expect(endedEarlyBy(boxBreathing, short, stopped, at(9))).toBeNull();
  });

  it('Undo brings a paused-away session back running on from the wall clock', () => {
    const before = runningAt(180);
    const undone = undoneState(boxBreathing, { before, at: at(180) }, at(200));
    expect(undone).toBe(before);
    expect(viewOf(transition(undone, { type: 'tick', now: at(200) }))).toMatchObject({
      status: 'running',
      round: 13,
    });
  });

  it('counts the whole rounds breathed in the time practised', () => {
    expect([0, 15, 16, 31, 32, 180, 300, 304].map(roundsIn)).toEqual([0, 0, 1, 1, 2, 11, 18, 19]);
  });

  it('leaving mid-session records the time so far, when it lasted a full cycle', () => {
    expect(boxBreathing.leaveRecordOf?.(runningAt(20), at(20))).toMatchObject({ seconds: 20 });
    expect(boxBreathing.leaveRecordOf?.(runningAt(10), at(10))).toBeNull();
    expect(boxBreathing.leaveRecordOf?.(initialState(), at(10))).toBeNull();
  });

  it('Space starts when idle and pauses when running', () => {
    expect(boxBreathing.spaceEventOf?.(initialState())).toEqual({ type: 'start' });
    expect(boxBreathing.spaceEventOf?.(runningAt(1))).toEqual({ type: 'pause' });
  });

  it('ignores ticks while idle', () => {
    const idle = initialState();
    expect(transition(idle, { type: 'tick', now: at(5) })).toBe(idle);
  });

  describe('a session of whole rounds (issue 15, as Breathly)', () => {
    const timed = () =>
      transition(transition(initialState(), { type: 'setDuration', durationMin: 2, now: T0 }), {
        type: 'start',
        now: T0,
      });

    it('rounds a length up to whole 16-second rounds', () => {
      expect([0, 2, 5, 10].map((m) => roundsOf(m as 0 | 2 | 5 | 10))).toEqual([null, 8, 19, 38]);
    });

    it('counts rounds and ends on a whole breath, once, with its record', () => {
      expect(viewOf(transition(timed(), { type: 'tick', now: at(17) }))).toMatchObject({
        round: 2,
        rounds: 8,
      });
      expect(factsOf(transition(timed(), { type: 'tick', now: at(120) })).wakeAt).toBe(at(124));
      const done = transition(timed(), { type: 'tick', now: at(128) });
      expect(viewOf(done)).toMatchObject({ isRunning: false, isComplete: true, completedSec: 128 });
      expect(factsOf(done)).toMatchObject({ completions: 1, record: { seconds: 128 } });
      // starting again runs the same length afresh
      expect(viewOf(transition(done, { type: 'start', now: at(200) }))).toMatchObject({
        isRunning: true,
        round: 1,
      });
    });

    it('a 5-minute session paused at 3:00 ends early with the 11 rounds breathed, not the 19 planned', () => {
      const five = transition(
        transition(initialState(), { type: 'setDuration', durationMin: 5, now: T0 }),
        { type: 'start', now: T0 },
      );
      const before = transition(five, { type: 'tick', now: at(180) });
      expect(viewOf(before)).toMatchObject({ round: 12, rounds: 19 });
      const paused = transition(before, { type: 'pause', now: at(180) });
      expect(viewOf(paused)).toMatchObject({ isComplete: false, completedSec: 0 });
      expect(factsOf(paused).completions).toBe(0);
      const record = endedEarlyBy(boxBreathing, before, paused, at(180));
      expect(record).toMatchObject({ seconds: 180, ending: 'early' });
      expect(roundsIn(record?.seconds ?? 0)).toBe(11);
    });

    it('a pause that lands after the end completes the session with all its rounds', () => {
      const done = transition(timed(), { type: 'pause', now: at(130) });
      expect(viewOf(done)).toMatchObject({ isComplete: true, completedSec: 128 });
      expect(factsOf(done)).toMatchObject({ completions: 1, record: { seconds: 128 } });
      expect(roundsIn(viewOf(done).completedSec)).toBe(8);
    });

    it('the length changes only between sessions', () => {
      const running = timed();
      expect(transition(running, { type: 'setDuration', durationMin: 5, now: at(1) })).toBe(
        running,
      );
    });
  });

  describe('kept across a reload', () => {
    const snapshotAfter = (seconds: number, durationMin: 0 | 2 = 0) => {
      const running = transition(
        transition(initialState(), { type: 'setDuration', durationMin, now: T0 }),
        { type: 'start', now: T0 },
      );
      const snapshot = boxBreathing.snapshotOf?.(
        transition(running, { type: 'tick', now: at(seconds) }),
      );
      if (!snapshot) throw new Error('a running session has a snapshot');
      return snapshot;
    };
    const restore = (seconds: number, isSoundOn: boolean, snapshot = snapshotAfter(20)) =>
      transition(initialState(), {
        type: 'restore',
        settings: { ...DEFAULT_SETTINGS, isSoundOn },
        snapshot,
        now: at(seconds),
      });

    it('declares its settings and a snapshot only while a session is under way', () => {
      expect(boxBreathing.settingsOf?.(initialState())).toEqual(DEFAULT_SETTINGS);
      expect(boxBreathing.snapshotOf?.(initialState())).toBeNull();
      expect(snapshotAfter(20).session.startedAt).toBe(T0);
    });

    it('comes back running at the wall clock when silent', () => {
      const state = restore(33, false);
      expect(viewOf(state)).toMatchObject({ status: 'running', round: 3, label: 'Breathe In' });
    });

    it('comes back paused with Resume when tones are on, and resumes where it was', () => {
      const state = restore(33, true);
      expect(viewOf(state)).toMatchObject({ status: 'paused', round: 3, hint: HINT_PAUSED });
      expect(cueOf(state)).toBeNull();
      expect(boxBreathing.spaceEventOf?.(state)).toEqual({ type: 'resume' });
      const resumed = transition(state, { type: 'resume', now: at(100) });
      expect(viewOf(transition(resumed, { type: 'tick', now: at(104) }))).toMatchObject({
        status: 'running',
        label: 'Hold',
      });
    });

    it('completes a timed session whose end passed while the page was gone, once', () => {
      const state = restore(500, true, snapshotAfter(30, 2));
      expect(viewOf(state)).toMatchObject({ isComplete: true, completedSec: 128 });
      expect(factsOf(state)).toMatchObject({ completions: 1, record: { seconds: 128 } });
      expect(boxBreathing.snapshotOf?.(state)).toBeNull();
    });

    it('a settings-only restore (another tab) leaves a running session alone', () => {
      const running = runningAt(10);
      const next = transition(running, {
        type: 'restore',
        settings: { durationMin: 5, isSoundOn: false, isVibrating: true },
        now: at(11),
      });
      expect(next.session).toBe(running.session);
      expect(next).toMatchObject({ durationMin: 0, isSoundOn: false, isVibrating: true });
    });

    it('End session ends a paused session of a full round early, Undo brings it back paused', () => {
      const before = restore(37, true);
      const ended = transition(before, { type: 'stop', now: at(38) });
      expect(factsOf(ended)).toMatchObject({ completions: 0, record: null });
      expect(viewOf(ended)).toMatchObject({ status: 'idle', isComplete: false });
      expect(endedEarlyBy(boxBreathing, before, ended, at(38))).toMatchObject({
        seconds: 37,
        ending: 'early',
      });
      expect(undoneState(boxBreathing, { before, at: at(38) }, at(60))).toBe(before);
      const short = restore(10, true, snapshotAfter(5));
      expect(viewOf(transition(short, { type: 'stop', now: at(11) }))).toMatchObject({
        status: 'idle',
        isComplete: false,
      });
    });
  });

  it('asks for a tone at each phase change only while tones are on', () => {
    expect(cueOf(runningAt(5))).toEqual({ key: `${T0}:1`, sound: { hz: 659 }, vibration: null });
    const silent = transition(runningAt(5), { type: 'setSound', isSoundOn: false, now: at(5) });
    expect(cueOf(silent)).toMatchObject({ key: `${T0}:1`, sound: null });
  });
});
