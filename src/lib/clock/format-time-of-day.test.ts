import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTimeOfDay } from './format-time-of-day';

describe('formatTimeOfDay', () => {
  it.each([
    new Date(2026, 10, 22, 9, 5, 59).getTime(),
    new Date(2026, 10, 22, 0, 0).getTime(),
    new Date(2026, 10, 22, 23, 59).getTime(),
  ])('shows %s as the visitor’s locale writes a short time', (timestamp) => {
    expect(formatTimeOfDay(timestamp)).toBe(
      new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(timestamp),
    );
  });

  it('follows the locale: 24-hour where it is the custom, AM/PM where that is', () => {
    const at = new Date(2026, 10, 22, 21, 5).getTime();
    expect(new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(at)).toBe('21:05');
    expect(new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(at)).toMatch(
      /^9:05\sPM$/,
    );
  });
});

describe('prepareTimeOfDay', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('builds the formatter only once a worker has loaded the locale’s data', async () => {
    const workers: { onmessage: (() => void) | null }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        onmessage: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor() {
          workers.push(this);
        }
        terminate() {}
      },
    );
    vi.resetModules();
    const { prepareTimeOfDay } = await import('./format-time-of-day');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    let isReady = false;
    void prepareTimeOfDay().then(() => (isReady = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(workers).toHaveLength(1);
    expect(built).not.toHaveBeenCalled();
    expect(isReady).toBe(false);
    workers[0]?.onmessage?.();
    await vi.waitFor(() => expect(isReady).toBe(true));
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('builds the formatter in a later task, once, and the times it then gives are the same', async () => {
    vi.resetModules();
    const { prepareTimeOfDay, formatTimeOfDay: format } = await import('./format-time-of-day');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const ready = prepareTimeOfDay();
    expect(built).not.toHaveBeenCalled();
    await ready;
    expect(built).toHaveBeenCalledTimes(1);
    expect(prepareTimeOfDay()).toBe(ready);
    const at = new Date(2026, 10, 22, 21, 5).getTime();
    expect(format(at)).toBe(new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(at));
    expect(built).toHaveBeenCalledTimes(2);
  });
});
