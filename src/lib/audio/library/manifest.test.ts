import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LICENCE_FILES, MIXER_KEYS, SOUNDS, type SoundEntry } from './manifest';
import { headSourcesOf, loopBounds } from './playback';

const PUBLIC = join(process.cwd(), 'public');
const AUDIO = join(PUBLIC, 'audio');
const entries: readonly SoundEntry[] = SOUNDS;

// docs/tools/sound-mixer.md#data: the mixer's keys and the names it shows
const MIXER_NAMES: Record<(typeof MIXER_KEYS)[number], string> = {
  rain: 'Rain',
  thunder: 'Thunder',
  ocean: 'Ocean',
  wind: 'Wind',
  nature: 'Forest',
  fireplace: 'Fire',
  violin: 'Violin',
  flute: 'Flute',
  dinosaur: 'Dinosaur',
  lionroar: 'Lion Roar',
  horseriding: 'Horse Riding',
  crickets: 'Crickets',
  traffic: 'Traffic',
  seagulls: 'Seagulls',
};

describe('audio library manifest', () => {
  it('has unique ids', () => {
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every file in the manifest exists under public/audio and is not empty', () => {
    for (const e of entries) {
      for (const url of [e.sources.webm, e.sources.m4a]) {
        const path = join(PUBLIC, url);
        expect(existsSync(path), url).toBe(true);
        expect(statSync(path).size, url).toBeGreaterThan(1000);
      }
    }
  });

  it('every file in public/audio (except licenses/) is in the manifest', () => {
    const listed = new Set(entries.flatMap((e) => [e.sources.webm, e.sources.m4a]));
    const onDisk = readdirSync(AUDIO, { withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => `/audio/${d.name}`);
    expect(onDisk.filter((f) => !listed.has(f as never))).toEqual([]);
    expect(
      readdirSync(AUDIO).filter(
        (n) => !['licenses', 'heads'].includes(n) && !n.match(/\.(webm|m4a)$/),
      ),
    ).toEqual([]);
  });

  it('every loop has a head in both formats (scripts/audio/heads.mjs), and public/audio/heads nothing else', () => {
    const heads = entries.flatMap((e) => {
      const head = headSourcesOf(e);
      return head ? [head.webm, head.m4a] : [];
    });
    expect(heads).toHaveLength(2 * entries.filter((e) => e.kind === 'loop').length);
    for (const url of heads) {
      const path = join(PUBLIC, url);
      expect(existsSync(path), url).toBe(true);
      // 4 s: more than a few packets, less than the whole loop
      expect(statSync(path).size, url).toBeGreaterThan(10_000);
      expect(statSync(path).size, url).toBeLessThan(statSync(path.replace('/heads/', '/')).size);
    }
    expect(
      readdirSync(join(AUDIO, 'heads'))
        .map((name) => `/audio/heads/${name}`)
        .sort(),
    ).toEqual([...new Set(heads)].sort());
    expect(
      headSourcesOf({ kind: 'one-shot', sources: { webm: '/audio/x.webm', m4a: '/audio/x.m4a' } }),
    ).toBeNull();
  });

  it('every entry has a credit whose licence text is in public/audio/licenses', () => {
    for (const e of entries) {
      expect(e.credit.source.length, e.id).toBeGreaterThan(10);
      expect(e.credit.author.length, e.id).toBeGreaterThan(2);
      expect(e.credit.changes.length, e.id).toBeGreaterThan(5);
      const file = LICENCE_FILES[e.credit.licence];
      expect(file, `${e.id}: ${e.credit.licence}`).toMatch(/^\/audio\/licenses\//);
      expect(existsSync(join(PUBLIC, file)), file).toBe(true);
    }
  });

  it('loops have an exact loop length inside the padded file; one-shots do not', () => {
    for (const e of entries) {
      expect(e.sampleRate).toBe(48000);
      if (e.kind === 'loop') {
        expect(Number.isInteger(e.loopSamples) && e.loopSamples > e.sampleRate, e.id).toBe(true);
        expect(Number.isInteger(e.loopStartSample) && e.loopStartSample > 0, e.id).toBe(true);
        expect(e.durationSec).toBeCloseTo(e.loopSamples / e.sampleRate, 3);
        const { loopStartSec, loopEndSec } = loopBounds(e);
        expect(loopEndSec - loopStartSec).toBeCloseTo(e.durationSec, 3);
      } else {
        expect('loopSamples' in e, e.id).toBe(false);
      }
    }
  });

  it('has the 14 mixer keys of docs/tools/sound-mixer.md#data with their display names and a category', () => {
    expect(MIXER_KEYS).toHaveLength(14);
    for (const key of MIXER_KEYS) {
      const e = entries.find((s) => s.id === key);
      expect(e, key).toBeDefined();
      expect(e?.name).toBe(MIXER_NAMES[key]);
      expect(e?.category, key).toBeDefined();
    }
  });

  it('has the page sounds: bowl, rain loop, at least 3 thunder variants, garden and trataka', () => {
    const ids = new Set(entries.map((e) => e.id));
    for (const id of ['bowl', 'rain-loop', 'garden-birds', 'trataka-drone']) {
      expect(ids.has(id), id).toBe(true);
    }
    const thunder = entries.filter((e) => /^thunder-\d+$/.test(e.id));
    expect(thunder.length).toBeGreaterThanOrEqual(3);
    for (const v of entries.find((e) => e.id === 'thunder')?.variants ?? []) {
      expect(ids.has(v), v).toBe(true);
    }
  });

  it('keeps the shipped audio within budget (Opus < 4 MB, both formats < 10 MB)', () => {
    const files = [...new Set(entries.flatMap((e) => [e.sources.webm, e.sources.m4a]))];
    const size = (ext: string) =>
      files.filter((f) => f.endsWith(ext)).reduce((s, f) => s + statSync(join(PUBLIC, f)).size, 0);
    expect(size('.webm')).toBeLessThan(4_000_000);
    expect(size('.webm') + size('.m4a')).toBeLessThan(10_000_000);
  });
});
