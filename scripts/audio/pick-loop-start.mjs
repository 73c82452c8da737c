#!/usr/bin/env node
// Called by build.sh after a loop is encoded with PAD samples of wrap-around padding on each side.
// Every start in [PAD - PAD/2, PAD + PAD/2] gives the same loop, rotated (the padding is the loop's own
// continuation), so this picks the start where the seam, decoded from BOTH the .webm and the .m4a, is
// smoothest by the site's seam rule (src/lib/audio/library/seam.ts, the rule the in-browser check uses).
//
// Lossy coding leaves a little noise that differs between the two ends of a loop, so the seam's jump
// depends on the decoder and on exactly where it starts counting: Chromium's Opus decode (libopus, as
// decodeChannels uses) starts 24 samples later than ffmpeg's, and ffmpeg's own Opus decoder differs from
// libopus by about 0.002 a sample. A start picked where one decode's noise happens to agree can click in
// another (traffic.webm did: score 0.05 by ffmpeg's decoder, 1.9 in Chromium). So each start is scored by
// the WORST score within WINDOW samples either side, which picks a stretch where the seam is smooth
// whatever the decoder's offset. The audio engine also blends every seam before it plays
// (src/lib/audio/loop-seam.ts), which removes the rest (the trataka drone's raw seam ticks at any start);
// this pick keeps the raw seam good as well, so the blend has little to do.
// Usage: node pick-loop-start.mjs <webm> <m4a> <channels> <pad> <loopSamples>   (prints the start sample)
import { decodeChannels, measureSeam, seamScore } from './seam-lib.mjs';

const RATE = 48000;
const WINDOW = 32;
const [webm, m4a, ch, pad, n] = process.argv.slice(2);
const PAD = Number(pad);
const N = Number(n);
const first = PAD - PAD / 2;
const last = PAD + PAD / 2;
const scores = new Float64Array(last - first + 1);
for (const file of [webm, m4a]) {
  const channels = decodeChannels(file, Number(ch), RATE);
  const reference = measureSeam(channels, PAD, PAD + N, RATE);
  for (let start = first; start <= last; start++) {
    const score = seamScore(measureSeam(channels, start, start + N, RATE, reference));
    scores[start - first] = Math.max(scores[start - first], score);
  }
}
let best = { start: PAD, score: Infinity };
for (let i = WINDOW; i < scores.length - WINDOW; i++) {
  let worst = 0;
  for (let k = i - WINDOW; k <= i + WINDOW; k++) worst = Math.max(worst, scores[k]);
  if (worst < best.score) best = { start: first + i, score: worst };
}
console.log(best.start);
