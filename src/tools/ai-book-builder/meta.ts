import { defineTool } from '../define-tool';

/** Reading habit builder (docs/tools/ai-book-builder.md#screen). */
export const meta = defineTool({
  slug: 'ai-book-builder',
  name: 'AI Book Builder',
  title: 'AI Book Builder: Short Books for a Daily Reading Habit',
  description:
    'Pick a genre and 10, 20 or 30 minutes, get a short book in sections, read it full screen and track your weekly reading streak. Free and private.',
  category: 'Planners',
  icon: 'book-open',
  gradient: ['sand', 'dusk'],
  order: 64,
  guide: 'ai-book-builder-guide',
  usesAi: true,
});
