/** Trataka's stored settings (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>). */
import { booleanSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import { DEFAULT_DURATION_MIN, DURATIONS_MIN, type DurationMin } from './machine';

/** Gaze length in minutes, one of the offered lengths. */
export const DURATION_KEY = defineKey<DurationMin>({
  key: 'stillwell:trataka-focus:duration',
  schema: oneOfSchema(DURATIONS_MIN),
  version: 1,
  defaultValue: DEFAULT_DURATION_MIN,
  label: 'your trataka session length',
});

/** 'Dim Surroundings' (docs/tools/trataka-focus.md#constants: on by default). */
export const DIM_KEY = defineKey<boolean>({
  key: 'stillwell:trataka-focus:dim',
  schema: booleanSchema(),
  version: 1,
  defaultValue: true,
  label: 'your Dim Surroundings setting',
});

/** Whether the closed-eye afterimage follows the gaze (off by default). */
export const AFTERIMAGE_KEY = defineKey<boolean>({
  key: 'stillwell:trataka-focus:afterimage',
  schema: booleanSchema(),
  version: 1,
  defaultValue: false,
  label: 'your afterimage setting',
});

/** Whether the ambient drone is muted. */
export const MUTED_KEY = defineKey<boolean>({
  key: 'stillwell:trataka-focus:muted',
  schema: booleanSchema(),
  version: 1,
  defaultValue: false,
  label: 'your trataka sound setting',
});
