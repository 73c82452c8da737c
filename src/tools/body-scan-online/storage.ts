/**
 * The body scan's stored settings and scan (docs/decisions.md#storage-keys key naming: stillwell:<tool-slug>:<name>). The
 * machine declares what is kept (`settingsOf`, `snapshotOf`); these are the keys it is kept under.
 */
import { definePersistedSession } from '../../lib/session/persisted-session';
import { isStoredSpan, isTimedSession } from '../../lib/session/timed-session';
import type { SessionStore } from '../../lib/session/use-session';
import { booleanSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import {
  DEFAULT_DURATION_MIN,
  DURATIONS_MIN,
  TOOL,
  type DurationMin,
  type Settings,
  type Snapshot,
} from './machine';

/** Session length in minutes, one of the offered lengths. */
export const DURATION_KEY = defineKey<DurationMin>({
  key: 'stillwell:body-scan-online:duration',
  schema: oneOfSchema(DURATIONS_MIN),
  version: 1,
  defaultValue: DEFAULT_DURATION_MIN,
  label: 'your body scan session length',
});

/** The voice guide (docs/tools/body-scan-online.md#behaviour: off by default). */
export const VOICE_KEY = defineKey<boolean>({
  key: 'stillwell:body-scan-online:voice',
  schema: booleanSchema(),
  version: 1,
  defaultValue: false,
  label: 'your body scan voice setting',
});

/** A scan under way, so it survives a reload and a closed tab. */
export const RUNNING_KEY = definePersistedSession<Snapshot>({
  tool: TOOL,
  isSnapshot: (value): value is Snapshot => {
    if (typeof value !== 'object' || value === null) return false;
    const { session, durationMin, skippedMs } = value as Record<string, unknown>;
    return (
      isTimedSession(session) &&
      (DURATIONS_MIN as readonly unknown[]).includes(durationMin) &&
      // a scan skips ahead within its own length
      isStoredSpan(skippedMs, (durationMin as number) * 60_000)
    );
  },
  label: 'your body scan session',
});

/** Where the kit keeps what the machine declares. */
export const STORE: SessionStore<Settings, Snapshot> = {
  settings: { durationMin: DURATION_KEY, isVoiceOn: VOICE_KEY },
  snapshot: RUNNING_KEY,
};
