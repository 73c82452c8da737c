import { describe, expect, it } from 'vitest';
import { inZone } from './in-zone.testing';
import {
  addDays,
  getDayStartMs,
  getWeekStart,
  getWeekdayName,
  isDayString,
  lastDays,
  previousDay,
  toLocalDateTime,
  toLocalDay,
  toLocalTime,
} from './local-day';

/** A local wall time, so the tests hold in every time zone. */
const local = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

describe('local days', () => {
  it('writes a local day as YYYY-MM-DD and a time as HH:MM', () => {
    expect(toLocalDay(local(2026, 3, 7, 0, 5))).toBe('2026-03-07');
    expect(toLocalDay(local(2026, 12, 31, 23, 59))).toBe('2026-12-31');
    expect(toLocalDay(local(2026, 11, 22, 23, 59))).toBe('2026-11-22');
    expect(toLocalTime(local(2026, 3, 7, 9, 5))).toBe('09:05');
    expect(toLocalTime(local(2026, 3, 7, 23, 59))).toBe('23:59');
  });

  it('writes the local date-time with its offset', () => {
    expect(toLocalDateTime(new Date(2026, 10, 22, 8, 5, 9).getTime())).toMatch(
      /^2026-11-22T08:05:09[+-]\d{2}:\d{2}$/,
    );
  });

  it.each([
    ['2026-11-24', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['26-11-24', false],
    [20261124, false],
  ])('%s is a day string: %s', (day, isDay) => {
    expect(isDayString(day)).toBe(isDay);
  });

  it('lists the last seven days, oldest first, ending today', () => {
    expect(lastDays('2026-12-02', 7)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });
});

describe('calendar arithmetic (zone-free)', () => {
  it('steps across months, years and daylight-saving changes', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
  });

  it('adds days across month, year and leap-day edges', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('gives the day before', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
  });

  it('starts weeks on Monday', () => {
    expect(getWeekStart('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(getWeekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(getWeekStart('2026-11-22', 'sunday')).toBe('2026-11-22'); // a Sunday starts its own week
    expect(getWeekStart('2026-11-21', 'sunday')).toBe('2026-11-15'); // a Saturday ends one
    expect(getWeekStart('2026-03-03', 'sunday')).toBe('2026-03-01'); // across a month
    expect(getWeekStart('2027-01-01')).toBe('2026-12-28'); // a Friday, across a year
  });
});

describe('weekday names', () => {
  it('names each day of a week in English, Monday to Sunday, across a year end', () => {
    expect(lastDays('2027-01-03', 7).map(getWeekdayName)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(getWeekdayName('2024-02-29')).toBe('Thu');
  });
});

describe('in London (UTC+0 in winter, +1 in summer)', () => {
  inZone('Europe/London');

  it('uses local days in summer time: 00:30 BST is the new day though UTC is still on the old one', () => {
    expect(toLocalDay(Date.parse('2026-07-09T23:30:00Z'))).toBe('2026-07-10');
  });

  it('keeps a 23-hour day whole when the clocks go forward (29 March 2026)', () => {
    expect(getDayStartMs('2026-03-30') - getDayStartMs('2026-03-29')).toBe(23 * 3_600_000);
  });

  it('steps over the clock changes by calendar day', () => {
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(previousDay('2026-03-30')).toBe('2026-03-29');
  });
});

describe('in New York (UTC−5, −4 in summer)', () => {
  inZone('America/New_York');

  it('has a 25-hour day when the clocks go back (1 November 2026)', () => {
    expect(getDayStartMs('2026-11-02') - getDayStartMs('2026-11-01')).toBe(25 * 3_600_000);
  });
});

describe('in Santiago, where the clocks skip midnight itself (6 September 2026)', () => {
  inZone('America/Santiago');

  it('starts the day at 01:00', () => {
    expect(new Date(getDayStartMs('2026-09-06')).toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});
