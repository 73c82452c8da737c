/**
 * The foot of the planners' running session (docs/tools/planners.md#screen Practice / Train tabs): while
 * an item is practised, its caution (issue 25) and its numbered steps; nothing during a get-ready or a rest.
 */
import type { RunView } from '../../lib/planner/item-session';
import { CautionNote } from './caution-note';

/** The current item's caution and steps. */
export function ItemGuide({ view }: { view: RunView }) {
  const { item } = view;
  return (
    <>
      {view.phase === 'item' && item?.caution && (
        <div className="w-full max-w-md">
          <CautionNote text={item.caution} />
        </div>
      )}
      {view.phase === 'item' && item && item.steps.length > 0 && (
        <ol className="w-full max-w-md list-decimal space-y-1 rounded-xl bg-surface-2 py-3 pr-4 pl-9 text-left text-sm">
          {item.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
    </>
  );
}
