/**
 * The yoga planner's stored data. The spec leaves the key unnamed (docs/tools/ai-yoga-planner.md#data), so it follows docs/decisions.md#storage-keys:
 * stillwell:<tool-slug>:<name>. The shape is the spec's: poses, sessionHistory, currentMood, lastSaved.
 */
import { createGuardSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import {
  isArrayOf,
  isDay,
  isNullable,
  isNumber,
  isOneOf,
  isPlannedItem,
  isShape,
  isString,
} from '../../lib/planner/guards';
import { ITEM_MINUTES } from '../../lib/planner/items';
import { numberInRangeSchema } from '../../lib/storage/guard-schema';
import { YOGA_MOOD_IDS } from './moods';
import { EMPTY_YOGA_DATA, type Pose, type YogaData, type YogaSessionRecord } from './machine';

const isPose = isPlannedItem<Pose>();

const isRecordEntry = isShape<YogaSessionRecord>({
  id: isNumber,
  date: isDay,
  duration: isNumber,
  poses: isNumber,
  mood: isNullable(isOneOf(YOGA_MOOD_IDS)),
  timestamp: isNumber,
});

/** Poses, practice history and mood. */
export const YOGA_DATA_KEY = defineKey<YogaData>({
  key: 'stillwell:ai-yoga-planner:data',
  schema: createGuardSchema(
    isShape<YogaData>({
      poses: isArrayOf(isPose),
      sessionHistory: isArrayOf(isRecordEntry),
      currentMood: isNullable(isOneOf(YOGA_MOOD_IDS)),
      lastSaved: isNullable(isString),
    }),
    'not yoga planner data',
  ),
  version: 1,
  defaultValue: EMPTY_YOGA_DATA,
  label: 'your yoga plan and practice history',
});

/** Minutes per pose, 1–10 (docs/tools/ai-yoga-planner.md#constants; default 1). */
export const MINUTES_KEY = defineKey<number>({
  key: 'stillwell:ai-yoga-planner:minutes',
  schema: numberInRangeSchema(ITEM_MINUTES.min, ITEM_MINUTES.max),
  version: 1,
  defaultValue: ITEM_MINUTES.default,
  label: 'your minutes per pose',
});
