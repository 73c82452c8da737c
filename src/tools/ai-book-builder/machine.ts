/**
 * The reading builder as a pure state machine (docs/tools/ai-book-builder.md#behaviour, #validation, #constants): the five steps
 * (1 genre, 2 reading time, 3 content type for fiction, 4 generate, 5 analytics), one book request at a
 * time with its progress, failure and retry, the full-screen reader (sections, position, read-aloud,
 * reading time) and the 'Book Completed!' overlay that resets the flow after 2000 ms.
 *
 * Time enters as data (`now` on every event). The island performs what the state asks for: the book
 * request while `generation` is loading, speech while `reader.isNarrating`, and stores `position` and
 * each completion (`completions` rises once per finished book).
 */
import {
  GENRES,
  READING_TIMES,
  type ContentType,
  type GenreId,
  type ReadingTime,
} from '../../lib/ai/catalog';
import type { AiFailureKind } from '../../lib/ai/client';
import type { BookRequest } from '../../lib/ai/schemas';
import type { RestoreEvent, SessionFacts, SessionMachine } from '../../lib/session/use-session';
import type { SessionRecord } from '../../lib/session/timed-session';
import { splitIntoChunks } from './chunks';
import type { BookProgress, CompletedBook, LibraryBook } from './library';
import { bookFailureText, generationStage, offeredTitles } from './messages';

/** The tool's slug. */
export const TOOL = 'ai-book-builder';
/** docs/tools/ai-book-builder.md#constants: the 'Book Completed!' overlay shows this long, then the flow resets. */
export const COMPLETION_OVERLAY_MS = 2000;
/** How long the page waits for a book; the server gives up at 90 s (AI_BOOK_TIMEOUT_MS) and says so. */
export const BOOK_WAIT_MS = 100_000;
/** Longest stretch between two reader events counted as reading (longer: the visitor stepped away). */
export const READING_STRETCH_CAP_MS = 10 * 60_000;
/** Smallest title of an existing book, in characters after trimming (docs/tools/ai-book-builder.md#validation: over 3). */
export const MIN_TITLE_CHARS = 4;
/**
 * Longest title the API takes (schemas.ts MAX_NAME_CHARS; a test keeps them equal). Not imported:
 * the schemas module would bring its validators into this page at load.
 */
export const MAX_TITLE_CHARS = 200;

/** docs/tools/ai-book-builder.md#behaviour: 1 genre, 2 time, 3 content type, 4 generate, 5 analytics. */
export type Step = 1 | 2 | 3 | 4 | 5;

/** Step bar labels (docs/tools/ai-book-builder.md#screen). */
export const STEP_LABELS: Record<Step, string> = {
  1: 'Genre',
  2: 'Reading Time',
  3: 'Content Type',
  4: 'Generate',
  5: 'Analytics',
};

/** Why a book did not come, as the AI client reported it. */
export interface BookFailure {
  readonly kind: AiFailureKind;
  /** The server's (or network's) reason, shown as the spec's alert detail. */
  readonly message: string;
  readonly retryAfterSec?: number;
}

/** The book request: none, under way, failed or cancelled. */
export type Generation =
  | { readonly status: 'idle' }
  | { readonly status: 'cancelled' }
  | {
      readonly status: 'loading';
      readonly requestId: number;
      readonly request: BookRequest;
      readonly startedAt: number;
      readonly now: number;
    }
  | { readonly status: 'failed'; readonly request: BookRequest; readonly failure: BookFailure };

/** The open book and where the visitor is in it. */
export interface Reader {
  readonly book: LibraryBook;
  /** Each section's paragraphs or chunks (docs/tools/ai-book-builder.md#constants). */
  readonly chunks: readonly (readonly string[])[];
  readonly section: number;
  readonly chunk: number;
  readonly isNarrating: boolean;
  /** The book was just completed (the overlay shows over its last section). */
  readonly isComplete: boolean;
  /** When this read-through began, ms. */
  readonly startedAt: number;
  /** Reading time gathered in this read-through, ms. */
  readonly readMs: number;
  /** Start of the current reading stretch, ms; null while the page is hidden or the book complete. */
  readonly activeSince: number | null;
  readonly openedAt: number;
  readonly timesCompleted: number;
  readonly lastCompletedAt: string | null;
}

/** The latest completion, for the analytics and the library. */
export interface Completion {
  readonly book: CompletedBook;
  readonly libraryId: string;
}

/** The builder's whole state. */
export interface State {
  readonly step: Step;
  readonly genre: GenreId | null;
  readonly readingTime: ReadingTime | null;
  readonly contentType: ContentType | null;
  readonly title: string;
  readonly generation: Generation;
  /** Book requests made so far (request ids). */
  readonly requests: number;
  readonly reader: Reader | null;
  /** Where the overlay ends, ms, while it shows. */
  readonly overlayUntil: number | null;
  /** The position to store for a library book (kept after the reader closes). */
  readonly position: { readonly bookId: string; readonly progress: BookProgress } | null;
  readonly completions: number;
  readonly lastCompletion: Completion | null;
  /** The practice-log record of the latest completed book. */
  readonly record: SessionRecord | null;
  /** When the analytics step was opened, ms (its week is judged at this time). */
  readonly analyticsAt: number;
  /**
   * A library book that was open when the page went (a reload, a closed tab), to open again at its
   * stored position; the island has the library and hands the book over in an `open` event.
   */
  readonly reopenBookId: string | null;
}

/** The book open in the reader, kept so a reload opens it again (its position is kept per book). */
export interface Snapshot {
  readonly bookId: string;
}

/** Things that can happen; every event carries the wall time. */
export type Event =
  | { type: 'chooseGenre'; genre: GenreId; now: number }
  | { type: 'chooseReadingTime'; readingTime: ReadingTime; now: number }
  | { type: 'chooseContentType'; contentType: ContentType; now: number }
  | { type: 'setTitle'; title: string; now: number }
  | { type: 'continue'; now: number }
  | { type: 'back'; now: number }
  | { type: 'goToStep'; step: Step; now: number }
  | { type: 'generate'; now: number }
  | { type: 'pickTitle'; title: string; now: number }
  | {
      type: 'generated';
      requestId: number;
      book: LibraryBook;
      progress?: BookProgress;
      now: number;
    }
  | { type: 'fail'; requestId: number; failure: BookFailure; now: number }
  | { type: 'cancel'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'open'; book: LibraryBook; progress: BookProgress | undefined; now: number }
  | RestoreEvent<unknown, Snapshot>
  /** The book to open again is no longer in the library. */
  | { type: 'forgetReopen'; now: number }
  | { type: 'next'; now: number }
  | { type: 'previous'; now: number }
  | { type: 'setChunk'; chunk: number; now: number }
  | { type: 'complete'; now: number }
  | { type: 'exit'; now: number }
  | { type: 'narrate'; now: number }
  | { type: 'stopNarration'; now: number }
  | { type: 'chunkSpoken'; section: number; chunk: number; now: number }
  | { type: 'hide'; now: number }
  | { type: 'show'; now: number };

/** Whether a genre is fiction (the content-type step is for fiction only, docs/tools/ai-book-builder.md#behaviour). */
export function isFiction(genre: GenreId | null): boolean {
  return GENRES.some((entry) => entry.id === genre && entry.type === 'fiction');
}

/** docs/tools/ai-book-builder.md#constants: sections for a reading time (10 → 3, 20 → 5, 30 → 5). */
export function sectionsFor(readingTime: ReadingTime): number {
  return READING_TIMES.find((option) => option.value === readingTime)?.sections ?? 3;
}

/** docs/tools/ai-book-builder.md#validation: the content step can go on for a new story, or an existing book titled over 3 characters. */
export function isContentReady(contentType: ContentType | null, title: string): boolean {
  return (
    contentType === 'new' || (contentType === 'existing' && title.trim().length >= MIN_TITLE_CHARS)
  );
}

/** The builder before any choice. */
export function initialState(): State {
  return {
    step: 1,
    genre: null,
    readingTime: null,
    contentType: null,
    title: '',
    generation: { status: 'idle' },
    requests: 0,
    reader: null,
    overlayUntil: null,
    position: null,
    completions: 0,
    lastCompletion: null,
    record: null,
    analyticsAt: 0,
    reopenBookId: null,
  };
}

/** Back to step 1 with no choices (docs/tools/ai-book-builder.md#behaviour: after the overlay, and on Exit); history is kept. */
function resetFlow(state: State): State {
  return {
    ...initialState(),
    ...pick(state, 'requests', 'position', 'completions', 'lastCompletion', 'record'),
  };
}

function pick<K extends keyof State>(state: State, ...keys: K[]): Pick<State, K> {
  return Object.fromEntries(keys.map((key) => [key, state[key]])) as Pick<State, K>;
}

/** Whether the step bar may take the visitor to `step` now (Analytics always, docs/tools/ai-book-builder.md#screen). */
export function isStepEnabled(state: State, step: Step): boolean {
  const { genre, readingTime } = state;
  switch (step) {
    case 1:
    case 5:
      return true;
    case 2:
      return genre !== null;
    case 3:
      return isFiction(genre) && readingTime !== null;
    case 4:
      return (
        genre !== null &&
        readingTime !== null &&
        (!isFiction(genre) || isContentReady(state.contentType, state.title))
      );
  }
}

/** Whether Continue shows on the current step. */
export function canContinue(state: State): boolean {
  switch (state.step) {
    case 1:
      return state.genre !== null;
    case 2:
      return state.readingTime !== null;
    case 3:
      return isContentReady(state.contentType, state.title);
    default:
      return false;
  }
}

/** The request the choices make, or null while they are incomplete. */
export function requestOf(state: State): BookRequest | null {
  const { genre, readingTime } = state;
  if (genre === null || readingTime === null) return null;
  if (!isFiction(genre)) return { genre, readingTime };
  if (!isContentReady(state.contentType, state.title)) return null;
  return state.contentType === 'existing'
    ? { genre, readingTime, contentType: 'existing', title: state.title.trim() }
    : { genre, readingTime, contentType: 'new' };
}

/** A changed choice drops a failed or cancelled request's message. */
function withChoice(state: State, change: Partial<State>): State {
  const generation = state.generation.status === 'loading' ? state.generation : { status: 'idle' };
  return { ...state, ...change, generation } as State;
}

function startRequest(state: State, now: number): State {
  const request = requestOf(state);
  if (request === null || state.generation.status === 'loading' || state.reader) return state;
  const requestId = state.requests + 1;
  return {
    ...state,
    step: 4,
    requests: requestId,
    generation: { status: 'loading', requestId, request, startedAt: now, now },
  };
}

const clamp = (value: number, max: number): number =>
  Math.min(Math.max(0, Math.floor(value)), Math.max(0, max));

/** Opens `book` at its stored position (section 1 for a new book). */
function openReader(book: LibraryBook, progress: BookProgress | undefined, now: number): Reader {
  const chunks = book.sections.map((section) => splitIntoChunks(section.content));
  const section = clamp(progress?.section ?? 0, book.sections.length - 1);
  const startedAt = progress?.startedAt ? Date.parse(progress.startedAt) : NaN;
  return {
    book,
    chunks,
    section,
    chunk: clamp(progress?.chunk ?? 0, (chunks[section]?.length ?? 1) - 1),
    isNarrating: false,
    isComplete: false,
    startedAt: Number.isFinite(startedAt) ? startedAt : now,
    readMs: Number.isFinite(startedAt) ? (progress?.readMs ?? 0) : 0,
    activeSince: now,
    openedAt: now,
    timesCompleted: progress?.timesCompleted ?? 0,
    lastCompletedAt: progress?.lastCompletedAt ?? null,
  };
}

/** Adds the stretch since the last event to the reading time (capped: the visitor may have gone). */
function settle(reader: Reader, now: number): Reader {
  if (reader.activeSince === null) return reader;
  const stretch = Math.min(Math.max(0, now - reader.activeSince), READING_STRETCH_CAP_MS);
  return { ...reader, readMs: reader.readMs + stretch, activeSince: now };
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** The position a reader stands for (a completed book starts again at section 1 next time). */
export function progressOf(reader: Reader): BookProgress {
  const base = {
    openedAt: iso(reader.openedAt),
    timesCompleted: reader.timesCompleted,
    lastCompletedAt: reader.lastCompletedAt,
  };
  return reader.isComplete
    ? { ...base, section: 0, chunk: 0, readMs: 0, startedAt: null }
    : {
        ...base,
        section: reader.section,
        chunk: reader.chunk,
        readMs: reader.readMs,
        startedAt: iso(reader.startedAt),
      };
}

function withReader(state: State, reader: Reader | null): State {
  if (reader === state.reader) return state;
  if (reader === null) return { ...state, reader };
  return { ...state, reader, position: { bookId: reader.book.id, progress: progressOf(reader) } };
}

/** Turns to `section` (from its first chunk); narration, if on, carries on there. */
function turnTo(reader: Reader, section: number, now: number): Reader {
  if (section < 0 || section >= reader.book.sections.length || section === reader.section) {
    return reader;
  }
  return { ...settle(reader, now), section, chunk: 0 };
}

function completeBook(state: State, reader: Reader, now: number): State {
  if (reader.section !== reader.book.sections.length - 1) return state;
  const settled = settle(reader, now);
  const { book } = reader;
  const completed: CompletedBook = {
    id: now,
    title: book.title,
    author: book.author,
    genre: book.genre,
    completedAt: iso(now),
    readingTime: book.readingTime,
  };
  const done: Reader = {
    ...settled,
    isNarrating: false,
    isComplete: true,
    activeSince: null,
    timesCompleted: reader.timesCompleted + 1,
    lastCompletedAt: iso(now),
  };
  return {
    ...withReader(state, done),
    overlayUntil: now + COMPLETION_OVERLAY_MS,
    completions: state.completions + 1,
    lastCompletion: { book: completed, libraryId: book.id },
    record: {
      tool: TOOL,
      startedAt: iso(settled.startedAt),
      endedAt: iso(now),
      seconds: Math.floor(settled.readMs / 1000),
    },
  };
}

/** Reader events; none while the overlay shows. */
function transitionReader(state: State, reader: Reader, event: Event): State {
  if (reader.isComplete) return state;
  const { now } = event;
  switch (event.type) {
    case 'next':
      return withReader(state, turnTo(reader, reader.section + 1, now));
    case 'previous':
      return withReader(state, turnTo(reader, reader.section - 1, now));
    case 'setChunk': {
      const chunk = clamp(event.chunk, (reader.chunks[reader.section]?.length ?? 1) - 1);
      if (reader.isNarrating || chunk === reader.chunk) return state;
      return withReader(state, { ...settle(reader, now), chunk });
    }
    case 'complete':
      return completeBook(state, reader, now);
    case 'exit':
      return resetFlow(withReader(state, { ...settle(reader, now), isNarrating: false }));
    case 'narrate':
      return reader.isNarrating
        ? state
        : withReader(state, { ...settle(reader, now), isNarrating: true });
    case 'stopNarration':
      return reader.isNarrating ? withReader(state, { ...reader, isNarrating: false }) : state;
    case 'chunkSpoken': {
      if (!reader.isNarrating || event.section !== reader.section || event.chunk !== reader.chunk)
        return state;
      const settled = settle(reader, now);
      if (reader.chunk + 1 < (reader.chunks[reader.section]?.length ?? 0)) {
        return withReader(state, { ...settled, chunk: reader.chunk + 1 });
      }
      if (reader.section + 1 < reader.book.sections.length) {
        return withReader(state, { ...settled, section: reader.section + 1, chunk: 0 });
      }
      // The end of the book: the visitor completes it themselves.
      return withReader(state, { ...settled, isNarrating: false });
    }
    case 'hide':
      return withReader(state, { ...settle(reader, now), isNarrating: false, activeSince: null });
    case 'show':
      return reader.activeSince === null
        ? withReader(state, { ...reader, activeSince: now })
        : state;
    default:
      return state;
  }
}

function failWith(state: State, failure: BookFailure): State {
  if (state.generation.status !== 'loading') return state;
  return { ...state, generation: { status: 'failed', request: state.generation.request, failure } };
}

/** The next state. */
export function transition(state: State, event: Event): State {
  const { now } = event;
  switch (event.type) {
    case 'tick': {
      if (state.overlayUntil !== null && now >= state.overlayUntil) {
        return resetFlow(state);
      }
      const { generation } = state;
      if (generation.status !== 'loading' || now === generation.now) return state;
      if (now - generation.startedAt >= BOOK_WAIT_MS) {
        return failWith(state, {
          kind: 'timeout',
          message: `The book did not arrive within ${BOOK_WAIT_MS / 1000} seconds`,
        });
      }
      return { ...state, generation: { ...generation, now: Math.max(now, generation.now) } };
    }
    case 'chooseGenre':
      if (event.genre === state.genre) return state;
      // A switch between fiction and real genres changes which steps apply; the content choice goes.
      return withChoice(state, { genre: event.genre, contentType: null, title: '' });
    case 'chooseReadingTime':
      return event.readingTime === state.readingTime
        ? state
        : withChoice(state, { readingTime: event.readingTime });
    case 'chooseContentType':
      return event.contentType === state.contentType
        ? state
        : withChoice(state, { contentType: event.contentType });
    case 'setTitle':
      return event.title === state.title ? state : withChoice(state, { title: event.title });
    case 'continue': {
      if (!canContinue(state)) return state;
      // docs/tools/ai-book-builder.md#behaviour: Continue from step 2 jumps to step 4 for real genres.
      const next: Step =
        state.step === 1 ? 2 : state.step === 2 ? (isFiction(state.genre) ? 3 : 4) : 4;
      return { ...state, step: next };
    }
    case 'back': {
      if (state.step < 2 || state.step > 4 || state.generation.status === 'loading') return state;
      const previous: Step =
        state.step === 4 ? (isFiction(state.genre) ? 3 : 2) : ((state.step - 1) as Step);
      return { ...state, step: previous };
    }
    case 'goToStep': {
      if (event.step === state.step || !isStepEnabled(state, event.step) || state.reader)
        return state;
      // Leaving while a book is on its way cancels it.
      const generation =
        state.generation.status === 'loading'
          ? ({ status: 'cancelled' } as const)
          : state.generation;
      return {
        ...state,
        step: event.step,
        generation,
        analyticsAt: event.step === 5 ? now : state.analyticsAt,
      };
    }
    case 'generate':
      return state.step === 4 ? startRequest(state, now) : state;
    case 'pickTitle':
      if (state.generation.status === 'loading' || !isFiction(state.genre)) return state;
      return startRequest({ ...state, contentType: 'existing', title: event.title }, now);
    case 'generated': {
      const { generation } = state;
      if (generation.status !== 'loading' || generation.requestId !== event.requestId) return state;
      // docs/tools/ai-book-builder.md#behaviour: success enters the reader at section 1 (a book already in the library keeps
      // only its completion count).
      const kept = event.progress && {
        ...event.progress,
        section: 0,
        chunk: 0,
        startedAt: null,
        readMs: 0,
      };
      return withReader(
        { ...state, generation: { status: 'idle' } },
        openReader(event.book, kept, now),
      );
    }
    case 'fail': {
      const { generation } = state;
      if (generation.status !== 'loading' || generation.requestId !== event.requestId) return state;
      return failWith(state, event.failure);
    }
    case 'cancel':
      return state.generation.status === 'loading'
        ? { ...state, generation: { status: 'cancelled' } }
        : state;
    case 'open':
      if (state.reader) return state;
      return withReader(
        {
          ...state,
          reopenBookId: null,
          generation:
            state.generation.status === 'loading' ? { status: 'cancelled' } : state.generation,
        },
        openReader(event.book, event.progress, now),
      );
    case 'restore':
      return event.snapshot && !state.reader
        ? { ...state, reopenBookId: event.snapshot.bookId }
        : state;
    case 'forgetReopen':
      return { ...state, reopenBookId: null };
    default:
      return state.reader ? transitionReader(state, state.reader, event) : state;
  }
}

/** One entry of the step bar. */
export interface StepView {
  readonly step: Step;
  readonly label: string;
  readonly isEnabled: boolean;
  readonly isCurrent: boolean;
}

/** What step 4 shows about the request. */
export type GenerationView =
  | { readonly status: 'idle' | 'cancelled' }
  | {
      readonly status: 'loading';
      readonly stage: string;
      readonly elapsedSec: number;
    }
  | {
      readonly status: 'failed';
      /** docs/tools/ai-book-builder.md#errors: 'Failed to generate book content: {detail}. Please try again.' */
      readonly alert: string;
      /** Retellings the built-in guide offers instead of an unknown title. */
      readonly offered: readonly string[];
      /** When to try again, for a busy server (seconds), if it said. */
      readonly retryAfterSec?: number;
      readonly canRetry: boolean;
    };

/** What the open reader shows. */
export interface ReaderView {
  readonly book: LibraryBook;
  readonly section: number;
  readonly sectionCount: number;
  readonly sectionTitle: string;
  readonly chunks: readonly string[];
  readonly chunk: number;
  readonly isFirst: boolean;
  readonly isLast: boolean;
  /** docs/tools/ai-book-builder.md#screen: the progress bar, (section + 1) / sections. */
  readonly progress: number;
  readonly isNarrating: boolean;
  readonly isComplete: boolean;
}

/** Everything the screen shows. */
export interface View {
  readonly step: Step;
  readonly steps: readonly StepView[];
  readonly canContinue: boolean;
  readonly canGoBack: boolean;
  readonly isFiction: boolean;
  /** Sections the chosen reading time asks for, or null. */
  readonly sections: number | null;
  readonly request: BookRequest | null;
  readonly generation: GenerationView;
  readonly reader: ReaderView | null;
  readonly isOverlayShown: boolean;
  /** The time the analytics judge the week at, ms. */
  readonly analyticsAt: number;
}

function generationView(state: State): GenerationView {
  const { generation } = state;
  switch (generation.status) {
    case 'idle':
    case 'cancelled':
      return { status: generation.status };
    case 'loading': {
      const elapsedMs = Math.max(0, generation.now - generation.startedAt);
      return {
        status: 'loading',
        stage: generationStage(elapsedMs, sectionsFor(generation.request.readingTime)),
        elapsedSec: Math.floor(elapsedMs / 1000),
      };
    }
    case 'failed': {
      const { failure } = generation;
      return {
        status: 'failed',
        alert: bookFailureText(failure.message),
        offered: failure.kind === 'not-found' ? offeredTitles(failure.message) : [],
        ...(failure.retryAfterSec === undefined ? {} : { retryAfterSec: failure.retryAfterSec }),
        // An unknown title fails again; the visitor picks or types another instead.
        canRetry: failure.kind !== 'not-found',
      };
    }
  }
}

function readerView(reader: Reader): ReaderView {
  const sectionCount = reader.book.sections.length;
  return {
    book: reader.book,
    section: reader.section,
    sectionCount,
    sectionTitle: reader.book.sections[reader.section]?.title ?? '',
    chunks: reader.chunks[reader.section] ?? [],
    chunk: reader.chunk,
    isFirst: reader.section === 0,
    isLast: reader.section === sectionCount - 1,
    progress: (reader.section + 1) / sectionCount,
    isNarrating: reader.isNarrating,
    isComplete: reader.isComplete,
  };
}

/** Derives the view from the state. */
export function viewOf(state: State): View {
  const fiction = isFiction(state.genre);
  const steps = ([1, 2, 3, 4, 5] as const)
    // docs/tools/ai-book-builder.md#screen: Content Type only for fiction genres.
    .filter((step) => step !== 3 || state.genre === null || fiction)
    .map((step) => ({
      step,
      label: STEP_LABELS[step],
      isEnabled: isStepEnabled(state, step),
      isCurrent: step === state.step,
    }));
  return {
    step: state.step,
    steps,
    canContinue: canContinue(state),
    canGoBack: state.step >= 2 && state.step <= 4 && state.generation.status !== 'loading',
    isFiction: fiction,
    sections: state.readingTime === null ? null : sectionsFor(state.readingTime),
    request: requestOf(state),
    generation: generationView(state),
    reader: state.reader ? readerView(state.reader) : null,
    isOverlayShown: state.overlayUntil !== null,
    analyticsAt: state.analyticsAt,
  };
}

/** What the session hook wires: the request's wait and the overlay's end are the exact events. */
export function factsOf(state: State): SessionFacts {
  const { generation } = state;
  const isLoading = generation.status === 'loading';
  return {
    // The ticker shows the request's elapsed time; the wake lock keeps a narrating phone awake.
    isRunning: isLoading || state.reader?.isNarrating === true,
    wakeAt: isLoading ? generation.startedAt + BOOK_WAIT_MS : state.overlayUntil,
    tickMs: isLoading ? 500 : 1000,
    completions: state.completions,
    record: state.record,
  };
}

/** The reading builder on the session kit; the open book is kept across a reload. */
export const aiBookBuilder: SessionMachine<State, Event, View, unknown, Snapshot> = {
  tool: TOOL,
  transition,
  viewOf,
  factsOf,
  snapshotOf: (state) =>
    state.reader && !state.reader.isComplete
      ? { bookId: state.reader.book.id }
      : state.reopenBookId !== null
        ? { bookId: state.reopenBookId }
        : null,
};
