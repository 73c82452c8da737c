/**
 * 'Garden Complete!' (docs/tools/garden-plant-meditation.md#screen, #behaviour, #constants): the stats, the achievement line and 'Start New
 * Garden'. Loaded when a garden is complete (it is not needed before).
 */
import { SessionSummary } from '../../../components/session/session-summary';
import { PLOTS, formatPractised, type View } from '../machine';

/** The completion dialog. */
export default function GardenComplete({
  open,
  onDismiss,
  view,
  gardenName,
  completedGardens,
  onStartNewGarden,
}: {
  open: boolean;
  onDismiss: () => void;
  view: View;
  gardenName: string;
  completedGardens: number;
  onStartNewGarden: () => void;
}) {
  return (
    <SessionSummary
      open={open}
      onOpenChange={(isOpen) => !isOpen && onDismiss()}
      title="Garden Complete!"
      seconds={view.totalSeconds}
      description={`All ${PLOTS} plots of ${gardenName} are in bloom.`}
      items={[
        { label: 'Plants', value: String(view.plantCount), testId: 'complete-plants' },
        { label: 'Sessions', value: String(view.totalSessions), testId: 'complete-sessions' },
        { label: 'Time', value: formatPractised(view.totalSeconds), testId: 'complete-time' },
      ]}
      newSessionLabel="Start New Garden"
      onNewSession={onStartNewGarden}
    >
      <p className="mt-5 text-center" data-testid="achievement">
        <span className="text-sm text-muted">Gardens completed: {completedGardens}</span>
        <span className="mt-1 block font-display text-xl font-semibold">{view.achievement}</span>
      </p>
    </SessionSummary>
  );
}
