// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCanVibrate, vibrate } from './haptics';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function stubVibrate(impl: (pattern: VibratePattern) => boolean = () => true) {
  const spy = vi.fn(impl);
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: spy });
  return spy;
}

function Probe(): string {
  return useCanVibrate() ? 'can vibrate' : 'cannot vibrate';
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'vibrate');
});

describe('vibrate', () => {
  it('buzzes 40 ms by default, a given length, or a pattern', () => {
    const spy = stubVibrate();
    vibrate();
    vibrate(120);
    vibrate([60, 80, 60]);
    expect(spy.mock.calls).toEqual([[40], [120], [[60, 80, 60]]]);
  });

  it('does nothing without vibration, and a refusal does not throw', () => {
    expect(() => vibrate()).not.toThrow();
    stubVibrate(() => {
      throw new DOMException('blocked by policy', 'NotAllowedError');
    });
    expect(() => vibrate(40)).not.toThrow();
  });
});

describe('useCanVibrate', () => {
  it('is false on the server and true in a browser that can vibrate', () => {
    stubVibrate();
    expect(renderToString(createElement(Probe))).toBe('cannot vibrate');
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(createElement(Probe)));
    expect(container.textContent).toBe('can vibrate');
    act(() => root.unmount());
  });

  it('is false in a browser without vibration', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(createElement(Probe)));
    expect(container.textContent).toBe('cannot vibrate');
    act(() => root.unmount());
  });
});
