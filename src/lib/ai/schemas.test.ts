import { describe, expect, it } from 'vitest';
import { errorResponseSchema, localDateTimeSchema, statusResponseSchema } from './schemas';

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

describe('answer validators (hand-made, so the chat pages carry no zod)', () => {
  it.each([
    { provider: 'builtin', model: 'builtin-guide', ready: true },
    { provider: 'openai-compatible', model: '', ready: false, problem: 'AI_MODEL is not set' },
  ])('accepts the status %j', (value) => {
    expect(statusResponseSchema.safeParse(value)).toEqual({ success: true, data: value });
    expect(statusResponseSchema.parse(value)).toBe(value);
  });

  it.each([
    { provider: 'claude', model: 'x', ready: true },
    { provider: 'builtin', model: 1, ready: true },
    { provider: 'builtin', model: 'x', ready: 'yes' },
    { provider: 'builtin', model: 'x', ready: true, problem: 3 },
    null,
    [],
  ])('rejects the status %j', (value) => {
    expect(statusResponseSchema.safeParse(value).success).toBe(false);
    expect(() => statusResponseSchema.parse(value)).toThrow(TypeError);
  });

  it('reads an error body', () => {
    expect(errorResponseSchema.safeParse({ error: 'Too many requests.' }).success).toBe(true);
    expect(errorResponseSchema.safeParse({ error: 404 }).success).toBe(false);
    expect(errorResponseSchema.safeParse('<html>').success).toBe(false);
  });
});
