// @vitest-environment happy-dom
import { act, createElement, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { installLocalStorage, MemoryStorage } from './memory-storage';
import { defineKey, readStored } from './storage';
import { useStored, type SetStored } from './use-stored';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MOOD_KEY = defineKey({
  key: 'stillwell:test:moods',
  schema: z.array(z.string()),
  version: 1,
  defaultValue: ['calm'],
  label: 'your moods',
});

const probe: { setMoods: SetStored<string[]> } = {
  setMoods: () => ({ ok: true }),
};
const seenValues: string[][] = [];

function setMoods(next: Parameters<SetStored<string[]>>[0]): ReturnType<SetStored<string[]>> {
  return probe.setMoods(next);
}

function MoodProbe(): ReturnType<typeof createElement> {
  const [moods, set, { status }] = useStored(MOOD_KEY);
  useEffect(() => {
    probe.setMoods = set;
  }, [set]);
  seenValues.push(moods);
  return createElement('output', null, `${moods.join(',')}|${status}`);
}

let storage: MemoryStorage;
let uninstallStorage: () => void;
let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  storage = new MemoryStorage();
  uninstallStorage = installLocalStorage(storage);
  container = document.createElement('div');
  document.body.append(container);
  seenValues.length = 0;
});

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  root = undefined;
  container.remove();
  uninstallStorage();
  vi.restoreAllMocks();
});

function mount(): void {
  act(() => {
    root = createRoot(container);
    root.render(createElement(MoodProbe));
  });
}

describe('useStored', () => {
  it('renders the default on the server even when a value is stored', () => {
    storage.setItem(MOOD_KEY.key, '["joyful"]');
    expect(renderToString(createElement(MoodProbe))).toBe('<output>calm|default</output>');
  });

  it('hydrates without a mismatch and shows the stored value after mount', () => {
    storage.setItem(MOOD_KEY.key, '["joyful","rested"]');
    container.innerHTML = renderToString(createElement(MoodProbe));
    const consoleError = vi.spyOn(console, 'error');
    act(() => {
      root = hydrateRoot(container, createElement(MoodProbe), {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    expect(consoleError).not.toHaveBeenCalled();
    expect(seenValues[0]).toEqual(['calm']);
    expect(container.textContent).toBe('joyful,rested|stored');
  });

  it('with nothing stored, hydrates in one render: no second render after mount', () => {
    container.innerHTML = renderToString(createElement(MoodProbe));
    seenValues.length = 0;
    act(() => {
      root = hydrateRoot(container, createElement(MoodProbe));
    });
    expect(seenValues).toEqual([['calm']]);
    expect(container.textContent).toBe('calm|default');
    // and a value saved later still comes in
    act(() => {
      expect(setMoods(['rested'])).toEqual({ ok: true });
    });
    expect(container.textContent).toBe('rested|stored');
  });

  it('keeps the same value identity across re-renders of an unchanged store', () => {
    storage.setItem(MOOD_KEY.key, '["joyful"]');
    mount();
    act(() => {
      root?.render(createElement(MoodProbe));
    });
    expect(seenValues.length).toBeGreaterThanOrEqual(2);
    expect(seenValues.at(-1)).toBe(seenValues.at(-2));
  });

  it('saves through the setter, with a value or an updater, and re-renders', () => {
    mount();
    act(() => {
      expect(setMoods(['focused'])).toEqual({ ok: true });
    });
    expect(container.textContent).toBe('focused|stored');
    act(() => {
      setMoods((prev) => [...prev, 'sleepy']);
    });
    expect(storage.getItem(MOOD_KEY.key)).toBe('["focused","sleepy"]');
    expect(container.textContent).toBe('focused,sleepy|stored');
  });

  it('reports a refused value from the setter and keeps showing the stored one', () => {
    mount();
    let result: ReturnType<SetStored<string[]>> | undefined;
    act(() => {
      result = setMoods([42] as unknown as string[]);
    });
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    expect(container.textContent).toBe('calm|default');
  });

  it('shows changes made in another tab live', () => {
    mount();
    storage.setItem(MOOD_KEY.key, '["from another tab"]');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: MOOD_KEY.key }));
    });
    expect(container.textContent).toBe('from another tab|stored');
  });

  it('shows the default with status recovered for an unreadable value, once kept aside', () => {
    storage.setItem(MOOD_KEY.key, '{oops');
    mount();
    expect(container.textContent).toBe('calm|recovered');
    expect(storage.getItem(`stillwell:backup:${MOOD_KEY.key}`)).toContain('{oops');
    expect(readStored(MOOD_KEY).status).toBe('default');
  });
});
