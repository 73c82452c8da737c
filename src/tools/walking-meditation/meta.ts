import { defineTool } from '../define-tool';

/** Walking meditation (docs/tools/walking-meditation.md#screen, #data, #behaviour, #constants). */
export const meta = defineTool({
  slug: 'walking-meditation',
  name: 'Walking Meditation',
  title: 'Walking Meditation: A Paced Step Guide with Soft Tones',
  description:
    'Walk slowly in four parts, lift, move, place and pause, guided by soft tones for 5 to 60 minutes. Counts your mindful steps.',
  category: 'Sound & Nature',
  icon: 'footprints',
  gradient: ['sage', 'sand'],
  order: 43,
  guide: 'walking-meditation-guide',
});
