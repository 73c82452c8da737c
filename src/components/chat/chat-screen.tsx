/**
 * A persona chat's screen (docs/tools/chats.md#screen), the same for the four personas: header, quick
 * prompts, the scrolling message list, the composer, and one polite live region that speaks each reply
 * once, when it is complete (the list itself is not live, so streaming pieces are not read out).
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { toPlainText } from '../../lib/chat/format-reply';
import type { ChatView } from '../../lib/chat/machine';
import type { ChatPersona } from '../../lib/chat/persona';
import type { ChatAction } from '../../lib/chat/use-chat';
import { ChatHeader } from './chat-header';
import { ChatStatus } from './chat-status';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { NewConversationDialog } from './new-conversation-dialog';
import { QuickPrompts } from './quick-prompts';
import { useFollowScroll } from './use-follow-scroll';

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
      <MessageList ref={listRef} persona={persona} view={view} onRetry={retry} />
      <ChatStatus
        personaName={persona.name}
        isHistorySetAside={view.isHistorySetAside}
        isOffline={view.isOffline}
        isSendBlocked={view.isSendBlocked}
      />
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
