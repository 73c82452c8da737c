// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TabList, TabPanel, getKeyTarget } from './tabs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ITEMS = [
  { value: 'plan', label: 'Plan' },
  { value: 'practice', label: 'Practice' },
  { value: 'progress', label: 'Progress' },
] as const;
type Value = (typeof ITEMS)[number]['value'];

function Demo() {
  const [value, setValue] = useState<Value>('plan');
  return (
    <>
      <TabList baseId="t" label="Planner" items={ITEMS} value={value} onValueChange={setValue} />
      <TabPanel baseId="t" value={value}>
        {value} panel
      </TabPanel>
    </>
  );
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<Demo />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const tabs = () => [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const press = (key: string) =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

describe('tabs (WAI-ARIA tabs pattern)', () => {
  it('marks up a named tablist, tabs and the panel they control', () => {
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Planner');
    expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = container.querySelector('[role="tabpanel"]');
    expect(panel?.getAttribute('aria-labelledby')).toBe(tabs()[0]?.id);
    expect(tabs()[0]?.getAttribute('aria-controls')).toBe(panel?.id);
    expect(panel?.textContent).toBe('plan panel');
  });

  it('moves with the arrow keys (wrapping), Home and End, selecting and focusing', () => {
    tabs()[0]?.focus();
    press('ArrowRight');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true');
    expect(container.querySelector('[role="tabpanel"]')?.textContent).toBe('practice panel');
    press('End');
    expect(document.activeElement).toBe(tabs()[2]);
    press('ArrowRight');
    expect(document.activeElement).toBe(tabs()[0]);
    press('ArrowLeft');
    expect(document.activeElement).toBe(tabs()[2]);
    press('Home');
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('selects on click', () => {
    act(() => tabs()[2]?.click());
    expect(container.querySelector('[role="tabpanel"]')?.textContent).toBe('progress panel');
  });

  it('ignores other keys', () => {
    expect(getKeyTarget('a', 1, 3)).toBeNull();
    expect(getKeyTarget('ArrowUp', 0, 3)).toBe(2);
  });
});
