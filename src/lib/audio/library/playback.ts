/**
 * What a page needs to play a library sound: the manifest without its credits and measurements.
 * scripts/audio/write-manifest.mjs generates one module per sound in ./sounds/ (e.g.
 * `import { rainLoop } from '../../lib/audio/library/sounds/rain-loop'`), so a page's bundle holds
 * only the sounds it plays.
 */
import type { MixerCategory } from './manifest';

/** A library sound as a page plays it. */
export interface PlaybackSound {
  /** Engine id (the manifest's id). */
  readonly id: string;
  readonly name: string;
  readonly kind: 'loop' | 'one-shot';
  readonly sources: { readonly webm: string; readonly m4a: string };
  /** Sample rate of the files, in Hz. */
  readonly sampleRate: number;
  /** Length in seconds (of the loop, for loops). */
  readonly durationSec: number;
  /** First sample of the loop in the decoded file (loops only). */
  readonly loopStartSample?: number;
  /** Loop length in samples (loops only). */
  readonly loopSamples?: number;
  /** Mixer tile category (mixer sounds only). */
  readonly category?: MixerCategory;
}

/** The sample rate every library file is encoded at (scripts/audio/build.sh), in Hz. */
export const LIBRARY_SAMPLE_RATE = 48_000;

/** A mixer sound's category as its type says: present (and that literal) only for mixer sounds. */
type CategoryOf<C> = C extends MixerCategory ? { readonly category: C } : unknown;

/** A sound's two files, from the name they share under /audio/. */
function filesOf(file: string) {
  return { webm: `/audio/${file}.webm`, m4a: `/audio/${file}.m4a` } as const;
}

/**
 * A loop as a page plays it (the generated modules in ./sounds/ call this). why a call, not an object
 * literal: the mixer's page holds 16 sounds, and their field names and paths written out in each were
 * 0.15 KB gzip of its script.
 */
export function loopSound<
  const I extends string,
  const N extends string,
  const C extends MixerCategory | undefined = undefined,
>(
  id: I,
  name: N,
  file: string,
  durationSec: number,
  loopStartSample: number,
  loopSamples: number,
  category?: C,
) {
  const sound = {
    id,
    name,
    kind: 'loop' as const,
    sources: filesOf(file),
    sampleRate: LIBRARY_SAMPLE_RATE,
    loopStartSample,
    loopSamples,
    durationSec,
  } satisfies PlaybackSound;
  return { ...sound, ...(category && { category }) } as typeof sound & CategoryOf<C>;
}

/** A one-shot as a page plays it (the generated modules in ./sounds/ call this). */
export function oneShotSound<
  const I extends string,
  const N extends string,
  const C extends MixerCategory | undefined = undefined,
>(id: I, name: N, file: string, durationSec: number, category?: C) {
  const sound = {
    id,
    name,
    kind: 'one-shot' as const,
    sources: filesOf(file),
    sampleRate: LIBRARY_SAMPLE_RATE,
    durationSec,
  } satisfies PlaybackSound;
  return { ...sound, ...(category && { category }) } as typeof sound & CategoryOf<C>;
}

/**
 * A looping sound's bounds in seconds, for AudioBufferSourceNode.loopStart / loopEnd. Loops are encoded
 * with 0.1 s of wrap-around padding on each side: never loop the whole decoded buffer.
 */
export function loopBounds(sound: {
  readonly sampleRate: number;
  readonly loopStartSample: number;
  readonly loopSamples: number;
}): { loopStartSec: number; loopEndSec: number } {
  return {
    loopStartSec: sound.loopStartSample / sound.sampleRate,
    loopEndSec: (sound.loopStartSample + sound.loopSamples) / sound.sampleRate,
  };
}

/**
 * The files of a loop's head: its first 4 s, cut by scripts/audio/heads.mjs into `/audio/heads/` under
 * the same names, without encoding again (they decode to the same samples as the start of the whole
 * file); null for a one-shot. The sound bank plays a head while the whole file loads (`loadHead`).
 */
export function headSourcesOf(
  sound: Pick<PlaybackSound, 'kind' | 'sources'>,
): PlaybackSound['sources'] | null {
  if (sound.kind !== 'loop') return null;
  const head = (url: string) => url.replace('/audio/', '/audio/heads/');
  return { webm: head(sound.sources.webm), m4a: head(sound.sources.m4a) };
}
