/**
 * What the practice journal (/practice) keeps beside the practice log: moods per session and whether
 * streaks are shown. The log's entry schema stays as it is (every tool writes it); moods refer to a
 * session by its identity (`getSessionId`).
 */
import { booleanSchema, createGuardSchema } from '../storage/guard-schema';
import { defineKey } from '../storage/storage';
import type { PracticeEntry } from './practice-log';

/** The mood scale, lowest first (value 1–5). */
export const MOODS = [
  { value: 1, label: 'Low' },
  { value: 2, label: 'Uneasy' },
  { value: 3, label: 'Okay' },
  { value: 4, label: 'Good' },
  { value: 5, label: 'Great' },
] as const;

/** One step of the mood scale, 1 (low) to 5 (great). */
export type MoodValue = (typeof MOODS)[number]['value'];

/** The moods recorded for one session, each optional. */
export interface SessionMood {
  /** How the visitor felt before the session. */
  before?: MoodValue;
  /** How the visitor felt after it. */
  after?: MoodValue;
}

/** Moods by session identity. */
export type SessionMoods = Record<string, SessionMood>;

/** A stable identity of a logged session: its tool and start time (a tool cannot start twice at once). */
export function getSessionId(entry: Pick<PracticeEntry, 'tool' | 'startedAt'>): string {
  return `${entry.tool}@${entry.startedAt}`;
}

/** The moods with one session's mood set (or removed, when it has neither before nor after). */
export function withSessionMood(
  moods: SessionMoods,
  sessionId: string,
  mood: SessionMood | undefined,
): SessionMoods {
  const others = Object.fromEntries(Object.entries(moods).filter(([id]) => id !== sessionId));
  return mood?.before === undefined && mood?.after === undefined
    ? others
    : { ...others, [sessionId]: mood };
}

const isMoodValue = (value: unknown): value is MoodValue =>
  MOODS.some((mood) => mood.value === value);

const isSessionMood = (value: unknown): value is SessionMood =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(
    ([name, mood]) => (name === 'before' || name === 'after') && isMoodValue(mood),
  );

/** Moods the visitor tapped, by session identity. */
export const PRACTICE_MOODS_KEY = defineKey<SessionMoods>({
  key: 'stillwell:site:practice-moods',
  schema: createGuardSchema(
    (value): value is SessionMoods =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every(isSessionMood),
    'Expected moods by session',
  ),
  version: 1,
  defaultValue: {},
  label: 'your session moods',
});

/** Whether the journal shows streaks (the visitor may hide them). */
export const SHOW_STREAKS_KEY = defineKey<boolean>({
  key: 'stillwell:site:show-streaks',
  schema: booleanSchema(),
  version: 1,
  defaultValue: true,
  label: 'your streaks setting',
});
