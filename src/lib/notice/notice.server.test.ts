import { describe, expect, it, vi } from 'vitest';
import { notify, onNotice } from './notice';

describe('notice on the server', () => {
  it('does nothing and does not throw without a window', () => {
    expect(typeof window).toBe('undefined');
    const listener = vi.fn();
    const stop = onNotice(listener);
    expect(() => {
      notify({ message: 'Hi', tone: 'info' });
    }).not.toThrow();
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});
