/**
 * Walking meditation's stored settings and walk (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>).
 * The machine declares what is kept (`settingsOf`, `snapshotOf`); these are the keys it is kept under.
 */
import { definePersistedSession } from '../../lib/session/persisted-session';
import { isTimedSession } from '../../lib/session/timed-session';
import type { SessionStore } from '../../lib/session/use-session';
import { booleanSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import {
  DEFAULT_SETTINGS,
  DURATIONS_MIN,
  PACES,
  TOOL,
  type DurationMin,
  type Pace,
  type Settings,
  type Snapshot,
} from './machine';

/** Session length in minutes, one of the spec's options (docs/tools/walking-meditation.md#validation). */
export const DURATION_KEY = defineKey<DurationMin>({
  key: `stillwell:${TOOL}:duration`,
  schema: oneOfSchema(DURATIONS_MIN),
  version: 1,
  defaultValue: DEFAULT_SETTINGS.durationMin,
  label: 'your walking session length',
});

/** The walking pace (docs/tools/walking-meditation.md#data). */
export const PACE_KEY = defineKey<Pace>({
  key: `stillwell:${TOOL}:pace`,
  schema: oneOfSchema(PACES),
  version: 1,
  defaultValue: DEFAULT_SETTINGS.pace,
  label: 'your walking pace',
});

/** Whether the step tones sound (the tone mute of docs/tools/walking-meditation.md#screen). */
export const TONES_KEY = defineKey<boolean>({
  key: `stillwell:${TOOL}:tones`,
  schema: booleanSchema(),
  version: 1,
  defaultValue: DEFAULT_SETTINGS.isSoundOn,
  label: 'your walking tone setting',
});

/** A walk under way, so it survives a reload and a closed tab. */
export const RUNNING_KEY = definePersistedSession<Snapshot>({
  tool: TOOL,
  isSnapshot: (value): value is Snapshot => {
    if (typeof value !== 'object' || value === null) return false;
    const { session, durationMin, pace } = value as Record<string, unknown>;
    return (
      isTimedSession(session) &&
      (DURATIONS_MIN as readonly unknown[]).includes(durationMin) &&
      (PACES as readonly unknown[]).includes(pace)
    );
  },
  label: 'your walking session',
});

/** Where the kit keeps what the machine declares. */
export const STORE: SessionStore<Settings, Snapshot> = {
  settings: { durationMin: DURATION_KEY, pace: PACE_KEY, isSoundOn: TONES_KEY },
  snapshot: RUNNING_KEY,
};
