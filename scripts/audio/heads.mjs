#!/usr/bin/env node
/**
 * Cuts the head of every loop in public/audio: its first HEAD_SEC seconds, both formats, into
 * public/audio/heads/ with the same names. The packets are copied, not encoded again, so a head decodes
 * to the same samples as the start of its whole file, and the decoded loop can take over from it at the
 * same point (src/lib/audio/sound-bank.ts, `loadHead`; issue 27: a first tap starts from memory).
 *
 * Run after build.sh, like write-manifest.mjs: `node scripts/audio/heads.mjs`. Needs ffmpeg.
 * The heads are committed with the sounds; CI never runs this.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How much of each loop a head holds, in seconds (issue 27): longer than a slowed phone on slow 4G
 * takes to fetch and decode a whole loop (about 2 s for Rain). Heads are cut for every loop; the sound
 * mixer plays ten of them.
 */
export const HEAD_SEC = 4;

const root = new URL('../..', import.meta.url).pathname;
const audio = join(root, 'public/audio');
const heads = join(audio, 'heads');
mkdirSync(heads, { recursive: true });

const measured = JSON.parse(readFileSync(join(root, 'scripts/audio/measured.json'), 'utf8'));
for (const { file } of measured.filter((sound) => sound.kind === 'loop')) {
  for (const [extension, flags] of [
    ['webm', []],
    // the index first, as build.sh writes the whole files
    ['m4a', ['-movflags', '+faststart']],
  ]) {
    const output = join(heads, `${file}.${extension}`);
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-i', join(audio, `${file}.${extension}`)],
      ...['-t', String(HEAD_SEC), '-c', 'copy', '-map_metadata', '-1', '-fflags', '+bitexact'],
      ...flags,
      output,
    ]);
    console.log(`${output.slice(root.length)}: ${(statSync(output).size / 1024).toFixed(1)} KB`);
  }
}
