import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { booleanSchema, numberInRangeSchema } from '../lib/storage/guard-schema';
import {
  buildStorageGroups,
  collectDeclarations,
  isKeyDef,
  isKeyFamily,
  type StorageGroup,
} from '../lib/storage/registry';
import { defineKey, defineKeyFamily } from '../lib/storage/storage';
import { TOOLS } from '../tools/registry';
import { STORAGE_GROUPS, STORAGE_MODULE_PATHS } from './storage-groups';

/** Tool folders on disk that have a storage module. */
const foldersWithStorage = readdirSync('src/tools', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`src/tools/${entry.name}/storage.ts`))
  .map((entry) => entry.name)
  .sort();

/** Non-test source files that declare keys (storage.ts itself only defines the functions). */
function listDeclaringFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => `${entry.parentPath}/${entry.name}`)
    .filter((path) => !path.endsWith('lib/storage/storage.ts'))
    .filter((path) => /\bdefineKey(Family)?(<[^>]*>)?\(/.test(readFileSync(path, 'utf8')));
}

describe('storage key registry', () => {
  it('has a group for every tool folder with a storage module, found on disk, none listed by hand', () => {
    expect(STORAGE_MODULE_PATHS.length).toBe(foldersWithStorage.length);
    const toolGroups = STORAGE_GROUPS.filter((group) => group.isTool).map((group) => group.id);
    expect([...toolGroups].sort()).toEqual(foldersWithStorage);
  });

  it.each(
    STORAGE_GROUPS.filter((group) => group.isTool).map((group) => [group.id, group] as const),
  )('%s is named by its meta and lists every key its storage module declares', (slug, group) => {
    expect(group.name).toBe(TOOLS.find((tool) => tool.slug === slug)?.name);
    const source = readFileSync(`src/tools/${slug}/storage.ts`, 'utf8');
    // definePersistedSession (lib/session/persisted-session.ts) declares one key with defineKey, and
    // defineDayCounts (lib/session/day-counts.ts) one key family, defineItemMinutesKey
    // (lib/planner/plan-storage.ts) one key
    const declared =
      source.match(
        /\b(defineKey(Family)?|definePersistedSession|defineDayCounts|defineItemMinutesKey)(<[^>]*>)?\(/g,
      ) ?? [];
    expect(group.keys.length + group.families.length).toBe(declared.length);
  });

  it('knows every key declared anywhere in src (a key outside the registry would be left out of backups)', async () => {
    const known = new Set(STORAGE_GROUPS.flatMap((group) => [...group.keys, ...group.families]));
    const files = listDeclaringFiles('src');
    expect(files.length).toBeGreaterThan(foldersWithStorage.length);
    for (const file of files) {
      const module = (await import(/* @vite-ignore */ `/${file}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (isKeyDef(value) || isKeyFamily(value))
          expect(known.has(value), `${file}: ${name}`).toBe(true);
      }
    }
  });

  it('puts the practice journal and the site settings first, with their keys', () => {
    const [practice, site] = STORAGE_GROUPS;
    expect(practice?.name).toBe('Practice journal');
    expect(practice?.keys.map((def) => def.key)).toEqual([
      'stillwell:site:practice-log',
      'stillwell:site:practice-moods',
      'stillwell:site:show-streaks',
    ]);
    expect(site?.name).toBe('Site settings');
    expect(site?.keys.map((def) => def.key)).toContain('stillwell:site:theme');
    expect(site?.keys.map((def) => def.key)).toContain('stillwell:site:last-backup');
  });

  it('has unique keys', () => {
    const keys = STORAGE_GROUPS.flatMap((group) => group.keys.map((def) => def.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('buildStorageGroups (a tool added later)', () => {
  const HISTORY_KEY = defineKey<boolean>({
    key: 'focusTimer_sessionHistory',
    schema: booleanSchema(),
    version: 1,
    defaultValue: false,
    label: 'your focus history',
  });
  const DAY_COUNTS = defineKeyFamily<number>({
    prefix: 'stillwell:focus-timer:count:',
    schema: numberInRangeSchema(0, 100),
    version: 1,
    defaultValue: 0,
    label: 'your daily focus counts',
  });
  const site: StorageGroup = {
    id: 'site',
    name: 'Site settings',
    isTool: false,
    keys: [],
    families: [],
  };

  it('lists a new folder’s keys and families under the name from its meta, in directory order', () => {
    const groups = buildStorageGroups(
      [site],
      {
        '../../tools/sound-bowl/storage.ts': {
          MUTED: defineKey<boolean>({
            key: 'stillwell:sound-bowl:muted',
            schema: booleanSchema(),
            version: 1,
            defaultValue: false,
            label: 'mute',
          }),
        },
        '../../tools/focus-timer/storage.ts': { HISTORY_KEY, DAY_COUNTS, WORK_MIN: 25 },
      },
      [
        { slug: 'focus-timer', name: 'Focus Timer', order: 20 },
        { slug: 'sound-bowl', name: 'Sound Bowl', order: 40 },
      ],
    );
    expect(groups.map((group) => [group.id, group.name])).toEqual([
      ['site', 'Site settings'],
      ['focus-timer', 'Focus Timer'],
      ['sound-bowl', 'Sound Bowl'],
    ]);
    expect(groups[1]?.keys).toEqual([HISTORY_KEY]);
    expect(groups[1]?.families).toEqual([DAY_COUNTS]);
  });

  it('names a folder without meta by its slug and skips modules that declare nothing', () => {
    const groups = buildStorageGroups(
      [],
      {
        '../../tools/new-tool/storage.ts': { HISTORY_KEY },
        '../../tools/helpers-only/storage.ts': { MAX: 3 },
      },
      [],
    );
    expect(groups.map((group) => group.name)).toEqual(['new-tool']);
  });

  it('refuses two declarations of one key', () => {
    expect(() =>
      buildStorageGroups(
        [{ ...site, ...collectDeclarations({ HISTORY_KEY }) }],
        { '../../tools/focus-timer/storage.ts': { HISTORY_KEY } },
        [],
      ),
    ).toThrow(/declared by both site and focus-timer/);
  });
});
