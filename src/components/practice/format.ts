/** How the journal writes days, months and times: in the visitor's language, from local days. */
import { addDays, toNoonDate, type DayKey, type MonthKey } from '../../lib/practice-log/journal';

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const dayWithYearFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });
const monthNameFormat = new Intl.DateTimeFormat(undefined, { month: 'long' });
const shortMonthFormat = new Intl.DateTimeFormat(undefined, { month: 'short' });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** "Today", "Yesterday", "Monday 3 November" (with the year when it is not this year's). */
export function formatDayHeading(day: DayKey, today: DayKey): string {
  if (day === today) return 'Today';
  if (day === addDays(today, -1)) return 'Yesterday';
  const format = day.slice(0, 4) === today.slice(0, 4) ? dayFormat : dayWithYearFormat;
  return format.format(toNoonDate(day));
}

/** "Mon 3 Nov 2026". */
export function formatShortDay(day: DayKey): string {
  return shortDayFormat.format(toNoonDate(day));
}

/** "November 2026". */
export function formatMonth(month: MonthKey): string {
  return monthFormat.format(toNoonDate(`${month}-01`));
}

/** "November". */
export function formatMonthName(month: MonthKey): string {
  return monthNameFormat.format(toNoonDate(`${month}-01`));
}

/** "Nov". */
export function formatShortMonth(day: DayKey): string {
  return shortMonthFormat.format(toNoonDate(day));
}

/** The local clock time of an ISO instant, e.g. "08:15" or "8:15 AM". */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** "1 session", "3 sessions". */
export function formatSessions(count: number): string {
  return `${count} ${count === 1 ? 'session' : 'sessions'}`;
}

/** "1 day", "12 days". */
export function formatDays(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}
