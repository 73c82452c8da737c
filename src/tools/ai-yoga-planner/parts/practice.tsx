/** The yoga planner's Practice tab (docs/tools/ai-yoga-planner.md#screen): minutes per pose, then the timed practice. */
import { PracticeSession } from '../../../components/planner/practice-session';
import { MinutesField } from '../../../components/planner/session-runner';
import { YOGA_CHIME } from '../../../lib/planner/cues';
import type { FinishedRun, RunItem } from '../../../lib/planner/item-session';
import { formatDuration } from '../../../lib/planner/items';
import { useStored } from '../../../lib/storage/use-stored';
import { yogaPractice } from '../practice';
import { MINUTES_KEY } from '../storage';

/** The practice; `onFinished` saves a finished practice. */
export function Practice({
  items,
  isShown,
  onFinished,
}: {
  items: readonly RunItem[];
  isShown: boolean;
  onFinished: (finished: FinishedRun) => void;
}) {
  const [minutes, setMinutes] = useStored(MINUTES_KEY);
  return (
    <PracticeSession
      machine={yogaPractice}
      items={items}
      minutes={minutes}
      isShown={isShown}
      cue={YOGA_CHIME}
      onFinished={onFinished}
      describeFinished={(finished) =>
        `Practice complete: ${finished.itemCount} ${finished.itemCount === 1 ? 'pose' : 'poses'} in ${formatDuration(finished.durationSec)}. It is saved in Progress.`
      }
      noun="pose"
      emptyText="Add a pose to today’s plan to start a practice."
      settings={
        <MinutesField label="Minutes per pose" minutes={minutes} onMinutesChange={setMinutes} />
      }
    />
  );
}
