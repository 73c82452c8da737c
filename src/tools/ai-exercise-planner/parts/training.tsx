/** The exercise planner's Train tab (docs/tools/ai-exercise-planner.md#screen): minutes per exercise and rest, then the workout (sets, Done set, rest). */
import { createRunPart } from '../../../components/planner/practice-session';
import { EXERCISE_BEEP } from '../../../lib/planner/cues';
import { REST_OPTIONS_SEC } from '../machine';
import { MINUTES_KEY, REST_KEY } from '../storage';
import { exerciseTraining } from '../training';

/** The training; `onFinished` saves a finished workout. */
export const Training = createRunPart({
  machine: exerciseTraining,
  cue: EXERCISE_BEEP,
  runName: 'Workout',
  noun: 'exercise',
  emptyText: 'Add an exercise to today’s workout to start training.',
  minutesKey: MINUTES_KEY,
  rest: { key: REST_KEY, options: REST_OPTIONS_SEC },
  isWorkout: true,
});
