/**
 * The visitor's library (beyond the spec): generated books kept in this browser to resume or read
 * again, newest first, at most LIBRARY_LIMIT; a book is removed only after the visitor confirms.
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LIBRARY_LIMIT, readingStatusOf, type LibraryBook, type ProgressMap } from '../library';
import { BookIcon, GenreIcon, genreName } from './book-icon';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

function BookRow({
  book,
  progress,
  onOpen,
  onRemove,
}: {
  book: LibraryBook;
  progress: ProgressMap[string] | undefined;
  onOpen: () => void;
  onRemove: () => void;
}) {
  const [isConfirming, setConfirming] = useState(false);
  const status = readingStatusOf(book, progress);
  const sections = book.sections.length;
  const statusText =
    status.kind === 'reading'
      ? `Section ${status.section + 1} of ${sections}`
      : status.kind === 'finished'
        ? `Finished ${DATE_FORMAT.format(Date.parse(status.at))}`
        : 'Not started';
  const action =
    status.kind === 'reading' ? 'Resume' : status.kind === 'finished' ? 'Read again' : 'Read';
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap">
      <GenreIcon genre={book.genre} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{book.title}</p>
        <p className="text-sm text-muted">
          {genreName(book.genre)} · {book.readingTime} min · {statusText}
        </p>
        {status.kind === 'reading' && (
          <span
            aria-hidden
            className="mt-2 block h-1 w-40 overflow-hidden rounded-full bg-surface-2"
          >
            <span
              className="block h-full rounded-full bg-primary"
              style={{ width: `${((status.section + 1) / sections) * 100}%` }}
            />
          </span>
        )}
      </div>
      {isConfirming ? (
        <div className="flex items-center gap-2" role="group" aria-label={`Remove ${book.title}?`}>
          <span className="text-sm">Remove?</span>
          <Button size="sm" variant="secondary" onClick={onRemove}>
            Remove
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </div>
      ) : (
        <div className="flex items-center gap-1">
          <Button
            size="sm"
            variant={status.kind === 'reading' ? 'primary' : 'secondary'}
            onClick={onOpen}
            aria-label={`${action}: ${book.title}`}
          >
            {action}
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Remove ${book.title} from your library`}
            onClick={() => setConfirming(true)}
          >
            <BookIcon name="trash-2" size={18} />
          </Button>
        </div>
      )}
    </li>
  );
}

/** The library under the builder; nothing until it holds a book. */
export function LibraryList({
  library,
  progress,
  onOpen,
  onRemove,
}: {
  library: readonly LibraryBook[];
  progress: ProgressMap;
  onOpen: (book: LibraryBook) => void;
  onRemove: (book: LibraryBook) => void;
}) {
  if (library.length === 0) return null;
  return (
    <section aria-labelledby="library-heading" className="mx-auto mt-8 max-w-3xl">
      <div className="mb-3 flex items-baseline justify-between gap-3 px-1">
        <h2
          id="library-heading"
          className="flex items-center gap-2 font-display text-xl font-semibold"
        >
          <BookIcon name="book-marked" size={20} className="text-primary" />
          Your library
        </h2>
        <p className="text-sm text-muted">
          {library.length} of {LIBRARY_LIMIT} books kept
        </p>
      </div>
      <ul className="divide-y divide-line rounded-card border border-line bg-surface shadow-soft">
        {library.map((book) => (
          <BookRow
            key={book.id}
            book={book}
            progress={progress[book.id]}
            onOpen={() => onOpen(book)}
            onRemove={() => onRemove(book)}
          />
        ))}
      </ul>
      <p className="mt-2 px-1 text-sm text-muted">
        Kept in this browser. When a new book would make {LIBRARY_LIMIT + 1}, a finished book makes
        room first, then the one left unopened longest; you are told which.
      </p>
    </section>
  );
}
