/**
 * The stored-plan rules the yoga and exercise planners share: items dated the day they are added
 * (only today's are shown and practised, docs/tools/planners.md#behaviour), suggestions added once (docs/tools/planners.md#validation), and a
 * finished run turned into a history entry (docs/tools/planners.md#data session records).
 */
import { toLocalDay } from '../clock/local-day';
import type { FinishedRun } from './item-session';
import { createId, normalizeName, type HistoryEntry } from './items';

/** An item of a day's plan. */
export interface DatedItem {
  readonly id: number;
  readonly name: string;
  /** yyyy-mm-dd. */
  readonly date: string;
}

/** The items dated `day`, in the order added. */
export function getToday<T extends DatedItem>(list: readonly T[], day: string | null): T[] {
  return day === null ? [] : list.filter((item) => item.date === day);
}

/**
 * `list` with a new item dated the day of `now`; unchanged when `isUnique` and today's list already
 * has that name (a suggestion is added once, docs/tools/planners.md#validation).
 */
export function addDated<T extends DatedItem>(
  list: readonly T[],
  fields: Omit<T, 'id' | 'date'>,
  now: number,
  isUnique = false,
): T[] {
  const day = toLocalDay(now);
  const name = normalizeName(fields.name);
  if (isUnique && getToday(list, day).some((item) => normalizeName(item.name) === name)) {
    return [...list];
  }
  return [...list, { ...fields, id: createId(now, list), date: day } as T];
}

/** `list` without the item `id`. */
export function removeById<T extends { readonly id: number }>(list: readonly T[], id: number): T[] {
  return list.filter((item) => item.id !== id);
}

/** The history entry of a finished run (id and timestamp from its end). */
export function toHistoryEntry(
  finished: FinishedRun,
  history: readonly HistoryEntry[],
): HistoryEntry {
  return {
    id: createId(finished.endedAt, history),
    date: toLocalDay(finished.endedAt),
    duration: finished.durationSec,
    timestamp: finished.endedAt,
  };
}

/**
 * `history` without the entry of `finished` (a run the visitor stopped and then took back with Undo,
 * docs/tools/sessions.md#behaviour): the entry saved for it has its end as timestamp.
 */
export function withoutRun<T extends HistoryEntry>(
  history: readonly T[],
  finished: FinishedRun,
): T[] {
  return history.filter((entry) => entry.timestamp !== finished.endedAt);
}
