/** The yoga planner's Practice tab (docs/tools/ai-yoga-planner.md#screen): minutes per pose, then the timed practice. */
import { createRunPart } from '../../../components/planner/practice-session';
import { YOGA_CHIME } from '../../../lib/planner/cues';
import { yogaPractice } from '../practice';
import { MINUTES_KEY } from '../storage';

/** The practice; `onFinished` saves a finished practice. */
export const Practice = createRunPart({
  machine: yogaPractice,
  cue: YOGA_CHIME,
  runName: 'Practice',
  noun: 'pose',
  emptyText: 'Add a pose to today’s plan to start a practice.',
  minutesKey: MINUTES_KEY,
});
