// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioEngine, getAudioEngine, MASTER_RAMP_SEC, SILENT_GAIN } from './audio-engine';
import {
  FakeAudioBufferSourceNode,
  FakeAudioContext,
  FakeGainNode,
  FakeOscillatorNode,
  masterGainOf,
  resetFakeWebAudio,
  unlockFake,
} from './fake-web-audio';

let warn: ReturnType<typeof vi.spyOn>;

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function createUnlockedEngine(): Promise<{ engine: AudioEngine; ctx: FakeAudioContext }> {
  const engine = new AudioEngine();
  return { engine, ctx: await unlockFake(engine) };
}

beforeEach(() => {
  resetFakeWebAudio();
  vi.stubGlobal('AudioContext', FakeAudioContext);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  FakeAudioContext.isResumeBlocked = false;
  setVisibility('visible');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('unlock', () => {
  it('creates no AudioContext until unlock is called', () => {
    const engine = new AudioEngine();
    expect(engine.playTone({ frequency: 432, durationSec: 1 })).toBeNull();
    engine.setMuted(true);
    expect(FakeAudioContext.instances).toHaveLength(0);
  });

  it('creates exactly one context, resumes it and plays a one-sample silent buffer', async () => {
    const engine = new AudioEngine();
    await engine.unlock();
    await engine.unlock();
    expect(FakeAudioContext.instances).toHaveLength(1);
    const ctx = FakeAudioContext.instances[0];
    expect(ctx?.state).toBe('running');
    expect(ctx?.resumeCalls).toBe(1);
    const [silence] = ctx?.nodesOf(FakeAudioBufferSourceNode) ?? [];
    expect(silence?.buffer?.length).toBe(1);
    expect(silence?.startTime).toBe(0);
    expect(engine.context).toBe(ctx);
  });

  it('resumes a context that was suspended again', async () => {
    const { engine, ctx } = await createUnlockedEngine();
    ctx.state = 'suspended';
    await engine.unlock();
    expect(ctx.resumeCalls).toBe(2);
    expect(ctx.state).toBe('running');
  });

  it('sets the iOS audio session to playback where Safari offers it', async () => {
    const audioSession = { type: 'auto' };
    vi.stubGlobal('navigator', { ...navigator, audioSession });
    await createUnlockedEngine();
    expect(audioSession.type).toBe('playback');
  });

  it('does nothing and does not throw without Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const engine = new AudioEngine();
    await expect(engine.unlock()).resolves.toBeUndefined();
    expect(engine.context).toBeNull();
  });

  it('shares one engine across the site', () => {
    expect(getAudioEngine()).toBe(getAudioEngine());
  });
});

describe('interruptions', () => {
  it('attempts a resume when the page is visible again after an interruption', async () => {
    const { ctx } = await createUnlockedEngine();
    setVisibility('hidden');
    ctx.setState('interrupted');
    expect(ctx.resumeCalls).toBe(1);
    setVisibility('visible');
    expect(ctx.resumeCalls).toBe(2);
    expect(ctx.state).toBe('running');
  });

  it('resumes when an interruption ends with the context suspended', async () => {
    const { ctx } = await createUnlockedEngine();
    ctx.setState('interrupted');
    expect(ctx.resumeCalls).toBe(1);
    ctx.setState('suspended');
    expect(ctx.resumeCalls).toBe(2);
  });

  it('warns instead of throwing when a resume is refused', async () => {
    const { ctx } = await createUnlockedEngine();
    FakeAudioContext.isResumeBlocked = true;
    ctx.state = 'interrupted';
    setVisibility('visible');
    await Promise.resolve();
    await Promise.resolve();
    expect(warn).toHaveBeenCalledWith('audio: could not resume', expect.any(DOMException));
  });
});

describe('playTone', () => {
  it('schedules frequency, start, envelope and stop on the audio clock', async () => {
    const { engine, ctx } = await createUnlockedEngine();
    ctx.currentTime = 10;
    engine.playTone({
      frequency: 528,
      durationSec: 2,
      gain: 0.5,
      attackSec: 0.1,
      releaseSec: 1,
      delaySec: 0.5,
    });
    const [osc] = ctx.nodesOf(FakeOscillatorNode);
    expect(osc?.frequency.events).toEqual([{ kind: 'setValueAtTime', value: 528, time: 10.5 }]);
    expect(osc?.type).toBe('sine');
    expect(osc?.startTime).toBe(10.5);
    expect(osc?.stopTime).toBe(12.5);
    const envelope = osc?.connections[0] as FakeGainNode;
    expect(envelope.gain.events).toEqual([
      { kind: 'setValueAtTime', value: 0, time: 10.5 },
      { kind: 'linearRampToValueAtTime', value: 0.5, time: 10.6 },
      { kind: 'setValueAtTime', value: 0.5, time: 11.5 },
      { kind: 'exponentialRampToValueAtTime', value: SILENT_GAIN, time: 12.5 },
    ]);
    expect(envelope.connections).toEqual([masterGainOf(ctx)]);
  });

  it('uses the defaults: gain 0.3, sine, 20 ms attack, release over the rest, no delay', async () => {
    const { engine, ctx } = await createUnlockedEngine();
    engine.playTone({ frequency: 396, durationSec: 1, type: 'triangle' });
    const [osc] = ctx.nodesOf(FakeOscillatorNode);
    const envelope = osc?.connections[0] as FakeGainNode;
    expect(osc?.type).toBe('triangle');
    expect(osc?.startTime).toBe(0);
    expect(envelope.gain.events[1]).toEqual({
      kind: 'linearRampToValueAtTime',
      value: 0.3,
      time: 0.02,
    });
    expect(envelope.gain.events[2]).toEqual({
      kind: 'setValueAtTime',
      value: 0.3,
      time: expect.closeTo(0.02, 9) as number,
    });
  });

  it('disconnects the tone after it ends', async () => {
    const { engine, ctx } = await createUnlockedEngine();
    engine.playTone({ frequency: 432, durationSec: 1 });
    const [osc] = ctx.nodesOf(FakeOscillatorNode);
    const envelope = osc?.connections[0] as FakeGainNode;
    osc?.end();
    expect(osc?.isDisconnected).toBe(true);
    expect(envelope.isDisconnected).toBe(true);
  });
});

describe('master gain', () => {
  it('mutes by ramping the master gain to 0 and unmutes back to the volume', async () => {
    const { engine, ctx } = await createUnlockedEngine();
    const master = masterGainOf(ctx);
    engine.setMasterVolume(0.6);
    expect(master.gain.finalValue).toBe(0.6);
    engine.setMuted(true);
    expect(master.gain.finalValue).toBe(0);
    expect(master.gain.events.at(-1)?.time).toBe(MASTER_RAMP_SEC);
    engine.setMuted(false);
    expect(master.gain.finalValue).toBe(0.6);
  });

  it('starts muted when muted before the first unlock', async () => {
    const engine = new AudioEngine();
    engine.setMuted(true);
    await engine.unlock();
    const ctx = FakeAudioContext.instances[0];
    if (!ctx) throw new Error('no context');
    expect(masterGainOf(ctx).gain.value).toBe(0);
  });

  it('clamps the volume to 0..1', async () => {
    const { engine, ctx } = await createUnlockedEngine();
    engine.setMasterVolume(3);
    expect(masterGainOf(ctx).gain.finalValue).toBe(1);
  });

  it('ramps the master volume over a given time, for a long fade-out', async () => {
    const { engine, ctx } = await createUnlockedEngine();
    ctx.currentTime = 10;
    engine.setMasterVolume(0, 4.5);
    const master = masterGainOf(ctx);
    expect(master.gain.events.at(-1)).toEqual({
      kind: 'linearRampToValueAtTime',
      value: 0,
      time: 14.5,
    });
  });
});
