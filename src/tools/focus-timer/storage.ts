/**
 * The focus timer's stored data. docs/tools/focus-timer.md#data names the history key (`focusTimer_sessionHistory`) and a
 * per-day count keyed by the day string; the other keys follow docs/decisions.md#storage-keys `stillwell:<slug>:<name>`.
 *
 * The per-day count is a key family whose key is the day string itself, as the spec has it: the
 * browser's `Date.toDateString()` ('Tue Nov 24 2026'), one key per day.
 */
import { toNoonDate, type DayKey } from '../../lib/clock/local-day';
import { booleanSchema } from '../../lib/storage/guard-schema';
import { defineDayCounts } from '../../lib/session/day-counts';
import { historySchema } from '../../lib/session/history';
import { definePersistedSession } from '../../lib/session/persisted-session';
import { isStoredTimeOrNull, isTimedSession } from '../../lib/session/timed-session';
import type { SessionStore } from '../../lib/session/use-session';
import { defineKey } from '../../lib/storage/storage';
import {
  DEFAULT_AUTO_START,
  DEFAULT_SOUND_ON,
  MODES,
  TOOL,
  type FocusRecord,
  type Settings,
  type Snapshot,
} from './machine';

/** Finished focus sessions, oldest first (docs/tools/focus-timer.md#data: `{ id, date, startTime, endTime, duration, type }`). */
export const HISTORY_KEY = defineKey<FocusRecord[]>({
  key: 'focusTimer_sessionHistory',
  schema: historySchema('focus'),
  version: 1,
  defaultValue: [],
  label: 'your focus history',
});

/** The beep when a timer finishes (docs/tools/focus-timer.md#constants: on by default). */
export const SOUND_KEY = defineKey<boolean>({
  key: 'stillwell:focus-timer:sound',
  schema: booleanSchema(),
  version: 1,
  defaultValue: DEFAULT_SOUND_ON,
  label: 'your focus timer sound setting',
});

/** Whether the next mode starts by itself (docs/tools/focus-timer.md#constants: off by default). */
export const AUTO_START_KEY = defineKey<boolean>({
  key: 'stillwell:focus-timer:auto-start',
  schema: booleanSchema(),
  version: 1,
  defaultValue: DEFAULT_AUTO_START,
  label: 'your focus timer auto-start setting',
});

/** Whether the visitor asked for a system notification when a phase ends in a hidden tab. */
export const NOTIFY_KEY = defineKey<boolean>({
  key: 'stillwell:focus-timer:notifications',
  schema: booleanSchema(),
  version: 1,
  defaultValue: false,
  label: 'your focus timer notification setting',
});

/** The phase under way, so it survives a reload and a closed tab. */
export const RUNNING_KEY = definePersistedSession<Snapshot>({
  tool: TOOL,
  isSnapshot: (value): value is Snapshot => {
    if (typeof value !== 'object' || value === null) return false;
    const { mode, session, autoStartAt } = value as Record<string, unknown>;
    return (
      (MODES as readonly unknown[]).includes(mode) &&
      isTimedSession(session) &&
      isStoredTimeOrNull(autoStartAt)
    );
  },
  label: 'your running focus session',
});

/** Where the kit keeps what the machine declares. */
export const STORE: SessionStore<Settings, Snapshot> = {
  settings: { isSoundOn: SOUND_KEY, isAutoStart: AUTO_START_KEY },
  snapshot: RUNNING_KEY,
};

/** The day string of a 'YYYY-MM-DD' day, as `Date.toDateString()` writes it: 'Tue Nov 24 2026'. */
export function toDayString(day: DayKey): string {
  return toNoonDate(day).toDateString();
}

/** Today's count of finished focus sessions, one key per day string (docs/tools/focus-timer.md#data). */
export const FOCUS_DAY_COUNTS = defineDayCounts({
  prefix: '',
  pattern: /[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4}/,
  nameOf: toDayString,
  label: 'your daily focus counts',
});
/** The day counts' keys, for Your data. */
export const DAY_COUNTS = FOCUS_DAY_COUNTS.family;
