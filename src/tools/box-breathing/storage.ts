/** Box breathing's own stored setting (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>). */
import { booleanSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import { LENGTHS_MIN, type LengthMin } from './machine';

/** Whether the phase tones play. */
export const SOUND_ON_KEY = defineKey<boolean>({
  key: 'stillwell:box-breathing:sound-on',
  schema: booleanSchema(),
  version: 1,
  defaultValue: true,
  label: 'your box breathing sound setting',
});

/** Session length in minutes; 0 is open-ended (the spec's session). */
export const LENGTH_KEY = defineKey<LengthMin>({
  key: 'stillwell:box-breathing:length',
  schema: oneOfSchema(LENGTHS_MIN),
  version: 1,
  defaultValue: 0,
  label: 'your box breathing session length',
});

/** Whether the device vibrates at each phase change (where it can). */
export const VIBRATE_KEY = defineKey<boolean>({
  key: 'stillwell:box-breathing:vibrate',
  schema: booleanSchema(),
  version: 1,
  defaultValue: false,
  label: 'your box breathing vibration setting',
});
