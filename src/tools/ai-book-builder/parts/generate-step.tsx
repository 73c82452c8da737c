/**
 * Step 4 (docs/tools/ai-book-builder.md#behaviour, #errors): what will be asked for, the Generate button, the request's progress with a
 * cancel, and a failure as an alert with the spec's text and a way to try again.
 */
import { Button } from '../../../components/ui/button';
import type { BookRequest } from '../../../lib/ai/schemas';
import { READING_TIMES } from '../../../lib/ai/catalog';
import type { GenerationView } from '../machine';
import { formatElapsed } from '../elapsed';
import { BookIcon, GenreIcon, genreName } from './book-icon';

/** A wait in words: 'Please try again in 30 seconds.' (the client's describeRetryAfter, kept local). */
function describeWait(seconds: number): string {
  if (seconds < 60)
    return `You can try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `You can try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

function RequestSummary({ request }: { request: BookRequest }) {
  const time = READING_TIMES.find((option) => option.value === request.readingTime);
  const content =
    request.contentType === 'existing'
      ? `A retelling of “${request.title ?? ''}”`
      : request.contentType === 'new'
        ? 'A new story'
        : 'A true account';
  return (
    <div className="flex items-center gap-4 rounded-2xl bg-surface-2 p-4">
      <GenreIcon genre={request.genre} />
      <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Genre</dt>
        <dd className="font-medium">{genreName(request.genre)}</dd>
        <dt className="text-muted">Reading time</dt>
        <dd className="font-medium">
          {time?.label}, {time?.sections} sections
        </dd>
        <dt className="text-muted">Content</dt>
        <dd className="truncate font-medium">{content}</dd>
      </dl>
    </div>
  );
}

/** Step 4. */
export function GenerateStep({
  request,
  generation,
  provider,
  onGenerate,
  onCancel,
  onPickTitle,
  onChangeTitle,
}: {
  request: BookRequest | null;
  generation: GenerationView;
  /** Who writes the books, when known ('the built-in library' or a model). */
  provider: string | null;
  onGenerate: () => void;
  onCancel: () => void;
  onPickTitle: (title: string) => void;
  onChangeTitle: () => void;
}) {
  const isLoading = generation.status === 'loading';
  return (
    <div className="space-y-5">
      <h2 className="font-display text-xl font-semibold">Your book</h2>
      {request && <RequestSummary request={request} />}
      {/* why the room kept: the line comes from the server a moment later, and arriving above the
          button it moved Generate Book under a finger (or a click) on its way to it */}
      <p className="min-h-[2lh] text-sm text-muted" data-testid="book-provider">
        {provider}
      </p>

      {isLoading ? (
        <div
          role="status"
          className="rounded-2xl border border-line p-4"
          data-testid="generation-progress"
        >
          <div className="flex items-center justify-between gap-3">
            <p className="font-medium">{generation.stage}</p>
            <p className="text-sm text-muted tabular-nums">
              <span className="sr-only">Elapsed </span>
              {formatElapsed(generation.elapsedSec)}
            </p>
          </div>
          <div aria-hidden className="mt-3 h-1.5 overflow-hidden rounded-full bg-surface-2">
            <div className="h-full w-full animate-pulse rounded-full bg-primary" />
          </div>
          <div className="mt-4 flex justify-end">
            <Button variant="secondary" size="sm" onClick={onCancel}>
              <BookIcon name="circle-x" size={16} />
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        generation.status !== 'failed' && (
          <Button size="lg" className="w-full sm:w-auto" onClick={onGenerate} disabled={!request}>
            <BookIcon name="book-open" size={20} />
            Generate Book
          </Button>
        )
      )}

      <div aria-live="polite" className="sr-only">
        {generation.status === 'cancelled' ? 'Generation cancelled.' : ''}
      </div>
      {generation.status === 'failed' && (
        <div className="rounded-2xl border border-danger/40 bg-surface p-4">
          <div role="alert" className="flex gap-3">
            <BookIcon name="circle-alert" size={20} className="mt-0.5 shrink-0 text-danger" />
            <div>
              <p data-testid="book-error">{generation.alert}</p>
              {generation.retryAfterSec !== undefined && (
                <p className="mt-1 text-sm text-muted">{describeWait(generation.retryAfterSec)}</p>
              )}
            </div>
          </div>
          {generation.offered.length > 0 && (
            <div className="mt-4">
              <p className="mb-2 text-sm font-medium">Books it can retell:</p>
              <div className="flex flex-wrap gap-2">
                {generation.offered.map((title) => (
                  <Button
                    key={title}
                    variant="secondary"
                    size="sm"
                    onClick={() => onPickTitle(title)}
                  >
                    Read “{title}”
                  </Button>
                ))}
              </div>
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            {generation.canRetry && (
              <Button size="sm" onClick={onGenerate}>
                <BookIcon name="refresh-cw" size={16} />
                Try Again
              </Button>
            )}
            {!generation.canRetry && (
              <Button variant="secondary" size="sm" onClick={onChangeTitle}>
                Change the title
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
