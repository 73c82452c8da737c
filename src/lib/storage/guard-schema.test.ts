import { describe, expect, it } from 'vitest';
import { createGuardSchema } from './guard-schema';

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
