/**
 * A persona chat's screen (docs/tools/chats.md#screen), the same for the four personas: header, quick
 * prompts, the scrolling message list, the composer, and one polite live region that speaks each reply
 * once, when it is complete (the list itself is not live, so streaming pieces are not read out).
 */
import { RefreshCw, WifiOff } from 'lucide';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { toPlainText } from '../../lib/chat/format-reply';
import type { ChatView } from '../../lib/chat/machine';
import type { ChatPersona } from '../../lib/chat/persona';
import type { ChatAction } from '../../lib/chat/use-chat';
import { cn } from '../../lib/ui/cn';
import { Button } from '../ui/button';
import { CareCard } from './care-card';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { MessageItem, PersonaBubble } from './message-item';
import { NewConversationDialog } from './new-conversation-dialog';
import { QuickPrompts } from './quick-prompts';
import { ReplyText } from './reply-text';
import { TypingIndicator } from './typing-indicator';
import { useFollowScroll } from './use-follow-scroll';
import { Icon } from '../ui/icon';

/** The chat; `children` is the site's theme toggle, placed in the header. */
export function ChatScreen({
  persona,
  view,
  send,
  children,
}: {
  persona: ChatPersona;
  view: ChatView;
  send: (action: ChatAction) => void;
  children?: ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { follow } = useFollowScroll(
    listRef,
    `${view.messages.at(-1)?.id}:${view.isTyping}:${view.streaming?.text.length}:${view.failureNotice}`,
  );
  const [isConfirmingReset, setConfirmingReset] = useState(false);
  // Stable, so the memoised messages do not re-render for it.
  const retry = useCallback(() => send({ type: 'retry' }), [send]);
  const reset = () => {
    setConfirmingReset(false);
    send({ type: 'reset' });
    follow();
  };
  const sendDraft = () => {
    if (!view.canSend) return;
    send({ type: 'send' });
    follow();
  };

  return (
    <section
      aria-label={`Chat with ${persona.name}`}
      className="mx-auto max-w-3xl overflow-hidden rounded-card border border-line bg-surface shadow-soft"
    >
      <ChatHeader
        persona={persona}
        answeredBy={view.answeredBy}
        // Nothing to lose (the greeting alone): no question asked.
        onNewConversation={() => (view.hasConversation ? setConfirmingReset(true) : reset())}
        themeToggle={children}
      />
      <QuickPrompts
        prompts={persona.quickPrompts}
        chipClass={persona.colors.chip}
        isDisabled={view.isPending}
        onPick={(prompt) => {
          send({ type: 'edit', text: prompt });
          inputRef.current?.focus();
        }}
      />
      <div
        ref={listRef}
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
              onRetry={message.id === view.retryCutId ? retry : undefined}
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
              <Button variant="secondary" size="sm" disabled={!view.canRetry} onClick={retry}>
                <Icon icon={RefreshCw} size={16} />
                Try again
              </Button>
            </li>
          )}
        </ol>
      </div>
      <div
        role="status"
        className={cn(
          'flex flex-col gap-1 px-4 text-sm text-ink',
          (view.isOffline || view.isHistorySetAside) && 'border-t border-line bg-surface-2 py-2',
        )}
      >
        {view.isHistorySetAside && (
          <p>
            Your earlier conversation with {persona.name} could not be read, so it was set aside and
            a new one begins.{' '}
            <a href="/your-data" className="font-medium text-primary underline underline-offset-4">
              Your data
            </a>{' '}
            lists what was kept.
          </p>
        )}
        {view.isOffline && (
          <p className="flex items-center gap-2">
            <Icon icon={WifiOff} size={16} className="shrink-0" />
            {view.isSendBlocked
              ? 'You are offline, so your message was not sent. It is still in the box; send it when you are back online.'
              : 'You are offline. Anything you type stays here until you are back online.'}
          </p>
        )}
      </div>
      <Composer
        inputRef={inputRef}
        personaName={persona.name}
        placeholder={persona.placeholder}
        draft={view.draft}
        isPending={view.isPending}
        canSend={view.canSend}
        isTooLong={view.isTooLong}
        onEdit={(text) => send({ type: 'edit', text })}
        onSend={sendDraft}
        onStop={() => send({ type: 'stop' })}
      />
      <NewConversationDialog
        isOpen={isConfirmingReset}
        personaName={persona.name}
        onConfirm={reset}
        onClose={() => setConfirmingReset(false)}
      />
      <div aria-live="polite" className="sr-only" data-testid="reply-announcer">
        {view.announcement !== null && (
          <p key={view.announcement.id}>{toPlainText(view.announcement.text)}</p>
        )}
      </div>
    </section>
  );
}
