/** The bowl's summary when a timed session runs to zero (docs/tools/sound-bowl.md#behaviour): its timer and strikes. */
import { SessionSummary } from '../../../components/session/session-summary';
import type { CompletedSession } from '../machine';

/** What the summary shows and does. */
export interface BowlSummaryProps {
  completed: CompletedSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNewSession: () => void;
}

/** The summary dialog. */
export function BowlSummary({ completed, open, onOpenChange, onNewSession }: BowlSummaryProps) {
  return (
    <SessionSummary
      open={open}
      onOpenChange={onOpenChange}
      title="Session Complete"
      seconds={completed.seconds}
      items={[
        { label: 'Timer', value: `${completed.durationMin} min` },
        { label: 'Strikes', value: String(completed.strikes), testId: 'summary-strikes' },
      ]}
      onNewSession={onNewSession}
    />
  );
}
