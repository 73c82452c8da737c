/**
 * The AI suggestion cards the three planners share: six suggestions with Add (and a video-search link
 * where the planner has one), the spec's notice, and a gentle message with a retry when nothing came
 * back. Loaded with the first request (generate-bar.tsx holds the button that is on the page at once).
 */
import { ExternalLink, Plus, RotateCcw } from 'lucide';
import { Icon } from '../ui/icon';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { CautionNote } from './caution-note';

/** One suggestion as a card shows it. */
export interface SuggestionCard {
  readonly name: string;
  /** Short facts under the name (category, time, difficulty, sets or hold); null ones are left out. */
  readonly tags: readonly (string | null)[];
  readonly description: string;
  /** Video search for the item (docs/tools/planners.md#calls), opened in a new tab. */
  readonly videoUrl?: string;
  /** The pose or exercise drawn (issue 25). */
  readonly picture?: ReactNode;
  /** What to watch for, where the item needs it. */
  readonly caution?: string | null;
}

/** The list, its notice, and the message when nothing came back. */
export function SuggestionCards({
  isLoading,
  cards,
  onAdd,
  notice,
  message,
  onRetry,
  source,
}: {
  isLoading: boolean;
  cards: readonly SuggestionCard[];
  onAdd: (index: number) => void;
  /** The spec's notice beside the suggestions (docs/tools/planners.md#errors). */
  notice: ReactNode;
  /** Why nothing came back, or null. */
  message: string | null;
  onRetry: () => void;
  /** Who answered ('the built-in guide'), when known. */
  source: string | null;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {isLoading
          ? 'Generating suggestions…'
          : cards.length > 0
            ? `${cards.length} suggestions`
            : ''}
      </p>
      {message && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3"
        >
          <p className="min-w-0 flex-1 text-sm">{message}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <Icon icon={RotateCcw} size={16} />
            Try again
          </Button>
        </div>
      )}
      {cards.length > 0 && (
        <>
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Suggestions">
            {cards.map((card, index) => (
              <li
                key={card.name}
                className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
              >
                <div className="flex items-start gap-3">
                  {card.picture}
                  <h3 className="min-w-0 flex-1 font-semibold">{card.name}</h3>
                </div>
                <p className="flex flex-wrap gap-1.5">
                  {card.tags
                    .filter((tag) => tag !== null)
                    .map((tag) => (
                      <span
                        key={tag}
                        className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted"
                      >
                        {tag}
                      </span>
                    ))}
                </p>
                <p className="flex-1 text-sm text-muted">{card.description}</p>
                {card.caution && <CautionNote text={card.caution} />}
                <div className="flex flex-wrap items-center gap-2">
                  <Button size="sm" onClick={() => onAdd(index)} aria-label={`Add ${card.name}`}>
                    <Icon icon={Plus} size={16} />
                    Add
                  </Button>
                  {card.videoUrl && (
                    <a
                      href={card.videoUrl}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                    >
                      Watch a video
                      <span className="sr-only"> of {card.name} (opens in a new tab)</span>
                      <Icon icon={ExternalLink} size={14} />
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">
            {notice}
            {source && <> Suggestions from {source}.</>}
          </p>
        </>
      )}
    </div>
  );
}
