import { describe, expect, it } from 'vitest';
import { GOAL_IDS } from '../../lib/ai/catalog';
import { initialRunState } from '../../lib/planner/item-session';
import { installLocalStorage, MemoryStorage } from '../../lib/storage/memory-storage';
import { readStored } from '../../lib/storage/storage';
import { GOALS, GOAL_ID_LIST } from './goals';
import {
  CUSTOM_EXERCISE,
  EMPTY_EXERCISE_DATA,
  addCustomExercise,
  addSuggestedExercise,
  clearHistory,
  pickGoal,
  recordWorkout,
  removeExercise,
} from './machine';
import { EXERCISE_DATA_KEY } from './storage';
import { exerciseTraining } from './training';

const NOW = new Date(2026, 10, 22, 8, 0, 0).getTime();
const SQUAT = {
  name: 'Goblet Squat',
  benefits: 'Legs and core',
  instructions: 'Stand|Hold the weight|Sit back|Drive up|Breathe',
  difficulty: 'beginner',
  category: 'strength',
} as const;

describe('goals (docs/tools/ai-exercise-planner.md#data)', () => {
  it('has the 19 goals in the catalog’s order, each with a name and description', () => {
    expect(GOALS).toHaveLength(19);
    expect(GOAL_ID_LIST).toEqual(GOAL_IDS);
    for (const goal of GOALS) expect(goal.description.length).toBeGreaterThan(5);
  });
});

describe('exercise plan (docs/tools/ai-exercise-planner.md#data, #validation)', () => {
  it('adds a suggestion once, with the time as its id, dated today', () => {
    const data = addSuggestedExercise(
      addSuggestedExercise(EMPTY_EXERCISE_DATA, SQUAT, NOW),
      { ...SQUAT, name: 'GOBLET SQUAT' },
      NOW + 5,
    );
    expect(data.exercises).toEqual([{ ...SQUAT, id: NOW, date: '2026-11-22' }]);
  });

  it('gives a custom exercise "Custom exercise", beginner, custom and five generic steps', () => {
    const data = addCustomExercise(EMPTY_EXERCISE_DATA, 'Skipping', NOW);
    expect(data.exercises[0]).toMatchObject({
      name: 'Skipping',
      benefits: 'Custom exercise',
      difficulty: 'beginner',
      category: 'custom',
    });
    expect(CUSTOM_EXERCISE.instructions.split('|')).toHaveLength(5);
    expect(removeExercise(data, NOW, NOW).exercises).toEqual([]);
  });

  it('records { id, date, duration, exercises, sets, goal, timestamp } and clears', () => {
    const finished = {
      durationSec: 150,
      itemCount: 2,
      setsDone: 5,
      isEarly: false,
      endedAt: NOW + 150_000,
      record: { tool: 'ai-exercise-planner', startedAt: '', endedAt: '', seconds: 150 },
    };
    const data = recordWorkout(pickGoal(EMPTY_EXERCISE_DATA, 'hiit', NOW), finished);
    expect(data.sessionHistory).toEqual([
      {
        id: NOW + 150_000,
        date: '2026-11-22',
        duration: 150,
        exercises: 2,
        sets: 5,
        goal: 'hiit',
        timestamp: NOW + 150_000,
      },
    ]);
    expect(clearHistory(data, NOW).sessionHistory).toEqual([]);
  });
});

describe('training (docs/tools/ai-exercise-planner.md#behaviour, #constants)', () => {
  it('counts down 5 s, beeps 2 s before each end and at it, and 2 s before a rest ends; records at the last end', () => {
    const { transition, viewOf } = exerciseTraining;
    let state = transition(initialRunState(), {
      type: 'configure',
      now: NOW,
      items: [
        { name: 'Squat', steps: [] },
        { name: 'Plank', steps: [] },
      ],
      isShown: true,
    });
    state = transition(state, { type: 'setRest', restSec: 30, now: NOW });
    state = transition(state, { type: 'start', now: NOW });
    expect(viewOf(state)).toMatchObject({ phase: 'ready', phaseRemainingMs: 5_000 });
    const at = (sec: number) =>
      (state = transition(state, { type: 'tick', now: NOW + (5 + sec) * 1000 }));
    at(0);
    expect(viewOf(state)).toMatchObject({ phase: 'item', item: { name: 'Squat' } });
    at(58);
    expect(viewOf(state)).toMatchObject({ cues: 1, cueKind: 'warn' });
    at(60);
    expect(viewOf(state)).toMatchObject({ cues: 2, cueKind: 'end', phase: 'rest' });
    at(88);
    expect(viewOf(state)).toMatchObject({ cues: 3, cueKind: 'warn', phase: 'rest' });
    at(90);
    expect(viewOf(state)).toMatchObject({ phase: 'item', item: { name: 'Plank' } });
    at(148);
    at(150);
    expect(state).toMatchObject({ cues: 5, cueKind: 'end', completions: 1 });
    expect(state.finished).toMatchObject({ durationSec: 150, itemCount: 2, setsDone: 2 });
    expect(viewOf(state).status).toBe('idle');
  });
});

describe('storage (docs/tools/ai-exercise-planner.md#data key exercisePlannerData)', () => {
  it('reads the spec key, and keeps a corrupt value aside', () => {
    const uninstall = installLocalStorage(new MemoryStorage());
    try {
      expect(EXERCISE_DATA_KEY.key).toBe('exercisePlannerData');
      localStorage.setItem('exercisePlannerData', 'not json');
      expect(readStored(EXERCISE_DATA_KEY)).toMatchObject({
        value: EMPTY_EXERCISE_DATA,
        status: 'recovered',
      });
      expect(localStorage.getItem('stillwell:backup:exercisePlannerData')).toContain('not json');
    } finally {
      uninstall();
    }
  });
});
