/**
 * The built-in guide's suggestions: curated items chosen by mood or goal, time of day and the
 * half-hour variety seed, never one the visitor already has (docs/ai.md#validation, #prompts).
 */
import type { GoalId, LevelId, LimitId } from '../../../lib/ai/catalog';
import {
  SUGGESTION_COUNT,
  type ExerciseSuggestion,
  type PoseSuggestion,
  type SuggestionItemByKind,
  type SuggestionRequest,
  type TaskSuggestion,
} from '../../../lib/ai/schemas';
import { isSuitable } from '../../../lib/planner/body';
import { AiError } from '../errors';
import { deriveTimeContext, type TimeOfDay } from '../time-context';
import type { ExerciseItem, PoseItem, TaskItem } from './content/types';
import { hashString, shuffleSeeded } from './random';

/** Goals that stand in when a goal's own exercises run out after the avoid list. */
const RELATED_GOALS: Record<GoalId, readonly GoalId[]> = {
  strength: ['power', 'functional', 'fullbody', 'isometric'],
  cardio: ['endurance', 'hiit', 'agility', 'speed'],
  flexibility: ['mobility', 'mindful', 'rehab'],
  mobility: ['flexibility', 'corrective', 'rehab'],
  balance: ['stability', 'core', 'agility'],
  stability: ['balance', 'core', 'corrective'],
  hiit: ['cardio', 'plyometrics', 'speed', 'power'],
  mindful: ['flexibility', 'mobility', 'balance'],
  rehab: ['corrective', 'mobility', 'stability'],
  corrective: ['rehab', 'mobility', 'stability'],
  functional: ['fullbody', 'strength', 'core'],
  power: ['plyometrics', 'strength', 'speed'],
  endurance: ['cardio', 'fullbody', 'isometric'],
  plyometrics: ['power', 'hiit', 'agility'],
  isometric: ['core', 'strength', 'stability'],
  core: ['isometric', 'stability', 'functional'],
  agility: ['speed', 'plyometrics', 'balance'],
  speed: ['agility', 'cardio', 'plyometrics'],
  fullbody: ['functional', 'strength', 'endurance'],
};

/** The curated tables the built-in suggestions draw from. */
export interface SuggestionLibrary {
  tasks: readonly TaskItem[];
  poses: readonly PoseItem[];
  exercises: readonly ExerciseItem[];
}

const normalizeName = (name: string): string => name.trim().toLowerCase();

/** How well an item's time fits now: 0 best. */
function timeFit(times: readonly string[], timeOfDay: TimeOfDay): number {
  if (times.length === 0 || times.includes('anytime')) return 1;
  return times.includes(timeOfDay) ? 0 : 2;
}

/**
 * Picks `count` items: seeded order, best time fit first, then round-robin across categories so a
 * list is varied; items whose name is avoided are never picked.
 */
function choose<T extends { name: string; category: string }>(
  tiers: readonly (readonly T[])[],
  avoid: Set<string>,
  fitOf: (item: T) => number,
  seed: number,
  count: number,
): T[] {
  const chosen: T[] = [];
  const taken = new Set(avoid);
  for (const [tierIndex, tier] of tiers.entries()) {
    const open = shuffleSeeded(
      tier.filter((item) => !taken.has(normalizeName(item.name))),
      seed + tierIndex,
    ).sort((a, b) => fitOf(a) - fitOf(b));
    const byCategory = new Map<string, T[]>();
    for (const item of open)
      byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
    // Round-robin within each fit level keeps the best-fitting items first.
    const levels = [...new Set(open.map(fitOf))].sort((a, b) => a - b);
    for (const level of levels) {
      const queues = [...byCategory.values()].map((items) =>
        items.filter((item) => fitOf(item) === level),
      );
      while (chosen.length < count && queues.some((queue) => queue.length > 0)) {
        for (const queue of queues) {
          const item = queue.shift();
          if (item === undefined || taken.has(normalizeName(item.name))) continue;
          chosen.push(item);
          taken.add(normalizeName(item.name));
          if (chosen.length === count) return chosen;
        }
      }
    }
  }
  return chosen;
}

function toTask(item: TaskItem): TaskSuggestion {
  return {
    name: item.name,
    category: item.category,
    time: item.time,
    timePriority: item.timePriority,
    reason: item.reason,
    priority: item.priority,
  };
}

function toPose(item: PoseItem): PoseSuggestion {
  return {
    name: item.name,
    benefits: item.benefits,
    instructions: item.instructions,
    difficulty: item.difficulty,
    category: item.category,
    ...(item.caution ? { caution: item.caution } : {}),
  };
}

function toExercise(item: ExerciseItem): ExerciseSuggestion {
  return {
    name: item.name,
    benefits: item.benefits,
    instructions: item.instructions,
    difficulty: item.difficulty,
    category: item.category,
    ...(item.caution ? { caution: item.caution } : {}),
  };
}

/** The visitor's level and limits a request carries (issue 43). */
const bodyOf = (request: {
  level?: LevelId | undefined;
  limits?: readonly LimitId[] | undefined;
}) => ({
  level: request.level ?? null,
  limits: request.limits ?? [],
});

/**
 * Up to `count` items for a request from the curated library: never one the visitor already has, and
 * for poses and exercises nothing their level or limits rule out (a beginner is offered no Handstand).
 */
function pickFromLibrary(
  library: SuggestionLibrary,
  request: SuggestionRequest,
  count: number,
): (TaskSuggestion | PoseSuggestion | ExerciseSuggestion)[] {
  const { timeOfDay, varietySeed } = deriveTimeContext(request.now);
  const avoid = new Set((request.existing ?? []).map(normalizeName));
  if (request.kind === 'tasks') {
    const seed = hashString(`tasks:${request.mood}:${varietySeed}`);
    // A pending habit's name is not suggested again as a task.
    for (const habit of request.habits ?? [])
      if (!habit.completed) avoid.add(normalizeName(habit.name));
    const forMood = library.tasks.filter((task) => task.moods.includes(request.mood));
    const others = library.tasks.filter((task) => !task.moods.includes(request.mood));
    const fit = (task: TaskItem) => timeFit([task.timePriority], timeOfDay);
    return choose([forMood, others], avoid, fit, seed, count).map(toTask);
  }
  const body = bodyOf(request);
  if (request.kind === 'poses') {
    const seed = hashString(`poses:${request.mood}:${varietySeed}`);
    const poses = library.poses.filter((pose) => isSuitable(pose, body));
    const forMood = poses.filter((pose) => pose.moods.includes(request.mood));
    const others = poses.filter((pose) => !pose.moods.includes(request.mood));
    const fit = (pose: PoseItem) => timeFit(pose.timesOfDay, timeOfDay);
    return choose([forMood, others], avoid, fit, seed, count).map(toPose);
  }
  const seed = hashString(`exercises:${request.goal}:${varietySeed}`);
  const related = RELATED_GOALS[request.goal];
  const exercises = library.exercises.filter((exercise) => isSuitable(exercise, body));
  const forGoal = exercises.filter((exercise) => exercise.category === request.goal);
  const nearby = exercises.filter((exercise) => related.includes(exercise.category));
  const fit = (exercise: ExerciseItem) => timeFit(exercise.timesOfDay, timeOfDay);
  return choose([forGoal, nearby], avoid, fit, seed, count).map(toExercise);
}

/** Suggests exactly 6 items for a request from the curated library. */
export function suggestFromLibrary(
  library: SuggestionLibrary,
  request: SuggestionRequest,
): SuggestionItemByKind[SuggestionRequest['kind']][] {
  const items = pickFromLibrary(library, request, SUGGESTION_COUNT);
  if (items.length < SUGGESTION_COUNT) {
    throw new AiError(
      409,
      'The built-in guide has no more new suggestions for this choice; try another one.',
    );
  }
  return items as SuggestionItemByKind[SuggestionRequest['kind']][];
}

/**
 * A model's suggestions kept to the visitor's level and limits (docs/tools/planners.md#level-and-limits):
 * those the rules rule out are dropped, and the built-in guide's suggestions for the same mood or goal
 * that pass the rules fill the list back to six (fewer only when the library has no more). Tasks, and a
 * list the rules keep whole, come back as they were.
 */
export function keepToBody<T extends SuggestionItemByKind[SuggestionRequest['kind']]>(
  library: SuggestionLibrary,
  request: SuggestionRequest,
  items: readonly T[],
): T[] {
  if (request.kind === 'tasks') return [...items];
  const body = bodyOf(request);
  const kept = items.filter((item) =>
    isSuitable(item as PoseSuggestion | ExerciseSuggestion, body),
  );
  if (kept.length === items.length) return [...items];
  const refill = pickFromLibrary(
    library,
    // neither what the visitor has nor any name the model gave (kept or dropped) comes again
    { ...request, existing: [...(request.existing ?? []), ...items.map((item) => item.name)] },
    SUGGESTION_COUNT - kept.length,
  ) as T[];
  return [...kept, ...refill];
}
