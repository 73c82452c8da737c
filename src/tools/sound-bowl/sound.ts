/**
 * The bowl recording, copied from the sound manifest so the page does not ship the whole library
 * table (≈2.8 KB gzip of credits and mixer sounds). sound.test.ts keeps it equal to the manifest.
 */
import type { AudioSources } from '../../lib/audio/audio-engine';

/** The singing bowl one-shot (manifest id 'bowl'). */
export const BOWL_SOUND = {
  id: 'bowl',
  sources: { webm: '/audio/bowl.webm', m4a: '/audio/bowl.m4a' },
  /** Length of the recording, s. */
  durationSec: 12.873,
} as const satisfies { id: string; sources: AudioSources; durationSec: number };
