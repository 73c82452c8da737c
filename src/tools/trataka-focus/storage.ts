/**
 * Trataka's stored settings and session (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>). The
 * machine declares what is kept (`settingsOf`, `snapshotOf`); these are the keys it is kept under.
 */
import { definePersistedSession } from '../../lib/session/persisted-session';
import { isStoredCount, isTimedSession } from '../../lib/session/timed-session';
import type { SessionStore } from '../../lib/session/use-session';
import { booleanSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import {
  DEFAULT_SETTINGS,
  DURATIONS_MIN,
  TOOL,
  type DurationMin,
  type Settings,
  type Snapshot,
} from './machine';

/** Gaze length in minutes, one of the offered lengths. */
export const DURATION_KEY = defineKey<DurationMin>({
  key: 'stillwell:trataka-focus:duration',
  schema: oneOfSchema(DURATIONS_MIN),
  version: 1,
  defaultValue: DEFAULT_SETTINGS.durationMin,
  label: 'your trataka session length',
});

/** 'Dim Surroundings' (docs/tools/trataka-focus.md#constants: on by default). */
export const DIM_KEY = defineKey<boolean>({
  key: 'stillwell:trataka-focus:dim',
  schema: booleanSchema(),
  version: 1,
  defaultValue: DEFAULT_SETTINGS.isDim,
  label: 'your Dim Surroundings setting',
});

/** Whether the closed-eye afterimage follows the gaze (off by default). */
export const AFTERIMAGE_KEY = defineKey<boolean>({
  key: 'stillwell:trataka-focus:afterimage',
  schema: booleanSchema(),
  version: 1,
  defaultValue: DEFAULT_SETTINGS.hasAfterimage,
  label: 'your afterimage setting',
});

/** Whether the ambient drone is muted. */
export const MUTED_KEY = defineKey<boolean>({
  key: 'stillwell:trataka-focus:muted',
  schema: booleanSchema(),
  version: 1,
  defaultValue: DEFAULT_SETTINGS.isMuted,
  label: 'your trataka sound setting',
});

/** A session under way, so it survives a reload and a closed tab. */
export const RUNNING_KEY = definePersistedSession<Snapshot>({
  tool: TOOL,
  isSnapshot: (value): value is Snapshot => {
    if (typeof value !== 'object' || value === null) return false;
    const { session, durationMin, hasAfterimage, interruptions } = value as Record<string, unknown>;
    return (
      isTimedSession(session) &&
      (DURATIONS_MIN as readonly unknown[]).includes(durationMin) &&
      typeof hasAfterimage === 'boolean' &&
      isStoredCount(interruptions)
    );
  },
  label: 'your trataka session',
});

/** Where the kit keeps what the machine declares. */
export const STORE: SessionStore<Settings, Snapshot> = {
  settings: {
    durationMin: DURATION_KEY,
    isDim: DIM_KEY,
    hasAfterimage: AFTERIMAGE_KEY,
    isMuted: MUTED_KEY,
  },
  snapshot: RUNNING_KEY,
};
