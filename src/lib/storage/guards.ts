/**
 * The site's type guards for stored data and answers read in the browser: small predicates that
 * compose (`isShape`, `isArrayOf`, `isNullable`), turned into Standard Schemas by guard-schema.ts.
 * docs/architecture.md#validation: a schema library (zod/mini, Valibot) costs more than a tool page near
 * its 90 KB budget or a page without a tool (5 KB) can carry; zod/mini stays with the code that loads
 * on demand (AI answers, the journal).
 */

/** A guard. */
export type Guard<T> = (value: unknown) => value is T;

/** A plain object. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string. */
export const isString = (value: unknown): value is string => typeof value === 'string';

/** A finite number. */
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** true or false. */
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** A yyyy-mm-dd day. */
export const isDay = (value: unknown): value is string =>
  isString(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** One of `values`. */
export function isOneOf<const T extends string>(values: readonly T[]): Guard<T> {
  return (value: unknown): value is T => (values as readonly unknown[]).includes(value);
}

/** `inner` or null. */
export function isNullable<T>(inner: Guard<T>): Guard<T | null> {
  return (value: unknown): value is T | null => value === null || inner(value);
}

/** An array whose every element passes `inner`. */
export function isArrayOf<T>(inner: Guard<T>): Guard<T[]> {
  return (value: unknown): value is T[] => Array.isArray(value) && value.every(inner);
}

/** An object whose listed fields pass their guards (other fields are allowed). */
export function isShape<T>(fields: { [K in keyof T]-?: Guard<T[K]> }): Guard<T> {
  return (value: unknown): value is T =>
    isRecord(value) &&
    Object.entries(fields).every(([key, guard]) => (guard as Guard<unknown>)(value[key]));
}
