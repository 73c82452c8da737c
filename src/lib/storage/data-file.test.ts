// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PRACTICE_LOG_KEY } from '../practice-log/practice-log';
import { numberInRangeSchema } from './guard-schema';
import {
  applyImport,
  createDataFile,
  DATA_FILE_FORMAT,
  DATA_FILE_VERSION,
  getDataFileName,
  parseDataFile,
  planImport,
  serializeDataFile,
  type DataFile,
} from './data-file';
import { deleteAllData } from './inventory';
import { findUnusableKeys } from './value-check';
import { memoryStorageForEachTest } from './memory-storage.testing';
import { STORAGE_GROUPS } from '../../site/storage-groups';
import type { StorageGroup } from './registry';
import { defineKey, defineKeyFamily, readStored, VERSIONS_KEY, writeStored } from './storage';

const storage = memoryStorageForEachTest();

/** Every key and value in storage, sorted: the "bytes" a round trip must keep. */
function snapshot(): [string, string][] {
  const entries: [string, string][] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index) ?? '';
    entries.push([key, storage.getItem(key) ?? '']);
  }
  return entries.sort(([a], [b]) => a.localeCompare(b));
}

const NOW = new Date('2026-11-22T10:30:00.000Z');

/** A key family and a key at version 2, beside the real registry, so the round trip covers both. */
const COUNTS = defineKeyFamily<number>({
  prefix: 'stillwell:test-tool:count:',
  schema: numberInRangeSchema(0, 100),
  version: 1,
  defaultValue: 0,
  label: 'your daily counts',
});
const LEVEL = defineKey<number>({
  key: 'stillwell:test-tool:level',
  schema: numberInRangeSchema(0, 100),
  version: 2,
  defaultValue: 5,
  migrate: (value) => (typeof value === 'string' ? Number(value) : value),
  label: 'your level',
});
/** A key whose stored value is corrupt, so the storage module keeps it aside. */
const VOLUME = defineKey<number>({
  key: 'stillwell:test-tool:volume',
  schema: numberInRangeSchema(0, 1),
  version: 1,
  defaultValue: 0.8,
  label: 'your volume',
});
const GROUPS: readonly StorageGroup[] = [
  ...STORAGE_GROUPS,
  { id: 'test-tool', name: 'Test Tool', isTool: true, keys: [LEVEL, VOLUME], families: [COUNTS] },
];

/** Stores a value for every declared key of the registry, a family member, a copy kept aside and more. */
function fillEveryKey(): void {
  for (const group of STORAGE_GROUPS) {
    for (const def of group.keys) {
      expect(writeStored(def, def.defaultValue), def.key).toEqual({ ok: true });
    }
  }
  writeStored(COUNTS.keyOf('2026-11-21'), 3);
  writeStored(COUNTS.keyOf('2026-11-22'), 1);
  writeStored(LEVEL, 7);
  writeStored(PRACTICE_LOG_KEY, [
    {
      tool: 'box-breathing',
      startedAt: '2026-11-21T08:00:00.000Z',
      endedAt: '2026-11-21T08:05:00.000Z',
      seconds: 300,
    },
  ]);
  // A corrupt value the storage module kept aside, an undeclared key of Stillwell, text beyond ASCII.
  storage.setItem('stillwell:test-tool:volume', '"loud"');
  readStored(VOLUME);
  storage.setItem('stillwell:retired-tool:note', '{"text":"ünïcödé ☯ \\u2028 🌿"}');
  storage.setItem('someone-else', 'not ours');
}

describe('the backup file', () => {
  it('round-trips every declared key byte for byte: export → delete everything → import', () => {
    fillEveryKey();
    const before = snapshot();
    expect(before.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'stillwell:site:practice-log',
        'stillwell:site:theme',
        'stillwell:backup:stillwell:test-tool:volume',
        'stillwell:test-tool:count:2026-11-22',
        VERSIONS_KEY,
      ]),
    );
    const text = serializeDataFile(createDataFile(storage, GROUPS, NOW));

    expect(deleteAllData(storage, GROUPS)).toMatchObject({ ok: true });
    expect(snapshot()).toEqual([['someone-else', 'not ours']]);

    const parsed = parseDataFile(text, GROUPS);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(applyImport(storage, GROUPS, parsed.file)).toEqual({ ok: true });
    expect(snapshot()).toEqual(before);
  });

  it('writes the format name, version, time, raw strings and the versions map', () => {
    writeStored(LEVEL, 7);
    storage.setItem('someone-else', 'x');
    const file = createDataFile(storage, GROUPS, NOW);
    expect(file).toEqual({
      format: 'stillwell-data',
      version: 1,
      exportedAt: '2026-11-22T10:30:00.000Z',
      items: { 'stillwell:test-tool:level': '7' },
      versions: { 'stillwell:test-tool:level': 2 },
    });
    expect(getDataFileName(new Date(2026, 10, 2, 9))).toBe('stillwell-backup-2026-11-02.json');
  });

  it.each([
    ['not JSON', 'hello', 'not-json', "This file isn't a Stillwell backup: it isn't JSON."],
    ['cut short', '{"format":"stillwell-data","version":1,', 'not-json', "it isn't JSON"],
    [
      'another program’s JSON',
      '{"name":"my-notes","items":[]}',
      'foreign',
      "This file isn't a Stillwell backup.",
    ],
    ['a JSON list', '[1,2,3]', 'foreign', "This file isn't a Stillwell backup."],
    [
      'a backup without its values',
      '{"format":"stillwell-data","version":1,"exportedAt":"2026-11-22T10:30:00Z"}',
      'damaged',
      'its stored values are missing or not text',
    ],
    [
      'a backup with a value that is not text',
      '{"format":"stillwell-data","version":1,"exportedAt":"2026-11-22T10:30:00Z","items":{"stillwell:site:theme":3}}',
      'damaged',
      'not text',
    ],
    [
      'a backup holding keys that are not Stillwell’s',
      '{"format":"stillwell-data","version":1,"exportedAt":"2026-11-22T10:30:00Z","items":{"token":"abc"}}',
      'damaged',
      "it holds data Stillwell doesn't keep (token)",
    ],
    [
      'a backup with unreadable versions',
      '{"format":"stillwell-data","version":1,"exportedAt":"2026-11-22T10:30:00Z","items":{},"versions":{"a":"two"}}',
      'damaged',
      'versions',
    ],
    [
      'a backup without a version',
      '{"format":"stillwell-data","exportedAt":"2026-11-22T10:30:00Z","items":{}}',
      'damaged',
      'format version is missing',
    ],
  ])('refuses %s, changes nothing and says why', (_, text, problem, message) => {
    writeStored(LEVEL, 7);
    const before = snapshot();
    const parsed = parseDataFile(text, GROUPS);
    expect(parsed).toMatchObject({ ok: false, problem });
    if (parsed.ok) return;
    expect(parsed.message).toContain(message);
    expect(parsed.message).toMatch(/Nothing was changed\.$/);
    expect(snapshot()).toEqual(before);
  });

  it('refuses a file from a newer format version with a clear message', () => {
    const newer = JSON.stringify({
      format: DATA_FILE_FORMAT,
      version: DATA_FILE_VERSION + 1,
      exportedAt: NOW.toISOString(),
      items: {},
      somethingNew: true,
    });
    expect(parseDataFile(newer, GROUPS)).toEqual({
      ok: false,
      problem: 'newer',
      message:
        'This backup was made by a newer version of Stillwell (format 2; this page reads up to format 1). Reload Stillwell to get the latest version, then import it again. Nothing was changed.',
    });
  });

  it('accepts an older format version and migrates it step by step', () => {
    // Format 1 as it is today, read by a future page at format 3 whose steps rename fields.
    const migrations = {
      1: ({ items, ...rest }: Record<string, unknown>) => ({ ...rest, values: items }),
      2: ({ values, ...rest }: Record<string, unknown>) => ({ ...rest, items: values }),
    };
    const old = serializeDataFile({
      format: DATA_FILE_FORMAT,
      version: 1,
      exportedAt: NOW.toISOString(),
      items: { 'stillwell:site:theme': '"dark"' },
    });
    const parsed = parseDataFile(old, GROUPS, { currentVersion: 3, migrations });
    expect(parsed).toEqual({
      ok: true,
      fromVersion: 1,
      file: {
        format: DATA_FILE_FORMAT,
        version: 3,
        exportedAt: NOW.toISOString(),
        items: { 'stillwell:site:theme': '"dark"' },
      },
    });
    expect(parseDataFile(old, GROUPS, { currentVersion: 2, migrations: {} })).toMatchObject({
      ok: false,
      problem: 'damaged',
    });
  });

  it('imports values stored by an older key version; the storage module migrates them on read', () => {
    const file: DataFile = {
      format: DATA_FILE_FORMAT,
      version: 1,
      exportedAt: NOW.toISOString(),
      items: { 'stillwell:test-tool:level': '"9"' },
    };
    expect(applyImport(storage, GROUPS, file)).toEqual({ ok: true });
    expect(readStored(LEVEL)).toEqual({ value: 9, status: 'migrated' });
    expect(storage.getItem(VERSIONS_KEY)).toBe('{"stillwell:test-tool:level":2}');
  });
});

describe('import preview and apply', () => {
  it('previews what is added, replaced and removed, per owner, without writing', () => {
    writeStored(LEVEL, 7);
    writeStored(COUNTS.keyOf('2026-11-20'), 2);
    storage.setItem('stillwell:site:theme', '"dark"');
    const before = snapshot();
    const file: DataFile = {
      format: DATA_FILE_FORMAT,
      version: 1,
      exportedAt: NOW.toISOString(),
      items: {
        'stillwell:test-tool:level': '8',
        'stillwell:site:theme': '"dark"',
        'stillwell:site:show-streaks': 'false',
      },
      versions: { 'stillwell:test-tool:level': 2 },
    };
    const plan = planImport(storage, GROUPS, file);
    expect(snapshot()).toEqual(before);
    expect(
      plan.groups.map((entry) => ({
        id: entry.group.id,
        added: entry.added.map((change) => change.label),
        replaced: entry.replaced.map((change) => change.label),
        removed: entry.removed.map((change) => change.label),
        unchanged: entry.unchanged,
      })),
    ).toEqual([
      { id: 'practice', added: ['your streaks setting'], replaced: [], removed: [], unchanged: 0 },
      {
        id: 'test-tool',
        added: [],
        replaced: ['your level'],
        removed: ['your daily counts'],
        unchanged: 0,
      },
    ]);
    expect(plan.changeCount).toBe(3);
  });

  it('names the values the tools could not use, and leaves them out: what is stored stays', () => {
    writeStored(LEVEL, 7);
    const file: DataFile = {
      format: DATA_FILE_FORMAT,
      version: 1,
      exportedAt: NOW.toISOString(),
      items: {
        // a level of 500 is outside 0..100; a count that is not JSON; a good count; a level from
        // a newer key version would be as unusable
        'stillwell:test-tool:level': '500',
        'stillwell:test-tool:count:2026-11-21': '{oops',
        'stillwell:test-tool:count:2026-11-22': '4',
        'stillwell:site:theme': '"dark"',
        'stillwell:retired-tool:note': '"kept as it is"',
      },
      versions: { 'stillwell:test-tool:level': 2 },
    };
    const unusable = findUnusableKeys(file, GROUPS);
    expect([...unusable].sort()).toEqual([
      'stillwell:test-tool:count:2026-11-21',
      'stillwell:test-tool:level',
    ]);
    expect(
      findUnusableKeys({ ...file, versions: { 'stillwell:test-tool:level': 3 } }, GROUPS),
    ).toContain('stillwell:test-tool:level');
    const plan = planImport(storage, GROUPS, file, unusable);
    const testTool = plan.groups.find((entry) => entry.group.id === 'test-tool');
    expect(testTool).toMatchObject({
      added: [{ label: 'your daily counts' }],
      replaced: [],
      removed: [],
      unusable: [{ label: 'your level' }, { label: 'your daily counts' }],
    });
    expect(applyImport(storage, GROUPS, file, unusable)).toEqual({ ok: true });
    expect(readStored(LEVEL)).toEqual({ value: 7, status: 'stored' });
    expect(storage.getItem('stillwell:test-tool:count:2026-11-21')).toBeNull();
    expect(readStored(COUNTS.keyOf('2026-11-22')).value).toBe(4);
    expect(JSON.parse(storage.getItem(VERSIONS_KEY) ?? '{}')).toEqual({
      'stillwell:test-tool:level': 2,
    });
  });

  it('counts a changed value version as a replacement', () => {
    writeStored(LEVEL, 7);
    const file = createDataFile(storage, GROUPS, NOW);
    delete file.versions;
    expect(planImport(storage, GROUPS, file).groups[0]?.replaced).toHaveLength(1);
  });

  it('puts everything back when the browser runs out of room midway', () => {
    writeStored(LEVEL, 7);
    storage.setItem('stillwell:site:theme', '"dark"');
    const before = snapshot();
    const file: DataFile = {
      format: DATA_FILE_FORMAT,
      version: 1,
      exportedAt: NOW.toISOString(),
      items: { 'stillwell:site:practice-moods': '{}', 'stillwell:test-tool:count:x': '1' },
    };
    const setItem = storage.setItem.bind(storage);
    let writes = 0;
    storage.setItem = (key: string, value: string) => {
      writes += 1;
      if (writes === 2) throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    };
    expect(applyImport(storage, GROUPS, file)).toMatchObject({ ok: false, reason: 'quota' });
    storage.setItem = setItem;
    expect(snapshot()).toEqual(before);
  });
});
