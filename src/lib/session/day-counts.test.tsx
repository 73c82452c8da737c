// @vitest-environment happy-dom
/**
 * The long-running timers' kit (focus and eye): day counts stored one key a day under each tool's
 * naming, the days a restore reads, and the island hook that hands the counts to the machine before
 * the restore and keeps a finished session's record and count once.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toLocalDay, toNoonDate } from '../clock/local-day';
import { installLocalStorage, MemoryStorage } from '../storage/memory-storage';
import { BACKUP_KEY_PREFIX, defineKey, readStored } from '../storage/storage';
import { getRestoreDays, defineDayCounts } from './day-counts';
import { historySchema, toHistoryRecord, type HistoryRecord } from './history';
import { definePersistedSession } from './persisted-session';
import {
  createSession,
  isTimedSession,
  startSession,
  toSessionSnapshot,
  type TimedSession,
} from './timed-session';
import { useDayCounts } from './use-day-counts';

const T0 = new Date(2026, 10, 24, 12, 0).getTime();
const DAY_MS = 24 * 60 * 60 * 1000;
const TODAY = toLocalDay(T0);
const YESTERDAY = toLocalDay(T0 - DAY_MS);

const COUNTS = defineDayCounts({
  prefix: 'stillwell:test-timer:sessions:',
  pattern: /\d{4}-\d{2}-\d{2}/,
  label: 'your daily test counts',
});
/** As the focus timer names its days: the browser's day string, no prefix. */
const DAY_STRING_COUNTS = defineDayCounts({
  prefix: '',
  pattern: /[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4}/,
  nameOf: (day) => toNoonDate(day).toDateString(),
  label: 'your daily test focus counts',
});
const HISTORY = defineKey<HistoryRecord<'test'>[]>({
  key: 'stillwell:test-timer:history',
  schema: historySchema('test'),
  version: 1,
  defaultValue: [],
  label: 'your test sessions',
});
const RUNNING = definePersistedSession<{ session: TimedSession }>({
  tool: 'test-timer',
  isSnapshot: (value): value is { session: TimedSession } =>
    typeof value === 'object' &&
    value !== null &&
    isTimedSession((value as { session?: unknown }).session),
  label: 'your running test session',
});

let storage: MemoryStorage;
let uninstall: () => void;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  storage = new MemoryStorage();
  uninstall = installLocalStorage(storage);
});

afterEach(() => {
  cleanup();
  uninstall();
  vi.useRealTimers();
});

/** A 20-minute session started at `startedAt`, as the kit saves it. */
const savedSession = (startedAt: number) => ({
  session: toSessionSnapshot(startSession(createSession(20 * 60_000), startedAt)),
});

describe('defineDayCounts', () => {
  it('keeps one whole number a day under the tool’s key, 0 for a day without one', () => {
    COUNTS.write(TODAY, 3);
    expect(storage.getItem(`stillwell:test-timer:sessions:${TODAY}`)).toContain('3');
    expect(COUNTS.read([TODAY, YESTERDAY])).toEqual({ [TODAY]: 3, [YESTERDAY]: 0 });
    expect(COUNTS.family.matches(`stillwell:test-timer:sessions:${TODAY}`)).toBe(true);
  });

  it('names a day as the tool’s spec does', () => {
    DAY_STRING_COUNTS.write('2026-11-24', 2);
    expect(storage.getItem('Tue Nov 24 2026')).toContain('2');
    expect(DAY_STRING_COUNTS.read(['2026-11-24'])).toEqual({ '2026-11-24': 2 });
  });

  it('reads a damaged count as 0 and keeps the stored value aside', () => {
    storage.setItem(`stillwell:test-timer:sessions:${TODAY}`, '"many"');
    expect(COUNTS.read([TODAY])).toEqual({ [TODAY]: 0 });
    expect(storage.getItem(`${BACKUP_KEY_PREFIX}stillwell:test-timer:sessions:${TODAY}`)).toContain(
      'many',
    );
  });
});

describe('getRestoreDays', () => {
  it('is today alone while the saved session is still running', () => {
    expect(getRestoreDays(savedSession(T0 - 5 * 60_000).session, T0)).toEqual([TODAY]);
  });

  it('adds the day a session ended on while the page was closed', () => {
    const started = T0 - DAY_MS - 30 * 60_000;
    expect(getRestoreDays(savedSession(started).session, T0)).toEqual([TODAY, YESTERDAY]);
  });
});

describe('useDayCounts', () => {
  const render = (onCounts = vi.fn()) => ({
    onCounts,
    hook: renderHook(() =>
      useDayCounts({ history: HISTORY, counts: COUNTS, running: RUNNING, onCounts }),
    ),
  });

  it('hands today’s stored count over once after mount', () => {
    COUNTS.write(TODAY, 4);
    const { onCounts } = render();
    expect(onCounts).toHaveBeenCalledTimes(1);
    expect(onCounts).toHaveBeenCalledWith({ [TODAY]: 4 });
  });

  it('reads the day a saved session ended on too, so its completion counts there', () => {
    COUNTS.write(YESTERDAY, 2);
    storage.setItem(
      'stillwell:test-timer:running-session',
      JSON.stringify(savedSession(T0 - DAY_MS - 30 * 60_000)),
    );
    const { onCounts } = render();
    expect(onCounts).toHaveBeenCalledWith({ [TODAY]: 0, [YESTERDAY]: 2 });
  });

  it('drops an unreadable saved session once it has been kept aside', () => {
    storage.setItem('stillwell:test-timer:running-session', '{"session":7}');
    const { onCounts } = render();
    expect(onCounts).toHaveBeenCalledWith({ [TODAY]: 0 });
    expect(storage.getItem('stillwell:test-timer:running-session')).toBeNull();
    expect(storage.getItem(`${BACKUP_KEY_PREFIX}stillwell:test-timer:running-session`)).toContain(
      '{\\"session\\":7}',
    );
  });

  it('keeps a finished session’s record once and its day’s count', () => {
    const { hook } = render();
    const record = toHistoryRecord('test', T0 - 20 * 60_000, T0, 20);
    act(() => {
      hook.result.current.keep(record, 5);
    });
    act(() => {
      hook.result.current.keep(record, 5);
    });
    expect(hook.result.current.records).toEqual([record]);
    expect(COUNTS.read([TODAY])).toEqual({ [TODAY]: 5 });
  });

  it('clears one day: its records and its count, the other days kept', () => {
    const { hook } = render();
    const older = toHistoryRecord('test', T0 - DAY_MS - 20 * 60_000, T0 - DAY_MS, 20);
    const today = toHistoryRecord('test', T0 - 20 * 60_000, T0, 20);
    act(() => {
      hook.result.current.keep(older, 1);
      hook.result.current.keep(today, 1);
    });
    act(() => {
      hook.result.current.clearDay(TODAY);
    });
    expect(hook.result.current.records).toEqual([older]);
    expect(COUNTS.read([TODAY, YESTERDAY])).toEqual({ [TODAY]: 0, [YESTERDAY]: 1 });
    expect(readStored(HISTORY).value).toEqual([older]);
  });
});
