#!/usr/bin/env node
// Makes a longer, less repetitive bed from a short stationary recording (the campfire is 9.6 s): grains
// of 1.5-3 s taken at random places in the source (each reusing as little as it can of what was heard
// in the last 8 s), within 1.5 dB in level, joined with equal-power cross-fades, so the same pop never
// recurs at the same spacing. Deterministic (seeded PRNG). Reads and writes 48 kHz mono through
// ffmpeg (32-bit float WAV out); build.sh then makes the result a seamless loop with xfloop.
// Usage: node scripts/audio/grains.mjs <in> <out.wav> <seconds> [seed=3]
import { spawnSync } from 'node:child_process';
// the site's one seeded generator (mulberry32)
import { createRandom } from '../../src/server/ai/builtin/random.ts';

const [input, out, secArg, seedArg = '3'] = process.argv.slice(2);
if (!input || !out || !secArg) {
  console.error('usage: grains.mjs <in> <out.wav> <seconds> [seed]');
  process.exit(2);
}
const SR = 48000;
const XF = Math.round(0.25 * SR); // cross-fade between grains
const MIN_GRAIN = 1.5 * SR;
const MAX_GRAIN = 3 * SR;

const decoded = spawnSync(
  'ffmpeg',
  ['-v', 'error', '-i', input, '-f', 'f32le', '-ac', '1', '-ar', String(SR), '-'],
  {
    maxBuffer: 1 << 30,
  },
);
if (decoded.status !== 0) throw new Error(`ffmpeg could not decode ${input}`);
const b = decoded.stdout;
const src = new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
const total = Math.round(Number(secArg) * SR);
const rand = createRandom(Number(seedArg));
const outPcm = new Float32Array(total);
/** Source ranges used by grains that started within the last RECENT samples of output. */
const RECENT = 8 * SR;
let used = [];
let at = 0;
while (at < total) {
  const length = Math.round(MIN_GRAIN + rand() * (MAX_GRAIN - MIN_GRAIN));
  used = used.filter((range) => at - range.at < RECENT);
  // of 40 candidates, the one that reuses the least of the source heard in the last 8 s
  let start = 0;
  let leastOverlap = Infinity;
  for (let tries = 0; tries < 40; tries++) {
    const candidate = Math.floor(rand() * (src.length - length));
    const overlap = used.reduce(
      (sum, range) =>
        sum +
        Math.max(0, Math.min(range.end, candidate + length) - Math.max(range.start, candidate)),
      0,
    );
    if (overlap < leastOverlap) {
      leastOverlap = overlap;
      start = candidate;
    }
  }
  used.push({ at, start, end: start + length });
  // each grain a little louder or softer (within 1.5 dB), as a fire never repeats itself exactly
  const gain = 10 ** ((rand() * 3 - 1.5) / 20);
  for (let i = 0; i < length && at + i < total; i++) {
    const x = src[start + i];
    // equal-power fade in over the first XF samples (the previous grain's tail fades out under it)
    const fadeIn = at === 0 || i >= XF ? 1 : Math.sin((Math.PI / 2) * (i / XF));
    const fadeOut = i >= length - XF ? Math.cos((Math.PI / 2) * ((i - (length - XF)) / XF)) : 1;
    outPcm[at + i] += x * gain * fadeIn * fadeOut;
  }
  at += length - XF;
}
const encoded = spawnSync(
  'ffmpeg',
  [
    '-v',
    'error',
    '-y',
    '-f',
    'f32le',
    '-ar',
    String(SR),
    '-ac',
    '1',
    '-i',
    '-',
    '-c:a',
    'pcm_f32le',
    out,
  ],
  { input: Buffer.from(outPcm.buffer) },
);
if (encoded.status !== 0) throw new Error(`ffmpeg could not write ${out}: ${encoded.stderr}`);
