/**
 * How declared storage keys are grouped by owner: a tool's keys are the `defineKey` / `defineKeyFamily`
 * exports of its `storage.ts`. The groups themselves are composed over the tool list one layer up, in
 * src/site/storage-groups.ts.
 */
import type { ToolMeta } from '../tool-meta';
import type { StorageKeyDef, StorageKeyFamilyDef } from './storage';

/** Any declared key, whatever its value type. */
export type AnyKeyDef = StorageKeyDef<unknown>;
/** Any declared key family, whatever its value type. */
export type AnyKeyFamily = StorageKeyFamilyDef<unknown>;

/** The keys one owner declares. */
export interface StorageGroup {
  /** 'site', 'practice' or a tool's slug (its folder name). */
  readonly id: string;
  /** Visitor-facing name: the tool's display name for a tool. */
  readonly name: string;
  /** Whether the owner is a tool. */
  readonly isTool: boolean;
  /** Its single keys. */
  readonly keys: readonly AnyKeyDef[];
  /** Its key families. */
  readonly families: readonly AnyKeyFamily[];
}

/** Whether a module export is a key declared with `defineKey`. */
export function isKeyDef(value: unknown): value is AnyKeyDef {
  if (typeof value !== 'object' || value === null) return false;
  const def = value as Partial<Record<keyof AnyKeyDef | 'kind', unknown>>;
  return (
    def.kind === undefined &&
    typeof def.key === 'string' &&
    typeof def.label === 'string' &&
    Number.isInteger(def.version) &&
    typeof def.schema === 'object' &&
    def.schema !== null &&
    '~standard' in def.schema
  );
}

/** Whether a module export is a family declared with `defineKeyFamily`. */
export function isKeyFamily(value: unknown): value is AnyKeyFamily {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'family' &&
    typeof (value as { matches?: unknown }).matches === 'function'
  );
}

/** The keys and families a module exports, in export order. */
export function collectDeclarations(
  ...modules: readonly Record<string, unknown>[]
): Pick<StorageGroup, 'keys' | 'families'> {
  const exports = modules.flatMap((module) => Object.values(module));
  return { keys: exports.filter(isKeyDef), families: exports.filter(isKeyFamily) };
}

/** The tool folder of a `…/tools/<slug>/storage.ts` module path. */
export function getToolSlugOfStoragePath(path: string): string {
  return /\/tools\/([^/]+)\/storage\.ts$/.exec(path)?.[1] ?? '';
}

/** Groups the site's and the tools' declarations; throws when two declarations claim one key. */
export function buildStorageGroups(
  siteGroups: readonly StorageGroup[],
  toolModules: Readonly<Record<string, Record<string, unknown>>>,
  tools: readonly Pick<ToolMeta, 'slug' | 'name' | 'order'>[],
): StorageGroup[] {
  const order = (slug: string) => tools.find((tool) => tool.slug === slug)?.order ?? Infinity;
  const toolGroups = Object.entries(toolModules)
    .map(([path, module]): StorageGroup => {
      const slug = getToolSlugOfStoragePath(path);
      const name = tools.find((tool) => tool.slug === slug)?.name ?? slug;
      return { id: slug, name, isTool: true, ...collectDeclarations(module) };
    })
    .filter((group) => group.keys.length + group.families.length > 0)
    .sort((a, b) => order(a.id) - order(b.id) || a.name.localeCompare(b.name));
  const groups = [...siteGroups, ...toolGroups];
  const seen = new Map<string, string>();
  for (const group of groups) {
    for (const name of [
      ...group.keys.map((def) => def.key),
      ...group.families.map((family) => `${family.prefix}*${family.pattern?.source ?? ''}`),
    ]) {
      const owner = seen.get(name);
      if (owner)
        throw new Error(`Storage key ${name} is declared by both ${owner} and ${group.id}`);
      seen.set(name, group.id);
    }
  }
  return groups;
}
