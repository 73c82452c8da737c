/** Plays the cues the visitor chose at each phase change: tone, vibration, spoken words. */
import { useEffect, useRef } from 'react';
import { getAudioEngine } from '../../../lib/audio/audio-engine';
import { vibrate } from '../../../lib/haptics';
import { useSpeaker } from '../../../lib/speech/use-speaker';
import type { SessionStatus } from '../../../lib/session/timed-session';
import { CUE_SPEECH_RATE, PHASE_CUES, TONE_GAIN, TONE_SEC } from '../cues';
import type { PhaseKey } from '../techniques';

/** Which cues are on. */
export interface CueChoice {
  readonly isToneOn: boolean;
  readonly isVibrationOn: boolean;
  readonly isVoiceOn: boolean;
}

/**
 * At each rise of `step` (a phase change, the first marks the start), plays the chosen cues. A cue
 * switched on mid-phase waits for the next change. Speech stops when the session pauses or stops.
 */
export function usePhaseCues(
  { step, phase, status }: { step: number; phase: PhaseKey | 'ready'; status: SessionStatus },
  { isToneOn, isVibrationOn, isVoiceOn }: CueChoice,
): void {
  const speaker = useSpeaker({ rate: CUE_SPEECH_RATE }, isVoiceOn);
  const lastStepRef = useRef(-1);

  useEffect(() => {
    if (step === lastStepRef.current) return;
    lastStepRef.current = step;
    if (step < 0 || phase === 'ready') return;
    const cue = PHASE_CUES[phase];
    if (isToneOn) {
      getAudioEngine().playTone({
        frequency: cue.toneHz,
        durationSec: TONE_SEC,
        gain: TONE_GAIN,
        attackSec: 0.08,
      });
    }
    if (isVibrationOn) vibrate(cue.vibrateMs);
    if (isVoiceOn) speaker.speak(cue.words);
  }, [step, phase, isToneOn, isVibrationOn, isVoiceOn, speaker]);

  useEffect(() => {
    if (status !== 'running' || !isVoiceOn) speaker.cancel();
  }, [status, isVoiceOn, speaker]);
}
