import { describe, expect, it } from 'vitest';
import { THEME_KEY } from './site-keys';
import { readStored, removeStored, subscribeStored, writeStored } from './storage';

describe('storage without a browser', () => {
  it('reads defaults and reports writes as unavailable without throwing', () => {
    expect(typeof window).toBe('undefined');
    expect(readStored(THEME_KEY)).toEqual({ value: 'system', status: 'default' });
    expect(writeStored(THEME_KEY, 'dark')).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(() => {
      removeStored(THEME_KEY);
      subscribeStored(THEME_KEY, () => undefined)();
    }).not.toThrow();
  });
});
