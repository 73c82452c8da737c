import { describe, expect, it } from 'vitest';
import { describePersonaTable } from '../../lib/chat/persona-table.testing';
import { meta } from './meta';
import { KRISHNA } from './persona';
import { CONVERSATION_KEY } from './storage';

describePersonaTable({
  persona: KRISHNA,
  meta,
  conversationKey: CONVERSATION_KEY,
  promptCount: 6,
  windowClass: 'h-[400px] md:h-[600px]',
});

describe('Krishna failure messages (docs/tools/krishna-my-friend.md#errors)', () => {
  it('the in-call message is the spec’s, verbatim', () => {
    expect(KRISHNA.failure.inCall).toBe(
      'Arjuna, the cosmic winds disturb our connection. Speak again, and I shall hear you clearly, my friend.',
    );
  });

  it('the secondary fallback says something blocks the connection and asks to try again', () => {
    expect(KRISHNA.failure.outer).toMatch(/something blocks our connection.*try again/);
  });
});
