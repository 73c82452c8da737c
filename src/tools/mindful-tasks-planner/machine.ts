/**
 * The mindful tasks planner's rules (docs/tools/mindful-tasks-planner.md#data, #behaviour, #validation), pure: time enters as `now` (ms).
 *
 * Decisions beyond the spec (issue 12, stated in the guide):
 * - Habit completion is kept per day (`doneDates`), so a habit can be done again tomorrow; its streak
 *   counts consecutive days ending today, or yesterday while today is still open. Un-completing today
 *   takes today away again, so the streak drops by 1 and never below 0 (docs/tools/mindful-tasks-planner.md#behaviour).
 * - Picking a mood adds to the day's mood history; the current mood is the latest pick of the day.
 * - Tasks load for today (docs/tools/mindful-tasks-planner.md#behaviour); open tasks from earlier days are offered for today instead of
 *   vanishing.
 */
import type {
  PlannerMoodId,
  Priority,
  TaskCategory,
  TaskTime,
  TimePriority,
} from '../../lib/ai/catalog';
import type { TaskSuggestion } from '../../lib/ai/schemas';
import { previousDay, toLocalDay } from '../../lib/clock/local-day';
import { createId, normalizeName } from '../../lib/planner/items';

/** The first habits shown on the Today tab (docs/tools/mindful-tasks-planner.md#constants). */
export const TODAY_HABITS = 6;
/** Days of mood history and habit completions kept. */
export const KEEP_DAYS = 400;

/** A task (docs/tools/mindful-tasks-planner.md#data). */
export interface Task {
  readonly id: number;
  readonly name: string;
  readonly category: TaskCategory | 'custom';
  readonly time: TaskTime;
  readonly timePriority: TimePriority;
  readonly reason: string;
  readonly priority: Priority;
  readonly completed: boolean;
  /** yyyy-mm-dd. */
  readonly date: string;
}

/** A habit (docs/tools/mindful-tasks-planner.md#data), with the days it was done. */
export interface Habit {
  readonly id: number;
  readonly name: string;
  readonly category: string;
  /** Consecutive days as of `lastSaved` (the view recomputes it for today). */
  readonly streak: number;
  /** Done today, as of `lastSaved`. */
  readonly completed: boolean;
  /** Days it was done, oldest first. */
  readonly doneDates: readonly string[];
}

/** One mood pick (docs/tools/mindful-tasks-planner.md#data). */
export interface MoodEntry {
  readonly date: string;
  readonly mood: PlannerMoodId;
  readonly timestamp: number;
}

/** Everything the planner stores (docs/tools/mindful-tasks-planner.md#data). */
export interface PlannerData {
  readonly habits: readonly Habit[];
  readonly tasks: readonly Task[];
  readonly moodHistory: readonly MoodEntry[];
  readonly currentMood: PlannerMoodId | null;
  readonly lastSaved: string | null;
}

const habit = (id: number, name: string, category: string): Habit => ({
  id,
  name,
  category,
  streak: 0,
  completed: false,
  doneDates: [],
});

/** The six default habits, streak 0 and not completed (docs/tools/mindful-tasks-planner.md#data). */
export const DEFAULT_HABITS: readonly Habit[] = [
  habit(1, 'Morning Meditation', 'mindfulness'),
  habit(2, 'Gratitude Journal', 'reflection'),
  habit(3, 'Drink Water', 'health'),
  habit(4, 'Deep Breathing', 'mindfulness'),
  habit(5, 'Nature Walk', 'movement'),
  habit(6, 'Read 10 Pages', 'growth'),
];

/** A fresh planner (and the fallback when stored data cannot be read, docs/tools/mindful-tasks-planner.md#errors). */
export const DEFAULT_PLANNER_DATA: PlannerData = {
  habits: DEFAULT_HABITS,
  tasks: [],
  moodHistory: [],
  currentMood: null,
  lastSaved: null,
};

/** What a custom task gets (docs/tools/mindful-tasks-planner.md#data: 30min and medium). */
export const CUSTOM_TASK = {
  category: 'custom',
  time: '30min',
  timePriority: 'anytime',
  reason: 'Added by you',
  priority: 'medium',
} as const;

const saved = (data: PlannerData, now: number, change: Partial<PlannerData>): PlannerData => ({
  ...data,
  ...change,
  lastSaved: new Date(now).toISOString(),
});

/** Days from `day` back while each was done: the streak ending at `day`. */
function countRun(done: ReadonlySet<string>, day: string): number {
  let count = 0;
  for (let cursor = day; done.has(cursor); cursor = previousDay(cursor)) count += 1;
  return count;
}

/** A habit's state on `day`: done today, and its streak (alive through yesterday while today is open). */
export function getHabitState(
  habitItem: Habit,
  day: string,
): { completed: boolean; streak: number } {
  const done = new Set(habitItem.doneDates);
  const completed = done.has(day);
  return { completed, streak: countRun(done, completed ? day : previousDay(day)) };
}

/** Marks a habit done today, or not done any more (docs/tools/mindful-tasks-planner.md#behaviour: +1, or -1 never below 0). */
export function toggleHabit(data: PlannerData, id: number, now: number): PlannerData {
  const day = toLocalDay(now);
  const habits = data.habits.map((item) => {
    if (item.id !== id) return item;
    const isDone = item.doneDates.includes(day);
    const doneDates = isDone
      ? item.doneDates.filter((date) => date !== day)
      : [...item.doneDates, day].sort().slice(-KEEP_DAYS);
    const next = { ...item, doneDates };
    return { ...next, ...getHabitState(next, day) };
  });
  return saved(data, now, { habits });
}

/** Adds a habit (the caller has ignored blank names). */
export function addHabit(data: PlannerData, name: string, now: number): PlannerData {
  const item = habit(createId(now, data.habits), name, 'custom');
  return saved(data, now, { habits: [...data.habits, item] });
}

/** Deletes a habit. */
export function removeHabit(data: PlannerData, id: number, now: number): PlannerData {
  return saved(data, now, { habits: data.habits.filter((item) => item.id !== id) });
}

/** Picks a mood: it joins today's mood history and becomes the current mood. */
export function pickMood(data: PlannerData, mood: PlannerMoodId, now: number): PlannerData {
  const entry: MoodEntry = { date: toLocalDay(now), mood, timestamp: now };
  return saved(data, now, {
    moodHistory: [...data.moodHistory, entry].slice(-KEEP_DAYS * 4),
    currentMood: mood,
  });
}

/** Today's mood picks, oldest first (docs/tools/mindful-tasks-planner.md#behaviour: mood history loads for today only). */
export function getTodayMoods(data: PlannerData, day: string | null): MoodEntry[] {
  return day === null ? [] : data.moodHistory.filter((entry) => entry.date === day);
}

/** The current mood: today's latest pick, or none on a new day. */
export function getCurrentMood(data: PlannerData, day: string | null): PlannerMoodId | null {
  return getTodayMoods(data, day).at(-1)?.mood ?? null;
}

/** Today's tasks, in the order added. */
export function getTodayTasks(data: PlannerData, day: string | null): Task[] {
  return day === null ? [] : data.tasks.filter((task) => task.date === day);
}

/** Open tasks from earlier days, offered for today. */
export function getEarlierOpenTasks(data: PlannerData, day: string | null): Task[] {
  return day === null ? [] : data.tasks.filter((task) => task.date < day && !task.completed);
}

function addTask(data: PlannerData, fields: Omit<Task, 'id' | 'date' | 'completed'>, now: number) {
  const task: Task = {
    ...fields,
    id: createId(now, data.tasks),
    completed: false,
    date: toLocalDay(now),
  };
  return saved(data, now, { tasks: [...data.tasks, task] });
}

/** Accepts a suggestion as today's task, once (docs/tools/mindful-tasks-planner.md#behaviour, #validation). */
export function addSuggestedTask(
  data: PlannerData,
  suggestion: TaskSuggestion,
  now: number,
): PlannerData {
  const name = normalizeName(suggestion.name);
  if (getTodayTasks(data, toLocalDay(now)).some((task) => normalizeName(task.name) === name))
    return data;
  return addTask(data, suggestion, now);
}

/** Adds a custom task: 30min, medium (docs/tools/mindful-tasks-planner.md#data). */
export function addCustomTask(data: PlannerData, name: string, now: number): PlannerData {
  return addTask(data, { name, ...CUSTOM_TASK }, now);
}

/** Toggles a task between open and completed (docs/tools/mindful-tasks-planner.md#behaviour). */
export function toggleTask(data: PlannerData, id: number, now: number): PlannerData {
  return saved(data, now, {
    tasks: data.tasks.map((task) =>
      task.id === id ? { ...task, completed: !task.completed } : task,
    ),
  });
}

/** Deletes a task. */
export function removeTask(data: PlannerData, id: number, now: number): PlannerData {
  return saved(data, now, { tasks: data.tasks.filter((task) => task.id !== id) });
}

/** Moves an open task from an earlier day to today. */
export function moveTaskToToday(data: PlannerData, id: number, now: number): PlannerData {
  const day = toLocalDay(now);
  return saved(data, now, {
    tasks: data.tasks.map((task) => (task.id === id ? { ...task, date: day } : task)),
  });
}

/** The Insights figures for `day`. */
export function getInsights(data: PlannerData, day: string | null) {
  const tasks = getTodayTasks(data, day);
  const habitStates = day === null ? [] : data.habits.map((item) => getHabitState(item, day));
  return {
    tasksDone: tasks.filter((task) => task.completed).length,
    tasksTotal: tasks.length,
    habitsDone: habitStates.filter((state) => state.completed).length,
    habitsTotal: data.habits.length,
    longestStreak: Math.max(0, ...habitStates.map((state) => state.streak)),
    currentMood: getCurrentMood(data, day),
    moods: getTodayMoods(data, day),
  };
}
