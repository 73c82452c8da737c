import { describe, expect, it } from 'vitest';
import { describePersonaTable } from '../../lib/chat/persona-table.testing';
import { meta } from './meta';
import { SHIVA } from './persona';
import { CONVERSATION_KEY } from './storage';

describePersonaTable({
  persona: SHIVA,
  meta,
  conversationKey: CONVERSATION_KEY,
  promptCount: 6,
  windowClass: 'h-[450px] md:h-[500px]',
});

describe('Shiva (docs/tools/shiva-my-god.md#screen, #errors, #constants)', () => {
  it('both failure messages are the spec’s, verbatim, the in-call one with the OM', () => {
    expect(SHIVA.failure.inCall).toBe(
      'The cosmic vibrations are disturbed. Center yourself and ask again, dear one.',
    );
    expect(SHIVA.failure.outer).toBe(
      'The cosmic energies are momentarily disturbed. Still your mind and try again, seeker.',
    );
    expect(SHIVA.failure.InCallMark).toBeDefined();
  });

  it("shows 'In deep meditation...' while a reply is pending", () => {
    expect(SHIVA.typingText).toBe('In deep meditation...');
  });

  it('has quick prompts on meditating properly, fear, inner peace, karma, enlightenment and anger', () => {
    const prompts = SHIVA.quickPrompts.join(' | ');
    for (const topic of [
      /meditate properly/,
      /fear/,
      /inner peace/,
      /karma/,
      /enlightenment/,
      /anger/,
    ])
      expect(prompts).toMatch(topic);
  });
});
