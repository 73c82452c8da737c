/**
 * The owners of stored keys as the data page needs them: names, keys, labels and family matchers,
 * without schemas. The page builds them at build time from the key registry and hands them to its
 * island as plain JSON, so the browser loads no tool's storage module, machine or validator.
 */
import type { StorageGroup } from './registry';
import { createKeyMatcher } from './storage';

/** One owner's keys, as far as listing, backing up and deleting them needs. */
export interface DataGroup {
  /** 'practice', 'site', 'other' or a tool's slug. */
  readonly id: string;
  /** Visitor-facing name. */
  readonly name: string;
  /** Whether the owner is a tool. */
  readonly isTool: boolean;
  /** Its single keys. */
  readonly keys: readonly { readonly key: string; readonly label: string }[];
  /** Its key families. */
  readonly families: readonly {
    readonly label: string;
    readonly matches: (key: string) => boolean;
  }[];
}

/** A `DataGroup` as JSON: families by prefix and pattern source. */
export interface DataGroupManifest {
  /** The owner's id. */
  id: string;
  /** Its name. */
  name: string;
  /** Whether it is a tool. */
  isTool: boolean;
  /** Its keys. */
  keys: { key: string; label: string }[];
  /** Its families. */
  families: { label: string; prefix: string; pattern: string | null; flags: string }[];
}

/** The registry's groups as JSON (for an island's props). */
export function toDataGroupManifest(groups: readonly StorageGroup[]): DataGroupManifest[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    isTool: group.isTool,
    keys: group.keys.map(({ key, label }) => ({ key, label })),
    families: group.families.map((family) => ({
      label: family.label,
      prefix: family.prefix,
      pattern: family.pattern?.source ?? null,
      flags: family.pattern?.flags ?? '',
    })),
  }));
}

/** The groups back from their JSON, family matchers included. */
export function fromDataGroupManifest(manifest: readonly DataGroupManifest[]): DataGroup[] {
  return manifest.map((group) => ({
    ...group,
    families: group.families.map((family) => ({
      label: family.label,
      matches: createKeyMatcher(
        family.prefix,
        family.pattern === null ? undefined : new RegExp(family.pattern, family.flags),
      ),
    })),
  }));
}
