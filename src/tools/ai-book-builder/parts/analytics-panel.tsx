/**
 * Step 5 (docs/tools/ai-book-builder.md#screen, #constants): this week's books read, minutes, genres and streak, the genres by count,
 * the week's books, an empty state with 'Start Reading', and 'Clear All Data' after a confirmation.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { weeklyStats } from '../analytics';
import type { CompletedBook } from '../library';
import { AnalyticsEmpty } from './analytics-empty';
import { BookIcon } from './book-icon';
import { ClearReadingData } from './clear-reading-data';
import { GenreBreakdown, WeekBooks } from './week-lists';

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

  if (books.length === 0) return <AnalyticsEmpty onStartReading={onStartReading} />;

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
        <GenreBreakdown breakdown={stats.breakdown} />
      ) : (
        <p className="text-muted">
          No books finished this week yet. Your totals start again each Sunday.
        </p>
      )}

      {stats.books.length > 0 && <WeekBooks books={stats.books} />}

      <ClearReadingData
        bookCount={books.length}
        isConfirming={isConfirming}
        onConfirmingChange={setConfirming}
        onClear={onClear}
      />
    </div>
  );
}
