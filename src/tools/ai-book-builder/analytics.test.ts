import { describe, expect, it } from 'vitest';
import { readingStreak, startOfWeek, weeklyStats } from './analytics';
import type { CompletedBook } from './library';

// A fixed zone with daylight saving: 2026-03-08 (a Sunday) has 23 hours, 2026-11-01 (a Sunday) 25.
process.env.TZ = 'America/New_York';

/** Local wall time in New York as ms. */
const local = (text: string) => new Date(text).getTime();

let nextId = 1;
function book(completedAt: string, genre = 'fantasy', readingTime = 10): CompletedBook {
  return {
    id: nextId++,
    title: `Book ${nextId}`,
    author: 'Stillwell Library',
    genre,
    completedAt: new Date(completedAt).toISOString(),
    readingTime,
  };
}

describe('startOfWeek (docs/tools/ai-book-builder.md#constants: Sunday 00:00 local)', () => {
  it('is the Sunday midnight of the same week', () => {
    expect(startOfWeek(local('2026-11-25T15:00:00'))).toBe(local('2026-11-22T00:00:00'));
    expect(startOfWeek(local('2026-11-22T00:00:00'))).toBe(local('2026-11-22T00:00:00'));
    expect(startOfWeek(local('2026-11-28T23:59:59'))).toBe(local('2026-11-22T00:00:00'));
  });

  it('moves to the next week at Sunday midnight, not a minute before', () => {
    expect(startOfWeek(local('2026-11-28T23:59:00'))).toBe(local('2026-11-22T00:00:00'));
    expect(startOfWeek(local('2026-11-29T00:00:00'))).toBe(local('2026-11-29T00:00:00'));
  });

  it('is local midnight across daylight-saving changes', () => {
    expect(new Date(startOfWeek(local('2026-03-10T12:00:00'))).toISOString()).toBe(
      '2026-03-08T05:00:00.000Z', // EST midnight on the day the clocks go forward
    );
    expect(new Date(startOfWeek(local('2026-11-07T23:00:00'))).toISOString()).toBe(
      '2026-11-01T04:00:00.000Z', // EDT midnight on the day the clocks go back
    );
  });
});

describe('weeklyStats', () => {
  const now = local('2026-11-25T20:00:00'); // Wednesday

  it('counts this week’s books, minutes (sum of reading times) and distinct genres', () => {
    const stats = weeklyStats(
      [
        book('2026-11-21T23:59:00', 'history', 30), // Saturday before: last week
        book('2026-11-22T00:00:00', 'mystery', 10),
        book('2026-11-23T08:00:00', 'fantasy', 20),
        book('2026-11-25T19:00:00', 'mystery', 30),
      ],
      now,
    );
    expect(stats).toMatchObject({ booksRead: 3, totalMinutes: 60, genres: 2 });
    expect(stats.books.map((entry) => entry.genre)).toEqual(['mystery', 'fantasy', 'mystery']);
  });

  it('sorts the genre breakdown by count, ties in the catalogue’s order', () => {
    const stats = weeklyStats(
      [
        book('2026-11-22T09:00:00', 'philosophy'),
        book('2026-11-23T09:00:00', 'romance'),
        book('2026-11-23T10:00:00', 'philosophy'),
        book('2026-11-24T09:00:00', 'fantasy'),
        book('2026-11-24T10:00:00', 'romance'),
        book('2026-11-25T09:00:00', 'romance'),
      ],
      now,
    );
    expect(stats.breakdown).toEqual([
      { genre: 'romance', count: 3 },
      { genre: 'philosophy', count: 2 },
      { genre: 'fantasy', count: 1 },
    ]);
  });

  it('keeps a 25-hour week whole: a book late on the Saturday after the clocks go back counts', () => {
    const stats = weeklyStats(
      [book('2026-11-01T00:30:00'), book('2026-11-07T23:30:00'), book('2026-11-08T00:00:00')],
      local('2026-11-07T23:45:00'),
    );
    expect(stats.booksRead).toBe(2);
  });

  it('starts a 23-hour Sunday week at its midnight', () => {
    const stats = weeklyStats(
      [book('2026-03-07T23:30:00'), book('2026-03-08T00:30:00'), book('2026-03-08T03:30:00')],
      local('2026-03-09T12:00:00'),
    );
    expect(stats.booksRead).toBe(2);
  });

  it('skips entries whose completedAt is not a date, and takes ms as well as ISO text', () => {
    const stats = weeklyStats(
      [
        { ...book('2026-11-23T09:00:00'), completedAt: 'soon' },
        { ...book('2026-11-23T09:00:00'), completedAt: local('2026-11-24T09:00:00') },
      ],
      now,
    );
    expect(stats.booksRead).toBe(1);
  });

  it('is empty for no books', () => {
    expect(weeklyStats([], now)).toMatchObject({
      booksRead: 0,
      totalMinutes: 0,
      genres: 0,
      breakdown: [],
      streak: 0,
    });
  });
});

describe('readingStreak (docs/tools/ai-book-builder.md#constants)', () => {
  const now = local('2026-11-25T10:00:00');

  it('counts consecutive days ending today', () => {
    const books = ['2026-11-23T09:00:00', '2026-11-24T21:00:00', '2026-11-25T07:00:00'].map((at) =>
      book(at),
    );
    expect(readingStreak(books, now)).toBe(3);
  });

  it('counts a streak that ended yesterday', () => {
    expect(readingStreak([book('2026-11-23T09:00:00'), book('2026-11-24T09:00:00')], now)).toBe(2);
  });

  it('is 0 when the last reading day was before yesterday', () => {
    expect(readingStreak([book('2026-11-22T09:00:00'), book('2026-11-23T09:00:00')], now)).toBe(0);
  });

  it('counts one completion per day', () => {
    const books = ['2026-11-25T07:00:00', '2026-11-25T08:00:00', '2026-11-24T09:00:00'].map((at) =>
      book(at),
    );
    expect(readingStreak(books, now)).toBe(2);
  });

  it('stops at a gap', () => {
    const books = ['2026-11-21T09:00:00', '2026-11-23T09:00:00', '2026-11-24T09:00:00'].map((at) =>
      book(at),
    );
    expect(readingStreak(books, local('2026-11-24T10:00:00'))).toBe(2);
  });

  it('splits days at local midnight: 23:59 and 00:01 are two days', () => {
    const books = [book('2026-11-24T23:59:00'), book('2026-11-25T00:01:00')];
    expect(readingStreak(books, local('2026-11-25T00:02:00'))).toBe(2);
  });

  it('steps over the 23-hour day when the clocks go forward', () => {
    // 24 hours before 00:30 on Mar 9 is 23:30 on Mar 7: a streak counted in hours would skip Mar 8.
    const books = ['2026-03-07T20:00:00', '2026-03-08T20:00:00', '2026-03-09T00:15:00'].map((at) =>
      book(at),
    );
    expect(readingStreak(books, local('2026-03-09T00:30:00'))).toBe(3);
  });

  it('steps over the 25-hour day when the clocks go back', () => {
    const books = ['2026-10-31T23:30:00', '2026-11-01T23:30:00', '2026-11-02T00:10:00'].map((at) =>
      book(at),
    );
    expect(readingStreak(books, local('2026-11-02T00:20:00'))).toBe(3);
  });
});
