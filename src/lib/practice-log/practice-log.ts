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
 * Adds one session to the practice log and returns whether it was saved. An entry of the same tool and
 * start replaces the earlier one: the practice logged when the visitor left mid-session is the same
 * session as the one finished after a reload, and its minutes count once.
 */
export function appendPractice(entry: PracticeEntry): WriteResult {
  const log = readPracticeLog();
  const index = log.findIndex(
    (earlier) => earlier.tool === entry.tool && earlier.startedAt === entry.startedAt,
  );
  if (index < 0) return writeStored(PRACTICE_LOG_KEY, [...log, entry]);
  return writeStored(PRACTICE_LOG_KEY, log.with(index, entry));
}

/**
 * Removes the entry of `tool` started at `startedAt` (an ended session the visitor took back with Undo)
 * and returns whether the log was saved; a log without it is left as it is.
 */
export function removePractice(tool: string, startedAt: string): WriteResult {
  const log = readPracticeLog();
  const kept = log.filter((entry) => entry.tool !== tool || entry.startedAt !== startedAt);
  return kept.length === log.length ? { ok: true } : writeStored(PRACTICE_LOG_KEY, kept);
}
