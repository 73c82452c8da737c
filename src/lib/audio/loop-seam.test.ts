import { describe, expect, it } from 'vitest';
import { blendLoopSeam } from './loop-seam';

/** A loop of 10 frames at 10..19, with its head's continuation (other noise) after it at 20..29. */
function paddedLoop(): Float32Array {
  return Float32Array.from({ length: 30 }, (_, i) => {
    if (i < 10) return 0;
    if (i < 20) return i; // the loop
    return i - 10 + 0.5; // the head again, 0.5 off
  });
}

describe('blendLoopSeam', () => {
  it('makes the wrap continue the end’s own samples, then eases into the head', () => {
    const samples = paddedLoop();
    blendLoopSeam([samples], 10, 20, 4);
    // wrap: samples[19] then samples[10], which is now the continuation samples[20] was
    expect(samples[10]).toBe(10.5);
    expect([...samples.slice(10, 15)]).toEqual([10.5, 11.375, 12.25, 13.125, 14]);
    expect(samples[20]).toBe(10.5);
  });

  it('blends every channel', () => {
    const left = paddedLoop();
    const right = paddedLoop().map((value) => -value);
    blendLoopSeam([left, right], 10, 20, 2);
    expect(left[10]).toBe(10.5);
    expect(right[10]).toBe(-10.5);
  });

  it('uses only the padding there is, and leaves a file without padding alone', () => {
    const short = paddedLoop();
    blendLoopSeam([short], 10, 28, 8);
    expect(short[10]).toBe(18.5);
    expect(short[12]).toBe(12);
    const none = paddedLoop();
    blendLoopSeam([none], 10, 30, 4);
    expect(none).toEqual(paddedLoop());
  });
});
