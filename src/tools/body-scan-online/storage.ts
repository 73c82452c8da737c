/** The body scan's stored settings (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>). */
import { booleanSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import { DEFAULT_DURATION_MIN, DURATIONS_MIN, type DurationMin } from './machine';

/** Session length in minutes, one of the offered lengths. */
export const DURATION_KEY = defineKey<DurationMin>({
  key: 'stillwell:body-scan-online:duration',
  schema: oneOfSchema(DURATIONS_MIN),
  version: 1,
  defaultValue: DEFAULT_DURATION_MIN,
  label: 'your body scan session length',
});

/** The voice guide (docs/tools/body-scan-online.md#behaviour: off by default). */
export const VOICE_KEY = defineKey<boolean>({
  key: 'stillwell:body-scan-online:voice',
  schema: booleanSchema(),
  version: 1,
  defaultValue: false,
  label: 'your body scan voice setting',
});
