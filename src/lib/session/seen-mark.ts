/**
 * When the page was last alive with a tool's session running (docs/tools/sessions.md#behaviour): time
 * counts while the practice is with the visitor. `useSession` marks it on `pagehide`, `freeze`, a page
 * turning hidden, and every `MARK_MS` while a session runs; on a reload it reads the mark to tell a short
 * gap (a reload, a crash: the session resumes at the wall clock) from an absence (an attention practice
 * comes back paused where it was left, and its end passing while away completes nothing).
 */
import { createGuardSchema } from '../storage/guard-schema';
import { isNumber, isRecord } from '../storage/guards';
import { defineKey, readStored, writeStored } from '../storage/storage';

/**
 * The longest gap (ms) that still counts as the practice carrying on: a reload, a crash and the page
 * coming back take seconds, a minute at most on a slow phone; anything longer is time away.
 */
export const SHORT_GAP_MS = 2 * 60_000;

/**
 * How often (ms) a running session marks the page alive, for a page killed without `pagehide` (a
 * crash, a phone dropping the tab): the mark is at most this old, well inside the short gap.
 */
export const MARK_MS = 15_000;

/** Per tool slug, the wall time (epoch ms) its page was last alive with a session running. */
export const SESSION_SEEN_KEY = defineKey<Record<string, number>>({
  key: 'stillwell:site:session-seen',
  schema: createGuardSchema(
    (value): value is Record<string, number> =>
      isRecord(value) && Object.values(value).every((time) => isNumber(time) && time >= 0),
    'Expected times per tool',
  ),
  version: 1,
  defaultValue: {},
  label: 'when a running session was last on screen',
});

/** Marks `tool`'s page alive with its session running at `now`. */
export function markSeen(tool: string, now: number): void {
  const marks = readStored(SESSION_SEEN_KEY).value;
  if (marks[tool] === now) return;
  writeStored(SESSION_SEEN_KEY, { ...marks, [tool]: now });
}

/** When `tool`'s page was last alive with its session running, or null when never marked. */
export function readSeen(tool: string): number | null {
  return readStored(SESSION_SEEN_KEY).value[tool] ?? null;
}

/**
 * When an attention practice left running was left, if it was away longer than a short gap: the mark,
 * or null when it carries on at the wall clock (no mark, a short gap, a clock set backwards).
 */
export function leftAtOf(seenAt: number | null, now: number): number | null {
  if (seenAt === null) return null;
  return now - seenAt > SHORT_GAP_MS ? seenAt : null;
}

/** '1:31': whole seconds as minutes and seconds, for the paused-when-you-left notice. */
export function formatPractised(seconds: number): string {
  const sec = Math.max(0, Math.floor(seconds));
  return `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;
}

/** The notice a practice brought back paused after an absence shows (docs/tools/sessions.md#behaviour). */
export function pausedWhenLeftText(seconds: number): string {
  return `Paused when you left, ${formatPractised(seconds)} practised.`;
}
