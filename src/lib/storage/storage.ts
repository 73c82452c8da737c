/**
 * The one storage module: every localStorage key of the site is declared once with `defineKey`.
 *
 * - Values are stored as plain JSON in their own shape (spec keys keep the spec's shapes); each key's
 *   version lives in one side map under `VERSIONS_KEY` (absent = 1).
 * - Reads never throw. An older version is migrated, validated and written back. A value that is not
 *   JSON, fails its schema or comes from a newer version is copied aside to `stillwell:backup:<key>`,
 *   the default is used and the visitor is told once: nothing is silently destroyed.
 * - Writes validate first and report failure (full quota, blocked storage) to the caller and the visitor.
 * - Subscribers hear same-tab writes and other tabs' `storage` events.
 */
import { notify } from '../notice/notice';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/** The side map `{ [key]: version }` that records which version each stored value has. */
export const VERSIONS_KEY = 'stillwell:storage:versions';

/** Prefix of the keys that keep unreadable values aside: `stillwell:backup:<key>[:2|:3…]`. */
export const BACKUP_KEY_PREFIX = 'stillwell:backup:';

/** A declared storage key. */
export interface StorageKeyDef<T> {
  /** The localStorage key. */
  readonly key: string;
  /** Any Standard Schema V1 validator (zod 4, zod/mini or hand-made); must validate synchronously. */
  readonly schema: StandardSchemaV1<unknown, T>;
  /** The current version of the stored shape, an integer from 1. */
  readonly version: number;
  /** The value used when nothing (readable) is stored. */
  readonly defaultValue: T;
  /** Turns a value stored by an older version into the current shape. */
  readonly migrate?: ((value: unknown, fromVersion: number) => unknown) | undefined;
  /** The visitor-facing name of the data, e.g. "your focus history". */
  readonly label: string;
  /**
   * For a list: the most items kept, newest (last) first to stay. Applied on read as on save, so a list
   * grown past it elsewhere (an old version, another tool, a hand-edited backup) is never rendered whole.
   */
  readonly maxItems?: number | undefined;
}

/** How a read got its value. */
export type ReadStatus = 'default' | 'stored' | 'migrated' | 'recovered';

/** The outcome of `readStored`. */
export interface ReadResult<T> {
  /** The value to use. */
  readonly value: T;
  /** How the value was obtained. */
  readonly status: ReadStatus;
  /** Where an unreadable value was kept, when it was. */
  readonly backupKey?: string;
}

/** Why a write failed. */
export type WriteFailureReason = 'quota' | 'unavailable' | 'invalid';

/** The outcome of `writeStored`. */
export type WriteResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: WriteFailureReason; readonly message: string };

/** Declares a storage key; call once per key at module level. */
export function defineKey<T>(def: StorageKeyDef<T>): StorageKeyDef<T> {
  if (!Number.isInteger(def.version) || def.version < 1) {
    throw new RangeError(`${def.key}: version must be an integer >= 1`);
  }
  return Object.freeze({ ...def });
}

/**
 * A declared family of keys that share one schema and label, one key per name (e.g. a count per day
 * string). Members are matched by `prefix` and, when given, `pattern` on the rest of the key.
 */
export interface StorageKeyFamilyDef<T> {
  /** Marks a family among a module's exports. */
  readonly kind: 'family';
  /** What every member key starts with ('' when the pattern alone identifies them). */
  readonly prefix: string;
  /** What the rest of the key after the prefix must be (the whole rest); without it, anything non-empty. */
  readonly pattern?: RegExp | undefined;
  /** Validator of each member's value. */
  readonly schema: StandardSchemaV1<unknown, T>;
  /** The current version of a member's stored shape, an integer from 1. */
  readonly version: number;
  /** The value a member has when nothing (readable) is stored. */
  readonly defaultValue: T;
  /** Turns a member value stored by an older version into the current shape. */
  readonly migrate?: ((value: unknown, fromVersion: number) => unknown) | undefined;
  /** The visitor-facing name of the whole family, e.g. "your daily focus counts". */
  readonly label: string;
  /** Whether a localStorage key is a member of this family. */
  readonly matches: (key: string) => boolean;
  /** The declared key of one member (the same object for the same name), for readStored and friends. */
  readonly keyOf: (name: string) => StorageKeyDef<T>;
}

/** What `defineKeyFamily` needs: a family without its derived functions. */
export type StorageKeyFamilyInput<T> = Omit<StorageKeyFamilyDef<T>, 'kind' | 'matches' | 'keyOf'>;

/** Whether a key is a member of the family with this prefix and pattern (see StorageKeyFamilyDef). */
export function createKeyMatcher(prefix: string, pattern?: RegExp): (key: string) => boolean {
  // why: anchored and without g/y, so a member test never depends on an earlier test's lastIndex
  const whole =
    pattern && new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace(/[gy]/g, ''));
  return (key) => {
    if (!key.startsWith(prefix)) return false;
    const rest = key.slice(prefix.length);
    return whole ? whole.test(rest) : rest.length > 0;
  };
}

/** Declares a family of keys (one per name, same schema); call once per family at module level. */
export function defineKeyFamily<T>(def: StorageKeyFamilyInput<T>): StorageKeyFamilyDef<T> {
  const { prefix, pattern } = def;
  if (!prefix && !pattern)
    throw new RangeError(`${def.label}: a key family needs a prefix or a pattern`);
  if (!Number.isInteger(def.version) || def.version < 1) {
    throw new RangeError(`${def.label}: version must be an integer >= 1`);
  }
  const matches = createKeyMatcher(prefix, pattern);
  const members = new Map<string, StorageKeyDef<T>>();
  const keyOf = (name: string): StorageKeyDef<T> => {
    const key = prefix + name;
    if (!matches(key)) throw new RangeError(`${key} is not a member of ${def.label}`);
    let member = members.get(name);
    if (!member) {
      member = defineKey({
        key,
        schema: def.schema,
        version: def.version,
        defaultValue: def.defaultValue,
        migrate: def.migrate,
        label: def.label,
      });
      members.set(name, member);
    }
    return member;
  };
  return Object.freeze({ ...def, kind: 'family' as const, matches, keyOf });
}

const listeners = new Map<string, Set<() => void>>();
const notifiedFailures = new Set<string>();
/**
 * Keys holding an unreadable value that could not be copied aside (storage full): a write would destroy
 * it, so writes to them first try the copy again and are refused while it still fails.
 */
const unkeptKeys = new Set<string>();

/** A list capped to the key's `maxItems` (the newest stay); any other value as it is. */
function capped<T>(def: StorageKeyDef<T>, value: T): T {
  const { maxItems } = def;
  if (maxItems === undefined || !Array.isArray(value) || value.length <= maxItems) return value;
  return value.slice(value.length - maxItems) as T;
}

function getStorage(): Storage | null {
  try {
    // why: reading localStorage can throw (SecurityError) when storage is blocked
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function getRaw(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function readVersions(storage: Storage): Record<string, number> {
  const versions: Record<string, number> = {};
  try {
    const parsed: unknown = JSON.parse(getRaw(storage, VERSIONS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, version] of Object.entries(parsed)) {
        if (Number.isInteger(version) && version >= 1) versions[key] = version as number;
      }
    }
  } catch {
    // why: an unreadable version map means every key is treated as version 1; values still validate
  }
  return versions;
}

/** Records `version` for `key` in the side map; throws what setItem throws. */
function writeVersion(storage: Storage, key: string, version: number | null): void {
  const versions = readVersions(storage);
  if ((versions[key] ?? 1) === (version ?? 1)) return;
  const next = Object.fromEntries(Object.entries(versions).filter(([name]) => name !== key));
  if (version !== null && version !== 1) next[key] = version;
  storage.setItem(VERSIONS_KEY, JSON.stringify(next));
}

function validate<T>(schema: StandardSchemaV1<unknown, T>, value: unknown): { value: T } | null {
  try {
    const result = schema['~standard'].validate(value);
    if (result instanceof Promise) {
      console.error('storage: async schemas are not supported');
      return null;
    }
    return result.issues ? null : { value: result.value };
  } catch {
    return null;
  }
}

function emit(key: string): void {
  for (const listener of [...(listeners.get(key) ?? [])]) {
    try {
      listener();
    } catch (error) {
      console.error(error);
    }
  }
}

/** Copies an unreadable value aside and removes it; returns the backup key, or null (storage full). */
function keepAside(storage: Storage, key: string, raw: string, version: number): string | null {
  let backupKey = BACKUP_KEY_PREFIX + key;
  for (let n = 2; getRaw(storage, backupKey) !== null; n += 1) {
    backupKey = `${BACKUP_KEY_PREFIX}${key}:${n}`;
  }
  try {
    storage.setItem(backupKey, JSON.stringify({ savedAt: new Date().toISOString(), version, raw }));
  } catch {
    // why: when the copy cannot be made the original stays where it is, and writes wait (unkeptKeys)
    unkeptKeys.add(key);
    return null;
  }
  unkeptKeys.delete(key);
  try {
    storage.removeItem(key);
    writeVersion(storage, key, null);
  } catch {
    // why: the copy exists; a value that could not be removed is read (and kept aside) again
  }
  return backupKey;
}

function recover<T>(storage: Storage, def: StorageKeyDef<T>, raw: string, version: number) {
  const backupKey = keepAside(storage, def.key, raw, version);
  const isKept = backupKey !== null;
  const noticeKey = `${def.key}:read`;
  if (isKept || !notifiedFailures.has(noticeKey)) {
    notifiedFailures.add(noticeKey);
    const message = `We couldn't read ${def.label}, so Stillwell started fresh.${isKept ? ' A copy was kept in this browser.' : ''}`;
    // why: reads happen during React renders; a notice must not update other components mid-render
    queueMicrotask(() => {
      notify({ tone: 'error', message });
    });
  }
  const result: ReadResult<T> = { value: def.defaultValue, status: 'recovered' };
  return backupKey !== null ? { ...result, backupKey } : result;
}

/**
 * A stored text as its key's current value (parsed, migrated from `version`, validated), or null when
 * the key could not use it: what `readStored` would set aside. Pure; the backup preview asks it too.
 */
export function decodeStored<T>(
  def: Pick<StorageKeyDef<T>, 'schema' | 'version' | 'migrate'>,
  raw: string,
  version: number,
): { value: T } | null {
  if (version > def.version) return null;
  let candidate: unknown;
  try {
    candidate = JSON.parse(raw);
    if (version < def.version && def.migrate) candidate = def.migrate(candidate, version);
  } catch {
    return null;
  }
  return validate(def.schema, candidate);
}

/** Reads a key's value; never throws, never loses what was stored (see the module comment). */
export function readStored<T>(def: StorageKeyDef<T>): ReadResult<T> {
  const storage = getStorage();
  const raw = storage && getRaw(storage, def.key);
  if (!storage || raw === null) return { value: def.defaultValue, status: 'default' };
  const version = readVersions(storage)[def.key] ?? 1;
  const valid = decodeStored(def, raw, version);
  if (!valid) return recover(storage, def, raw, version);
  unkeptKeys.delete(def.key);
  if (version === def.version) return { value: capped(def, valid.value), status: 'stored' };
  try {
    writeVersion(storage, def.key, def.version);
    storage.setItem(def.key, JSON.stringify(valid.value));
  } catch {
    // why: the migrated value is still used; the next read migrates again
  }
  return { value: capped(def, valid.value), status: 'migrated' };
}

function fail(
  def: StorageKeyDef<unknown>,
  reason: 'quota' | 'unavailable',
  isGuardingUnreadable = false,
): WriteResult {
  const message =
    reason !== 'quota'
      ? `Your browser is not letting Stillwell save, so ${def.label} could not be saved.`
      : isGuardingUnreadable
        ? `Your browser's storage is full, so ${def.label} could not be saved. The earlier copy Stillwell could not read is left as it was; free some space to save again.`
        : `Your browser's storage is full, so ${def.label} could not be saved.`;
  const noticeKey = `${def.key}:${reason}`;
  // why: one notice per failure streak, not one per keystroke
  if (!notifiedFailures.has(noticeKey)) {
    notifiedFailures.add(noticeKey);
    notify({ tone: 'error', message });
  }
  return { ok: false, reason, message };
}

function isQuotaError(error: unknown): boolean {
  const name = error instanceof Object && 'name' in error ? error.name : '';
  // why: Firefox used its own name for the quota error before adopting the standard one
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/**
 * Before a key whose unreadable value could not be copied aside is written: tries the copy again.
 * True when nothing unreadable is in the way any more.
 */
function keepUnreadable(storage: Storage, def: StorageKeyDef<unknown>): boolean {
  const raw = getRaw(storage, def.key);
  if (raw === null) {
    unkeptKeys.delete(def.key);
    return true;
  }
  return keepAside(storage, def.key, raw, readVersions(storage)[def.key] ?? 1) !== null;
}

/**
 * Validates and stores `value`; reports failure instead of throwing. A key whose unreadable earlier
 * value could not be kept aside (storage full) is not overwritten: the write is refused with a notice.
 */
export function writeStored<T>(def: StorageKeyDef<T>, value: T): WriteResult {
  const valid = validate(def.schema, value);
  if (!valid) {
    return {
      ok: false,
      reason: 'invalid',
      message: `Stillwell could not save ${def.label} because it was not valid.`,
    };
  }
  const storage = getStorage();
  if (!storage) return fail(def, 'unavailable');
  if (unkeptKeys.has(def.key) && !keepUnreadable(storage, def)) {
    return fail(def, 'quota', true);
  }
  try {
    writeVersion(storage, def.key, def.version);
    storage.setItem(def.key, JSON.stringify(capped(def, valid.value)));
  } catch (error) {
    return fail(def, isQuotaError(error) ? 'quota' : 'unavailable');
  }
  notifiedFailures.delete(`${def.key}:quota`);
  notifiedFailures.delete(`${def.key}:unavailable`);
  emit(def.key);
  return { ok: true };
}

/**
 * Sets aside a stored value that reads well but its tool cannot use (restoring it threw): copied to a
 * backup key with the same notice as an unreadable value, and the default applies again.
 */
export function setAsideStored<T>(def: StorageKeyDef<T>): ReadResult<T> {
  const storage = getStorage();
  const raw = storage && getRaw(storage, def.key);
  if (!storage || raw === null) return { value: def.defaultValue, status: 'default' };
  return recover(storage, def, raw, readVersions(storage)[def.key] ?? 1);
}

/**
 * Removes a key's value (the default applies again); never throws. Like a write, it never destroys an
 * unreadable earlier value that could not be copied aside (storage full): it tries the copy again and,
 * while that fails, leaves the value where it is, with the notice.
 */
export function removeStored<T>(def: StorageKeyDef<T>): void {
  const storage = getStorage();
  if (!storage) return;
  if (unkeptKeys.has(def.key) && !keepUnreadable(storage, def)) {
    fail(def, 'quota', true);
    return;
  }
  try {
    storage.removeItem(def.key);
    writeVersion(storage, def.key, null);
  } catch {
    // why: nothing to report; a value that could not be removed is still valid
  }
  emit(def.key);
}

/** Calls `listener` when the key changes in this tab or another; returns an unsubscribe function. */
export function subscribeStored<T>(def: StorageKeyDef<T>, listener: () => void): () => void {
  const keyListeners = listeners.get(def.key) ?? new Set();
  listeners.set(def.key, keyListeners);
  keyListeners.add(listener);
  const handleStorage = (event: StorageEvent): void => {
    if (event.key === def.key || event.key === VERSIONS_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', handleStorage);
  return () => {
    keyListeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', handleStorage);
  };
}

/** A string that changes whenever the key's stored raw value or version changes (for snapshot caches). */
export function getStoredFingerprint<T>(def: StorageKeyDef<T>): string {
  const storage = getStorage();
  if (!storage) return '';
  const raw = getRaw(storage, def.key);
  return raw === null ? '-' : `${readVersions(storage)[def.key] ?? 1}:${raw}`;
}
