// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { onNotice, type Notice } from '../notice/notice';
import { installLocalStorage, MemoryStorage } from './memory-storage';
import { INSTALL_DISMISSED_KEY, INSTALL_REMIND_AT_KEY, THEME_KEY } from './site-keys';
import {
  BACKUP_KEY_PREFIX,
  defineKey,
  readStored,
  removeStored,
  setAsideStored,
  subscribeStored,
  VERSIONS_KEY,
  type StorageKeyDef,
  writeStored,
} from './storage';

const sessionSchema = z.array(z.object({ minutes: z.number().min(0) }));

let keyCount = 0;
/** A fresh key per test, so module-level notice bookkeeping never leaks between tests. */
function defineSessions(overrides: Partial<Parameters<typeof defineKey<unknown>>[0]> = {}) {
  keyCount += 1;
  return defineKey({
    key: `test_sessions_${keyCount}`,
    schema: sessionSchema,
    version: 1,
    defaultValue: [],
    label: 'your focus history',
    ...overrides,
  } as Parameters<typeof defineKey<{ minutes: number }[]>>[0]);
}

let notices: Notice[];
let stopListening: () => void;
let storage: MemoryStorage;
let uninstallStorage: () => void;

beforeEach(() => {
  storage = new MemoryStorage();
  uninstallStorage = installLocalStorage(storage);
  notices = [];
  stopListening = onNotice((notice) => notices.push(notice));
});

afterEach(() => {
  stopListening();
  uninstallStorage();
  vi.restoreAllMocks();
});

/** Makes every setItem throw a QuotaExceededError, as a full browser storage does. */
function fillQuota(): void {
  storage.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
}

/** Lets the deferred read-recovery notice arrive. */
async function flushMicrotasks(): Promise<void> {
  await Promise.resolve();
}

function readBackup(key: string): { savedAt: string; version: number; raw: string } {
  return JSON.parse(localStorage.getItem(key) ?? 'null') as {
    savedAt: string;
    version: number;
    raw: string;
  };
}

describe('readStored', () => {
  it('returns the default with status default when nothing is stored', () => {
    const def = defineSessions();
    expect(readStored(def)).toEqual({ value: [], status: 'default' });
  });

  it('reads back a written value stored as plain JSON in its own shape', () => {
    const def = defineSessions();
    expect(writeStored(def, [{ minutes: 25 }])).toEqual({ ok: true });
    expect(localStorage.getItem(def.key)).toBe('[{"minutes":25}]');
    expect(localStorage.getItem(VERSIONS_KEY)).toBeNull();
    expect(readStored(def)).toEqual({ value: [{ minutes: 25 }], status: 'stored' });
  });

  it('keeps corrupt JSON aside, returns the default and tells the visitor once', async () => {
    const def = defineSessions();
    localStorage.setItem(def.key, '{not json');
    const result = readStored(def);
    expect(result).toEqual({
      value: [],
      status: 'recovered',
      backupKey: `${BACKUP_KEY_PREFIX}${def.key}`,
    });
    const backup = readBackup(`stillwell:backup:${def.key}`);
    expect(backup.raw).toBe('{not json');
    expect(backup.version).toBe(1);
    expect(Number.isNaN(Date.parse(backup.savedAt))).toBe(false);
    expect(localStorage.getItem(def.key)).toBeNull();
    await flushMicrotasks();
    expect(notices).toEqual([
      {
        tone: 'error',
        message:
          "We couldn't read your focus history, so Stillwell started fresh. A copy was kept in this browser.",
      },
    ]);
    expect(readStored(def).status).toBe('default');
    await flushMicrotasks();
    expect(notices).toHaveLength(1);
  });

  it('keeps a value of the wrong shape aside', () => {
    const def = defineSessions();
    localStorage.setItem(def.key, '[{"minutes":"ten"}]');
    const result = readStored(def);
    expect(result.status).toBe('recovered');
    expect(result.value).toEqual([]);
    expect(readBackup(`${BACKUP_KEY_PREFIX}${def.key}`).raw).toBe('[{"minutes":"ten"}]');
  });

  it('keeps a value from a newer version than the code knows aside', () => {
    const def = defineSessions();
    localStorage.setItem(def.key, '[{"minutes":5}]');
    localStorage.setItem(VERSIONS_KEY, JSON.stringify({ [def.key]: 3 }));
    const result = readStored(def);
    expect(result.status).toBe('recovered');
    const backup = readBackup(`${BACKUP_KEY_PREFIX}${def.key}`);
    expect(backup).toMatchObject({ version: 3, raw: '[{"minutes":5}]' });
    expect(JSON.parse(localStorage.getItem(VERSIONS_KEY) ?? '{}')).toEqual({});
  });

  it('never overwrites an existing backup', () => {
    const def = defineSessions();
    const base = `${BACKUP_KEY_PREFIX}${def.key}`;
    localStorage.setItem(base, 'older backup');
    localStorage.setItem(def.key, 'garbage one');
    expect(readStored(def).backupKey).toBe(`${base}:2`);
    localStorage.setItem(def.key, 'garbage two');
    expect(readStored(def).backupKey).toBe(`${base}:3`);
    expect(localStorage.getItem(base)).toBe('older backup');
    expect(readBackup(`${base}:2`).raw).toBe('garbage one');
    expect(readBackup(`${base}:3`).raw).toBe('garbage two');
  });

  it('migrates an older version, validates it and writes value and version back', () => {
    const migrate = vi.fn((value: unknown, fromVersion: number) =>
      fromVersion === 1 ? (value as number[]).map((minutes) => ({ minutes })) : value,
    );
    const def = defineSessions({ version: 2, migrate });
    localStorage.setItem(def.key, '[5,10]');
    expect(readStored(def)).toEqual({
      value: [{ minutes: 5 }, { minutes: 10 }],
      status: 'migrated',
    });
    expect(migrate).toHaveBeenCalledWith([5, 10], 1);
    expect(localStorage.getItem(def.key)).toBe('[{"minutes":5},{"minutes":10}]');
    expect(JSON.parse(localStorage.getItem(VERSIONS_KEY) ?? '{}')).toEqual({ [def.key]: 2 });
    expect(readStored(def).status).toBe('stored');
    expect(migrate).toHaveBeenCalledTimes(1);
  });

  it('keeps aside a value whose migration throws or still fails the schema', () => {
    const throwing = defineSessions({
      version: 2,
      migrate: () => {
        throw new Error('bad');
      },
    });
    localStorage.setItem(throwing.key, '[1]');
    expect(readStored(throwing).status).toBe('recovered');
    const useless = defineSessions({ version: 2, migrate: (value) => value });
    localStorage.setItem(useless.key, '[1]');
    expect(readStored(useless).status).toBe('recovered');
    expect(readBackup(`${BACKUP_KEY_PREFIX}${useless.key}`).raw).toBe('[1]');
  });

  it('treats an unreadable version map as version 1 for every key', () => {
    const def = defineSessions();
    localStorage.setItem(VERSIONS_KEY, 'nope');
    localStorage.setItem(def.key, '[]');
    expect(readStored(def).status).toBe('stored');
  });
});

describe('writeStored', () => {
  it('records the version of a key above version 1 and drops it when removed', () => {
    const def = defineSessions({ version: 4 });
    writeStored(def, [{ minutes: 1 }]);
    expect(JSON.parse(localStorage.getItem(VERSIONS_KEY) ?? '{}')).toEqual({ [def.key]: 4 });
    removeStored(def);
    expect(localStorage.getItem(def.key)).toBeNull();
    expect(JSON.parse(localStorage.getItem(VERSIONS_KEY) ?? '{}')).toEqual({});
    expect(readStored(def).status).toBe('default');
  });

  it('refuses a value that fails the schema and writes nothing', () => {
    const def = defineSessions();
    const result = writeStored(def, [{ minutes: -1 }]);
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    expect(localStorage.getItem(def.key)).toBeNull();
    expect(notices).toEqual([]);
  });

  it('reports a full quota to the caller and the visitor without throwing', () => {
    const def = defineSessions();
    fillQuota();
    const message = "Your browser's storage is full, so your focus history could not be saved.";
    expect(writeStored(def, [{ minutes: 1 }])).toEqual({ ok: false, reason: 'quota', message });
    expect(notices).toEqual([{ tone: 'error', message }]);
    writeStored(def, [{ minutes: 2 }]);
    expect(notices).toHaveLength(1);
  });

  it('tells the visitor again when saving fails after having worked', () => {
    const def = defineSessions();
    fillQuota();
    writeStored(def, []);
    Reflect.deleteProperty(storage, 'setItem');
    expect(writeStored(def, []).ok).toBe(true);
    fillQuota();
    writeStored(def, []);
    expect(notices).toHaveLength(2);
  });
});

describe('a full storage and an unreadable value', () => {
  it('never overwrites an unreadable value it could not copy aside; writes again once it can', () => {
    const def = defineSessions();
    localStorage.setItem(def.key, '{not json');
    fillQuota();
    expect(readStored(def)).toEqual({ value: [], status: 'recovered' });
    const result = writeStored(def, [{ minutes: 5 }]);
    expect(result).toMatchObject({ ok: false, reason: 'quota' });
    expect(result.ok ? '' : result.message).toContain('The earlier copy Stillwell could not read');
    expect(localStorage.getItem(def.key)).toBe('{not json');
    Reflect.deleteProperty(storage, 'setItem');
    expect(writeStored(def, [{ minutes: 5 }])).toEqual({ ok: true });
    expect(readBackup(BACKUP_KEY_PREFIX + def.key).raw).toBe('{not json');
    expect(readStored(def).value).toEqual([{ minutes: 5 }]);
  });
});

describe('a full storage and an unreadable value, removed', () => {
  it('never removes an unreadable value it could not copy aside; removes it once the copy is made', () => {
    const def = defineSessions();
    localStorage.setItem(def.key, '{not json');
    fillQuota();
    expect(readStored(def)).toEqual({ value: [], status: 'recovered' });
    removeStored(def);
    expect(localStorage.getItem(def.key)).toBe('{not json');
    expect(notices.map((notice) => notice.message)).toContain(
      "Your browser's storage is full, so your focus history could not be saved. The earlier copy Stillwell could not read is left as it was; free some space to save again.",
    );
    Reflect.deleteProperty(storage, 'setItem');
    removeStored(def);
    expect(localStorage.getItem(def.key)).toBeNull();
    expect(readBackup(BACKUP_KEY_PREFIX + def.key).raw).toBe('{not json');
  });

  it('sets aside a readable value its tool cannot use, with the notice', async () => {
    const def = defineSessions();
    writeStored(def, [{ minutes: 5 }]);
    expect(setAsideStored(def)).toMatchObject({ value: [], status: 'recovered' });
    await flushMicrotasks();
    expect(localStorage.getItem(def.key)).toBeNull();
    expect(readBackup(BACKUP_KEY_PREFIX + def.key).raw).toBe('[{"minutes":5}]');
    expect(notices.at(-1)?.message).toContain("We couldn't read your focus history");
  });
});

describe('lists with maxItems', () => {
  it('caps a stored list on read and on save, keeping the newest', () => {
    const def = defineSessions({ maxItems: 3 });
    const long = Array.from({ length: 5000 }, (_, minutes) => ({ minutes }));
    localStorage.setItem(def.key, JSON.stringify(long));
    expect(readStored(def).value).toEqual([
      { minutes: 4997 },
      { minutes: 4998 },
      { minutes: 4999 },
    ]);
    writeStored(def, long);
    expect(JSON.parse(localStorage.getItem(def.key) ?? '[]')).toHaveLength(3);
  });
});

describe('when storage access throws', () => {
  let undoThrowing: () => void;

  beforeEach(() => {
    undoThrowing = installLocalStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
  });

  afterEach(() => {
    undoThrowing();
  });

  it('reads defaults, reports writes as unavailable and never throws', () => {
    const def = defineSessions();
    expect(() => localStorage).toThrow();
    expect(readStored(def)).toEqual({ value: [], status: 'default' });
    const result = writeStored(def, [{ minutes: 1 }]);
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(notices).toEqual([{ tone: 'error', message: result.ok ? '' : result.message }]);
    expect(() => {
      removeStored(def);
    }).not.toThrow();
  });
});

describe('subscribeStored', () => {
  it('hears same-tab writes and removals until unsubscribed', () => {
    const def = defineSessions();
    const listener = vi.fn();
    const unsubscribe = subscribeStored(def, listener);
    writeStored(def, [{ minutes: 3 }]);
    removeStored(def);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    writeStored(def, []);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('hears another tab changing the key, not other keys', () => {
    const def = defineSessions();
    const listener = vi.fn();
    const unsubscribe = subscribeStored(def, listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'some_other_key', newValue: '1' }));
    expect(listener).not.toHaveBeenCalled();
    localStorage.setItem(def.key, '[{"minutes":9}]');
    window.dispatchEvent(
      new StorageEvent('storage', { key: def.key, newValue: '[{"minutes":9}]' }),
    );
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readStored(def).value).toEqual([{ minutes: 9 }]);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: def.key }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps notifying other listeners when one throws', () => {
    const def = defineSessions();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const listener = vi.fn();
    subscribeStored(def, () => {
      throw new Error('boom');
    });
    subscribeStored(def, listener);
    expect(writeStored(def, []).ok).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('site keys', () => {
  it('declare the site keys with their defaults', () => {
    expect(THEME_KEY.key).toBe('stillwell:site:theme');
    expect(readStored(THEME_KEY)).toEqual({ value: 'system', status: 'default' });
    expect(INSTALL_DISMISSED_KEY.key).toBe('stillwell:site:install-dismissed');
    expect(readStored(INSTALL_DISMISSED_KEY).value).toBe(false);
    expect(INSTALL_REMIND_AT_KEY.key).toBe('stillwell:site:install-remind-at');
    expect(readStored(INSTALL_REMIND_AT_KEY).value).toBeNull();
  });

  it.each([
    [THEME_KEY, '"dark"', 'dark'],
    [INSTALL_DISMISSED_KEY, 'true', true],
    [INSTALL_REMIND_AT_KEY, '1700000000000', 1_700_000_000_000],
    [INSTALL_REMIND_AT_KEY, 'null', null],
  ] as const)('reads a valid stored %s', (def, raw, expected) => {
    localStorage.setItem(def.key, raw);
    expect(readStored(def as StorageKeyDef<unknown>)).toEqual({
      value: expected,
      status: 'stored',
    });
  });

  it.each([
    [THEME_KEY, '"sepia"'],
    [INSTALL_DISMISSED_KEY, '"yes"'],
    [INSTALL_REMIND_AT_KEY, '"tomorrow"'],
  ] as const)('keeps aside an invalid stored %s', (def, raw) => {
    localStorage.setItem(def.key, raw);
    expect(readStored(def as StorageKeyDef<unknown>).status).toBe('recovered');
  });
});
