/**
 * The eye timer's History and Settings side panels (docs/tools/eye-health-app.md#screen, #behaviour, #errors), loaded
 * when first opened (components/session/lazy-panels.tsx).
 */
import { useState } from 'react';
import { HistoryList } from '../../../components/session/history-list';
import { LongTimerSwitches } from '../../../components/session/long-timer-switches';
import { Button } from '../../../components/ui/button';
import type { LongTimerSettings } from '../../../components/session/long-timer-settings';
import { formatSessionCount, groupByDay } from '../../../lib/session/history';
import type { EyeRecord } from '../machine';
import { SidePanel } from './side-panel';

/** The panels of the eye timer. */
export type EyePanel = 'history' | 'settings';

/** History with 'Reset Today' after a confirmation. */
function HistoryPanel({
  todayCount,
  today,
  records,
  onResetToday,
}: {
  todayCount: number;
  today: string;
  records: readonly EyeRecord[];
  onResetToday: () => void;
}) {
  const [isConfirming, setConfirming] = useState(false);
  const hasToday = todayCount > 0 || records.some((record) => record.date === today);
  return (
    <HistoryList
      days={groupByDay(records, today)}
      emptyTitle="No sessions yet"
      emptyBody="Start your first session"
    >
      {hasToday && (
        <div className="mt-6 rounded-xl border border-line p-4">
          {isConfirming ? (
            <>
              <p className="text-sm" role="status">
                Remove today’s {formatSessionCount(todayCount)} and set today’s count to 0?
              </p>
              <div className="mt-3 flex gap-2">
                <Button
                  size="sm"
                  onClick={() => {
                    onResetToday();
                    setConfirming(false);
                  }}
                >
                  Yes, reset today
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
              </div>
            </>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
              Reset Today
            </Button>
          )}
        </div>
      )}
    </HistoryList>
  );
}

/** Both side panels; `openPanel` says which is open. */
export default function EyePanels({
  openPanel,
  onClose,
  todayCount,
  today,
  records,
  onResetToday,
  settings,
}: {
  openPanel: EyePanel | null;
  onClose: () => void;
  todayCount: number;
  today: string;
  records: readonly EyeRecord[];
  onResetToday: () => void;
  /** The sound, auto-start and notification switches. */
  settings: LongTimerSettings;
}) {
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
  return (
    <>
      <SidePanel title="History" open={openPanel === 'history'} onOpenChange={onOpenChange}>
        <HistoryPanel
          todayCount={todayCount}
          today={today}
          records={records}
          onResetToday={onResetToday}
        />
      </SidePanel>
      <SidePanel title="Settings" open={openPanel === 'settings'} onOpenChange={onOpenChange}>
        <div className="space-y-6">
          <LongTimerSwitches
            soundDescription="A chime when a break begins and a soft tone every other second of it."
            autoStartDescription="After Continue, the next 20 minutes start by themselves a second later. Not remembered after you leave."
            notifyLabel="Notify me when a break is due"
            settings={settings}
          />
          <p className="flex items-baseline justify-between rounded-xl bg-surface-2 px-4 py-3">
            <span className="font-medium">Today’s sessions</span>
            <span className="text-muted" data-testid="settings-today-count">
              {formatSessionCount(todayCount)}
            </span>
          </p>
          <p className="text-sm text-muted">
            The 20-20-20 rule: every 20 minutes of screen time, look at something 20 feet (about 6
            metres) away for 20 seconds. It gives the muscles that focus your eyes a rest.
          </p>
        </div>
      </SidePanel>
    </>
  );
}
