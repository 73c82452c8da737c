import { defineTool } from '../define-tool';

/** The AI yoga planner (docs/tools/ai-yoga-planner.md#screen). */
export const meta = defineTool({
  slug: 'ai-yoga-planner',
  name: 'AI Yoga Planner',
  title: 'AI Yoga Planner: Mood-Based Poses and a Timed Practice',
  description:
    'Pick a mood, get six yoga pose ideas, build today’s practice and follow it with a gentle timer and chimes. Free, private, no login.',
  category: 'Planners',
  icon: 'flower',
  gradient: ['lotus', 'dusk'],
  order: 61,
  guide: 'ai-yoga-planner-guide',
  usesAi: true,
});
