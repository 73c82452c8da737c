/**
 * The yoga and exercise planners' island (docs/tools/planners.md): Plan (a choice, six suggestions,
 * today's list with a custom item), the timed run, and Progress. A planner is a table
 * (`PlannerDefinition`, planner-definition.ts): its stored data and rules (its machine), its texts, its
 * choice field and its run part; its state is read once (`usePlanner`) and each tab is a part.
 */
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { useKeptRun } from '../../lib/planner/run-storage';
import { TabList, TabPanel } from '../ui/tabs';
import { ItemPicture, preloadPictures } from './item-picture';
import { lazyPart } from './lazy-part';
import { PlanTab } from './plan-tab';
import type {
  PlannerDefinition,
  PlannerEntry,
  PlannerItem,
  PlannerKind,
} from './planner-definition';
import { ProgressPanel, ProgressTab } from './progress-tab';
import { kindLabelOf, usePlanner } from './use-planner';

export type { PlannerDefinition, PlannerEntry, PlannerItem, PlannerKind };

/** Builds a planner's island from its definition (call once, at module level). */
export function createPlannerIsland<
  D,
  I extends PlannerItem,
  H extends PlannerEntry,
  K extends PlannerKind,
  C extends string,
>(planner: PlannerDefinition<D, I, H, K, C>): ComponentType {
  const tabs = [
    { value: 'plan', label: 'Plan' },
    planner.runTab,
    { value: 'progress', label: 'Progress' },
  ] as const;
  const Run = lazyPart(planner.loadRun);
  const preloadParts = () => {
    Run.preload();
    ProgressPanel.preload();
    preloadPictures();
  };
  const picture = (item: { name: string; category: string }, size: 'sm' | 'md'): ReactNode => (
    <ItemPicture
      size={size}
      name={item.name}
      category={item.category}
      kindLabel={kindLabelOf(planner, item.category)}
    />
  );

  function PlannerIsland() {
    const baseId = useId();
    const [tab, setTab] = useState<string>('plan');
    const [hasOpenedRun, setOpenedRun] = useState(false);
    const state = usePlanner(planner);
    // a run under way when the page went comes back on its tab
    useKeptRun(planner.tool, () => {
      setTab(planner.runTab.value);
      setOpenedRun(true);
    });
    const isRunTab = tab === planner.runTab.value;
    const parts = { planner, state, picture };
    return (
      <section
        aria-label={planner.label}
        className="mx-auto flex max-w-3xl flex-col gap-6 rounded-card border border-line bg-surface px-4 py-6 shadow-soft sm:px-6"
      >
        <TabList
          baseId={baseId}
          label={planner.tabsLabel}
          items={tabs}
          value={tab}
          onValueChange={(next) => {
            setTab(next);
            if (next === planner.runTab.value) setOpenedRun(true);
          }}
          onIntent={preloadParts}
        />
        <TabPanel baseId={baseId} value={tab} className="flex flex-col gap-6">
          {tab === 'plan' && <PlanTab<D, I, H, K, C> {...parts} />}
          {hasOpenedRun && (
            <div hidden={!isRunTab}>
              <Run
                items={state.runItems}
                isShown={isRunTab}
                onFinished={state.record}
                onUndone={state.unrecord}
              />
            </div>
          )}
          {tab === 'progress' && <ProgressTab<D, I, H, K, C> {...parts} />}
        </TabPanel>
      </section>
    );
  }
  return PlannerIsland;
}
