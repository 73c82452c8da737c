/** Step 5 before any book is finished (docs/tools/ai-book-builder.md#screen): what will show, and 'Start Reading'. */
import { Button } from '../../../components/ui/button';
import { BookIcon } from './book-icon';

/** What the empty analytics step does. */
export interface AnalyticsEmptyProps {
  onStartReading: () => void;
}

/** The analytics' empty state. */
export function AnalyticsEmpty({ onStartReading }: AnalyticsEmptyProps) {
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
