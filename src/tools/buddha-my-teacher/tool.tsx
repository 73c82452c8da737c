/** Buddha My Teacher island: the shared chat engine and screen with Buddha's table. */
import type { ReactNode } from 'react';
import { ChatScreen } from '../../components/chat/chat-screen';
import { useChat } from '../../lib/chat/use-chat';
import { BUDDHA } from './persona';
import { CONVERSATION_KEY } from './storage';

/** The Buddha chat; `children` is the site's theme toggle for its header. */
export default function BuddhaMyTeacher({ children }: { children?: ReactNode }) {
  const { view, send } = useChat(BUDDHA, CONVERSATION_KEY);
  return (
    <ChatScreen persona={BUDDHA} view={view} send={send}>
      {children}
    </ChatScreen>
  );
}
