/** The planner's eight moods (docs/tools/mindful-tasks-planner.md#data; docs/tools/mindful-tasks-planner.md#constants) with what the picker shows. */
import type { PlannerMoodId } from '../../lib/ai/catalog';
import type { Choice } from '../../components/planner/choice-picker';

/** Each mood's name, description, emoji and colour, in the spec's order. */
export const PLANNER_MOODS = [
  {
    id: 'energetic',
    name: 'Energetic',
    description: 'Ready to take things on',
    emoji: '⚡',
    hue: 'dawn',
  },
  { id: 'calm', name: 'Calm', description: 'Peaceful and centred', emoji: '😌', hue: 'ocean' },
  {
    id: 'creative',
    name: 'Creative',
    description: 'Inspired and playful',
    emoji: '🎨',
    hue: 'lotus',
  },
  { id: 'focused', name: 'Focused', description: 'Clear and determined', emoji: '🎯', hue: 'sage' },
  {
    id: 'reflective',
    name: 'Reflective',
    description: 'Thoughtful and inward',
    emoji: '🤔',
    hue: 'dusk',
  },
  { id: 'social', name: 'Social', description: 'Wanting connection', emoji: '🤝', hue: 'ember' },
  { id: 'tired', name: 'Tired', description: 'Low energy, need rest', emoji: '😴', hue: 'night' },
  {
    id: 'anxious',
    name: 'Anxious',
    description: 'Worried or overwhelmed',
    emoji: '😰',
    hue: 'sand',
  },
] as const satisfies readonly Choice<PlannerMoodId>[];

/** The mood ids, from the table (the catalog's PLANNER_MOOD_IDS). */
export const PLANNER_MOOD_ID_LIST: readonly PlannerMoodId[] = PLANNER_MOODS.map((mood) => mood.id);

/** A mood by id. */
export function getMood(id: string | null) {
  return PLANNER_MOODS.find((mood) => mood.id === id) ?? null;
}
