/**
 * Weekly reading analytics (docs/tools/ai-book-builder.md#constants): the week starts on Sunday at 00:00 local time; books read, total
 * minutes (the sum of reading times), distinct genres, a per-genre breakdown sorted by count, and the
 * streak of consecutive days ending today or yesterday, one completion per day counted.
 *
 * Days are the site's calendar days in the visitor's time zone (lib/clock/local-day.ts), so a week or
 * a streak that spans a daylight-saving change keeps its 23- or 25-hour day.
 */
import { GENRES } from '../../lib/ai/catalog';
import {
  addDays,
  getDayStartMs,
  getWeekStart,
  previousDay,
  toLocalDay,
  WEEK_DAYS,
} from '../../lib/clock/local-day';
import type { CompletedBook } from './library';

/** One genre's share of the week. */
export interface GenreCount {
  readonly genre: string;
  readonly count: number;
}

/** What the analytics step shows. */
export interface WeeklyStats {
  /** Local Sunday 00:00 that starts this week, ms. */
  readonly weekStart: number;
  readonly booksRead: number;
  /** Sum of the reading times (minutes) of this week's books. */
  readonly totalMinutes: number;
  /** Distinct genres read this week. */
  readonly genres: number;
  /** This week's genres, most read first (ties in the catalogue's order). */
  readonly breakdown: readonly GenreCount[];
  /** Consecutive reading days ending today or yesterday. */
  readonly streak: number;
  /** This week's books, latest first. */
  readonly books: readonly CompletedBook[];
}

/** When a book was completed, ms; null when the stored value is not a date. */
export function completedAtMs(book: CompletedBook): number | null {
  const ms = typeof book.completedAt === 'number' ? book.completedAt : Date.parse(book.completedAt);
  return Number.isFinite(ms) ? ms : null;
}

/** docs/tools/ai-book-builder.md#constants: the local Sunday 00:00 that starts the week of `ms`. */
export function startOfWeek(ms: number): number {
  return getDayStartMs(getWeekStart(toLocalDay(ms), 'sunday'));
}

/** docs/tools/ai-book-builder.md#constants: consecutive days with a completion, ending today or yesterday (0 if neither). */
export function readingStreak(books: readonly CompletedBook[], now: number): number {
  const days = new Set<string>();
  for (const book of books) {
    const ms = completedAtMs(book);
    if (ms !== null) days.add(toLocalDay(ms));
  }
  const today = toLocalDay(now);
  let day = days.has(today) ? today : previousDay(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}

const GENRE_ORDER = new Map<string, number>(GENRES.map((genre, index) => [genre.id, index]));

/** This week's figures at `now`. */
export function weeklyStats(books: readonly CompletedBook[], now: number): WeeklyStats {
  const firstDay = getWeekStart(toLocalDay(now), 'sunday');
  const weekStart = getDayStartMs(firstDay);
  const weekEnd = getDayStartMs(addDays(firstDay, WEEK_DAYS));
  const thisWeek = books
    .map((book) => ({ book, at: completedAtMs(book) }))
    .filter(
      (entry): entry is { book: CompletedBook; at: number } =>
        entry.at !== null && entry.at >= weekStart && entry.at < weekEnd,
    )
    .sort((a, b) => b.at - a.at)
    .map((entry) => entry.book);
  const counts = new Map<string, number>();
  for (const book of thisWeek) counts.set(book.genre, (counts.get(book.genre) ?? 0) + 1);
  const breakdown = [...counts]
    .map(([genre, count]) => ({ genre, count }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        (GENRE_ORDER.get(a.genre) ?? GENRES.length) - (GENRE_ORDER.get(b.genre) ?? GENRES.length),
    );
  return {
    weekStart,
    booksRead: thisWeek.length,
    totalMinutes: thisWeek.reduce((sum, book) => sum + book.readingTime, 0),
    genres: counts.size,
    breakdown,
    streak: readingStreak(books, now),
    books: thisWeek,
  };
}
