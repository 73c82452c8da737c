/** Box breathing's own stored setting (PRODUCT.md key naming: stillwell:<tool-slug>:<name>). */
import { booleanSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';

/** Whether the phase tones play. */
export const SOUND_ON_KEY = defineKey<boolean>({
  key: 'stillwell:box-breathing:sound-on',
  schema: booleanSchema(),
  version: 1,
  defaultValue: true,
  label: 'your box breathing sound setting',
});
