import { describe, expect, it } from 'vitest';
import { numberInRangeSchema } from './guard-schema';
import { fromDataGroupManifest, toDataGroupManifest } from './data-groups';
import { classifyKey } from './inventory';
import { STORAGE_GROUPS } from '../../site/storage-groups';
import type { StorageGroup } from './registry';
import { defineKeyFamily } from './storage';

const DAY_COUNTS = defineKeyFamily<number>({
  prefix: '',
  pattern: /[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4}/i,
  schema: numberInRangeSchema(0, 100),
  version: 1,
  defaultValue: 0,
  label: 'your daily focus counts',
});
const GROUPS: StorageGroup[] = [
  ...STORAGE_GROUPS,
  { id: 'focus-timer', name: 'Focus Timer', isTool: true, keys: [], families: [DAY_COUNTS] },
];

describe('data groups (the registry as the data page receives it)', () => {
  it('survive JSON and classify every key exactly as the registry does', () => {
    const manifest = JSON.parse(JSON.stringify(toDataGroupManifest(GROUPS))) as ReturnType<
      typeof toDataGroupManifest
    >;
    const groups = fromDataGroupManifest(manifest);
    expect(groups.map((group) => [group.id, group.name])).toEqual(
      GROUPS.map((group) => [group.id, group.name]),
    );
    const keys = [
      ...GROUPS.flatMap((group) => group.keys.map((def) => def.key)),
      ...GROUPS.flatMap((group) => group.keys.map((def) => `stillwell:backup:${def.key}:2`)),
      'Sun Nov 22 2026',
      'sun nov 22 2026',
      'Sun Nov 22 2026!',
      'stillwell:backup:Sun Nov 22 2026',
      'stillwell:storage:versions',
      'stillwell:retired:thing',
      'elsewhere',
    ];
    for (const key of keys) expect(classifyKey(groups, key), key).toEqual(classifyKey(GROUPS, key));
    expect(classifyKey(groups, 'sun nov 22 2026')?.groupId).toBe('focus-timer');
  });
});
