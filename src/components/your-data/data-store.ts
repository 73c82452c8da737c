/**
 * What this browser keeps and what it promises about it, as a React external store: re-read after
 * this page changes the data (`notifyDataChanged`) and when another tab does (the `storage` event).
 * The page shows nothing until the browser's answers are in, so no row changes height after paint.
 */
import { useMemo, useSyncExternalStore } from 'react';
import {
  getPersistence,
  getUsageEstimate,
  requestPersistence,
  type Persistence,
  type UsageEstimate,
} from '../../lib/storage/browser-storage';
import type { DataGroup } from '../../lib/storage/data-groups';
import { LAST_BACKUP_KEY } from '../../lib/storage/data-keys';
import { readInventory, type GroupInventory } from '../../lib/storage/inventory';
import { readStored } from '../../lib/storage/storage';

/** A message about what the visitor just did on the page (a status, or an error). */
export interface PageMessage {
  readonly text: string;
  readonly isError: boolean;
}

/** Whether the browser keeps the data; 'refused' once it said no to this visitor's request. */
export type PersistenceState = Persistence | 'refused';

/** What the browser says about Stillwell's storage. */
export interface BrowserStorageInfo {
  /** Its promise to keep the data. */
  persistence: PersistenceState;
  /** The space used and allowed, when it says. */
  estimate: UsageEstimate | null;
}

let version = 0;
let info: BrowserStorageInfo | null = null;
let wasRefused = false;
const listeners = new Set<() => void>();

function emit(): void {
  version += 1;
  for (const listener of [...listeners]) listener();
}

function refreshInfo(): void {
  void Promise.all([getPersistence(), getUsageEstimate()]).then(([persistence, estimate]) => {
    info = {
      persistence: persistence === 'not-kept' && wasRefused ? 'refused' : persistence,
      estimate,
    };
    emit();
  });
}

/** Tells the page that stored data changed (here or in another tab). */
export function notifyDataChanged(): void {
  emit();
  refreshInfo();
}

/** Asks the browser to keep Stillwell's data; the page shows its answer. */
export async function askToKeepData(): Promise<void> {
  const answer = await requestPersistence();
  wasRefused = answer === 'not-kept';
  info = { estimate: info?.estimate ?? null, persistence: wasRefused ? 'refused' : answer };
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) refreshInfo();
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
  /** What the browser says about it. */
  browser: BrowserStorageInfo;
}

/** What Stillwell keeps here and what the browser says; null until both are known (and on the server). */
export function useStoredData(groups: readonly DataGroup[]): StoredData | null {
  const current = useSyncExternalStore(
    subscribe,
    () => (info ? version : -1),
    () => -1,
  );
  return useMemo(() => {
    if (current < 0 || !info) return null;
    const storage = getLocalStorage();
    if (!storage) return { isAvailable: false, inventory: [], lastBackup: null, browser: info };
    return {
      isAvailable: true,
      inventory: readInventory(storage, groups),
      lastBackup: readStored(LAST_BACKUP_KEY).value,
      browser: info,
    };
  }, [current, groups]);
}
