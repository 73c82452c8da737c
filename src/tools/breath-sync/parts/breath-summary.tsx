/**
 * Breath-sync's summary card (docs/tools/breath-sync.md#behaviour): after a session that ran its length,
 * the time breathed, the cycles and the technique with its pattern.
 */
import { SessionSummary } from '../../../components/session/session-summary';
import { formatClock } from '../../../lib/clock/format-clock';
import type { View } from '../machine';
import { formatPattern } from '../techniques';

/** What the card shows and does. */
export interface BreathSummaryProps {
  view: View;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The card; New Session only closes it, the technique is ready again. */
export function BreathSummary({ view, open, onOpenChange }: BreathSummaryProps) {
  return (
    <SessionSummary
      open={open}
      onOpenChange={onOpenChange}
      seconds={view.lastSessionSec}
      items={[
        { label: 'Time', value: formatClock(view.lastSessionSec), testId: 'summary-time' },
        { label: 'Cycles', value: String(view.cycles), testId: 'summary-cycles' },
      ]}
      onNewSession={() => onOpenChange(false)}
    >
      <p className="mt-4 text-center text-sm text-muted">
        {view.techniqueName}, {formatPattern(view.pattern)}
      </p>
    </SessionSummary>
  );
}
