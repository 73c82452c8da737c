// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class FakeSentinel {
  released = false;
  readonly type = 'screen';
  release = vi.fn(() => {
    this.released = true;
    return Promise.resolve();
  });
}

function WakeLockProbe({ isActive }: { isActive: boolean }): null {
  useWakeLock(isActive);
  return null;
}

let sentinels: FakeSentinel[];
let request: ReturnType<typeof vi.fn<(type: string) => Promise<FakeSentinel>>>;
let container: HTMLElement;
let root: Root;
let debug: ReturnType<typeof vi.spyOn>;

function installWakeLock(wakeLock: unknown): void {
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: wakeLock });
}

async function render(isActive: boolean): Promise<void> {
  await act(async () => {
    root.render(createElement(WakeLockProbe, { isActive }));
    // the holder's code loads the first time a session runs (a dynamic import)
    await import('./hold-wake-lock');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function setVisibility(state: DocumentVisibilityState): Promise<void> {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
  });
}

beforeEach(() => {
  sentinels = [];
  request = vi.fn(() => {
    const sentinel = new FakeSentinel();
    sentinels.push(sentinel);
    return Promise.resolve(sentinel);
  });
  installWakeLock({ request });
  debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => {
    root.unmount();
    await Promise.resolve();
  });
  container.remove();
  Reflect.deleteProperty(navigator, 'wakeLock');
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  vi.restoreAllMocks();
});

describe('useWakeLock', () => {
  it('requests a screen wake lock while active', async () => {
    await render(true);
    expect(request).toHaveBeenCalledExactlyOnceWith('screen');
  });

  it('requests nothing while inactive', async () => {
    await render(false);
    await setVisibility('visible');
    expect(request).not.toHaveBeenCalled();
  });

  it('releases the lock when it becomes inactive', async () => {
    await render(true);
    await render(false);
    expect(sentinels[0]?.release).toHaveBeenCalledTimes(1);
  });

  it('releases the lock when unmounted', async () => {
    await render(true);
    await act(async () => {
      root.unmount();
      await Promise.resolve();
    });
    root = createRoot(container);
    expect(sentinels[0]?.release).toHaveBeenCalledTimes(1);
  });

  it('re-acquires the lock when the page is visible again after the browser dropped it', async () => {
    await render(true);
    await setVisibility('hidden');
    const [first] = sentinels;
    if (first) first.released = true;
    await setVisibility('visible');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('does not request again while the lock is still held', async () => {
    await render(true);
    await setVisibility('visible');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('releases a lock granted after the session already ended', async () => {
    let grant: (sentinel: FakeSentinel) => void = () => undefined;
    request.mockImplementation(
      () =>
        new Promise((resolve) => {
          grant = resolve;
        }),
    );
    await render(true);
    await render(false);
    const late = new FakeSentinel();
    await act(async () => {
      grant(late);
      await Promise.resolve();
    });
    expect(late.release).toHaveBeenCalledTimes(1);
  });

  it('does nothing, quietly, where wake lock is not supported', async () => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    await expect(render(true)).resolves.toBeUndefined();
    expect(debug).toHaveBeenCalledWith('wake lock: not supported');
  });

  it('swallows a refused request and logs it at debug level', async () => {
    request.mockRejectedValue(new DOMException('Low battery', 'NotAllowedError'));
    await render(true);
    await act(async () => {
      await Promise.resolve();
    });
    expect(debug).toHaveBeenCalledWith('wake lock: request refused', expect.any(DOMException));
  });
});
