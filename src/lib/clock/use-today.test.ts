// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToday } from './use-today';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe(): ReturnType<typeof createElement> {
  return createElement('output', null, useToday() ?? 'unknown');
}

let root: Root | undefined;
let container: HTMLElement;

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
});
