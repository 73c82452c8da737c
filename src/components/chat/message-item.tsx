/**
 * One message of the list: the visitor's (plain text, right), the persona's (formatted reply, left,
 * its avatar and colours), an in-character failure (with Shiva's OM), or crisis care (its own card).
 * A reply cut off part-way carries a note saying so, with Try again while it is the last message.
 */
import { RefreshCw, Square, UserRound } from 'lucide';
import { memo, type ReactNode } from 'react';
import { CUT_NOTE } from '../../lib/chat/machine';
import { formatTimeOfDay } from '../../lib/clock/format-time-of-day';
import type { ChatEntry } from '../../lib/chat/messages';
import type { ChatPersona } from '../../lib/chat/persona';
import { cn } from '../../lib/ui/cn';
import { CareCard } from './care-card';
import { ReplyText } from './reply-text';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';

/**
 * The time line under a message, in the visitor's locale; empty (but holding its height) until the time
 * is known. A reply the visitor stopped says so here.
 */
export function MessageTime({
  timestamp,
  isStopped = false,
}: {
  timestamp: number | null;
  isStopped?: boolean;
}) {
  return (
    <span className="mt-1 flex h-4 items-center gap-1.5 px-1 text-xs leading-4 text-muted">
      {timestamp !== null && (
        <time dateTime={new Date(timestamp).toISOString()}>{formatTimeOfDay(timestamp)}</time>
      )}
      {isStopped && (
        <span className="flex items-center gap-1 font-medium" data-testid="reply-stopped">
          <Icon icon={Square} size={10} fill="currentColor" />
          Stopped by you
        </span>
      )}
    </span>
  );
}

/**
 * The note under a reply cut off part-way (docs/tools/chats.md#errors), with Try again when `onRetry` is
 * given. It is not a live region: the chat's announcer says it once, with the reply.
 */
function CutNote({ onRetry }: { onRetry: (() => void) | undefined }) {
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2 px-1 text-sm text-muted">
      <span data-testid="reply-cut">{CUT_NOTE}</span>
      {onRetry !== undefined && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Icon icon={RefreshCw} size={16} />
          Try again
        </Button>
      )}
    </span>
  );
}

/**
 * A persona bubble with its avatar; `children` is the bubble's content. `isCut` adds the cut-off note
 * (with Try again when `onRetry` is given).
 */
export function PersonaBubble({
  persona,
  timestamp,
  isStopped = false,
  isCut = false,
  onRetry,
  children,
}: {
  persona: ChatPersona;
  timestamp: number | null;
  isStopped?: boolean;
  isCut?: boolean;
  onRetry?: (() => void) | undefined;
  children: ReactNode;
}) {
  const { Avatar } = persona;
  return (
    <li className="flex items-end gap-2.5">
      <Avatar className="mb-5 size-9 shrink-0" />
      <div className="flex max-w-[85%] min-w-0 flex-col items-start">
        <div
          className={cn(
            'rounded-2xl rounded-bl-md px-4 py-2.5 leading-relaxed break-words text-ink',
            persona.colors.bubble,
          )}
        >
          <span className="sr-only">{persona.name}: </span>
          {children}
        </div>
        <MessageTime timestamp={timestamp} isStopped={isStopped} />
        {isCut && <CutNote onRetry={onRetry} />}
      </div>
    </li>
  );
}

/**
 * One stored message; memoised, so a streaming reply does not re-render the whole conversation.
 * `onRetry` is given to the last message when it was cut off and can be asked again.
 */
export const MessageItem = memo(function MessageItem({
  message,
  persona,
  hasTimes,
  onRetry,
}: {
  message: ChatEntry;
  persona: ChatPersona;
  hasTimes: boolean;
  onRetry?: (() => void) | undefined;
}) {
  const timestamp = hasTimes ? message.timestamp : null;
  const isCut = message.cut === true;
  if (message.kind === 'care')
    return (
      <li>
        <CareCard text={message.content} personaName={persona.name} />
        <MessageTime timestamp={timestamp} />
        {isCut && <CutNote onRetry={onRetry} />}
      </li>
    );
  if (message.type === 'user')
    return (
      <li className="flex flex-row-reverse items-end gap-2.5">
        <span
          aria-hidden="true"
          className="mb-5 flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-2 text-muted"
        >
          <Icon icon={UserRound} size={20} />
        </span>
        <div className="flex max-w-[85%] min-w-0 flex-col items-end">
          <div className="rounded-2xl rounded-br-md bg-primary px-4 py-2.5 leading-relaxed break-words whitespace-pre-wrap text-primary-ink">
            <span className="sr-only">You: </span>
            <p>{message.content}</p>
          </div>
          <MessageTime timestamp={timestamp} />
        </div>
      </li>
    );
  // docs/tools/shiva-my-god.md#errors: Shiva's in-call failure message comes with an OM symbol.
  const { InCallMark } = persona.failure;
  const hasMark =
    InCallMark !== undefined &&
    message.kind === 'failure' &&
    message.content === persona.failure.inCall;
  return (
    <PersonaBubble
      persona={persona}
      timestamp={timestamp}
      isStopped={message.stopped === true}
      isCut={isCut}
      onRetry={onRetry}
    >
      {hasMark ? (
        <div className="flex items-start gap-2">
          <InCallMark className="mt-0.5 size-6 shrink-0" />
          <div>
            <ReplyText text={message.content} hasReferences={persona.hasReferences} />
          </div>
        </div>
      ) : (
        <ReplyText text={message.content} hasReferences={persona.hasReferences} />
      )}
    </PersonaBubble>
  );
});
