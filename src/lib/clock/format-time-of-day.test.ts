import { describe, expect, it } from 'vitest';
import { formatTimeOfDay } from './format-time-of-day';

describe('formatTimeOfDay', () => {
  it.each([
    [new Date(2026, 10, 22, 9, 5, 59).getTime(), '09:05'],
    [new Date(2026, 10, 22, 0, 0).getTime(), '00:00'],
    [new Date(2026, 10, 22, 23, 59).getTime(), '23:59'],
  ])('shows %s as local %s', (timestamp, text) => {
    expect(formatTimeOfDay(timestamp)).toBe(text);
  });
});
