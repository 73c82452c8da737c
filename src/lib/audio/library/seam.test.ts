import { describe, expect, it } from 'vitest';
import { isSeamless, measureSeam, seamScore } from './seam';

const RATE = 48_000;
const LOOP_START = 4_800;
/** 2 s of a 120 Hz tone: 1 s holds exactly 120 cycles, so a loop of 1 s wraps without a jump. */
const tone = Array.from(
  { length: RATE * 2 },
  (_, i) => 0.6 * Math.sin((2 * Math.PI * 120 * i) / RATE),
);

describe('seam rule', () => {
  it('passes a loop of a whole number of cycles', () => {
    const seam = measureSeam([tone], LOOP_START, LOOP_START + RATE, RATE);
    expect(isSeamless(seam)).toBe(true);
    expect(seamScore(seam)).toBeLessThan(1);
  });

  it('catches a click that is small next to the signal’s peak', () => {
    // the loop ends 37 samples early: the wave jumps at the seam
    const seam = measureSeam([tone], LOOP_START, LOOP_START + RATE - 37, RATE);
    expect(isSeamless(seam)).toBe(false);
    expect(seamScore(seam)).toBeGreaterThan(1);
    // comparing the jump with the 10 ms peak (an amplitude) would have hidden it
    expect(seam.seamJump).toBeLessThan(1.5 * seam.quietest);
  });

  it('catches a gap: silence on one side of the seam', () => {
    const gapped = tone.map((value, i) => (i >= LOOP_START + RATE - 960 ? 0 : value));
    const seam = measureSeam([gapped], LOOP_START, LOOP_START + RATE, RATE);
    expect(seam.quietest).toBe(0);
    expect(isSeamless(seam)).toBe(false);
  });

  it('takes the worst channel', () => {
    // the second channel's loop ends on a step: a click in that channel only
    const stepped = tone.map((value, i) => (i === LOOP_START + RATE - 1 ? value + 0.05 : value));
    const loopEnd = LOOP_START + RATE;
    expect(isSeamless(measureSeam([tone], LOOP_START, loopEnd, RATE))).toBe(true);
    expect(isSeamless(measureSeam([tone, stepped], LOOP_START, loopEnd, RATE))).toBe(false);
  });

  it('catches a faint tick in a smooth, low sound that the jumps alone would miss', () => {
    // a 50 Hz drone: its jumps are large everywhere; a tick of 0.002 at the seam hides among them
    const drone = Array.from(
      { length: RATE * 2 },
      (_, i) => 0.5 * Math.sin((2 * Math.PI * 50 * i) / RATE),
    );
    const loopEnd = LOOP_START + RATE;
    const clean = measureSeam([drone], LOOP_START, loopEnd, RATE);
    const ticked = drone.map((value, i) => (i === loopEnd - 1 ? value + 0.002 : value));
    const seam = measureSeam([ticked], LOOP_START, loopEnd, RATE);
    expect(isSeamless(clean)).toBe(true);
    expect(seam.seamJump).toBeLessThan(3 * seam.p99);
    expect(seam.seamJump).toBeLessThan(1.5 * seam.localMax);
    expect(isSeamless(seam)).toBe(false);
  });

  it('uses the given file-wide figures instead of measuring them', () => {
    const measured = measureSeam([tone], LOOP_START, LOOP_START + RATE, RATE);
    const given = measureSeam([tone], LOOP_START, LOOP_START + RATE, RATE, { p99: 1, p99Bend: 2 });
    expect(given.p99).toBe(1);
    expect(given.p99Bend).toBe(2);
    expect(measured.p99).toBeGreaterThan(0);
    expect(measured.p99).toBeLessThan(0.01);
    expect(measured.p99Bend).toBeGreaterThan(0);
  });
});
