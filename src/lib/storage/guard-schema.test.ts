import { describe, expect, it } from 'vitest';
import { booleanSchema, createGuardSchema, numberInRangeSchema, oneOfSchema } from './guard-schema';

describe('createGuardSchema', () => {
  const schema = createGuardSchema(
    (value): value is number => typeof value === 'number',
    'Expected a number',
  );

  it('passes valid values through unchanged', () => {
    expect(schema['~standard'].validate(4)).toEqual({ value: 4 });
  });

  it('fails other values with the message', () => {
    expect(schema['~standard'].validate('4')).toEqual({
      issues: [{ message: 'Expected a number' }],
    });
  });
});

describe('ready-made guard schemas', () => {
  const passes = (
    schema: { '~standard': { validate: (value: unknown) => unknown } },
    value: unknown,
  ) => !('issues' in (schema['~standard'].validate(value) as object));

  it.each([
    [true, true],
    [false, true],
    ['true', false],
    [0, false],
  ])('booleanSchema: %j → %s', (value, expected) => {
    expect(passes(booleanSchema(), value)).toBe(expected);
  });

  it.each([
    [0, true],
    [0.8, true],
    [1, true],
    [1.1, false],
    [-0.1, false],
    [Number.NaN, false],
    ['0.5', false],
  ])('numberInRangeSchema(0, 1): %j → %s', (value, expected) => {
    expect(passes(numberInRangeSchema(0, 1), value)).toBe(expected);
  });

  it.each([
    [10, true],
    [60, true],
    [11, false],
    ['10', false],
  ])('oneOfSchema([5, 10, 60]): %j → %s', (value, expected) => {
    expect(passes(oneOfSchema([5, 10, 60]), value)).toBe(expected);
  });
});
