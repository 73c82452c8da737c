import { describe, expect, it } from 'vitest';
import {
  LIBRARY_LIMIT,
  addToLibrary,
  freshProgress,
  makeBookId,
  pickEviction,
  readingStatusOf,
  removeFromLibrary,
  toLibraryBook,
  type BookProgress,
  type LibraryBook,
  type ProgressMap,
} from './library';

const T0 = Date.parse('2026-11-24T08:00:00Z');
const at = (minutes: number) => T0 + minutes * 60_000;
const iso = (minutes: number) => new Date(at(minutes)).toISOString();

function entry(n: number, title = `Book ${n}`): LibraryBook {
  return {
    id: makeBookId(at(n)),
    title,
    author: 'Stillwell Library',
    genre: 'fantasy',
    readingTime: 10,
    contentType: 'new',
    sections: [{ title: 'One', content: 'Text.' }],
    createdAt: iso(n),
  };
}

/** A library of `count` books, newest first, each opened when it was made. */
function fill(count: number): { library: LibraryBook[]; progress: ProgressMap } {
  const library = Array.from({ length: count }, (_, i) => entry(count - i));
  const progress = Object.fromEntries(
    library.map((book, i) => [book.id, freshProgress(at(count - i))]),
  );
  return { library, progress };
}

const reading = (minutes: number): BookProgress => ({
  ...freshProgress(at(minutes)),
  section: 1,
  startedAt: iso(minutes),
});
const finished = (minutes: number): BookProgress => ({
  ...freshProgress(at(minutes)),
  timesCompleted: 1,
  lastCompletedAt: iso(minutes),
});

describe('library', () => {
  it('keeps 12 books', () => {
    expect(LIBRARY_LIMIT).toBe(12);
  });

  it('makes a library entry from a generated book and its request', () => {
    const book = toLibraryBook(
      { title: 'T', author: 'A', sections: [{ title: 'S', content: 'C' }] },
      { genre: 'history', readingTime: 20 },
      T0,
    );
    expect(book).toEqual({
      id: makeBookId(T0),
      title: 'T',
      author: 'A',
      genre: 'history',
      readingTime: 20,
      sections: [{ title: 'S', content: 'C' }],
      createdAt: '2026-11-24T08:00:00.000Z',
    });
  });

  it('adds a new book first with a fresh position', () => {
    const { library, progress } = fill(2);
    const update = addToLibrary(library, progress, entry(10), at(10));
    expect(update.library.map((book) => book.title)).toEqual(['Book 10', 'Book 2', 'Book 1']);
    expect(update.progress[entry(10).id]).toEqual(freshProgress(at(10)));
    expect(update.evicted).toEqual([]);
  });

  it('past 12 books removes the least recently opened unread book, never the new one', () => {
    const { library, progress } = fill(12);
    const update = addToLibrary(library, progress, entry(20), at(20));
    expect(update.library).toHaveLength(12);
    expect(update.library[0]?.title).toBe('Book 20');
    expect(update.evicted.map((book) => book.title)).toEqual(['Book 1']);
    expect(update.progress[entry(1).id]).toBeUndefined();
  });

  it('removes a finished book before an unread one, and a book under way last', () => {
    const { library, progress } = fill(12);
    const marked: ProgressMap = {
      ...progress,
      [entry(1).id]: reading(1),
      [entry(7).id]: finished(7),
    };
    expect(pickEviction(library, marked, 'none')?.title).toBe('Book 7');
    const noFinished = { ...marked, [entry(7).id]: freshProgress(at(7)) };
    expect(pickEviction(library, noFinished, 'none')?.title).toBe('Book 2');
    const allReading = Object.fromEntries(library.map((book, i) => [book.id, reading(12 - i)]));
    expect(pickEviction(library, allReading, 'none')?.title).toBe('Book 1');
  });

  it('treats a finished book being read again as under way', () => {
    const { library, progress } = fill(2);
    const again = { ...progress, [entry(1).id]: { ...finished(1), startedAt: iso(5) } };
    expect(pickEviction(library, again, 'none')?.title).toBe('Book 2');
  });

  it('keeps the same book generated again under its id, with its completions but a fresh start', () => {
    const { library, progress } = fill(3);
    const old = entry(2);
    const before = { ...finished(2), section: 2 };
    const update = addToLibrary(
      library,
      { ...progress, [old.id]: before },
      { ...entry(30, old.title) },
      at(30),
    );
    expect(update.book.id).toBe(old.id);
    expect(update.library.map((book) => book.title)).toEqual(['Book 2', 'Book 3', 'Book 1']);
    expect(update.progress[old.id]).toMatchObject({ timesCompleted: 1, openedAt: iso(30) });
  });

  it('removes a book and its position', () => {
    const { library, progress } = fill(3);
    const update = removeFromLibrary(library, progress, entry(2).id);
    expect(update.library.map((book) => book.title)).toEqual(['Book 3', 'Book 1']);
    expect(Object.keys(update.progress)).toEqual([entry(3).id, entry(1).id]);
  });

  it('says whether a book is unread, under way or finished', () => {
    const book = entry(1);
    expect(readingStatusOf(book, undefined)).toEqual({ kind: 'unread' });
    expect(readingStatusOf(book, freshProgress(T0))).toEqual({ kind: 'unread' });
    expect(readingStatusOf(book, { ...reading(1), section: 9 })).toEqual({
      kind: 'reading',
      section: 0,
    });
    expect(readingStatusOf(book, finished(3))).toEqual({ kind: 'finished', at: iso(3) });
  });
});
