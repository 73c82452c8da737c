/** Jesus's conversation, kept in this browser (one declared key, spec 3 §3 message fields). */
import { defineConversationKey } from '../../lib/chat/messages';

/** `stillwell:jesus-my-saviour:messages`. */
export const CONVERSATION_KEY = defineConversationKey('jesus-my-saviour', 'Jesus');
