// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorageForEachTest } from '../storage/memory-storage.testing';
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

const storage = memoryStorageForEachTest();

beforeEach(() => {
  sessionStorage.clear();
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
    ['sets that are not a whole count', { ...ENTRY, sets: 1.5 }],
    ['negative sets', { ...ENTRY, sets: -2 }],
  ])('refuses an entry with %s and keeps the log as it was', (_, entry) => {
    appendPractice(ENTRY);
    expect(appendPractice(entry)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(readPracticeLog()).toEqual([ENTRY]);
  });

  it('keeps the sets a workout counted (issue 43: the journal records sets done)', () => {
    const workout = { ...ENTRY, tool: 'ai-exercise-planner', sets: 6 };
    expect(appendPractice(workout)).toEqual({ ok: true });
    expect(readPracticeLog()).toEqual([workout]);
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

describe('a full storage loses no practice', () => {
  /** The practice log module as a freshly loaded page has it (nothing loaded lazily yet). */
  const loadPage = async () => {
    vi.resetModules();
    return import('./practice-log');
  };
  /** Waits for the lazily loaded writer to have run. */
  const settled = async () => {
    await vi.dynamicImportSettled();
  };
  const fill = () => {
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  };
  const free = () => Reflect.deleteProperty(storage, 'setItem');
  /** The entries waiting in the tab, in key order. */
  const waiting = () =>
    Object.keys(sessionStorage)
      .filter((key) => key.startsWith('stillwell:site:practice-unsaved:'))
      .sort()
      .map((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown);
  const SECOND: PracticeEntry = {
    ...ENTRY,
    tool: 'body-scan-online',
    seconds: 180,
    ending: 'early',
  };

  it('keeps an entry it could not write in the tab at once, before anything loads', async () => {
    const log = await loadPage();
    fill();
    expect(log.appendPractice(ENTRY)).toMatchObject({ ok: false, reason: 'quota' });
    expect(log.readPracticeLog()).toEqual([]);
    expect(waiting()).toEqual([ENTRY]);
    fill();
    expect(log.appendPractice(SECOND)).toMatchObject({ ok: false });
    expect(waiting()).toEqual([SECOND, ENTRY]); // in key order: one key per session
    await settled();
  });

  it('writes it when the page is hidden, left, or another tab changes storage', async () => {
    const log = await loadPage();
    fill();
    log.appendPractice(ENTRY);
    await settled();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(log.readPracticeLog()).toEqual([]);
    free();
    window.dispatchEvent(new Event('pagehide'));
    expect(log.readPracticeLog()).toEqual([ENTRY]);
    expect(waiting()).toEqual([]);
    fill();
    log.appendPractice(SECOND);
    await settled();
    free();
    window.dispatchEvent(new StorageEvent('storage', { key: 'elsewhere' }));
    expect(log.readPracticeLog()).toEqual([ENTRY, SECOND]);
  });

  it('writes it on the next page load of this tab, once there is room, and only once', async () => {
    let log = await loadPage();
    fill();
    log.appendPractice(ENTRY);
    await settled();
    log = await loadPage(); // a reload while still full: the tab's copy is still there
    log.writeUnsavedPractice();
    await settled();
    expect(waiting()).toEqual([ENTRY]);
    free();
    log = await loadPage();
    log.writeUnsavedPractice();
    await settled();
    expect(log.readPracticeLog()).toEqual([ENTRY]);
    expect(waiting()).toEqual([]);
    // the same session logged again (finished after being left) replaces it
    log.appendPractice({ ...ENTRY, seconds: 360 });
    expect(log.readPracticeLog()).toEqual([{ ...ENTRY, seconds: 360 }]);
  });

  it('drops an unsaved entry the visitor takes back with Undo', async () => {
    const log = await loadPage();
    fill();
    log.appendPractice(ENTRY);
    log.appendPractice(SECOND);
    log.removePractice(ENTRY.tool, ENTRY.startedAt);
    expect(waiting()).toEqual([SECOND]);
    log.removePractice(SECOND.tool, SECOND.startedAt);
    expect(waiting()).toEqual([]);
    free();
    window.dispatchEvent(new Event('pagehide'));
    await settled();
    expect(log.readPracticeLog()).toEqual([]);
  });

  it("reads the tab's list within reason: anything but practice entries is left out", async () => {
    const log = await loadPage();
    const key = (name: string) => `${log.UNSAVED_PRACTICE_PREFIX}${name}`;
    sessionStorage.setItem(key('a'), JSON.stringify(ENTRY));
    sessionStorage.setItem(key('b'), JSON.stringify({ ...ENTRY, tool: '' }));
    sessionStorage.setItem(key('c'), '7');
    log.writeUnsavedPractice();
    await settled();
    expect(log.readPracticeLog()).toEqual([ENTRY]);
    expect(waiting()).toEqual([]);
    sessionStorage.setItem(key('d'), '{not json');
    log.writeUnsavedPractice();
    await settled();
    expect(log.readPracticeLog()).toEqual([ENTRY]);
    expect(waiting()).toEqual([]);
  });

  it('forgets the waiting entries when the visitor deletes the journal', async () => {
    const log = await loadPage();
    fill();
    log.appendPractice(ENTRY);
    await settled();
    sessionStorage.setItem('elsewhere', 'kept');
    log.forgetUnsavedPractice();
    expect(waiting()).toEqual([]);
    expect(sessionStorage.getItem('elsewhere')).toBe('kept');
    free();
    window.dispatchEvent(new Event('pagehide'));
    expect(log.readPracticeLog()).toEqual([]);
  });
});
