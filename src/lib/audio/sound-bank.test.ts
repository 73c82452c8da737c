// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AudioEngine } from './audio-engine';
import {
  DECODE_TIME_LIMIT_MS,
  HANDOVER_SEC,
  HEAD_TAIL_SEC,
  loadSessionSounds,
  orderSources,
  SoundBank,
  type AudioSources,
} from './sound-bank';
import {
  FakeAudioBufferSourceNode,
  FakeAudioContext,
  FakeGainNode,
  FakeMediaElementAudioSourceNode,
  FakeOfflineAudioContext,
  hangingDecodes,
  masterGainOf,
  resetFakeWebAudio,
  unlockFake,
} from './fake-web-audio';

const RAIN_WEBM = '/audio/rain.webm';
const RAIN_M4A = '/audio/rain.m4a';
const RAIN_MP3 = '/audio/rain.mp3';
const SOURCES: AudioSources = { webm: RAIN_WEBM, m4a: RAIN_M4A, mp3: RAIN_MP3 };

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let warn: ReturnType<typeof vi.spyOn>;

/** Serves `body` for every URL, or per-URL bodies; "BAD…" bodies fail to decode. */
function serve(bodies: Record<string, string | number> | string): void {
  fetchMock.mockImplementation((url: string) => {
    const body = typeof bodies === 'string' ? bodies : bodies[url];
    if (body === undefined) return Promise.reject(new TypeError('Failed to fetch'));
    if (typeof body === 'number') return Promise.resolve(new Response(null, { status: body }));
    return Promise.resolve(new Response(body));
  });
}

/** Makes canPlayType answer from a table of MIME types. */
function supportTypes(...mimeTypes: string[]): void {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type: string) =>
    mimeTypes.includes(type) ? 'probably' : '',
  );
}

/**
 * The gain a decoded loop fades in through when it takes over from a stream or a head at `at`, checked:
 * from 0 to 1 over HANDOVER_SEC.
 */
function handoverFadeOf(loop: FakeAudioBufferSourceNode | undefined, at: number): FakeGainNode {
  const fadeIn = loop?.connections[0] as FakeGainNode;
  expect(fadeIn.gain.events).toEqual([
    { kind: 'setValueAtTime', value: 0, time: at },
    { kind: 'linearRampToValueAtTime', value: 1, time: at + HANDOVER_SEC },
  ]);
  return fadeIn;
}

/** A bank over a new engine whose context is unlocked. */
async function createUnlockedBank(): Promise<{ bank: SoundBank; ctx: FakeAudioContext }> {
  const engine = new AudioEngine();
  return { bank: new SoundBank(engine), ctx: await unlockFake(engine) };
}

beforeEach(() => {
  resetFakeWebAudio();
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('OfflineAudioContext', FakeOfflineAudioContext);
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  supportTypes('audio/webm; codecs=opus', 'audio/mp4; codecs=mp4a.40.2', 'audio/mpeg');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('load', () => {
  it.each([
    [['audio/webm; codecs=opus', 'audio/mp4; codecs=mp4a.40.2', 'audio/mpeg'], SOURCES.webm],
    [['audio/mp4; codecs=mp4a.40.2', 'audio/mpeg'], SOURCES.m4a],
    [['audio/mpeg'], SOURCES.mp3],
    [[], SOURCES.mp3],
  ])('with support for %j fetches %s first', (types, expected) => {
    expect(orderSources(SOURCES, (type) => (types.includes(type) ? 'maybe' : ''))[0]).toBe(
      expected,
    );
  });

  it('fetches the preferred format the browser can play', async () => {
    supportTypes('audio/mp4; codecs=mp4a.40.2');
    serve('sound');
    const bank = new SoundBank(new AudioEngine());
    await bank.load('rain', SOURCES);
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(SOURCES.m4a);
    expect(bank.getStatus('rain')).toBe('loaded');
  });

  it('decodes without creating the AudioContext before the first gesture', async () => {
    serve('sound');
    const bank = new SoundBank(new AudioEngine());
    await bank.load('rain', SOURCES);
    expect(FakeAudioContext.instances).toHaveLength(0);
    expect(FakeOfflineAudioContext.decodeCalls).toBe(1);
  });

  it('decodes with the live context once unlocked', async () => {
    serve('sound');
    const { bank, ctx } = await createUnlockedBank();
    await bank.load('rain', SOURCES);
    expect(ctx.decodeCalls).toBe(1);
  });

  it('shares one fetch and decode between concurrent loads', async () => {
    serve('sound');
    const bank = new SoundBank(new AudioEngine());
    const first = bank.load('rain', SOURCES);
    const second = bank.load('rain', SOURCES);
    expect(second).toBe(first);
    await Promise.all([first, second]);
    await bank.load('rain', SOURCES);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(FakeOfflineAudioContext.decodeCalls).toBe(1);
  });

  it('reports loading then loaded to subscribers', async () => {
    serve('sound');
    const bank = new SoundBank(new AudioEngine());
    const seen: string[] = [];
    const unsubscribe = bank.subscribe(() => seen.push(bank.getStatus('rain')));
    expect(bank.getStatus('rain')).toBe('idle');
    const loading = bank.load('rain', SOURCES);
    expect(bank.getStatus('rain')).toBe('loading');
    await loading;
    unsubscribe();
    expect(seen).toEqual(['loading', 'loaded']);
  });

  it('marks a failed fetch as failed and warns, without rejecting', async () => {
    serve({});
    const bank = new SoundBank(new AudioEngine());
    await expect(bank.load('rain', { mp3: RAIN_MP3 })).resolves.toBeUndefined();
    expect(bank.getStatus('rain')).toBe('failed');
    expect(warn).toHaveBeenCalled();
  });

  it('marks an HTTP error or an undecodable file as failed after trying every format', async () => {
    serve({
      [RAIN_WEBM]: 'BAD bytes',
      [RAIN_M4A]: 404,
      [RAIN_MP3]: 'BAD too',
    });
    const bank = new SoundBank(new AudioEngine());
    await bank.load('rain', SOURCES);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      SOURCES.webm,
      SOURCES.m4a,
      SOURCES.mp3,
    ]);
    expect(bank.getStatus('rain')).toBe('failed');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('falls back to the next format when the preferred one does not decode', async () => {
    serve({ [RAIN_WEBM]: 'BAD opus', [RAIN_M4A]: 'aac' });
    const bank = new SoundBank(new AudioEngine());
    await bank.load('rain', SOURCES);
    expect(bank.getStatus('rain')).toBe('loaded');
  });

  it('can retry a failed load', async () => {
    serve({});
    const bank = new SoundBank(new AudioEngine());
    await bank.load('rain', SOURCES);
    serve('sound');
    await bank.load('rain', SOURCES);
    expect(bank.getStatus('rain')).toBe('loaded');
  });

  it('estimates decoded memory as frames x channels x 4 bytes', async () => {
    serve({ [RAIN_MP3]: '1234567890', '/bell.mp3': '12345' });
    const bank = new SoundBank(new AudioEngine());
    await bank.load('rain', { mp3: RAIN_MP3 });
    await bank.load('bell', { mp3: '/bell.mp3' });
    expect(bank.estimateDecodedBytes()).toBe((10 + 5) * 2 * 4);
  });

  it('counts a decode that does not settle within the time limit as failed, and a late one as loaded', async () => {
    vi.useFakeTimers();
    try {
      serve({ [RAIN_WEBM]: 'HANG opus', [RAIN_M4A]: 'HANG aac', [RAIN_MP3]: 'HANG mp3' });
      const bank = new SoundBank(new AudioEngine());
      const loading = bank.load('rain', SOURCES);
      await vi.advanceTimersByTimeAsync(DECODE_TIME_LIMIT_MS - 1);
      expect(bank.getStatus('rain')).toBe('loading');
      // each format gets the whole limit, then the next is tried
      await vi.advanceTimersByTimeAsync(3 * DECODE_TIME_LIMIT_MS);
      await loading;
      expect(bank.getStatus('rain')).toBe('failed');
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(String(warn.mock.calls[0]?.[1])).toContain(`over ${DECODE_TIME_LIMIT_MS} ms`);
      hangingDecodes[1]?.settle();
      await vi.advanceTimersByTimeAsync(0);
      expect(bank.getStatus('rain')).toBe('loaded');
      expect(bank.estimateDecodedBytes()).toBe('HANG aac'.length * 2 * 4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps one decoding context per sample rate', async () => {
    serve('sound');
    const bank = new SoundBank(new AudioEngine());
    await bank.load('rain', SOURCES, { sampleRateHz: 24_000 });
    await bank.load('wind', SOURCES, { sampleRateHz: 24_000 });
    await bank.load('bowl', SOURCES);
    expect(FakeOfflineAudioContext.decodeCalls).toBe(3);
    expect(FakeOfflineAudioContext.created).toBe(2);
  });

  it('decodes at the asked sample rate, even once unlocked, to bound memory', async () => {
    serve('sound');
    const { bank, ctx } = await createUnlockedBank();
    await bank.load('rain', SOURCES, { sampleRateHz: 24_000 });
    expect(ctx.decodeCalls).toBe(0);
    expect(FakeOfflineAudioContext.decodeCalls).toBe(1);
    bank.playLoop('rain', { gain: 1, fadeInSec: 0 });
    const source = ctx.nodesOf(FakeAudioBufferSourceNode).at(-1);
    expect(source?.buffer?.sampleRate).toBe(24_000);
  });
});

describe('loops and one-shots', () => {
  async function createLoadedBank() {
    serve('a sound of rain');
    const unlocked = await createUnlockedBank();
    await unlocked.bank.load('rain', SOURCES);
    return unlocked;
  }

  it('does not play a sound that is not loaded', async () => {
    const { bank } = await createUnlockedBank();
    expect(bank.playLoop('rain', { gain: 0.5, fadeInSec: 1 })).toBe(false);
    expect(bank.playOnce('rain', { gain: 0.5 })).toBeNull();
  });

  it('starts a gapless loop with the manifest loop points and a fade-in', async () => {
    const { bank, ctx } = await createLoadedBank();
    ctx.currentTime = 5;
    expect(
      bank.playLoop('rain', { gain: 0.4, fadeInSec: 2, loopStartSec: 0.5, loopEndSec: 9.5 }),
    ).toBe(true);
    const source = ctx.nodesOf(FakeAudioBufferSourceNode).at(-1);
    expect(source?.loop).toBe(true);
    expect(source?.loopStart).toBe(0.5);
    expect(source?.loopEnd).toBe(9.5);
    expect(source?.startTime).toBe(5);
    const gainNode = source?.connections[0] as FakeGainNode;
    expect(gainNode.gain.events).toEqual([
      { kind: 'setValueAtTime', value: 0, time: 5 },
      { kind: 'linearRampToValueAtTime', value: 0.4, time: 7 },
    ]);
    expect(gainNode.connections).toEqual([masterGainOf(ctx)]);
    expect(bank.isLoopPlaying('rain')).toBe(true);
  });

  it('blends the seam once, on whole frames, and starts inside the loop', async () => {
    // 'a sound of rain' decodes to 15 frames at 48 kHz; a loop of frames 3..8 (padding after it)
    const { bank, ctx } = await createLoadedBank();
    const loopStartSec = 3.4 / 48_000;
    const loopEndSec = 8.4 / 48_000;
    bank.playLoop('rain', { gain: 1, fadeInSec: 0, loopStartSec, loopEndSec });
    const source = ctx.nodesOf(FakeAudioBufferSourceNode).at(-1);
    expect(source?.loopStart).toBe(3 / 48_000);
    expect(source?.loopEnd).toBe(8 / 48_000);
    expect(source?.startOffset).toBe(3 / 48_000);
    const data = source?.buffer?.getChannelData(0);
    if (!data) throw new Error('no buffer');
    data.set([0, 0, 0, 0.1, 0.1, 0.1, 0.1, 0.1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    bank.stopLoop('rain', { fadeOutSec: 0 });
    bank.playLoop('rain', { gain: 1, fadeInSec: 0, loopStartSec, loopEndSec });
    // the samples were blended when the loop first played (all zero then), not again
    expect(data[3]).toBeCloseTo(0.1);
  });

  it('does not start a second source for a loop that is already playing', async () => {
    const { bank, ctx } = await createLoadedBank();
    bank.playLoop('rain', { gain: 0.4, fadeInSec: 1 });
    const count = ctx.nodesOf(FakeAudioBufferSourceNode).length;
    bank.playLoop('rain', { gain: 0.8, fadeInSec: 1 });
    expect(ctx.nodesOf(FakeAudioBufferSourceNode)).toHaveLength(count);
    const gainNode = ctx.nodesOf(FakeAudioBufferSourceNode).at(-1)?.connections[0] as FakeGainNode;
    expect(gainNode.gain.finalValue).toBe(0.8);
  });

  it('fades a loop out, stops it at the end of the fade and frees it when ended', async () => {
    const { bank, ctx } = await createLoadedBank();
    bank.playLoop('rain', { gain: 0.4, fadeInSec: 1 });
    ctx.currentTime = 20;
    bank.stopLoop('rain', { fadeOutSec: 3 });
    const source = ctx.nodesOf(FakeAudioBufferSourceNode).at(-1);
    const gainNode = source?.connections[0] as FakeGainNode;
    expect(gainNode.gain.events.at(-1)).toEqual({
      kind: 'linearRampToValueAtTime',
      value: 0,
      time: 23,
    });
    expect(source?.stopTime).toBe(23);
    expect(bank.isLoopPlaying('rain')).toBe(false);
    source?.end();
    expect(source?.isDisconnected).toBe(true);
    expect(gainNode.isDisconnected).toBe(true);
  });

  it('ramps a playing loop to a new gain', async () => {
    const { bank, ctx } = await createLoadedBank();
    bank.playLoop('rain', { gain: 0.4, fadeInSec: 1 });
    ctx.currentTime = 8;
    bank.setLoopGain('rain', 0.1, 0.5);
    const gainNode = ctx.nodesOf(FakeAudioBufferSourceNode).at(-1)?.connections[0] as FakeGainNode;
    expect(gainNode.gain.events.at(-1)).toEqual({
      kind: 'linearRampToValueAtTime',
      value: 0.1,
      time: 8.5,
    });
  });

  it('plays a sound once from an offset and stops it through its handle', async () => {
    const { bank, ctx } = await createLoadedBank();
    ctx.currentTime = 3;
    const handle = bank.playOnce('rain', { gain: 0.7, offsetSec: 1.5 });
    const source = ctx.nodesOf(FakeAudioBufferSourceNode).at(-1);
    expect(source?.loop).toBe(false);
    expect(source?.startTime).toBe(3);
    expect(source?.startOffset).toBe(1.5);
    handle?.stop();
    expect(source?.stopTime).toBe(0);
    expect(source?.isDisconnected).toBe(true);
  });

  it('ramps a playing one-shot to a new gain, and leaves a stopped one alone', async () => {
    const { bank, ctx } = await createLoadedBank();
    ctx.currentTime = 4;
    const handle = bank.playOnce('rain', { gain: 0.7 });
    const source = ctx.nodesOf(FakeAudioBufferSourceNode).at(-1);
    const gain = ctx.nodesOf(FakeGainNode).at(-1);
    ctx.currentTime = 6;
    handle?.setGain(0.2, 0.05);
    expect(gain?.gain.events.at(-1)).toEqual({
      kind: 'linearRampToValueAtTime',
      value: 0.2,
      time: 6.05,
    });
    handle?.setGain(3, 0);
    expect(gain?.gain.finalValue).toBe(1);
    const count = gain?.gain.events.length;
    source?.end();
    handle?.setGain(0.5, 0.05);
    expect(gain?.gain.events).toHaveLength(count ?? 0);
  });

  it('fades a one-shot out through its handle instead of cutting it', async () => {
    const { bank, ctx } = await createLoadedBank();
    ctx.currentTime = 2;
    const handle = bank.playOnce('rain', { gain: 0.5 });
    const source = ctx.nodesOf(FakeAudioBufferSourceNode).at(-1);
    const gain = ctx.nodesOf(FakeGainNode).at(-1);
    handle?.stop(0.3);
    expect(gain?.gain.finalValue).toBe(0);
    expect(source?.stopTime).toBeCloseTo(2.3);
    expect(source?.isDisconnected).toBe(false);
  });
});

describe('a loop streamed while its sound loads (issue 27: the first tap is heard before the decode)', () => {
  /** A bank whose fetch of the rain file waits until `arrive()` is called. */
  async function createLoadingBank() {
    let arrive = (): void => undefined;
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          arrive = () => {
            resolve(new Response('a sound of rain'));
          };
        }),
    );
    const unlocked = await createUnlockedBank();
    const loading = unlocked.bank.load('rain', SOURCES);
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    return { ...unlocked, loading, arrive: () => arrive() };
  }

  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });

  it('does not stream unless asked: a loading sound then does not play', async () => {
    const { bank, ctx } = await createLoadingBank();
    expect(bank.playLoop('rain', { gain: 0.5, fadeInSec: 0.05 })).toBe(false);
    expect(ctx.nodesOf(FakeMediaElementAudioSourceNode)).toHaveLength(0);
  });

  it('plays the preferred file as it arrives, looped, into the loop channel with its fade-in', async () => {
    const { bank, ctx } = await createLoadingBank();
    ctx.currentTime = 2;
    expect(bank.playLoop('rain', { gain: 0.5, fadeInSec: 0.05, streamWhileLoading: true })).toBe(
      true,
    );
    const [stream] = ctx.nodesOf(FakeMediaElementAudioSourceNode);
    expect(stream?.mediaElement.getAttribute('src')).toBe(RAIN_WEBM);
    expect(stream?.mediaElement.loop).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    const fade = stream?.connections[0] as FakeGainNode;
    const channel = fade.connections[0] as FakeGainNode;
    expect(channel.gain.events).toEqual([
      { kind: 'setValueAtTime', value: 0, time: 2 },
      { kind: 'linearRampToValueAtTime', value: 0.5, time: 2.05 },
    ]);
    expect(channel.connections).toEqual([masterGainOf(ctx)]);
    expect(bank.isLoopPlaying('rain')).toBe(true);
    // nothing decoded plays yet (the one buffer source is the engine's silent unlock)
    expect(ctx.nodesOf(FakeAudioBufferSourceNode).filter((node) => node.loop)).toHaveLength(0);
  });

  it('hands over to the decoded loop at the point the stream has reached, crossfading, then lets the file go', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { bank, ctx, loading, arrive } = await createLoadingBank();
      bank.playLoop('rain', { gain: 0.5, fadeInSec: 0.05, streamWhileLoading: true });
      const [stream] = ctx.nodesOf(FakeMediaElementAudioSourceNode);
      if (!stream) throw new Error('no stream');
      Object.defineProperty(stream.mediaElement, 'currentTime', { value: 0.0002 });
      ctx.currentTime = 4;
      arrive();
      await loading;
      const source = ctx.nodesOf(FakeAudioBufferSourceNode).at(-1);
      expect(source?.loop).toBe(true);
      expect(source?.startTime).toBe(4);
      expect(source?.startOffset).toBe(0.0002);
      // the decoded loop fades in over the handover while the stream fades out over the same span
      const fadeIn = handoverFadeOf(source, 4);
      const streamFade = stream.connections[0] as FakeGainNode;
      expect(streamFade.gain.finalValue).toBe(0);
      expect(fadeIn.connections[0]).toBe(streamFade.connections[0]);
      expect(HTMLMediaElement.prototype.pause).not.toHaveBeenCalled();
      vi.advanceTimersByTime(HANDOVER_SEC * 1000 + 50);
      expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
      expect(stream.mediaElement.hasAttribute('src')).toBe(false);
      expect(stream.isDisconnected).toBe(true);
      expect(bank.isLoopPlaying('rain')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops a stream turned off before the decode, and starts no loop when the sound arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { bank, ctx, loading, arrive } = await createLoadingBank();
      bank.playLoop('rain', { gain: 0.5, fadeInSec: 0.05, streamWhileLoading: true });
      const [stream] = ctx.nodesOf(FakeMediaElementAudioSourceNode);
      bank.stopLoop('rain', { fadeOutSec: 0.05 });
      expect(bank.isLoopPlaying('rain')).toBe(false);
      vi.advanceTimersByTime(100);
      expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
      expect(stream?.isDisconnected).toBe(true);
      arrive();
      await loading;
      expect(ctx.nodesOf(FakeAudioBufferSourceNode).filter((node) => node.loop)).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a loop's head (loadHead, issue 27: a cold tap starts from memory while the file loads)", () => {
  const HEAD_SOURCES: AudioSources = {
    webm: '/audio/heads/rain.webm',
    m4a: '/audio/heads/rain.m4a',
    mp3: '/audio/heads/rain.mp3',
  };
  /** A head file of 4 s at the mixer's rate in the fake decoder (a frame per byte). */
  const HEAD_FRAMES = 96_000;
  /** The mixer's decode rate, the head's as the whole sound's. */
  const HEAD_RATE_HZ = 24_000;
  const LOOP = { gain: 0.5, fadeInSec: 0.05, loopStartSec: 0.1, loopEndSec: 4.9 };

  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });

  /** Serves the head at once and holds the whole file (5 s) until `arrive()`. */
  async function createBankWithHead() {
    let arrive = (): void => undefined;
    fetchMock.mockImplementation((url: string) => {
      if (url.startsWith('/audio/heads/'))
        return Promise.resolve(new Response('x'.repeat(HEAD_FRAMES)));
      return new Promise<Response>((resolve) => {
        arrive = () => {
          resolve(new Response('x'.repeat(120_000)));
        };
      });
    });
    const unlocked = await createUnlockedBank();
    expect(await unlocked.bank.loadHead('rain', HEAD_SOURCES, HEAD_RATE_HZ)).toBe(true);
    const loading = unlocked.bank.load('rain', SOURCES, { sampleRateHz: 24_000 });
    return { ...unlocked, loading, arrive: () => arrive() };
  }

  /** The head's source: the one buffer source that does not loop and plays a decoded head. */
  function headSourceOf(ctx: FakeAudioContext) {
    const source = ctx
      .nodesOf(FakeAudioBufferSourceNode)
      .find((node) => !node.loop && node.buffer?.length === HEAD_FRAMES);
    if (!source) throw new Error('no head playing');
    return source;
  }

  it('fetches the head in the format the whole sound loads in, at low priority, and decodes it', async () => {
    serve('x'.repeat(HEAD_FRAMES));
    const bank = new SoundBank(new AudioEngine());
    expect(await bank.loadHead('rain', HEAD_SOURCES, HEAD_RATE_HZ)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/audio/heads/rain.webm', { priority: 'low' });
    // decoded once, at the asked rate
    expect(FakeOfflineAudioContext.decodeCalls).toBe(1);
    expect(FakeOfflineAudioContext.created).toBe(1);
    // a browser without Opus takes the AAC head, as it takes the AAC file
    supportTypes('audio/mp4; codecs=mp4a.40.2');
    const other = new SoundBank(new AudioEngine());
    expect(await other.loadHead('rain', HEAD_SOURCES, HEAD_RATE_HZ)).toBe(true);
    expect(fetchMock).toHaveBeenLastCalledWith('/audio/heads/rain.m4a', { priority: 'low' });
  });

  it('resolves false, without a warning, when the head cannot be fetched or decoded', async () => {
    const bank = new SoundBank(new AudioEngine());
    serve({});
    expect(await bank.loadHead('rain', HEAD_SOURCES, HEAD_RATE_HZ)).toBe(false);
    serve('BAD bytes');
    expect(await bank.loadHead('rain', HEAD_SOURCES, HEAD_RATE_HZ)).toBe(false);
    serve({ '/audio/heads/rain.webm': 404 });
    expect(await bank.loadHead('rain', HEAD_SOURCES, HEAD_RATE_HZ)).toBe(false);
    expect(bank.estimateDecodedBytes()).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a tap starts the head at once from the loop start; the stream stays silent until the head ends', async () => {
    const { bank, ctx } = await createBankWithHead();
    ctx.currentTime = 2;
    expect(bank.playLoop('rain', { ...LOOP, streamWhileLoading: true })).toBe(true);
    const head = headSourceOf(ctx);
    expect(head.startTime).toBe(2);
    expect(head.startOffset).toBe(0.1);
    // 4 s of head from 0.1 s, less its tail: it ends at 5.8 s, crossfading into the stream
    const endsAt = 2 + 4 - 0.1 - HEAD_TAIL_SEC;
    expect(head.stopTime).toBeCloseTo(endsAt, 9);
    const headFade = head.connections[0] as FakeGainNode;
    expect(headFade.gain.events.map((event) => [event.kind, event.value])).toEqual([
      ['setValueAtTime', 1],
      ['linearRampToValueAtTime', 0],
    ]);
    expect(headFade.gain.events[0]?.time).toBeCloseTo(endsAt - HANDOVER_SEC, 9);
    const [stream] = ctx.nodesOf(FakeMediaElementAudioSourceNode);
    const streamFade = stream?.connections[0] as FakeGainNode;
    expect(streamFade.gain.value).toBe(0);
    expect(streamFade.gain.events.map((event) => [event.kind, event.value])).toEqual([
      ['setValueAtTime', 0],
      ['linearRampToValueAtTime', 1],
    ]);
    expect(streamFade.gain.events[0]?.time).toBeCloseTo(endsAt - HANDOVER_SEC, 9);
    expect(streamFade.gain.events[1]?.time).toBeCloseTo(endsAt, 9);
    // both play into the loop's channel, which fades in as any loop does
    expect(headFade.connections[0]).toBe(streamFade.connections[0]);
    const channel = headFade.connections[0] as FakeGainNode;
    expect(channel.gain.events).toEqual([
      { kind: 'setValueAtTime', value: 0, time: 2 },
      { kind: 'linearRampToValueAtTime', value: 0.5, time: 2.05 },
    ]);
  });

  it('plays the head even where the file cannot stream, and not once the sound is decoded', async () => {
    const { bank, ctx, loading, arrive } = await createBankWithHead();
    expect(bank.playLoop('rain', LOOP)).toBe(true);
    expect(headSourceOf(ctx).startTime).toBe(0);
    expect(ctx.nodesOf(FakeMediaElementAudioSourceNode)).toHaveLength(0);
    bank.stopLoop('rain', { fadeOutSec: 0 });
    arrive();
    await loading;
    // the head is let go: only the whole sound is held (120,000 frames, 2 channels)
    expect(bank.estimateDecodedBytes()).toBe(120_000 * 2 * 4);
    const before = ctx.nodesOf(FakeAudioBufferSourceNode).length;
    expect(bank.playLoop('rain', LOOP)).toBe(true);
    const started = ctx.nodesOf(FakeAudioBufferSourceNode).slice(before);
    expect(started.map((node) => node.loop)).toEqual([true]);
  });

  it("the decoded loop takes over at the head's point of the file, and the silent stream is let go", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { bank, ctx, loading, arrive } = await createBankWithHead();
    ctx.currentTime = 2;
    bank.playLoop('rain', { ...LOOP, streamWhileLoading: true });
    const head = headSourceOf(ctx);
    const [stream] = ctx.nodesOf(FakeMediaElementAudioSourceNode);
    ctx.currentTime = 3.5;
    arrive();
    await loading;
    const loop = ctx.nodesOf(FakeAudioBufferSourceNode).find((node) => node.loop);
    expect(loop?.startTime).toBe(3.5);
    // the head started at 0.1 s of the file 1.5 s ago
    expect(loop?.startOffset).toBeCloseTo(1.6, 9);
    handoverFadeOf(loop, 3.5);
    const headFade = head.connections[0] as FakeGainNode;
    expect(headFade.gain.finalValue).toBe(0);
    expect(head.stopTime).toBeCloseTo(3.5 + HANDOVER_SEC, 9);
    // the stream, silent all along, stays so and is let go after the crossfade
    expect((stream?.connections[0] as FakeGainNode).gain.finalValue).toBe(0);
    vi.advanceTimersByTime(HANDOVER_SEC * 1000 + 50);
    expect(stream?.mediaElement.hasAttribute('src')).toBe(false);
    expect(stream?.isDisconnected).toBe(true);
    expect(bank.estimateDecodedBytes()).toBe(120_000 * 2 * 4);
  });

  it('after the head has ended, the decoded loop takes over from the stream as before', async () => {
    const { bank, ctx, loading, arrive } = await createBankWithHead();
    bank.playLoop('rain', { ...LOOP, streamWhileLoading: true });
    const [stream] = ctx.nodesOf(FakeMediaElementAudioSourceNode);
    if (!stream) throw new Error('no stream');
    Object.defineProperty(stream.mediaElement, 'currentTime', { value: 4.5 });
    ctx.currentTime = 6;
    arrive();
    await loading;
    const loop = ctx.nodesOf(FakeAudioBufferSourceNode).find((node) => node.loop);
    expect(loop?.startTime).toBe(6);
    expect(loop?.startOffset).toBe(4.5);
    handoverFadeOf(loop, 6);
    expect((stream.connections[0] as FakeGainNode).gain.finalValue).toBe(0);
  });

  it('plays no head for a sound that is not loading: never asked for, or its file failed', async () => {
    serve({ '/audio/heads/rain.webm': 'x'.repeat(HEAD_FRAMES) });
    const { bank, ctx } = await createUnlockedBank();
    expect(await bank.loadHead('rain', HEAD_SOURCES, HEAD_RATE_HZ)).toBe(true);
    expect(bank.playLoop('rain', { ...LOOP, streamWhileLoading: true })).toBe(false);
    await bank.load('rain', SOURCES, { sampleRateHz: HEAD_RATE_HZ });
    expect(bank.getStatus('rain')).toBe('failed');
    expect(bank.playLoop('rain', { ...LOOP, streamWhileLoading: true })).toBe(false);
    expect(
      ctx.nodesOf(FakeAudioBufferSourceNode).filter((node) => node.buffer?.length === HEAD_FRAMES),
    ).toEqual([]);
  });

  it('a loop turned off stops its head with the fade', async () => {
    const { bank, ctx } = await createBankWithHead();
    ctx.currentTime = 2;
    bank.playLoop('rain', { ...LOOP, streamWhileLoading: true });
    bank.stopLoop('rain', { fadeOutSec: 0.5 });
    expect(headSourceOf(ctx).stopTime).toBe(2.5);
    expect(bank.isLoopPlaying('rain')).toBe(false);
  });
});

describe("a sound decoded when played (decode: 'when-played', issue 27: no decode while the page opens)", () => {
  const WHEN_PLAYED = { decode: 'when-played' } as const;

  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });

  /** Lets the bank's pending decodes settle. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const loops = (ctx: FakeAudioContext) =>
    ctx.nodesOf(FakeAudioBufferSourceNode).filter((node) => node.loop);

  it('is loaded once its file is in, without decoding it', async () => {
    serve('a sound of rain');
    const { bank, ctx } = await createUnlockedBank();
    await bank.load('rain', SOURCES, WHEN_PLAYED);
    expect(bank.getStatus('rain')).toBe('loaded');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ctx.decodeCalls).toBe(0);
    expect(FakeOfflineAudioContext.decodeCalls).toBe(0);
    expect(bank.estimateDecodedBytes()).toBe(0);
  });

  it('loadSessionSounds fetches them in a later task than the one that asks (a tool mounting)', async () => {
    serve('a sound of rain');
    const bank = new SoundBank(new AudioEngine());
    const loading = loadSessionSounds([{ id: 'rain', sources: SOURCES }], bank);
    expect(bank.getStatus('rain')).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
    await loading;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bank.getStatus('rain')).toBe('loaded');
    expect(FakeOfflineAudioContext.decodeCalls).toBe(0);
  });

  it('plays a loop at once by streaming the fetched file, then hands over to the decoded loop', async () => {
    serve({ [RAIN_WEBM]: 404, [RAIN_M4A]: 'a sound of rain' });
    const { bank, ctx } = await createUnlockedBank();
    await bank.load('rain', SOURCES, WHEN_PLAYED);
    ctx.currentTime = 2;
    expect(bank.playLoop('rain', { gain: 0.5, fadeInSec: 1 })).toBe(true);
    // the stream plays the file the bytes came from (the WebM was missing)
    const [stream] = ctx.nodesOf(FakeMediaElementAudioSourceNode);
    expect(stream?.mediaElement.getAttribute('src')).toBe(RAIN_M4A);
    expect(ctx.decodeCalls).toBe(1);
    expect(loops(ctx)).toHaveLength(0);
    await settle();
    expect(loops(ctx)).toHaveLength(1);
    expect(bank.estimateDecodedBytes()).toBe('a sound of rain'.length * 2 * 4);
    // a second play decodes nothing more
    bank.stopLoop('rain', { fadeOutSec: 0 });
    bank.playLoop('rain', { gain: 0.5, fadeInSec: 1 });
    expect(ctx.decodeCalls).toBe(1);
    expect(loops(ctx)).toHaveLength(2);
  });

  it('starts a one-shot as soon as it is decoded, and one stopped before that never', async () => {
    serve('a clap');
    const { bank, ctx } = await createUnlockedBank();
    await bank.load('thunder', SOURCES, WHEN_PLAYED);
    const sources = () => ctx.nodesOf(FakeAudioBufferSourceNode).filter((node) => !node.loop);
    const before = sources().length;
    ctx.currentTime = 3;
    const cancelled = bank.playOnce('thunder', { gain: 0.8 });
    const handle = bank.playOnce('thunder', { gain: 0.8, offsetSec: 0.5 });
    expect(handle).not.toBeNull();
    cancelled?.stop(0.05);
    expect(sources()).toHaveLength(before);
    await settle();
    expect(sources()).toHaveLength(before + 1);
    expect(sources().at(-1)?.startOffset).toBe(0.5);
    expect(ctx.decodeCalls).toBe(1);
  });

  it('decodes ahead when prepared, so the first one-shot starts in the call', async () => {
    serve('a clap');
    const { bank, ctx } = await createUnlockedBank();
    await bank.load('thunder', SOURCES, WHEN_PLAYED);
    bank.prepare('thunder');
    await settle();
    const count = ctx.nodesOf(FakeAudioBufferSourceNode).length;
    bank.playOnce('thunder', { gain: 0.8 });
    expect(ctx.nodesOf(FakeAudioBufferSourceNode)).toHaveLength(count + 1);
  });

  it('goes on to the next format when the fetched file does not decode, and fails after the last', async () => {
    serve({ [RAIN_WEBM]: 'BAD opus', [RAIN_M4A]: 'a sound of rain', [RAIN_MP3]: 'BAD mp3' });
    const { bank, ctx } = await createUnlockedBank();
    await bank.load('rain', SOURCES, WHEN_PLAYED);
    bank.playLoop('rain', { gain: 0.5, fadeInSec: 1 });
    await vi.waitFor(() => {
      expect(loops(ctx)).toHaveLength(1);
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([RAIN_WEBM, RAIN_M4A]);
    expect(bank.getStatus('rain')).toBe('loaded');

    serve({ [RAIN_WEBM]: 'BAD opus' });
    await bank.load('bell', { webm: RAIN_WEBM }, WHEN_PLAYED);
    expect(bank.playOnce('bell', { gain: 1 })).not.toBeNull();
    await vi.waitFor(() => {
      expect(bank.getStatus('bell')).toBe('failed');
    });
  });
});
