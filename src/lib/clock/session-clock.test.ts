import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createClock,
  endClock,
  getDeadlineMs,
  getElapsedMs,
  getRemainingMs,
  pauseClock,
  resetClock,
  resumeClock,
  startClock,
  tickClock,
  type SessionClock,
} from './session-clock';

const T0 = 1_700_000_000_000;
const MINUTE_MS = 60_000;

describe('session clock', () => {
  it('starts idle with the full duration remaining', () => {
    const clock = createClock(5 * MINUTE_MS);
    expect(clock.status).toBe('idle');
    expect(getElapsedMs(clock, T0)).toBe(0);
    expect(getRemainingMs(clock, T0)).toBe(5 * MINUTE_MS);
  });

  it('rejects a negative or non-finite duration', () => {
    expect(() => createClock(-1)).toThrow(RangeError);
    expect(() => createClock(Number.NaN)).toThrow(RangeError);
  });

  it('computes elapsed and remaining from the start time', () => {
    const clock = startClock(createClock(MINUTE_MS), T0);
    expect(getElapsedMs(clock, T0 + 12_345)).toBe(12_345);
    expect(getRemainingMs(clock, T0 + 12_345)).toBe(MINUTE_MS - 12_345);
    expect(getDeadlineMs(clock)).toBe(T0 + MINUTE_MS);
  });

  it('excludes paused time from elapsed to the millisecond', () => {
    let clock = startClock(createClock(MINUTE_MS), T0);
    clock = pauseClock(clock, T0 + 1_001);
    expect(clock.status).toBe('paused');
    expect(getElapsedMs(clock, T0 + 500_000)).toBe(1_001);
    clock = resumeClock(clock, T0 + 500_000);
    expect(getElapsedMs(clock, T0 + 500_999)).toBe(2_000);
    clock = pauseClock(clock, T0 + 500_999);
    clock = resumeClock(clock, T0 + 900_000);
    expect(getElapsedMs(clock, T0 + 900_007)).toBe(2_007);
    expect(getRemainingMs(clock, T0 + 900_007)).toBe(MINUTE_MS - 2_007);
    expect(getDeadlineMs(clock)).toBe(T0 + 900_000 + MINUTE_MS - 2_000);
  });

  it('completes exactly once when a sleeping tab ticks far past the deadline', () => {
    const clock = startClock(createClock(MINUTE_MS), T0);
    const first = tickClock(clock, T0 + 10 * 60 * MINUTE_MS);
    expect(first.didComplete).toBe(true);
    expect(first.clock.status).toBe('complete');
    expect(getRemainingMs(first.clock, T0 + 10 * 60 * MINUTE_MS)).toBe(0);
    expect(getElapsedMs(first.clock, T0 + 10 * 60 * MINUTE_MS)).toBe(MINUTE_MS);
    const second = tickClock(first.clock, T0 + 10 * 60 * MINUTE_MS + 250);
    expect(second.didComplete).toBe(false);
    expect(second.clock).toBe(first.clock);
  });

  it('completes on the tick that lands exactly on the deadline', () => {
    const clock = startClock(createClock(MINUTE_MS), T0);
    expect(tickClock(clock, T0 + MINUTE_MS - 1).didComplete).toBe(false);
    expect(tickClock(clock, T0 + MINUTE_MS).didComplete).toBe(true);
  });

  it('completes a zero-length clock on its first tick', () => {
    const clock = startClock(createClock(0), T0);
    expect(tickClock(clock, T0).didComplete).toBe(true);
  });

  it('never completes an open-ended stopwatch and reports no remaining time', () => {
    const clock = startClock(createClock(null), T0);
    const { clock: later, didComplete } = tickClock(clock, T0 + 1_000 * MINUTE_MS);
    expect(didComplete).toBe(false);
    expect(later.status).toBe('running');
    expect(getElapsedMs(later, T0 + 1_000 * MINUTE_MS)).toBe(1_000 * MINUTE_MS);
    expect(getRemainingMs(later, T0)).toBeNull();
    expect(getDeadlineMs(later)).toBeNull();
  });

  it('keeps elapsed at zero when the wall clock jumps back before the start', () => {
    const clock = startClock(createClock(MINUTE_MS), T0);
    expect(getElapsedMs(clock, T0 - 3_600_000)).toBe(0);
    expect(getRemainingMs(clock, T0 - 3_600_000)).toBe(MINUTE_MS);
  });

  it('does not take back shown time after a backward jump and counts on from there', () => {
    let clock = startClock(createClock(MINUTE_MS), T0);
    clock = tickClock(clock, T0 + 20_000).clock;
    expect(getElapsedMs(clock, T0 + 5_000)).toBe(20_000);
    clock = tickClock(clock, T0 + 5_000).clock;
    expect(getElapsedMs(clock, T0 + 5_000)).toBe(20_000);
    expect(getElapsedMs(clock, T0 + 6_000)).toBe(21_000);
    const done = tickClock(clock, T0 + 5_000 + 40_000);
    expect(done.didComplete).toBe(true);
  });

  it('never un-completes when the wall clock jumps back after completion', () => {
    const done = tickClock(startClock(createClock(MINUTE_MS), T0), T0 + MINUTE_MS).clock;
    const jumped = tickClock(done, T0 - 3_600_000);
    expect(jumped.clock).toBe(done);
    expect(jumped.clock.status).toBe('complete');
    expect(getRemainingMs(done, T0 - 3_600_000)).toBe(0);
  });

  it('returns the same object for operations in the wrong status', () => {
    const idle = createClock(MINUTE_MS);
    expect(pauseClock(idle, T0)).toBe(idle);
    expect(resumeClock(idle, T0)).toBe(idle);
    expect(resetClock(idle)).toBe(idle);
    expect(tickClock(idle, T0).clock).toBe(idle);

    const running = startClock(idle, T0);
    expect(startClock(running, T0 + 1)).toBe(running);
    expect(resumeClock(running, T0 + 1)).toBe(running);

    const paused = pauseClock(running, T0 + 10);
    expect(pauseClock(paused, T0 + 20)).toBe(paused);
    expect(startClock(paused, T0 + 20)).toBe(paused);
    expect(tickClock(paused, T0 + MINUTE_MS * 5).clock).toBe(paused);

    const complete = tickClock(running, T0 + MINUTE_MS).clock;
    expect(startClock(complete, T0)).toBe(complete);
    expect(pauseClock(complete, T0)).toBe(complete);
    expect(resumeClock(complete, T0)).toBe(complete);
  });

  it('ends a running or paused clock early with the time actually run', () => {
    const running = startClock(createClock(MINUTE_MS), T0);
    const ended = endClock(running, T0 + 12_345);
    expect(ended.status).toBe('complete');
    expect(getElapsedMs(ended, T0 + MINUTE_MS * 9)).toBe(12_345);
    const paused = pauseClock(running, T0 + 5_000);
    expect(getElapsedMs(endClock(paused, T0 + 50_000), T0 + 50_000)).toBe(5_000);
    const idle = createClock(MINUTE_MS);
    expect(endClock(idle, T0)).toBe(idle);
    expect(endClock(ended, T0 + 1)).toBe(ended);
  });

  it('resets any clock to idle with the same duration', () => {
    const running = startClock(createClock(MINUTE_MS), T0);
    const reset = resetClock(pauseClock(running, T0 + 5_000));
    expect(reset).toEqual(createClock(MINUTE_MS));
  });

  it('keeps elapsed and remaining within bounds for any sequence of operations and times', () => {
    const op = fc.record({
      kind: fc.constantFrom('start', 'pause', 'resume', 'tick', 'reset'),
      now: fc.integer({ min: T0 - 1e9, max: T0 + 1e9 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.array(op), (durationMs, ops) => {
        let clock: SessionClock = createClock(durationMs);
        let completions = 0;
        for (const { kind, now } of ops) {
          const wasComplete = clock.status === 'complete';
          if (kind === 'start') clock = startClock(clock, now);
          if (kind === 'pause') clock = pauseClock(clock, now);
          if (kind === 'resume') clock = resumeClock(clock, now);
          if (kind === 'reset') clock = resetClock(clock);
          if (kind === 'reset' && wasComplete) completions = 0;
          if (kind === 'tick') {
            const result = tickClock(clock, now);
            clock = result.clock;
            if (result.didComplete) completions += 1;
            if (wasComplete) expect(clock.status).toBe('complete');
          }
          const elapsedMs = getElapsedMs(clock, now);
          const remainingMs = getRemainingMs(clock, now) ?? 0;
          expect(elapsedMs).toBeGreaterThanOrEqual(0);
          expect(elapsedMs).toBeLessThanOrEqual(durationMs);
          expect(remainingMs).toBeGreaterThanOrEqual(0);
          expect(remainingMs).toBeLessThanOrEqual(durationMs);
          expect(completions).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
