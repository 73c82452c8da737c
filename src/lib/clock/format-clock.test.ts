import { describe, expect, it } from 'vitest';
import { formatClock } from './format-clock';

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
