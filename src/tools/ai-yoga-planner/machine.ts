/**
 * The AI yoga planner's plan rules (docs/tools/ai-yoga-planner.md#screen, #data, #behaviour, #validation, #constants): today's poses, custom poses, the record of a
 * finished practice and the progress history. The timed practice itself is in practice.ts.
 */
import type { PoseCategory, PoseDifficulty, YogaMoodId } from '../../lib/ai/catalog';
import type { PoseSuggestion } from '../../lib/ai/schemas';
import type { FinishedRun } from '../../lib/planner/item-session';
import { addDated, removeById, toHistoryEntry, withoutRun } from '../../lib/planner/practice-data';

/** The tool's slug. */
export const TOOL = 'ai-yoga-planner';

/** What a custom pose gets (docs/tools/ai-yoga-planner.md#data). */
export const CUSTOM_POSE = {
  benefits: 'Custom practice',
  instructions: [
    'Come into a steady starting position',
    'Move slowly into the pose',
    'Breathe deeply and evenly through the nose',
    'Hold the pose without strain',
    'Release gently and rest for a breath',
  ].join('|'),
  difficulty: 'beginner',
  category: 'custom',
} as const;

/** A pose in the plan (docs/tools/ai-yoga-planner.md#data). */
export interface Pose {
  readonly id: number;
  readonly name: string;
  readonly benefits: string;
  /** Steps separated by '|'. */
  readonly instructions: string;
  readonly difficulty: PoseDifficulty;
  readonly category: PoseCategory | 'custom';
  /** yyyy-mm-dd. */
  readonly date: string;
  /** What to watch for, where the pose needs it (from the suggestion; issue 25). */
  readonly caution?: string | undefined;
}

/** A finished practice (docs/tools/ai-yoga-planner.md#data). */
export interface YogaSessionRecord {
  readonly id: number;
  readonly date: string;
  /** Seconds. */
  readonly duration: number;
  /** Poses in the practice. */
  readonly poses: number;
  readonly mood: YogaMoodId | null;
  readonly timestamp: number;
}

/** Everything the planner stores (docs/tools/ai-yoga-planner.md#data). */
export interface YogaData {
  readonly poses: readonly Pose[];
  readonly sessionHistory: readonly YogaSessionRecord[];
  readonly currentMood: YogaMoodId | null;
  /** ISO 8601 time of the last change. */
  readonly lastSaved: string | null;
}

/** The planner before anything is added. */
export const EMPTY_YOGA_DATA: YogaData = {
  poses: [],
  sessionHistory: [],
  currentMood: null,
  lastSaved: null,
};

const saved = (data: YogaData, now: number, change: Partial<YogaData>): YogaData => ({
  ...data,
  ...change,
  lastSaved: new Date(now).toISOString(),
});

/** Chooses the mood suggestions are made for. */
export function pickMood(data: YogaData, mood: YogaMoodId, now: number): YogaData {
  return saved(data, now, { currentMood: mood });
}

/** Adds a suggested pose to today's list, once. */
export function addSuggestedPose(data: YogaData, pose: PoseSuggestion, now: number): YogaData {
  return saved(data, now, { poses: addDated(data.poses, { ...pose }, now, true) });
}

/** Adds a custom pose (the caller has ignored blank names). */
export function addCustomPose(data: YogaData, name: string, now: number): YogaData {
  return saved(data, now, { poses: addDated(data.poses, { name, ...CUSTOM_POSE }, now) });
}

/** Deletes a pose. */
export function removePose(data: YogaData, id: number, now: number): YogaData {
  return saved(data, now, { poses: removeById(data.poses, id) });
}

/** Saves a finished practice with the mood it was for. */
export function recordPractice(data: YogaData, finished: FinishedRun): YogaData {
  const entry: YogaSessionRecord = {
    ...toHistoryEntry(finished, data.sessionHistory),
    poses: finished.itemCount,
    mood: data.currentMood,
  };
  return saved(data, finished.endedAt, { sessionHistory: [...data.sessionHistory, entry] });
}

/** Takes back a practice the visitor stopped and then undid (its history entry). */
export function unrecordPractice(data: YogaData, finished: FinishedRun, now: number): YogaData {
  return saved(data, now, { sessionHistory: withoutRun(data.sessionHistory, finished) });
}

/** Clears the practice history (after the spec's confirmation). */
export function clearHistory(data: YogaData, now: number): YogaData {
  return saved(data, now, { sessionHistory: [] });
}
