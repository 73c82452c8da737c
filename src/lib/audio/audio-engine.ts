/**
 * The one Web Audio engine of the site: tones (chimes, bowls) and recorded sounds (loops, one-shots).
 *
 * How to use it
 * - Call `getAudioEngine().unlock()` from every gesture that starts sound (Start, Play, Unmute). The first
 *   call creates the site's single AudioContext; later calls are cheap and resume a suspended context.
 *   Nothing is created before a gesture, so server rendering and page load never touch Web Audio.
 * - `load()` may run before the first gesture (it decodes without a live context) so sounds are ready.
 * - Every play method is a no-op returning false/null until `unlock()` has run.
 *
 * Phones, iOS in particular
 * - Autoplay: iOS Safari only starts audio inside a user gesture, so `unlock()` resumes the context and
 *   plays a one-sample silent buffer in that gesture, which unlocks older iOS versions too.
 * - Interruptions: a call, Siri or another app moves the context to 'interrupted' (iOS) or 'suspended'.
 *   We listen to `statechange`, and resume when the page is visible again and on the next `unlock()`.
 * - The ring/silent switch: iOS plays Web Audio in the "ambient" audio session, which the silent switch
 *   mutes, unless the page also plays through a media element. Where Safari offers it (16.4+),
 *   `unlock()` sets `navigator.audioSession.type = 'playback'`, so the sounds the visitor asked for play
 *   with the switch on silent, like any media app. On older iOS the switch still mutes the site's sounds;
 *   the sound tools say so in their help text.
 * - Lock screen and headset controls: phones show them for media elements, not for Web Audio. A sound
 *   tool (rain, mixer, bowl) calls `preferMediaOutput()`; the next `unlock()` then sends the master
 *   mix through a MediaStream into one <audio> element, so the platform treats the page as a media
 *   player and the Media Session (media-session.ts) controls it. Tools of short tones (breathing) keep
 *   the direct path, which has no added latency. If the element cannot play, the direct path is kept.
 */

import { blendLoopSeam, SEAM_BLEND_SEC } from './loop-seam';

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

/** A synthesised tone. */
export interface ToneOptions {
  /** Pitch in Hz. */
  readonly frequency: number;
  /** Total length in seconds, release included. */
  readonly durationSec: number;
  /** Peak gain, 0..1. */
  readonly gain?: number;
  /** Oscillator waveform. */
  readonly type?: OscillatorType;
  /** Linear fade-in in seconds. */
  readonly attackSec?: number;
  /** Exponential fade-out in seconds before the end; defaults to the whole tone after the attack. */
  readonly releaseSec?: number;
  /** Delay before the tone starts, in seconds on the audio clock. */
  readonly delaySec?: number;
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
}

/** Something playing that can be stopped early. */
export interface PlaybackHandle {
  /** Stops it (now, or after a linear fade of `fadeOutSec`) and frees its nodes. */
  stop(fadeOutSec?: number): void;
}

/** A recorded sound playing once: it can also follow a volume change while it plays. */
export interface SoundHandle extends PlaybackHandle {
  /** Ramps its gain linearly to `gain` (0..1) over `rampSec`; nothing once it has stopped. */
  setGain(gain: number, rampSec: number): void;
}

/** Gain treated as silence; exponential ramps cannot reach 0. */
export const SILENT_GAIN = 0.0001;
/** Ramp used when master volume or mute changes, in seconds (avoids clicks). */
export const MASTER_RAMP_SEC = 0.03;
/** Sample rate used to decode sounds loaded before the first gesture, in Hz. */
export const DECODE_SAMPLE_RATE_HZ = 48_000;
/**
 * How long a file that has arrived may take to decode before it counts as failed, in ms (spec 2 §8: the
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

interface LoopEntry {
  readonly source: AudioBufferSourceNode;
  readonly gainNode: GainNode;
}

interface AudioSessionNavigator {
  readonly audioSession?: { type: string };
}

type AudioContextConstructor = new () => AudioContext;

function getAudioContextConstructor(): AudioContextConstructor | null {
  const scope = globalThis as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

function isPageVisible(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'visible';
}

function clampGain(gain: number): number {
  return Math.min(1, Math.max(0, gain));
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

/** The site's Web Audio engine; use the `getAudioEngine()` singleton. */
export class AudioEngine {
  #ctx: AudioContext | null = null;
  #master: GainNode | null = null;
  #isMuted = false;
  #masterVolume = 1;
  readonly #buffers = new Map<string, AudioBuffer>();
  readonly #loads = new Map<string, Promise<void>>();
  readonly #statuses = new Map<string, AudioLoadStatus>();
  readonly #listeners = new Set<() => void>();
  readonly #loops = new Map<string, LoopEntry>();
  /** Buffers whose loop seam has been blended (see loop-seam.ts). */
  readonly #blended = new WeakSet<AudioBuffer>();
  /** One decoding context per sample rate, held so a decode in flight is never garbage collected. */
  readonly #decoders = new Map<number, OfflineAudioContext>();
  /** Send the mix through a media element (see the module comment). */
  #prefersMediaOutput = false;
  /** The media element the mix plays through, once routed. */
  #mediaElement: HTMLAudioElement | null = null;

  /** The AudioContext, or null before the first `unlock()`. */
  get context(): AudioContext | null {
    return this.#ctx;
  }

  /**
   * Asks for the mix to play through a media element from the next `unlock()` on, so phones show lock
   * screen and headset controls (sound tools call it once at mount).
   */
  preferMediaOutput(): void {
    this.#prefersMediaOutput = true;
  }

  /** Whether the mix plays through a media element now. */
  get isMediaOutput(): boolean {
    return this.#mediaElement !== null;
  }

  /** Creates (once) and resumes the AudioContext; call from a user gesture. Never throws. */
  unlock(): Promise<void> {
    const ctx = this.#ctx ?? this.#createContext();
    if (ctx && this.#prefersMediaOutput && !this.#mediaElement) this.#routeToMediaElement(ctx);
    if (!ctx || ctx.state === 'running' || ctx.state === 'closed') return Promise.resolve();
    try {
      // why: iOS unlocks Web Audio only when something plays inside the gesture
      const silence = ctx.createBufferSource();
      silence.buffer = ctx.createBuffer(1, 1, ctx.sampleRate);
      silence.connect(ctx.destination);
      silence.start(0);
    } catch (error) {
      console.warn('audio: could not play the unlock buffer', error);
    }
    return this.#resume();
  }

  /** Mutes or unmutes everything the engine plays. */
  setMuted(isMuted: boolean): void {
    this.#isMuted = isMuted;
    this.#applyMasterGain();
  }

  /** Sets the master volume, 0..1, ramping over `rampSec` (default MASTER_RAMP_SEC; a long fade-out). */
  setMasterVolume(volume: number, rampSec: number = MASTER_RAMP_SEC): void {
    this.#masterVolume = clampGain(volume);
    this.#applyMasterGain(rampSec);
  }

  /** Plays a tone on the audio clock with a linear attack and an exponential release; null if locked. */
  playTone(options: ToneOptions): PlaybackHandle | null {
    const ctx = this.#ctx;
    const master = this.#master;
    if (!ctx || !master) return null;
    const { frequency, durationSec, type = 'sine', delaySec = 0 } = options;
    const peakGain = Math.max(SILENT_GAIN, clampGain(options.gain ?? 0.3));
    const attackSec = Math.min(Math.max(0, options.attackSec ?? 0.02), durationSec);
    const releaseSec = Math.min(
      Math.max(0, options.releaseSec ?? durationSec - attackSec),
      durationSec - attackSec,
    );
    const startTime = ctx.currentTime + Math.max(0, delaySec);
    const endTime = startTime + durationSec;

    const osc = ctx.createOscillator();
    const envelope = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(frequency, startTime);
    envelope.gain.setValueAtTime(0, startTime);
    envelope.gain.linearRampToValueAtTime(peakGain, startTime + attackSec);
    envelope.gain.setValueAtTime(peakGain, endTime - releaseSec);
    envelope.gain.exponentialRampToValueAtTime(SILENT_GAIN, endTime);
    osc.connect(envelope);
    envelope.connect(master);
    osc.addEventListener('ended', () => {
      osc.disconnect();
      envelope.disconnect();
    });
    osc.start(startTime);
    osc.stop(endTime);
    return { stop: () => this.#stopSource(osc) };
  }

  /** Fetches and decodes a sound once (concurrent calls share the work); never rejects. */
  load(id: string, sources: AudioSources, options: LoadOptions = {}): Promise<void> {
    const pending = this.#loads.get(id);
    if (pending) return pending;
    const promise = this.#fetchAndDecode(
      id,
      orderSources(sources, canPlayTypeInDocument),
      options.sampleRateHz,
    );
    this.#loads.set(id, promise);
    return promise;
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

  /** Starts a gapless loop of a loaded sound with a fade-in; false if locked or not loaded. */
  playLoop(id: string, options: LoopOptions): boolean {
    const existing = this.#loops.get(id);
    if (existing) {
      this.setLoopGain(id, options.gain, options.fadeInSec);
      return true;
    }
    const ctx = this.#ctx;
    const buffer = this.#buffers.get(id);
    if (!ctx || !this.#master || !buffer) return false;
    const source = ctx.createBufferSource();
    let offsetSec = 0;
    if (options.loopStartSec !== undefined && options.loopEndSec !== undefined) {
      // why: loop on whole frames of the decoded buffer (the mixer decodes at half the files' rate,
      // where a bound can fall between frames), so the blended seam is exactly where playback wraps
      const startFrame = Math.round(options.loopStartSec * buffer.sampleRate);
      const endFrame = Math.round(options.loopEndSec * buffer.sampleRate);
      this.#blendSeamOnce(buffer, startFrame, endFrame);
      source.loopStart = startFrame / buffer.sampleRate;
      source.loopEnd = endFrame / buffer.sampleRate;
      // the padding before the loop is only there for the codec: start in the loop itself
      offsetSec = source.loopStart;
    }
    source.buffer = buffer;
    source.loop = true;
    const gainNode = ctx.createGain();
    const now = ctx.currentTime;
    gainNode.gain.setValueAtTime(0, now);
    gainNode.gain.linearRampToValueAtTime(clampGain(options.gain), now + options.fadeInSec);
    source.connect(gainNode);
    gainNode.connect(this.#master);
    source.addEventListener('ended', () => {
      source.disconnect();
      gainNode.disconnect();
    });
    source.start(now, offsetSec);
    this.#loops.set(id, { source, gainNode });
    return true;
  }

  /** Fades a loop out and stops it; unknown ids are ignored. */
  stopLoop(id: string, options: { readonly fadeOutSec: number }): void {
    const entry = this.#loops.get(id);
    const ctx = this.#ctx;
    if (!entry || !ctx) return;
    this.#loops.delete(id);
    const endTime = ctx.currentTime + Math.max(0, options.fadeOutSec);
    this.#rampParam(entry.gainNode.gain, 0, endTime);
    try {
      entry.source.stop(endTime);
    } catch {
      // why: a source that already stopped throws; it is gone either way
    }
  }

  /** Ramps a playing loop's gain to `gain` over `rampSec`. */
  setLoopGain(id: string, gain: number, rampSec: number): void {
    const entry = this.#loops.get(id);
    if (!entry || !this.#ctx) return;
    this.#rampParam(
      entry.gainNode.gain,
      clampGain(gain),
      this.#ctx.currentTime + Math.max(0, rampSec),
    );
  }

  /** Whether a loop of this sound is playing (not fading out). */
  isLoopPlaying(id: string): boolean {
    return this.#loops.has(id);
  }

  /** Plays a loaded sound once; null if locked or not loaded. */
  playOnce(id: string, options: PlayOnceOptions): SoundHandle | null {
    const ctx = this.#ctx;
    const buffer = this.#buffers.get(id);
    if (!ctx || !this.#master || !buffer) return null;
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    const gainNode = ctx.createGain();
    gainNode.gain.setValueAtTime(clampGain(options.gain), ctx.currentTime);
    source.connect(gainNode);
    gainNode.connect(this.#master);
    source.addEventListener('ended', () => {
      source.disconnect();
      gainNode.disconnect();
    });
    source.start(ctx.currentTime, options.offsetSec ?? 0);
    let hasStopped = false;
    source.addEventListener('ended', () => {
      hasStopped = true;
    });
    return {
      setGain: (gain, rampSec) => {
        if (hasStopped) return;
        this.#rampParam(gainNode.gain, clampGain(gain), ctx.currentTime + Math.max(0, rampSec));
      },
      stop: (fadeOutSec = 0) => {
        hasStopped = true;
        if (fadeOutSec <= 0) {
          this.#stopSource(source);
          return;
        }
        const endTime = ctx.currentTime + fadeOutSec;
        this.#rampParam(gainNode.gain, 0, endTime);
        try {
          source.stop(endTime);
        } catch {
          // why: a source that already ended throws; it is gone either way
        }
      },
    };
  }

  /** Estimated memory held by decoded sounds, in bytes (32-bit float samples). */
  estimateDecodedBytes(): number {
    let bytes = 0;
    for (const buffer of this.#buffers.values())
      bytes += buffer.length * buffer.numberOfChannels * 4;
    return bytes;
  }

  #createContext(): AudioContext | null {
    const AudioContextClass = getAudioContextConstructor();
    if (!AudioContextClass) return null;
    let ctx: AudioContext;
    try {
      ctx = new AudioContextClass();
    } catch (error) {
      console.warn('audio: Web Audio is not available', error);
      return null;
    }
    const navigatorWithSession = (
      typeof navigator === 'undefined' ? {} : navigator
    ) as AudioSessionNavigator;
    if (navigatorWithSession.audioSession) navigatorWithSession.audioSession.type = 'playback';
    this.#ctx = ctx;
    this.#master = ctx.createGain();
    this.#master.gain.value = this.#getMasterTarget();
    this.#master.connect(ctx.destination);
    // why: iOS reports 'interrupted' during a call or Siri and resuming then fails; when it ends the
    // context may be left 'suspended', so resume then, or when the page is visible again
    ctx.addEventListener('statechange', () => {
      if (ctx.state === 'suspended' && isPageVisible()) void this.#resume();
    });
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', () => {
        if (isPageVisible()) void this.#resume();
      });
    }
    return ctx;
  }

  /** Sends the master mix through a MediaStream into an <audio> element; call in a gesture. */
  #routeToMediaElement(ctx: AudioContext): void {
    const master = this.#master;
    if (!master || typeof document === 'undefined' || !('createMediaStreamDestination' in ctx))
      return;
    let element: HTMLAudioElement;
    let stream: MediaStreamAudioDestinationNode;
    try {
      stream = ctx.createMediaStreamDestination();
      element = document.createElement('audio');
      element.srcObject = stream.stream;
    } catch (error) {
      console.warn('audio: media output is not available', error);
      return;
    }
    master.connect(stream);
    master.disconnect(ctx.destination);
    this.#mediaElement = element;
    // why in the same gesture: a media element may only start playing inside one
    element.play().catch((error: unknown) => {
      console.warn('audio: media output could not start; playing directly', error);
      master.disconnect(stream);
      master.connect(ctx.destination);
      this.#mediaElement = null;
    });
  }

  #resume(): Promise<void> {
    const ctx = this.#ctx;
    if (!ctx || ctx.state === 'running' || ctx.state === 'closed') return Promise.resolve();
    try {
      return ctx.resume().catch((error: unknown) => {
        console.warn('audio: could not resume', error);
      });
    } catch (error) {
      console.warn('audio: could not resume', error);
      return Promise.resolve();
    }
  }

  #getMasterTarget(): number {
    return this.#isMuted ? 0 : this.#masterVolume;
  }

  #applyMasterGain(rampSec: number = MASTER_RAMP_SEC): void {
    if (!this.#ctx || !this.#master) return;
    this.#rampParam(
      this.#master.gain,
      this.#getMasterTarget(),
      this.#ctx.currentTime + Math.max(0, rampSec),
    );
  }

  /** Ramps `param` linearly from its current value to `value`, ending at `endTime`. */
  #rampParam(param: AudioParam, value: number, endTime: number): void {
    const now = this.#ctx?.currentTime ?? 0;
    param.cancelScheduledValues(now);
    param.setValueAtTime(param.value, now);
    param.linearRampToValueAtTime(value, endTime);
  }

  #stopSource(source: AudioScheduledSourceNode): void {
    try {
      source.stop();
    } catch {
      // why: stopping a source that already ended throws in some browsers
    }
    source.disconnect();
  }

  #setStatus(id: string, status: AudioLoadStatus): void {
    this.#statuses.set(id, status);
    for (const listener of [...this.#listeners]) listener();
  }

  async #fetchAndDecode(
    id: string,
    urls: readonly string[],
    sampleRateHz: number | undefined,
  ): Promise<void> {
    this.#setStatus(id, 'loading');
    for (const url of urls) {
      try {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const decoding = this.#decode(await response.arrayBuffer(), sampleRateHz);
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
        return;
      } catch (error) {
        console.warn(`audio: could not load "${id}" from ${url}`, error);
      }
    }
    if (urls.length === 0) console.warn(`audio: no source given for "${id}"`);
    // why: a later load() may retry (e.g. after coming back online)
    this.#loads.delete(id);
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
    this.#setStatus(id, 'loaded');
  }

  #decode(data: ArrayBuffer, sampleRateHz: number | undefined): Promise<AudioBuffer> {
    if (this.#ctx && sampleRateHz === undefined) return this.#ctx.decodeAudioData(data);
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

let engine: AudioEngine | null = null;

/** Returns the site's single audio engine. */
export function getAudioEngine(): AudioEngine {
  engine ??= new AudioEngine();
  return engine;
}
