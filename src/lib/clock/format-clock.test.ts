import { describe, expect, it } from 'vitest';
import { formatClock, formatTimeOfDay } from './format-clock';

describe('formatClock', () => {
  it.each([
    [300, '05:00'],
    [539, '08:59'],
    [59, '00:59'],
    [59.9, '00:59'],
    [3600, '60:00'],
    [0, '00:00'],
    [-3, '00:00'],
  ])('formats %s s as %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('formatTimeOfDay', () => {
  it.each([
    [new Date(2026, 10, 22, 9, 5, 59).getTime(), '09:05'],
    [new Date(2026, 10, 22, 0, 0).getTime(), '00:00'],
    [new Date(2026, 10, 22, 23, 59).getTime(), '23:59'],
  ])('shows %s as local %s', (timestamp, text) => {
    expect(formatTimeOfDay(timestamp)).toBe(text);
  });
});
