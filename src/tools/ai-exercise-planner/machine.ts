/**
 * The AI exercise planner's plan rules (docs/tools/ai-exercise-planner.md#screen, #data, #behaviour, #validation, #constants): today's exercises, custom exercises, the
 * rest offered between them, the record of a finished workout and the progress history. The timed
 * training itself is in training.ts.
 */
import type { ExerciseDifficulty, GoalId } from '../../lib/ai/catalog';
import type { ExerciseSuggestion } from '../../lib/ai/schemas';
import type { FinishedRun } from '../../lib/planner/item-session';
import { addDated, removeById, toHistoryEntry, withoutRun } from '../../lib/planner/practice-data';

/** The tool's slug. */
export const TOOL = 'ai-exercise-planner';
/** Rest offered between sets and exercises, s (0: none; as wger and Fitbod offer). */
export const REST_OPTIONS_SEC = [0, 15, 30, 60, 90] as const;
export type RestSec = (typeof REST_OPTIONS_SEC)[number];
/** Rest until the visitor chooses: a minute, the low end of ACSM's 1–3 min between sets for strength. */
export const DEFAULT_REST_SEC: RestSec = 60;

/** What a custom exercise gets (docs/tools/ai-exercise-planner.md#data). */
export const CUSTOM_EXERCISE = {
  benefits: 'Custom exercise',
  instructions: [
    'Warm up gently for a minute',
    'Set up in a steady, safe starting position',
    'Move with control through a comfortable range',
    'Breathe steadily and never hold your breath',
    'Stop if anything hurts, then rest and reset',
  ].join('|'),
  difficulty: 'beginner',
  category: 'custom',
} as const;

/** An exercise in the plan (docs/tools/ai-exercise-planner.md#data); its id is the time it was added. */
export interface Exercise {
  readonly id: number;
  readonly name: string;
  readonly benefits: string;
  /** Steps separated by '|'. */
  readonly instructions: string;
  readonly difficulty: ExerciseDifficulty;
  readonly category: GoalId | 'custom';
  /** yyyy-mm-dd. */
  readonly date: string;
  /** What to watch for, where the exercise needs it (from the suggestion; issue 25). */
  readonly caution?: string | undefined;
}

/** A finished workout (docs/tools/ai-exercise-planner.md#data). */
export interface ExerciseSessionRecord {
  readonly id: number;
  readonly date: string;
  /** Seconds. */
  readonly duration: number;
  /** Exercises in the workout. */
  readonly exercises: number;
  /** Sets finished (issue 43: the journal records sets done); absent in workouts kept before. */
  readonly sets?: number | undefined;
  readonly goal: GoalId | null;
  readonly timestamp: number;
}

/** Everything stored under `exercisePlannerData` (docs/tools/ai-exercise-planner.md#data). */
export interface ExerciseData {
  readonly exercises: readonly Exercise[];
  readonly sessionHistory: readonly ExerciseSessionRecord[];
  readonly currentGoal: GoalId | null;
  /** ISO 8601 time of the last change. */
  readonly lastSaved: string | null;
}

/** The planner before anything is added. */
export const EMPTY_EXERCISE_DATA: ExerciseData = {
  exercises: [],
  sessionHistory: [],
  currentGoal: null,
  lastSaved: null,
};

const saved = (data: ExerciseData, now: number, change: Partial<ExerciseData>): ExerciseData => ({
  ...data,
  ...change,
  lastSaved: new Date(now).toISOString(),
});

/** Chooses the goal suggestions are made for. */
export function pickGoal(data: ExerciseData, goal: GoalId, now: number): ExerciseData {
  return saved(data, now, { currentGoal: goal });
}

/** Adds a suggested exercise to today's list, once. */
export function addSuggestedExercise(
  data: ExerciseData,
  exercise: ExerciseSuggestion,
  now: number,
): ExerciseData {
  return saved(data, now, { exercises: addDated(data.exercises, { ...exercise }, now, true) });
}

/** Adds a custom exercise (the caller has ignored blank names). */
export function addCustomExercise(data: ExerciseData, name: string, now: number): ExerciseData {
  return saved(data, now, {
    exercises: addDated(data.exercises, { name, ...CUSTOM_EXERCISE }, now),
  });
}

/** Deletes an exercise. */
export function removeExercise(data: ExerciseData, id: number, now: number): ExerciseData {
  return saved(data, now, { exercises: removeById(data.exercises, id) });
}

/** Saves a finished workout with the goal it was for. */
export function recordWorkout(data: ExerciseData, finished: FinishedRun): ExerciseData {
  const entry: ExerciseSessionRecord = {
    ...toHistoryEntry(finished, data.sessionHistory),
    exercises: finished.itemCount,
    sets: finished.setsDone,
    goal: data.currentGoal,
  };
  return saved(data, finished.endedAt, { sessionHistory: [...data.sessionHistory, entry] });
}

/** Takes back a workout the visitor stopped and then undid (its history entry). */
export function unrecordWorkout(
  data: ExerciseData,
  finished: FinishedRun,
  now: number,
): ExerciseData {
  return saved(data, now, { sessionHistory: withoutRun(data.sessionHistory, finished) });
}

/** Clears the workout history (after the spec's confirmation). */
export function clearHistory(data: ExerciseData, now: number): ExerciseData {
  return saved(data, now, { sessionHistory: [] });
}
