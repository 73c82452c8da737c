/**
 * The goal choice (docs/tools/ai-exercise-planner.md#screen: 19 goals): a native select, so all 19 fit on a phone above the
 * Generate AI Workout button, with the chosen goal's description under it.
 */
import type { GoalId } from '../../../lib/ai/catalog';
import { GOALS } from '../goals';

/** The select and the chosen goal's description. */
export function GoalSelect({
  value,
  onValueChange,
}: {
  value: GoalId | null;
  onValueChange: (goal: GoalId) => void;
}) {
  const goal = GOALS.find((candidate) => candidate.id === value);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="fitness-goal" className="font-display text-lg font-semibold">
        Fitness goal
      </label>
      <select
        id="fitness-goal"
        value={value ?? ''}
        onChange={(event) => {
          const next = GOALS.find((candidate) => candidate.id === event.target.value);
          if (next) onValueChange(next.id);
        }}
        aria-describedby="fitness-goal-description"
        className="h-11 w-full max-w-sm rounded-full border border-line bg-surface px-4"
      >
        <option value="" disabled>
          Choose a goal
        </option>
        {GOALS.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
      <p id="fitness-goal-description" className="text-sm text-muted">
        {goal ? goal.description : '19 goals, from strength and cardio to mobility and rehab.'}
      </p>
    </div>
  );
}
