// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Lets a few of the page's tasks run (the hook's own waits are tasks, never timers). */
async function runTasks(): Promise<void> {
  await act(async () => {
    for (let task = 0; task < 5; task += 1) await yieldToMain();
  });
}

/** Workers the page started, each answering when the test says. */
let workers: { answer: () => void }[] = [];

class FakeWorker {
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    workers.push({ answer: () => this.onmessage?.() });
  }
  terminate() {}
}

let root: Root | undefined;
let container: HTMLElement;

async function hydrateProbe(): Promise<void> {
  vi.resetModules();
  const { useLocaleReady } = await import('./use-locale-ready');
  const Probe = () => createElement('output', null, useLocaleReady() ? 'ready' : 'waiting');
  container.innerHTML = renderToString(createElement(Probe));
  expect(container.textContent).toBe('waiting');
  await act(async () => {
    root = hydrateRoot(container, createElement(Probe));
  });
}

beforeEach(() => {
  workers = [];
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('useLocaleReady', () => {
  it('is false on the server and until the warm-up worker answers, then true', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    await hydrateProbe();
    expect(workers).toHaveLength(1);
    await runTasks();
    expect(container.textContent).toBe('waiting');
    workers[0]?.answer();
    await runTasks();
    expect(container.textContent).toBe('ready');
  });

  it('is true a task after mount where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    await hydrateProbe();
    await runTasks();
    expect(container.textContent).toBe('ready');
  });
});
