/**
 * The eye timer's stored data (docs/tools/eye-health-app.md#data: the records, a daily count and the sound flag; their key
 * names are not shown, so they follow docs/decisions.md#storage-keys `stillwell:<slug>:<name>`). Auto-start is not
 * persisted (docs/tools/eye-health-app.md#data).
 *
 * The daily count is a key family, one key per day ('stillwell:eye-health-app:sessions:2026-11-24').
 */
import { defineDayCounts } from '../../lib/session/day-counts';
import { historySchema } from '../../lib/session/history';
import { definePersistedSession } from '../../lib/session/persisted-session';
import { isStoredTimeOrNull, isTimedSession } from '../../lib/session/timed-session';
import type { SessionStore } from '../../lib/session/use-session';
import { booleanSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import { DEFAULT_SOUND_ON, TOOL, type EyeRecord, type Settings, type Snapshot } from './machine';

/** Finished sessions, oldest first (docs/tools/eye-health-app.md#data). */
export const HISTORY_KEY = defineKey<EyeRecord[]>({
  key: `stillwell:${TOOL}:history`,
  schema: historySchema('eye-care'),
  version: 1,
  defaultValue: [],
  label: 'your eye break history',
});

/** Sound notifications: the chime and the break tones (docs/tools/eye-health-app.md#constants: on by default). */
export const SOUND_KEY = defineKey<boolean>({
  key: `stillwell:${TOOL}:sound`,
  schema: booleanSchema(),
  version: 1,
  defaultValue: DEFAULT_SOUND_ON,
  label: 'your eye timer sound setting',
});

/** Whether the visitor asked for a system notification when a break is due in a hidden tab. */
export const NOTIFY_KEY = defineKey<boolean>({
  key: `stillwell:${TOOL}:notifications`,
  schema: booleanSchema(),
  version: 1,
  defaultValue: false,
  label: 'your eye timer notification setting',
});

/** The session or break under way, so it survives a reload and a closed tab. */
export const RUNNING_KEY = definePersistedSession<Snapshot>({
  tool: TOOL,
  isSnapshot: (value): value is Snapshot => {
    if (typeof value !== 'object' || value === null) return false;
    const { session, breakStartedAt } = value as Record<string, unknown>;
    return isTimedSession(session) && isStoredTimeOrNull(breakStartedAt);
  },
  label: 'your running eye session',
});

/** Where the kit keeps what the machine declares (auto-start is not persisted: docs/tools/eye-health-app.md#data). */
export const STORE: SessionStore<Settings, Snapshot> = {
  settings: { isSoundOn: SOUND_KEY },
  snapshot: RUNNING_KEY,
};

/** Prefix of the daily count keys. */
export const DAY_COUNT_PREFIX = `stillwell:${TOOL}:sessions:`;

/** The day's count of finished eye sessions (docs/tools/eye-health-app.md#data), one key per 'YYYY-MM-DD' day. */
export const EYE_DAY_COUNTS = defineDayCounts({
  prefix: DAY_COUNT_PREFIX,
  pattern: /\d{4}-\d{2}-\d{2}/,
  label: 'your daily eye session counts',
});
/** The day counts' keys, for Your data. */
export const DAY_COUNTS = EYE_DAY_COUNTS.family;
