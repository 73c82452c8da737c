/**
 * The one rule for "this loop is seamless", shared by the build (scripts/audio/pick-loop-start.mjs picks
 * each loop's start with it), the audit script (scripts/audio/check-seams.mjs) and the end-to-end check
 * that decodes every shipped loop in the browser (e2e/audio-library.spec.ts).
 *
 * A click is a sample-to-sample jump at the wrap point (the loop's last sample, then its first) that
 * stands out from the jumps around it. So the seam's jump is compared with jumps, never with a peak
 * amplitude: with the file's 99th-percentile jump, and with the largest jump within 50 ms either side.
 *
 * A smooth, low sound (a drone) has large jumps everywhere, so a faint tick at its seam hides among
 * them. The rule therefore also measures the bend, the second difference x[i+1] - 2x[i] + x[i-1] (a
 * steeper high-pass), across the seam: a tick bends the wave far more than anything around it.
 */

/** What `measureSeam` finds at one loop's seam. Amplitudes are linear, full scale 1. */
export interface SeamMeasure {
  /** The largest jump at the wrap point over all channels. */
  readonly seamJump: number;
  /** The loop's 99th-percentile sample-to-sample jump (every 97th sample, all channels). */
  readonly p99: number;
  /** The largest jump within 50 ms either side of the seam, the seam excluded. */
  readonly localMax: number;
  /** The smaller 10 ms peak of the two sides of the seam, over channels: near 0 means a gap. */
  readonly quietest: number;
  /** The largest bend (second difference) across the wrap point over all channels. */
  readonly seamBend: number;
  /** The loop's 99th-percentile bend (every 97th sample, all channels). */
  readonly p99Bend: number;
  /** The largest bend within 50 ms either side of the seam, the seam excluded. */
  readonly localBend: number;
}

/** The file-wide figures of a loop, which hardly move with its start. */
export interface SeamReference {
  readonly p99: number;
  readonly p99Bend: number;
}

/**
 * Measures the seam of the loop [loopStart, loopEnd) in samples. `reference` may be passed in when
 * many starts of the same file are measured.
 *
 * Self-contained on purpose: the end-to-end check sends its source text to the browser and runs it
 * there on the browser's own decode, so it must not call anything outside itself.
 */
export function measureSeam(
  channels: readonly ArrayLike<number>[],
  loopStart: number,
  loopEnd: number,
  rate: number,
  reference?: SeamReference,
): SeamMeasure {
  const near = Math.round(rate * 0.05);
  const peakSpan = Math.round(rate * 0.01);
  let seamJump = 0;
  let localMax = 0;
  let quietest = Infinity;
  let seamBend = 0;
  let localBend = 0;
  const jumps: number[] = [];
  const bends: number[] = [];
  for (const samples of channels) {
    const at = (i: number) => samples[i] ?? 0;
    // the loop as played: its last samples run on into its first
    const played = (i: number) => (i < loopEnd ? at(i) : at(loopStart + i - loopEnd));
    const bend = (i: number) => Math.abs(played(i + 1) - 2 * played(i) + played(i - 1));
    seamJump = Math.max(seamJump, Math.abs(at(loopStart) - at(loopEnd - 1)));
    seamBend = Math.max(seamBend, bend(loopEnd - 1), bend(loopEnd));
    if (reference === undefined) {
      for (let i = loopStart + 1; i < loopEnd - 1; i += 97) {
        jumps.push(Math.abs(at(i + 1) - at(i)));
        bends.push(bend(i));
      }
    }
    for (let i = 1; i < near; i += 1) {
      localMax = Math.max(
        localMax,
        Math.abs(at(loopEnd - i) - at(loopEnd - 1 - i)),
        Math.abs(at(loopStart + i) - at(loopStart + i - 1)),
      );
      if (i > 1) localBend = Math.max(localBend, bend(loopEnd - i), bend(loopStart + i));
    }
    let before = 0;
    let after = 0;
    for (let i = 0; i < peakSpan; i += 1) {
      before = Math.max(before, Math.abs(at(loopEnd - 1 - i)));
      after = Math.max(after, Math.abs(at(loopStart + i)));
    }
    quietest = Math.min(quietest, before, after);
  }
  const percentile99 = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;
  return {
    seamJump,
    p99: reference?.p99 ?? percentile99(jumps),
    localMax,
    quietest,
    seamBend,
    p99Bend: reference?.p99Bend ?? percentile99(bends),
    localBend,
  };
}

/** Below this 10 ms peak (-80 dBFS) a side of the seam counts as silence: a gap. */
export const GAP_PEAK = 1e-4;

/**
 * How close the seam comes to a click: 1 is the limit, lower is smoother. The seam's jump may be at
 * most 3 times the file's 99th-percentile jump and at most 1.5 times the largest jump near it. Its
 * bend may not exceed both 3 times the file's 99th-percentile bend and 1.5 times the largest bend
 * near it (a bend that stands out only locally, in a near-silent rest, is far below anything heard).
 */
export function seamScore(seam: SeamMeasure): number {
  const jump = Math.max(seam.seamJump / (3 * seam.p99), seam.seamJump / (1.5 * seam.localMax));
  const bend = Math.min(seam.seamBend / (3 * seam.p99Bend), seam.seamBend / (1.5 * seam.localBend));
  return Math.max(jump, bend);
}

/** No click and no gap at the seam. */
export function isSeamless(seam: SeamMeasure): boolean {
  return seamScore(seam) <= 1 && seam.quietest > GAP_PEAK;
}
