/** The visitor's practice log: one entry per finished session of any tool, kept in this browser. */
// Browser code uses zod/mini: the classic build adds ~20 KB gzip to every tool page.
import * as z from 'zod/mini';
import { defineKey, readStored, writeStored, type WriteResult } from '../storage/storage';

/** One practice session. */
export const practiceEntrySchema = z.object({
  /** The tool's slug, e.g. 'box-breathing'. */
  tool: z.string().check(z.minLength(1)),
  /** When the session started, as an ISO 8601 date-time. */
  startedAt: z.iso.datetime({ offset: true }),
  /** When the session ended, as an ISO 8601 date-time. */
  endedAt: z.iso.datetime({ offset: true }),
  /** Seconds actually practised (paused time excluded). */
  seconds: z.number().check(z.minimum(0)),
});

/** One practice session. */
export type PracticeEntry = z.infer<typeof practiceEntrySchema>;

/** The practice log, oldest entry first. */
export const PRACTICE_LOG_KEY = defineKey<PracticeEntry[]>({
  key: 'stillwell:site:practice-log',
  schema: z.array(practiceEntrySchema),
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
