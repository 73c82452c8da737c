/**
 * What the yoga and exercise planners store alike (docs/tools/planners.md#data): the guard of their data
 * (today's items, the run history with each run's item count and choice, the current choice and the
 * last save, under the field names each tool's spec gives them) and the minutes per item.
 */
import { numberInRangeSchema } from '../storage/guard-schema';
import { defineKey, type StorageKeyDef } from '../storage/storage';
import {
  isArrayOf,
  isDay,
  isNullable,
  isNumber,
  isOneOf,
  isShape,
  isString,
  type Guard,
} from '../storage/guards';
import { isPlannedItem } from './guards';
import { ITEM_MINUTES } from './items';

/** Checks a planner's stored data, its fields named as the tool's spec names them. */
export function isPlanData<D>({
  items,
  count,
  choice,
  current,
  choices,
}: {
  /** The list of today's items ('poses'). */
  readonly items: string;
  /** A run's item count in the history ('poses'). */
  readonly count: string;
  /** A run's choice in the history ('mood'). */
  readonly choice: string;
  /** The current choice ('currentMood'). */
  readonly current: string;
  readonly choices: readonly string[];
}): Guard<D> {
  const isChoice = isNullable(isOneOf(choices));
  const isEntry = isShape<Record<string, unknown>>({
    id: isNumber,
    date: isDay,
    duration: isNumber,
    [count]: isNumber,
    [choice]: isChoice,
    timestamp: isNumber,
  });
  const isData = isShape<Record<string, unknown>>({
    [items]: isArrayOf(isPlannedItem()),
    sessionHistory: isArrayOf(isEntry),
    [current]: isChoice,
    lastSaved: isNullable(isString),
  });
  return (value: unknown): value is D => isData(value);
}

/** Minutes per item, 1–10, default 1 (docs/tools/planners.md#constants): `stillwell:<tool>:minutes`. */
export function defineItemMinutesKey(tool: string, noun: string): StorageKeyDef<number> {
  return defineKey<number>({
    key: `stillwell:${tool}:minutes`,
    schema: numberInRangeSchema(ITEM_MINUTES.min, ITEM_MINUTES.max),
    version: 1,
    defaultValue: ITEM_MINUTES.default,
    label: `your minutes per ${noun}`,
  });
}
