/** How the journal writes days, months and times: in the visitor's language, from local days. */
import { formatTimeOfDay } from '../../lib/clock/format-time-of-day';
import { addDays, toNoonDate, type DayKey, type MonthKey } from '../../lib/clock/local-day';
import { createDateFormatter } from '../../lib/ui/create-date-formatter';
import { countOf } from '../../lib/ui/count-of';

const formatDay = createDateFormatter({ weekday: 'long', day: 'numeric', month: 'long' });
const formatDayWithYear = createDateFormatter({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const formatShortDate = createDateFormatter({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const formatMonthAndYear = createDateFormatter({ month: 'long', year: 'numeric' });
const formatLongMonth = createDateFormatter({ month: 'long' });
const formatShortMonthName = createDateFormatter({ month: 'short' });

/** "Today", "Yesterday", "Monday 3 November" (with the year when it is not this year's). */
export function formatDayHeading(day: DayKey, today: DayKey): string {
  if (day === today) return 'Today';
  if (day === addDays(today, -1)) return 'Yesterday';
  const format = day.slice(0, 4) === today.slice(0, 4) ? formatDay : formatDayWithYear;
  return format(toNoonDate(day));
}

/** "Mon 3 Nov 2026". */
export function formatShortDay(day: DayKey): string {
  return formatShortDate(toNoonDate(day));
}

/** "November 2026". */
export function formatMonth(month: MonthKey): string {
  return formatMonthAndYear(toNoonDate(`${month}-01`));
}

/** "November". */
export function formatMonthName(month: MonthKey): string {
  return formatLongMonth(toNoonDate(`${month}-01`));
}

/** "Nov". */
export function formatShortMonth(day: DayKey): string {
  return formatShortMonthName(toNoonDate(day));
}

/** The local clock time of an ISO instant, e.g. "08:15" or "8:15 AM" (the chats' formatter). */
export function formatTime(iso: string): string {
  return formatTimeOfDay(Date.parse(iso));
}

/** "1 session", "3 sessions". */
export function formatSessions(count: number): string {
  return countOf(count, 'session');
}

/** "1 set done", "3 sets done": a workout's row (docs/tools/ai-exercise-planner.md#behaviour). */
export function formatSets(count: number): string {
  return `${countOf(count, 'set')} done`;
}

/** "1 day", "12 days". */
export function formatDays(count: number): string {
  return countOf(count, 'day');
}
