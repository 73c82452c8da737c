#!/usr/bin/env node
// Seam check for every loop in the manifest, on the ENCODED files, decoded by ffmpeg and with the seam
// blended as the audio engine does before it plays (src/lib/audio/loop-seam.ts; "raw" is the score
// without the blend). It applies the site's seam rule (src/lib/audio/library/seam.ts: the wrap jump against the loop's 99th-percentile jump
// and against the largest jump within 50 ms, plus no silence either side) and checks the decoded length:
// exactly loopSamples + 2 x 4800 samples of padding for the .webm, at least that for the .m4a (AAC pads
// the end). The end-to-end suite runs the same rule on the browser's own decode; this is the quick local
// audit after build.sh. Needs ffmpeg and Node >= 22.18 (imports TypeScript directly). CI never runs it.
// Usage: node scripts/audio/check-seams.mjs
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOUNDS } from '../../src/lib/audio/library/manifest.ts';
import {
  blendLoopSeam,
  decodeChannels,
  isSeamless,
  measureSeam,
  SEAM_BLEND_SEC,
  seamScore,
} from './seam-lib.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const PAD = 4800; // build.sh pads every loop with 0.1 s on each side
let failed = 0;
const seen = new Set();
console.log(
  'file              fmt   samples  decoded  seam-jump   p99-jump  local-max    raw  score  result',
);
for (const s of SOUNDS) {
  if (s.kind !== 'loop' || seen.has(s.sources.webm)) continue;
  seen.add(s.sources.webm);
  for (const fmt of ['webm', 'm4a']) {
    const channels = decodeChannels(join(root, 'public', s.sources[fmt]), s.channels, s.sampleRate);
    const decoded = channels[0].length;
    const n = s.loopSamples;
    const total = n + 2 * PAD;
    const lengthOk = fmt === 'webm' ? decoded === total : decoded >= total;
    const end = s.loopStartSample + n;
    const raw = seamScore(measureSeam(channels, s.loopStartSample, end, s.sampleRate));
    // the seam as the engine plays it: blended with the padding after the end (loop-seam.ts)
    blendLoopSeam(channels, s.loopStartSample, end, Math.round(SEAM_BLEND_SEC * s.sampleRate));
    const seam = measureSeam(channels, s.loopStartSample, end, s.sampleRate);
    const ok = lengthOk && isSeamless(seam);
    if (!ok) failed++;
    const f = (x) => x.toFixed(5).padStart(9);
    console.log(
      `${s.sources.webm.slice(7, -5).padEnd(17)} ${fmt.padEnd(5)} ${String(n).padStart(8)} ${String(decoded).padStart(8)}` +
        `  ${f(seam.seamJump)}  ${f(seam.p99)}  ${f(seam.localMax)}  ${raw.toFixed(2).padStart(5)}  ${seamScore(seam).toFixed(2).padStart(5)}  ` +
        `${ok ? 'ok' : lengthOk ? 'CLICK' : 'LENGTH'}`,
    );
  }
}
if (failed) {
  console.error(`${failed} seam check(s) failed`);
  process.exit(1);
}
console.log('all loops seamless');
