/**
 * A planner's Progress tab (docs/tools/planners.md#screen): the four figures, the latest runs, today's
 * items and the export, from the planner's history. The panel loads when the tab is first asked for.
 */
import { formatDuration, getLatest } from '../../lib/planner/items';
import { lazyPart } from './lazy-part';
import type { PlannerEntry, PlannerItem, PlannerKind } from './planner-definition';
import { TodayPictures } from './today-pictures';
import type { PlannerPartProps } from './use-planner';

/** The panel's code, loaded on first use (and preloaded when a tab is pointed at). */
export const ProgressPanel = lazyPart(() =>
  import('./progress-panel').then((module) => module.ProgressPanel),
);

/** The Progress tab. */
export function ProgressTab<
  D,
  I extends PlannerItem,
  H extends PlannerEntry,
  K extends PlannerKind,
  C extends string,
>({ planner, state, picture }: PlannerPartProps<D, I, H, K, C>) {
  const { progress } = planner;
  const { totals } = state;
  return (
    <ProgressPanel
      heading={progress.heading}
      stats={[
        { label: progress.stats[0], value: String(totals.sessions) },
        { label: progress.stats[1], value: formatDuration(totals.totalSec) },
        { label: progress.stats[2], value: String(totals.items) },
        { label: progress.stats[3], value: String(totals.days) },
      ]}
      rows={getLatest(state.history).map((entry) => ({
        id: entry.id,
        title: entry.date,
        detail: `${formatDuration(entry.duration)} · ${progress.entryDetail(entry)}`,
      }))}
      emptyText={progress.emptyText}
      today={<TodayPictures heading={planner.todayHeading} items={state.items} picture={picture} />}
      exportPrefix={progress.exportPrefix}
      onClear={state.clear}
    />
  );
}
