/**
 * Rain meditation's stored settings and session (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>).
 * The machine declares what is kept (`settingsOf`, `snapshotOf`); these are the keys it is kept under.
 */
import { definePersistedSession } from '../../lib/session/persisted-session';
import { isStoredCount, isTimedSession } from '../../lib/session/timed-session';
import type { SessionStore } from '../../lib/session/use-session';
import { numberInRangeSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import {
  DEFAULT_DURATION_MIN,
  DEFAULT_INTENSITY,
  DURATIONS_MIN,
  TOOL,
  type DurationMin,
  type Settings,
  type Snapshot,
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

/** A session under way, so it survives a reload and a closed tab. */
export const RUNNING_KEY = definePersistedSession<Snapshot>({
  tool: TOOL,
  isSnapshot: (value): value is Snapshot => {
    if (typeof value !== 'object' || value === null) return false;
    const { durationMin, session, strikes } = value as Record<string, unknown>;
    return (
      (DURATIONS_MIN as readonly unknown[]).includes(durationMin) &&
      isTimedSession(session) &&
      isStoredCount(strikes)
    );
  },
  label: 'your rain session',
});

/** Where the kit keeps what the machine declares. */
export const STORE: SessionStore<Settings, Snapshot> = {
  settings: { durationMin: DURATION_KEY, intensity: INTENSITY_KEY },
  snapshot: RUNNING_KEY,
};
