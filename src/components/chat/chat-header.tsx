/** The chat's header: portrait, name, who answers, new conversation and the theme toggle (docs/tools/chats.md#screen). */
import { MessageSquarePlus } from 'lucide';
import type { ReactNode } from 'react';
import type { ChatPersona } from '../../lib/chat/persona';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';

/** `themeToggle` is the site's toggle, passed in from the page. */
export function ChatHeader({
  persona,
  answeredBy,
  onNewConversation,
  themeToggle,
}: {
  persona: ChatPersona;
  answeredBy: string | null;
  onNewConversation: () => void;
  themeToggle: ReactNode;
}) {
  const { Avatar } = persona;
  return (
    <header className="flex items-center gap-2 border-b border-line px-3 py-2 sm:gap-3 sm:px-4">
      <Avatar className="size-10 shrink-0" />
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-lg leading-6 font-semibold">{persona.name}</h2>
        <p className="truncate text-xs leading-5 text-muted sm:text-sm" data-testid="answered-by">
          {answeredBy === null ? '\u00a0' : `Answered by ${answeredBy}`}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onNewConversation}
        aria-label="New conversation"
        className="px-3"
      >
        <Icon icon={MessageSquarePlus} size={18} />
        <span className="hidden sm:inline">New conversation</span>
      </Button>
      {themeToggle}
    </header>
  );
}
