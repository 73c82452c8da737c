/**
 * A Standard Schema from a type guard, for stored shapes small enough that a schema library would cost
 * more bytes than it saves (pages that load on every visit, tools at the edge of their JS budget).
 */
import type { StandardSchemaV1 } from './standard-schema';

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
