import { describe, expect, it } from 'vitest';
import { inZone } from '../clock/in-zone.testing';
import { toLocalDay } from '../clock/local-day';
import {
  buildHeatmap,
  computeStreaks,
  formatDuration,
  getHeatmapLevel,
  groupSessionsByDay,
  splitByDay,
  summarizeJournal,
  summarizeMonths,
} from './journal';
import type { PracticeEntry } from './practice-log';

/** The local day of an ISO time (in the zone set for the test). */
function dayOf(iso: string): string {
  return toLocalDay(Date.parse(iso));
}

/** An entry from `startedAt` to `endedAt` (ISO with offset) that practised every second of it. */
function session(
  tool: string,
  startedAt: string,
  endedAt: string,
  seconds?: number,
): PracticeEntry {
  return {
    tool,
    startedAt,
    endedAt,
    seconds: seconds ?? (Date.parse(endedAt) - Date.parse(startedAt)) / 1000,
  };
}

describe('lengths for people', () => {
  it.each([
    [0, 0, '0 min'],
    [1, 0, '1 sec'],
    [45, 0, '45 sec'],
    [89, 0, '1 min'],
    [12 * 60, 0, '12 min'],
    [60 * 60, 0, '1 h'],
    [65 * 60 + 20, 0, '1 h 5 min'],
  ])('formats %i seconds as a length for people', (seconds, _, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('in London (UTC+0 in winter, +1 in summer)', () => {
  inZone('Europe/London');

  it('splits a session across midnight by the time on each side', () => {
    const entry = session('box-breathing', '2026-11-20T23:50:00Z', '2026-11-21T00:10:00Z');
    expect(splitByDay(entry)).toEqual([
      { day: '2026-11-20', seconds: 600 },
      { day: '2026-11-21', seconds: 600 },
    ]);
  });

  it('splits by wall-clock share when part of the session was paused', () => {
    // 30 minutes on the clock, 15 practised: each side of midnight gets half of the 15.
    const entry = session('sound-bowl', '2026-11-20T23:45:00Z', '2026-11-21T00:15:00Z', 900);
    expect(splitByDay(entry)).toEqual([
      { day: '2026-11-20', seconds: 450 },
      { day: '2026-11-21', seconds: 450 },
    ]);
  });

  it('counts this week from Monday: a session over Sunday midnight gives the new week only its share', () => {
    const entries = [
      session('box-breathing', '2026-11-22T23:45:00Z', '2026-11-23T00:15:00Z'), // Sun → Mon
      session('sound-bowl', '2026-11-24T08:00:00Z', '2026-11-24T08:10:00Z'),
    ];
    const summary = summarizeJournal(entries, dayOf('2026-11-24T12:00:00Z'));
    expect(summary.week.start).toBe('2026-11-23');
    expect(summary.week.seconds).toBe(15 * 60 + 10 * 60);
    // Sessions are counted in the week they started.
    expect(summary.week.sessions).toBe(1);
  });

  it('counts this month by calendar month: a session over the 1st splits between months', () => {
    const entries = [
      session('rain-meditation', '2026-10-31T23:40:00Z', '2026-11-01T00:20:00Z'),
      session('rain-meditation', '2026-10-15T08:00:00Z', '2026-10-15T08:30:00Z'),
    ];
    const summary = summarizeJournal(entries, dayOf('2026-11-10T09:00:00Z'));
    expect(summary.month).toEqual({ key: '2026-11', seconds: 20 * 60, sessions: 0 });
    const months = summarizeMonths(summary, '2026-10-01', '2026-11-10');
    expect(months).toEqual([
      { month: '2026-11', seconds: 20 * 60, days: 1 },
      { month: '2026-10', seconds: 50 * 60, days: 2 },
    ]);
  });

  it('uses local days in summer time: 00:30 BST is the new day though UTC is still on the old one', () => {
    // The local day itself: src/lib/clock/local-day.test.ts.
    const entry = session('box-breathing', '2026-07-09T23:30:00Z', '2026-07-09T23:40:00Z');
    expect(groupSessionsByDay([entry])[0]?.day).toBe('2026-07-10');
  });

  it('keeps a 23-hour day whole when the clocks go forward (29 March 2026)', () => {
    // 23:30 GMT on the 28th to 00:30 GMT on the 29th, then 00:30 to 03:30 BST on the 29th.
    const overMidnight = session('box-breathing', '2026-03-28T23:30:00Z', '2026-03-29T00:30:00Z');
    expect(splitByDay(overMidnight).map((part) => part.day)).toEqual(['2026-03-28', '2026-03-29']);
    const overChange = session('box-breathing', '2026-03-29T00:30:00Z', '2026-03-29T02:30:00Z');
    expect(splitByDay(overChange)).toEqual([{ day: '2026-03-29', seconds: 7200 }]);
  });
});

describe('in New York (UTC−5, −4 in summer)', () => {
  inZone('America/New_York');

  it('counts a session after local midnight for the local day, not the UTC day', () => {
    // 23:30 local on the 20th is 04:30 UTC on the 21st; 00:30 local on the 21st is 05:30 UTC.
    const late = session('box-breathing', '2026-11-21T04:30:00Z', '2026-11-21T04:40:00Z');
    const afterMidnight = session('sound-bowl', '2026-11-21T05:30:00Z', '2026-11-21T05:40:00Z');
    const summary = summarizeJournal([late, afterMidnight], dayOf('2026-11-21T15:00:00Z'));
    expect(summary.today).toBe('2026-11-21');
    expect([...summary.secondsByDay]).toEqual([
      ['2026-11-20', 600],
      ['2026-11-21', 600],
    ]);
    expect(summary.streak).toEqual({ current: 2, longest: 2 });
  });

  it('splits a midnight on the 25-hour day the clocks go back (1 November 2026) by real time', () => {
    // 23:30 EST on the 1st to 00:30 EST on the 2nd: half an hour each side.
    const entry = session('sound-mixer', '2026-11-01T23:30:00-05:00', '2026-11-02T00:30:00-05:00');
    expect(splitByDay(entry)).toEqual([
      { day: '2026-11-01', seconds: 1800 },
      { day: '2026-11-02', seconds: 1800 },
    ]);
  });

  it('keeps a streak through the spring-forward weekend (7–9 March 2026)', () => {
    const entries = [
      session('box-breathing', '2026-03-07T21:00:00-05:00', '2026-03-07T21:10:00-05:00'),
      // 01:50 EST to 03:10 EDT: 20 real minutes on the short day.
      session('box-breathing', '2026-03-08T01:50:00-05:00', '2026-03-08T03:10:00-04:00'),
      session('box-breathing', '2026-03-09T07:00:00-04:00', '2026-03-09T07:10:00-04:00'),
    ];
    const summary = summarizeJournal(entries, dayOf('2026-03-09T12:00:00-04:00'));
    expect(summary.secondsByDay.get('2026-03-08')).toBe(20 * 60);
    expect(summary.streak).toEqual({ current: 3, longest: 3 });
  });
});

describe('in Santiago, where the clocks skip midnight itself (6 September 2026)', () => {
  inZone('America/Santiago');

  it('splits a session over the skipped hour by real time', () => {
    // 23:30 (−04) on the 5th to 01:30 (−03) on the 6th: one real hour, half on each day.
    const entry = session('box-breathing', '2026-09-06T03:30:00Z', '2026-09-06T04:30:00Z');
    expect(splitByDay(entry)).toEqual([
      { day: '2026-09-05', seconds: 1800 },
      { day: '2026-09-06', seconds: 1800 },
    ]);
  });
});

describe('streaks (gentle: today is still open, a gap just starts again)', () => {
  const days = (...list: string[]) => new Set(list);

  it('counts the run ending today', () => {
    expect(computeStreaks(days('2026-11-20', '2026-11-21', '2026-11-22'), '2026-11-22')).toEqual({
      current: 3,
      longest: 3,
    });
  });

  it('keeps the run that ended yesterday while today has no session yet', () => {
    expect(computeStreaks(days('2026-11-20', '2026-11-21'), '2026-11-22').current).toBe(2);
  });

  it('starts again after a missed day and remembers the longest run', () => {
    const practised = days('2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-20');
    expect(computeStreaks(practised, '2026-11-22')).toEqual({ current: 0, longest: 4 });
    expect(computeStreaks(practised, '2026-11-21')).toEqual({ current: 1, longest: 4 });
  });

  it('has no streak without practice', () => {
    expect(computeStreaks(days(), '2026-11-22')).toEqual({ current: 0, longest: 0 });
  });

  describe('with sessions over midnight', () => {
    inZone('UTC');

    it('counts the next day when at least a minute fell on it, not for a few seconds', () => {
      const long = session('box-breathing', '2026-11-20T23:50:00Z', '2026-11-21T00:05:00Z');
      const short = session('box-breathing', '2026-11-20T23:50:00Z', '2026-11-21T00:00:30Z');
      expect(summarizeJournal([long], dayOf('2026-11-21T12:00:00Z')).streak.current).toBe(2);
      expect(summarizeJournal([short], dayOf('2026-11-21T12:00:00Z')).streak.current).toBe(1);
    });

    it('does not count a logged session of zero seconds', () => {
      const empty = session('box-breathing', '2026-11-21T08:00:00Z', '2026-11-21T08:00:00Z', 0);
      expect(summarizeJournal([empty], dayOf('2026-11-21T12:00:00Z')).streak.current).toBe(0);
    });
  });
});

describe('breakdowns, heatmap and the session list', () => {
  inZone('UTC');

  const entries = [
    session('sound-bowl', '2026-11-02T08:00:00Z', '2026-11-02T08:05:00Z'),
    session('box-breathing', '2026-11-03T08:00:00Z', '2026-11-03T08:20:00Z'),
    session('box-breathing', '2026-11-03T20:00:00Z', '2026-11-03T20:10:00Z'),
    session('sound-mixer', '2026-11-21T07:00:00Z', '2026-11-21T07:45:00Z'),
  ];

  it('totals each tool, most time first', () => {
    const summary = summarizeJournal(entries, dayOf('2026-11-22T10:00:00Z'));
    expect(summary.tools).toEqual([
      { tool: 'sound-mixer', seconds: 2700, sessions: 1 },
      { tool: 'box-breathing', seconds: 1800, sessions: 2 },
      { tool: 'sound-bowl', seconds: 300, sessions: 1 },
    ]);
    expect(summary.total).toEqual({ seconds: 4800, sessions: 4, days: 3 });
  });

  it('shades days by minutes: 1–9, 10–19, 20–39, 40 and more', () => {
    expect([0, 59, 9 * 60, 10 * 60, 20 * 60, 39 * 60, 40 * 60].map(getHeatmapLevel)).toEqual([
      0, 1, 1, 2, 3, 3, 4,
    ]);
  });

  it('lays the heatmap out in Monday-first weeks ending with this week', () => {
    const summary = summarizeJournal(entries, dayOf('2026-11-22T10:00:00Z'));
    const weeks = buildHeatmap(summary.secondsByDay, summary.today);
    expect(weeks).toHaveLength(53);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]?.day).toBe('2025-11-17');
    const last = weeks.at(-1) ?? [];
    expect(last.map((cell) => cell.day)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(last[5]).toEqual({ day: '2026-11-21', seconds: 2700, level: 4, isFuture: false });
    const midweek = buildHeatmap(summary.secondsByDay, '2026-11-19', 1)[0] ?? [];
    expect(midweek.map((cell) => cell.isFuture)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('lists sessions by the day they started, latest day and latest session first', () => {
    const days = groupSessionsByDay(entries);
    expect(days.map((group) => [group.day, group.seconds, group.sessions.length])).toEqual([
      ['2026-11-21', 2700, 1],
      ['2026-11-03', 1800, 2],
      ['2026-11-02', 300, 1],
    ]);
    expect(days[1]?.sessions.map((entry) => entry.startedAt)).toEqual([
      '2026-11-03T20:00:00Z',
      '2026-11-03T08:00:00Z',
    ]);
  });

  // why no stopwatch: speed belongs in benchmarks, not unit tests (a timed assertion failed under load)
  it('summarises a long log: two years of daily sessions', () => {
    const many = Array.from({ length: 730 * 2 }, (_, index) => {
      const start = Date.parse('2024-11-22T07:00:00Z') + index * 12 * 3_600_000;
      return session(
        'box-breathing',
        new Date(start).toISOString(),
        new Date(start + 600_000).toISOString(),
      );
    });
    const summary = summarizeJournal(many, dayOf('2026-11-22T10:00:00Z'));
    groupSessionsByDay(many);
    buildHeatmap(summary.secondsByDay, summary.today);
    expect(summary.streak.longest).toBe(730);
  });
});
