// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installLocalStorage, MemoryStorage } from '../storage/memory-storage';
import { readStored } from '../storage/storage';
import {
  appendPractice,
  PRACTICE_LOG_KEY,
  readPracticeLog,
  type PracticeEntry,
} from './practice-log';

const ENTRY: PracticeEntry = {
  tool: 'box-breathing',
  startedAt: '2025-01-02T08:00:00.000Z',
  endedAt: '2025-01-02T08:05:00.000Z',
  seconds: 300,
};

let storage: MemoryStorage;
let uninstall: () => void;

beforeEach(() => {
  storage = new MemoryStorage();
  uninstall = installLocalStorage(storage);
});

afterEach(() => {
  uninstall();
});

describe('practice log', () => {
  it('starts empty under stillwell:site:practice-log', () => {
    expect(PRACTICE_LOG_KEY.key).toBe('stillwell:site:practice-log');
    expect(readPracticeLog()).toEqual([]);
  });

  it('appends entries in order and stores them as a plain array', () => {
    expect(appendPractice(ENTRY)).toEqual({ ok: true });
    const second = { ...ENTRY, tool: 'trataka', seconds: 0 };
    expect(appendPractice(second)).toEqual({ ok: true });
    expect(readPracticeLog()).toEqual([ENTRY, second]);
    expect(JSON.parse(storage.getItem(PRACTICE_LOG_KEY.key) ?? 'null')).toEqual([ENTRY, second]);
  });

  it('counts a session once: its finished record replaces the one logged when the visitor left', () => {
    appendPractice({ ...ENTRY, endedAt: '2025-01-02T08:02:00.000Z', seconds: 120 });
    appendPractice({ ...ENTRY, tool: 'zen-timer' });
    appendPractice(ENTRY);
    expect(readPracticeLog()).toEqual([ENTRY, { ...ENTRY, tool: 'zen-timer' }]);
  });

  it.each([
    ['negative seconds', { ...ENTRY, seconds: -1 }],
    ['a start that is not an ISO date-time', { ...ENTRY, startedAt: 'yesterday' }],
    ['an empty tool', { ...ENTRY, tool: '' }],
  ])('refuses an entry with %s and keeps the log as it was', (_, entry) => {
    appendPractice(ENTRY);
    expect(appendPractice(entry)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(readPracticeLog()).toEqual([ENTRY]);
  });

  it('reports a full quota instead of throwing', () => {
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(appendPractice(ENTRY)).toMatchObject({ ok: false, reason: 'quota' });
  });

  it('starts a fresh log when the stored one is unreadable, keeping the old one aside', () => {
    storage.setItem(PRACTICE_LOG_KEY.key, '[{"tool":1}]');
    expect(readPracticeLog()).toEqual([]);
    expect(storage.getItem('stillwell:backup:stillwell:site:practice-log')).toContain('tool');
    expect(appendPractice(ENTRY)).toEqual({ ok: true });
    expect(readStored(PRACTICE_LOG_KEY).value).toEqual([ENTRY]);
  });
});
