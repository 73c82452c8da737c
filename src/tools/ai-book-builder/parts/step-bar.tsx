/** The step bar (docs/tools/ai-book-builder.md#screen): Genre, Reading Time, Content Type (fiction only), Generate, Analytics. */
import { cn } from '../../../lib/ui/cn';
import type { Step, StepView } from '../machine';
import { BookIcon } from './book-icon';

/** The steps as buttons; the current one is marked, later ones wait for their choices. */
export function StepBar({
  steps,
  current,
  onStep,
}: {
  steps: readonly StepView[];
  current: Step;
  onStep: (step: Step) => void;
}) {
  return (
    <nav aria-label="Steps" className="border-b border-line px-2 py-3 sm:px-4">
      <ol className="flex justify-between gap-1">
        {steps.map((entry, index) => {
          const isDone = entry.step < current && entry.step !== 5 && current !== 5;
          return (
            <li key={entry.step} className="flex min-w-0 flex-1 justify-center">
              <button
                type="button"
                disabled={!entry.isEnabled}
                aria-current={entry.isCurrent ? 'step' : undefined}
                onClick={() => onStep(entry.step)}
                className="group flex min-w-0 flex-col items-center gap-1 rounded-xl px-1 py-1 text-center enabled:cursor-pointer disabled:cursor-not-allowed"
              >
                <span
                  aria-hidden
                  className={cn(
                    'flex size-8 items-center justify-center rounded-full border text-sm font-semibold tabular-nums transition-colors',
                    entry.isCurrent
                      ? 'border-primary bg-primary text-primary-ink'
                      : isDone
                        ? 'border-primary bg-primary-soft text-primary'
                        : 'border-line text-muted group-enabled:group-hover:bg-surface-2',
                  )}
                >
                  {isDone ? <BookIcon name="check" size={16} /> : index + 1}
                </span>
                <span
                  className={cn(
                    'text-xs leading-tight sm:text-sm',
                    entry.isCurrent ? 'font-semibold text-ink' : 'text-muted',
                    !entry.isEnabled && 'opacity-60',
                  )}
                >
                  {entry.label}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
