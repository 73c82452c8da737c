/** The phase under way: its word, its instruction, and the four phases of a step with the current one lit. */
import { cn } from '../../../lib/ui/cn';
import { PHASES, PHASE_TEXT, type PhaseKey } from '../machine';

/** The step guide of the running view. */
export function StepGuide({ phase }: { phase: PhaseKey }) {
  const { label, instruction } = PHASE_TEXT[phase];
  return (
    <div className="flex flex-col items-center text-center">
      <p className="font-display text-5xl font-semibold" data-testid="phase">
        {label}
      </p>
      <p className="mt-2 text-lg text-muted" data-testid="instruction">
        {instruction}
      </p>
      <ol className="mt-5 flex gap-2" aria-label="Phases of a step">
        {PHASES.map((key) => {
          const isCurrent = key === phase;
          return (
            <li
              key={key}
              className={cn(
                'rounded-full border px-3 py-1 text-sm transition-colors',
                isCurrent ? 'border-primary bg-primary text-primary-ink' : 'border-line text-muted',
              )}
              aria-current={isCurrent ? 'step' : undefined}
            >
              {PHASE_TEXT[key].label}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
