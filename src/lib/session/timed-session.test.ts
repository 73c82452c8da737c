import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyTransportTo,
  createSession,
  endSession,
  getSessionDeadline,
  getSessionElapsedMs,
  getSessionProgress,
  getSessionRemainingMs,
  getSessionSecondsLeft,
  getSessionStatus,
  pauseSession,
  resetSession,
  resumeSession,
  setSessionDuration,
  settleSession,
  startSession,
  tickSession,
  toSessionRecord,
  transportEventOf,
  type TimedSession,
} from './timed-session';

const T0 = Date.parse('2026-11-24T08:00:00Z');
const MIN = 60_000;

const started = (durationMs: number | null = 5 * MIN) =>
  startSession(createSession(durationMs), T0);

describe('timed session', () => {
  it('starts idle, then runs from its wall-clock start', () => {
    const idle = createSession(5 * MIN);
    expect(getSessionStatus(idle)).toBe('idle');
    expect(getSessionSecondsLeft(idle)).toBe(300);
    const running = tickSession(started(), T0 + 1_500);
    expect(getSessionStatus(running)).toBe('running');
    expect(running.startedAt).toBe(T0);
    expect(getSessionElapsedMs(running)).toBe(1_500);
    expect(getSessionSecondsLeft(running)).toBe(299);
    expect(getSessionDeadline(running)).toBe(T0 + 5 * MIN);
  });

  it('excludes paused time exactly, to the millisecond', () => {
    let s = started();
    s = pauseSession(s, T0 + 10_001);
    s = tickSession(s, T0 + 90_000);
    expect(getSessionElapsedMs(s)).toBe(10_001);
    s = resumeSession(s, T0 + 100_000);
    s = tickSession(s, T0 + 100_999);
    expect(getSessionElapsedMs(s)).toBe(11_000);
    expect(getSessionDeadline(s)).toBe(T0 + 100_000 + 5 * MIN - 10_001);
  });

  it('completes exactly once after a sleep, at its true end time', () => {
    let s = started();
    s = tickSession(s, T0 + 47 * MIN); // the laptop slept through the deadline
    expect(getSessionStatus(s)).toBe('complete');
    expect(s.completions).toBe(1);
    expect(s.endedAt).toBe(T0 + 5 * MIN);
    for (const late of [1, 2, 3]) s = tickSession(s, T0 + (47 + late) * MIN);
    expect(s.completions).toBe(1);
    expect(toSessionRecord(s, 'demo')).toEqual({
      tool: 'demo',
      startedAt: '2026-11-24T08:00:00.000Z',
      endedAt: '2026-11-24T08:05:00.000Z',
      seconds: 300,
    });
  });

  it('a pause that lands after the deadline completes the session (late pause)', () => {
    const s = pauseSession(started(), T0 + 5 * MIN + 700);
    expect(getSessionStatus(s)).toBe('complete');
    expect(s.completions).toBe(1);
    expect(getSessionSecondsLeft(s)).toBe(0);
  });

  it('settles a late tap: the session completes before the tap is counted', () => {
    const s = settleSession(started(), T0 + 5 * MIN);
    expect(getSessionStatus(s)).toBe('complete');
    const early = settleSession(started(), T0 + MIN);
    expect(getSessionStatus(early)).toBe('running');
  });

  it('ends early with the time actually practised and counts as finished', () => {
    let s = pauseSession(started(), T0 + 30_000);
    s = endSession(s, T0 + 99_000);
    expect(getSessionStatus(s)).toBe('complete');
    expect(s.completions).toBe(1);
    expect(toSessionRecord(s, 'demo')?.seconds).toBe(30);
    expect(endSession(s, T0 + 120_000)).toBe(s);
  });

  it('runs open-ended until ended, with no time left to show', () => {
    let s = tickSession(started(null), T0 + 2 * 3_600_000);
    expect(getSessionStatus(s)).toBe('running');
    expect(getSessionRemainingMs(s)).toBeNull();
    expect(getSessionSecondsLeft(s)).toBeNull();
    expect(getSessionProgress(s)).toBe(0);
    s = endSession(s, T0 + 2 * 3_600_000);
    expect(toSessionRecord(s, 'demo')?.seconds).toBe(2 * 3600);
  });

  it('resets to idle with the same length and keeps the count of finished sessions', () => {
    const done = tickSession(started(), T0 + 6 * MIN);
    const reset = resetSession(done);
    expect(getSessionStatus(reset)).toBe('idle');
    expect(reset.completions).toBe(1);
    expect(getSessionSecondsLeft(reset)).toBe(300);
    const again = tickSession(startSession(reset, T0 + 10 * MIN), T0 + 16 * MIN);
    expect(again.completions).toBe(2);
  });

  it('changes length only when not under way', () => {
    const running = started();
    expect(setSessionDuration(running, MIN)).toBe(running);
    expect(setSessionDuration(pauseSession(running, T0 + 1), MIN).clock.durationMs).toBe(5 * MIN);
    const idle = setSessionDuration(createSession(5 * MIN), 10 * MIN);
    expect(getSessionSecondsLeft(idle)).toBe(600);
    const finished = tickSession(running, T0 + 5 * MIN);
    expect(getSessionStatus(setSessionDuration(finished, MIN))).toBe('idle');
  });

  it('has no record until finished', () => {
    expect(toSessionRecord(started(), 'demo')).toBeNull();
  });

  it('keeps its numbers within bounds and completes at most once per start, for any sequence', () => {
    const op = fc.oneof(
      fc.record({ type: fc.constant('tick'), dt: fc.integer({ min: -60_000, max: 400_000 }) }),
      fc.record({ type: fc.constant('pause'), dt: fc.integer({ min: 0, max: 100_000 }) }),
      fc.record({ type: fc.constant('resume'), dt: fc.integer({ min: 0, max: 100_000 }) }),
      fc.record({ type: fc.constant('end'), dt: fc.integer({ min: 0, max: 100_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let s: TimedSession = started();
        let now = T0;
        for (const { type, dt } of ops) {
          now += dt;
          if (type === 'tick') s = tickSession(s, now);
          if (type === 'pause') s = pauseSession(s, now);
          if (type === 'resume') s = resumeSession(s, now);
          if (type === 'end') s = endSession(s, now);
          const elapsed = getSessionElapsedMs(s);
          expect(elapsed).toBeGreaterThanOrEqual(0);
          expect(elapsed).toBeLessThanOrEqual(5 * MIN);
          expect(s.completions).toBeLessThanOrEqual(1);
          expect(s.completions === 1).toBe(getSessionStatus(s) === 'complete');
        }
      }),
    );
  });
});

describe('transportEventOf (what Space does)', () => {
  it('pauses what runs, resumes what is paused, and starts only when the tool can', () => {
    expect(transportEventOf('running')).toEqual({ type: 'pause' });
    expect(transportEventOf('paused')).toEqual({ type: 'resume' });
    expect(transportEventOf('idle')).toEqual({ type: 'start' });
    expect(transportEventOf('complete', false)).toBeNull();
    // a running session pauses even where a new one could not start
    expect(transportEventOf('running', false)).toEqual({ type: 'pause' });
  });
});

describe('applyTransportTo (a long-running timer state: focus, eye)', () => {
  interface Timer {
    readonly session: ReturnType<typeof createSession>;
    readonly autoStartAt: number | null;
    readonly now: number;
    readonly advanced: number[];
  }
  const idle: Timer = { session: createSession(60_000), autoStartAt: 900, now: 0, advanced: [] };
  // the tool's own advance: records that it ran, then ticks
  const advance = (state: Timer, now: number): Timer => ({
    ...state,
    advanced: [...state.advanced, now],
    session: tickSession(state.session, now),
    now,
  });

  it('starts an idle session after advancing, and clears a pending auto-start', () => {
    const started = applyTransportTo(idle, 'start', 100, advance);
    expect(started.advanced).toEqual([100]);
    expect(started.autoStartAt).toBeNull();
    expect(getSessionStatus(started.session)).toBe('running');
    expect(getSessionDeadline(started.session)).toBe(60_100);
  });

  it('does not restart a session that is not idle', () => {
    const started = applyTransportTo(idle, 'start', 100, advance);
    const again = applyTransportTo(started, 'start', 200, advance);
    expect(getSessionDeadline(again.session)).toBe(60_100);
  });

  it('advances before a pause, so a session past its deadline ends instead of pausing', () => {
    const started = applyTransportTo(idle, 'start', 0, advance);
    const late = applyTransportTo(started, 'pause', 61_000, advance);
    expect(getSessionStatus(late.session)).toBe('complete');
    const paused = applyTransportTo(started, 'pause', 10_000, advance);
    expect(getSessionStatus(paused.session)).toBe('paused');
    const resumed = applyTransportTo(paused, 'resume', 20_000, advance);
    expect(getSessionDeadline(resumed.session)).toBe(70_000);
    expect(resumed.now).toBe(20_000);
  });
});
