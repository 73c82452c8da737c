/**
 * Small type guards for the planners' stored data. The storage module takes any Standard Schema;
 * hand-made guards keep zod/mini off pages that sit near their 90 KB budget (the AI schemas load only
 * with the first suggestion request).
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

/**
 * A planned item of the yoga or exercise planner (a pose or an exercise): its difficulty and category
 * are checked as strings, since the catalogs' lists would ship with the page only to check them.
 */
export function isPlannedItem<
  T extends {
    id: number;
    name: string;
    benefits: string;
    instructions: string;
    difficulty: string;
    category: string;
    date: string;
  },
>(): Guard<T> {
  return isShape<T>({
    id: isNumber,
    name: isString,
    benefits: isString,
    instructions: isString,
    difficulty: isString,
    category: isString,
    date: isDay,
  } as { [K in keyof T]-?: Guard<T[K]> });
}
