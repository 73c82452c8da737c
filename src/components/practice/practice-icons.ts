/**
 * The icons the journal island draws, rendered once by the page as an IconSprite (no icon JS):
 * every tool icon, the mood faces and a few marks. Islands name them with `PracticeIconName`.
 */
import { Annoyed, ArrowRight, Frown, Laugh, Meh, Smile, SmilePlus } from 'lucide';
import { TOOL_ICONS } from '../site/tool-icons';

/** Icon drawings by name. */
export const PRACTICE_ICONS = {
  ...TOOL_ICONS,
  'mood-1': Frown,
  'mood-2': Annoyed,
  'mood-3': Meh,
  'mood-4': Smile,
  'mood-5': Laugh,
  'smile-plus': SmilePlus,
  'arrow-right': ArrowRight,
};

/** A name the journal's sprite has. */
export type PracticeIconName = keyof typeof PRACTICE_ICONS;
