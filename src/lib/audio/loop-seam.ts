/**
 * Blends a loop's seam in its decoded samples, so the loop wraps without a tick in every browser.
 *
 * Each library loop is encoded with its own continuation after its end (build.sh pads it), so the
 * decoded samples after `loopEnd` are the loop's first samples again, but with the codec noise of the
 * stretch they follow. Where playback wraps, it would jump from the end's noise to the head's: on
 * noisy beds that is nothing, on a smooth drone a faint tick, and where it falls depends on each
 * decoder (Chromium's Opus decode starts 24 samples later than ffmpeg's). Crossfading the head from
 * that continuation into itself over `fadeSamples` makes the wrap continue the end's own samples and
 * then ease into the head's, whatever the decoder.
 *
 * Self-contained on purpose: the end-to-end seam check sends its source text to the browser.
 */
export function blendLoopSeam(
  channels: readonly Float32Array[],
  loopStart: number,
  loopEnd: number,
  fadeSamples: number,
): void {
  for (const samples of channels) {
    // why: the continuation must exist after the end (a file without padding is left alone)
    const length = Math.min(fadeSamples, samples.length - loopEnd, loopEnd - loopStart);
    for (let i = 0; i < length; i += 1) {
      // linear weights: the two stretches are the same sound, so equal-gain keeps the level flat
      const fromEnd = 1 - i / length;
      const head = samples[loopStart + i] ?? 0;
      const continuation = samples[loopEnd + i] ?? 0;
      samples[loopStart + i] = fromEnd * continuation + (1 - fromEnd) * head;
    }
  }
}

/** Length of the seam blend, in seconds: well inside the 0.1 s of padding every loop carries. */
export const SEAM_BLEND_SEC = 0.025;
