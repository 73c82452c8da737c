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
  /**
   * Sets done, for a workout that counts them (the exercise planner: docs/tools/ai-exercise-planner.md#behaviour);
   * absent for every other session.
   */
  readonly sets?: number;
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
  sets: (value): value is number | undefined =>
    value === undefined || (Number.isInteger(value) && (value as number) >= 0),
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

/** `entries` with `entry` in place of one of the same tool and start, or added at the end. */
export function withEntry(
  entries: readonly PracticeEntry[],
  entry: PracticeEntry,
): PracticeEntry[] {
  const index = entries.findIndex(
    (earlier) => earlier.tool === entry.tool && earlier.startedAt === entry.startedAt,
  );
  return index < 0 ? [...entries, entry] : entries.with(index, entry);
}

/**
 * Where this tab keeps an entry a full storage could not take, one key per session
 * (`<prefix><tool>:<startedAt>`, so a later record of the same session replaces it), in session storage:
 * this tab only, and it survives a reload. `unsaved-practice.ts` writes them once there is room
 * (docs/tools/sessions.md#data).
 */
export const UNSAVED_PRACTICE_PREFIX = 'stillwell:site:practice-unsaved:';

/** Changes this tab's session storage; best effort (blocked or full: nothing kept). */
function inTab(change: (tab: Storage) => void): void {
  try {
    change(sessionStorage);
  } catch {
    // why: a tab whose session storage cannot take it keeps nothing, as before
  }
}

/** Writes the entries waiting in this tab (after a reload too) once there is room; none: nothing loads. */
export function writeUnsavedPractice(): void {
  inTab((tab) => {
    if (!Object.keys(tab).some((key) => key.startsWith(UNSAVED_PRACTICE_PREFIX))) return;
    void import('./unsaved-practice').then(({ writeWhenRoom }) =>
      writeWhenRoom(PRACTICE_LOG_KEY, UNSAVED_PRACTICE_PREFIX, withEntry),
    );
  });
}

/** Forgets the entries waiting in this tab: the visitor deleted the journal, and they must not return. */
export function forgetUnsavedPractice(): void {
  inTab((tab) => {
    for (const key of Object.keys(tab))
      if (key.startsWith(UNSAVED_PRACTICE_PREFIX)) tab.removeItem(key);
  });
}

/**
 * Adds one session to the practice log and returns whether it was saved. An entry of the same tool and
 * start replaces the earlier one: the practice logged when the visitor left mid-session is the same
 * session as the one finished after a reload, and its minutes count once. An entry the storage has no
 * room for waits in the tab and is written once there is (`UNSAVED_PRACTICE_PREFIX`).
 */
export function appendPractice(entry: PracticeEntry): WriteResult {
  const result = writeStored(PRACTICE_LOG_KEY, withEntry(readPracticeLog(), entry));
  if (!result.ok && result.reason === 'quota') {
    // kept at once: a page being left has no time to load anything
    inTab((tab) =>
      tab.setItem(
        `${UNSAVED_PRACTICE_PREFIX}${entry.tool}:${entry.startedAt}`,
        JSON.stringify(entry),
      ),
    );
    writeUnsavedPractice();
  }
  return result;
}

/**
 * Removes the entry of `tool` started at `startedAt` (an ended session the visitor took back with Undo),
 * from the log and from the entries waiting for room, and returns whether the log was saved; a log
 * without it is left as it is.
 */
export function removePractice(tool: string, startedAt: string): WriteResult {
  const isOther = (entry: PracticeEntry) => entry.tool !== tool || entry.startedAt !== startedAt;
  inTab((tab) => tab.removeItem(`${UNSAVED_PRACTICE_PREFIX}${tool}:${startedAt}`));
  const log = readPracticeLog();
  const kept = log.filter(isOther);
  return kept.length === log.length ? { ok: true } : writeStored(PRACTICE_LOG_KEY, kept);
}
