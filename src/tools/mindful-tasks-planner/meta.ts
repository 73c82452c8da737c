import { defineTool } from '../define-tool';

/** The mindful tasks planner (docs/tools/mindful-tasks-planner.md#screen). */
export const meta = defineTool({
  slug: 'mindful-tasks-planner',
  name: 'Mindful Tasks Planner',
  title: 'Mindful Tasks Planner: Mood-Based Tasks, Habits and Insights',
  description:
    'Plan your day around how you feel: pick a mood, get six AI task ideas, keep daily habits and streaks, and save your insights. Free, private.',
  category: 'Planners',
  icon: 'list-checks',
  gradient: ['sage', 'sand'],
  order: 63,
  guide: 'mindful-tasks-planner-guide',
  usesAi: true,
});
