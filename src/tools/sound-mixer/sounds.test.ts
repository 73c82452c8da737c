import { describe, expect, it } from 'vitest';
import { MIXER_KEYS, SOUNDS, loopBounds, type SoundEntry } from '../../lib/audio/library/manifest';
import {
  MIXER_KEYS as LOCAL_KEYS,
  MIXER_ENTRIES,
  MIXER_SOUNDS,
  loopOptionsOf,
  nextOneShotAt,
  THUNDER_TAKES,
} from './sounds';

const manifest: readonly SoundEntry[] = SOUNDS;

describe('mixer sound table', () => {
  it('matches the library manifest entry for entry', () => {
    for (const entry of MIXER_ENTRIES) {
      const source = manifest.find((candidate) => candidate.id === entry.id);
      expect(source, entry.id).toBeDefined();
      if (!source) continue;
      expect(entry).toEqual({
        id: source.id,
        name: source.name,
        ...(source.category ? { category: source.category } : {}),
        kind: source.kind,
        sources: source.sources,
        sampleRate: source.sampleRate,
        durationSec: source.durationSec,
        ...(source.kind === 'loop'
          ? { loopStartSample: source.loopStartSample, loopSamples: source.loopSamples }
          : {}),
      });
    }
  });

  it('has the 14 mixer keys in the spec order and the thunder takes', () => {
    expect(LOCAL_KEYS).toEqual(MIXER_KEYS);
    expect(MIXER_SOUNDS.map((sound) => sound.id)).toEqual([...MIXER_KEYS]);
    expect(MIXER_SOUNDS[1]?.takes.map((take) => take.id)).toEqual([...THUNDER_TAKES]);
  });

  it('loops use the manifest loop points, one-shots have none', () => {
    for (const sound of MIXER_SOUNDS) {
      const source = manifest.find((candidate) => candidate.id === sound.id);
      expect(loopOptionsOf(sound)).toEqual(source?.kind === 'loop' ? loopBounds(source) : null);
    }
    expect(MIXER_SOUNDS.filter((sound) => !loopOptionsOf(sound)).map((sound) => sound.id)).toEqual([
      'thunder',
      'dinosaur',
      'lionroar',
      'seagulls',
    ]);
  });

  it('scatters a one-shot after its own length plus a pause in its range', () => {
    const lion = MIXER_SOUNDS.find((sound) => sound.id === 'lionroar');
    if (!lion) throw new Error('no lion');
    expect(nextOneShotAt(lion, 0, () => 0)).toBe(Math.round((2.828 + 20) * 1000));
    expect(nextOneShotAt(lion, 0, () => 1)).toBe(Math.round((2.828 + 60) * 1000));
  });
});
