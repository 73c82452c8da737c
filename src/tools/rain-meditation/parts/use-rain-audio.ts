/** The rain meditation's sound: loads the rain and thunder, plays the loop while it rains, and each clap. */
import { useEffect, useRef } from 'react';
import { useCues, type Cue } from '../../../lib/session/use-cues';
import { getAudioEngine, type PlaybackHandle } from '../../../lib/audio/audio-engine';
import { getSoundBank, loadSessionSounds } from '../../../lib/audio/sound-bank';
import { useAudioGroups, type ShownStatus } from '../../../lib/audio/use-audio-status';
import { THUNDER_VOLUME } from '../machine';
import { RAIN_SOUND, THUNDER_SOUNDS } from '../sounds';

/** Rain fades in and out over this long (s). */
const RAIN_FADE_SEC = 1.5;
/** The sounds of the status line's two parts. */
export const SOUND_GROUPS = {
  rain: [RAIN_SOUND.id],
  thunder: THUNDER_SOUNDS.map((sound) => sound.id),
};

/** What the rain's sound follows. */
export interface RainAudioOptions {
  /** A session runs and is not paused. */
  readonly isRaining: boolean;
  /** The rain loop's gain, 0..1 (docs/tools/rain-meditation.md#behaviour: intensity × 0.7). */
  readonly rainVolume: number;
  /** The thunder take the machine calls for (a new key for each clap; `cueOf`). */
  readonly thunder: Cue<string> | null;
}

/** Plays the rain and thunder as the machine says, and reports both groups' load status. */
export function useRainAudio({
  isRaining,
  rainVolume,
  thunder,
}: RainAudioOptions): Record<'rain' | 'thunder', ShownStatus> {
  const audio = useAudioGroups(SOUND_GROUPS);
  const thunderRef = useRef<PlaybackHandle | null>(null);

  useEffect(() => {
    // Phones attach lock-screen controls to media elements: play the rain through one.
    getAudioEngine().preferMediaOutput();
    const bank = getSoundBank();
    void loadSessionSounds([RAIN_SOUND, ...THUNDER_SOUNDS], bank);
    return () => bank.stopLoop(RAIN_SOUND.id, { fadeOutSec: 0.2 });
  }, []);

  // docs/tools/rain-meditation.md#behaviour: while running and not paused, the rain loop plays at intensity × 0.7. Only the loop's
  // own status decides: thunder that failed to load silences nothing but the thunder.
  const isRainAudible = isRaining && audio.rain === 'loaded';
  useEffect(() => {
    const bank = getSoundBank();
    if (!isRainAudible) {
      bank.stopLoop(RAIN_SOUND.id, { fadeOutSec: RAIN_FADE_SEC });
      return;
    }
    // A loop already playing only ramps to the new volume.
    bank.playLoop(RAIN_SOUND.id, {
      gain: rainVolume,
      fadeInSec: RAIN_FADE_SEC,
      loopStartSec: RAIN_SOUND.loopStartSec,
      loopEndSec: RAIN_SOUND.loopEndSec,
    });
  }, [isRainAudible, rainVolume]);

  // The session's thunder is decoded as it begins, so that the first tap's clap is not late.
  const isThunderReady = audio.thunder === 'loaded';
  useEffect(() => {
    if (!isRaining || !isThunderReady) return;
    for (const sound of THUNDER_SOUNDS) getSoundBank().prepare(sound.id);
  }, [isRaining, isThunderReady]);

  // docs/tools/rain-meditation.md#behaviour: each strike plays its thunder from the start, replacing the one before.
  useCues(thunder, (takeId) => {
    thunderRef.current?.stop(0.05);
    thunderRef.current = getSoundBank().playOnce(takeId, { gain: THUNDER_VOLUME, offsetSec: 0 });
  });

  return audio;
}
