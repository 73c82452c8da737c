/**
 * The chat's status line (docs/tools/chats.md#screen, #errors): an earlier conversation that could not
 * be read and was set aside, and being offline (with a message not sent). Empty, and without its
 * border, when neither holds.
 */
import { WifiOff } from 'lucide';
import { cn } from '../../lib/ui/cn';
import { Icon } from '../ui/icon';

/** What the status line says. */
export interface ChatStatusProps {
  personaName: string;
  isHistorySetAside: boolean;
  isOffline: boolean;
  /** A send was refused while offline (the message is still in the box). */
  isSendBlocked: boolean;
}

/** A polite status region between the messages and the composer. */
export function ChatStatus({
  personaName,
  isHistorySetAside,
  isOffline,
  isSendBlocked,
}: ChatStatusProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col gap-1 px-4 text-sm text-ink',
        (isOffline || isHistorySetAside) && 'border-t border-line bg-surface-2 py-2',
      )}
    >
      {isHistorySetAside && (
        <p>
          Your earlier conversation with {personaName} could not be read, so it was set aside and a
          new one begins.{' '}
          <a href="/your-data" className="font-medium text-primary underline underline-offset-4">
            Your data
          </a>{' '}
          lists what was kept.
        </p>
      )}
      {isOffline && (
        <p className="flex items-center gap-2">
          <Icon icon={WifiOff} size={16} className="shrink-0" />
          {isSendBlocked
            ? 'You are offline, so your message was not sent. It is still in the box; send it when you are back online.'
            : 'You are offline. Anything you type stays here until you are back online.'}
        </p>
      )}
    </div>
  );
}
