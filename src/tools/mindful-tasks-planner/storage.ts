/**
 * The planner's stored data. The spec leaves the key unnamed (docs/tools/mindful-tasks-planner.md#data), so it follows docs/decisions.md#storage-keys:
 * stillwell:<tool-slug>:<name>. The shape is the spec's (habits, tasks, moodHistory, currentMood,
 * lastSaved); habits also keep the days they were done. Data that cannot be read is kept aside and
 * the planner starts from the six default habits (docs/tools/mindful-tasks-planner.md#errors).
 */
import { createGuardSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import {
  isArrayOf,
  isBoolean,
  isDay,
  isNullable,
  isNumber,
  isOneOf,
  isShape,
  isString,
  type Guard,
} from '../../lib/storage/guards';
import {
  DEFAULT_PLANNER_DATA,
  type Habit,
  type MoodEntry,
  type PlannerData,
  type Task,
} from './machine';
import { PLANNER_MOOD_ID_LIST } from './moods';

// why strings for the task's enums: the catalog's lists would ship with the page only to check them
const isTask = isShape<Task>({
  id: isNumber,
  name: isString,
  category: isString as Guard<Task['category']>,
  time: isString as Guard<Task['time']>,
  timePriority: isString as Guard<Task['timePriority']>,
  reason: isString,
  priority: isString as Guard<Task['priority']>,
  completed: isBoolean,
  date: isDay,
});

const isHabit = isShape<Habit>({
  id: isNumber,
  name: isString,
  category: isString,
  streak: isNumber,
  completed: isBoolean,
  doneDates: isArrayOf(isDay),
});

const isMood = isOneOf(PLANNER_MOOD_ID_LIST);

/** Habits, tasks and moods. */
export const PLANNER_DATA_KEY = defineKey<PlannerData>({
  key: 'stillwell:mindful-tasks-planner:data',
  schema: createGuardSchema(
    isShape<PlannerData>({
      habits: isArrayOf(isHabit),
      tasks: isArrayOf(isTask),
      moodHistory: isArrayOf(
        isShape<MoodEntry>({ date: isDay, mood: isMood, timestamp: isNumber }),
      ),
      currentMood: isNullable(isMood),
      lastSaved: isNullable(isString),
    }),
    'not planner data',
  ),
  version: 1,
  defaultValue: DEFAULT_PLANNER_DATA,
  label: 'your tasks, habits and moods',
});
