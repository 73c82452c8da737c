import { describe, expect, it } from 'vitest';
import { MAX_PIXEL_RATIO, MAX_STEP_MS, advanceSceneClock, capPixelRatio } from './use-canvas-loop';

describe('capPixelRatio', () => {
  it.each([
    [1, 1],
    [1.5, 1.5],
    [2, 2],
    [3, 2],
    [4, 2],
    [0, 1],
    [Number.NaN, 1],
  ])('paints a %s× screen at %s×', (ratio, used) => {
    expect(capPixelRatio(ratio)).toBe(used);
  });

  it('takes another ceiling', () => {
    expect(MAX_PIXEL_RATIO).toBe(2);
    expect(capPixelRatio(3, 1.5)).toBe(1.5);
  });
});

describe('advanceSceneClock', () => {
  it('starts without a step and then follows the frame times', () => {
    const first = advanceSceneClock({ timeSec: 4, lastMs: null }, 1000);
    expect(first).toEqual({ timeSec: 4, lastMs: 1000, dtSec: 0 });
    const second = advanceSceneClock(first, 1033);
    expect(second.timeSec).toBeCloseTo(4.033, 6);
    expect(second.dtSec).toBeCloseTo(0.033, 6);
  });

  it('takes at most one long step after a gap, and never a backward one', () => {
    const late = advanceSceneClock({ timeSec: 0, lastMs: 0 }, 5000);
    expect(late.dtSec).toBe(MAX_STEP_MS / 1000);
    const back = advanceSceneClock({ timeSec: 2, lastMs: 5000 }, 4000);
    expect(back).toEqual({ timeSec: 2, lastMs: 4000, dtSec: 0 });
  });
});
