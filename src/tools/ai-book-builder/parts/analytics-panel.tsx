/**
 * Step 5 (docs/tools/ai-book-builder.md#screen, #constants): this week's books read, minutes, genres and streak, the genres by count,
 * the week's books, an empty state with 'Start Reading', and 'Clear All Data' after a confirmation.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { completedAtMs, weeklyStats } from '../analytics';
import type { CompletedBook } from '../library';
import { BookIcon, GenreIcon, genreName } from './book-icon';

const DAY_FORMAT = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const WEEK_FORMAT = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long' });

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-surface-2 p-4">
      <dt className="flex items-center gap-2 text-sm text-muted">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 font-display text-3xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** The analytics step. */
export function AnalyticsPanel({
  books,
  now,
  onStartReading,
  onClear,
}: {
  books: readonly CompletedBook[];
  /** When the week is judged, ms. */
  now: number;
  onStartReading: () => void;
  onClear: () => void;
}) {
  const [isConfirming, setConfirming] = useState(false);
  const stats = useMemo(() => weeklyStats(books, now), [books, now]);

  if (books.length === 0) {
    return (
      <div className="flex flex-col items-center py-6 text-center">
        <div
          aria-hidden
          className="mb-4 flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary"
        >
          <BookIcon name="book-open" size={36} />
        </div>
        <h2 className="font-display text-xl font-semibold">No finished books yet</h2>
        <p className="mt-2 max-w-sm text-muted">
          Finish a book and your week of reading shows here: books, minutes, genres and your daily
          streak.
        </p>
        <Button className="mt-6" onClick={onStartReading}>
          Start Reading
        </Button>
      </div>
    );
  }

  const largest = stats.breakdown[0]?.count ?? 1;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="font-display text-xl font-semibold">This week</h2>
        <p className="text-sm text-muted">Since Sunday, {WEEK_FORMAT.format(stats.weekStart)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat
          icon={<BookIcon name="book-open" size={16} />}
          label="Books read"
          value={String(stats.booksRead)}
        />
        <Stat
          icon={<BookIcon name="timer" size={16} />}
          label="Minutes"
          value={String(stats.totalMinutes)}
        />
        <Stat
          icon={<BookIcon name="shapes" size={16} />}
          label="Genres"
          value={String(stats.genres)}
        />
        <Stat
          icon={<BookIcon name="flame" size={16} />}
          label="Day streak"
          value={String(stats.streak)}
        />
      </dl>

      {stats.breakdown.length > 0 ? (
        <section aria-labelledby="genre-breakdown">
          <h3 id="genre-breakdown" className="mb-3 font-sans text-sm font-semibold text-muted">
            Genres this week
          </h3>
          <ul className="space-y-2">
            {stats.breakdown.map((entry) => (
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
      ) : (
        <p className="text-muted">
          No books finished this week yet. Your totals start again each Sunday.
        </p>
      )}

      {stats.books.length > 0 && (
        <section aria-labelledby="week-books">
          <h3 id="week-books" className="mb-3 font-sans text-sm font-semibold text-muted">
            Finished this week
          </h3>
          <ul className="divide-y divide-line rounded-2xl border border-line">
            {stats.books.map((book) => (
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
      )}

      <div className="flex justify-end border-t border-line pt-4">
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <BookIcon name="trash-2" size={16} />
          Clear All Data
        </Button>
      </div>
      <Dialog open={isConfirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Clear all reading data?"
          description={`This removes ${books.length === 1 ? 'your 1 finished book' : `all ${books.length} finished books`} from your reading analytics in this browser. Books in your library stay.`}
        >
          <div className="mt-6 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              onClick={() => {
                setConfirming(false);
                onClear();
              }}
            >
              Clear All Data
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
