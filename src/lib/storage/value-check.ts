/**
 * Which values of a backup the tools could not use (issue 24): a well-formed file can still carry a
 * damaged value (a hand edit, a broken copy), which its tool would set aside on its first read and
 * show an empty screen instead. The import preview names these values and leaves out of the import,
 * so what this browser keeps under those keys stays (docs/decisions.md#principles: nothing is lost).
 */
import type { DataFile } from './data-file';
import type { AnyKeyDef, AnyKeyFamily, StorageGroup } from './registry';
import { decodeStored } from './storage';

/** The declaration that reads `key`: a key's own, or its family's; null for anything undeclared. */
function findDeclaration(
  groups: readonly StorageGroup[],
  key: string,
): AnyKeyDef | AnyKeyFamily | null {
  for (const group of groups) {
    const def = group.keys.find((candidate) => candidate.key === key);
    if (def) return def;
    const family = group.families.find((candidate) => candidate.matches(key));
    if (family) return family;
  }
  return null;
}

/** The keys of `file` whose values their declarations would refuse (as `readStored` would). */
export function findUnusableKeys(file: DataFile, groups: readonly StorageGroup[]): Set<string> {
  const unusable = new Set<string>();
  for (const [key, raw] of Object.entries(file.items)) {
    const def = findDeclaration(groups, key);
    if (def && !decodeStored(def, raw, file.versions?.[key] ?? 1)) unusable.add(key);
  }
  return unusable;
}
