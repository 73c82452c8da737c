/**
 * Loaded when a backup is chosen, not with the page: every key's validator (the tools' storage
 * modules), to find the values in the file the tools could not use.
 */
import type { DataFile } from '../lib/storage/data-file';
import { findUnusableKeys } from '../lib/storage/value-check';
import { STORAGE_GROUPS } from './storage-groups';

/** The keys of `file` whose values Stillwell's tools could not use. */
export function findUnusableValues(file: DataFile): Set<string> {
  return findUnusableKeys(file, STORAGE_GROUPS);
}
