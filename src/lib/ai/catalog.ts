/**
 * The ids the AI tools share between browser and server (docs/ai.md#catalogue).
 * Display data (names, descriptions, emoji, colours) lives beside each tool; these are the contract.
 */

/** The four persona chats (docs/tools/chats.md#screen). */
export const PERSONA_IDS = ['krishna', 'buddha', 'jesus', 'shiva'] as const;
export type PersonaId = (typeof PERSONA_IDS)[number];

/** Mindful tasks planner moods (docs/tools/mindful-tasks-planner.md#data), 8 of them. */
export const PLANNER_MOOD_IDS = [
  'energetic',
  'calm',
  'creative',
  'focused',
  'reflective',
  'social',
  'tired',
  'anxious',
] as const;
export type PlannerMoodId = (typeof PLANNER_MOOD_IDS)[number];

/** Yoga planner moods (docs/tools/ai-yoga-planner.md#data), 6 of them. */
export const YOGA_MOOD_IDS = [
  'calm',
  'energetic',
  'stressed',
  'focused',
  'tired',
  'balanced',
] as const;
export type YogaMoodId = (typeof YOGA_MOOD_IDS)[number];

/** Exercise planner goals (docs/tools/ai-exercise-planner.md#data), 19 of them. */
export const GOAL_IDS = [
  'strength',
  'cardio',
  'flexibility',
  'mobility',
  'balance',
  'stability',
  'hiit',
  'mindful',
  'rehab',
  'corrective',
  'functional',
  'power',
  'endurance',
  'plyometrics',
  'isometric',
  'core',
  'agility',
  'speed',
  'fullbody',
] as const;
export type GoalId = (typeof GOAL_IDS)[number];

/** Task categories a suggestion may carry (docs/tools/mindful-tasks-planner.md#data; `custom` is only for tasks typed by the visitor). */
export const TASK_CATEGORIES = [
  'work',
  'selfcare',
  'mindfulness',
  'creative',
  'social',
  'health',
  'growth',
] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

/** Task durations (docs/tools/mindful-tasks-planner.md#data). */
export const TASK_TIMES = ['5min', '15min', '30min', '1hr', '2hr'] as const;
export type TaskTime = (typeof TASK_TIMES)[number];

/** When in the day a task fits best (docs/tools/mindful-tasks-planner.md#data). */
export const TIME_PRIORITIES = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export type TimePriority = (typeof TIME_PRIORITIES)[number];

/** Task priority (docs/tools/mindful-tasks-planner.md#data). */
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Pose difficulty (docs/tools/ai-yoga-planner.md#data). */
export const POSE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type PoseDifficulty = (typeof POSE_DIFFICULTIES)[number];

/** Pose categories a suggestion may carry (docs/tools/ai-yoga-planner.md#data; `custom` is only for poses typed by the visitor). */
export const POSE_CATEGORIES = [
  'standing',
  'seated',
  'backbend',
  'forward_fold',
  'twist',
  'inversion',
  'balance',
  'flow',
] as const;
export type PoseCategory = (typeof POSE_CATEGORIES)[number];

/** Exercise difficulty (docs/tools/ai-exercise-planner.md#data: beginner or advanced only). */
export const EXERCISE_DIFFICULTIES = ['beginner', 'advanced'] as const;
export type ExerciseDifficulty = (typeof EXERCISE_DIFFICULTIES)[number];

/** A planner visitor's level (issue 43: asked once): new to it, some practice, regular. */
export const LEVEL_IDS = ['new', 'some', 'regular'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];

/** Limits a planner visitor may name (docs/decisions.md#planners-know-the-body-in-front-of-them). */
export const LIMIT_IDS = [
  'pregnancy',
  'back',
  'knees',
  'wrists',
  'blood-pressure',
  'surgery',
] as const;
export type LimitId = (typeof LIMIT_IDS)[number];

/** Reading builder genres (docs/tools/ai-book-builder.md#data). */
export const GENRES = [
  { id: 'fantasy', name: 'Fantasy', type: 'fiction' },
  { id: 'history', name: 'History', type: 'real' },
  { id: 'mystery', name: 'Mystery', type: 'fiction' },
  { id: 'romance', name: 'Romance', type: 'fiction' },
  { id: 'science-fiction', name: 'Sci-Fi', type: 'fiction' },
  { id: 'biography', name: 'Biography', type: 'real' },
  { id: 'adventure', name: 'Adventure', type: 'fiction' },
  { id: 'philosophy', name: 'Philosophy', type: 'real' },
] as const satisfies readonly { id: string; name: string; type: 'fiction' | 'real' }[];
export type GenreId = (typeof GENRES)[number]['id'];
export const GENRE_IDS = GENRES.map((genre) => genre.id) as [GenreId, ...GenreId[]];

/** Reading time options and the section count each asks for (docs/tools/ai-book-builder.md#constants: 10 → 3, 20 → 5, 30 → 5). */
export const READING_TIMES = [
  { value: 10, label: '10 minutes', sections: 3 },
  { value: 20, label: '20 minutes', sections: 5 },
  { value: 30, label: '30 minutes', sections: 5 },
] as const;
export type ReadingTime = (typeof READING_TIMES)[number]['value'];

/** Book content types, for fiction genres only (docs/tools/ai-book-builder.md#behaviour). */
export const CONTENT_TYPES = ['new', 'existing'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
