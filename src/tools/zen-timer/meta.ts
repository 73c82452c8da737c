import { defineTool } from '../define-tool';

/** The visual-scene timer (docs/tools/zen-timer.md#screen, #behaviour; docs/decisions.md#zen-timer-route: /zen-timer is its route and canonical). */
export const meta = defineTool({
  slug: 'zen-timer',
  name: 'Zen Timer',
  title: 'Zen Timer: Meditation Timer with Calming Visual Scenes',
  description:
    'A meditation timer inside a slowly moving scene: floating light, ocean waves, sacred geometry, the cosmos or the northern lights.',
  category: 'Breathing & Focus',
  icon: 'sparkles',
  gradient: ['night', 'dusk'],
  order: 18,
});
