import { defineTool } from '../define-tool';

/** Buddha My Teacher: a persona chat (docs/tools/buddha-my-teacher.md#screen, #behaviour). */
export const meta = defineTool({
  slug: 'buddha-my-teacher',
  name: 'Buddha My Teacher',
  title: 'Buddha My Teacher: Talk with the Buddha About Mindfulness and Peace',
  description:
    'Learn from the Buddha as your teacher: mindfulness, letting go and loving-kindness. For inspiration, not professional advice.',
  category: 'AI Guides',
  icon: 'flower',
  gradient: ['sand', 'dawn'],
  order: 72,
  guide: 'buddha-my-teacher-guide',
  usesAi: true,
});
