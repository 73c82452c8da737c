/**
 * The chat's scrolling message list (docs/tools/chats.md#screen): the messages, the typing indicator,
 * the reply streaming in (or crisis care), and the failure notice with Try again. Not a live region:
 * the chat's announcer speaks each reply once, when it is complete.
 */
import { RefreshCw } from 'lucide';
import type { Ref } from 'react';
import type { ChatView } from '../../lib/chat/machine';
import type { ChatPersona } from '../../lib/chat/persona';
import { cn } from '../../lib/ui/cn';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import { CareCard } from './care-card';
import { MessageItem, PersonaBubble } from './message-item';
import { ReplyText } from './reply-text';
import { TypingIndicator } from './typing-indicator';

/** What the list shows, the ref of its scrolling region, and the retry of a failed or cut reply. */
export interface MessageListProps {
  ref: Ref<HTMLDivElement>;
  persona: ChatPersona;
  view: ChatView;
  /** Stable, so the memoised messages do not re-render for it. */
  onRetry: () => void;
}

/** The scrolling region and its ordered list. */
export function MessageList({ ref, persona, view, onRetry }: MessageListProps) {
  return (
    <div
      ref={ref}
      role="region"
      aria-label="Messages"
      tabIndex={0}
      className={cn('overflow-y-auto overscroll-contain', persona.windowClass)}
    >
      <ol className="flex flex-col gap-3 p-3 sm:p-4">
        {view.messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            persona={persona}
            hasTimes={view.hasTimes}
            onRetry={message.id === view.retryCutId ? onRetry : undefined}
          />
        ))}
        {view.isTyping && <TypingIndicator persona={persona} />}
        {view.streaming !== null &&
          (view.streaming.isCare ? (
            <li>
              <CareCard text={view.streaming.text} personaName={persona.name} />
            </li>
          ) : (
            <PersonaBubble persona={persona} timestamp={null}>
              <ReplyText text={view.streaming.text} hasReferences={persona.hasReferences} />
            </PersonaBubble>
          ))}
        {view.failureNotice !== null && (
          <li className="flex flex-wrap items-center gap-x-3 gap-y-2 pl-11.5 text-sm text-muted">
            <span data-testid="failure-notice">{view.failureNotice}</span>
            <Button variant="secondary" size="sm" disabled={!view.canRetry} onClick={onRetry}>
              <Icon icon={RefreshCw} size={16} />
              Try again
            </Button>
          </li>
        )}
      </ol>
    </div>
  );
}
