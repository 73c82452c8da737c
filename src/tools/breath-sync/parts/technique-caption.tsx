/**
 * Breath-sync's caption (docs/tools/breath-sync.md#screen): the technique's name and pattern, what it is
 * for, and the cycles completed in the session under way (or the last one).
 */
import type { View } from '../machine';
import { formatPattern } from '../techniques';

/** The lines under the controls. */
export function TechniqueCaption({ view }: { view: View }) {
  return (
    <>
      <p className="mt-5 text-center">
        <span className="font-semibold" data-testid="technique-name">
          {view.techniqueName}
        </span>{' '}
        <span className="text-muted tabular-nums" data-testid="technique-pattern">
          {formatPattern(view.pattern)}
        </span>
      </p>
      <p className="text-center text-sm text-muted" data-testid="technique-summary">
        {view.summary}
      </p>
      <p className="mt-3 text-center" data-testid="cycles">
        Completed cycles: <span className="font-semibold tabular-nums">{view.cycles}</span>
      </p>
    </>
  );
}
