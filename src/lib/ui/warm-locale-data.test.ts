import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Behaviour = 'answers' | 'fails' | 'is silent' | 'is forbidden';

/** A stand-in for the browser's Worker that records what the page asked of it. */
function stubWorker(behaviour: Behaviour) {
  const made: { url: string; isTerminated: boolean }[] = [];
  class FakeWorker {
    onmessage: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private readonly record;
    constructor(url: URL) {
      if (behaviour === 'is forbidden') throw new DOMException('blocked', 'SecurityError');
      this.record = { url: url.href, isTerminated: false };
      made.push(this.record);
      queueMicrotask(() => {
        if (behaviour === 'answers') this.onmessage?.();
        if (behaviour === 'fails') this.onerror?.();
      });
    }
    terminate() {
      this.record.isTerminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return { made };
}

async function freshModule() {
  vi.resetModules();
  return import('./warm-locale-data');
}

describe('warmLocaleData', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('resolves at once where there are no workers (the server, this test runner)', async () => {
    vi.stubGlobal('Worker', undefined);
    const { warmLocaleData } = await freshModule();
    await expect(warmLocaleData()).resolves.toBeUndefined();
  });

  it('has the warm-up worker build a formatter, resolves when it answers, then lets the worker go', async () => {
    const { made } = stubWorker('answers');
    const { warmLocaleData } = await freshModule();
    const warmed = warmLocaleData();
    expect(made).toHaveLength(1);
    const [worker] = made;
    expect(worker?.url).toMatch(/\/locale-warm-up\.worker\.ts$/);
    const script = readFileSync(fileURLToPath(worker?.url ?? ''), 'utf8');
    expect(script).toContain('new Intl.DateTimeFormat(');
    expect(script).toContain('postMessage(');
    await warmed;
    expect(worker?.isTerminated).toBe(true);
  });

  it('starts one worker per page, however many ask', async () => {
    const { made } = stubWorker('answers');
    const { warmLocaleData } = await freshModule();
    const first = warmLocaleData();
    expect(warmLocaleData()).toBe(first);
    await first;
    expect(warmLocaleData()).toBe(first);
    expect(made).toHaveLength(1);
  });

  it.each<Behaviour>(['fails', 'is forbidden'])(
    'resolves when the worker %s: the page then loads the data itself',
    async (behaviour) => {
      stubWorker(behaviour);
      const { warmLocaleData } = await freshModule();
      await expect(warmLocaleData()).resolves.toBeUndefined();
    },
  );

  it('resolves after WARM_UP_TIMEOUT_MS when the worker never answers, and not before', async () => {
    const { made } = stubWorker('is silent');
    const { warmLocaleData, WARM_UP_TIMEOUT_MS } = await freshModule();
    let isWarmed = false;
    void warmLocaleData().then(() => (isWarmed = true));
    await vi.advanceTimersByTimeAsync(WARM_UP_TIMEOUT_MS - 1);
    expect(isWarmed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isWarmed).toBe(true);
    expect(made.map((worker) => worker.isTerminated)).toEqual([true]);
  });
});
