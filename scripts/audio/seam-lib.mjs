// Shared by check-seams.mjs and build.sh (pick-loop-start): decode with ffmpeg and measure a loop's wrap jump.
import { spawnSync } from 'node:child_process';

/** decodes any audio file to interleaved 32-bit float PCM */
export function decode(file, channels, rate) {
  const r = spawnSync(
    'ffmpeg',
    ['-v', 'error', '-i', file, '-f', 'f32le', '-ac', String(channels), '-ar', String(rate), '-'],
    { maxBuffer: 1 << 30 },
  );
  if (r.status !== 0) throw new Error(`ffmpeg failed on ${file}: ${r.stderr}`);
  const b = r.stdout;
  return new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
}

/** per channel 99.9th percentile of |x[i+1] - x[i]| over the loop [start, start + n) */
export function p999(pcm, channels, start, n) {
  const out = [];
  for (let c = 0; c < channels; c++) {
    const d = new Float32Array(n - 1);
    for (let i = 0; i < n - 1; i++)
      d[i] = Math.abs(pcm[(start + i + 1) * channels + c] - pcm[(start + i) * channels + c]);
    d.sort();
    out.push(d[Math.floor(0.999 * (d.length - 1))]);
  }
  return out;
}

/** worst channel's wrap jump |x[start + n - 1] -> x[start]| relative to its p99.9 jump */
export function wrapRatio(pcm, channels, start, n, p) {
  let worst = { ratio: 0, wrap: 0, p999: 0 };
  for (let c = 0; c < channels; c++) {
    const wrap = Math.abs(pcm[start * channels + c] - pcm[(start + n - 1) * channels + c]);
    const ratio = wrap / p[c];
    if (ratio >= worst.ratio) worst = { ratio, wrap, p999: p[c] };
  }
  return worst;
}
