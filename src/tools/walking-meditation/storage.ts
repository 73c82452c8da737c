/** Walking meditation's stored settings (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>). */
import { booleanSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import {
  DEFAULT_DURATION_MIN,
  DEFAULT_PACE,
  DURATIONS_MIN,
  PACES,
  TOOL,
  type DurationMin,
  type Pace,
} from './machine';

/** Session length in minutes, one of the spec's options (docs/tools/walking-meditation.md#validation). */
export const DURATION_KEY = defineKey<DurationMin>({
  key: `stillwell:${TOOL}:duration`,
  schema: oneOfSchema(DURATIONS_MIN),
  version: 1,
  defaultValue: DEFAULT_DURATION_MIN,
  label: 'your walking session length',
});

/** The walking pace (docs/tools/walking-meditation.md#data). */
export const PACE_KEY = defineKey<Pace>({
  key: `stillwell:${TOOL}:pace`,
  schema: oneOfSchema(PACES),
  version: 1,
  defaultValue: DEFAULT_PACE,
  label: 'your walking pace',
});

/** Whether the step tones sound (the tone mute of docs/tools/walking-meditation.md#screen). */
export const TONES_KEY = defineKey<boolean>({
  key: `stillwell:${TOOL}:tones`,
  schema: booleanSchema(),
  version: 1,
  defaultValue: true,
  label: 'your walking tone setting',
});
