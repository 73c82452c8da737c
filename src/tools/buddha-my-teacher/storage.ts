/** Buddha's conversation, kept in this browser (one declared key, spec 3 §3 message fields). */
import { defineConversationKey } from '../../lib/chat/messages';

/** `stillwell:buddha-my-teacher:messages`. */
export const CONVERSATION_KEY = defineConversationKey('buddha-my-teacher', 'Buddha');
