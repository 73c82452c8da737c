/**
 * The sound mixer's stored data (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>). The validators
 * are hand-made Standard Schemas (storage accepts any): zod/mini's record and literal schemas would add
 * about 1 KB gzip to a page at the edge of its 90 KB budget for two small shapes.
 */
import { definePersistedSession } from '../../lib/session/persisted-session';
import { isTimedSession } from '../../lib/session/timed-session';
import type { SessionStore } from '../../lib/session/use-session';
import { defineKey } from '../../lib/storage/storage';
import { createGuardSchema } from '../../lib/storage/guard-schema';
import {
  DEFAULT_DURATION_MIN,
  DURATIONS_MIN,
  TOOL,
  type DurationMin,
  type Settings,
  type Snapshot,
} from './machine';
import { isRecord } from '../../lib/storage/guards';

/** A mix as stored: keys that are on and volumes 0–1 by key (unknown keys are ignored on use). */
interface StoredMix {
  /** Keys of the sounds that are on. */
  on: string[];
  /** Volume 0–1 in hundredths per key. */
  volumes: Record<string, number>;
}

/** What survives a reload (issue #4: a deliberate change from the original "lost on refresh"). */
export interface StoredMixer extends StoredMix {
  /** Master volume 0–1 in hundredths. */
  master: number;
  /** Session length in minutes (docs/tools/sound-mixer.md#constants). */
  durationMin: DurationMin;
}

/** A named mix saved by the visitor. */
export interface Preset extends StoredMix {
  /** Name the visitor gave the mix, 1–MAX_PRESET_NAME characters. */
  name: string;
}

/** Most presets kept; the oldest goes first beyond it. */
export const MAX_PRESETS = 20;
/** Longest preset name, in characters. */
export const MAX_PRESET_NAME = 40;

type Check = (value: unknown) => boolean;

/** A volume 0–1 in hundredths (docs/tools/sound-mixer.md#validation: an integer 0–100 on screen). */
export const isVolume: Check = (value) =>
  typeof value === 'number' &&
  value >= 0 &&
  value <= 1 &&
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;
/**
 * Version 1 kept volumes as integers 0–100; version 2 keeps them 0–1 like all code (docs/style.md#vocabulary), shown
 * as 0–100 on screen. Anything that is not a v1 shape passes through to fail validation and be kept.
 */
function toHundredths(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const volumes = isRecord(value.volumes)
    ? Object.fromEntries(
        Object.entries(value.volumes).map(([key, volume]) => [
          key,
          typeof volume === 'number' ? volume / 100 : volume,
        ]),
      )
    : value.volumes;
  const master = typeof value.master === 'number' ? { master: value.master / 100 } : {};
  return { ...value, volumes, ...master };
}

const isMix: Check = (value) =>
  isRecord(value) &&
  Array.isArray(value.on) &&
  value.on.every((id) => typeof id === 'string') &&
  isRecord(value.volumes) &&
  Object.values(value.volumes).every(isVolume);

/** The last mix, master volume and session length. */
export const MIX_KEY = defineKey<StoredMixer>({
  key: 'stillwell:sound-mixer:mix',
  schema: createGuardSchema(
    (value): value is StoredMixer =>
      isMix(value) &&
      isRecord(value) &&
      isVolume(value.master) &&
      (DURATIONS_MIN as readonly unknown[]).includes(value.durationMin),
    'not a sound mix',
  ),
  version: 2,
  migrate: (value, fromVersion) => (fromVersion < 2 ? toHundredths(value) : value),
  defaultValue: { on: [], volumes: {}, master: 1, durationMin: DEFAULT_DURATION_MIN },
  label: 'your sound mix',
});

/** The visitor's named presets, newest last. */
export const PRESETS_KEY = defineKey<Preset[]>({
  key: 'stillwell:sound-mixer:presets',
  schema: createGuardSchema(
    (value): value is Preset[] =>
      Array.isArray(value) &&
      value.every(
        (preset) =>
          isMix(preset) &&
          isRecord(preset) &&
          typeof preset.name === 'string' &&
          preset.name.length >= 1 &&
          preset.name.length <= MAX_PRESET_NAME,
      ),
    'not a list of presets',
  ),
  version: 2,
  migrate: (value, fromVersion) =>
    fromVersion < 2 && Array.isArray(value) ? value.map(toHundredths) : value,
  defaultValue: [],
  label: 'your sound mixer presets',
  maxItems: MAX_PRESETS,
});

/** A timed session under way, so it survives a reload (it comes back paused: Play resumes it). */
export const RUNNING_KEY = definePersistedSession<Snapshot>({
  tool: TOOL,
  isSnapshot: (value): value is Snapshot =>
    isRecord(value) &&
    isTimedSession(value.session) &&
    (DURATIONS_MIN as readonly unknown[]).includes(value.durationMin),
  label: 'your sound mixer session',
});

/** Where the kit keeps what the machine declares: the mix under its key, and the timer. */
export const STORE: SessionStore<Settings, Snapshot> = {
  settings: { mix: MIX_KEY },
  snapshot: RUNNING_KEY,
};
