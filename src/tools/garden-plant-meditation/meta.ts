import { defineTool } from '../define-tool';

/** Garden plant meditation (docs/tools/garden-plant-meditation.md#screen, #data, #behaviour, #constants). */
export const meta = defineTool({
  slug: 'garden-plant-meditation',
  name: 'Garden Meditation',
  title: 'Garden Meditation: Grow a Plant with Every Session',
  description:
    'Breathe 4-4-4-4 for 30 seconds to 20 minutes and grow a plant each time. Fill all 36 plots of your garden. Free and private.',
  category: 'Sound & Nature',
  icon: 'sprout',
  gradient: ['sage', 'lotus'],
  order: 44,
  guide: 'garden-plant-meditation-guide',
});
