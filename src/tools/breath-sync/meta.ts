import { defineTool } from '../define-tool';

/** Breath-sync (docs/tools/breath-sync.md#screen, #behaviour). */
export const meta = defineTool({
  slug: 'breath-sync',
  name: 'Breath Sync',
  title: 'Breath Sync: Box, 4-7-8 and Wim Hof Breathing Online',
  description:
    'Breathe with a guiding circle: box breathing, 4-7-8, Wim Hof or your own pattern, for 5 to 20 minutes. Free, private, works offline.',
  category: 'Breathing & Focus',
  icon: 'wind',
  gradient: ['sage', 'dusk'],
  order: 12,
  guide: 'breath-sync-guide',
});
