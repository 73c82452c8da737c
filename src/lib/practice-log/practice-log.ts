/** The visitor's practice log: one entry per finished session of any tool, kept in this browser. */
// docs/architecture.md#validation: the site's guards, not a schema library (every tool page logs practice)
import { createGuardSchema } from '../storage/guard-schema';
import { isArrayOf, isDateTime, isNumber, isShape, isString } from '../storage/guards';
import { defineKey, readStored, writeStored, type WriteResult } from '../storage/storage';

/** One practice session. */
export interface PracticeEntry {
  /** The tool's slug, e.g. 'box-breathing'. */
  readonly tool: string;
  /** When the session started, as an ISO 8601 date-time with its zone. */
  readonly startedAt: string;
  /** When the session ended, as an ISO 8601 date-time with its zone. */
  readonly endedAt: string;
  /** Seconds actually practised (paused time excluded). */
  readonly seconds: number;
  /**
   * How a session that did not run its length ended (docs/tools/sessions.md#behaviour): 'early' when the
   * visitor ended it (Stop, Reset, End), 'left' when the page was left with it under way; absent when it
   * finished.
   */
  readonly ending?: PracticeEnding;
}

/** How a session that did not run its length ended: ended by the visitor, or left. */
export type PracticeEnding = 'early' | 'left';

/** Whether a stored value is one practice session. */
export const isPracticeEntry = isShape<PracticeEntry>({
  tool: (value): value is string => isString(value) && value.length > 0,
  startedAt: isDateTime,
  endedAt: isDateTime,
  seconds: (value): value is number => isNumber(value) && value >= 0,
  ending: (value): value is PracticeEnding | undefined =>
    value === undefined || value === 'early' || value === 'left',
});

/** The practice log, oldest entry first. */
export const PRACTICE_LOG_KEY = defineKey<PracticeEntry[]>({
  key: 'stillwell:site:practice-log',
  schema: createGuardSchema(isArrayOf(isPracticeEntry), 'Expected a list of practice sessions'),
  version: 1,
  defaultValue: [],
  label: 'your practice log',
});

/** Returns the practice log, oldest entry first (empty when none or unreadable). */
export function readPracticeLog(): PracticeEntry[] {
  return readStored(PRACTICE_LOG_KEY).value;
}

/**
 * Entries the log could not take (storage full), oldest first: kept in memory, mirrored in this tab's
 * session storage for a reload, and written with the next change to the log, or when the page is hidden
 * or left, another tab frees space, or a tool page loads (`retryUnsavedPractice`). Nothing practised is
 * lost to a full storage (docs/tools/sessions.md#data).
 */
let unsaved: PracticeEntry[] = [];
/** Where this tab keeps the unsaved entries across a reload (session storage, so this tab only). */
export const UNSAVED_PRACTICE_KEY = 'stillwell:site:practice-unsaved';
let isListening = false;

/** This tab's session storage, or null when blocked. */
function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Mirrors the unsaved entries into this tab's session storage (best effort: it may be full too). */
function mirrorUnsaved(): void {
  try {
    const storage = tabStorage();
    if (unsaved.length === 0) storage?.removeItem(UNSAVED_PRACTICE_KEY);
    else storage?.setItem(UNSAVED_PRACTICE_KEY, JSON.stringify(unsaved));
  } catch {
    // why: memory still holds them; the mirror only helps a reload
  }
}

/** `entries` with `entry` in place of one of the same tool and start, or added at the end. */
function withEntry(entries: readonly PracticeEntry[], entry: PracticeEntry): PracticeEntry[] {
  const index = entries.findIndex(
    (earlier) => earlier.tool === entry.tool && earlier.startedAt === entry.startedAt,
  );
  return index < 0 ? [...entries, entry] : entries.with(index, entry);
}

/**
 * Writes `log` with the unsaved entries (older) and then `entry` in it; keeps `entry` unsaved when
 * there is no room.
 */
function writeLog(log: readonly PracticeEntry[], entry?: PracticeEntry): WriteResult {
  const merged = unsaved.reduce(withEntry, [...log]);
  const result = writeStored(PRACTICE_LOG_KEY, entry ? withEntry(merged, entry) : merged);
  if (result.ok) unsaved = [];
  else if (entry && result.reason === 'quota') unsaved = withEntry(unsaved, entry);
  mirrorUnsaved();
  if (unsaved.length > 0) listenForRoom();
  return result;
}

/** Once entries wait: tries again when the page is hidden or left, or another tab changes storage. */
function listenForRoom(): void {
  if (isListening || typeof window === 'undefined') return;
  isListening = true;
  window.addEventListener('pagehide', retryUnsavedPractice);
  window.addEventListener('storage', retryUnsavedPractice);
  document.addEventListener('visibilitychange', retryUnsavedPractice);
}

/**
 * Writes the entries the log could not take earlier (in memory, or mirrored before a reload); does
 * nothing when none wait. Returns whether none wait any more.
 */
export function retryUnsavedPractice(): boolean {
  if (unsaved.length === 0) {
    const raw = tabStorage()?.getItem(UNSAVED_PRACTICE_KEY);
    if (!raw) return true;
    try {
      const parsed: unknown = JSON.parse(raw);
      unsaved = Array.isArray(parsed) ? parsed.filter(isPracticeEntry) : [];
    } catch {
      unsaved = [];
    }
    if (unsaved.length === 0) {
      mirrorUnsaved();
      return true;
    }
  }
  return writeLog(readPracticeLog()).ok;
}

/**
 * Adds one session to the practice log and returns whether it was saved. An entry of the same tool and
 * start replaces the earlier one: the practice logged when the visitor left mid-session is the same
 * session as the one finished after a reload, and its minutes count once. An entry the storage has no
 * room for is kept and written once there is (see `unsaved`).
 */
export function appendPractice(entry: PracticeEntry): WriteResult {
  return writeLog(readPracticeLog(), entry);
}

/**
 * Removes the entry of `tool` started at `startedAt` (an ended session the visitor took back with Undo)
 * and returns whether the log was saved; a log without it is left as it is.
 */
export function removePractice(tool: string, startedAt: string): WriteResult {
  const isOther = (entry: PracticeEntry) => entry.tool !== tool || entry.startedAt !== startedAt;
  const waiting = unsaved.length;
  unsaved = unsaved.filter(isOther);
  if (unsaved.length !== waiting) mirrorUnsaved();
  const log = readPracticeLog();
  const kept = log.filter(isOther);
  return kept.length === log.length && unsaved.length === 0 ? { ok: true } : writeLog(kept);
}
