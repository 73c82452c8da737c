/** The open tasks of earlier days on the Today tab, each with 'Move to today' and delete (docs/tools/mindful-tasks-planner.md#screen). */
import { ItemList } from '../../../components/planner/item-list';
import { Button } from '../../../components/ui/button';
import { moveTaskToToday, removeTask, type Task } from '../machine';
import type { TasksPlanner } from '../use-tasks-planner';

/** The tasks still open from earlier days, and how the planner changes. */
export interface EarlierTasksProps {
  tasks: readonly Task[];
  update: TasksPlanner['update'];
}

/** A heading and the list. */
export function EarlierTasks({ tasks, update }: EarlierTasksProps) {
  return (
    <>
      <h2 className="font-display text-lg font-semibold">Still open from earlier days</h2>
      <ItemList
        label="Open tasks from earlier days"
        rows={tasks.map((task) => ({
          id: task.id,
          name: task.name,
          detail: `From ${task.date}`,
          action: (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Move ${task.name} to today`}
              onClick={() => update((previous, now) => moveTaskToToday(previous, task.id, now))}
            >
              Move to today
            </Button>
          ),
        }))}
        onRemove={(id) => update((previous, now) => removeTask(previous, id, now))}
        empty=""
      />
    </>
  );
}
