/** Steps 2 and 3 (docs/tools/ai-book-builder.md#behaviour, #validation): reading time, and content type for fiction genres. */
import { useId } from 'react';
import { READING_TIMES, type ContentType, type ReadingTime } from '../../../lib/ai/catalog';
import { MAX_TITLE_CHARS, MIN_TITLE_CHARS } from '../machine';
import { ChoiceCards } from './choice-cards';

const TIME_OPTIONS = READING_TIMES.map((option) => ({
  value: option.value,
  label: option.label,
  description: `${option.sections} sections`,
}));

const CONTENT_OPTIONS = [
  {
    value: 'new',
    label: 'New story',
    description: 'An original story with everyday characters',
  },
  {
    value: 'existing',
    label: 'Existing book',
    description: 'A short retelling of a book you name',
  },
] as const satisfies readonly { value: ContentType; label: string; description: string }[];

/** Step 2. */
export function TimeStep({
  readingTime,
  onReadingTime,
}: {
  readingTime: ReadingTime | null;
  onReadingTime: (readingTime: ReadingTime) => void;
}) {
  return (
    <ChoiceCards
      legend="How long would you like to read?"
      options={TIME_OPTIONS}
      value={readingTime}
      onValueChange={onReadingTime}
      columns="grid-cols-1 sm:grid-cols-3"
    />
  );
}

/** Step 3: a new story, or an existing book by its title. */
export function ContentStep({
  contentType,
  title,
  onContentType,
  onTitle,
}: {
  contentType: ContentType | null;
  title: string;
  onContentType: (contentType: ContentType) => void;
  onTitle: (title: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const missing = MIN_TITLE_CHARS - title.trim().length;
  return (
    <div>
      <ChoiceCards
        legend="What would you like to read?"
        options={CONTENT_OPTIONS}
        value={contentType}
        onValueChange={onContentType}
        columns="grid-cols-1 sm:grid-cols-2"
      />
      {contentType === 'existing' && (
        <div className="mt-5">
          <label htmlFor={inputId} className="mb-2 block font-medium">
            Book title
          </label>
          <input
            id={inputId}
            type="text"
            value={title}
            maxLength={MAX_TITLE_CHARS}
            autoComplete="off"
            placeholder="e.g. Pride and Prejudice"
            aria-describedby={hintId}
            onChange={(event) => onTitle(event.currentTarget.value)}
            className="h-12 w-full rounded-xl border border-line bg-surface px-4 text-ink placeholder:text-muted focus-visible:border-primary"
          />
          <p id={hintId} className="mt-2 text-sm text-muted" aria-live="polite">
            {missing > 0
              ? `Type at least ${MIN_TITLE_CHARS} characters (${missing} more).`
              : 'Ready: the retelling follows the book’s story in simple English.'}
          </p>
        </div>
      )}
    </div>
  );
}
