import { describe, expect, it } from 'vitest';
import { PLANNER_MOOD_IDS } from '../../lib/ai/catalog';
import { installLocalStorage, MemoryStorage } from '../../lib/storage/memory-storage';
import { readStored } from '../../lib/storage/storage';
import {
  CUSTOM_TASK,
  DEFAULT_PLANNER_DATA,
  addCustomTask,
  addHabit,
  addSuggestedTask,
  getCurrentMood,
  getEarlierOpenTasks,
  getHabitState,
  getInsights,
  getTodayMoods,
  getTodayTasks,
  moveTaskToToday,
  pickMood,
  removeHabit,
  removeTask,
  toggleHabit,
  toggleTask,
  type PlannerData,
} from './machine';
import { PLANNER_MOOD_ID_LIST, PLANNER_MOODS } from './moods';
import { PLANNER_DATA_KEY } from './storage';

const day = (date: number, hour = 9) => new Date(2026, 10, date, hour, 0, 0).getTime();
const SUGGESTION = {
  name: 'Mindful tea break',
  category: 'selfcare',
  time: '15min',
  timePriority: 'afternoon',
  reason: 'A pause helps',
  priority: 'low',
} as const;

describe('moods (docs/tools/mindful-tasks-planner.md#data, docs/tools/mindful-tasks-planner.md#constants)', () => {
  it('has the 8 moods with name, description, emoji and colour', () => {
    expect(PLANNER_MOODS.map((mood) => mood.name)).toEqual([
      'Energetic',
      'Calm',
      'Creative',
      'Focused',
      'Reflective',
      'Social',
      'Tired',
      'Anxious',
    ]);
    expect(PLANNER_MOOD_ID_LIST).toEqual(PLANNER_MOOD_IDS);
    for (const mood of PLANNER_MOODS)
      expect(mood.emoji && mood.description && mood.hue).toBeTruthy();
  });

  it('adds each pick to the day’s history; the current mood is the latest, and a new day starts blank', () => {
    let data = pickMood(DEFAULT_PLANNER_DATA, 'calm', day(22, 8));
    data = pickMood(data, 'focused', day(22, 12));
    expect(getTodayMoods(data, '2026-11-22').map((entry) => entry.mood)).toEqual([
      'calm',
      'focused',
    ]);
    expect(getCurrentMood(data, '2026-11-22')).toBe('focused');
    expect(data.currentMood).toBe('focused');
    expect(getCurrentMood(data, '2026-11-23')).toBeNull();
    expect(getTodayMoods(data, '2026-11-23')).toEqual([]);
  });
});

describe('habits (docs/tools/mindful-tasks-planner.md#data, #behaviour; per-day completion)', () => {
  it('starts with the six default habits, streak 0, not completed', () => {
    expect(
      DEFAULT_PLANNER_DATA.habits.map(({ name, category, streak, completed }) => [
        name,
        category,
        streak,
        completed,
      ]),
    ).toEqual([
      ['Morning Meditation', 'mindfulness', 0, false],
      ['Gratitude Journal', 'reflection', 0, false],
      ['Drink Water', 'health', 0, false],
      ['Deep Breathing', 'mindfulness', 0, false],
      ['Nature Walk', 'movement', 0, false],
      ['Read 10 Pages', 'growth', 0, false],
    ]);
  });

  it('completing adds 1 to the streak; un-completing today subtracts 1, never below 0', () => {
    let data: PlannerData = toggleHabit(DEFAULT_PLANNER_DATA, 1, day(22));
    expect(data.habits[0]).toMatchObject({ completed: true, streak: 1 });
    data = toggleHabit(data, 1, day(22, 10));
    expect(data.habits[0]).toMatchObject({ completed: false, streak: 0 });
    data = toggleHabit(data, 1, day(22, 11));
    expect(data.habits[0]).toMatchObject({ completed: true, streak: 1 });
  });

  it('can be done again tomorrow; the streak counts consecutive days', () => {
    let data = toggleHabit(DEFAULT_PLANNER_DATA, 3, day(20));
    data = toggleHabit(data, 3, day(21));
    const habit = () => {
      const found = data.habits.find((item) => item.id === 3);
      if (!found) throw new Error('habit 3 is missing');
      return found;
    };
    // The next morning it is open again, and yesterday's streak is still alive.
    expect(getHabitState(habit(), '2026-11-22')).toEqual({ completed: false, streak: 2 });
    data = toggleHabit(data, 3, day(22));
    expect(getHabitState(habit(), '2026-11-22')).toEqual({ completed: true, streak: 3 });
    data = toggleHabit(data, 3, day(22, 20));
    expect(getHabitState(habit(), '2026-11-22')).toEqual({ completed: false, streak: 2 });
    // A missed day breaks it.
    expect(getHabitState(habit(), '2026-11-24')).toEqual({ completed: false, streak: 0 });
    data = toggleHabit(data, 3, day(24));
    expect(getHabitState(habit(), '2026-11-24')).toEqual({ completed: true, streak: 1 });
  });

  it('adds and deletes habits', () => {
    const data = addHabit(DEFAULT_PLANNER_DATA, 'Stretch', day(22));
    expect(data.habits.at(-1)).toMatchObject({
      name: 'Stretch',
      streak: 0,
      completed: false,
      doneDates: [],
    });
    expect(removeHabit(data, 1, day(22)).habits.map((item) => item.name)).not.toContain(
      'Morning Meditation',
    );
  });
});

describe('tasks (docs/tools/mindful-tasks-planner.md#data, #behaviour, #validation)', () => {
  it('accepts a suggestion once as today’s task; custom tasks get 30min and medium', () => {
    let data = addSuggestedTask(DEFAULT_PLANNER_DATA, SUGGESTION, day(22));
    data = addSuggestedTask(data, { ...SUGGESTION, name: 'MINDFUL TEA BREAK' }, day(22));
    data = addCustomTask(data, 'Call a friend', day(22));
    expect(getTodayTasks(data, '2026-11-22')).toEqual([
      { ...SUGGESTION, id: day(22), completed: false, date: '2026-11-22' },
      {
        name: 'Call a friend',
        ...CUSTOM_TASK,
        id: day(22) + 1,
        completed: false,
        date: '2026-11-22',
      },
    ]);
    expect(CUSTOM_TASK).toMatchObject({ time: '30min', priority: 'medium', category: 'custom' });
  });

  it('toggles and deletes', () => {
    let data = addCustomTask(DEFAULT_PLANNER_DATA, 'Walk', day(22));
    data = toggleTask(data, day(22), day(22));
    expect(data.tasks[0]?.completed).toBe(true);
    data = toggleTask(data, day(22), day(22));
    expect(data.tasks[0]?.completed).toBe(false);
    expect(removeTask(data, day(22), day(22)).tasks).toEqual([]);
  });

  it('loads today’s tasks only, and offers open tasks from earlier days for today', () => {
    let data = addCustomTask(DEFAULT_PLANNER_DATA, 'Old open', day(20));
    data = toggleTask(addCustomTask(data, 'Old done', day(20, 10)), day(20, 10), day(20, 11));
    expect(getTodayTasks(data, '2026-11-22')).toEqual([]);
    expect(getEarlierOpenTasks(data, '2026-11-22').map((task) => task.name)).toEqual(['Old open']);
    data = moveTaskToToday(data, day(20), day(22));
    expect(getTodayTasks(data, '2026-11-22').map((task) => task.name)).toEqual(['Old open']);
    expect(getEarlierOpenTasks(data, '2026-11-22')).toEqual([]);
  });

  it('sums up the day for Insights', () => {
    let data = addCustomTask(DEFAULT_PLANNER_DATA, 'A', day(22));
    data = toggleTask(addCustomTask(data, 'B', day(22, 10)), day(22, 10), day(22, 10));
    data = pickMood(toggleHabit(data, 2, day(22)), 'social', day(22));
    expect(getInsights(data, '2026-11-22')).toMatchObject({
      tasksDone: 1,
      tasksTotal: 2,
      habitsDone: 1,
      habitsTotal: 6,
      longestStreak: 1,
      currentMood: 'social',
    });
  });
});

describe('storage (docs/tools/mindful-tasks-planner.md#errors)', () => {
  it('falls back to the default habits when the data cannot be read, keeping it aside', () => {
    const uninstall = installLocalStorage(new MemoryStorage());
    try {
      localStorage.setItem(PLANNER_DATA_KEY.key, '{"habits":"broken"}');
      const read = readStored(PLANNER_DATA_KEY);
      expect(read.status).toBe('recovered');
      expect(read.value.habits.map((item) => item.name)).toHaveLength(6);
      expect(localStorage.getItem(`stillwell:backup:${PLANNER_DATA_KEY.key}`)).toContain('broken');
    } finally {
      uninstall();
    }
  });
});
