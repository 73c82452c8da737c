/**
 * The long-running timers' day counts (focus sessions, eye sessions: docs/tools/focus-timer.md#data,
 * docs/tools/eye-health-app.md#data): one stored whole number a calendar day, named as each tool's
 * spec names it, read for the days a restore needs and written as a session finishes.
 */
import { toLocalDay, type DayKey } from '../clock/local-day';
import { createGuardSchema } from '../storage/guard-schema';
import {
  defineKeyFamily,
  readStored,
  writeStored,
  type StorageKeyDef,
  type StorageKeyFamilyDef,
} from '../storage/storage';
import { getSessionDeadline, type TimedSession } from './timed-session';

/** A tool's day counts: the key family (for Your data) and its reads and writes by day. */
export interface DayCounts {
  /** The stored keys, one a day. */
  readonly family: StorageKeyFamilyDef<number>;
  /** The key of one day's count. */
  readonly keyOf: (day: DayKey) => StorageKeyDef<number>;
  /** The stored counts of `days` (0 for a day without one). */
  readonly read: (days: readonly DayKey[]) => Record<DayKey, number>;
  /** Stores one day's count. */
  readonly write: (day: DayKey, count: number) => void;
}

/** Declares a tool's day counts: keys `prefix + nameOf(day)`, each matching `pattern`. */
export function defineDayCounts({
  prefix,
  pattern,
  nameOf = (day) => day,
  label,
}: {
  readonly prefix: string;
  /** What a key's day part looks like, so Your data can tell the family's keys. */
  readonly pattern: RegExp;
  /** How the key names a day (by default its 'YYYY-MM-DD'). */
  readonly nameOf?: (day: DayKey) => string;
  /** The visitor-facing name, e.g. 'your daily focus counts'. */
  readonly label: string;
}): DayCounts {
  const family = defineKeyFamily<number>({
    prefix,
    pattern,
    schema: createGuardSchema(
      (value): value is number => Number.isInteger(value) && (value as number) >= 0,
      'Expected a whole number of sessions',
    ),
    version: 1,
    defaultValue: 0,
    label,
  });
  const keyOf = (day: DayKey) => family.keyOf(nameOf(day));
  return {
    family,
    keyOf,
    read: (days) => Object.fromEntries(days.map((day) => [day, readStored(keyOf(day)).value])),
    write: (day, count) => {
      writeStored(keyOf(day), count);
    },
  };
}

/**
 * The days whose counts a restore needs: today, and the day a saved session ended on if its deadline
 * passed while the page was closed (it counts on that day).
 */
export function getRestoreDays(session: TimedSession, now: number): DayKey[] {
  const deadline = getSessionDeadline(session);
  const days = new Set([toLocalDay(now)]);
  if (deadline !== null) days.add(toLocalDay(Math.min(deadline, now)));
  return [...days];
}
