// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { isSpaceHandledBy, useSpaceKey } from './use-space-key';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ onSpace }: { onSpace: () => void }) {
  useSpaceKey(onSpace);
  return null;
}

describe('useSpaceKey', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('calls back on Space pressed on the page, once per press', () => {
    const onSpace = vi.fn();
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Probe, { onSpace })));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { code: 'Space', bubbles: true }));
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { code: 'Space', bubbles: true, repeat: true }),
    );
    document.body.dispatchEvent(new KeyboardEvent('keydown', { code: 'Enter', bubbles: true }));
    expect(onSpace).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    document.body.dispatchEvent(new KeyboardEvent('keydown', { code: 'Space', bubbles: true }));
    expect(onSpace).toHaveBeenCalledTimes(1);
  });

  it('leaves Space to buttons, inputs and dialogs', () => {
    const onSpace = vi.fn();
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Probe, { onSpace })));
    const button = document.createElement('button');
    document.body.append(button);
    button.dispatchEvent(new KeyboardEvent('keydown', { code: 'Space', bubbles: true }));
    expect(onSpace).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});

describe('isSpaceHandledBy', () => {
  it.each([
    ['input', true],
    ['textarea', true],
    ['button', true],
    ['a', true],
    ['div', false],
    ['main', false],
  ])('<%s> → %s', (tag, expected) => {
    expect(isSpaceHandledBy(document.createElement(tag))).toBe(expected);
  });

  it('treats anything inside an open dialog as handled', () => {
    const dialog = document.createElement('dialog');
    const text = document.createElement('p');
    dialog.append(text);
    document.body.append(dialog);
    expect(isSpaceHandledBy(text)).toBe(true);
  });
});
