// @vitest-environment happy-dom
import { act, createElement, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installLocalStorage, MemoryStorage } from '../storage/memory-storage';
import { definePersistedSession, usePersistedSession } from './persisted-session';
import {
  isTimedSession,
  toSessionSnapshot,
  createSession,
  pauseSession,
  startSession,
  tickSession,
  type TimedSession,
} from './timed-session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const T0 = Date.parse('2026-11-24T12:00:00Z');
const MIN = 60_000;

interface Snapshot {
  readonly mode: 'focus' | 'break';
  readonly session: TimedSession;
}

const KEY = definePersistedSession<Snapshot>({
  tool: 'test-timer',
  isSnapshot: (value): value is Snapshot =>
    typeof value === 'object' &&
    value !== null &&
    ['focus', 'break'].includes((value as Snapshot).mode) &&
    isTimedSession((value as Snapshot).session),
  label: 'your running test session',
});

const restored: Snapshot[] = [];
const probe = { setSnapshot: (next: Snapshot | null): void => void next };
const setSnapshot = (next: Snapshot | null) => probe.setSnapshot(next);

function Probe(): null {
  const [snapshot, set] = useState<Snapshot | null>(null);
  useEffect(() => {
    probe.setSnapshot = set;
  }, [set]);
  usePersistedSession(KEY, snapshot, (saved) => {
    restored.push(saved);
    set(saved);
  });
  return null;
}

let storage: MemoryStorage;
let uninstall: () => void;
let root: Root | undefined;
const mount = () => {
  const next = createRoot(document.createElement('div'));
  root = next;
  act(() => {
    next.render(createElement(Probe));
  });
};
const stored = () => JSON.parse(storage.getItem(KEY.key) ?? 'null') as Snapshot | null;

beforeEach(() => {
  storage = new MemoryStorage();
  uninstall = installLocalStorage(storage);
  restored.length = 0;
});

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  root = undefined;
  uninstall();
});

describe('stored deadlines', () => {
  const running = startSession(createSession(25 * MIN), T0);

  it('accepts well-formed sessions and refuses broken ones', () => {
    expect(isTimedSession(running)).toBe(true);
    expect(isTimedSession(pauseSession(running, T0 + MIN))).toBe(true);
    expect(isTimedSession(createSession(null))).toBe(true);
    expect(isTimedSession({ ...running, clock: { ...running.clock, status: 'sleeping' } })).toBe(
      false,
    );
    expect(
      isTimedSession({ ...running, clock: { ...running.clock, segmentStartedAt: null } }),
    ).toBe(false);
    expect(isTimedSession({ ...running, completions: -1 })).toBe(false);
    expect(isTimedSession('running')).toBe(false);
  });

  it('stores the start and banked time, not the time of every tick', () => {
    const ticked = tickSession(running, T0 + 1_250);
    expect(toSessionSnapshot(ticked)).toEqual(toSessionSnapshot(running));
    expect(toSessionSnapshot(running).clock.segmentStartedAt).toBe(T0);
  });

  it('keeps a running session saved and hands it back once after a reload', () => {
    mount();
    expect(restored).toEqual([]);
    const snapshot: Snapshot = { mode: 'focus', session: toSessionSnapshot(running) };
    act(() => setSnapshot(snapshot));
    expect(stored()).toEqual(snapshot);

    act(() => root?.unmount());
    mount();
    expect(restored).toEqual([snapshot]);
    expect(stored()).toEqual(snapshot);
    act(() => setSnapshot(null));
    expect(storage.getItem(KEY.key)).toBeNull();
  });

  it('never overwrites a saved session with the first render defaults', () => {
    const snapshot: Snapshot = { mode: 'break', session: toSessionSnapshot(running) };
    storage.setItem(KEY.key, JSON.stringify(snapshot));
    mount();
    expect(stored()).toEqual(snapshot);
    expect(restored).toEqual([snapshot]);
  });

  it('keeps a corrupt snapshot aside and starts fresh', () => {
    storage.setItem(KEY.key, '{"mode":"focus","session":"soon"}');
    mount();
    expect(restored).toEqual([]);
    expect(storage.getItem(`stillwell:backup:${KEY.key}`)).toContain('soon');
  });
});
