/**
 * Synthesised chimes: the closing bell a finished session ends with, and any sequence of notes a tool's
 * spec names (the visual timer's 523.25 / 659.25 / 783.99 Hz, 200 ms apart). Notes are scheduled on the
 * audio clock, so they keep their spacing even when the page is busy.
 */
import { getAudioEngine } from './audio-engine';

/** One note of a chime. */
export interface ChimeNote {
  /** Pitch, Hz. */
  readonly hz: number;
  /** Start after the chime begins, s. */
  readonly atSec: number;
  /** Length, s (release included). */
  readonly durationSec: number;
  /** Peak gain, 0..1. */
  readonly gain?: number;
}

/**
 * The closing bell of a finished session: a soft bell made of a fundamental and two quieter
 * inharmonic partials (as a struck bell rings), about 3 s long.
 */
export const CLOSING_BELL: readonly ChimeNote[] = [
  { hz: 528, atSec: 0, durationSec: 3.2, gain: 0.22 },
  { hz: 1_056 * 1.003, atSec: 0, durationSec: 2.2, gain: 0.07 },
  { hz: 1_584 * 0.997, atSec: 0, durationSec: 1.4, gain: 0.035 },
];

/** Plays the notes (a no-op until audio is unlocked); returns how many were scheduled. */
export function playChime(notes: readonly ChimeNote[]): number {
  const engine = getAudioEngine();
  let scheduled = 0;
  for (const note of notes) {
    const handle = engine.playTone({
      frequency: note.hz,
      durationSec: note.durationSec,
      gain: note.gain ?? 0.25,
      delaySec: note.atSec,
      attackSec: 0.01,
    });
    if (handle) scheduled += 1;
  }
  return scheduled;
}
