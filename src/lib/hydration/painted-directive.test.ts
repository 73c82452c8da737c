import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import painted, { PAINT_WAIT_LIMIT_MS } from './painted-directive';

/** A stand-in for the browser's paint timing: `paint(name)` delivers an entry to every observer. */
function fakePaintTiming(supported: boolean) {
  const observers = new Set<(list: { getEntriesByName: (name: string) => unknown[] }) => void>();
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'longtask'] : ['longtask'];
    constructor(
      private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void,
    ) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name: string) => {
      for (const callback of [...observers])
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
    observerCount: () => observers.size,
  };
}

function fakeDocument(visibilityState: 'visible' | 'hidden') {
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    changeVisibility(next: 'visible' | 'hidden') {
      doc.visibilityState = next;
      for (const listener of [...listeners]) listener();
    },
    listenerCount: () => listeners.size,
  };
  vi.stubGlobal('document', doc);
  return doc;
}

/** Runs the directive; resolves `hydrations` as Astro's loader would run the island. */
function runDirective() {
  let hydrations = 0;
  const load = vi.fn(async () => async () => {
    hydrations += 1;
  });
  const island = { addEventListener: () => undefined, removeEventListener: () => undefined };
  painted(load, { name: 'painted', value: '' }, island as unknown as HTMLElement);
  return { load, hydrations: () => hydrations };
}

describe('client:painted', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint, then hydrates once', async () => {
    const timing = fakePaintTiming(true);
    fakeDocument('visible');
    const island = runDirective();
    timing.paint('first-paint');
    expect(island.load).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    await vi.runAllTimersAsync();
    expect(island.hydrations()).toBe(1);
    expect(timing.observerCount()).toBe(0);
  });

  it('hydrates at once in a tab opened in the background', async () => {
    fakePaintTiming(true);
    fakeDocument('hidden');
    const island = runDirective();
    await vi.advanceTimersByTimeAsync(0);
    expect(island.hydrations()).toBe(1);
  });

  it('hydrates when the tab is hidden before its first paint, and not again on paint', async () => {
    const timing = fakePaintTiming(true);
    const doc = fakeDocument('visible');
    const island = runDirective();
    doc.changeVisibility('hidden');
    timing.paint('first-contentful-paint');
    await vi.runAllTimersAsync();
    expect(island.load).toHaveBeenCalledTimes(1);
    expect(island.hydrations()).toBe(1);
    expect(doc.listenerCount()).toBe(0);
  });

  it('hydrates after the limit when no paint is ever reported', async () => {
    fakePaintTiming(true);
    fakeDocument('visible');
    const island = runDirective();
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS - 1);
    expect(island.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(island.hydrations()).toBe(1);
  });

  it('without paint timing, hydrates in the task after the first frame', async () => {
    fakePaintTiming(false);
    fakeDocument('visible');
    let frame: (() => void) | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => (frame = callback));
    const island = runDirective();
    await vi.advanceTimersByTimeAsync(100);
    expect(island.load).not.toHaveBeenCalled();
    frame?.();
    expect(island.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(island.hydrations()).toBe(1);
  });
});
