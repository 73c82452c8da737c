// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { numberInRangeSchema } from './guard-schema';
import {
  classifyKey,
  deleteAllData,
  deleteGroupData,
  formatBytes,
  readInventory,
} from './inventory';
import { memoryStorageForEachTest } from './memory-storage.testing';
import { STORAGE_GROUPS } from '../../site/storage-groups';
import type { StorageGroup } from './registry';
import { defineKey, defineKeyFamily, VERSIONS_KEY, writeStored } from './storage';

const storage = memoryStorageForEachTest();

const DAY_COUNTS = defineKeyFamily<number>({
  prefix: '',
  pattern: /[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4}/,
  schema: numberInRangeSchema(0, 100),
  version: 1,
  defaultValue: 0,
  label: 'your daily focus counts',
});
const HISTORY = defineKey<number>({
  key: 'focusTimer_sessionHistory',
  schema: numberInRangeSchema(0, 100),
  version: 3,
  defaultValue: 0,
  label: 'your focus history',
});
const GROUPS: readonly StorageGroup[] = [
  ...STORAGE_GROUPS,
  { id: 'focus-timer', name: 'Focus Timer', isTool: true, keys: [HISTORY], families: [DAY_COUNTS] },
];

describe('classifyKey', () => {
  it.each([
    ['stillwell:site:practice-log', 'practice', 'value', 'your practice log'],
    ['stillwell:sound-mixer:presets', 'sound-mixer', 'value', 'your sound mixer presets'],
    ['focusTimer_sessionHistory', 'focus-timer', 'value', 'your focus history'],
    ['Sun Nov 22 2026', 'focus-timer', 'member', 'your daily focus counts'],
    [
      'stillwell:backup:stillwell:sound-mixer:mix',
      'sound-mixer',
      'backup',
      'a copy of your sound mix kept aside',
    ],
    [
      'stillwell:backup:Sun Nov 22 2026:2',
      'focus-timer',
      'backup',
      'a copy of your daily focus counts kept aside',
    ],
    [VERSIONS_KEY, 'site', 'versions', 'which version each saved value has'],
    ['stillwell:old-tool:thing', 'other', 'unknown', 'stillwell:old-tool:thing'],
  ])('%s belongs to %s as a %s', (key, groupId, kind, label) => {
    expect(classifyKey(GROUPS, key)).toEqual({ groupId, kind, label });
  });

  it('leaves other sites’ keys alone', () => {
    expect(classifyKey(GROUPS, 'darkModeOfSomeoneElse')).toBeNull();
  });
});

describe('readInventory', () => {
  it('lists every owner with its stored keys and sizes in bytes (UTF-16)', () => {
    writeStored(HISTORY, 4);
    storage.setItem('Sun Nov 22 2026', '2');
    storage.setItem('unrelated', 'x'.repeat(100));
    const inventory = readInventory(storage, GROUPS);
    expect(inventory.map((entry) => entry.group.id)).toEqual(GROUPS.map((group) => group.id));
    const focus = inventory.find((entry) => entry.group.id === 'focus-timer');
    expect(focus?.items.map((item) => [item.key, item.bytes])).toEqual([
      ['Sun Nov 22 2026', (15 + 1) * 2],
      ['focusTimer_sessionHistory', (25 + 1) * 2],
    ]);
    expect(focus?.bytes).toBe(84);
    const site = inventory.find((entry) => entry.group.id === 'site');
    expect(site?.items.map((item) => item.kind)).toEqual(['versions']);
  });

  it('adds a group for Stillwell keys no module declares', () => {
    storage.setItem('stillwell:old-tool:thing', '1');
    const inventory = readInventory(storage, GROUPS);
    expect(inventory.at(-1)?.group.name).toBe('Other Stillwell data');
    expect(inventory.at(-1)?.items).toHaveLength(1);
  });
});

describe('deleting', () => {
  it('deletes one owner’s keys, members, copies kept aside and version entries, nothing else', () => {
    writeStored(HISTORY, 4);
    storage.setItem('Sun Nov 22 2026', '2');
    storage.setItem('stillwell:backup:focusTimer_sessionHistory', '{"raw":"x"}');
    storage.setItem('stillwell:site:theme', '"dark"');
    storage.setItem('unrelated', 'keep');
    expect(deleteGroupData(storage, GROUPS, 'focus-timer')).toEqual({ ok: true, removed: 3 });
    expect(storage.getItem('focusTimer_sessionHistory')).toBeNull();
    expect(storage.getItem('Sun Nov 22 2026')).toBeNull();
    expect(storage.getItem('stillwell:backup:focusTimer_sessionHistory')).toBeNull();
    expect(storage.getItem(VERSIONS_KEY)).toBe('{}');
    expect(storage.getItem('stillwell:site:theme')).toBe('"dark"');
    expect(storage.getItem('unrelated')).toBe('keep');
  });

  it('deletes everything Stillwell keeps and only that', () => {
    writeStored(HISTORY, 4);
    storage.setItem('stillwell:site:theme', '"dark"');
    storage.setItem('stillwell:old-tool:thing', '1');
    storage.setItem('unrelated', 'keep');
    expect(deleteAllData(storage, GROUPS)).toEqual({ ok: true, removed: 4 });
    expect(storage.length).toBe(1);
    expect(storage.getItem('unrelated')).toBe('keep');
  });

  it('reports a browser that refuses instead of throwing', () => {
    storage.setItem('stillwell:site:theme', '"dark"');
    storage.removeItem = () => {
      throw new Error('blocked');
    };
    expect(deleteAllData(storage, GROUPS)).toMatchObject({ ok: false });
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1500, '1.5 KB'],
    [2_345_678, '2.3 MB'],
    [123_456_789, '123 MB'],
  ])('%i → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
