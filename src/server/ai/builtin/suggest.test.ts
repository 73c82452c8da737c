import { describe, expect, it } from 'vitest';
import type { ExerciseSuggestion, PoseSuggestion, TaskSuggestion } from '../../../lib/ai/schemas';
import { isSuitable } from '../../../lib/planner/body';
import { EXERCISES } from './content/exercises';
import { POSES } from './content/poses';
import { TASKS } from './content/tasks';
import { keepToBody, suggestFromLibrary } from './suggest';

const LIBRARY = { tasks: TASKS, poses: POSES, exercises: EXERCISES };
const NOW = '2026-11-22T09:10:00+00:00';
const pose = (name: string, category = 'standing'): PoseSuggestion => ({
  name,
  benefits: 'Steady',
  instructions: 'Stand|Breathe',
  difficulty: 'beginner',
  category: category as PoseSuggestion['category'],
});

describe('a model’s suggestions kept to the level and limits (docs/tools/planners.md#level-and-limits)', () => {
  const request = {
    kind: 'poses' as const,
    mood: 'energetic' as const,
    now: NOW,
    existing: ['Mountain Pose (Tadasana)'],
    level: 'new' as const,
    limits: ['blood-pressure' as const],
  };

  it('drops what the rules rule out and refills from the built-in guide for the same mood', () => {
    const model = [
      pose('Warrior II'),
      pose('Headstand', 'inversion'),
      pose('Standing Forward Bend'),
      pose('Tree Pose', 'balance'),
      pose('Wheel Pose', 'backbend'),
      pose('Easy Pose', 'seated'),
    ];
    const items = keepToBody(LIBRARY, request, model);
    expect(items).toHaveLength(6);
    // the model's suitable ones first, in its order
    expect(items.slice(0, 3).map((item) => item.name)).toEqual([
      'Warrior II',
      'Tree Pose',
      'Easy Pose',
    ]);
    const body = { level: request.level, limits: request.limits };
    for (const item of items) expect(isSuitable(item, body), item.name).toBe(true);
    // the refill is the built-in guide's, for the mood, never a name already given or planned
    const names = items.map((item) => item.name.toLowerCase());
    expect(new Set(names).size).toBe(6);
    expect(names).not.toContain('mountain pose (tadasana)');
    for (const item of items.slice(3)) {
      const builtin = POSES.find((candidate) => candidate.name === item.name);
      expect(builtin, item.name).toBeDefined();
    }
    // the same suggestions as the built-in guide would give for the gap
    const guide = suggestFromLibrary(LIBRARY, {
      ...request,
      existing: [...request.existing, ...model.map((item) => item.name)],
    });
    expect(items.slice(3)).toEqual(guide.slice(0, 3));
  });

  it('refills exercises from the same goal', () => {
    const exercise = (name: string): ExerciseSuggestion => ({
      name,
      benefits: 'Strong',
      instructions: 'Move|Rest',
      difficulty: 'beginner',
      category: 'strength',
    });
    const items = keepToBody(
      LIBRARY,
      { kind: 'exercises', goal: 'strength', now: NOW, level: 'new', limits: ['knees', 'back'] },
      ['Tuck Jumps', 'Glute Bridge', 'Deadlift', 'Pistol Squat', 'Push-Up', 'Pull-Up'].map(
        exercise,
      ),
    );
    expect(items).toHaveLength(6);
    expect(items.slice(0, 3).map((item) => item.name)).toEqual([
      'Glute Bridge',
      'Push-Up',
      'Pull-Up',
    ]);
    for (const item of items)
      expect(isSuitable(item, { level: 'new', limits: ['knees', 'back'] }), item.name).toBe(true);
    expect(items.slice(3).every((item) => item.category === 'strength')).toBe(true);
  });

  it('leaves a list the rules keep whole, and tasks, as they were', () => {
    const model = ['Warrior II', 'Tree Pose', 'Easy Pose', 'Cat Pose', 'Staff Pose', 'Boat'].map(
      (name) => pose(name),
    );
    expect(keepToBody(LIBRARY, request, model)).toEqual(model);
    const task: TaskSuggestion = {
      name: 'Stretch',
      category: 'health',
      time: '5min',
      timePriority: 'morning',
      reason: 'Because',
      priority: 'low',
    };
    expect(keepToBody(LIBRARY, { kind: 'tasks', mood: 'calm', now: NOW }, [task])).toEqual([task]);
  });
});
