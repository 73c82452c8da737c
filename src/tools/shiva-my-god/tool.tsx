/** Shiva My God island: the shared chat engine and screen with Shiva's table. */
import type { ReactNode } from 'react';
import { ChatScreen } from '../../components/chat/chat-screen';
import { useChat } from '../../lib/chat/use-chat';
import { SHIVA } from './persona';
import { CONVERSATION_KEY } from './storage';

/** The Shiva chat; `children` is the site's theme toggle for its header. */
export default function ShivaMyGod({ children }: { children?: ReactNode }) {
  const { view, send } = useChat(SHIVA, CONVERSATION_KEY);
  return (
    <ChatScreen persona={SHIVA} view={view} send={send}>
      {children}
    </ChatScreen>
  );
}
