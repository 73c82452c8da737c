/**
 * The mixer's 14 sounds (spec 2 §3) and the extra thunder takes, as a lean typed table. why: the
 * library manifest carries every credit text (~3 KB gzip) that the page does not need; sounds.test.ts
 * checks this table against the manifest, so the two cannot drift.
 */
import type { MixerCategory } from '../../lib/audio/library/manifest';

/**
 * The 14 mixer keys of spec 2 §3 in the spec's order (the manifest's MIXER_KEYS; importing it would
 * bring the manifest's shared chunk with every credit into the page).
 */
export const MIXER_KEYS = [
  'rain',
  'thunder',
  'ocean',
  'wind',
  'nature',
  'fireplace',
  'violin',
  'flute',
  'dinosaur',
  'lionroar',
  'horseriding',
  'crickets',
  'traffic',
  'seagulls',
] as const;

/** A mixer key of spec 2 §3, e.g. 'nature' (shown as Forest). */
export type MixerKey = (typeof MIXER_KEYS)[number];

/** What the mixer needs of a library sound. */
export interface MixerEntry {
  /** Engine id (the manifest's id). */
  readonly id: string;
  readonly name: string;
  readonly category?: MixerCategory;
  readonly kind: 'loop' | 'one-shot';
  readonly sources: { readonly webm: string; readonly m4a: string };
  /** Sample rate of the files, in Hz. */
  readonly sampleRate: number;
  /** Length in seconds (of the loop, for loops). */
  readonly durationSec: number;
  /** First sample of the loop (loops only). */
  readonly loopStartSample?: number;
  /** Loop length in samples (loops only). */
  readonly loopSamples?: number;
}

/** The entries, copied from the manifest (checked by sounds.test.ts). */
export const MIXER_ENTRIES: readonly MixerEntry[] = [
  {
    id: 'rain',
    name: 'Rain',
    category: 'Nature',
    kind: 'loop',
    sources: { webm: '/audio/rain.webm', m4a: '/audio/rain.m4a' },
    sampleRate: 48000,
    durationSec: 39,
    loopStartSample: 3028,
    loopSamples: 1872000,
  },
  {
    id: 'thunder',
    name: 'Thunder',
    category: 'Nature',
    kind: 'one-shot',
    sources: { webm: '/audio/thunder-1.webm', m4a: '/audio/thunder-1.m4a' },
    sampleRate: 48000,
    durationSec: 11.584,
  },
  {
    id: 'ocean',
    name: 'Ocean',
    category: 'Ambient',
    kind: 'loop',
    sources: { webm: '/audio/ocean.webm', m4a: '/audio/ocean.m4a' },
    sampleRate: 48000,
    durationSec: 40,
    loopStartSample: 2889,
    loopSamples: 1920000,
  },
  {
    id: 'wind',
    name: 'Wind',
    category: 'Nature',
    kind: 'loop',
    sources: { webm: '/audio/wind.webm', m4a: '/audio/wind.m4a' },
    sampleRate: 48000,
    durationSec: 40,
    loopStartSample: 3938,
    loopSamples: 1920000,
  },
  {
    id: 'nature',
    name: 'Forest',
    category: 'Nature',
    kind: 'loop',
    sources: { webm: '/audio/forest.webm', m4a: '/audio/forest.m4a' },
    sampleRate: 48000,
    durationSec: 45,
    loopStartSample: 3958,
    loopSamples: 2160000,
  },
  {
    id: 'fireplace',
    name: 'Fire',
    category: 'Ambient',
    kind: 'loop',
    sources: { webm: '/audio/fire.webm', m4a: '/audio/fire.m4a' },
    sampleRate: 48000,
    durationSec: 8.4,
    loopStartSample: 3991,
    loopSamples: 403200,
  },
  {
    id: 'violin',
    name: 'Violin',
    category: 'Music',
    kind: 'loop',
    sources: { webm: '/audio/violin.webm', m4a: '/audio/violin.m4a' },
    sampleRate: 48000,
    durationSec: 32,
    loopStartSample: 4217,
    loopSamples: 1536000,
  },
  {
    id: 'flute',
    name: 'Flute',
    category: 'Music',
    kind: 'loop',
    sources: { webm: '/audio/flute.webm', m4a: '/audio/flute.m4a' },
    sampleRate: 48000,
    durationSec: 32,
    loopStartSample: 4066,
    loopSamples: 1536000,
  },
  {
    id: 'dinosaur',
    name: 'Dinosaur',
    category: 'Effects',
    kind: 'one-shot',
    sources: { webm: '/audio/dinosaur.webm', m4a: '/audio/dinosaur.m4a' },
    sampleRate: 48000,
    durationSec: 5,
  },
  {
    id: 'lionroar',
    name: 'Lion Roar',
    category: 'Animal',
    kind: 'one-shot',
    sources: { webm: '/audio/lion-roar.webm', m4a: '/audio/lion-roar.m4a' },
    sampleRate: 48000,
    durationSec: 2.828,
  },
  {
    id: 'horseriding',
    name: 'Horse Riding',
    category: 'Animal',
    kind: 'loop',
    sources: { webm: '/audio/horse-riding.webm', m4a: '/audio/horse-riding.m4a' },
    sampleRate: 48000,
    durationSec: 5.82,
    loopStartSample: 5564,
    loopSamples: 279349,
  },
  {
    id: 'crickets',
    name: 'Crickets',
    category: 'Nature',
    kind: 'loop',
    sources: { webm: '/audio/crickets.webm', m4a: '/audio/crickets.m4a' },
    sampleRate: 48000,
    durationSec: 45,
    loopStartSample: 6750,
    loopSamples: 2160000,
  },
  {
    id: 'traffic',
    name: 'Traffic',
    category: 'Urban',
    kind: 'loop',
    sources: { webm: '/audio/traffic.webm', m4a: '/audio/traffic.m4a' },
    sampleRate: 48000,
    durationSec: 45,
    loopStartSample: 6026,
    loopSamples: 2160000,
  },
  {
    id: 'seagulls',
    name: 'Seagulls',
    category: 'Animal',
    kind: 'one-shot',
    sources: { webm: '/audio/seagulls.webm', m4a: '/audio/seagulls.m4a' },
    sampleRate: 48000,
    durationSec: 3.834,
  },
  {
    id: 'thunder-2',
    name: 'Thunder 2',
    kind: 'one-shot',
    sources: { webm: '/audio/thunder-2.webm', m4a: '/audio/thunder-2.m4a' },
    sampleRate: 48000,
    durationSec: 6.36,
  },
  {
    id: 'thunder-4',
    name: 'Thunder 4',
    kind: 'one-shot',
    sources: { webm: '/audio/thunder-4.webm', m4a: '/audio/thunder-4.m4a' },
    sampleRate: 48000,
    durationSec: 7,
  },
];

/** One tile of the mixer. */
export interface MixerSound {
  /** The spec's key, also the engine id of the sound. */
  readonly id: MixerKey;
  /** Name shown on the tile (spec 2 §3). */
  readonly name: string;
  /** Category shown on the tile. */
  readonly category: MixerCategory;
  /** The sound's files, loop points and length. */
  readonly entry: MixerEntry;
  /** The entries a one-shot rotates through (its own first); a loop has only itself. */
  readonly takes: readonly MixerEntry[];
}

/**
 * Rate the mixer decodes at, in Hz. All 14 sounds at the files' 48 kHz would hold ~122 MB of decoded
 * samples; at 24 kHz (everything audible in these ambiences is below 12 kHz) they stay under 64 MB.
 */
export const MIXER_DECODE_RATE_HZ = 24_000;

/**
 * The thunder takes the tile rotates through. why: all five would add 3.3 MB to the 64 MB budget;
 * three (the shortest) are enough that two claps in a row rarely sound alike.
 */
export const THUNDER_TAKES = ['thunder', 'thunder-2', 'thunder-4'] as const;

function entryOf(id: string): MixerEntry {
  const entry = MIXER_ENTRIES.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`unknown mixer sound ${id}`);
  return entry;
}

function toMixerSound(id: MixerKey): MixerSound {
  const entry = entryOf(id);
  if (!entry.category) throw new Error(`mixer sound ${id} has no category`);
  return {
    id,
    name: entry.name,
    category: entry.category,
    entry,
    takes: id === 'thunder' ? THUNDER_TAKES.map(entryOf) : [entry],
  };
}

/** The tiles in the spec's order. */
export const MIXER_SOUNDS: readonly MixerSound[] = MIXER_KEYS.map(toMixerSound);

/** Whether `value` is one of the 14 mixer keys. */
export function isMixerKey(value: string): value is MixerKey {
  return (MIXER_KEYS as readonly string[]).includes(value);
}

/** Loop points of a looping sound for the engine, or null for a one-shot. */
export function loopOptionsOf(
  sound: MixerSound,
): { loopStartSec: number; loopEndSec: number } | null {
  const { kind, loopStartSample, loopSamples, sampleRate } = sound.entry;
  if (kind !== 'loop' || loopStartSample === undefined || loopSamples === undefined) return null;
  // the manifest's loopBounds: loops carry 0.1 s of padding, so never loop the whole buffer
  return {
    loopStartSec: loopStartSample / sampleRate,
    loopEndSec: (loopStartSample + loopSamples) / sampleRate,
  };
}

/**
 * Pauses between two plays of a one-shot, in seconds (min, max). why: the issue allows scattering
 * thunder, lion, dinosaur and seagulls at natural intervals instead of playing them back to back.
 */
export const ONE_SHOT_GAP_SEC = {
  thunder: [10, 35],
  dinosaur: [25, 70],
  lionroar: [20, 60],
  seagulls: [5, 20],
} as const satisfies Partial<Record<MixerKey, readonly [number, number]>>;

/** Delay before a one-shot's first play after it is turned on or the session starts (ms). */
export const ONE_SHOT_FIRST_DELAY_MS = 400;

/** When a one-shot plays next: after its own length plus a random pause in its range (ms). */
export function nextOneShotAt(sound: MixerSound, now: number, random: () => number): number {
  const [min, max] =
    sound.id in ONE_SHOT_GAP_SEC
      ? ONE_SHOT_GAP_SEC[sound.id as keyof typeof ONE_SHOT_GAP_SEC]
      : [10, 30];
  return now + Math.round((sound.entry.durationSec + min + random() * (max - min)) * 1000);
}
