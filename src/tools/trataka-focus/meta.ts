import { defineTool } from '../define-tool';

/** Trataka candle gazing (docs/tools/trataka-focus.md#screen, #behaviour). */
export const meta = defineTool({
  slug: 'trataka-focus',
  name: 'Trataka Candle Gazing',
  title: 'Trataka Candle Gazing: Online Focus Meditation',
  description:
    'Gaze at a living candle flame for 1 to 30 minutes while the tool counts every lapse of focus. Free, private, works offline.',
  category: 'Breathing & Focus',
  icon: 'flame',
  gradient: ['dawn', 'ember'],
  order: 14,
  guide: 'trataka-focus-guide',
});
