/**
 * What this browser keeps, as a React external store: re-read after this page changes it
 * (`notifyDataChanged`) and when another tab does (the `storage` event).
 */
import { useMemo, useSyncExternalStore } from 'react';
import { LAST_BACKUP_KEY } from '../../lib/storage/data-keys';
import { readInventory, type GroupInventory } from '../../lib/storage/inventory';
import type { DataGroup } from '../../lib/storage/data-groups';
import { readStored } from '../../lib/storage/storage';

let revision = 0;
const listeners = new Set<() => void>();

/** Tells the page that stored data changed. */
export function notifyDataChanged(): void {
  revision += 1;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', notifyDataChanged);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', notifyDataChanged);
  };
}

/** This browser's localStorage, or null where it is blocked (reading it can throw). */
export function getLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** What the data page shows about this browser's storage. */
export interface StoredData {
  /** Whether the browser lets Stillwell keep data at all. */
  isAvailable: boolean;
  /** What Stillwell keeps, per owner. */
  inventory: readonly GroupInventory[];
  /** When a backup was last downloaded (ISO 8601), or null. */
  lastBackup: string | null;
}

/** What Stillwell keeps here and when it was last backed up; null on the server and during hydration. */
export function useStoredData(groups: readonly DataGroup[]): StoredData | null {
  const current = useSyncExternalStore(
    subscribe,
    () => revision,
    () => -1,
  );
  return useMemo(() => {
    if (current < 0) return null;
    const storage = getLocalStorage();
    if (!storage) return { isAvailable: false, inventory: [], lastBackup: null };
    return {
      isAvailable: true,
      inventory: readInventory(storage, groups),
      lastBackup: readStored(LAST_BACKUP_KEY).value,
    };
  }, [current, groups]);
}
