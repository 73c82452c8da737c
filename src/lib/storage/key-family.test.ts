// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { numberInRangeSchema } from './guard-schema';
import { memoryStorageForEachTest } from './memory-storage.testing';
import { defineKeyFamily, readStored, VERSIONS_KEY, writeStored } from './storage';

const storage = memoryStorageForEachTest();

/** docs/tools/focus-timer.md#data: the focus timer keeps "a per-day count keyed by the day string" (Date#toDateString). */
const dayCounts = defineKeyFamily<number>({
  prefix: '',
  pattern: /(Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} \d{2} \d{4}/,
  schema: numberInRangeSchema(0, 1000),
  version: 1,
  defaultValue: 0,
  label: 'your daily focus counts',
});

describe('defineKeyFamily', () => {
  it('matches member keys by prefix and the whole pattern', () => {
    expect(dayCounts.matches('Sun Nov 22 2026')).toBe(true);
    expect(dayCounts.matches('Sun Nov 22 2026 extra')).toBe(false);
    expect(dayCounts.matches('stillwell:site:theme')).toBe(false);
    const prefixed = defineKeyFamily<number>({
      prefix: 'stillwell:focus-timer:count:',
      schema: numberInRangeSchema(0, 1000),
      version: 1,
      defaultValue: 0,
      label: 'your daily focus counts',
    });
    expect(prefixed.matches('stillwell:focus-timer:count:2026-11-22')).toBe(true);
    expect(prefixed.matches('stillwell:focus-timer:count:')).toBe(false);
  });

  it('gives each member a declared key that reads, writes and keeps bad values aside', () => {
    const today = dayCounts.keyOf('Sun Nov 22 2026');
    expect(dayCounts.keyOf('Sun Nov 22 2026')).toBe(today);
    expect(readStored(today)).toEqual({ value: 0, status: 'default' });
    expect(writeStored(today, 3)).toEqual({ ok: true });
    expect(storage.getItem('Sun Nov 22 2026')).toBe('3');
    storage.setItem('Sat Nov 21 2026', '"lots"');
    expect(readStored(dayCounts.keyOf('Sat Nov 21 2026')).status).toBe('recovered');
    expect(storage.getItem('stillwell:backup:Sat Nov 21 2026')).toContain('lots');
  });

  it('migrates a member stored by an older version', () => {
    const counts = defineKeyFamily<number>({
      prefix: 'stillwell:test:count:',
      schema: numberInRangeSchema(0, 1000),
      version: 2,
      defaultValue: 0,
      migrate: (value) => (typeof value === 'string' ? Number(value) : value),
      label: 'test counts',
    });
    storage.setItem('stillwell:test:count:a', '"4"');
    expect(readStored(counts.keyOf('a'))).toEqual({ value: 4, status: 'migrated' });
    expect(JSON.parse(storage.getItem(VERSIONS_KEY) ?? '{}')).toEqual({
      'stillwell:test:count:a': 2,
    });
  });

  it('refuses a name outside the family and a family without prefix or pattern', () => {
    expect(() => dayCounts.keyOf('tomorrow')).toThrow(RangeError);
    expect(() =>
      defineKeyFamily<number>({
        prefix: '',
        schema: numberInRangeSchema(0, 1),
        version: 1,
        defaultValue: 0,
        label: 'everything',
      }),
    ).toThrow(RangeError);
  });
});
