/** The week's lists on step 5 (docs/tools/ai-book-builder.md#screen): the genres by count and the books finished. */
import { completedAtMs, type GenreCount } from '../analytics';
import type { CompletedBook } from '../library';
import { GenreIcon, genreName } from './book-icon';

const DAY_FORMAT = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** The week's genres, most read first. */
export interface GenreBreakdownProps {
  breakdown: readonly GenreCount[];
}

/** Each genre read this week with a bar against the most read. */
export function GenreBreakdown({ breakdown }: GenreBreakdownProps) {
  const largest = breakdown[0]?.count ?? 1;
  return (
    <section aria-labelledby="genre-breakdown">
      <h3 id="genre-breakdown" className="mb-3 font-sans text-sm font-semibold text-muted">
        Genres this week
      </h3>
      <ul className="space-y-2">
        {breakdown.map((entry) => (
          <li key={entry.genre} className="flex items-center gap-3">
            <GenreIcon genre={entry.genre} size="sm" />
            <span className="w-24 shrink-0 text-sm font-medium">{genreName(entry.genre)}</span>
            <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-surface-2">
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${(entry.count / largest) * 100}%` }}
              />
            </span>
            <span className="w-16 text-right text-sm tabular-nums">
              {entry.count} {entry.count === 1 ? 'book' : 'books'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** This week's books, latest first. */
export interface WeekBooksProps {
  books: readonly CompletedBook[];
}

/** The books finished this week, with their reading time and day. */
export function WeekBooks({ books }: WeekBooksProps) {
  return (
    <section aria-labelledby="week-books">
      <h3 id="week-books" className="mb-3 font-sans text-sm font-semibold text-muted">
        Finished this week
      </h3>
      <ul className="divide-y divide-line rounded-2xl border border-line">
        {books.map((book) => (
          <li
            key={`${String(book.id)}-${String(book.completedAt)}`}
            className="flex items-center gap-3 px-4 py-3"
          >
            <GenreIcon genre={book.genre} size="sm" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{book.title}</span>
              <span className="block text-sm text-muted">
                {book.readingTime} min · {DAY_FORMAT.format(completedAtMs(book) ?? 0)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
