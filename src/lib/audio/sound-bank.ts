/**
 * Recorded sounds (loops and one-shots) for the tools that play them: fetched in the first format the
 * browser can play, decoded once, looped gaplessly with a blended seam (loop-seam.ts), and played into
 * the audio engine's master output (audio-engine.ts), so its volume, mute and media output apply. Tools
 * of tones only (breathing, timers) do not load this module.
 *
 * - `load()` may run before the first gesture (it decodes without a live context) so sounds are ready.
 * - A sound loaded with `decode: 'when-played'` is fetched with the page but decoded at its first play
 *   (issue 27: building the buffer of a 45 s loop is a 60-160 ms main-thread task on a slowed phone,
 *   which at page open delayed the first tap and cost the rain and garden pages their Lighthouse score).
 * - Every play method is a no-op returning false/null until the engine's `unlock()` has run.
 * - A loop asked for while its file is still loading may stream (`streamWhileLoading`): a media element
 *   plays the file as it arrives, into the same gain, and hands over to the gapless decoded loop at the
 *   same point once decoding is done (issue 27: a 45 s loop takes 0.5–2 s to decode on a phone, which
 *   was most of the first tap's wait).
 * - A loop's head (`loadHead`: the first seconds of its file, fetched and decoded before any tap) lets a
 *   tap on a sound not decoded yet start at once from memory: the head plays while the file loads, the
 *   decoded loop takes over at the head's point, or the stream (silent until then) at the head's end.
 */
import {
  clampGain,
  getAudioEngine,
  rampParam,
  stopSource,
  type AudioEngine,
  type PlaybackHandle,
} from './audio-engine';
import { blendLoopSeam, SEAM_BLEND_SEC } from './loop-seam';
import { yieldToMain } from '../ui/yield-to-main';

/** Load state of one sound. */
export type AudioLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** One sound in up to three encodings; the first the browser can play is used. */
export interface AudioSources {
  /** Opus in WebM, preferred (smallest). */
  readonly webm?: string;
  /** AAC in MP4, for Safari versions without Opus. */
  readonly m4a?: string;
  /** MP3, the universal fallback. */
  readonly mp3?: string;
}

/** How a loaded sound loops. */
export interface LoopOptions {
  /** Target gain, 0..1. */
  readonly gain: number;
  /** Fade-in length in seconds. */
  readonly fadeInSec: number;
  /**
   * Loop start in seconds (from the sound manifest), for gapless loops. With `loopEndSec`, playback
   * starts here and the seam is blended with the padding after the end (see loop-seam.ts).
   */
  readonly loopStartSec?: number;
  /** Loop end in seconds (from the sound manifest). */
  readonly loopEndSec?: number;
  /** While the sound loads, play its file as it streams in (see the module comment). */
  readonly streamWhileLoading?: boolean;
}

/** How a loaded sound plays once. */
export interface PlayOnceOptions {
  /** Gain, 0..1. */
  readonly gain: number;
  /** Where in the sound to start, in seconds. */
  readonly offsetSec?: number;
}

/** How a sound is decoded. */
export interface LoadOptions {
  /**
   * Sample rate to decode at, in Hz. Decoded audio costs 4 bytes per sample and channel, so long loops
   * held together (the sound mixer) decode at a lower rate to keep memory bounded; playback resamples.
   * Default: the live context's rate, or DECODE_SAMPLE_RATE_HZ before the first gesture.
   */
  readonly sampleRateHz?: number;
  /**
   * When the file is decoded: 'at-once' (default) as soon as it arrives, or 'when-played' at its first
   * play. Such a sound is 'loaded' (playable) once its file is in; a loop then streams the file until
   * its decode is done, a one-shot starts the moment its decode is. For sounds heard only in a session
   * the visitor starts, not on a tap that must sound at once.
   */
  readonly decode?: 'at-once' | 'when-played';
}

/** A recorded sound playing once: it can also follow a volume change while it plays. */
export interface SoundHandle extends PlaybackHandle {
  /** Ramps its gain linearly to `gain` (0..1) over `rampSec`; nothing once it has stopped. */
  setGain(gain: number, rampSec: number): void;
}

/** Sample rate used to decode sounds loaded before the first gesture, in Hz. */
export const DECODE_SAMPLE_RATE_HZ = 48_000;
/**
 * How long a file that has arrived may take to decode before it counts as failed, in ms (docs/tools/sessions.md#errors: the
 * page then warns and goes on). A 45 s stereo loop decodes in well under a second, on a slow phone in a
 * few; a decode that never settles (a browser bug, or a context collected mid-decode) must not leave a
 * sound 'loading' forever. If it does finish later, the sound still becomes 'loaded'.
 */
export const DECODE_TIME_LIMIT_MS = 20_000;

/** Formats in order of preference, with the MIME type asked of `canPlayType`. */
const FORMATS = [
  ['webm', 'audio/webm; codecs=opus'],
  ['m4a', 'audio/mp4; codecs=mp4a.40.2'],
  ['mp3', 'audio/mpeg'],
] as const;

/** How long the stream and the decoded loop overlap when one hands over to the other, in s. */
export const HANDOVER_SEC = 0.08;

/** How much of a head's end is left unplayed, in s, so its crossfade ends inside what it surely holds. */
export const HEAD_TAIL_SEC = 0.1;

/** A file playing as it streams in, until its decoded loop takes over. */
interface Stream {
  readonly element: HTMLAudioElement;
  readonly node: MediaElementAudioSourceNode;
  readonly fade: GainNode;
}

/** A loop's head playing from memory, until the decoded loop or the stream takes over. */
interface Head {
  readonly source: AudioBufferSourceNode;
  readonly fade: GainNode;
  /** Where in the file it is at context time t: t + fileOffset (s). */
  readonly fileOffset: number;
  /** The context time it has faded out by (the stream, if any, has faded in). */
  readonly endsAt: number;
}

interface LoopEntry {
  /** The decoded loop, once it plays. */
  source: AudioBufferSourceNode | null;
  /** The file streaming in, until the decoded loop takes over. */
  stream: Stream | null;
  /** The head playing from memory, until the decoded loop or the stream takes over. */
  head: Head | null;
  readonly gainNode: GainNode;
  readonly options: LoopOptions;
}

/** A file fetched and kept for a decode at its first play (`decode: 'when-played'`). */
interface Encoded {
  readonly bytes: ArrayBuffer;
  /** The URL the bytes came from. */
  readonly url: string;
  /** The formats after it, tried (fetched and decoded at once) if these bytes do not decode. */
  readonly rest: readonly string[];
  readonly sampleRateHz: number | undefined;
}

/** A looping media element loading `url`, not playing yet. */
function loadingElement(url: string): HTMLAudioElement {
  const element = document.createElement('audio');
  element.preload = 'auto';
  element.loop = true;
  element.src = url;
  return element;
}

/** Lets a media element drop its file. */
function dropFile(element: HTMLAudioElement): void {
  element.removeAttribute('src');
  element.load();
}

/** Stops a stream now and lets its element drop the file. */
function endStream(stream: Stream): void {
  stream.element.pause();
  dropFile(stream.element);
  stream.node.disconnect();
  stream.fade.disconnect();
}

/**
 * Plays a loop's `head` into `into` from the loop's start and fades it out at its end, where `stream`
 * (silent until then) fades in: both on the audio clock, so a tab whose timers sleep still hands over.
 */
function startHead(
  ctx: AudioContext,
  head: AudioBuffer,
  options: LoopOptions,
  into: AudioNode,
  stream: Stream | null,
): Head {
  const source = ctx.createBufferSource();
  const fade = ctx.createGain();
  source.buffer = head;
  source.connect(fade);
  fade.connect(into);
  const startedAt = ctx.currentTime;
  const fromSec = options.loopStartSec ?? 0;
  const endsAt = startedAt + Math.max(0, head.duration - fromSec - HEAD_TAIL_SEC);
  const fadeFrom = Math.max(startedAt, endsAt - HANDOVER_SEC);
  fade.gain.setValueAtTime(1, fadeFrom);
  fade.gain.linearRampToValueAtTime(0, endsAt);
  if (stream) {
    stream.fade.gain.value = 0;
    stream.fade.gain.setValueAtTime(0, fadeFrom);
    stream.fade.gain.linearRampToValueAtTime(1, endsAt);
  }
  source.addEventListener('ended', () => {
    source.disconnect();
    fade.disconnect();
  });
  source.start(startedAt, fromSec);
  source.stop(endsAt);
  return { source, fade, fileOffset: fromSec - startedAt, endsAt };
}

/** Stops a source at `when` (context time); one already stopped is left as it is. */
function stopAt(source: AudioScheduledSourceNode, when: number): void {
  try {
    source.stop(when);
  } catch {
    // why: a source that already stopped throws; it is gone either way
  }
}

/**
 * Fetches the first of a sound's files that arrives, in the order `orderSources` gives, at low priority
 * (so it never slows a sound the visitor chose): its bytes, or null when none arrived (offline, gone).
 * Never rejects.
 */
export async function fetchFirst(sources: AudioSources): Promise<ArrayBuffer | null> {
  for (const url of orderSources(sources, canPlayTypeInDocument)) {
    try {
      const response = await fetch(url, { priority: 'low' });
      if (response.ok) return await response.arrayBuffer();
    } catch {
      // offline or gone: the next format
    }
  }
  return null;
}

/** Returns the URLs of `sources` in the order to try: playable formats first, then the rest. */
export function orderSources(
  sources: AudioSources,
  canPlayType: (mimeType: string) => string,
): string[] {
  const playable: string[] = [];
  const rest: string[] = [];
  for (const [format, mimeType] of FORMATS) {
    const url = sources[format];
    if (url === undefined) continue;
    (canPlayType(mimeType) === '' ? rest : playable).push(url);
  }
  // why: canPlayType is a hint; Web Audio decodes MP3 everywhere, so try it before hopeless formats
  rest.sort((a, b) => Number(b === sources.mp3) - Number(a === sources.mp3));
  return [...playable, ...rest];
}

let probe: HTMLAudioElement | undefined;

/** The browser's `canPlayType` answer for a MIME type ('' on the server). */
export function canPlayTypeInDocument(mimeType: string): string {
  if (typeof document === 'undefined') return '';
  // why one element: a new <audio> per question was ~4 ms of the mixer's hydration (about 40 questions)
  probe ??= document.createElement('audio');
  return probe.canPlayType(mimeType);
}

/** The site's recorded sounds; use the `getSoundBank()` singleton. */
export class SoundBank {
  readonly #engine: AudioEngine;
  readonly #buffers = new Map<string, AudioBuffer>();
  readonly #loads = new Map<string, Promise<void>>();
  readonly #statuses = new Map<string, AudioLoadStatus>();
  readonly #listeners = new Set<() => void>();
  readonly #loops = new Map<string, LoopEntry>();
  /** The URL each sound loads from first, to stream while it decodes. */
  readonly #streamUrls = new Map<string, string>();
  /** Buffers whose loop seam has been blended (see loop-seam.ts). */
  readonly #blended = new WeakSet<AudioBuffer>();
  /** One decoding context per sample rate, held so a decode in flight is never garbage collected. */
  readonly #decoders = new Map<number, OfflineAudioContext>();
  /** Files fetched for a decode at their first play, until that decode starts. */
  readonly #encoded = new Map<string, Encoded>();
  /** Sounds of `#encoded` whose decode has started. */
  readonly #decoding = new Set<string>();
  /** One-shots asked for while their sound decodes, started once it is decoded. */
  readonly #waiting = new Map<string, ((buffer: AudioBuffer) => void)[]>();
  /** Loops' first seconds, decoded before any tap (`loadHead`), until the whole sound is decoded. */
  readonly #heads = new Map<string, AudioBuffer>();

  /** A bank playing through `engine` (the site's engine by default). */
  constructor(engine: AudioEngine = getAudioEngine()) {
    this.#engine = engine;
  }

  /** Fetches and decodes a sound once (concurrent calls share the work); never rejects. */
  load(id: string, sources: AudioSources, options: LoadOptions = {}): Promise<void> {
    const pending = this.#loads.get(id);
    if (pending) return pending;
    const urls = orderSources(sources, canPlayTypeInDocument);
    if (urls[0] !== undefined) this.#streamUrls.set(id, urls[0]);
    else console.warn(`audio: no source given for "${id}"`);
    const isDeferred = options.decode === 'when-played';
    const promise = this.#fetchAndDecode(id, urls, options.sampleRateHz, isDeferred);
    this.#loads.set(id, promise);
    return promise;
  }

  /**
   * Starts decoding a sound loaded with `decode: 'when-played'` ahead of its first play (a session's
   * one-shots as the session begins, so the first of them is not late); nothing for any other sound.
   */
  prepare(id: string): void {
    this.#decodeEncoded(id);
  }

  /**
   * Fetches and decodes a loop's head (its first seconds, in files of their own: `headSources`) ahead
   * of any tap. A tap on the sound before it is decoded then starts the head at once, from memory, while
   * the whole file loads behind it (issue 27: a phone's browser holds a cold tap's file back until the
   * tap's click, and its stream was heard 350-450 ms after the finger landed). The head's format is the
   * one the whole sound will load in, so the two decode to the same samples; `sampleRateHz` is the whole
   * sound's. Resolves true once the head is ready, false if it cannot be (offline and not cached, no
   * format that decodes); never rejects. Call it once a sound: a head that arrives after its sound was
   * decoded is let go.
   */
  async loadHead(id: string, headSources: AudioSources, sampleRateHz?: number): Promise<boolean> {
    const bytes = await fetchFirst(headSources);
    try {
      if (!bytes) return false;
      const head = await this.#decode(bytes, sampleRateHz);
      if (!this.#buffers.has(id)) this.#heads.set(id, head);
      return true;
    } catch {
      // a file this browser cannot decode: a tap loads the sound as before
      return false;
    }
  }

  /** Returns the load status of a sound. */
  readonly getStatus = (id: string): AudioLoadStatus => this.#statuses.get(id) ?? 'idle';

  /** Calls `listener` when any load status changes; returns an unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /**
   * Starts a gapless loop of a loaded sound with a fade-in (a sound not decoded yet, and with
   * `streamWhileLoading` one still loading, streams until it is decoded); false if locked or not loaded.
   */
  playLoop(id: string, options: LoopOptions): boolean {
    const existing = this.#loops.get(id);
    if (existing) {
      this.setLoopGain(id, options.gain, options.fadeInSec);
      return true;
    }
    const ctx = this.#engine.context;
    const buffer = this.#buffers.get(id);
    const output = this.#engine.output;
    const url = this.#streamUrls.get(id);
    const isDeferred = this.#isDeferred(id);
    const isLoading = this.getStatus(id) === 'loading';
    const canStream =
      url !== undefined &&
      typeof document !== 'undefined' &&
      (isDeferred || (options.streamWhileLoading === true && isLoading));
    // why only while the sound loads: a head alone would fall silent at its end (a sound never asked
    // for, or one whose file failed)
    const head = (isLoading || isDeferred) && this.#heads.get(id);
    if (!ctx || !output || (!buffer && !canStream && !isDeferred && !head)) return false;
    const gainNode = ctx.createGain();
    const now = ctx.currentTime;
    gainNode.gain.setValueAtTime(0, now);
    gainNode.gain.linearRampToValueAtTime(clampGain(options.gain), now + options.fadeInSec);
    gainNode.connect(output);
    const entry: LoopEntry = { source: null, stream: null, head: null, gainNode, options };
    if (buffer) entry.source = this.#startLoop(ctx, buffer, options, gainNode, null, gainNode);
    else {
      if (canStream) entry.stream = this.#startStream(ctx, url, gainNode);
      if (head) entry.head = startHead(ctx, head, options, gainNode, entry.stream);
    }
    this.#loops.set(id, entry);
    // a sound fetched for its first play decodes now; its stream (if it could start) plays meanwhile
    this.#decodeEncoded(id);
    return true;
  }

  /** A looping source of `buffer` into `into`, from the loop start or from `atSec` in the file. */
  #startLoop(
    ctx: AudioContext,
    buffer: AudioBuffer,
    options: LoopOptions,
    into: AudioNode,
    atSec: number | null,
    channel: GainNode,
  ): AudioBufferSourceNode {
    const source = ctx.createBufferSource();
    let offsetSec = 0;
    let loopStart = 0;
    let loopEnd = buffer.duration;
    if (options.loopStartSec !== undefined && options.loopEndSec !== undefined) {
      // why: loop on whole frames of the decoded buffer (the mixer decodes at half the files' rate,
      // where a bound can fall between frames), so the blended seam is exactly where playback wraps
      const startFrame = Math.round(options.loopStartSec * buffer.sampleRate);
      const endFrame = Math.round(options.loopEndSec * buffer.sampleRate);
      this.#blendSeamOnce(buffer, startFrame, endFrame);
      source.loopStart = loopStart = startFrame / buffer.sampleRate;
      source.loopEnd = loopEnd = endFrame / buffer.sampleRate;
      // the padding before the loop is only there for the codec: start in the loop itself
      offsetSec = source.loopStart;
    }
    if (atSec !== null) {
      // taking over from the stream: the same point of the file, wrapped into the loop
      const span = loopEnd - loopStart;
      offsetSec = atSec < loopEnd ? Math.max(0, atSec) : loopStart + ((atSec - loopStart) % span);
    }
    source.buffer = buffer;
    source.loop = true;
    source.connect(into);
    source.addEventListener('ended', () => {
      source.disconnect();
      into.disconnect();
      channel.disconnect();
    });
    source.start(ctx.currentTime, offsetSec);
    return source;
  }

  /** Plays `url` through a media element into `into` as it arrives (a loop until handed over). */
  #startStream(ctx: AudioContext, url: string, into: AudioNode): Stream | null {
    const warn = (error: unknown) => {
      console.warn('audio: could not stream a sound while it loads', error);
    };
    try {
      const element = loadingElement(url);
      const node = ctx.createMediaElementSource(element);
      const fade = ctx.createGain();
      node.connect(fade);
      fade.connect(into);
      // why in the caller's gesture: a media element may only start playing inside one
      element.play().catch(warn);
      return { element, node, fade };
    } catch (error) {
      warn(error);
      return null;
    }
  }

  /**
   * A loop playing while its sound decoded goes over to the decoded loop at the same point of the file,
   * crossfading: from its head while the head plays (the same samples, so the crossfade is heard as
   * nothing), else from its stream.
   */
  #handOver(id: string, buffer: AudioBuffer): void {
    const entry = this.#loops.get(id);
    const ctx = this.#engine.context;
    if (!entry || entry.source || !ctx) return;
    const { head, stream } = entry;
    const now = ctx.currentTime;
    const end = now + HANDOVER_SEC;
    const isHeadPlaying = head !== null && now < head.endsAt - HANDOVER_SEC;
    const streamAt = stream && stream.element.currentTime > 0 ? stream.element.currentTime : null;
    const fadeIn = ctx.createGain();
    fadeIn.gain.setValueAtTime((head ?? stream) ? 0 : 1, now);
    fadeIn.gain.linearRampToValueAtTime(1, end);
    fadeIn.connect(entry.gainNode);
    const atSec = isHeadPlaying ? now + head.fileOffset : streamAt;
    entry.source = this.#startLoop(ctx, buffer, entry.options, fadeIn, atSec, entry.gainNode);
    entry.head = entry.stream = null;
    if (head) {
      rampParam(ctx, head.fade.gain, 0, end);
      stopAt(head.source, end);
    }
    if (!stream) return;
    rampParam(ctx, stream.fade.gain, 0, end);
    setTimeout(() => endStream(stream), HANDOVER_SEC * 1000 + 50);
  }

  /** Fades a loop out and stops it; unknown ids are ignored. */
  stopLoop(id: string, options: { readonly fadeOutSec: number }): void {
    const entry = this.#loops.get(id);
    const ctx = this.#engine.context;
    if (!entry || !ctx) return;
    this.#loops.delete(id);
    const fadeOutSec = Math.max(0, options.fadeOutSec);
    const endTime = ctx.currentTime + fadeOutSec;
    rampParam(ctx, entry.gainNode.gain, 0, endTime);
    if (entry.source) stopAt(entry.source, endTime);
    if (entry.head) stopAt(entry.head.source, endTime);
    const { stream } = entry;
    if (stream) {
      setTimeout(
        () => {
          endStream(stream);
          entry.gainNode.disconnect();
        },
        fadeOutSec * 1000 + 50,
      );
    }
  }

  /** Ramps a playing loop's gain to `gain` over `rampSec`. */
  setLoopGain(id: string, gain: number, rampSec: number): void {
    const entry = this.#loops.get(id);
    const ctx = this.#engine.context;
    if (!entry || !ctx) return;
    rampParam(ctx, entry.gainNode.gain, clampGain(gain), ctx.currentTime + Math.max(0, rampSec));
  }

  /** Whether a loop of this sound is playing (not fading out). */
  isLoopPlaying(id: string): boolean {
    return this.#loops.has(id);
  }

  /**
   * Plays a loaded sound once (one not decoded yet starts as soon as its decode is done, and can be
   * stopped or turned before that); null if locked or not loaded.
   */
  playOnce(id: string, options: PlayOnceOptions): SoundHandle | null {
    const ctx = this.#engine.context;
    const buffer = this.#buffers.get(id);
    const output = this.#engine.output;
    if (!ctx || !output || (!buffer && !this.#isDeferred(id))) return null;
    const gainNode = ctx.createGain();
    gainNode.gain.setValueAtTime(clampGain(options.gain), ctx.currentTime);
    gainNode.connect(output);
    let source: AudioBufferSourceNode | null = null;
    let hasStopped = false;
    const begin = (decoded: AudioBuffer): void => {
      if (hasStopped) return;
      const started = ctx.createBufferSource();
      started.buffer = decoded;
      started.connect(gainNode);
      started.addEventListener('ended', () => {
        hasStopped = true;
        started.disconnect();
        gainNode.disconnect();
      });
      started.start(ctx.currentTime, options.offsetSec ?? 0);
      source = started;
    };
    if (buffer) begin(buffer);
    else {
      this.#waiting.set(id, [...(this.#waiting.get(id) ?? []), begin]);
      this.#decodeEncoded(id);
    }
    return {
      setGain: (gain, rampSec) => {
        if (hasStopped) return;
        rampParam(ctx, gainNode.gain, clampGain(gain), ctx.currentTime + Math.max(0, rampSec));
      },
      stop: (fadeOutSec = 0) => {
        hasStopped = true;
        if (!source) {
          gainNode.disconnect();
          return;
        }
        if (fadeOutSec <= 0) {
          stopSource(source);
          return;
        }
        const endTime = ctx.currentTime + fadeOutSec;
        rampParam(ctx, gainNode.gain, 0, endTime);
        stopAt(source, endTime);
      },
    };
  }

  /**
   * Estimated memory held by decoded sounds, in bytes (32-bit float samples); heads are not counted
   * (under 1 MB each, and let go when their sound is decoded).
   */
  estimateDecodedBytes(): number {
    let bytes = 0;
    for (const buffer of this.#buffers.values())
      bytes += buffer.length * buffer.numberOfChannels * 4;
    return bytes;
  }

  #setStatus(id: string, status: AudioLoadStatus): void {
    this.#statuses.set(id, status);
    for (const listener of [...this.#listeners]) listener();
  }

  async #fetchAndDecode(
    id: string,
    urls: readonly string[],
    sampleRateHz: number | undefined,
    isDeferred: boolean,
  ): Promise<void> {
    this.#setStatus(id, 'loading');
    for (const [index, url] of urls.entries()) {
      try {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const bytes = await response.arrayBuffer();
        if (isDeferred) {
          this.#encoded.set(id, { bytes, url, rest: urls.slice(index + 1), sampleRateHz });
          this.#streamUrls.set(id, url);
          this.#setStatus(id, 'loaded');
          return;
        }
        await this.#decodeWithinLimit(id, bytes, sampleRateHz);
        return;
      } catch (error) {
        console.warn(`audio: could not load "${id}" from ${url}`, error);
      }
    }
    this.#fail(id);
  }

  /** Decodes `bytes` into the sound `id`; throws if it does not decode within the time limit. */
  async #decodeWithinLimit(
    id: string,
    bytes: ArrayBuffer,
    sampleRateHz: number | undefined,
  ): Promise<void> {
    const decoding = this.#decode(bytes, sampleRateHz);
    const buffer = await withinTimeLimit(decoding, DECODE_TIME_LIMIT_MS);
    if (buffer === null) {
      // why: a late decode still counts, so a slow device only ever waits, never loses the sound
      decoding.then(
        (late) => {
          this.#accept(id, late);
        },
        () => undefined,
      );
      throw new Error(`decoding took over ${DECODE_TIME_LIMIT_MS} ms`);
    }
    this.#accept(id, buffer);
  }

  /**
   * Starts the decode of a sound fetched for its first play, once; the other formats if it fails.
   * why no time limit here: the sound is already 'loaded' and a loop streams meanwhile, so a slow decode
   * only delays the handover (and a paused test clock passing the limit must not make it 'loading').
   */
  #decodeEncoded(id: string): void {
    const encoded = this.#encoded.get(id);
    if (!encoded) return;
    this.#encoded.delete(id);
    this.#decoding.add(id);
    this.#decode(encoded.bytes, encoded.sampleRateHz).then(
      (buffer) => {
        this.#decoding.delete(id);
        this.#accept(id, buffer);
      },
      (error: unknown) => {
        this.#decoding.delete(id);
        console.warn(`audio: could not decode "${id}" from ${encoded.url}`, error);
        this.#loads.set(id, this.#fetchAndDecode(id, encoded.rest, encoded.sampleRateHz, false));
      },
    );
  }

  /** Whether a sound was fetched for a decode at its first play that has not finished. */
  #isDeferred(id: string): boolean {
    return this.#encoded.has(id) || this.#decoding.has(id);
  }

  #fail(id: string): void {
    // why: a later load() may retry (e.g. after coming back online)
    this.#loads.delete(id);
    this.#waiting.delete(id);
    this.#setStatus(id, 'failed');
  }

  #blendSeamOnce(buffer: AudioBuffer, startFrame: number, endFrame: number): void {
    if (this.#blended.has(buffer)) return;
    this.#blended.add(buffer);
    const channels = Array.from({ length: buffer.numberOfChannels }, (_, channel) =>
      buffer.getChannelData(channel),
    );
    blendLoopSeam(channels, startFrame, endFrame, Math.round(SEAM_BLEND_SEC * buffer.sampleRate));
  }

  #accept(id: string, buffer: AudioBuffer): void {
    if (this.#buffers.has(id)) return;
    this.#buffers.set(id, buffer);
    this.#handOver(id, buffer);
    this.#heads.delete(id);
    const waiting = this.#waiting.get(id) ?? [];
    this.#waiting.delete(id);
    for (const begin of waiting) begin(buffer);
    if (this.getStatus(id) !== 'loaded') this.#setStatus(id, 'loaded');
  }

  #decode(data: ArrayBuffer, sampleRateHz: number | undefined): Promise<AudioBuffer> {
    const live = this.#engine.context;
    if (live && sampleRateHz === undefined) return live.decodeAudioData(data);
    // why: decoding needs a context, but the real one may only be created in a gesture; an offline
    // context also resamples to the asked rate while decoding. It is kept (one per rate): a decode
    // whose context is garbage collected may never settle.
    const rate = sampleRateHz ?? DECODE_SAMPLE_RATE_HZ;
    let offline = this.#decoders.get(rate);
    if (!offline) {
      offline = new OfflineAudioContext(1, 1, rate);
      this.#decoders.set(rate, offline);
    }
    return offline.decodeAudioData(data);
  }
}

/** Resolves with what `promise` gives, or null if it has not settled within `ms`; rejects as it does. */
function withinTimeLimit<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      resolve(null);
    }, ms);
  });
  return Promise.race([promise, limit]).finally(() => {
    clearTimeout(timer);
  });
}

let bank: SoundBank | null = null;

/** Returns the site's single sound bank, over the site's audio engine. */
export function getSoundBank(): SoundBank {
  bank ??= new SoundBank();
  return bank;
}

/**
 * Loads the sounds a tool plays only once a session runs (decoded then, not while the page opens),
 * starting a task later: a tool asks for them as it mounts, and their fetches (several ms each on a
 * phone) would lengthen the task that hydrates it (docs/architecture.md#after-hydration). Until the
 * load starts a sound is 'idle', which a page shows as loading (`useAudioStatus`).
 */
export function loadSessionSounds(
  sounds: readonly { readonly id: string; readonly sources: AudioSources }[],
  bank: SoundBank = getSoundBank(),
): Promise<void> {
  return yieldToMain().then(async () => {
    await Promise.all(
      sounds.map((sound) => bank.load(sound.id, sound.sources, { decode: 'when-played' })),
    );
  });
}
