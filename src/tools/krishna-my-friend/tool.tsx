/** Krishna My Friend island: the shared chat engine and screen with Krishna's table. */
import type { ReactNode } from 'react';
import { ChatScreen } from '../../components/chat/chat-screen';
import { useChat } from '../../lib/chat/use-chat';
import { KRISHNA } from './persona';
import { CONVERSATION_KEY } from './storage';

/** The Krishna chat; `children` is the site's theme toggle for its header. */
export default function KrishnaMyFriend({ children }: { children?: ReactNode }) {
  const { view, send } = useChat(KRISHNA, CONVERSATION_KEY);
  return (
    <ChatScreen persona={KRISHNA} view={view} send={send}>
      {children}
    </ChatScreen>
  );
}
