// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { NOTICE_EVENT, notify, onNotice } from './notice';

describe('notice', () => {
  it('dispatches a stillwell:notice event on window with the notice as detail', () => {
    const handler = vi.fn();
    window.addEventListener(NOTICE_EVENT, handler);
    notify({ message: 'Saved.', tone: 'info' });
    window.removeEventListener(NOTICE_EVENT, handler);
    expect(NOTICE_EVENT).toBe('stillwell:notice');
    expect(handler).toHaveBeenCalledTimes(1);
    const event = handler.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ message: 'Saved.', tone: 'info' });
  });

  it('delivers notices to listeners until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = onNotice(listener);
    notify({ message: 'One', tone: 'error' });
    stop();
    notify({ message: 'Two', tone: 'info' });
    expect(listener).toHaveBeenCalledExactlyOnceWith({ message: 'One', tone: 'error' });
  });
});
