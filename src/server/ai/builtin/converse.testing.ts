/** For the guide's tests: a conversation with a persona, the built-in guide answering each turn. */
import { PERSONA_IDS, type PersonaId } from '../../../lib/ai/catalog';
import type { ChatMessage } from '../../../lib/ai/schemas';
import { LIBRARY } from './library';
import { buildTeachingIndex, replyAsPersona, type PersonaReply } from './teachings';

const indexes = new Map(
  PERSONA_IDS.map((persona) => [
    persona,
    buildTeachingIndex(persona, LIBRARY.teachings[persona], LIBRARY.guides?.[persona]),
  ]),
);

/** Asks a conversation of visitor turns, the guide answering each in turn (draw 0). */
export function converse(persona: PersonaId, ...questions: string[]): PersonaReply[] {
  return converseDrawn(0, persona, ...questions);
}

/** `converse` with every reply written on the request draw `variety`, as the service draws one. */
export function converseDrawn(
  variety: number,
  persona: PersonaId,
  ...questions: string[]
): PersonaReply[] {
  const index = indexes.get(persona);
  if (!index) throw new Error(persona);
  const messages: ChatMessage[] = [];
  const replies: PersonaReply[] = [];
  for (const question of questions) {
    messages.push({ role: 'user', content: question });
    const reply = replyAsPersona(index, messages, variety);
    replies.push(reply);
    messages.push({ role: 'assistant', content: reply.text });
  }
  return replies;
}
