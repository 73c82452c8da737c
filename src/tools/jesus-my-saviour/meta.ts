import { defineTool } from '../define-tool';

/** Jesus My Saviour: a persona chat (docs/tools/jesus-my-saviour.md#screen, #behaviour). */
export const meta = defineTool({
  slug: 'jesus-my-saviour',
  name: 'Jesus My Saviour',
  title: 'Jesus My Saviour: Talk with Jesus About Faith, Hope and Love',
  description:
    'Bring your heart to Jesus: comfort, forgiveness and hope from the Gospels, with Bible references. For inspiration, not professional advice.',
  category: 'AI Guides',
  icon: 'heart',
  gradient: ['dawn', 'lotus'],
  order: 73,
  guide: 'jesus-my-saviour-guide',
  usesAi: true,
});
