/**
 * The reading builder's stored data. Spec keys verbatim (docs/tools/ai-book-builder.md#data): `completedBooks` and `darkMode`;
 * the rest are `stillwell:ai-book-builder:<name>` (docs/decisions.md#storage-keys). Validated with type guards: this page
 * ships no schema library at load.
 */
import { GENRE_IDS, READING_TIMES, type ContentType } from '../../lib/ai/catalog';
import { definePersistedSession } from '../../lib/session/persisted-session';
import type { SessionStore } from '../../lib/session/use-session';
import { createGuardSchema, oneOfSchema } from '../../lib/storage/guard-schema';
import { defineKey } from '../../lib/storage/storage';
import type { BookProgress, CompletedBook, LibraryBook, ProgressMap } from './library';
import type { Snapshot } from './machine';
import { isRecord } from '../../lib/storage/guards';

type Guard<T> = (value: unknown) => value is T;

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isDateText = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isArrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(guard);

/** A completed book as docs/tools/ai-book-builder.md#data lists it (id and completedAt may be numbers or strings). */
export const isCompletedBook: Guard<CompletedBook> = (value): value is CompletedBook =>
  isRecord(value) &&
  (isText(value['id']) || typeof value['id'] === 'number') &&
  isText(value['title']) &&
  isText(value['author']) &&
  isText(value['genre']) &&
  (isDateText(value['completedAt']) ||
    (typeof value['completedAt'] === 'number' && Number.isFinite(value['completedAt']))) &&
  typeof value['readingTime'] === 'number' &&
  Number.isFinite(value['readingTime']) &&
  value['readingTime'] >= 0;

const READING_TIME_VALUES: readonly number[] = READING_TIMES.map((option) => option.value);
const CONTENT_TYPES: readonly (ContentType | undefined)[] = ['new', 'existing', undefined];

const isSection = (value: unknown): boolean =>
  isRecord(value) && isText(value['title']) && isText(value['content']);

/** A library book: a generated book with its genre, reading time and sections. */
export const isLibraryBook: Guard<LibraryBook> = (value): value is LibraryBook =>
  isRecord(value) &&
  isText(value['id']) &&
  isText(value['title']) &&
  isText(value['author']) &&
  (GENRE_IDS as readonly unknown[]).includes(value['genre']) &&
  READING_TIME_VALUES.includes(value['readingTime'] as number) &&
  CONTENT_TYPES.includes(value['contentType'] as ContentType | undefined) &&
  Array.isArray(value['sections']) &&
  value['sections'].length > 0 &&
  value['sections'].every(isSection) &&
  isDateText(value['createdAt']);

const isProgress: Guard<BookProgress> = (value): value is BookProgress =>
  isRecord(value) &&
  isCount(value['section']) &&
  isCount(value['chunk']) &&
  typeof value['readMs'] === 'number' &&
  value['readMs'] >= 0 &&
  (value['startedAt'] === null || isDateText(value['startedAt'])) &&
  isDateText(value['openedAt']) &&
  isCount(value['timesCompleted']) &&
  (value['lastCompletedAt'] === null || isDateText(value['lastCompletedAt']));

/** docs/tools/ai-book-builder.md#data: the completed books, oldest first. */
export const COMPLETED_BOOKS_KEY = defineKey<CompletedBook[]>({
  key: 'completedBooks',
  schema: createGuardSchema(isArrayOf(isCompletedBook), 'Expected a list of completed books'),
  version: 1,
  defaultValue: [],
  label: 'your completed books',
});

/** docs/tools/ai-book-builder.md#data: the reader's own dark mode; null until chosen (the reader then follows the site theme). */
export const DARK_MODE_KEY = defineKey<boolean | null>({
  key: 'darkMode',
  schema: createGuardSchema(
    (value): value is boolean | null => typeof value === 'boolean' || value === null,
    'Expected true or false',
  ),
  version: 1,
  defaultValue: null,
  label: 'your reader dark mode setting',
});

/** The local library of generated books, newest first (at most LIBRARY_LIMIT). */
export const LIBRARY_KEY = defineKey<LibraryBook[]>({
  key: 'stillwell:ai-book-builder:library',
  schema: createGuardSchema(isArrayOf(isLibraryBook), 'Expected a list of books'),
  version: 1,
  defaultValue: [],
  label: 'your library of books',
});

/** Where the visitor is in each library book. */
export const PROGRESS_KEY = defineKey<ProgressMap>({
  key: 'stillwell:ai-book-builder:progress',
  schema: createGuardSchema(
    (value): value is ProgressMap => isRecord(value) && Object.values(value).every(isProgress),
    'Expected reading positions',
  ),
  version: 1,
  defaultValue: {},
  label: 'your reading positions',
});

/** Reader text sizes, smallest first. */
export const TEXT_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
/** One of the reader text sizes. */
export type TextSize = (typeof TEXT_SIZES)[number];

/** The reader's text size. */
export const TEXT_SIZE_KEY = defineKey<TextSize>({
  key: 'stillwell:ai-book-builder:text-size',
  schema: oneOfSchema(TEXT_SIZES),
  version: 1,
  defaultValue: 'md',
  label: 'your reader text size',
});

/** Read-aloud speaking rates offered (1 = the voice's normal pace). */
export const SPEECH_RATES = [0.8, 1, 1.2, 1.5] as const;
/** One of the read-aloud rates. */
export type SpeechRate = (typeof SPEECH_RATES)[number];

/** Read-aloud settings: a voice (its voiceURI, or null for the preferred one) and a rate. */
export interface ReadAloudSettings {
  readonly voice: string | null;
  readonly rate: SpeechRate;
}

/** The read-aloud voice and rate. */
export const READ_ALOUD_KEY = defineKey<ReadAloudSettings>({
  key: 'stillwell:ai-book-builder:read-aloud',
  schema: createGuardSchema(
    (value): value is ReadAloudSettings =>
      isRecord(value) &&
      (value['voice'] === null || isText(value['voice'])) &&
      (SPEECH_RATES as readonly unknown[]).includes(value['rate']),
    'Expected a voice and a rate',
  ),
  version: 1,
  defaultValue: { voice: null, rate: 1 },
  label: 'your read-aloud settings',
});

/** The book open in the reader, so a reload opens it again at its stored position. */
export const OPEN_BOOK_KEY = definePersistedSession<Snapshot>({
  tool: 'ai-book-builder',
  isSnapshot: (value): value is Snapshot =>
    isRecord(value) && typeof value['bookId'] === 'string' && value['bookId'].length > 0,
  label: 'the book you had open',
});

/** Where the kit keeps what the machine declares. */
export const STORE: SessionStore<unknown, Snapshot> = { snapshot: OPEN_BOOK_KEY };
