// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioEngine } from './audio-engine';
import { SoundBank } from './sound-bank';
import { FakeOfflineAudioContext, resetFakeWebAudio } from './fake-web-audio';
import { useAudioStatus } from './use-audio-status';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function StatusProbe({ id, bank }: { id: string; bank: SoundBank }) {
  return createElement('output', null, useAudioStatus(id, bank));
}

let container: HTMLElement;
let root: Root;
let resolveFetch: (response: Response) => void;

beforeEach(() => {
  resetFakeWebAudio();
  vi.stubGlobal('OfflineAudioContext', FakeOfflineAudioContext);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          resolveFetch = resolve;
        }),
    ),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => {
    root.unmount();
  });
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useAudioStatus', () => {
  it('renders loading on the server', () => {
    const bank = new SoundBank(new AudioEngine());
    expect(renderToString(createElement(StatusProbe, { id: 'rain', bank }))).toBe(
      '<output>loading</output>',
    );
  });

  it('follows a sound from loading to loaded, without a redraw when its load begins', async () => {
    const bank = new SoundBank(new AudioEngine());
    let renders = 0;
    const Counted = () => {
      renders += 1;
      return createElement(StatusProbe, { id: 'rain', bank });
    };
    act(() => {
      root.render(createElement(Counted));
    });
    expect(container.textContent).toBe('loading');
    let loading: Promise<void> = Promise.resolve();
    act(() => {
      loading = bank.load('rain', { mp3: '/rain.mp3' });
    });
    expect(bank.getStatus('rain')).toBe('loading');
    expect(container.textContent).toBe('loading');
    expect(renders).toBe(1);
    await act(async () => {
      resolveFetch(new Response('rain'));
      await loading;
    });
    expect(container.textContent).toBe('loaded');
  });

  it('shows failed when the sound cannot be loaded', async () => {
    const bank = new SoundBank(new AudioEngine());
    act(() => {
      root.render(createElement(StatusProbe, { id: 'rain', bank }));
    });
    await act(async () => {
      const loading = bank.load('rain', { mp3: '/rain.mp3' });
      resolveFetch(new Response(null, { status: 500 }));
      await loading;
    });
    expect(container.textContent).toBe('failed');
  });
});
