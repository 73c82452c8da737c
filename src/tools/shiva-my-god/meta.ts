import { defineTool } from '../define-tool';

/** Shiva My God: a persona chat (docs/tools/shiva-my-god.md#screen, #behaviour). */
export const meta = defineTool({
  slug: 'shiva-my-god',
  name: 'Shiva My God',
  title: 'Shiva My God: Talk with Shiva About Meditation and Stillness',
  description:
    'Sit with Shiva, lord of meditation: guidance on stillness, fear, karma and the path within. For inspiration, not professional advice.',
  category: 'AI Guides',
  icon: 'moon',
  gradient: ['night', 'dusk'],
  order: 71,
  usesAi: true,
});
