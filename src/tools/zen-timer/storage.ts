/** The visual timer's stored settings (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>). */
import { numberInRangeSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import { DEFAULT_MINUTES, MAX_MINUTES, MIN_MINUTES } from './machine';
import { DEFAULT_SCENE, SCENE_IDS, type SceneId } from './scenes/catalog';

/** Session length in minutes, 1 to 60. */
export const MINUTES_KEY = defineKey<number>({
  key: 'stillwell:zen-timer:minutes',
  schema: numberInRangeSchema(MIN_MINUTES, MAX_MINUTES),
  version: 1,
  defaultValue: DEFAULT_MINUTES,
  label: 'your zen timer length',
});

/** The scene last chosen. */
export const SCENE_KEY = defineKey<SceneId>({
  key: 'stillwell:zen-timer:scene',
  schema: oneOfSchema(SCENE_IDS),
  version: 1,
  defaultValue: DEFAULT_SCENE,
  label: 'your zen timer scene',
});
