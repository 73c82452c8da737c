/**
 * The ambient drone (docs/tools/trataka-focus.md#behaviour, #errors): loaded with the page, played at 0.6 only while the machine says
 * it is audible. A file that fails to load, or a loop that fails to play, leaves the session running
 * without sound and says so in the console.
 */
import { useEffect, useRef, useState } from 'react';
import { getSoundBank, loadSessionSounds } from '../../../lib/audio/sound-bank';
import { loopBounds } from '../../../lib/audio/library/playback';
import { tratakaDrone } from '../../../lib/audio/library/sounds/trataka-drone';
import { useAudioStatus, type ShownStatus } from '../../../lib/audio/use-audio-status';
import { AMBIENT_VOLUME } from '../machine';

/** The drone's state as the screen shows it. */
export type AmbientAudio = ShownStatus;

const LOOP = { id: tratakaDrone.id, sources: tratakaDrone.sources, ...loopBounds(tratakaDrone) };
/** docs/tools/trataka-focus.md#errors: the console line when the ambient sound cannot be used. */
export const NO_AMBIENT_MESSAGE =
  'Trataka: ambient audio unavailable; continuing without ambient sound.';
const FADE_IN_SEC = 2;
const FADE_OUT_SEC = 1.2;

/** Loads the drone and returns its status; plays it while `isAudible(status)` holds. */
export function useAmbientDrone(isAudible: (audio: AmbientAudio) => boolean): AmbientAudio {
  const loadStatus = useAudioStatus(LOOP.id);
  const [hasPlayFailed, setPlayFailed] = useState(false);
  const warnedRef = useRef(false);
  const audio: AmbientAudio = hasPlayFailed ? 'failed' : loadStatus;
  const shouldPlay = isAudible(audio);

  useEffect(() => {
    void loadSessionSounds([LOOP]);
    return () => getSoundBank().stopLoop(LOOP.id, { fadeOutSec: 0.2 });
  }, []);

  useEffect(() => {
    if (audio !== 'failed' || warnedRef.current) return;
    warnedRef.current = true;
    console.warn(NO_AMBIENT_MESSAGE);
  }, [audio]);

  useEffect(() => {
    const bank = getSoundBank();
    if (!shouldPlay) {
      bank.stopLoop(LOOP.id, { fadeOutSec: FADE_OUT_SEC });
      return;
    }
    const isPlaying = bank.playLoop(LOOP.id, {
      gain: AMBIENT_VOLUME,
      fadeInSec: FADE_IN_SEC,
      loopStartSec: LOOP.loopStartSec,
      loopEndSec: LOOP.loopEndSec,
    });
    // docs/tools/trataka-focus.md#errors: a playback failure is logged and treated as unavailable (reported after this
    // effect, as the engine's answer to it)
    if (!isPlaying) queueMicrotask(() => setPlayFailed(true));
  }, [shouldPlay]);

  return audio;
}
