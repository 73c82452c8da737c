/** The exercise planner's 19 fitness goals (docs/tools/ai-exercise-planner.md#data, #constants) with name and description. */
import type { GoalId } from '../../lib/ai/catalog';

/** One goal. */
export interface Goal {
  readonly id: GoalId;
  readonly name: string;
  readonly description: string;
}

/** Every goal, in the spec's order. */
export const GOALS = [
  { id: 'strength', name: 'Strength', description: 'Build muscle and lasting strength.' },
  { id: 'cardio', name: 'Cardio', description: 'Train the heart and lungs.' },
  { id: 'flexibility', name: 'Flexibility', description: 'Lengthen and loosen tight muscles.' },
  { id: 'mobility', name: 'Mobility', description: 'Move your joints through their full range.' },
  { id: 'balance', name: 'Balance', description: 'Steadiness and control on your feet.' },
  { id: 'stability', name: 'Stability', description: 'Strong, steady joints and posture.' },
  { id: 'hiit', name: 'HIIT', description: 'Short bursts of hard work with recovery.' },
  { id: 'mindful', name: 'Mindful Movement', description: 'Slow exercise led by the breath.' },
  { id: 'rehab', name: 'Rehab', description: 'Gentle work to recover and rebuild.' },
  { id: 'corrective', name: 'Corrective', description: 'Ease imbalances and improve posture.' },
  { id: 'functional', name: 'Functional', description: 'Strength for everyday movements.' },
  { id: 'power', name: 'Power', description: 'Fast, explosive strength.' },
  { id: 'endurance', name: 'Endurance', description: 'Keep going for longer.' },
  { id: 'plyometrics', name: 'Plyometrics', description: 'Jumps and springy movements.' },
  { id: 'isometric', name: 'Isometric', description: 'Build strength by holding still.' },
  { id: 'core', name: 'Core', description: 'A strong middle: abs, back and hips.' },
  { id: 'agility', name: 'Agility', description: 'Quick, controlled changes of direction.' },
  { id: 'speed', name: 'Speed', description: 'Move faster and sharper.' },
  { id: 'fullbody', name: 'Full Body', description: 'Work every part of the body together.' },
] as const satisfies readonly Goal[];

/** The goal ids, from the table (the catalog's GOAL_IDS). */
export const GOAL_ID_LIST: readonly GoalId[] = GOALS.map((goal) => goal.id);

/** A goal's name, or the id when unknown. */
export function getGoalName(id: string | null): string {
  return GOALS.find((goal) => goal.id === id)?.name ?? id ?? '';
}
