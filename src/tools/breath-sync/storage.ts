/** Breath-sync's stored settings (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>). */
import { booleanSchema, createGuardSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import { DEFAULT_DURATION_MIN, DURATIONS_MIN, type DurationMin } from './machine';
import {
  DEFAULT_CUSTOM_PATTERN,
  DEFAULT_TECHNIQUE,
  PHASE_KEYS,
  PHASE_MAX_SEC,
  PHASE_MIN_SEC,
  TECHNIQUE_IDS,
  type Pattern,
  type TechniqueId,
} from './techniques';

/** Session length in minutes, one of the offered lengths. */
export const DURATION_KEY = defineKey<DurationMin>({
  key: 'stillwell:breath-sync:duration',
  schema: oneOfSchema(DURATIONS_MIN),
  version: 1,
  defaultValue: DEFAULT_DURATION_MIN,
  label: 'your breath-sync session length',
});

/** The technique last chosen. */
export const TECHNIQUE_KEY = defineKey<TechniqueId>({
  key: 'stillwell:breath-sync:technique',
  schema: oneOfSchema(TECHNIQUE_IDS),
  version: 1,
  defaultValue: DEFAULT_TECHNIQUE,
  label: 'your breathing technique',
});

const isPattern = (value: unknown): value is Pattern =>
  typeof value === 'object' &&
  value !== null &&
  PHASE_KEYS.every((key) => {
    const seconds = (value as Record<string, unknown>)[key];
    return (
      typeof seconds === 'number' &&
      Number.isFinite(seconds) &&
      seconds >= PHASE_MIN_SEC &&
      seconds <= PHASE_MAX_SEC
    );
  });

/** The visitor's custom pattern (issue 9: remembered), each phase 0–30 s. */
export const CUSTOM_PATTERN_KEY = defineKey<Pattern>({
  key: 'stillwell:breath-sync:custom-pattern',
  schema: createGuardSchema(isPattern, 'Expected four phase lengths from 0 to 30 seconds'),
  version: 1,
  defaultValue: DEFAULT_CUSTOM_PATTERN,
  label: 'your custom breathing pattern',
});

/** Soft tones at each phase change (off by default). */
export const TONES_KEY = defineKey<boolean>({
  key: 'stillwell:breath-sync:tones',
  schema: booleanSchema(),
  version: 1,
  defaultValue: false,
  label: 'your breath-sync tone setting',
});

/** A short vibration at each phase change, where the device has one (off by default). */
export const VIBRATION_KEY = defineKey<boolean>({
  key: 'stillwell:breath-sync:vibration',
  schema: booleanSchema(),
  version: 1,
  defaultValue: false,
  label: 'your breath-sync vibration setting',
});

/** Spoken cues ('Breathe in', 'Hold', 'Breathe out') for eyes-closed practice (off by default). */
export const VOICE_KEY = defineKey<boolean>({
  key: 'stillwell:breath-sync:voice',
  schema: booleanSchema(),
  version: 1,
  defaultValue: false,
  label: 'your breath-sync spoken cue setting',
});
