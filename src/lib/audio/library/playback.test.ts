import { describe, expect, it } from 'vitest';
import { SOUNDS, type SoundEntry } from './manifest';
import { loopBounds, type PlaybackSound } from './playback';

const manifest: readonly SoundEntry[] = SOUNDS;
const modules = import.meta.glob<Record<string, PlaybackSound>>('./sounds/*.ts', { eager: true });
const named = Object.entries(modules).flatMap(([path, exports]) =>
  Object.entries(exports).map(([name, entry]) => ({ path, name, entry })),
);
const entries = named.map(({ entry }) => entry);

describe('playback table', () => {
  it('holds every manifest sound, field for field, without credits or measurements', () => {
    expect(entries.map((entry) => entry.id).sort()).toEqual(
      manifest.map((entry) => entry.id).sort(),
    );
    for (const source of manifest) {
      const entry = entries.find((candidate) => candidate.id === source.id);
      expect(entry).toEqual({
        id: source.id,
        name: source.name,
        kind: source.kind,
        sources: source.sources,
        sampleRate: source.sampleRate,
        durationSec: source.durationSec,
        ...(source.kind === 'loop'
          ? { loopStartSample: source.loopStartSample, loopSamples: source.loopSamples }
          : {}),
        ...(source.category ? { category: source.category } : {}),
      });
    }
  });

  it('names each module after its id, and its one export after the id in camel case', () => {
    for (const { path, name, entry } of named) {
      expect(path).toBe(`./sounds/${entry.id}.ts`);
      expect(name).toBe(entry.id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()));
    }
  });

  it('gives loop bounds in seconds, padding excluded', () => {
    expect(loopBounds({ sampleRate: 48_000, loopStartSample: 4_800, loopSamples: 96_000 })).toEqual(
      { loopStartSec: 0.1, loopEndSec: 2.1 },
    );
  });
});
