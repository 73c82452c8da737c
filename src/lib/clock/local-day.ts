/**
 * Calendar days and times of day in the visitor's time zone, for the records and per-day counts the
 * session tools keep (docs/tools/sessions.md#data: a record's `date` is a day string, its start and end are local times).
 * Pure given the time zone: time enters as epoch milliseconds, nothing reads the clock.
 */

const pad = (value: number): string => String(value).padStart(2, '0');

/** The local calendar day of `ms` as 'YYYY-MM-DD' (sorts as text, reads the same in every locale). */
export function toLocalDay(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local time of day of `ms` as 'HH:MM' on the 24-hour clock. */
export function toLocalTime(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Whether `day` is a real calendar day written as 'YYYY-MM-DD'. */
export function isDayString(day: unknown): day is string {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parsed = new Date(year, month - 1, date);
  return parsed.getMonth() === month - 1 && parsed.getDate() === date;
}

/** The day `offset` days after `day` (negative: before), as 'YYYY-MM-DD'. */
export function addDays(day: string, offset: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // why noon: a day that starts or ends a daylight-saving change is 23 or 25 hours long
  return toLocalDay(new Date(year, month - 1, date + offset, 12).getTime());
}

/** The last `count` days up to and including `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}
