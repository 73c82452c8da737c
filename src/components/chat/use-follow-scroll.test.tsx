// @vitest-environment happy-dom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFollowScroll } from './use-follow-scroll';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The list's geometry, which this test runner does not lay out: set by each case. */
const geometry = { scrollHeight: 1000, clientHeight: 450 };

function List({ content }: { content: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useFollowScroll(ref, content);
  return (
    <div ref={ref} data-testid="list">
      {content}
    </div>
  );
}

let root: Root;
let container: HTMLElement;
const list = () => container.querySelector<HTMLElement>('[data-testid="list"]');

function render(content: number): void {
  act(() => root.render(<List content={content} />));
}

/** New text arrives: the list grows by `by` px and re-renders. */
function grow(content: number, by = 100): void {
  geometry.scrollHeight += by;
  render(content);
}

beforeEach(() => {
  geometry.scrollHeight = 1000;
  geometry.clientHeight = 450;
  for (const key of ['scrollHeight', 'clientHeight'] as const)
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get: () => geometry[key],
    });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  render(0);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  for (const key of ['scrollHeight', 'clientHeight'] as const)
    Reflect.deleteProperty(HTMLElement.prototype, key);
});

describe('useFollowScroll', () => {
  it('starts at the newest and follows new text while the visitor is there', () => {
    expect(list()?.scrollTop).toBe(1000);
    grow(1);
    expect(list()?.scrollTop).toBe(1100);
  });

  it('leaves the list alone once the visitor scrolled up, even before the scroll event arrives', () => {
    const element = list();
    if (element === null) throw new Error('no list');
    element.scrollTop = 0; // the visitor's flick; its scroll event comes a frame later
    grow(1);
    expect(element.scrollTop).toBe(0);
    element.dispatchEvent(new Event('scroll'));
    grow(2);
    expect(element.scrollTop).toBe(0);
  });

  it('follows again once the visitor scrolls back to the newest', () => {
    const element = list();
    if (element === null) throw new Error('no list');
    element.scrollTop = 0;
    element.dispatchEvent(new Event('scroll'));
    grow(1);
    expect(element.scrollTop).toBe(0);
    element.scrollTop = geometry.scrollHeight - geometry.clientHeight - 10;
    element.dispatchEvent(new Event('scroll'));
    grow(2);
    expect(element.scrollTop).toBe(geometry.scrollHeight);
  });

  it('keeps following when the list shrinks under a visitor at the newest (a phone keyboard opening)', () => {
    const element = list();
    if (element === null) throw new Error('no list');
    element.scrollTop = geometry.scrollHeight - geometry.clientHeight;
    geometry.clientHeight = 150;
    grow(1);
    expect(element.scrollTop).toBe(geometry.scrollHeight);
  });
});
