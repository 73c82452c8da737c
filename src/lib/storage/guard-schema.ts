/**
 * A Standard Schema from a type guard, for stored shapes small enough that a schema library would cost
 * more bytes than it saves (pages that load on every visit, tools at the edge of their JS budget).
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';

/** Validates with `isValid`; valid values pass through unchanged, others fail with `message`. */
export function createGuardSchema<T>(
  isValid: (value: unknown) => value is T,
  message: string,
): StandardSchemaV1<unknown, T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'stillwell',
      validate: (value) => (isValid(value) ? { value } : { issues: [{ message }] }),
    },
  };
}

/** true or false. */
export function booleanSchema(): StandardSchemaV1<unknown, boolean> {
  return createGuardSchema(
    (value): value is boolean => typeof value === 'boolean',
    'Expected true or false',
  );
}

/** A finite number from `min` to `max` inclusive. */
export function numberInRangeSchema(min: number, max: number): StandardSchemaV1<unknown, number> {
  return createGuardSchema(
    (value): value is number =>
      typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max,
    `Expected a number from ${min} to ${max}`,
  );
}

/** One of a fixed list of values. */
export function oneOfSchema<const T extends string | number>(
  values: readonly T[],
): StandardSchemaV1<unknown, T> {
  return createGuardSchema(
    (value): value is T => (values as readonly unknown[]).includes(value),
    `Expected one of ${values.join(', ')}`,
  );
}
