import { describe, expect, it } from 'vitest';
import { locatePhase, toCountdownSeconds } from './phase-cycle';

const BOX = [4000, 4000, 4000, 4000];

describe('locatePhase', () => {
  it.each([
    [0, { index: 0, cycle: 0, remainingMs: 4000 }],
    [3999, { index: 0, cycle: 0, remainingMs: 1 }],
    [4000, { index: 1, cycle: 0, remainingMs: 4000 }],
    [8000, { index: 2, cycle: 0, remainingMs: 4000 }],
    [15_999, { index: 3, cycle: 0, remainingMs: 1 }],
    [16_000, { index: 0, cycle: 1, remainingMs: 4000 }],
    [16_000 * 10 + 9000, { index: 2, cycle: 10, remainingMs: 3000 }],
  ])('at %i ms is %o', (elapsed, expected) => {
    expect(locatePhase(BOX, elapsed)).toEqual(expected);
  });

  it('skips a phase with zero seconds', () => {
    // 4-7-8 has no second hold: after the exhale comes the next inhale.
    const pattern = [4000, 7000, 8000, 0];
    expect(locatePhase(pattern, 18_999).index).toBe(2);
    expect(locatePhase(pattern, 19_000)).toEqual({ index: 0, cycle: 1, remainingMs: 4000 });
  });

  it('treats negative elapsed time (a clock jumped back) as the start', () => {
    expect(locatePhase(BOX, -500)).toEqual({ index: 0, cycle: 0, remainingMs: 4000 });
  });

  it('refuses a pattern with no time in it', () => {
    expect(() => locatePhase([0, 0, 0, 0], 0)).toThrow(/at least one phase/);
  });
});

describe('toCountdownSeconds', () => {
  it.each([
    [4000, 4],
    [3001, 4],
    [3000, 3],
    [1, 1],
    [0, 0],
    [-20, 0],
  ])('%i ms shows %i', (ms, seconds) => {
    expect(toCountdownSeconds(ms)).toBe(seconds);
  });
});
