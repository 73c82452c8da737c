/** Krishna's conversation, kept in this browser (one declared key, docs/tools/krishna-my-friend.md#data message fields). */
import { CONVERSATION_KEY_OPTIONS, type ChatEntry } from '../../lib/chat/messages';
import { defineKey } from '../../lib/storage/storage';

/** The conversation, oldest first; bounded by the chat machine (MAX_STORED_MESSAGES, 100). */
export const CONVERSATION_KEY = defineKey<ChatEntry[]>({
  key: 'stillwell:krishna-my-friend:messages',
  ...CONVERSATION_KEY_OPTIONS,
  label: 'your conversation with Krishna',
});
