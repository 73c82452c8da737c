/**
 * Calendar days as the planners store them: local `yyyy-mm-dd` strings (docs/tools/planners.md#data), and the
 * local date-time with its offset that the AI API reads the time of day from. Pure: the wall time
 * enters as `now` (ms since the epoch).
 */

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The visitor's local day of `now`, e.g. '2026-11-22'. */
export function toDay(now: number): string {
  const date = new Date(now);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day before `day` ('2026-03-01' → '2026-02-28'). */
export function previousDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return toDay(new Date(year, month - 1, date - 1, 12).getTime());
}

/** The local date-time of `now` with its offset, as the AI API asks: '2026-11-22T08:30:00+01:00'. */
export function toLocalDateTime(now: number): string {
  const date = new Date(now);
  const offsetMin = -date.getTimezoneOffset();
  const sign = offsetMin >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMin);
  return (
    `${toDay(now)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** '08:30' for the visitor's local time of `timestamp`. */
export function formatTimeOfDay(timestamp: number): string {
  const date = new Date(timestamp);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local date-time of this moment, for a request the visitor has just asked for. */
export function getRequestTime(): string {
  return toLocalDateTime(Date.now());
}
