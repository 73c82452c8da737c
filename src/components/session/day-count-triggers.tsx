/**
 * The long-running timers' header buttons (focus and eye): today's count, which opens the history, and
 * Settings. Both open the tool's lazily loaded panels (lazy-panels.tsx).
 */
import { formatSessionCount } from '../../lib/session/history';
import { Icon, type IconNode } from '../ui/icon';
import { PanelTrigger, SettingsTrigger, type LazyPanels } from './lazy-panels';

/** "N sessions today" (opens the history) and the Settings button. */
export function DayCountTriggers({
  panels,
  todayCount,
  icon,
}: {
  panels: LazyPanels<'history' | 'settings', unknown>;
  todayCount: number;
  /** The count's icon (the tool's own). */
  icon: IconNode;
}) {
  return (
    <>
      <PanelTrigger
        panels={panels}
        panel="history"
        variant="secondary"
        size="sm"
        data-testid="sessions-count"
      >
        <Icon icon={icon} size={16} />
        {formatSessionCount(todayCount)} today
      </PanelTrigger>
      <SettingsTrigger panels={panels} />
    </>
  );
}
