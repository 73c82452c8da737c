/**
 * A hand-written fake of the Web Audio API for tests: it records created nodes, connections, scheduled
 * parameter values and start/stop times. Install with `vi.stubGlobal('AudioContext', FakeAudioContext)`.
 */

/** One scheduled change of an AudioParam. */
export interface ParamEvent {
  /** The AudioParam method that was called. */
  readonly kind:
    | 'setValueAtTime'
    | 'linearRampToValueAtTime'
    | 'exponentialRampToValueAtTime'
    | 'cancelScheduledValues';
  /** The target value (NaN for cancelScheduledValues). */
  readonly value: number;
  /** The audio-clock time in seconds. */
  readonly time: number;
}

/** Records the automation of one parameter. */
export class FakeAudioParam {
  /** The current value. */
  value: number;
  /** Every scheduled change, in call order. */
  readonly events: ParamEvent[] = [];

  constructor(value: number) {
    this.value = value;
  }

  /** Records a value set at a time. */
  setValueAtTime(value: number, time: number): this {
    this.events.push({ kind: 'setValueAtTime', value, time });
    return this;
  }

  /** Records a linear ramp. */
  linearRampToValueAtTime(value: number, time: number): this {
    this.events.push({ kind: 'linearRampToValueAtTime', value, time });
    return this;
  }

  /** Records an exponential ramp. */
  exponentialRampToValueAtTime(value: number, time: number): this {
    this.events.push({ kind: 'exponentialRampToValueAtTime', value, time });
    return this;
  }

  /** Records a cancellation. */
  cancelScheduledValues(time: number): this {
    this.events.push({ kind: 'cancelScheduledValues', value: Number.NaN, time });
    return this;
  }

  /** The last value scheduled, i.e. where the automation ends. */
  get finalValue(): number {
    const last = this.events.findLast((event) => event.kind !== 'cancelScheduledValues');
    return last?.value ?? this.value;
  }
}

/** A node that records its connections. */
export class FakeAudioNode extends EventTarget {
  /** Nodes this one is connected to. */
  readonly connections: FakeAudioNode[] = [];
  /** Whether disconnect() was called. */
  isDisconnected = false;

  /** Records a connection. */
  connect<T extends FakeAudioNode>(destination: T): T {
    this.connections.push(destination);
    return destination;
  }

  /** Records a disconnection. */
  disconnect(): void {
    this.isDisconnected = true;
    this.connections.length = 0;
  }
}

/** A gain node. */
export class FakeGainNode extends FakeAudioNode {
  /** The gain parameter. */
  readonly gain = new FakeAudioParam(1);
}

/** Shared start/stop bookkeeping of scheduled sources. */
export class FakeScheduledSource extends FakeAudioNode {
  /** Audio-clock start time, once started. */
  startTime: number | null = null;
  /** Offset passed to start(), in seconds. */
  startOffset: number | null = null;
  /** Audio-clock stop time, once stopped (0 = now). */
  stopTime: number | null = null;

  /** Records the start. */
  start(when = 0, offset?: number): void {
    this.startTime = when;
    this.startOffset = offset ?? null;
  }

  /** Records the stop. */
  stop(when = 0): void {
    this.stopTime = when;
  }

  /** Fires 'ended', as the browser does after the stop time. */
  end(): void {
    this.dispatchEvent(new Event('ended'));
  }
}

/** An oscillator. */
export class FakeOscillatorNode extends FakeScheduledSource {
  /** The waveform. */
  type: OscillatorType = 'sine';
  /** The frequency parameter. */
  readonly frequency = new FakeAudioParam(440);
}

/** A buffer source. */
export class FakeAudioBufferSourceNode extends FakeScheduledSource {
  /** The buffer to play. */
  buffer: FakeAudioBuffer | null = null;
  /** Whether it loops. */
  loop = false;
  /** Loop start in seconds. */
  loopStart = 0;
  /** Loop end in seconds. */
  loopEnd = 0;
}

/** A media element's output in the graph (the sound bank streams a loading file through one). */
export class FakeMediaElementAudioSourceNode extends FakeAudioNode {
  constructor(readonly mediaElement: HTMLMediaElement) {
    super();
  }
}

/** A decoded buffer. */
export class FakeAudioBuffer {
  readonly #channels: Float32Array[];

  constructor(
    /** Frames per channel. */
    readonly length: number,
    /** Channel count. */
    readonly numberOfChannels: number,
    /** Sample rate in Hz. */
    readonly sampleRate: number,
  ) {
    this.#channels = Array.from({ length: numberOfChannels }, () => new Float32Array(length));
  }

  /** Length in seconds, as in a real AudioBuffer. */
  get duration(): number {
    return this.length / this.sampleRate;
  }

  /** The samples of one channel, writable as in a real AudioBuffer. */
  getChannelData(channel: number): Float32Array {
    const data = this.#channels[channel];
    if (!data) throw new RangeError(`no channel ${channel}`);
    return data;
  }
}

/** Decodes that have not settled: text starting with "HANG"; `settle()` finishes one late. */
export const hangingDecodes: { settle: () => void }[] = [];

/**
 * Decodes fake bytes: text starting with "BAD" fails, text starting with "HANG" settles only when the
 * test calls its `settle()` (see hangingDecodes), anything else gives 2 channels of byteLength frames.
 */
function decodeFake(data: ArrayBuffer, sampleRate: number): Promise<FakeAudioBuffer> {
  const text = new TextDecoder().decode(data);
  if (text.startsWith('BAD'))
    return Promise.reject(new DOMException('Unable to decode', 'EncodingError'));
  const buffer = new FakeAudioBuffer(data.byteLength, 2, sampleRate);
  if (text.startsWith('HANG')) {
    return new Promise((resolve) => {
      hangingDecodes.push({ settle: () => resolve(buffer) });
    });
  }
  return Promise.resolve(buffer);
}

/** A recording AudioContext. */
export class FakeAudioContext extends EventTarget {
  /** Every context created, oldest first. */
  static readonly instances: FakeAudioContext[] = [];
  /** When true, resume() rejects (as outside a gesture or during an interruption). */
  static isResumeBlocked = false;

  /** The context state. */
  state: AudioContextState = 'suspended';
  /** The audio clock in seconds; tests move it. */
  currentTime = 0;
  /** The sample rate in Hz. */
  readonly sampleRate = 48_000;
  /** The output. */
  readonly destination = new FakeAudioNode();
  /** Every node created by this context, in order. */
  readonly nodes: FakeAudioNode[] = [];
  /** How many times resume() was called. */
  resumeCalls = 0;
  /** How many times decodeAudioData() was called. */
  decodeCalls = 0;

  constructor() {
    super();
    FakeAudioContext.instances.push(this);
  }

  /** Moves to a state and fires 'statechange'. */
  setState(state: AudioContextState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }

  /** Resumes unless blocked. */
  resume(): Promise<void> {
    this.resumeCalls += 1;
    if (FakeAudioContext.isResumeBlocked)
      return Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    this.setState('running');
    return Promise.resolve();
  }

  /** Creates a recording gain node. */
  createGain(): FakeGainNode {
    return this.#track(new FakeGainNode());
  }

  /** Creates a recording oscillator. */
  createOscillator(): FakeOscillatorNode {
    return this.#track(new FakeOscillatorNode());
  }

  /** Creates a recording buffer source. */
  createBufferSource(): FakeAudioBufferSourceNode {
    return this.#track(new FakeAudioBufferSourceNode());
  }

  /** Creates a recording media element source. */
  createMediaElementSource(element: HTMLMediaElement): FakeMediaElementAudioSourceNode {
    return this.#track(new FakeMediaElementAudioSourceNode(element));
  }

  /** Creates an empty buffer. */
  createBuffer(channels: number, length: number, sampleRate: number): FakeAudioBuffer {
    return new FakeAudioBuffer(length, channels, sampleRate);
  }

  /** Decodes fake bytes (see decodeFake). */
  decodeAudioData(data: ArrayBuffer): Promise<FakeAudioBuffer> {
    this.decodeCalls += 1;
    return decodeFake(data, this.sampleRate);
  }

  /** Nodes of one kind created by this context. */
  nodesOf<T extends FakeAudioNode>(kind: abstract new (...args: never[]) => T): T[] {
    return this.nodes.filter((node): node is T => node instanceof kind);
  }

  #track<T extends FakeAudioNode>(node: T): T {
    this.nodes.push(node);
    return node;
  }
}

/** A recording OfflineAudioContext, used by the engine to decode before the first gesture. */
export class FakeOfflineAudioContext {
  /** How many times decodeAudioData() was called on any offline context. */
  static decodeCalls = 0;
  /** How many offline contexts were created. */
  static created = 0;

  constructor(
    readonly numberOfChannels: number,
    readonly length: number,
    readonly sampleRate: number,
  ) {
    FakeOfflineAudioContext.created += 1;
  }

  /** Decodes fake bytes (see decodeFake). */
  decodeAudioData(data: ArrayBuffer): Promise<FakeAudioBuffer> {
    FakeOfflineAudioContext.decodeCalls += 1;
    return decodeFake(data, this.sampleRate);
  }
}

/** Clears the fakes' static records between tests. */
export function resetFakeWebAudio(): void {
  FakeAudioContext.instances.length = 0;
  FakeAudioContext.isResumeBlocked = false;
  FakeOfflineAudioContext.decodeCalls = 0;
  FakeOfflineAudioContext.created = 0;
  hangingDecodes.length = 0;
}

/** Unlocks `engine` and returns the fake context its unlock created (AudioContext must be stubbed). */
export async function unlockFake(engine: { unlock(): Promise<void> }): Promise<FakeAudioContext> {
  await engine.unlock();
  const ctx = FakeAudioContext.instances.at(-1);
  if (!ctx) throw new Error('no context');
  return ctx;
}

/** The master gain: the one gain node connected to the context's destination. */
export function masterGainOf(ctx: FakeAudioContext): FakeGainNode {
  const master = ctx
    .nodesOf(FakeGainNode)
    .find((node) => node.connections.includes(ctx.destination));
  if (!master) throw new Error('no master gain');
  return master;
}
