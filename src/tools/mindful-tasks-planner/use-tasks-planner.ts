/**
 * The mindful tasks planner's state for its island (docs/tools/mindful-tasks-planner.md#data, #calls):
 * the stored data, today's tasks, the open tasks of earlier days, the mood, the AI suggestions not yet
 * on today's list, and the changes, each made by the machine's rules at the moment it is asked for.
 */
import { useToday } from '../../lib/clock/use-today';
import { dropExisting } from '../../lib/planner/items';
import { getRequestTime, useSuggestions } from '../../lib/planner/use-suggestions';
import { useStored } from '../../lib/storage/use-stored';
import {
  getCurrentMood,
  getEarlierOpenTasks,
  getHabitState,
  getTodayTasks,
  type Habit,
} from './machine';
import { PLANNER_DATA_KEY } from './storage';

/** The planner's stored state, what is read from it, and its changes. */
export function useTasksPlanner() {
  const [data, setData] = useStored(PLANNER_DATA_KEY);
  const today = useToday();
  const tasks = getTodayTasks(data, today);
  const earlier = getEarlierOpenTasks(data, today);
  const mood = getCurrentMood(data, today);
  const suggestions = useSuggestions<'tasks'>();
  const cards = dropExisting(
    suggestions.items,
    tasks.map((task) => task.name),
  );
  const update = (change: (previous: typeof data, now: number) => typeof data) =>
    setData((previous) => change(previous, Date.now()));

  const habitRow = (habit: Habit) => {
    const state = today ? getHabitState(habit, today) : { completed: false, streak: 0 };
    return {
      id: habit.id,
      name: habit.name,
      isDone: state.completed,
      detail: `${habit.category} · ${state.streak}-day streak`,
    };
  };
  const generate = () => {
    if (!mood || !today) return;
    void suggestions.generate({
      kind: 'tasks',
      mood,
      now: getRequestTime(),
      habits: data.habits.map((habit) => ({
        name: habit.name,
        completed: getHabitState(habit, today).completed,
      })),
      existing: tasks.map((task) => task.name),
    });
  };

  return { data, today, tasks, earlier, mood, suggestions, cards, update, habitRow, generate };
}

/** What `useTasksPlanner` gives the planner's tabs. */
export type TasksPlanner = ReturnType<typeof useTasksPlanner>;
