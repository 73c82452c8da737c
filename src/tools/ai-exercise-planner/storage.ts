/**
 * The exercise planner's stored data, under the spec's key `exercisePlannerData` with the spec's shape
 * (docs/tools/ai-exercise-planner.md#data): exercises, sessionHistory, currentGoal, lastSaved. Its settings follow docs/decisions.md#storage-keys
 * stillwell:<tool-slug>:<name>.
 */
import { defineItemMinutesKey, isPlanData } from '../../lib/planner/plan-storage';
import { createGuardSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import { GOAL_ID_LIST } from './goals';
import {
  EMPTY_EXERCISE_DATA,
  DEFAULT_REST_SEC,
  REST_OPTIONS_SEC,
  TOOL,
  type ExerciseData,
  type RestSec,
} from './machine';

/** Exercises, workout history and goal (docs/tools/ai-exercise-planner.md#data `exercisePlannerData`). */
export const EXERCISE_DATA_KEY = defineKey<ExerciseData>({
  key: 'exercisePlannerData',
  schema: createGuardSchema(
    isPlanData<ExerciseData>({
      items: 'exercises',
      count: 'exercises',
      choice: 'goal',
      current: 'currentGoal',
      choices: GOAL_ID_LIST,
    }),
    'not exercise planner data',
  ),
  version: 1,
  defaultValue: EMPTY_EXERCISE_DATA,
  label: 'your workout plan and training history',
});

/** Minutes per exercise, 1–10 (docs/tools/ai-exercise-planner.md#constants; default 1). */
export const MINUTES_KEY = defineItemMinutesKey(TOOL, 'exercise');

/** Rest between sets and exercises, s: on by default, as Fitbod and Strong have it (issue 43). */
export const REST_KEY = defineKey<RestSec>({
  key: 'stillwell:ai-exercise-planner:rest',
  schema: oneOfSchema(REST_OPTIONS_SEC),
  version: 1,
  defaultValue: DEFAULT_REST_SEC,
  label: 'your rest between sets and exercises',
});
