/**
 * The mixer's 14 sounds (docs/tools/sound-mixer.md#data) and the extra thunder takes, from the generated playback table
 * (src/lib/audio/library/sounds/): the library manifest carries every credit text (~3 KB gzip)
 * that the page does not need.
 */
import type { MixerCategory } from '../../lib/audio/library/manifest';
import { loopBounds, type PlaybackSound } from '../../lib/audio/library/playback';
import { crickets } from '../../lib/audio/library/sounds/crickets';
import { dinosaur } from '../../lib/audio/library/sounds/dinosaur';
import { fireplace } from '../../lib/audio/library/sounds/fireplace';
import { flute } from '../../lib/audio/library/sounds/flute';
import { horseriding } from '../../lib/audio/library/sounds/horseriding';
import { lionroar } from '../../lib/audio/library/sounds/lionroar';
import { nature } from '../../lib/audio/library/sounds/nature';
import { ocean } from '../../lib/audio/library/sounds/ocean';
import { rain } from '../../lib/audio/library/sounds/rain';
import { seagulls } from '../../lib/audio/library/sounds/seagulls';
import { thunder } from '../../lib/audio/library/sounds/thunder';
import { thunder2 } from '../../lib/audio/library/sounds/thunder-2';
import { thunder4 } from '../../lib/audio/library/sounds/thunder-4';
import { traffic } from '../../lib/audio/library/sounds/traffic';
import { violin } from '../../lib/audio/library/sounds/violin';
import { wind } from '../../lib/audio/library/sounds/wind';

/** The 14 tiles' sounds in the spec's order (docs/tools/sound-mixer.md#data). */
const TILE_SOUNDS = [
  rain,
  thunder,
  ocean,
  wind,
  nature,
  fireplace,
  violin,
  flute,
  dinosaur,
  lionroar,
  horseriding,
  crickets,
  traffic,
  seagulls,
] as const;

/** A mixer key of docs/tools/sound-mixer.md#data, e.g. 'nature' (shown as Forest): the id of its sound. */
export type MixerKey = (typeof TILE_SOUNDS)[number]['id'];

/** The 14 mixer keys in the spec's order. */
export const MIXER_KEYS: readonly MixerKey[] = TILE_SOUNDS.map((sound) => sound.id);

/** What the mixer needs of a library sound: its generated playback entry. */
export type MixerEntry = PlaybackSound;

/** One tile of the mixer. */
export interface MixerSound {
  /** The spec's key, also the engine id of the sound. */
  readonly id: MixerKey;
  /** Name shown on the tile (docs/tools/sound-mixer.md#data). */
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
export const THUNDER_TAKES: readonly MixerEntry[] = [thunder, thunder2, thunder4];

/** The tiles in the spec's order. */
export const MIXER_SOUNDS: readonly MixerSound[] = TILE_SOUNDS.map((entry) => ({
  id: entry.id,
  name: entry.name,
  category: entry.category,
  entry,
  takes: entry.id === 'thunder' ? THUNDER_TAKES : [entry],
}));

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
  // loops carry 0.1 s of padding on each side, so never loop the whole buffer
  return loopBounds({ sampleRate, loopStartSample, loopSamples });
}

/** Whether a sound plays as scattered one-shots (thunder, lion, …) rather than a loop. */
export function isOneShot(sound: MixerSound): boolean {
  return loopOptionsOf(sound) === null;
}
