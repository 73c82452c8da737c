import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getCycleMs,
  getScheduleMs,
  isPlayable,
  listChanges,
  locate,
  toCountdownSeconds,
  type Schedule,
} from './schedule';

const BOX: Schedule = {
  repeats: true,
  phases: [
    { key: 'inhale', ms: 4000 },
    { key: 'hold1', ms: 4000 },
    { key: 'exhale', ms: 4000 },
    { key: 'hold2', ms: 4000 },
  ],
};
/** 4-7-8 has no second hold (docs/tools/breath-sync.md#data). */
const FOUR_SEVEN_EIGHT: Schedule = {
  repeats: true,
  phases: [
    { key: 'inhale', ms: 4000 },
    { key: 'hold1', ms: 7000 },
    { key: 'exhale', ms: 8000 },
    { key: 'hold2', ms: 0 },
  ],
};
/** Wim Hof: 1.5 s in and out, no holds (docs/tools/breath-sync.md#constants). */
const WIM_HOF: Schedule = {
  repeats: true,
  phases: [
    { key: 'inhale', ms: 1500 },
    { key: 'hold1', ms: 0 },
    { key: 'exhale', ms: 1500 },
    { key: 'hold2', ms: 0 },
  ],
};
const ZONES: Schedule = {
  repeats: false,
  phases: ['head', 'face', 'neck'].map((key) => ({ key, ms: 50_000 })),
};

describe('locate', () => {
  it.each([
    [0, 'inhale', 0, 0, 4000],
    [3999, 'inhale', 0, 0, 1],
    [4000, 'hold1', 0, 1, 4000],
    [8000, 'exhale', 0, 2, 4000],
    [15_999, 'hold2', 0, 3, 1],
    [16_000, 'inhale', 1, 4, 4000],
    [16_000 * 10 + 9000, 'exhale', 10, 42, 3000],
  ])('box at %i ms is %s (cycle %i, step %i, %i ms left)', (elapsed, key, cycle, step, left) => {
    expect(locate(BOX, elapsed)).toMatchObject({ key, cycle, step, phaseRemainingMs: left });
  });

  it('skips a phase with zero seconds and counts a cycle when it returns to the first phase', () => {
    expect(locate(FOUR_SEVEN_EIGHT, 18_999)).toMatchObject({ key: 'exhale', cycle: 0, step: 2 });
    expect(locate(FOUR_SEVEN_EIGHT, 19_000)).toMatchObject({ key: 'inhale', cycle: 1, step: 3 });
    expect([0, 1500, 3000, 4500].map((ms) => locate(WIM_HOF, ms).key)).toEqual([
      'inhale',
      'exhale',
      'inhale',
      'exhale',
    ]);
  });

  it('keeps half-second phases exact over a long session', () => {
    // 10 minutes of Wim Hof: 200 whole cycles of 3 s; 1 ms before the 201st exhale is still inhale.
    expect(locate(WIM_HOF, 600_000)).toMatchObject({ key: 'inhale', cycle: 200, step: 400 });
    expect(locate(WIM_HOF, 601_499)).toMatchObject({ key: 'inhale', phaseRemainingMs: 1 });
    expect(locate(WIM_HOF, 601_500)).toMatchObject({ key: 'exhale', cycle: 200, step: 401 });
  });

  it('treats negative elapsed time (a clock jumped back) as the start', () => {
    expect(locate(BOX, -500)).toMatchObject({
      key: 'inhale',
      cycle: 0,
      step: 0,
      phaseElapsedMs: 0,
    });
  });

  it('runs a finite schedule once and then reports it done on its last phase', () => {
    expect(locate(ZONES, 49_999)).toMatchObject({ key: 'head', isDone: false });
    expect(locate(ZONES, 100_000)).toMatchObject({ key: 'neck', step: 2, isDone: false });
    expect(locate(ZONES, 150_000)).toMatchObject({
      key: 'neck',
      isDone: true,
      phaseRemainingMs: 0,
    });
    expect(locate(ZONES, 9e9).isDone).toBe(true);
  });

  it('refuses a schedule with no time in it', () => {
    const empty: Schedule = { repeats: true, phases: [{ key: 'a', ms: 0 }] };
    expect(isPlayable(empty)).toBe(false);
    expect(() => locate(empty, 0)).toThrow(/at least one phase/);
  });

  it('measures cycles and totals', () => {
    expect(getCycleMs(FOUR_SEVEN_EIGHT)).toBe(19_000);
    expect(getScheduleMs(FOUR_SEVEN_EIGHT)).toBe(Infinity);
    expect(getScheduleMs(ZONES)).toBe(150_000);
  });

  it('steps rise by exactly one at each phase change, for any pattern', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 200_000 }),
        (lengths, elapsed) => {
          const schedule: Schedule = {
            repeats: true,
            phases: lengths.map((ms, index) => ({ key: `p${index}`, ms })),
          };
          if (!isPlayable(schedule)) return;
          const here = locate(schedule, elapsed);
          const next = locate(schedule, elapsed + here.phaseRemainingMs);
          expect(next.step).toBe(here.step + 1);
          expect(schedule.phases[here.index]?.ms).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('listChanges', () => {
  it('lists the phase changes ahead, for scheduling tones on the audio clock', () => {
    expect(listChanges(BOX, 3000, 12_000)).toEqual([
      { atElapsedMs: 4000, index: 1, key: 'hold1', step: 1 },
      { atElapsedMs: 8000, index: 2, key: 'exhale', step: 2 },
      { atElapsedMs: 12_000, index: 3, key: 'hold2', step: 3 },
    ]);
  });

  it('stops at the end of a finite schedule', () => {
    expect(listChanges(ZONES, 0, 1e9).map((change) => change.key)).toEqual(['face', 'neck']);
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
