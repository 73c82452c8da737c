/**
 * The reading builder's data: completed books (docs/tools/ai-book-builder.md#data, stored under `completedBooks`), and, beyond
 * the spec, a local library of generated books with each one's reading position, so a book can be
 * resumed or read again. Pure functions over plain values; storage.ts declares the keys.
 *
 * The library is bounded (LIBRARY_LIMIT). A new book past the bound makes room by removing one other
 * book: a finished one first (its completion stays in the analytics), else the one left unopened
 * longest. The book just added is never the one removed, and the caller tells the visitor which went.
 */
import type { ContentType, GenreId, ReadingTime } from '../../lib/ai/catalog';
import type { Book, BookRequest } from '../../lib/ai/schemas';

/** A finished book (docs/tools/ai-book-builder.md#data). */
export interface CompletedBook {
  /** The completion's id (its wall time, ms, when written here). */
  readonly id: string | number;
  readonly title: string;
  readonly author: string;
  /** A genre id (docs/tools/ai-book-builder.md#data). */
  readonly genre: string;
  /** When it was completed: ISO 8601 (written here) or ms. */
  readonly completedAt: string | number;
  /** Minutes of the chosen reading time (10, 20 or 30). */
  readonly readingTime: number;
}

/** One section of a book (docs/tools/ai-book-builder.md#data). */
export interface BookSection {
  readonly title: string;
  readonly content: string;
}

/** A generated book kept to read again. */
export interface LibraryBook {
  readonly id: string;
  readonly title: string;
  readonly author: string;
  readonly genre: GenreId;
  readonly readingTime: ReadingTime;
  /** For fiction: a new story or a retelling of an existing book. */
  readonly contentType?: ContentType;
  readonly sections: readonly BookSection[];
  /** When it was generated, ISO 8601. */
  readonly createdAt: string;
}

/** Where the visitor is in a library book, and how they have read it. */
export interface BookProgress {
  /** Section index, from 0. */
  readonly section: number;
  /** Chunk (paragraph) index within the section, from 0. */
  readonly chunk: number;
  /** Reading time gathered in the current read-through, ms. */
  readonly readMs: number;
  /** When the current read-through began, ISO 8601; null before it has. */
  readonly startedAt: string | null;
  /** When the book was last opened, ISO 8601. */
  readonly openedAt: string;
  /** Completed read-throughs. */
  readonly timesCompleted: number;
  /** When it was last completed, ISO 8601, or null. */
  readonly lastCompletedAt: string | null;
}

/** Reading positions by library book id. */
export type ProgressMap = Readonly<Record<string, BookProgress>>;

/** Most books the library keeps (about 25 KB each at 30 minutes; well inside browser storage). */
export const LIBRARY_LIMIT = 12;

/** A book id from the wall time it was generated. */
export function makeBookId(now: number): string {
  return `book-${now.toString(36)}`;
}

/** The library entry for a book generated for `request` at `now`. */
export function toLibraryBook(book: Book, request: BookRequest, now: number): LibraryBook {
  return {
    id: makeBookId(now),
    title: book.title,
    author: book.author,
    genre: request.genre,
    readingTime: request.readingTime,
    ...(request.contentType === undefined ? {} : { contentType: request.contentType }),
    sections: book.sections.map((section) => ({ title: section.title, content: section.content })),
    createdAt: new Date(now).toISOString(),
  };
}

/** Progress of a book nobody has opened yet. */
export function freshProgress(now: number): BookProgress {
  return {
    section: 0,
    chunk: 0,
    readMs: 0,
    startedAt: null,
    openedAt: new Date(now).toISOString(),
    timesCompleted: 0,
    lastCompletedAt: null,
  };
}

const lastUse = (book: LibraryBook, progress: ProgressMap): number =>
  Date.parse(progress[book.id]?.openedAt ?? book.createdAt) || 0;

/** The book to remove to make room, never `keepId`: a finished one first, else the least recently opened. */
export function pickEviction(
  library: readonly LibraryBook[],
  progress: ProgressMap,
  keepId: string,
): LibraryBook | null {
  const others = library.filter((book) => book.id !== keepId);
  // Finished and not being read again first, then unread, then books under way.
  const rank = (book: LibraryBook) => {
    const entry = progress[book.id];
    if ((entry?.startedAt ?? null) !== null) return 2;
    return (entry?.timesCompleted ?? 0) > 0 ? 0 : 1;
  };
  const sorted = [...others].sort(
    (a, b) => rank(a) - rank(b) || lastUse(a, progress) - lastUse(b, progress),
  );
  return sorted[0] ?? null;
}

/** Only the positions of books still in the library. */
function pruneProgress(library: readonly LibraryBook[], progress: ProgressMap): ProgressMap {
  const ids = new Set(library.map((book) => book.id));
  return Object.fromEntries(Object.entries(progress).filter(([id]) => ids.has(id)));
}

/** What adding a book did. */
export interface LibraryUpdate {
  /** The book as kept (a book already in the library keeps its id). */
  readonly book: LibraryBook;
  readonly library: readonly LibraryBook[];
  readonly progress: ProgressMap;
  /** Books removed to stay within LIBRARY_LIMIT (the visitor is told). */
  readonly evicted: readonly LibraryBook[];
}

/** Whether two entries are the same book (the built-in guide gives the same one within a half hour). */
function isSameBook(a: LibraryBook, b: LibraryBook): boolean {
  return (
    a.title === b.title &&
    a.author === b.author &&
    a.genre === b.genre &&
    a.readingTime === b.readingTime
  );
}

/**
 * Adds `book` first (newest first), removing books past LIBRARY_LIMIT as `pickEviction` says. The same
 * book generated again replaces its old entry and keeps its id and completion count.
 */
export function addToLibrary(
  library: readonly LibraryBook[],
  progress: ProgressMap,
  book: LibraryBook,
  now: number,
): LibraryUpdate {
  const same = library.find((entry) => isSameBook(entry, book));
  const added = same ? { ...book, id: same.id } : book;
  const before = same ? progress[same.id] : undefined;
  let kept = [added, ...library.filter((entry) => entry.id !== added.id)];
  let positions: ProgressMap = {
    ...progress,
    [added.id]: before ? { ...before, openedAt: new Date(now).toISOString() } : freshProgress(now),
  };
  const evicted: LibraryBook[] = [];
  while (kept.length > LIBRARY_LIMIT) {
    const out = pickEviction(kept, positions, added.id);
    if (!out) break;
    evicted.push(out);
    kept = kept.filter((entry) => entry.id !== out.id);
  }
  positions = pruneProgress(kept, positions);
  return { book: added, library: kept, progress: positions, evicted };
}

/** The library without book `id`, and without its position. */
export function removeFromLibrary(
  library: readonly LibraryBook[],
  progress: ProgressMap,
  id: string,
): { library: LibraryBook[]; progress: ProgressMap } {
  const kept = library.filter((book) => book.id !== id);
  return { library: kept, progress: pruneProgress(kept, progress) };
}

/** Where a library book stands, for its card. */
export type ReadingStatus =
  | { readonly kind: 'unread' }
  | { readonly kind: 'reading'; readonly section: number }
  | { readonly kind: 'finished'; readonly at: string };

/** Whether the book is unread, under way (at which section) or finished. */
export function readingStatusOf(
  book: LibraryBook,
  progress: BookProgress | undefined,
): ReadingStatus {
  if (progress?.startedAt != null) {
    return { kind: 'reading', section: Math.min(progress.section, book.sections.length - 1) };
  }
  if (progress?.lastCompletedAt != null) return { kind: 'finished', at: progress.lastCompletedAt };
  return { kind: 'unread' };
}
