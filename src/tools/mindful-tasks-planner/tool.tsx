/** Mindful tasks planner island (docs/tools/mindful-tasks-planner.md#screen, #data, #behaviour, #validation, #calls, #errors, #constants): Today, Habits, Insights. */
import { useId, useState } from 'react';
import { lazyPart } from '../../components/planner/lazy-part';
import { TabList, TabPanel } from '../../components/ui/tabs';
import { getInsights } from './machine';
import { HabitsTab } from './parts/habits-tab';
import { TodayTab } from './parts/today-tab';
import { useTasksPlanner } from './use-tasks-planner';

const TABS = [
  { value: 'today', label: 'Today' },
  { value: 'habits', label: 'Habits' },
  { value: 'insights', label: 'Insights' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const Insights = lazyPart(() => import('./parts/insights').then((module) => module.Insights));

/** The mindful tasks planner. */
export default function MindfulTasksPlanner() {
  const baseId = useId();
  const [tab, setTab] = useState<Tab>('today');
  const planner = useTasksPlanner();

  return (
    <section
      aria-label="Mindful tasks planner"
      className="mx-auto flex max-w-3xl flex-col gap-6 rounded-card border border-line bg-surface px-4 py-6 shadow-soft sm:px-6"
    >
      <TabList
        baseId={baseId}
        label="Planner"
        items={TABS}
        value={tab}
        onValueChange={setTab}
        onIntent={Insights.preload}
      />
      <TabPanel baseId={baseId} value={tab} className="flex flex-col gap-6">
        {tab === 'today' && <TodayTab planner={planner} onSeeHabits={() => setTab('habits')} />}
        {tab === 'habits' && <HabitsTab planner={planner} />}
        {tab === 'insights' && <Insights insights={getInsights(planner.data, planner.today)} />}
      </TabPanel>
    </section>
  );
}
