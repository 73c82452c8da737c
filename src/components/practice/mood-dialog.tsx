/** The mood of one session, before and after: each tap saves; Clear removes both. */
import type { PracticeEntry } from '../../lib/practice-log/practice-log';
import type { MoodValue, SessionMood } from '../../lib/practice-log/journal-keys';
import { toLocalDay } from '../../lib/clock/local-day';
import { formatDuration } from '../../lib/practice-log/journal';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';
import { formatShortDay, formatTime } from './format';
import { MoodPicker } from './mood-picker';

/** The dialog; open while `session` is set. */
export function MoodDialog({
  session,
  toolName,
  mood,
  onMoodChange,
  onClose,
}: {
  session: PracticeEntry | null;
  toolName: string;
  mood: SessionMood | undefined;
  onMoodChange: (mood: SessionMood | undefined) => void;
  onClose: () => void;
}) {
  const setMood = (moment: 'before' | 'after', value: MoodValue) =>
    onMoodChange({ ...mood, [moment]: value });
  return (
    <Dialog open={session !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        title="How did you feel?"
        description={
          session &&
          `${toolName}, ${formatShortDay(toLocalDay(Date.parse(session.startedAt)))} at ${formatTime(session.startedAt)}, ${formatDuration(session.seconds)}. Each tap is saved.`
        }
      >
        <div className="flex flex-col gap-5">
          <MoodPicker
            legend="Before the session"
            value={mood?.before}
            onValueChange={(value) => setMood('before', value)}
          />
          <MoodPicker
            legend="After the session"
            value={mood?.after}
            onValueChange={(value) => setMood('after', value)}
          />
        </div>
        <div className="mt-6 flex justify-end gap-2">
          {(mood?.before ?? mood?.after) !== undefined && (
            <Button variant="ghost" onClick={() => onMoodChange(undefined)}>
              Clear
            </Button>
          )}
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
