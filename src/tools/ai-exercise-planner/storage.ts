/**
 * The exercise planner's stored data, under the spec's key `exercisePlannerData` with the spec's shape
 * (docs/tools/ai-exercise-planner.md#data): exercises, sessionHistory, currentGoal, lastSaved. Its settings follow docs/decisions.md#storage-keys
 * stillwell:<tool-slug>:<name>.
 */
import {
  createGuardSchema,
  numberInRangeSchema,
  oneOfSchema,
} from '../../lib/storage/guard-schema';
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
import { GOAL_ID_LIST } from './goals';
import {
  EMPTY_EXERCISE_DATA,
  REST_OPTIONS_SEC,
  type Exercise,
  type ExerciseData,
  type ExerciseSessionRecord,
  type RestSec,
} from './machine';

const isExercise = isPlannedItem<Exercise>();

const isRecordEntry = isShape<ExerciseSessionRecord>({
  id: isNumber,
  date: isDay,
  duration: isNumber,
  exercises: isNumber,
  goal: isNullable(isOneOf(GOAL_ID_LIST)),
  timestamp: isNumber,
});

/** Exercises, workout history and goal (docs/tools/ai-exercise-planner.md#data `exercisePlannerData`). */
export const EXERCISE_DATA_KEY = defineKey<ExerciseData>({
  key: 'exercisePlannerData',
  schema: createGuardSchema(
    isShape<ExerciseData>({
      exercises: isArrayOf(isExercise),
      sessionHistory: isArrayOf(isRecordEntry),
      currentGoal: isNullable(isOneOf(GOAL_ID_LIST)),
      lastSaved: isNullable(isString),
    }),
    'not exercise planner data',
  ),
  version: 1,
  defaultValue: EMPTY_EXERCISE_DATA,
  label: 'your workout plan and training history',
});

/** Minutes per exercise, 1–10 (docs/tools/ai-exercise-planner.md#constants; default 1). */
export const MINUTES_KEY = defineKey<number>({
  key: 'stillwell:ai-exercise-planner:minutes',
  schema: numberInRangeSchema(ITEM_MINUTES.min, ITEM_MINUTES.max),
  version: 1,
  defaultValue: ITEM_MINUTES.default,
  label: 'your minutes per exercise',
});

/** Rest between exercises, s. */
export const REST_KEY = defineKey<RestSec>({
  key: 'stillwell:ai-exercise-planner:rest',
  schema: oneOfSchema(REST_OPTIONS_SEC),
  version: 1,
  defaultValue: 0,
  label: 'your rest between exercises',
});
