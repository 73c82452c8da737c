/**
 * The practice journal's arithmetic (/practice), pure: weeks, months, streaks and breakdowns of
 * practice-log entries in the visitor's own time zone (the JavaScript engine's local zone; tests set
 * `process.env.TZ`), on the calendar days of ../clock/local-day.ts. Time enters as data: the visitor's
 * current day (`today`).
 *
 * Rules, in the visitor's local calendar:
 * - A session's seconds are split across the local days it spans, in proportion to the wall-clock
 *   time on each side of midnight (23:50–00:10 puts half on each day). Local midnights come from the
 *   engine, so days of 23 or 25 hours around a clock change are whole days.
 * - Weeks start on Monday (ISO 8601); months are calendar months.
 * - A day counts toward a streak when a session started on it, or when at least a minute of a session
 *   that ran past midnight fell on it. The current streak ends today or, while today is still open,
 *   yesterday; a missed day simply starts a new one.
 */
import {
  addDays,
  countDaysBetween,
  getDayStartMs,
  getMonthKey,
  getWeekStart,
  toLocalDay,
  WEEK_DAYS,
  type DayKey,
  type MonthKey,
} from '../clock/local-day';
import type { PracticeEntry } from './practice-log';

/** Weeks start on Monday (ISO 8601), stated on the page as "since Monday". */
export const WEEK_START_DAY = 'Monday';

/** A day's share of a session that crossed midnight must reach this to count for a streak (s). */
export const STREAK_SHARE_MIN_SEC = 60;
/** Heatmap levels 2, 3 and 4 start at these minutes per day (level 1 is anything above zero). */
export const HEATMAP_LEVEL_MIN = [10, 20, 40] as const;
/** Weeks the heatmap shows: a year and the current week. */
export const HEATMAP_WEEKS = 53;
/** A session is never split over more days than this (guards against a corrupt end time). */
const MAX_SPLIT_DAYS = 366;

/** A session's practised seconds per local day it spans (see the module comment). */
export function splitByDay(entry: PracticeEntry): { day: DayKey; seconds: number }[] {
  const startMs = Date.parse(entry.startedAt);
  const endMs = Date.parse(entry.endedAt);
  const firstDay = toLocalDay(startMs);
  if (!(endMs > startMs) || entry.seconds <= 0) return [{ day: firstDay, seconds: entry.seconds }];
  const parts: { day: DayKey; seconds: number }[] = [];
  let cursor = startMs;
  let day = firstDay;
  for (let index = 0; cursor < endMs; index += 1) {
    const nextDay = addDays(day, 1);
    const until = index === MAX_SPLIT_DAYS - 1 ? endMs : Math.min(endMs, getDayStartMs(nextDay));
    parts.push({ day, seconds: (entry.seconds * (until - cursor)) / (endMs - startMs) });
    cursor = until;
    day = nextDay;
  }
  return parts;
}

/** Practised seconds per tool. */
export interface ToolTotal {
  /** The tool's slug. */
  tool: string;
  /** Seconds practised with it. */
  seconds: number;
  /** Sessions logged with it. */
  sessions: number;
}

/** Seconds and sessions over a span of days. */
export interface SpanTotal {
  /** Seconds practised in the span (shares of sessions that crossed its edges included). */
  seconds: number;
  /** Sessions that started in the span. */
  sessions: number;
}

/** Everything the journal shows, computed once per log and day. */
export interface JournalSummary {
  /** The visitor's current local day. */
  today: DayKey;
  /** Practised seconds per local day. */
  secondsByDay: ReadonlyMap<DayKey, number>;
  /** Days that count toward a streak. */
  practisedDays: ReadonlySet<DayKey>;
  /** This week, from its Monday to today. */
  week: SpanTotal & { start: DayKey };
  /** This calendar month. */
  month: SpanTotal & { key: MonthKey };
  /** Every session in the log. */
  total: SpanTotal & { days: number };
  /** Consecutive practised days. */
  streak: { current: number; longest: number };
  /** Time per tool, most first. */
  tools: ToolTotal[];
}

/** The current and longest runs of consecutive days in `days` (see the module comment). */
export function computeStreaks(
  days: ReadonlySet<DayKey>,
  today: DayKey,
): { current: number; longest: number } {
  let longest = 0;
  let run = 0;
  let previous: DayKey | null = null;
  for (const day of [...days].filter((candidate) => candidate <= today).sort()) {
    run = previous !== null && countDaysBetween(previous, day) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  let end = days.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (days.has(end)) {
    current += 1;
    end = addDays(end, -1);
  }
  return { current, longest };
}

/** Summarises the practice log as of the local day `today`. */
export function summarizeJournal(entries: readonly PracticeEntry[], today: DayKey): JournalSummary {
  const weekStart = getWeekStart(today);
  const monthKey = getMonthKey(today);
  const secondsByDay = new Map<DayKey, number>();
  const startDays = new Set<DayKey>();
  const tools = new Map<string, ToolTotal>();
  const week = { start: weekStart, seconds: 0, sessions: 0 };
  const month = { key: monthKey, seconds: 0, sessions: 0 };
  let totalSeconds = 0;

  for (const entry of entries) {
    const startDay = toLocalDay(Date.parse(entry.startedAt));
    if (entry.seconds > 0) startDays.add(startDay);
    if (startDay >= weekStart && startDay <= today) week.sessions += 1;
    if (getMonthKey(startDay) === monthKey) month.sessions += 1;
    const tool = tools.get(entry.tool) ?? { tool: entry.tool, seconds: 0, sessions: 0 };
    tool.seconds += entry.seconds;
    tool.sessions += 1;
    tools.set(entry.tool, tool);
    totalSeconds += entry.seconds;
    for (const { day, seconds } of splitByDay(entry)) {
      secondsByDay.set(day, (secondsByDay.get(day) ?? 0) + seconds);
    }
  }

  const practisedDays = new Set(startDays);
  for (const [day, seconds] of secondsByDay) {
    if (seconds >= STREAK_SHARE_MIN_SEC) practisedDays.add(day);
    if (day >= weekStart && day <= today) week.seconds += seconds;
    if (getMonthKey(day) === monthKey) month.seconds += seconds;
  }

  return {
    today,
    secondsByDay,
    practisedDays,
    week,
    month,
    total: { seconds: totalSeconds, sessions: entries.length, days: practisedDays.size },
    streak: computeStreaks(practisedDays, today),
    tools: [...tools.values()].sort(
      (a, b) => b.seconds - a.seconds || b.sessions - a.sessions || a.tool.localeCompare(b.tool),
    ),
  };
}

/** Heatmap shade of a day, 0 (none) to 4 (40 minutes or more). */
export type HeatmapLevel = 0 | 1 | 2 | 3 | 4;

/** One day of the heatmap. */
export interface HeatmapCell {
  /** The local day. */
  day: DayKey;
  /** Seconds practised that day. */
  seconds: number;
  /** Its shade. */
  level: HeatmapLevel;
  /** After today: drawn empty. */
  isFuture: boolean;
}

/** The shade for a day's practised seconds. */
export function getHeatmapLevel(seconds: number): HeatmapLevel {
  if (seconds <= 0) return 0;
  const minutes = seconds / 60;
  const [two, three, four] = HEATMAP_LEVEL_MIN;
  if (minutes >= four) return 4;
  if (minutes >= three) return 3;
  if (minutes >= two) return 2;
  return 1;
}

/** The heatmap's columns: `weeks` weeks (Monday to Sunday) ending with the week of `today`. */
export function buildHeatmap(
  secondsByDay: ReadonlyMap<DayKey, number>,
  today: DayKey,
  weeks: number = HEATMAP_WEEKS,
): HeatmapCell[][] {
  const first = addDays(getWeekStart(today), -(weeks - 1) * WEEK_DAYS);
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: WEEK_DAYS }, (_, weekday) => {
      const day = addDays(first, week * WEEK_DAYS + weekday);
      const seconds = secondsByDay.get(day) ?? 0;
      return { day, seconds, level: getHeatmapLevel(seconds), isFuture: day > today };
    }),
  );
}

/** One month of the heatmap's text alternative. */
export interface MonthTotal {
  /** The month. */
  month: MonthKey;
  /** Seconds practised in it. */
  seconds: number;
  /** Days of it that count as practised. */
  days: number;
}

/** Seconds and practised days per month from `from` to `to` (inclusive days), newest month first. */
export function summarizeMonths(
  summary: Pick<JournalSummary, 'secondsByDay' | 'practisedDays'>,
  from: DayKey,
  to: DayKey,
): MonthTotal[] {
  const months = new Map<MonthKey, MonthTotal>();
  for (let month = getMonthKey(to); month >= getMonthKey(from);) {
    months.set(month, { month, seconds: 0, days: 0 });
    month = getMonthKey(addDays(`${month}-01`, -1));
  }
  for (const [day, seconds] of summary.secondsByDay) {
    if (day < from || day > to) continue;
    const total = months.get(getMonthKey(day));
    if (total) total.seconds += seconds;
  }
  for (const day of summary.practisedDays) {
    if (day < from || day > to) continue;
    const total = months.get(getMonthKey(day));
    if (total) total.days += 1;
  }
  return [...months.values()];
}

/** The sessions that started on one local day. */
export interface SessionDay {
  /** The day. */
  day: DayKey;
  /** Seconds of the listed sessions. */
  seconds: number;
  /** Its sessions, latest first. */
  sessions: PracticeEntry[];
}

/** Sessions grouped by the local day they started on, latest day and session first. */
export function groupSessionsByDay(entries: readonly PracticeEntry[]): SessionDay[] {
  const days = new Map<DayKey, SessionDay>();
  const sorted = [...entries].sort(
    (a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt) || b.tool.localeCompare(a.tool),
  );
  for (const entry of sorted) {
    const day = toLocalDay(Date.parse(entry.startedAt));
    const group = days.get(day) ?? { day, seconds: 0, sessions: [] };
    group.seconds += entry.seconds;
    group.sessions.push(entry);
    days.set(day, group);
  }
  return [...days.values()];
}

/** A length for people: "45 sec", "12 min", "1 h 5 min", "2 h" (minutes rounded). */
export function formatDuration(seconds: number): string {
  if (seconds > 0 && seconds < 59.5) return `${Math.round(seconds)} sec`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
