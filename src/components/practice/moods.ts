/** How the journal shows a mood: its face in the page's sprite and its name. */
import { MOODS, type MoodValue } from '../../lib/practice-log/journal-keys';
import type { PracticeIconName } from './practice-icons';

/** The face of each mood value in the page's sprite. */
export const MOOD_ICONS: Record<MoodValue, PracticeIconName> = {
  1: 'mood-1',
  2: 'mood-2',
  3: 'mood-3',
  4: 'mood-4',
  5: 'mood-5',
};

/** The name of a mood value. */
export function getMoodLabel(value: MoodValue): string {
  return MOODS.find((mood) => mood.value === value)?.label ?? '';
}
