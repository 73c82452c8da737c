/**
 * Session history as the focus and eye timers keep it (docs/tools/eye-health-app.md#data): one record per finished session,
 * `{ id, date, startTime, endTime, duration, type }`, where `id` is the session's start (epoch ms),
 * `date` the local day it finished ('YYYY-MM-DD', the day whose count it adds to), start and end local times ('HH:MM') and `duration` whole
 * minutes. Grouping for the history panel is pure and tested here; the widget draws it.
 */
import { isDayString, toLocalDay, toLocalTime } from '../clock/local-day';
import { createGuardSchema } from '../storage/guard-schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/** One finished session in a tool's history. */
export interface HistoryRecord<T extends string = string> {
  /** The session's start, epoch ms (unique per session; a record is never written twice). */
  readonly id: number;
  /** Local day it finished, 'YYYY-MM-DD' (the day whose count it raised). */
  readonly date: string;
  /** Local start time, 'HH:MM'. */
  readonly startTime: string;
  /** Local end time, 'HH:MM'. */
  readonly endTime: string;
  /** Whole minutes. */
  readonly duration: number;
  /** The kind of session ('focus', 'eye-care'). */
  readonly type: T;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is a record of `type`. */
export function isHistoryRecord<T extends string>(
  value: unknown,
  type: T,
): value is HistoryRecord<T> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['id'] === 'number' &&
    Number.isFinite(record['id']) &&
    isDayString(record['date']) &&
    typeof record['startTime'] === 'string' &&
    TIME.test(record['startTime']) &&
    typeof record['endTime'] === 'string' &&
    TIME.test(record['endTime']) &&
    Number.isInteger(record['duration']) &&
    (record['duration'] as number) >= 0 &&
    record['type'] === type
  );
}

/** A schema for a list of records of `type` (a hand-made guard: a few bytes, no schema library). */
export function historySchema<T extends string>(
  type: T,
): StandardSchemaV1<unknown, HistoryRecord<T>[]> {
  return createGuardSchema(
    (value): value is HistoryRecord<T>[] =>
      Array.isArray(value) && value.every((record) => isHistoryRecord(record, type)),
    `Expected a list of ${type} sessions`,
  );
}

/** The record of a session of `type` that ran from `startedAt` to `endedAt` (epoch ms). */
export function toHistoryRecord<T extends string>(
  type: T,
  startedAt: number,
  endedAt: number,
  durationMin: number,
): HistoryRecord<T> {
  return {
    id: startedAt,
    date: toLocalDay(endedAt),
    startTime: toLocalTime(startedAt),
    endTime: toLocalTime(endedAt),
    duration: Math.max(0, Math.round(durationMin)),
    type,
  };
}

/** `records` with `record` appended, unless a record with its id is there already (same list then). */
export function appendRecordOnce<R extends HistoryRecord>(records: readonly R[], record: R): R[] {
  return records.some((other) => other.id === record.id) ? [...records] : [...records, record];
}

/** '1 session', '3 sessions'. */
export function formatSessionCount(count: number): string {
  return count === 1 ? '1 session' : `${count} sessions`;
}

/** One day of history as the panel shows it. */
export interface HistoryDay<R extends HistoryRecord = HistoryRecord> {
  readonly date: string;
  /** Whether it is today (the panel labels it 'Today'). */
  readonly isToday: boolean;
  /** The day's sessions, newest first. */
  readonly records: readonly R[];
}

/** Records grouped by day, newest day first, each day's sessions newest first. */
export function groupByDay<R extends HistoryRecord>(
  records: readonly R[],
  today: string,
): HistoryDay<R>[] {
  const days = new Map<string, R[]>();
  for (const record of records) {
    const list = days.get(record.date) ?? [];
    list.push(record);
    days.set(record.date, list);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, list]) => ({
      date,
      isToday: date === today,
      records: list.sort((a, b) => b.id - a.id),
    }));
}

/** Records whose day is not `day` (Reset Today removes that day's records). */
export function withoutDay<R extends HistoryRecord>(records: readonly R[], day: string): R[] {
  return records.filter((record) => record.date !== day);
}
