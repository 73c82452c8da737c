/**
 * The mixer's completion card (docs/tools/sound-mixer.md#behaviour): when the timer runs out, the time
 * listened and the sounds in the mix; New Session stops the timer and leaves the mix as it is.
 */
import { SessionSummary } from '../../../components/session/session-summary';
import { formatClock } from '../../../lib/clock/format-clock';

/** What the card shows and does. */
export interface MixerSummaryProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whole seconds the finished timer ran. */
  seconds: number;
  /** Sounds chosen in the mix. */
  soundCount: number;
  onStopTimer: () => void;
}

/** The card. */
export function MixerSummary({
  open,
  onOpenChange,
  seconds,
  soundCount,
  onStopTimer,
}: MixerSummaryProps) {
  return (
    <SessionSummary
      open={open}
      onOpenChange={onOpenChange}
      seconds={seconds}
      items={[
        { label: 'Time', value: formatClock(seconds), testId: 'summary-time' },
        { label: 'Sounds', value: String(soundCount), testId: 'summary-sounds' },
      ]}
      onNewSession={() => {
        onOpenChange(false);
        onStopTimer();
      }}
    />
  );
}
