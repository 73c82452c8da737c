// Shared by check-seams.mjs and build.sh (pick-loop-start): decode an encoded file with ffmpeg.
// The seam rule itself lives in src/lib/audio/library/seam.ts, shared with the in-browser check.
import { spawnSync } from 'node:child_process';

/**
 * Decodes an encoded file with ffmpeg to one Float32Array of 32-bit float samples per channel, as the
 * browsers do: Opus with libopus (Chromium's and Firefox's decoder; ffmpeg's own Opus decoder differs
 * from it by about 0.002 per sample, enough to move a seam's click), AAC with ffmpeg's decoder (it matches
 * Chromium's to 1e-8). Chromium's Opus decode starts 24 samples later than ffmpeg's; the picker's
 * window covers that.
 */
export function decodeChannels(file, channels, rate) {
  const decoder = file.endsWith('.webm') ? ['-c:a', 'libopus'] : [];
  const r = spawnSync(
    'ffmpeg',
    [
      '-v',
      'error',
      ...decoder,
      '-i',
      file,
      '-f',
      'f32le',
      '-ac',
      String(channels),
      '-ar',
      String(rate),
      '-',
    ],
    { maxBuffer: 1 << 30 },
  );
  if (r.status !== 0) throw new Error(`ffmpeg failed on ${file}: ${r.stderr}`);
  const b = r.stdout;
  const pcm = new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
  const length = pcm.length / channels;
  return Array.from({ length: channels }, (_, c) => {
    const out = new Float32Array(length);
    for (let i = 0; i < length; i++) out[i] = pcm[i * channels + c];
    return out;
  });
}

/** The seam rule and the engine's seam blend, re-exported for the scripts. */
export { measureSeam, seamScore, isSeamless } from '../../src/lib/audio/library/seam.ts';
export { blendLoopSeam, SEAM_BLEND_SEC } from '../../src/lib/audio/loop-seam.ts';
