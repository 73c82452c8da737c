/** The Habits tab (docs/tools/mindful-tasks-planner.md#screen): add, list, delete. */
import { AddField, ItemList } from '../../../components/planner/item-list';
import { addHabit, removeHabit, toggleHabit } from '../machine';
import type { TasksPlanner } from '../use-tasks-planner';

/** The planner's state the tab reads and changes. */
export interface HabitsTabProps {
  planner: TasksPlanner;
}

/** Every habit, with a field to add one. */
export function HabitsTab({ planner }: HabitsTabProps) {
  const { data, update, habitRow } = planner;
  return (
    <>
      <h2 className="font-display text-xl font-semibold">Your habits</h2>
      <AddField
        label="New habit"
        placeholder="Add a habit"
        onAdd={(name) => update((previous, now) => addHabit(previous, name, now))}
      />
      <ItemList
        label="Habits"
        rows={data.habits.map(habitRow)}
        onToggle={(id) => update((previous, now) => toggleHabit(previous, id, now))}
        onRemove={(id) => update((previous, now) => removeHabit(previous, id, now))}
        empty="No habits yet. Add one above."
      />
    </>
  );
}
