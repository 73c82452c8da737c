/** Rain meditation's stored settings (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>). */
import { numberInRangeSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import {
  DEFAULT_DURATION_MIN,
  DEFAULT_INTENSITY,
  DURATIONS_MIN,
  type DurationMin,
} from './machine';

/** Session length in minutes, one of the spec's options (docs/tools/rain-meditation.md#validation). */
export const DURATION_KEY = defineKey<DurationMin>({
  key: 'stillwell:rain-meditation:duration',
  schema: oneOfSchema(DURATIONS_MIN),
  version: 1,
  defaultValue: DEFAULT_DURATION_MIN,
  label: 'your rain session length',
});

/** Rain intensity, 0.1 to 1 in steps of 0.1 (docs/tools/rain-meditation.md#validation). */
export const INTENSITY_KEY = defineKey<number>({
  key: 'stillwell:rain-meditation:intensity',
  schema: numberInRangeSchema(0.1, 1),
  version: 1,
  defaultValue: DEFAULT_INTENSITY,
  label: 'your rain intensity',
});
