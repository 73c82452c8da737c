/**
 * The garden's stored data under the spec's keys (docs/tools/garden-plant-meditation.md#data): gardenPlants, gardenSessions,
 * completedGardens, gardenName, sessionDuration, isMuted, each declared once with its schema. The
 * ambient toggle and the session under way have no spec key, so they follow docs/decisions.md#storage-keys
 * `stillwell:<slug>:<name>`. The machine declares what is kept (`settingsOf`, `snapshotOf`); these are
 * the keys it is kept under.
 */
import { isDayString } from '../../lib/clock/local-day';
import { definePersistedSession } from '../../lib/session/persisted-session';
import { isTimedSession } from '../../lib/session/timed-session';
import type { SessionStore } from '../../lib/session/use-session';
import { booleanSchema, createGuardSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import {
  DEFAULT_GARDEN_NAME,
  DEFAULT_SESSION_SEC,
  GARDEN_NAME_MAX,
  PLANT_TYPES,
  PLOTS,
  SESSION_OPTIONS_SEC,
  TOOL,
  type GardenSession,
  type Plant,
  type SessionSec,
  type Settings,
  type Snapshot,
} from './machine';

const isIsoTime = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T/.test(value) &&
  !Number.isNaN(Date.parse(value));

function isPlant(value: unknown): value is Plant {
  if (typeof value !== 'object' || value === null) return false;
  const { type, planted, id } = value as Record<string, unknown>;
  return (
    (PLANT_TYPES as readonly unknown[]).includes(type) &&
    isIsoTime(planted) &&
    typeof id === 'number' &&
    Number.isFinite(id)
  );
}

function isGardenSession(value: unknown): value is GardenSession {
  if (typeof value !== 'object' || value === null) return false;
  const { date, duration, timestamp } = value as Record<string, unknown>;
  return (
    isDayString(date) &&
    typeof duration === 'number' &&
    Number.isFinite(duration) &&
    duration >= 0 &&
    isIsoTime(timestamp)
  );
}

/** Whether `name` is a garden name as stored: trimmed, 1 to GARDEN_NAME_MAX characters. */
export function isGardenName(name: unknown): name is string {
  return (
    typeof name === 'string' &&
    name === name.trim() &&
    name.length > 0 &&
    [...name].length <= GARDEN_NAME_MAX
  );
}

/** The plants of the current garden, at most 36 (docs/tools/garden-plant-meditation.md#data). */
export const PLANTS_KEY = defineKey<readonly Plant[]>({
  key: 'gardenPlants',
  schema: createGuardSchema(
    (value): value is readonly Plant[] =>
      Array.isArray(value) && value.length <= PLOTS && value.every(isPlant),
    'Expected up to 36 plants',
  ),
  version: 1,
  defaultValue: [],
  label: 'your garden’s plants',
});

/** Every recorded session (docs/tools/garden-plant-meditation.md#data). */
export const SESSIONS_KEY = defineKey<readonly GardenSession[]>({
  key: 'gardenSessions',
  schema: createGuardSchema(
    (value): value is readonly GardenSession[] =>
      Array.isArray(value) && value.every(isGardenSession),
    'Expected a list of garden sessions',
  ),
  version: 1,
  defaultValue: [],
  label: 'your garden sessions',
});

/** Gardens completed so far (docs/tools/garden-plant-meditation.md#data). */
export const COMPLETED_KEY = defineKey<number>({
  key: 'completedGardens',
  schema: createGuardSchema(
    (value): value is number => Number.isInteger(value) && (value as number) >= 0,
    'Expected a whole number of gardens',
  ),
  version: 1,
  defaultValue: 0,
  label: 'your completed gardens count',
});

/** The garden's name (docs/tools/garden-plant-meditation.md#data: default 'My Mindful Garden'). */
export const NAME_KEY = defineKey<string>({
  key: 'gardenName',
  schema: createGuardSchema(isGardenName, `Expected a name of 1 to ${GARDEN_NAME_MAX} characters`),
  version: 1,
  defaultValue: DEFAULT_GARDEN_NAME,
  label: 'your garden’s name',
});

/** Session length in seconds, one of the listed options (docs/tools/garden-plant-meditation.md#data, #validation). */
export const DURATION_KEY = defineKey<SessionSec>({
  key: 'sessionDuration',
  schema: oneOfSchema(SESSION_OPTIONS_SEC),
  version: 1,
  defaultValue: DEFAULT_SESSION_SEC,
  label: 'your garden session length',
});

/** Whether the garden is muted (docs/tools/garden-plant-meditation.md#data). */
export const MUTED_KEY = defineKey<boolean>({
  key: 'isMuted',
  schema: booleanSchema(),
  version: 1,
  defaultValue: false,
  label: 'your garden mute setting',
});

/** Whether the ambient birdsong plays during sessions (the settings' ambient toggle). */
export const AMBIENT_KEY = defineKey<boolean>({
  key: `stillwell:${TOOL}:ambient`,
  schema: booleanSchema(),
  version: 1,
  defaultValue: true,
  label: 'your garden ambient sound setting',
});

/** A session under way, so it survives a reload and a closed tab. */
export const RUNNING_KEY = definePersistedSession<Snapshot>({
  tool: TOOL,
  isSnapshot: (value): value is Snapshot => {
    if (typeof value !== 'object' || value === null) return false;
    const { session, sessionSec, pendingType } = value as Record<string, unknown>;
    return (
      isTimedSession(session) &&
      (SESSION_OPTIONS_SEC as readonly unknown[]).includes(sessionSec) &&
      (PLANT_TYPES as readonly unknown[]).includes(pendingType)
    );
  },
  label: 'your garden session',
});

/** Where the kit keeps what the machine declares: the settings and the garden, and the session. */
export const STORE: SessionStore<Settings, Snapshot> = {
  settings: {
    name: NAME_KEY,
    sessionSec: DURATION_KEY,
    isMuted: MUTED_KEY,
    isAmbientOn: AMBIENT_KEY,
    plants: PLANTS_KEY,
    sessions: SESSIONS_KEY,
    completedGardens: COMPLETED_KEY,
  },
  snapshot: RUNNING_KEY,
};
