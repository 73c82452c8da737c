/** Shiva's conversation, kept in this browser (one declared key, spec 3 §3 message fields). */
import { defineConversationKey } from '../../lib/chat/messages';

/** `stillwell:shiva-my-god:messages`. */
export const CONVERSATION_KEY = defineConversationKey('shiva-my-god', 'Shiva');
