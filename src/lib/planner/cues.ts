/**
 * The practice cues (docs/tools/planners.md#constants), played on the audio clock so their notes keep their spacing. A tone
 * that cannot play is ignored (docs/tools/planners.md#errors: audio failures are logged and ignored).
 */
import { playChime, type ChimeNote } from '../audio/chimes';
import { useOnRise } from './use-rise';

/** Yoga: a soft two-note chime, 800 then 600 Hz, 2 s before each pose's target (docs/tools/ai-yoga-planner.md#constants). */
export const YOGA_CHIME: readonly ChimeNote[] = [
  { hz: 800, atSec: 0, durationSec: 0.6, gain: 0.2 },
  { hz: 600, atSec: 0.3, durationSec: 0.9, gain: 0.2 },
];

/** Exercise: a beep of 800, 600 and 800 Hz over 0.3 s, 2 s before the end and at it (docs/tools/ai-exercise-planner.md#constants). */
export const EXERCISE_BEEP: readonly ChimeNote[] = [
  { hz: 800, atSec: 0, durationSec: 0.1, gain: 0.25 },
  { hz: 600, atSec: 0.1, durationSec: 0.1, gain: 0.25 },
  { hz: 800, atSec: 0.2, durationSec: 0.1, gain: 0.25 },
];

/** Plays `notes` each time `cues` rises (never on mount). */
export function useCueSound(cues: number, notes: readonly ChimeNote[]): void {
  useOnRise(cues, () => {
    try {
      playChime(notes);
    } catch (error) {
      console.error('cue could not play', error);
    }
  });
}
