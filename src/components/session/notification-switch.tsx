/**
 * The opt-in switch for system notifications (lib/notify), with its one explanation when the browser
 * blocks them: said here, in place, never as a prompt or a repeated notice.
 */
import { useId } from 'react';
import type { NotificationStatus } from '../../lib/notify/use-system-notifications';
import { Switch } from '../ui/switch';

/** What the note under the switch says in each status. */
export const NOTIFICATION_NOTES: Record<NotificationStatus, string> = {
  on: 'You will get a notification when this happens while you are in another tab.',
  off: 'Get a notification when this happens while you are in another tab. Your browser will ask first.',
  blocked:
    'Notifications are blocked for this site in your browser, so Stillwell will not ask again. To get them, allow notifications for this site in your browser’s site settings.',
  unsupported: 'This browser cannot show notifications.',
};

/** A labelled switch and its note. */
export function NotificationSwitch({
  label,
  status,
  onEnabledChange,
}: {
  /** What it notifies about, e.g. 'Notify me when a phase ends'. */
  label: string;
  status: NotificationStatus;
  onEnabledChange: (isEnabled: boolean) => void;
}) {
  const labelId = useId();
  const noteId = useId();
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <Switch
          aria-labelledby={labelId}
          aria-describedby={noteId}
          checked={status === 'on'}
          disabled={status === 'unsupported'}
          onCheckedChange={onEnabledChange}
        />
      </div>
      <p
        id={noteId}
        className={status === 'blocked' ? 'mt-1 text-sm text-danger' : 'mt-1 text-sm text-muted'}
        data-testid="notification-note"
      >
        {NOTIFICATION_NOTES[status]}
      </p>
    </div>
  );
}
