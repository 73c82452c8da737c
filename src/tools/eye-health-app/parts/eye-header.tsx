/**
 * The eye timer's header (docs/tools/eye-health-app.md#screen): the 'Eye care' title, and today's count
 * (it opens the history) beside the settings button.
 */
import { Eye, History } from 'lucide';
import { DayCountTriggers } from '../../../components/session/day-count-triggers';
import type { LazyPanels } from '../../../components/session/lazy-panels';
import { Icon } from '../../../components/ui/icon';

/** The title and the panels' triggers. */
export function EyeHeader({
  panels,
  todayCount,
}: {
  panels: LazyPanels<'history' | 'settings', unknown>;
  todayCount: number;
}) {
  return (
    <header className="flex w-full items-center justify-between gap-2">
      <h2 className="flex items-center gap-2 font-sans text-base font-semibold whitespace-nowrap">
        <Icon icon={Eye} size={20} className="text-primary" />
        Eye care
      </h2>
      <div className="flex items-center gap-1">
        <DayCountTriggers panels={panels} todayCount={todayCount} icon={History} />
      </div>
    </header>
  );
}
