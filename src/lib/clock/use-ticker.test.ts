// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TICK_MS, useTicker } from './use-ticker';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const T0 = 1_700_000_000_000;

interface ProbeProps {
  readonly isRunning: boolean;
  readonly onTick: (now: number) => void;
  readonly intervalMs?: number;
}

function Probe({ isRunning, onTick, intervalMs }: ProbeProps): null {
  useTicker(isRunning, onTick, intervalMs);
  return null;
}

let root: Root;
let container: HTMLElement;

function render(props: ProbeProps): void {
  act(() => {
    root.render(createElement(Probe, props));
  });
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => {
    root.unmount();
  });
  container.remove();
  vi.useRealTimers();
});

describe('useTicker', () => {
  it('ticks with the current time as soon as it starts running', () => {
    const onTick = vi.fn();
    render({ isRunning: true, onTick });
    expect(onTick).toHaveBeenCalledTimes(1);
    expect(onTick).toHaveBeenLastCalledWith(T0);
  });

  it('ticks every interval while running', () => {
    const onTick = vi.fn();
    render({ isRunning: true, onTick, intervalMs: 1_000 });
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(onTick).toHaveBeenCalledTimes(4);
    expect(onTick).toHaveBeenLastCalledWith(T0 + 3_000);
  });

  it('uses TICK_MS when no interval is given', () => {
    const onTick = vi.fn();
    render({ isRunning: true, onTick });
    act(() => {
      vi.advanceTimersByTime(TICK_MS * 4);
    });
    expect(onTick).toHaveBeenCalledTimes(5);
  });

  it('keeps no timer and never ticks while not running', () => {
    const onTick = vi.fn();
    render({ isRunning: false, onTick });
    expect(vi.getTimerCount()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    setVisibility('visible');
    expect(onTick).not.toHaveBeenCalled();
  });

  it('removes its timer when it stops running', () => {
    const onTick = vi.fn();
    render({ isRunning: true, onTick });
    expect(vi.getTimerCount()).toBe(1);
    render({ isRunning: false, onTick });
    expect(vi.getTimerCount()).toBe(0);
    onTick.mockClear();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onTick).not.toHaveBeenCalled();
  });

  it('ticks when the page becomes visible again, not when it is hidden', () => {
    const onTick = vi.fn();
    render({ isRunning: true, onTick, intervalMs: 60_000 });
    onTick.mockClear();
    vi.setSystemTime(T0 + 42_000);
    setVisibility('hidden');
    expect(onTick).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(onTick).toHaveBeenCalledExactlyOnceWith(T0 + 42_000);
  });

  it('calls the latest onTick without restarting the timer', () => {
    const first = vi.fn();
    const second = vi.fn();
    render({ isRunning: true, onTick: first, intervalMs: 1_000 });
    render({ isRunning: true, onTick: second, intervalMs: 1_000 });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledExactlyOnceWith(T0 + 1_000);
  });
});
