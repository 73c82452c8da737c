/**
 * Trataka's summary at the end of a session (docs/tools/trataka-focus.md#screen): the time gazed, the
 * interruptions and the focus quality.
 */
import {
  formatMinutesPractised,
  SessionSummary,
} from '../../../components/session/session-summary';
import { formatClock } from '../../../lib/clock/format-clock';

/** The summary dialog. */
export function TratakaSummary({
  open,
  onOpenChange,
  totalSec,
  interruptions,
  focusQuality,
  onNewSession,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  totalSec: number;
  interruptions: number;
  focusQuality: number;
  onNewSession: () => void;
}) {
  return (
    <SessionSummary
      open={open}
      onOpenChange={onOpenChange}
      seconds={totalSec}
      description={`You gazed at the flame for ${formatMinutesPractised(totalSec)}.`}
      items={[
        { label: 'Total time', value: formatClock(totalSec), testId: 'summary-total' },
        {
          label: 'Interruptions',
          value: String(interruptions),
          testId: 'summary-interruptions',
        },
        { label: 'Focus quality', value: `${focusQuality}%`, testId: 'summary-quality' },
      ]}
      onNewSession={onNewSession}
    />
  );
}
