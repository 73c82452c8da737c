import { describe, expect, it } from 'vitest';
import { formatTimeOfDay } from './format-time-of-day';

describe('formatTimeOfDay', () => {
  it.each([
    new Date(2026, 10, 22, 9, 5, 59).getTime(),
    new Date(2026, 10, 22, 0, 0).getTime(),
    new Date(2026, 10, 22, 23, 59).getTime(),
  ])('shows %s as the visitor’s locale writes a short time', (timestamp) => {
    expect(formatTimeOfDay(timestamp)).toBe(
      new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(timestamp),
    );
  });

  it('follows the locale: 24-hour where it is the custom, AM/PM where that is', () => {
    const at = new Date(2026, 10, 22, 21, 5).getTime();
    expect(new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(at)).toBe('21:05');
    expect(new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(at)).toMatch(
      /^9:05\sPM$/,
    );
  });
});
