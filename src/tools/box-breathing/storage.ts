/**
 * Box breathing's stored settings and session (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>).
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
  TOOL,
  type DurationMin,
  type Settings,
  type Snapshot,
} from './machine';

/** Whether the phase tones play. */
export const SOUND_ON_KEY = defineKey<boolean>({
  key: 'stillwell:box-breathing:sound-on',
  schema: booleanSchema(),
  version: 1,
  defaultValue: DEFAULT_SETTINGS.isSoundOn,
  label: 'your box breathing sound setting',
});

/** Session length in minutes; 0 is open-ended (the spec's session). */
export const LENGTH_KEY = defineKey<DurationMin>({
  key: 'stillwell:box-breathing:length',
  schema: oneOfSchema(DURATIONS_MIN),
  version: 1,
  defaultValue: DEFAULT_SETTINGS.durationMin,
  label: 'your box breathing session length',
});

/** Whether the device vibrates at each phase change (where it can). */
export const VIBRATE_KEY = defineKey<boolean>({
  key: 'stillwell:box-breathing:vibrate',
  schema: booleanSchema(),
  version: 1,
  defaultValue: DEFAULT_SETTINGS.isVibrating,
  label: 'your box breathing vibration setting',
});

/** A session under way, so it survives a reload and a closed tab. */
export const RUNNING_KEY = definePersistedSession<Snapshot>({
  tool: TOOL,
  isSnapshot: (value): value is Snapshot => {
    if (typeof value !== 'object' || value === null) return false;
    const { session, durationMin } = value as Record<string, unknown>;
    return isTimedSession(session) && (DURATIONS_MIN as readonly unknown[]).includes(durationMin);
  },
  label: 'your box breathing session',
});

/** Where the kit keeps what the machine declares. */
export const STORE: SessionStore<Settings, Snapshot> = {
  settings: { durationMin: LENGTH_KEY, isSoundOn: SOUND_ON_KEY, isVibrating: VIBRATE_KEY },
  snapshot: RUNNING_KEY,
};
