// @vitest-environment happy-dom
import { act, createElement, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Speaker } from './speech';
import { preloadSpeech, useSpeaker, useSpeechSupported } from './use-speaker';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class FakeUtterance {
  rate = 1;
  volume = 1;
  lang = '';
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

let spoken: FakeUtterance[];
let cancels: number;
let speaker: Speaker | null;
let isSupported: boolean | null | undefined;
let container: HTMLElement;
let root: Root;

function Probe({
  onRender,
  isWanted = true,
}: {
  onRender: (speaker: Speaker, isSupported: boolean | null) => void;
  isWanted?: boolean;
}): null {
  const own = useSpeaker({ rate: 0.9 }, isWanted);
  const supported = useSpeechSupported();
  useEffect(() => onRender(own, supported));
  return null;
}

const probe = (isWanted = true) =>
  createElement(Probe, {
    isWanted,
    onRender: (own, supported) => {
      speaker = own;
      isSupported = supported;
    },
  });

beforeEach(() => {
  spoken = [];
  cancels = 0;
  vi.stubGlobal(
    'speechSynthesis',
    Object.assign(new EventTarget(), {
      getVoices: () => [],
      speak: (utterance: FakeUtterance) => spoken.push(utterance),
      cancel: () => {
        cancels += 1;
      },
    }),
  );
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
});

describe('useSpeaker', () => {
  it('speaks through a speaker made after mount, with the given rate', async () => {
    act(() => root.render(probe()));
    await act(() => preloadSpeech());
    act(() => speaker?.speak('Breathe in'));
    expect(spoken.map((u) => [u.text, u.rate])).toEqual([['Breathe in', 0.9]]);
    expect(isSupported).toBe(true);
  });

  it('cancels speech when the component goes away, and later calls do nothing', async () => {
    act(() => root.render(probe()));
    await act(() => preloadSpeech());
    const kept = speaker;
    const before = cancels;
    act(() => root.unmount());
    expect(cancels).toBe(before + 1);
    kept?.speak('Anyone?');
    expect(spoken).toHaveLength(0);
    root = createRoot(container);
  });

  it('makes no speaker while speech is not wanted, and cancels when it stops being wanted', async () => {
    await preloadSpeech();
    act(() => root.render(probe(false)));
    const unwanted = speaker;
    act(() => unwanted?.speak('Hold'));
    expect(spoken).toHaveLength(0);
    act(() => root.render(probe(true)));
    expect(speaker).not.toBe(unwanted);
    act(() => speaker?.speak('Hold'));
    expect(spoken.map((u) => u.text)).toEqual(['Hold']);
    const before = cancels;
    act(() => root.render(probe(false)));
    expect(cancels).toBe(before + 1);
  });

  it('reports no support without speech synthesis', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    act(() => root.render(probe()));
    expect(isSupported).toBe(false);
    expect(() => speaker?.speak('Hello')).not.toThrow();
  });
});
