/**
 * The reading builder's stored data as the island uses it: completed books, the library and its
 * positions. Keeps what the machine reports: each completion once (docs/tools/ai-book-builder.md#behaviour), each position change
 * of a library book, and each generated book (telling the visitor if one made room for it).
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { notify } from '../../lib/notice/notice';
import type { Book, BookRequest } from '../../lib/ai/schemas';
import { readStored } from '../../lib/storage/storage';
import { useStored } from '../../lib/storage/use-stored';
import type { LibraryBook } from './library';
import type { State } from './machine';
import { COMPLETED_BOOKS_KEY, LIBRARY_KEY, PROGRESS_KEY } from './storage';
import type { KeptBook } from './use-book-request';

/** Stored data, and what the island does with it. */
export function useReadingData(state: State) {
  const [completed, setCompleted] = useStored(COMPLETED_BOOKS_KEY);
  const [library, setLibrary] = useStored(LIBRARY_KEY);
  const [progress, setProgress] = useStored(PROGRESS_KEY);

  // Each completion is appended once (the machine's count rises once per finished book).
  const { completions, lastCompletion, position } = state;
  const seenRef = useRef(completions);
  useEffect(() => {
    if (completions <= seenRef.current) return;
    seenRef.current = completions;
    if (lastCompletion) setCompleted((books) => [...books, lastCompletion.book]);
  }, [completions, lastCompletion, setCompleted]);

  // The position of a book still in the library follows the reader.
  const savePosition = useEffectEvent((next: NonNullable<State['position']>) => {
    if (!library.some((book) => book.id === next.bookId)) return;
    setProgress((positions) => ({ ...positions, [next.bookId]: next.progress }));
  });
  useEffect(() => {
    if (position) savePosition(position);
  }, [position]);

  /**
   * Puts a generated book in the library (making room if needed) and returns it as kept. The library
   * rules load with the first book (they are not needed before).
   */
  const keep = async (book: Book, request: BookRequest, now: number): Promise<KeptBook> => {
    const { LIBRARY_LIMIT, addToLibrary, toLibraryBook } = await import('./library');
    const update = addToLibrary(
      readStored(LIBRARY_KEY).value,
      readStored(PROGRESS_KEY).value,
      toLibraryBook(book, request, now),
      now,
    );
    setLibrary([...update.library]);
    setProgress(update.progress);
    for (const evicted of update.evicted) {
      notify({
        tone: 'info',
        message: `Your library keeps ${LIBRARY_LIMIT} books, so “${evicted.title}” was removed to make room.`,
      });
    }
    const kept = update.progress[update.book.id];
    return kept ? { book: update.book, progress: kept } : { book: update.book };
  };

  const remove = (book: LibraryBook): void => {
    void import('./library').then(({ removeFromLibrary }) => {
      const update = removeFromLibrary(
        readStored(LIBRARY_KEY).value,
        readStored(PROGRESS_KEY).value,
        book.id,
      );
      setLibrary(update.library);
      setProgress(update.progress);
    });
  };

  // The book under way most recently opened, offered on step 1.
  const underWay = library
    .filter((book) => progress[book.id]?.startedAt != null)
    .sort(
      (a, b) =>
        Date.parse(progress[b.id]?.openedAt ?? '') - Date.parse(progress[a.id]?.openedAt ?? ''),
    )[0];

  return {
    completed,
    library,
    progress,
    underWay,
    keep,
    remove,
    clearCompleted: () => setCompleted([]),
  };
}
