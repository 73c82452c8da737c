import { describe, expect, it } from 'vitest';
import { addDays, isDayString, lastDays, toLocalDay, toLocalTime } from './local-day';

/** A local wall time, so the tests hold in every time zone. */
const local = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

describe('local days', () => {
  it('writes a local day as YYYY-MM-DD and a time as HH:MM', () => {
    expect(toLocalDay(local(2026, 3, 7, 0, 5))).toBe('2026-03-07');
    expect(toLocalDay(local(2026, 12, 31, 23, 59))).toBe('2026-12-31');
    expect(toLocalTime(local(2026, 3, 7, 9, 5))).toBe('09:05');
    expect(toLocalTime(local(2026, 3, 7, 23, 59))).toBe('23:59');
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

  it('steps across months, years and daylight-saving changes', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
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
