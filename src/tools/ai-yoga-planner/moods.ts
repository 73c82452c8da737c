/** The yoga planner's six moods (docs/tools/ai-yoga-planner.md#data, #constants) with what the picker shows. */
import type { YogaMoodId } from '../../lib/ai/catalog';
import type { Choice } from '../../components/planner/choice-picker';

/** Each mood's name, description, emoji and colour. */
export const YOGA_MOODS = [
  { id: 'calm', name: 'Calm', description: 'Gentle, grounding poses', emoji: '😌', hue: 'ocean' },
  {
    id: 'energetic',
    name: 'Energetic',
    description: 'An invigorating flow',
    emoji: '⚡',
    hue: 'dawn',
  },
  {
    id: 'stressed',
    name: 'Stressed',
    description: 'Release held tension',
    emoji: '😣',
    hue: 'lotus',
  },
  {
    id: 'focused',
    name: 'Focused',
    description: 'Balance and concentration',
    emoji: '🎯',
    hue: 'sage',
  },
  { id: 'tired', name: 'Tired', description: 'Restful, easy poses', emoji: '😴', hue: 'night' },
  {
    id: 'balanced',
    name: 'Balanced',
    description: 'A well-rounded practice',
    emoji: '☯️',
    hue: 'sand',
  },
] as const satisfies readonly Choice<YogaMoodId>[];

/** The mood ids, from the table (the same as the catalog's YOGA_MOOD_IDS). */
export const YOGA_MOOD_IDS: readonly YogaMoodId[] = YOGA_MOODS.map((mood) => mood.id);
