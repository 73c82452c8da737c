/**
 * The backup file of /your-data: everything Stillwell keeps in this browser as one versioned JSON
 * file, and bringing it back. Stored strings travel as they are (not re-encoded), so a round trip
 * gives byte-identical storage; a value's own version travels in `versions` and the storage module
 * migrates it on the next read.
 *
 * Import replaces what Stillwell keeps with the file's data, after a preview (`planImport`). A file
 * that is not JSON, not Stillwell's, damaged or from a newer format changes nothing and says why; an
 * older format is migrated step by step (`DATA_FILE_MIGRATIONS`).
 */
import { toLocalDay } from '../clock/local-day';
import { classifyKey, listStillwellKeys, OTHER_GROUP, readVersionsMap } from './inventory';
import type { DataGroup } from './data-groups';
import { VERSIONS_KEY } from './storage';
import { isRecord } from './guards';

/** The `format` field that marks a Stillwell backup. */
export const DATA_FILE_FORMAT = 'stillwell-data';
/** The format version this code writes and reads; older ones are migrated, newer ones refused. */
export const DATA_FILE_VERSION = 1;
/** Files above this size are not Stillwell backups (browsers keep about 5 MB per site) (bytes). */
export const MAX_DATA_FILE_BYTES = 20_000_000;

/** A backup file (format version 1). */
export interface DataFile {
  /** Always `DATA_FILE_FORMAT`. */
  format: typeof DATA_FILE_FORMAT;
  /** The format version it was written in. */
  version: number;
  /** When it was made (ISO 8601). */
  exportedAt: string;
  /** Every Stillwell key's stored string, as it is: declared keys, family members, kept-aside copies. */
  items: Record<string, string>;
  /** The entries of the versions map (`stillwell:storage:versions`); absent when none was stored. */
  versions?: Record<string, number>;
}

/** Turns a file of format version n into version n + 1, by n. */
export type DataFileMigrations = Readonly<
  Record<number, (file: Record<string, unknown>) => Record<string, unknown>>
>;

/** The steps from each older format version to the next (none yet: version 1 is the first). */
export const DATA_FILE_MIGRATIONS: DataFileMigrations = {};

/** Makes the backup file of what `storage` holds now. */
export function createDataFile(
  storage: Storage,
  groups: readonly DataGroup[],
  now: Date,
): DataFile {
  const items: Record<string, string> = {};
  for (const key of listStillwellKeys(storage, groups)) {
    const raw = key === VERSIONS_KEY ? null : storage.getItem(key);
    if (raw !== null) items[key] = raw;
  }
  const versions = readVersionsMap(storage);
  return {
    format: DATA_FILE_FORMAT,
    version: DATA_FILE_VERSION,
    exportedAt: now.toISOString(),
    items,
    ...(versions ? { versions } : {}),
  };
}

/** The file's text: indented JSON, so a curious visitor can read it. */
export function serializeDataFile(file: DataFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The download's name, e.g. `stillwell-backup-2026-11-22.json` (local date). */
export function getDataFileName(now: Date): string {
  return `stillwell-backup-${toLocalDay(now.getTime())}.json`;
}

/** Why a file was not accepted. */
export type DataFileProblem = 'not-json' | 'foreign' | 'newer' | 'damaged';

/** The outcome of reading a file. */
export type ParsedDataFile =
  | { readonly ok: true; readonly file: DataFile; readonly fromVersion: number }
  | { readonly ok: false; readonly problem: DataFileProblem; readonly message: string };

const NOTHING_CHANGED = 'Nothing was changed.';

function refuse(problem: DataFileProblem, message: string): ParsedDataFile {
  return { ok: false, problem, message: `${message} ${NOTHING_CHANGED}` };
}

function damaged(detail: string): ParsedDataFile {
  return refuse('damaged', `This Stillwell backup is damaged: ${detail}.`);
}

/** Reads a backup file's text; refuses anything that is not a whole Stillwell backup it can read. */
export function parseDataFile(
  text: string,
  groups: readonly DataGroup[],
  {
    currentVersion = DATA_FILE_VERSION,
    migrations = DATA_FILE_MIGRATIONS,
  }: { currentVersion?: number; migrations?: DataFileMigrations } = {},
): ParsedDataFile {
  if (text.length > MAX_DATA_FILE_BYTES) {
    return refuse('foreign', 'This file is far too large to be a Stillwell backup.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refuse('not-json', "This file isn't a Stillwell backup: it isn't JSON.");
  }
  if (!isRecord(parsed) || parsed['format'] !== DATA_FILE_FORMAT) {
    return refuse(
      'foreign',
      "This file isn't a Stillwell backup. Choose a file made with “Download a backup”.",
    );
  }
  const fromVersion = parsed['version'];
  if (typeof fromVersion !== 'number' || !Number.isInteger(fromVersion) || fromVersion < 1) {
    return damaged('its format version is missing');
  }
  if (fromVersion > currentVersion) {
    return refuse(
      'newer',
      `This backup was made by a newer version of Stillwell (format ${fromVersion}; this page reads up to format ${currentVersion}). Reload Stillwell to get the latest version, then import it again.`,
    );
  }
  let file = parsed;
  for (let version = fromVersion; version < currentVersion; version += 1) {
    const migrate = migrations[version];
    if (!migrate) return damaged(`format ${version} can no longer be read`);
    try {
      file = migrate(file);
    } catch {
      return damaged(`it could not be brought up to date from format ${version}`);
    }
  }
  const { exportedAt, items, versions } = file;
  if (typeof exportedAt !== 'string' || Number.isNaN(Date.parse(exportedAt))) {
    return damaged('its date is missing');
  }
  if (!isRecord(items) || !Object.values(items).every((raw) => typeof raw === 'string')) {
    return damaged('its stored values are missing or not text');
  }
  const foreignKeys = Object.keys(items).filter(
    (key) => key === VERSIONS_KEY || !classifyKey(groups, key),
  );
  if (foreignKeys.length > 0) {
    return damaged(`it holds data Stillwell doesn't keep (${foreignKeys.slice(0, 3).join(', ')})`);
  }
  if (
    versions !== undefined &&
    (!isRecord(versions) ||
      !Object.values(versions).every(
        (version) => Number.isInteger(version) && Number(version) >= 1,
      ))
  ) {
    return damaged('its list of value versions is not readable');
  }
  return {
    ok: true,
    fromVersion,
    file: {
      format: DATA_FILE_FORMAT,
      version: currentVersion,
      exportedAt,
      items: items as Record<string, string>,
      ...(versions ? { versions: versions as Record<string, number> } : {}),
    },
  };
}

/** One key an import would change. */
export interface ImportChange {
  /** The localStorage key. */
  readonly key: string;
  /** Visitor-facing name. */
  readonly label: string;
}

/** What an import would do to one owner's data. */
export interface GroupChanges {
  /** The owner. */
  readonly group: DataGroup;
  /** Keys the file adds. */
  readonly added: readonly ImportChange[];
  /** Keys whose value (or value version) the file replaces. */
  readonly replaced: readonly ImportChange[];
  /** Keys stored now that the file does not have. */
  readonly removed: readonly ImportChange[];
  /** Keys whose value in the file the tools could not use: not imported, what is here stays. */
  readonly unusable: readonly ImportChange[];
  /** Keys that stay exactly as they are. */
  readonly unchanged: number;
}

/** The preview of an import: per owner, only owners with a change. */
export interface ImportPlan {
  /** Owners whose data would change. */
  readonly groups: readonly GroupChanges[];
  /** Keys added, replaced or removed in all. */
  readonly changeCount: number;
}

/**
 * What importing `file` would change in `storage` (writes nothing). Keys in `unusable` (values the
 * tools could not use, see value-check.ts) are named, not imported: what is stored under them stays.
 */
export function planImport(
  storage: Storage,
  groups: readonly DataGroup[],
  file: DataFile,
  unusable: ReadonlySet<string> = new Set(),
): ImportPlan {
  const current = new Map<string, string>();
  for (const key of listStillwellKeys(storage, groups)) {
    const raw = storage.getItem(key);
    if (key !== VERSIONS_KEY && raw !== null) current.set(key, raw);
  }
  const versionsNow = readVersionsMap(storage) ?? {};
  const versionsThen = file.versions ?? {};
  const noChanges = () => ({ added: [], replaced: [], removed: [], unusable: [], unchanged: 0 });
  const changes = new Map<
    string,
    Record<'added' | 'replaced' | 'removed' | 'unusable', ImportChange[]> & { unchanged: number }
  >();
  const record = (
    key: string,
    kind: 'added' | 'replaced' | 'removed' | 'unusable' | 'unchanged',
  ) => {
    const owner = classifyKey(groups, key);
    const groupId = owner?.groupId ?? OTHER_GROUP.id;
    const entry = changes.get(groupId) ?? noChanges();
    if (kind === 'unchanged') entry.unchanged += 1;
    else entry[kind].push({ key, label: owner?.label ?? key });
    changes.set(groupId, entry);
  };
  for (const [key, raw] of Object.entries(file.items)) {
    const now = current.get(key);
    if (unusable.has(key)) record(key, 'unusable');
    else if (now === undefined) record(key, 'added');
    else if (now !== raw || (versionsNow[key] ?? 1) !== (versionsThen[key] ?? 1))
      record(key, 'replaced');
    else record(key, 'unchanged');
  }
  for (const key of current.keys()) if (!(key in file.items)) record(key, 'removed');

  const plan = [...groups, OTHER_GROUP]
    .map((group) => ({ group, ...(changes.get(group.id) ?? noChanges()) }))
    .filter(
      (entry) =>
        entry.added.length + entry.replaced.length + entry.removed.length + entry.unusable.length >
        0,
    );
  return {
    groups: plan,
    changeCount: plan.reduce(
      (sum, entry) => sum + entry.added.length + entry.replaced.length + entry.removed.length,
      0,
    ),
  };
}

/** The outcome of an import. */
export type ImportResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'quota' | 'unavailable'; readonly message: string };

/**
 * Replaces what Stillwell keeps in `storage` with the file's data, except the `unusable` keys, which
 * keep what is stored now; on failure puts everything back.
 */
export function applyImport(
  storage: Storage,
  groups: readonly DataGroup[],
  file: DataFile,
  unusable: ReadonlySet<string> = new Set(),
): ImportResult {
  const before = new Map<string, string>();
  for (const key of listStillwellKeys(storage, groups)) {
    const raw = storage.getItem(key);
    if (raw !== null) before.set(key, raw);
  }
  // an unusable key keeps its value here, and so its version
  const kept = Object.fromEntries([
    ...Object.entries(file.versions ?? {}).filter(([key]) => !unusable.has(key)),
    ...Object.entries(readVersionsMap(storage) ?? {}).filter(
      ([key]) => unusable.has(key) && before.has(key),
    ),
  ]);
  const versions =
    unusable.size === 0 || (!file.versions && Object.keys(kept).length === 0)
      ? file.versions
      : kept;
  try {
    for (const key of before.keys()) {
      if (key !== VERSIONS_KEY && !(key in file.items)) storage.removeItem(key);
    }
    for (const [key, raw] of Object.entries(file.items)) {
      if (!unusable.has(key)) storage.setItem(key, raw);
    }
    if (versions) storage.setItem(VERSIONS_KEY, JSON.stringify(versions));
    else storage.removeItem(VERSIONS_KEY);
    return { ok: true };
  } catch (error) {
    try {
      for (const key of listStillwellKeys(storage, groups)) {
        if (!before.has(key)) storage.removeItem(key);
      }
      for (const [key, raw] of before) storage.setItem(key, raw);
    } catch {
      // why: putting back smaller or equal values than were there cannot fill the quota; nothing more to try
    }
    const name = error instanceof Object && 'name' in error ? error.name : '';
    // why: Firefox used its own name for the quota error before adopting the standard one
    const isQuota = name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
    return {
      ok: false,
      reason: isQuota ? 'quota' : 'unavailable',
      message: isQuota
        ? `Your browser's storage is full, so the backup could not be imported. ${NOTHING_CHANGED}`
        : `Your browser did not let Stillwell save the backup. ${NOTHING_CHANGED}`,
    };
  }
}
