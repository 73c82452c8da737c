/**
 * The voice guide (docs/tools/body-scan-online.md#behaviour): speaks what the machine says to speak, at rate 0.8 and volume 0.8
 * with a female-named voice where there is one; silence (pause, reset, completion) cancels speech,
 * and the speech engine itself cancels on page hide and unload.
 */
import { useEffect } from 'react';
import { useSpeaker } from '../../../lib/speech/use-speaker';
import type { Utterance } from '../machine';

/** Speaks `utterance` each time its key changes while `isVoiceOn`; cancels otherwise. */
export function useVoiceGuide(utterance: Utterance | null, isVoiceOn: boolean): void {
  const speaker = useSpeaker({}, isVoiceOn);
  const key = utterance?.key ?? null;
  const text = utterance?.text ?? '';
  useEffect(() => {
    if (!isVoiceOn || key === null) {
      speaker.cancel();
      return;
    }
    speaker.speak(text);
  }, [key, text, isVoiceOn, speaker]);
}
