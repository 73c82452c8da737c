/**
 * Box breathing's four phase dots (docs/tools/box-breathing.md#screen): one per side of the box, the
 * phase under way filled while a session runs; a screen reader hears the phases' names and which is current.
 */
import { cn } from '../../../lib/ui/cn';
import { PHASES, type View } from '../machine';

/** The dots, as a list of the phases. */
export function PhaseDots({ view }: { view: View }) {
  return (
    <ol className="mb-6 flex gap-3 md:mb-8" aria-label="Phases">
      {PHASES.map((phase, index) => {
        const isCurrent = view.isRunning && index === view.phaseIndex;
        return (
          <li key={index}>
            <span
              className={cn(
                'block size-3 rounded-full transition-colors',
                isCurrent ? 'bg-primary' : 'bg-line',
              )}
              data-testid="phase-dot"
              data-active={isCurrent ? '' : undefined}
            />
            <span className="sr-only">
              {phase.label}
              {isCurrent ? ' (current)' : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
