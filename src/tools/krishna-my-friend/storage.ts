/** Krishna's conversation, kept in this browser (one declared key, spec 3 §3 message fields). */
import { defineConversationKey } from '../../lib/chat/messages';

/** `stillwell:krishna-my-friend:messages`. */
export const CONVERSATION_KEY = defineConversationKey('krishna-my-friend', 'Krishna');
