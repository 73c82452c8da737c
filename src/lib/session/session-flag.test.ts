// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import {
  SESSION_ACTIVE_ATTR,
  holdSessionFlag,
  isSessionActive,
  whenSessionEnds,
} from './session-flag';
import { useRunningSession } from './use-running-session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ isRunning }: { isRunning: boolean }) {
  useRunningSession(isRunning);
  return null;
}

describe('running session flag', () => {
  it('is set only while the session runs', () => {
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Probe, { isRunning: true })));
    expect(isSessionActive()).toBe(true);
    act(() => root.render(createElement(Probe, { isRunning: false })));
    expect(isSessionActive()).toBe(false);
    act(() => root.unmount());
  });

  it('stays while any hold remains (a timer and a mix playing on its own), and goes with the last', () => {
    const timer = holdSessionFlag();
    const sound = holdSessionFlag();
    timer();
    timer();
    expect(isSessionActive()).toBe(true);
    sound();
    expect(isSessionActive()).toBe(false);
  });

  it('tells a waiting prompt when the session ends, once', async () => {
    document.documentElement.setAttribute(SESSION_ACTIVE_ATTR, '');
    const onEnd = vi.fn();
    whenSessionEnds(onEnd);
    expect(onEnd).not.toHaveBeenCalled();
    document.documentElement.removeAttribute(SESSION_ACTIVE_ATTR);
    await Promise.resolve();
    document.documentElement.setAttribute(SESSION_ACTIVE_ATTR, '');
    document.documentElement.removeAttribute(SESSION_ACTIVE_ATTR);
    await Promise.resolve();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('answers at once when no session runs', () => {
    const onEnd = vi.fn();
    whenSessionEnds(onEnd);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
