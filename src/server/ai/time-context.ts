/**
 * What a suggestion request's `now` (the visitor's local date-time with its offset) tells us:
 * time of day, weekday and the half-hour variety seed (docs/ai.md#prompts).
 */

/** Parts of the visitor's day (docs/ai.md#prompts: morning before 12, afternoon before 17, else evening). */
export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/** The variety seed changes every 30 minutes (docs/ai.md#prompts). */
export const VARIETY_SLOT_MS = 30 * 60 * 1000;

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Derived facts about the visitor's moment. */
export interface TimeContext {
  timeOfDay: TimeOfDay;
  weekday: Weekday;
  /** Local hour 0–23 as written in `now`. */
  hour: number;
  /** Index of the current half hour since the epoch; same within a half hour, different across. */
  varietySeed: number;
}

/** Time of day for a local hour (docs/ai.md#prompts). */
export function getTimeOfDay(hour: number): TimeOfDay {
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/**
 * Reads the visitor's local clock from the ISO string itself (not the server's time zone).
 * `now` has been validated by `localDateTimeSchema`.
 */
export function deriveTimeContext(now: string): TimeContext {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):/.exec(now);
  const [year, month, day, hour] = match ? match.slice(1, 5).map(Number) : [1970, 1, 1, 0];
  const weekdayIndex = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  const epochMs = Date.parse(now);
  return {
    timeOfDay: getTimeOfDay(hour ?? 0),
    weekday: WEEKDAYS[weekdayIndex] ?? 'Sunday',
    hour: hour ?? 0,
    varietySeed: Number.isNaN(epochMs) ? 0 : Math.floor(epochMs / VARIETY_SLOT_MS),
  };
}
