// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitToText, hasFieldSizing } from './use-auto-grow';

describe('the message box grows where field-sizing is missing (docs/browsers.md#field-sizing)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('knows whether the browser sizes the box itself', () => {
    vi.stubGlobal('CSS', { supports: (property: string) => property === 'field-sizing' });
    expect(hasFieldSizing()).toBe(true);
    vi.stubGlobal('CSS', { supports: () => false });
    expect(hasFieldSizing()).toBe(false);
  });

  it('takes the height of its text, and of the placeholder while empty, keeping the value', () => {
    const box = document.createElement('textarea');
    box.placeholder = 'Share what is on your mind, and a long placeholder that wraps';
    box.style.borderTopWidth = '1px';
    box.style.borderBottomWidth = '1px';
    document.body.append(box);
    const heights: Record<string, number> = { '': 0, [box.placeholder]: 64, 'one\ntwo\nthree': 88 };
    Object.defineProperty(box, 'scrollHeight', { get: () => heights[box.value] ?? 40 });
    fitToText(box);
    expect(box.style.height).toBe('66px');
    expect(box.value).toBe('');
    box.value = 'one\ntwo\nthree';
    fitToText(box);
    expect(box.style.height).toBe('90px');
    expect(box.value).toBe('one\ntwo\nthree');
  });
});
