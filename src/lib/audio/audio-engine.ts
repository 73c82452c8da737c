/**
 * The one Web Audio engine of the site: the AudioContext, the master volume and mute, and tones
 * (chimes, phase cues). Recorded sounds (loops, one-shots) play through the sound bank over this engine
 * (sound-bank.ts), which only the tools that play them load.
 *
 * How to use it
 * - Call `getAudioEngine().unlock()` from every gesture that starts sound (Start, Play, Unmute). The first
 *   call creates the site's single AudioContext; later calls are cheap and resume a suspended context.
 *   Nothing is created before a gesture, so server rendering and page load never touch Web Audio.
 * - Every play method is a no-op returning null until `unlock()` has run.
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

/** Something playing that can be stopped early. */
export interface PlaybackHandle {
  /** Stops it (now, or after a linear fade of `fadeOutSec`) and frees its nodes. */
  stop(fadeOutSec?: number): void;
}

/** Gain treated as silence; exponential ramps cannot reach 0. */
export const SILENT_GAIN = 0.0001;
/** Ramp used when master volume or mute changes, in seconds (avoids clicks). */
export const MASTER_RAMP_SEC = 0.03;
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

/** A gain clamped to 0..1. */
export function clampGain(gain: number): number {
  return Math.min(1, Math.max(0, gain));
}

/** Ramps `param` linearly from its current value to `value`, ending at `endTime` on `ctx`'s clock. */
export function rampParam(
  ctx: BaseAudioContext,
  param: AudioParam,
  value: number,
  endTime: number,
): void {
  param.cancelScheduledValues(ctx.currentTime);
  param.setValueAtTime(param.value, ctx.currentTime);
  param.linearRampToValueAtTime(value, endTime);
}

/** Stops a source now and frees it. */
export function stopSource(source: AudioScheduledSourceNode): void {
  try {
    source.stop();
  } catch {
    // why: stopping a source that already ended throws in some browsers
  }
  source.disconnect();
}

/** The site's Web Audio engine; use the `getAudioEngine()` singleton. */
export class AudioEngine {
  #ctx: AudioContext | null = null;
  #master: GainNode | null = null;
  /** `unlock()` has run: the context may be resumed and played into. */
  #isUnlocked = false;
  #isMuted = false;
  #masterVolume = 1;
  /** Send the mix through a media element (see the module comment). */
  #prefersMediaOutput = false;
  /** The media element the mix plays through, once routed. */
  #mediaElement: HTMLAudioElement | null = null;

  /** The AudioContext, or null before the first `unlock()`. */
  get context(): AudioContext | null {
    return this.#isUnlocked ? this.#ctx : null;
  }

  /** The master gain everything plays into (volume and mute), or null before the first `unlock()`. */
  get output(): GainNode | null {
    return this.#isUnlocked ? this.#master : null;
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
    this.#isUnlocked = ctx !== null;
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
    const ctx = this.context;
    const master = this.output;
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
    return { stop: () => stopSource(osc) };
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
    const ctx = this.context;
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
    rampParam(
      this.#ctx,
      this.#master.gain,
      this.#getMasterTarget(),
      this.#ctx.currentTime + Math.max(0, rampSec),
    );
  }
}

let engine: AudioEngine | null = null;

/** Returns the site's single audio engine. */
export function getAudioEngine(): AudioEngine {
  engine ??= new AudioEngine();
  return engine;
}
