// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMediaSession, type MediaSessionOptions } from './media-session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The Media Session as a lock screen reads it. */
interface FakeSession {
  metadata: { title: string; artist: string; artwork: unknown[] } | null;
  playbackState: MediaSessionPlaybackState;
  handlers: Map<string, (() => void) | null>;
  setActionHandler: (action: string, handler: (() => void) | null) => void;
}

let session: FakeSession;
let root: Root;

function Probe(props: MediaSessionOptions): null {
  useMediaSession(props);
  return null;
}

const onPlay = vi.fn();
const onPause = vi.fn();

/** Renders the hook, then lets the controls' module load and React commit. */
async function render(overrides: Partial<MediaSessionOptions>): Promise<void> {
  const props = { isActive: false, isPlaying: false, title: 'Rain Meditation', onPlay, onPause };
  await act(async () => {
    root.render(createElement(Probe, { ...props, ...overrides }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

// the hook loads its platform half on first use; transformed once here, it then loads in a task
beforeAll(async () => {
  await import('./media-session-controls');
});

beforeEach(() => {
  session = {
    metadata: null,
    playbackState: 'none',
    handlers: new Map(),
    setActionHandler(action, handler) {
      this.handlers.set(action, handler);
    },
  };
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  // a constructor whose object is its init, as the browser's MediaMetadata reads back
  vi.stubGlobal(
    'MediaMetadata',
    vi.fn(function (this: object, init: object) {
      Object.assign(this, init);
    }),
  );
  root = createRoot(document.createElement('div'));
  onPlay.mockClear();
  onPause.mockClear();
});

afterEach(() => {
  act(() => root.unmount());
  Reflect.deleteProperty(navigator, 'mediaSession');
  vi.unstubAllGlobals();
});

describe('useMediaSession', () => {
  it('sets nothing while there is nothing to control', async () => {
    await render({ isActive: false });
    expect(session.metadata).toBeNull();
    expect(session.handlers.size).toBe(0);
  });

  it('shows the title, artwork and actions while active, and the playing state', async () => {
    await render({ isActive: true, isPlaying: true });
    expect(session.metadata).toMatchObject({ title: 'Rain Meditation', artist: 'Stillwell' });
    expect(session.metadata?.artwork).toHaveLength(2);
    expect(session.playbackState).toBe('playing');
    session.handlers.get('pause')?.();
    expect(onPause).toHaveBeenCalledTimes(1);
    session.handlers.get('play')?.();
    expect(onPlay).toHaveBeenCalledTimes(1);
    // without a Stop of its own, the tool's Stop pauses
    session.handlers.get('stop')?.();
    expect(onPause).toHaveBeenCalledTimes(2);

    await render({ isActive: true, isPlaying: false });
    expect(session.playbackState).toBe('paused');
  });

  it('clears the controls when the sound is over', async () => {
    await render({ isActive: true, isPlaying: true });
    await render({ isActive: false });
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
    expect([...session.handlers.values()]).toEqual([null, null, null]);
  });

  it('calls the latest handlers the tool gave', async () => {
    await render({ isActive: true, isPlaying: true });
    const laterPause = vi.fn();
    await render({ isActive: true, isPlaying: true, onPause: laterPause });
    session.handlers.get('pause')?.();
    expect(laterPause).toHaveBeenCalledTimes(1);
    expect(onPause).not.toHaveBeenCalled();
  });
});
