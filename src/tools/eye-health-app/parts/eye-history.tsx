/**
 * Today's count button and the History side panel (spec 2 "Eye-health timer screen", §4, §8): sessions
 * by day, newest first, and 'Reset Today' after a confirmation.
 */
import { History } from 'lucide-react';
import { useState } from 'react';
import { HistoryList, formatSessionCount } from '../../../components/session/history-list';
import { Button } from '../../../components/ui/button';
import { groupByDay } from '../../../lib/session/history';
import type { EyeRecord } from '../machine';
import { SidePanel } from './side-panel';

/** The count button and its panel. */
export function EyeHistory({
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
  const [isOpen, setOpen] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const open = (next: boolean) => {
    setOpen(next);
    setConfirming(false);
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => open(true)}
        aria-haspopup="dialog"
        data-testid="sessions-count"
      >
        <History aria-hidden size={16} />
        {formatSessionCount(todayCount)} today
      </Button>
      <SidePanel title="History" open={isOpen} onOpenChange={open}>
        <HistoryList
          days={groupByDay(records, today)}
          emptyTitle="No sessions yet"
          emptyBody="Start your first session"
        >
          {todayCount > 0 || records.some((record) => record.date === today) ? (
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
          ) : null}
        </HistoryList>
      </SidePanel>
    </>
  );
}
