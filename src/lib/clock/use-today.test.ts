// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToDayChanges, useToday } from './use-today';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe(): ReturnType<typeof createElement> {
  return createElement('output', null, useToday() ?? 'unknown');
}

let root: Root | undefined;
let container: HTMLElement;

/** Renders the probe as the server does, then hydrates it. */
function hydrateProbe(): void {
  container.innerHTML = renderToString(createElement(Probe));
  act(() => {
    root = hydrateRoot(container, createElement(Probe));
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 24, 23, 59, 0) });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('useToday', () => {
  it('is unknown on the server, today after hydration, and tomorrow after midnight', () => {
    container.innerHTML = renderToString(createElement(Probe));
    expect(container.textContent).toBe('unknown');
    act(() => {
      root = hydrateRoot(container, createElement(Probe));
    });
    expect(container.textContent).toBe('2026-11-24');
    vi.setSystemTime(new Date(2026, 10, 25, 0, 1, 0));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(container.textContent).toBe('2026-11-25');
  });

  it('moves to the new day at local midnight with the page left open', () => {
    hydrateProbe();
    expect(container.textContent).toBe('2026-11-24');
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(container.textContent).toBe('2026-11-24');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(container.textContent).toBe('2026-11-25');
    act(() => {
      vi.advanceTimersByTime(24 * 3_600_000);
    });
    expect(container.textContent).toBe('2026-11-26');
  });

  it('checks the day again when the window regains focus', () => {
    hydrateProbe();
    vi.setSystemTime(new Date(2026, 10, 25, 7, 0, 0));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(container.textContent).toBe('2026-11-25');
  });
});

describe('subscribeToDayChanges', () => {
  it('calls back at midnight, on focus and when the page is shown, and stops when unsubscribed', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToDayChanges(onChange);
    vi.advanceTimersByTime(60_000);
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onChange).toHaveBeenCalledTimes(3);
    unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(2 * 24 * 3_600_000);
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
