/**
 * Breath-sync's stored settings and session (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>). The
 * machine declares what is kept (`settingsOf`, `snapshotOf`); these are the keys it is kept under.
 */
import { definePersistedSession } from '../../lib/session/persisted-session';
import { isTimedSession } from '../../lib/session/timed-session';
import type { SessionStore } from '../../lib/session/use-session';
import { booleanSchema, createGuardSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import {
  DEFAULT_DURATION_MIN,
  DURATIONS_MIN,
  TOOL,
  type DurationMin,
  type Settings,
  type Snapshot,
} from './machine';
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

/** A session under way, so it survives a reload and a closed tab. */
export const RUNNING_KEY = definePersistedSession<Snapshot>({
  tool: TOOL,
  isSnapshot: (value): value is Snapshot => {
    if (typeof value !== 'object' || value === null) return false;
    const { session, pattern, durationMin } = value as Record<string, unknown>;
    return (
      isTimedSession(session) &&
      isPattern(pattern) &&
      (DURATIONS_MIN as readonly unknown[]).includes(durationMin)
    );
  },
  label: 'your breath-sync session',
});

/** Where the kit keeps what the machine declares. */
export const STORE: SessionStore<Settings, Snapshot> = {
  settings: {
    technique: TECHNIQUE_KEY,
    custom: CUSTOM_PATTERN_KEY,
    durationMin: DURATION_KEY,
    isToneOn: TONES_KEY,
    isVibrationOn: VIBRATION_KEY,
    isVoiceOn: VOICE_KEY,
  },
  snapshot: RUNNING_KEY,
};
