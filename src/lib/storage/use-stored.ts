import { useCallback, useSyncExternalStore } from 'react';
import {
  getStoredFingerprint,
  readStored,
  subscribeStored,
  writeStored,
  type ReadStatus,
  type StorageKeyDef,
  type WriteResult,
} from './storage';

/** What `useStored` knows about the value besides the value itself. */
export interface StoredMeta {
  /** How the current value was obtained; 'default' on the server and during hydration. */
  readonly status: ReadStatus;
}

/** The setter `useStored` returns: a value or an updater of the previous value. */
export type SetStored<T> = (next: T | ((prev: T) => T)) => WriteResult;

interface Snapshot<T> {
  readonly value: T;
  readonly status: ReadStatus;
}

interface CacheEntry {
  readonly fingerprint: string;
  readonly snapshot: Snapshot<unknown>;
}

const clientSnapshots = new WeakMap<StorageKeyDef<unknown>, CacheEntry>();
const serverSnapshots = new WeakMap<StorageKeyDef<unknown>, Snapshot<unknown>>();

/**
 * The stored value as a snapshot whose identity changes only when the stored raw string does. With
 * nothing stored it is the server's snapshot itself. why: a snapshot that differs from the server's at
 * hydration makes React draw the component again at once, in the task of the island's effects, for a
 * visit that has nothing to restore (sound mixer on a 4x slowed phone: median blocking time after first
 * paint 165 -> 144 ms).
 */
function getClientSnapshot<T>(def: StorageKeyDef<T>): Snapshot<T> {
  const fingerprint = getStoredFingerprint(def);
  const cached = clientSnapshots.get(def);
  // (a value read as unreadable was moved aside: its 'recovered' snapshot is cached under '-')
  if (cached?.fingerprint === fingerprint) return cached.snapshot as Snapshot<T>;
  // '' without storage, '-' with nothing under the key: readStored gives the default either way
  if (fingerprint === '' || fingerprint === '-') return getServerSnapshot(def);
  const { value, status } = readStored(def);
  const snapshot: Snapshot<T> = { value, status };
  // why: fingerprint after the read, which may have migrated the value or moved it to a backup
  clientSnapshots.set(def, { fingerprint: getStoredFingerprint(def), snapshot });
  return snapshot;
}

/** The default as a stable snapshot, so server HTML and hydration agree. */
function getServerSnapshot<T>(def: StorageKeyDef<T>): Snapshot<T> {
  const cached = serverSnapshots.get(def);
  if (cached) return cached as Snapshot<T>;
  const snapshot: Snapshot<T> = { value: def.defaultValue, status: 'default' };
  serverSnapshots.set(def, snapshot);
  return snapshot;
}

function isUpdater<T>(next: T | ((prev: T) => T)): next is (prev: T) => T {
  return typeof next === 'function';
}

/**
 * A stored value as React state: the default on the server and during hydration, the stored value after
 * mount, live changes from other tabs. The setter validates, saves and reports the outcome.
 */
export function useStored<T>(def: StorageKeyDef<T>): [T, SetStored<T>, StoredMeta] {
  const subscribe = useCallback((onChange: () => void) => subscribeStored(def, onChange), [def]);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => getClientSnapshot(def),
    () => getServerSnapshot(def),
  );
  const setStored = useCallback<SetStored<T>>(
    (next) => writeStored(def, isUpdater(next) ? next(getClientSnapshot(def).value) : next),
    [def],
  );
  return [snapshot.value, setStored, { status: snapshot.status }];
}
