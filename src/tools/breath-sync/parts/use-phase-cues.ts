/** Plays the cues the machine asks for at each phase change: tone, vibration, spoken words. */
import { useEffect } from 'react';
import { getAudioEngine } from '../../../lib/audio/audio-engine';
import type { SessionStatus } from '../../../lib/session/timed-session';
import { useCues, type Cue } from '../../../lib/session/use-cues';
import { useSpeaker } from '../../../lib/speech/use-speaker';
import { CUE_SPEECH_RATE, TONE_GAIN, TONE_SEC } from '../cues';
import type { PhaseSound } from '../machine';

/**
 * Plays each new phase cue (`cueOf`); words only where the browser can speak (`canSpeak`). Speech stops
 * when the session pauses or stops, or the spoken cues are switched off.
 */
export function usePhaseCues(
  cue: Cue<PhaseSound> | null,
  { status, isVoiceOn }: { status: SessionStatus; isVoiceOn: boolean },
): void {
  const speaker = useSpeaker({ rate: CUE_SPEECH_RATE }, isVoiceOn);
  useCues(cue, ({ toneHz, words }) => {
    if (toneHz !== null) {
      getAudioEngine().playTone({
        frequency: toneHz,
        durationSec: TONE_SEC,
        gain: TONE_GAIN,
        attackSec: 0.08,
      });
    }
    if (words !== null && isVoiceOn) speaker.speak(words);
  });

  useEffect(() => {
    if (status !== 'running' || !isVoiceOn) speaker.cancel();
  }, [status, isVoiceOn, speaker]);
}
