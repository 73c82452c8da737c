/** The exercise planner's Train tab (docs/tools/ai-exercise-planner.md#screen): minutes per exercise and rest, then the live session. */
import { PracticeSession } from '../../../components/planner/practice-session';
import { MinutesField } from '../../../components/planner/session-runner';
import { EXERCISE_BEEP } from '../../../lib/planner/cues';
import type { FinishedRun, RunItem } from '../../../lib/planner/item-session';
import { formatDuration } from '../../../lib/planner/items';
import { useStored } from '../../../lib/storage/use-stored';
import { REST_OPTIONS_SEC } from '../machine';
import { MINUTES_KEY, REST_KEY } from '../storage';
import { exerciseTraining } from '../training';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The training; `onFinished` saves a finished workout. */
export function Training({
  items,
  isShown,
  onFinished,
}: {
  items: readonly RunItem[];
  isShown: boolean;
  onFinished: (finished: FinishedRun) => void;
}) {
  const [minutes, setMinutes] = useStored(MINUTES_KEY);
  const [restSec, setRestSec] = useStored(REST_KEY);
  return (
    <PracticeSession
      machine={exerciseTraining}
      items={items}
      minutes={minutes}
      restSec={restSec}
      isShown={isShown}
      cue={EXERCISE_BEEP}
      onFinished={onFinished}
      describeFinished={(finished) =>
        `Workout complete: ${plural(finished.itemCount, 'exercise')} in ${formatDuration(finished.durationSec)}. It is saved in Progress.`
      }
      noun="exercise"
      emptyText="Add an exercise to today’s workout to start training."
      settings={
        <>
          <MinutesField
            label="Minutes per exercise"
            minutes={minutes}
            onMinutesChange={setMinutes}
          />
          <label className="flex flex-col gap-1 text-sm font-medium">
            Rest between exercises
            <select
              value={restSec}
              onChange={(event) => {
                const next = REST_OPTIONS_SEC.find(
                  (option) => String(option) === event.target.value,
                );
                if (next !== undefined) setRestSec(next);
              }}
              className="h-11 rounded-full border border-line bg-surface px-4 text-base"
            >
              {REST_OPTIONS_SEC.map((option) => (
                <option key={option} value={option}>
                  {option === 0 ? 'No rest' : `${option} s`}
                </option>
              ))}
            </select>
          </label>
        </>
      }
    />
  );
}
