// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToneOptions } from './audio-engine';
import {
  LATE_TONE_GRACE_MS,
  planToneChanges,
  useToneSchedule,
  type PlannedTone,
} from './use-tone-schedule';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const played: (ToneOptions & { stop: ReturnType<typeof vi.fn> })[] = [];
vi.mock('./audio-engine', () => ({
  getAudioEngine: () => ({
    playTone: (options: ToneOptions) => {
      const stop = vi.fn();
      played.push({ ...options, stop });
      return { stop };
    },
  }),
}));

const T0 = Date.parse('2026-11-24T12:00:00Z');
const tone = (id: string, atMs: number, hz = 440): PlannedTone => ({
  id,
  atMs,
  hz,
  durationSec: 1,
});

function Probe({ tones }: { tones: PlannedTone[] }): null {
  useToneSchedule(tones);
  return null;
}

let root: Root;
const render = (tones: PlannedTone[]) =>
  act(() => {
    root.render(createElement(Probe, { tones }));
  });

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  played.length = 0;
  root = createRoot(document.createElement('div'));
});

afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe('tones scheduled ahead', () => {
  it('plays new tones, drops stale ones, cancels unwanted future ones', () => {
    const scheduled = new Map([
      ['a', T0 + 500],
      ['b', T0 + 2_000],
      ['old', T0 - 20_000],
    ]);
    const plan = planToneChanges(
      scheduled,
      [tone('a', T0 + 500), tone('c', T0 + 3_000), tone('late', T0 - LATE_TONE_GRACE_MS - 1)],
      T0,
    );
    expect(plan.play.map((t) => t.id)).toEqual(['c']);
    expect(plan.cancel).toEqual(['b']);
    expect(plan.forget).toEqual(['old']);
  });

  it('hands each tone to the audio clock once, with the delay it still has', () => {
    render([tone('lift@1', T0 + 625, 261.63), tone('move@1', T0 + 1_250, 293.66)]);
    vi.setSystemTime(T0 + 250);
    render([
      tone('lift@1', T0 + 625, 261.63),
      tone('move@1', T0 + 1_250, 293.66),
      tone('place@1', T0 + 1_875, 329.63),
    ]);
    expect(played.map((p) => [p.frequency, p.delaySec])).toEqual([
      [261.63, 0.625],
      [293.66, 1.25],
      [329.63, 1.625],
    ]);
  });

  it('a tone a moment late still sounds at once', () => {
    render([tone('chime', T0 - 400, 523.25)]);
    expect(played).toEqual([expect.objectContaining({ frequency: 523.25, delaySec: 0 })]);
  });

  it('cancels the future tones on pause or mute and on unmount', () => {
    render([tone('a', T0 + 1_000), tone('b', T0 + 2_000)]);
    render([]);
    expect(played.map((p) => p.stop.mock.calls.length)).toEqual([1, 1]);
    render([tone('c', T0 + 1_000)]);
    act(() => root.unmount());
    expect(played[2]?.stop).toHaveBeenCalled();
    root = createRoot(document.createElement('div'));
  });
});
