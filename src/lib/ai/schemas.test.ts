import { describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  exerciseSuggestionSchema,
  localDateTimeSchema,
  poseSuggestionSchema,
  statusResponseSchema,
  suggestionResponseSchema,
} from './schemas';

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

describe('a suggestion’s caution (docs/ai.md#structured-output)', () => {
  const pose = {
    name: 'Shoulder Stand (Sarvangasana)',
    benefits: 'Calms the mind.',
    instructions: 'Lie down|Lift the legs|Support the back',
    difficulty: 'intermediate',
    category: 'inversion',
  } as const;
  const exercise = { ...pose, name: 'Jump Squat', category: 'power', difficulty: 'advanced' };

  it.each([null, undefined, '', '   '])('reads a caution of %j as no caution', (caution) => {
    for (const [schema, item] of [
      [poseSuggestionSchema, pose],
      [exerciseSuggestionSchema, exercise],
    ] as const) {
      const parsed = schema.parse(caution === undefined ? item : { ...item, caution });
      expect(parsed).toEqual(item);
      expect('caution' in parsed).toBe(false);
    }
  });

  it('keeps a written caution, trimmed', () => {
    expect(poseSuggestionSchema.parse({ ...pose, caution: ' Skip it with glaucoma. ' })).toEqual({
      ...pose,
      caution: 'Skip it with glaucoma.',
    });
  });

  it('still refuses a caution that is not text, or too long', () => {
    expect(poseSuggestionSchema.safeParse({ ...pose, caution: 3 }).success).toBe(false);
    expect(
      exerciseSuggestionSchema.safeParse({ ...exercise, caution: 'x'.repeat(501) }).success,
    ).toBe(false);
  });

  it('the browser’s answer check reads a null caution the same way', () => {
    const items = Array.from({ length: 6 }, (_, index) => ({
      ...pose,
      name: `Pose ${index}`,
      caution: null,
    }));
    const parsed = suggestionResponseSchema.parse({ items });
    expect(parsed.items.every((item) => !('caution' in item))).toBe(true);
  });
});
