#!/usr/bin/env node
// Seam check for every loop in the manifest, on the ENCODED files as a browser would decode them.
// Decodes each .webm and .m4a with ffmpeg to raw 32-bit float PCM at 48 kHz, then per channel compares the
// jump at the wrap point, x[loopStart + loopSamples - 1] -> x[loopStart], with the loop's own
// 99.9th-percentile sample-to-sample jump. A wrap jump above that is a click: the script prints it and
// exits non-zero. It also checks the decoded length: exactly loopSamples + 2 x 4800 samples of padding for
// the .webm, at least that for the .m4a (AAC pads the end).
// Needs ffmpeg and Node >= 22.18 (imports the TypeScript manifest directly). CI never runs it.
// Usage: node scripts/audio/check-seams.mjs
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOUNDS } from '../../src/lib/audio/library/manifest.ts';
import { decode, p999, wrapRatio } from './seam-lib.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const PAD = 4800; // build.sh pads every loop with 0.1 s on each side
let failed = 0;
const seen = new Set();
console.log('file              fmt   samples  decoded    wrap-jump  p99.9-jump  ratio  result');
for (const s of SOUNDS) {
  if (s.kind !== 'loop' || seen.has(s.sources.webm)) continue;
  seen.add(s.sources.webm);
  for (const fmt of ['webm', 'm4a']) {
    const path = join(root, 'public', s.sources[fmt]);
    const pcm = decode(path, s.channels, s.sampleRate);
    const decoded = pcm.length / s.channels;
    const n = s.loopSamples;
    const total = n + 2 * PAD;
    const lengthOk = fmt === 'webm' ? decoded === total : decoded >= total;
    const p = p999(pcm, s.channels, s.loopStartSample, n);
    const { ratio, wrap, p999: p9 } = wrapRatio(pcm, s.channels, s.loopStartSample, n, p);
    const ok = lengthOk && ratio <= 1;
    if (!ok) failed++;
    console.log(
      `${s.sources.webm.slice(7, -5).padEnd(17)} ${fmt.padEnd(5)} ${String(n).padStart(8)} ${String(decoded).padStart(8)}` +
        `  ${wrap.toFixed(5).padStart(9)}  ${p9.toFixed(5).padStart(10)}  ${ratio.toFixed(2).padStart(5)}  ` +
        `${ok ? 'ok' : lengthOk ? 'CLICK' : 'LENGTH'}`,
    );
  }
}
if (failed) {
  console.error(`${failed} seam check(s) failed`);
  process.exit(1);
}
console.log('all loops seamless');
