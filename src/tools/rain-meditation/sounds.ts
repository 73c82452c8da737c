/**
 * The rain loop and the thunder takes, copied from the sound manifest so the page does not ship the
 * whole library table (≈2.8 KB gzip of credits and mixer sounds). sounds.test.ts keeps them equal to
 * the manifest, loop bounds included (`loopBounds`: the loop has 0.1 s of padding on each side).
 */
import type { AudioSources } from '../../lib/audio/audio-engine';

/** A sound the page loads. */
export interface PageSound {
  readonly id: string;
  readonly sources: AudioSources;
}

/** The rain loop (manifest id 'rain-loop') with its gapless loop bounds in seconds. */
export const RAIN_SOUND = {
  id: 'rain-loop',
  sources: { webm: '/audio/rain.webm', m4a: '/audio/rain.m4a' },
  loopStartSec: 3028 / 48_000,
  loopEndSec: (3028 + 1_872_000) / 48_000,
} as const satisfies PageSound & { loopStartSec: number; loopEndSec: number };

/** The five thunder takes (manifest ids 'thunder-1'..'thunder-5'). */
export const THUNDER_SOUNDS: readonly PageSound[] = [1, 2, 3, 4, 5].map((take) => ({
  id: `thunder-${take}`,
  sources: { webm: `/audio/thunder-${take}.webm`, m4a: `/audio/thunder-${take}.m4a` },
}));
