import { describe, expect, it } from 'vitest';
import { MIXER_KEYS, SOUNDS, type SoundEntry } from '../../lib/audio/library/manifest';
import { loopBounds } from '../../lib/audio/library/playback';
import {
  MIXER_KEYS as LOCAL_KEYS,
  MIXER_SOUNDS,
  isOneShot,
  loopOptionsOf,
  THUNDER_TAKES,
} from './sounds';

const manifest: readonly SoundEntry[] = SOUNDS;

describe('mixer sound table', () => {
  it('plays the library sound of each key, with its name and category', () => {
    for (const sound of MIXER_SOUNDS) {
      const source = manifest.find((candidate) => candidate.id === sound.id);
      expect(sound.entry.id).toBe(sound.id);
      expect(sound.name).toBe(source?.name);
      expect(sound.category).toBe(source?.category);
    }
  });

  it('has the 14 mixer keys in the spec order and the thunder takes', () => {
    expect(LOCAL_KEYS).toEqual(MIXER_KEYS);
    expect(MIXER_SOUNDS.map((sound) => sound.id)).toEqual([...MIXER_KEYS]);
    expect(MIXER_SOUNDS[1]?.takes).toBe(THUNDER_TAKES);
    expect(THUNDER_TAKES.map((take) => take.id)).toEqual(['thunder', 'thunder-2', 'thunder-4']);
  });

  it('loops use the manifest loop points, one-shots have none', () => {
    for (const sound of MIXER_SOUNDS) {
      const source = manifest.find((candidate) => candidate.id === sound.id);
      expect(loopOptionsOf(sound)).toEqual(source?.kind === 'loop' ? loopBounds(source) : null);
    }
    expect(MIXER_SOUNDS.filter(isOneShot).map((sound) => sound.id)).toEqual([
      'thunder',
      'dinosaur',
      'lionroar',
      'seagulls',
    ]);
  });
});
