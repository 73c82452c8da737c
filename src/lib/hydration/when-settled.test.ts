// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LIMIT_MS, SETTLE_LIMIT_MS, SETTLE_POLL_MS, whenSettled } from './when-settled';

function island(isPending: boolean): HTMLElement {
  const element = document.createElement('astro-island');
  if (isPending) element.setAttribute('ssr', '');
  document.body.append(element);
  return element;
}

/** requestIdleCallback that calls back at once (the browser is idle); its calls are kept. */
function stubIdle() {
  const idle = vi.fn<(run: () => void, options: { timeout: number }) => number>((run) => {
    run();
    return 1;
  });
  vi.stubGlobal('requestIdleCallback', idle);
  return idle;
}

/**
 * Starts `whenSettled` and checks it holds the work through four looks (`meanwhile` runs right after the
 * start), then runs it at the first look after `release`.
 */
async function expectHeldUntil(release: () => void, meanwhile?: () => void): Promise<void> {
  const work = vi.fn();
  whenSettled(work);
  meanwhile?.();
  await vi.advanceTimersByTimeAsync(SETTLE_POLL_MS * 4);
  expect(work).not.toHaveBeenCalled();
  release();
  await vi.advanceTimersByTimeAsync(SETTLE_POLL_MS);
  expect(work).toHaveBeenCalledOnce();
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.replaceChildren();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('whenSettled', () => {
  it('runs the work in an idle callback, at once on a loaded page without pending islands', async () => {
    const idle = stubIdle();
    island(false);
    const work = vi.fn();
    whenSettled(work);
    expect(idle).toHaveBeenCalledOnce();
    expect(idle.mock.calls[0]?.[1]).toEqual({ timeout: IDLE_LIMIT_MS });
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits until the last island has hydrated', async () => {
    stubIdle();
    const first = island(true);
    const second = island(true);
    await expectHeldUntil(
      () => second.removeAttribute('ssr'),
      () => first.removeAttribute('ssr'),
    );
  });

  it('gives up waiting for an island that never hydrates after the limit', async () => {
    stubIdle();
    island(true);
    const work = vi.fn();
    whenSettled(work);
    await vi.advanceTimersByTimeAsync(SETTLE_LIMIT_MS - SETTLE_POLL_MS);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SETTLE_POLL_MS);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits for the page to finish loading', async () => {
    stubIdle();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    await expectHeldUntil(() => readyState.mockReturnValue('complete'));
  });

  it('without requestIdleCallback (Safari), runs on the next task', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenSettled(work);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledOnce();
  });
});
