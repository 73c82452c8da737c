import { defineTool } from '../define-tool';

/** The AI exercise planner (docs/tools/ai-exercise-planner.md#screen). */
export const meta = defineTool({
  slug: 'ai-exercise-planner',
  name: 'AI Exercise Planner',
  title: 'AI Exercise Planner: Goal-Based Workouts With a Timer',
  description:
    'Choose from 19 fitness goals, get six exercise ideas, build today’s workout and train with a timer, beeps and rests. Free, private, no login.',
  category: 'Planners',
  icon: 'dumbbell',
  gradient: ['ember', 'dawn'],
  order: 62,
  guide: 'ai-exercise-planner-guide',
  usesAi: true,
});
