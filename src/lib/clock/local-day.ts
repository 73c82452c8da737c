/**
 * Calendar days and times of day in the visitor's time zone (the JavaScript engine's local zone; tests
 * set `process.env.TZ`): the one module for day strings, used by the session tools' records and per-day
 * counts (docs/tools/sessions.md#data: a record's `date` is a day string, its start and end are local
 * times), the planners (docs/tools/planners.md#data: local `yyyy-mm-dd` days) and the practice journal.
 * Pure given the time zone: time enters as epoch milliseconds, nothing reads the clock.
 *
 * Arithmetic on days (add, count, weekday) is calendar arithmetic on UTC dates, so it never meets a
 * daylight-saving change; only the steps between a day and an instant use local time.
 */

/** A local calendar day as 'YYYY-MM-DD' (sorts as text, reads the same in every locale). */
export type DayKey = string;

/** A local calendar month as 'YYYY-MM'. */
export type MonthKey = string;

/** Days in a week. */
export const WEEK_DAYS = 7;
/** Milliseconds in a UTC calendar day (used only for calendar arithmetic, never for local time). */
const UTC_DAY_MS = 86_400_000;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function parseDay(day: DayKey): [year: number, month: number, date: number] {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month, date];
}

function toUtcMs(day: DayKey): number {
  const [year, month, date] = parseDay(day);
  return Date.UTC(year, month - 1, date);
}

function fromUtcMs(ms: number): DayKey {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The local calendar day of `ms`, e.g. '2026-11-22'. */
export function toLocalDay(ms: number): DayKey {
  const date = new Date(ms);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The local time of day of `ms` as 'HH:MM' on the 24-hour clock: a fixed form for stored records. A time
 * formatted for the visitor follows their locale instead (format-time-of-day.ts).
 */
export function toLocalTime(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local date-time of `ms` with its offset, as the AI API asks: '2026-11-22T08:30:00+01:00'. */
export function toLocalDateTime(ms: number): string {
  const date = new Date(ms);
  const offsetMin = -date.getTimezoneOffset();
  const sign = offsetMin >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMin);
  return (
    `${toLocalDay(ms)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Whether `day` is a real calendar day written as 'YYYY-MM-DD'. */
export function isDayString(day: unknown): day is DayKey {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [year, month, date] = parseDay(day);
  const parsed = new Date(year, month - 1, date);
  return parsed.getMonth() === month - 1 && parsed.getDate() === date;
}

/** The first instant of a local day: its midnight, or the first minute after a clock change skips it. */
export function getDayStartMs(day: DayKey): number {
  const [year, month, date] = parseDay(day);
  return new Date(year, month - 1, date).getTime();
}

/** A date at local noon of `day`, for formatting the day with Intl without any edge-of-day surprise. */
export function toNoonDate(day: DayKey): Date {
  const [year, month, date] = parseDay(day);
  // why noon: a day that starts or ends a daylight-saving change is 23 or 25 hours long
  return new Date(year, month - 1, date, 12);
}

/** The calendar day `count` days after `day` (before, when negative). */
export function addDays(day: DayKey, count: number): DayKey {
  return fromUtcMs(toUtcMs(day) + count * UTC_DAY_MS);
}

/** The day before `day` ('2026-03-01' → '2026-02-28'). */
export function previousDay(day: DayKey): DayKey {
  return addDays(day, -1);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function countDaysBetween(from: DayKey, to: DayKey): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / UTC_DAY_MS);
}

/** The last `count` days up to and including `today`, oldest first. */
export function lastDays(today: DayKey, count: number): DayKey[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/** Position of a day in its week: 0 for Monday to 6 for Sunday (weeks start on Monday, ISO 8601). */
export function getWeekdayIndex(day: DayKey): number {
  return (new Date(toUtcMs(day)).getUTCDay() + 6) % WEEK_DAYS;
}

/** Short weekday names from Monday, in the page's language (`<html lang="en">`). */
const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/**
 * The short English name of a day's weekday, 'Mon' to 'Sun'. why not Intl: the page is English, and the
 * first `Intl.DateTimeFormat` a page builds loads the locale's data (~80 ms of a phone's main thread
 * at load, the garden's longest task).
 */
export function getWeekdayName(day: DayKey): string {
  return WEEKDAY_NAMES[getWeekdayIndex(day)] ?? 'Mon';
}

/** The day that starts the week of `day`: its Monday (ISO 8601), or its Sunday where a tool's weeks start then. */
export function getWeekStart(day: DayKey, startsOn: 'monday' | 'sunday' = 'monday'): DayKey {
  const sinceMonday = getWeekdayIndex(day);
  return addDays(day, -(startsOn === 'monday' ? sinceMonday : (sinceMonday + 1) % WEEK_DAYS));
}

/** The month of a day. */
export function getMonthKey(day: DayKey): MonthKey {
  return day.slice(0, 7);
}
