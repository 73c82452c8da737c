#!/usr/bin/env node
// Called by build.sh after a loop is encoded with PAD samples of wrap-around padding on each side.
// Every start in [PAD - PAD/2, PAD + PAD/2] gives the same loop, rotated (the padding is the loop's own
// continuation), so this picks the start whose wrap jump, decoded from BOTH the .webm and the .m4a, is the
// smallest relative to the loop's 99.9th-percentile sample-to-sample jump: lossy coding leaves a little noise
// that differs between the two ends of the loop, and this puts the seam where that noise happens to agree.
// Usage: node pick-loop-start.mjs <webm> <m4a> <channels> <pad> <loopSamples>   (prints the start sample)
import { decode, p999, wrapRatio } from './seam-lib.mjs';

const [webm, m4a, ch, pad, n] = process.argv.slice(2);
const channels = Number(ch);
const PAD = Number(pad);
const N = Number(n);
const files = [webm, m4a].map((f) => decode(f, channels, 48000));
const ps = files.map((pcm) => p999(pcm, channels, PAD, N));
let best = { start: PAD, ratio: Infinity };
for (let start = PAD - PAD / 2; start <= PAD + PAD / 2; start++) {
  const ratio = Math.max(...files.map((pcm, i) => wrapRatio(pcm, channels, start, N, ps[i]).ratio));
  if (ratio < best.ratio) best = { start, ratio };
}
console.log(best.start);
