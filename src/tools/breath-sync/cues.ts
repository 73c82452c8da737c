/** What marks each phase change when the visitor asks for it: a soft tone, a vibration, spoken words. */
import type { PhaseKey } from './techniques';

/** A phase's cues. */
export interface PhaseCue {
  /** Pitch of the soft tone, Hz: rising into the in-breath, falling into the out-breath. */
  readonly toneHz: number;
  /** The words spoken (issue 9: 'Breathe in', 'Hold', 'Breathe out'). */
  readonly words: string;
  /** Vibration pattern, ms (on, off, on...): one pulse to breathe in, two to breathe out. */
  readonly vibrateMs: readonly number[];
}

/** The cue of each phase. */
export const PHASE_CUES = {
  inhale: { toneHz: 440, words: 'Breathe in', vibrateMs: [60] },
  hold1: { toneHz: 554.37, words: 'Hold', vibrateMs: [25] },
  exhale: { toneHz: 329.63, words: 'Breathe out', vibrateMs: [40, 80, 40] },
  hold2: { toneHz: 277.18, words: 'Hold', vibrateMs: [25] },
} as const satisfies Record<PhaseKey, PhaseCue>;

/** Length of a phase tone, s, and its peak gain (soft: under the box-breathing tones' 0.25). */
export const TONE_SEC = 0.9;
export const TONE_GAIN = 0.14;
/** Spoken cues are quick: a 1.5 s phase leaves little time. */
export const CUE_SPEECH_RATE = 1;
