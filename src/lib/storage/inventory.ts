/**
 * What Stillwell keeps in a browser's localStorage, key by key, sorted into the owners of the key
 * registry, with sizes; and deleting an owner's data or all of it. Works on any `Storage`, so tests
 * and the data page use the same code.
 */
import type { DataGroup } from './data-groups';
import { BACKUP_KEY_PREFIX, VERSIONS_KEY } from './storage';

/** Every key Stillwell writes without declaring one starts with this. */
export const STILLWELL_KEY_PREFIX = 'stillwell:';

/** What a stored key is to its owner. */
export type StoredItemKind = 'value' | 'member' | 'backup' | 'versions' | 'unknown';

/** One stored key. */
export interface StoredItem {
  /** The localStorage key. */
  readonly key: string;
  /** The stored string, as it is. */
  readonly raw: string;
  /** Visitor-facing name, e.g. "your sound mix". */
  readonly label: string;
  /** What the key is. */
  readonly kind: StoredItemKind;
  /** Bytes it takes as browsers count them (UTF-16: 2 per code unit of key and value). */
  readonly bytes: number;
}

/** One owner's stored keys. */
export interface GroupInventory {
  /** The owner. */
  readonly group: DataGroup;
  /** Its stored keys, in key order. */
  readonly items: readonly StoredItem[];
  /** Their total size in bytes. */
  readonly bytes: number;
}

/** Id of the group of undeclared `stillwell:` keys found in storage (data of a newer or older site). */
export const OTHER_GROUP_ID = 'other';

/** The group of undeclared `stillwell:` keys. */
export const OTHER_GROUP: DataGroup = {
  id: OTHER_GROUP_ID,
  name: 'Other Stillwell data',
  isTool: false,
  keys: [],
  families: [],
};

/** Where a key belongs: its owner, label and kind; null when it is not Stillwell's. */
export function classifyKey(
  groups: readonly DataGroup[],
  key: string,
): { groupId: string; label: string; kind: StoredItemKind } | null {
  if (key === VERSIONS_KEY) {
    return { groupId: 'site', label: 'which version each saved value has', kind: 'versions' };
  }
  for (const group of groups) {
    const def = group.keys.find((candidate) => candidate.key === key);
    if (def) return { groupId: group.id, label: def.label, kind: 'value' };
    const family = group.families.find((candidate) => candidate.matches(key));
    if (family) return { groupId: group.id, label: family.label, kind: 'member' };
  }
  if (key.startsWith(BACKUP_KEY_PREFIX)) {
    const original = key.slice(BACKUP_KEY_PREFIX.length);
    // storage.ts numbers further copies of one key `<key>:2`, `<key>:3`…
    const owner =
      classifyKey(groups, original) ?? classifyKey(groups, original.replace(/:\d+$/, ''));
    return {
      groupId: owner && owner.kind !== 'unknown' ? owner.groupId : OTHER_GROUP_ID,
      label: `a copy of ${owner && owner.kind !== 'unknown' ? owner.label : original} kept aside`,
      kind: 'backup',
    };
  }
  if (key.startsWith(STILLWELL_KEY_PREFIX))
    return { groupId: OTHER_GROUP_ID, label: key, kind: 'unknown' };
  return null;
}

/** Every key of `storage` that is Stillwell's, sorted. */
export function listStillwellKeys(storage: Storage, groups: readonly DataGroup[]): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && classifyKey(groups, key)) keys.push(key);
  }
  return keys.sort();
}

/** What Stillwell keeps, per owner (every declared owner, then other data when there is some). */
export function readInventory(storage: Storage, groups: readonly DataGroup[]): GroupInventory[] {
  const items = new Map<string, StoredItem[]>();
  for (const key of listStillwellKeys(storage, groups)) {
    const raw = storage.getItem(key);
    const owner = classifyKey(groups, key);
    if (raw === null || !owner) continue;
    const list = items.get(owner.groupId) ?? [];
    list.push({
      key,
      raw,
      label: owner.label,
      kind: owner.kind,
      bytes: (key.length + raw.length) * 2,
    });
    items.set(owner.groupId, list);
  }
  const owners = items.has(OTHER_GROUP_ID) ? [...groups, OTHER_GROUP] : groups;
  return owners.map((group) => {
    const list = items.get(group.id) ?? [];
    return { group, items: list, bytes: list.reduce((sum, item) => sum + item.bytes, 0) };
  });
}

/** The versions map as stored, or null when none is (or it is unreadable). */
export function readVersionsMap(storage: Storage): Record<string, number> | null {
  const raw = storage.getItem(VERSIONS_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] >= 1,
      ),
    );
  } catch {
    return null;
  }
}

/** The outcome of a deletion. */
export type DeleteResult =
  | { readonly ok: true; readonly removed: number }
  | { readonly ok: false; readonly message: string };

/** Removes `keys` and their entries in the versions map; never throws. */
function removeKeys(storage: Storage, keys: readonly string[]): DeleteResult {
  try {
    for (const key of keys) storage.removeItem(key);
    const versions = readVersionsMap(storage);
    if (versions && keys.some((key) => key in versions)) {
      const kept = Object.fromEntries(
        Object.entries(versions).filter(([key]) => !keys.includes(key)),
      );
      storage.setItem(VERSIONS_KEY, JSON.stringify(kept));
    }
    return { ok: true, removed: keys.length };
  } catch {
    return {
      ok: false,
      message: 'Your browser did not let Stillwell delete this data. Please try again.',
    };
  }
}

/** Deletes everything one owner keeps (its keys, family members and kept-aside copies). */
export function deleteGroupData(
  storage: Storage,
  groups: readonly DataGroup[],
  groupId: string,
): DeleteResult {
  const keys = listStillwellKeys(storage, groups).filter((key) => {
    const owner = classifyKey(groups, key);
    return owner?.groupId === groupId && owner.kind !== 'versions';
  });
  return removeKeys(storage, keys);
}

/** Deletes everything Stillwell keeps in this browser, the versions map included. */
export function deleteAllData(storage: Storage, groups: readonly DataGroup[]): DeleteResult {
  return removeKeys(storage, listStillwellKeys(storage, groups));
}

/** A size for people: "0 bytes", "512 bytes", "1.5 KB", "2.3 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
