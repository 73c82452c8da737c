/**
 * The AI generate button the three planners share (docs/tools/ai-exercise-planner.md#validation: it needs a mood or goal and is disabled
 * while generating), with what it is waiting for; the cards it brings load with the first request.
 */
import { LoaderCircle, Sparkles } from 'lucide';
import { Icon } from '../ui/icon';
import type { ComponentProps } from 'react';
import { Button } from '../ui/button';
import { lazyPart } from './lazy-part';

const SuggestionCards = lazyPart(() =>
  import('./suggestion-list').then((module) => module.SuggestionCards),
);

/** The button, a hint while it cannot be pressed, and (once asked for) the suggestion cards. */
export function GenerateBar({
  label,
  hint,
  canGenerate,
  onGenerate,
  hasAsked,
  ...cards
}: {
  /** The spec's button text ('Generate AI Practice'). */
  label: string;
  /** What the button waits for ('Choose a mood first.'), or null. */
  hint: string | null;
  canGenerate: boolean;
  onGenerate: () => void;
  /** A request has been made: the cards part is shown (and loaded). */
  hasAsked: boolean;
} & ComponentProps<typeof SuggestionCards>) {
  return (
    <section aria-label="AI suggestions" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => {
            SuggestionCards.preload();
            onGenerate();
          }}
          disabled={!canGenerate || cards.isLoading}
        >
          {cards.isLoading ? (
            <Icon icon={LoaderCircle} size={18} className="animate-spin" />
          ) : (
            <Icon icon={Sparkles} size={18} />
          )}
          {label}
        </Button>
        {hint && <p className="text-sm text-muted">{hint}</p>}
      </div>
      {hasAsked && <SuggestionCards {...cards} />}
    </section>
  );
}
