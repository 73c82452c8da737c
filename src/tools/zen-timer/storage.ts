/**
 * The visual timer's stored settings and session (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>).
 * The machine declares what is kept (`settingsOf`, `snapshotOf`); these are the keys it is kept under.
 */
import { definePersistedSession } from '../../lib/session/persisted-session';
import { isTimedSession } from '../../lib/session/timed-session';
import type { SessionStore } from '../../lib/session/use-session';
import { numberInRangeSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import {
  DEFAULT_MINUTES,
  MAX_MINUTES,
  MIN_MINUTES,
  TOOL,
  type Settings,
  type Snapshot,
} from './machine';
import { DEFAULT_SCENE, SCENE_IDS, type SceneId } from './scenes/catalog';

/** Session length in minutes, 1 to 60. */
export const MINUTES_KEY = defineKey<number>({
  key: 'stillwell:zen-timer:minutes',
  schema: numberInRangeSchema(MIN_MINUTES, MAX_MINUTES),
  version: 1,
  defaultValue: DEFAULT_MINUTES,
  label: 'your zen timer length',
});

/** The scene last chosen. */
export const SCENE_KEY = defineKey<SceneId>({
  key: 'stillwell:zen-timer:scene',
  schema: oneOfSchema(SCENE_IDS),
  version: 1,
  defaultValue: DEFAULT_SCENE,
  label: 'your zen timer scene',
});

const isMinutes = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= MIN_MINUTES &&
  value <= MAX_MINUTES;

/** A session under way, so it survives a reload and a closed tab. */
export const RUNNING_KEY = definePersistedSession<Snapshot>({
  tool: TOOL,
  isSnapshot: (value): value is Snapshot => {
    if (typeof value !== 'object' || value === null) return false;
    const { session, minutes } = value as Record<string, unknown>;
    return isTimedSession(session) && isMinutes(minutes);
  },
  label: 'your zen timer session',
});

/** Where the kit keeps what the machine declares. */
export const STORE: SessionStore<Settings, Snapshot> = {
  settings: { minutes: MINUTES_KEY, scene: SCENE_KEY },
  snapshot: RUNNING_KEY,
};
