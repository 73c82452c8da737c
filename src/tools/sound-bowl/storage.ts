/** The singing bowl's stored settings (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>). */
import { booleanSchema, numberInRangeSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import {
  CUSTOM_MAX_MIN,
  CUSTOM_MIN_MIN,
  DEFAULT_CUSTOM_MIN,
  DEFAULT_TIMER,
  INTERVALS_MIN,
  WARMUPS_SEC,
  type Between,
  type IntervalMin,
  type WarmupSec,
} from './machine';

/** Default bowl volume (docs/tools/sound-bowl.md#constants). */
export const DEFAULT_VOLUME = 0.8;

/** Bowl volume, 0 to 1 in steps of 0.1 (docs/tools/sound-bowl.md#validation). */
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

/** What the bowl does between a timer's bells: 'ring' (docs/tools/sound-bowl.md#behaviour, the default) or 'silence'. */
export const BETWEEN_KEY = defineKey<Between>({
  key: 'stillwell:sound-bowl:between',
  schema: oneOfSchema(['ring', 'silence'] as const),
  version: 1,
  defaultValue: DEFAULT_TIMER.between,
  label: 'what your singing bowl does between bells',
});

/** Minutes between interval bells (0 = none). */
export const INTERVAL_KEY = defineKey<IntervalMin>({
  key: 'stillwell:sound-bowl:interval-min',
  schema: oneOfSchema(INTERVALS_MIN),
  version: 1,
  defaultValue: DEFAULT_TIMER.intervalMin,
  label: 'your singing bowl interval bells',
});

/** Seconds of warm-up before the starting bell (0 = none). */
export const WARMUP_KEY = defineKey<WarmupSec>({
  key: 'stillwell:sound-bowl:warmup-sec',
  schema: oneOfSchema(WARMUPS_SEC),
  version: 1,
  defaultValue: DEFAULT_TIMER.warmupSec,
  label: 'your singing bowl warm-up',
});

/** The custom timer's length, whole minutes from 1 to 180. */
export const CUSTOM_KEY = defineKey<number>({
  key: 'stillwell:sound-bowl:custom-min',
  schema: numberInRangeSchema(CUSTOM_MIN_MIN, CUSTOM_MAX_MIN),
  version: 1,
  defaultValue: DEFAULT_CUSTOM_MIN,
  label: 'your singing bowl custom timer',
});
