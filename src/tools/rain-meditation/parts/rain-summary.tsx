/**
 * The rain meditation's summary (docs/tools/rain-meditation.md#screen): the rain time, the strikes and the
 * interactions per minute.
 */
import { SessionSummary } from '../../../components/session/session-summary';
import { formatClock } from '../../../lib/clock/format-clock';

/** The summary dialog. */
export function RainSummary({
  open,
  onOpenChange,
  durationMin,
  elapsedSec,
  strikes,
  strikesPerMinute,
  onNewSession,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  durationMin: number;
  elapsedSec: number;
  strikes: number;
  strikesPerMinute: number;
  onNewSession: () => void;
}) {
  return (
    <SessionSummary
      open={open}
      onOpenChange={onOpenChange}
      title="Rain Session Complete"
      seconds={elapsedSec}
      description={`You sat with the rain for ${durationMin} minutes.`}
      items={[
        { label: 'Rain time', value: formatClock(elapsedSec), testId: 'summary-time' },
        { label: 'Strikes', value: String(strikes), testId: 'summary-strikes' },
        {
          label: 'Interactions per minute',
          value: strikesPerMinute.toFixed(1),
          testId: 'summary-per-minute',
        },
      ]}
      onNewSession={onNewSession}
    />
  );
}
