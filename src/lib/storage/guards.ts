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

/** A real calendar day 'YYYY-MM-DD' (no 31 February). */
function isCalendarDay(day: string): boolean {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

/** An ISO 8601 date-time with seconds and a zone ('2026-11-27T08:30:00+01:00', '…Z'), as RFC 3339 has it. */
export const isDateTime = (value: unknown): value is string =>
  isString(value) &&
  /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/.test(
    value,
  ) &&
  isCalendarDay(value.slice(0, 10));

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
