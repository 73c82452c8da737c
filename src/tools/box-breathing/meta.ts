import { defineTool } from '../define-tool';

/** Box breathing (docs/tools/box-breathing.md#screen, #behaviour). */
export const meta = defineTool({
  slug: 'box-breathing',
  name: 'Box Breathing',
  title: 'Box Breathing: 4-4-4-4 Breathing Exercise Online',
  description:
    'Breathe in, hold, breathe out and hold for four seconds each, guided by a calm orb and soft tones. Free, private, works offline.',
  category: 'Breathing & Focus',
  icon: 'box',
  gradient: ['sage', 'ocean'],
  order: 10,
  guide: 'box-breathing-guide',
});
