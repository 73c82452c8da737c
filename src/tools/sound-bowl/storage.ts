/** The singing bowl's stored settings (PRODUCT.md key naming: stillwell:<tool-slug>:<name>). */
import { booleanSchema, numberInRangeSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';

/** Default bowl volume (spec 2 §9). */
export const DEFAULT_VOLUME = 0.8;

/** Bowl volume, 0 to 1 in steps of 0.1 (spec 2 §5). */
export const VOLUME_KEY = defineKey<number>({
  key: 'stillwell:sound-bowl:volume',
  schema: numberInRangeSchema(0, 1),
  version: 1,
  defaultValue: DEFAULT_VOLUME,
  label: 'your singing bowl volume',
});

/** Whether the bowl is muted. */
export const MUTED_KEY = defineKey<boolean>({
  key: 'stillwell:sound-bowl:muted',
  schema: booleanSchema(),
  version: 1,
  defaultValue: false,
  label: 'your singing bowl mute setting',
});
