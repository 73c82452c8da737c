// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatTabTitle, useTabTitle } from './use-tab-title';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ title }: { title: string | null }): null {
  useTabTitle(title);
  return null;
}

let root: Root;
const render = (title: string | null) =>
  act(() => {
    root.render(createElement(Probe, { title }));
  });

beforeEach(() => {
  document.title = 'Focus Timer | Stillwell';
  root = createRoot(document.createElement('div'));
});

afterEach(() => {
  act(() => {
    root.unmount();
  });
});

describe('tab title countdown', () => {
  it('formats the time left and what is running', () => {
    expect(formatTabTitle(1499, 'Focus')).toBe('24:59 · Focus');
    expect(formatTabTitle(0, 'Eye break')).toBe('00:00 · Eye break');
  });

  it('shows the countdown while running and restores the page title when not', () => {
    render(null);
    expect(document.title).toBe('Focus Timer | Stillwell');
    render('25:00 · Focus');
    expect(document.title).toBe('25:00 · Focus');
    render('24:59 · Focus');
    expect(document.title).toBe('24:59 · Focus');
    render(null);
    expect(document.title).toBe('Focus Timer | Stillwell');
    render('04:59 · Short Break');
    expect(document.title).toBe('04:59 · Short Break');
  });

  it('restores the page title when the tool goes away', () => {
    render('10:00 · Walking');
    act(() => {
      root.unmount();
    });
    expect(document.title).toBe('Focus Timer | Stillwell');
    root = createRoot(document.createElement('div'));
  });
});
