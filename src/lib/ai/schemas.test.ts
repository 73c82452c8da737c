import { describe, expect, it } from 'vitest';
import { localDateTimeSchema } from './schemas';

describe('localDateTimeSchema', () => {
  it.each(['2026-11-22T08:30:00+01:00', '2028-02-29T23:59Z', '2026-01-01T00:00:00.123-05:00'])(
    'accepts %s',
    (value) => {
      expect(localDateTimeSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    '2026-02-30T08:00:00Z',
    '2027-02-29T08:00Z',
    '2026-13-01T08:00Z',
    '2026-11-22 08:30',
    'now',
  ])('rejects %s', (value) => {
    expect(localDateTimeSchema.safeParse(value).success).toBe(false);
  });
});
