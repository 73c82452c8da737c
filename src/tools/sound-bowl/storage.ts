/**
 * The singing bowl's stored settings and timed session (docs/decisions.md#storage-keys key naming:
 * stillwell:<tool-slug>:<name>). The machine declares what is kept (`settingsOf`, `snapshotOf`); these
 * are the keys it is kept under.
 */
import { definePersistedSession } from '../../lib/session/persisted-session';
import { isStoredCount, isTimedSession } from '../../lib/session/timed-session';
import type { SessionStore } from '../../lib/session/use-session';
import { booleanSchema, numberInRangeSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import {
  CUSTOM_MAX_MIN,
  CUSTOM_MIN_MIN,
  DEFAULT_CUSTOM_MIN,
  DEFAULT_TIMER,
  DEFAULT_VOLUME,
  INTERVALS_MIN,
  TOOL,
  WARMUPS_SEC,
  type Between,
  type IntervalMin,
  type Settings,
  type Snapshot,
  type WarmupSec,
} from './machine';

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

/** Whether `value` is a timer's options as the settings offer them. */
function isTimerOptions(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { between, intervalMin, warmupSec } = value as Record<string, unknown>;
  return (
    (between === 'ring' || between === 'silence') &&
    (INTERVALS_MIN as readonly unknown[]).includes(intervalMin) &&
    (WARMUPS_SEC as readonly unknown[]).includes(warmupSec)
  );
}

/** A timed session under way (or its warm-up), so it survives a reload and a closed tab. */
export const RUNNING_KEY = definePersistedSession<Snapshot>({
  tool: TOOL,
  isSnapshot: (value): value is Snapshot => {
    if (typeof value !== 'object' || value === null) return false;
    const { durationMin, timer, warmup, session, intervalBells, strikes } = value as Record<
      string,
      unknown
    >;
    return (
      Number.isInteger(durationMin) &&
      (durationMin as number) >= CUSTOM_MIN_MIN &&
      (durationMin as number) <= CUSTOM_MAX_MIN &&
      isTimerOptions(timer) &&
      (warmup === null || isTimedSession(warmup)) &&
      isTimedSession(session) &&
      isStoredCount(intervalBells) &&
      isStoredCount(strikes)
    );
  },
  label: 'your singing bowl session',
});

/** Where the kit keeps what the machine declares. */
export const STORE: SessionStore<Settings, Snapshot> = {
  settings: {
    volume: VOLUME_KEY,
    isMuted: MUTED_KEY,
    between: BETWEEN_KEY,
    intervalMin: INTERVAL_KEY,
    warmupSec: WARMUP_KEY,
    customMin: CUSTOM_KEY,
  },
  snapshot: RUNNING_KEY,
};
