/** Jesus My Saviour island: the shared chat engine and screen with Jesus's table. */
import type { ReactNode } from 'react';
import { ChatScreen } from '../../components/chat/chat-screen';
import { useChat } from '../../lib/chat/use-chat';
import { JESUS } from './persona';
import { CONVERSATION_KEY } from './storage';

/** The Jesus chat; `children` is the site's theme toggle for its header. */
export default function JesusMySaviour({ children }: { children?: ReactNode }) {
  const { view, send } = useChat(JESUS, CONVERSATION_KEY);
  return (
    <ChatScreen persona={JESUS} view={view} send={send}>
      {children}
    </ChatScreen>
  );
}
