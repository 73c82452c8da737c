/**
 * The focus timer's Settings view and Session History view (docs/tools/focus-timer.md#screen, #errors, #constants),
 * loaded when first opened (components/session/lazy-panels.tsx).
 */
import { HistoryList } from '../../../components/session/history-list';
import { LongTimerSwitches } from '../../../components/session/long-timer-switches';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import type { LongTimerSettings } from '../../../components/session/long-timer-settings';
import { groupByDay } from '../../../lib/session/history';
import { AUTO_START_DELAY_MS, LONG_BREAK_EVERY, MODE_MIN, type FocusRecord } from '../machine';

/** The panels of the focus timer. */
export type FocusPanel = 'settings' | 'history';

/** Both panels; `openPanel` says which is open. */
export default function FocusPanels({
  openPanel,
  onClose,
  settings,
  today,
  records,
}: {
  openPanel: FocusPanel | null;
  onClose: () => void;
  /** The sound, auto-start and notification switches. */
  settings: LongTimerSettings;
  /** Today's day string. */
  today: string;
  records: readonly FocusRecord[];
}) {
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
  return (
    <>
      <Dialog open={openPanel === 'settings'} onOpenChange={onOpenChange}>
        <DialogContent title="Settings">
          <div className="mt-4 space-y-6">
            <LongTimerSwitches
              soundDescription="A short beep when a timer finishes."
              autoStartDescription={`The next session starts by itself ${AUTO_START_DELAY_MS / 1000} second after one ends.`}
              notifyLabel="Notify me when a session ends"
              settings={settings}
            />
            <p className="rounded-xl bg-surface-2 px-4 py-3 text-sm text-muted">
              Focus {MODE_MIN.focus} min, short break {MODE_MIN.shortBreak} min, long break{' '}
              {MODE_MIN.longBreak} min: a long break after every {LONG_BREAK_EVERY}th focus session.
            </p>
          </div>
          <div className="mt-6 flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </DialogContent>
      </Dialog>
      <Dialog open={openPanel === 'history'} onOpenChange={onOpenChange}>
        <DialogContent title="Session History">
          <HistoryList
            days={groupByDay(records, today)}
            emptyTitle="No sessions completed yet"
            emptyBody="Start your first focus session to see history here"
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
