/** The sessions count button and the Session History view (spec 2 "Focus timer screens", §8). */
import { Target } from 'lucide-react';
import { HistoryList, formatSessionCount } from '../../../components/session/history-list';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { groupByDay } from '../../../lib/session/history';
import type { FocusRecord } from '../machine';

/** The button showing today's count; it opens the history. */
export function HistoryDialog({
  todayCount,
  today,
  records,
}: {
  todayCount: number;
  /** Today's day string. */
  today: string;
  records: readonly FocusRecord[];
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" data-testid="sessions-count">
          <Target aria-hidden size={16} />
          {formatSessionCount(todayCount)} today
        </Button>
      </DialogTrigger>
      <DialogContent title="Session History">
        <HistoryList
          days={groupByDay(records, today)}
          emptyTitle="No sessions completed yet"
          emptyBody="Start your first focus session to see history here"
        />
      </DialogContent>
    </Dialog>
  );
}
