/**
 * The garden's birdsong (docs/tools/garden-plant-meditation.md#behaviour, #errors, #constants): loaded as
 * the garden mounts, fading in during a session unless muted or switched off, out when it stops; a
 * file that failed to load or to play is unavailable audio, and the session goes on silently.
 */
import { useEffect } from 'react';
import { getSoundBank, loadSessionSounds } from '../../../lib/audio/sound-bank';
import { loopBounds } from '../../../lib/audio/library/playback';
import { gardenBirds } from '../../../lib/audio/library/sounds/garden-birds';
import { useAudioStatus } from '../../../lib/audio/use-audio-status';
import type { Untimed } from '../../../lib/session/use-session';
import { AMBIENT_VOLUME, type Event } from '../machine';

const BIRDS = { id: gardenBirds.id, sources: gardenBirds.sources, ...loopBounds(gardenBirds) };
/** Birdsong fades in and out over this long (s). */
const FADE_SEC = 1.5;
/** docs/tools/garden-plant-meditation.md#errors: the audio texts on the page and in the settings. */
export const AUDIO_TEXT = {
  loading: { page: 'Loading audio...', settings: 'Loading audio...' },
  unavailable: { page: 'Audio unavailable', settings: 'Audio file not found' },
  ready: { page: '', settings: 'Ready' },
} as const;

/** Where the birdsong stands, as the page and the settings say it. */
export type BirdsongStatus = keyof typeof AUDIO_TEXT;

/** What the birdsong follows. */
export interface BirdsongOptions {
  /** The birdsong failed to play (the machine's `isAudioFailed`). */
  readonly isFailed: boolean;
  /** A session is under way. */
  readonly isActive: boolean;
  readonly isMuted: boolean;
  readonly isAmbientOn: boolean;
  /** Sends an event that is not a gesture (the session hook's `post`): a playback failure. */
  readonly post: (event: Untimed<Event>) => void;
}

/** Loads and plays the birdsong; returns where it stands. */
export function useBirdsong({
  isFailed,
  isActive,
  isMuted,
  isAmbientOn,
  post,
}: BirdsongOptions): BirdsongStatus {
  const loadStatus = useAudioStatus(BIRDS.id);
  const audio =
    isFailed || loadStatus === 'failed'
      ? 'unavailable'
      : loadStatus === 'loaded'
        ? 'ready'
        : 'loading';

  useEffect(() => void loadSessionSounds([BIRDS]), []);
  // docs/tools/garden-plant-meditation.md#behaviour, #constants: birdsong at 0.6 during a session unless muted or switched off; it stops at zero.
  const isAudible = isActive && !isMuted && isAmbientOn && audio === 'ready';
  useEffect(() => {
    const bank = getSoundBank();
    if (!isAudible) {
      bank.stopLoop(BIRDS.id, { fadeOutSec: FADE_SEC });
      return;
    }
    const isPlaying = bank.playLoop(BIRDS.id, {
      gain: AMBIENT_VOLUME,
      fadeInSec: FADE_SEC,
      loopStartSec: BIRDS.loopStartSec,
      loopEndSec: BIRDS.loopEndSec,
    });
    // docs/tools/garden-plant-meditation.md#errors: a playback failure is treated as unavailable audio; the session goes on silently
    if (!isPlaying) post({ type: 'fail' });
  }, [isAudible, post]);
  useEffect(() => () => getSoundBank().stopLoop(BIRDS.id, { fadeOutSec: 0.2 }), []);

  return audio;
}
