/**
 * The yoga planner's stored data. The spec leaves the key unnamed (docs/tools/ai-yoga-planner.md#data), so it follows docs/decisions.md#storage-keys:
 * stillwell:<tool-slug>:<name>. The shape is the spec's: poses, sessionHistory, currentMood, lastSaved.
 */
import { defineItemMinutesKey, isPlanData } from '../../lib/planner/plan-storage';
import { createGuardSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import { YOGA_MOOD_IDS } from './moods';
import { EMPTY_YOGA_DATA, TOOL, type YogaData } from './machine';

/** Poses, practice history and mood. */
export const YOGA_DATA_KEY = defineKey<YogaData>({
  key: 'stillwell:ai-yoga-planner:data',
  schema: createGuardSchema(
    isPlanData<YogaData>({
      items: 'poses',
      count: 'poses',
      choice: 'mood',
      current: 'currentMood',
      choices: YOGA_MOOD_IDS,
    }),
    'not yoga planner data',
  ),
  version: 1,
  defaultValue: EMPTY_YOGA_DATA,
  label: 'your yoga plan and practice history',
});

/** Minutes per pose, 1–10 (docs/tools/ai-yoga-planner.md#constants; default 1). */
export const MINUTES_KEY = defineItemMinutesKey(TOOL, 'pose');
