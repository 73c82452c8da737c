import { describe, expect, it } from 'vitest';
import { PERSONA_IDS } from '../../lib/ai/catalog';
import { PERSONAS } from './personas';
import { buildChatInstructions } from './prompts';

describe('chat system prompts ask a real model for the built-in guide’s shape (issue 22)', () => {
  it.each(PERSONA_IDS)('%s: meet the person, answer what was asked, cite, one practice', (id) => {
    const instructions = buildChatInstructions(PERSONAS[id]);
    for (const part of [
      'meet them first in plain words',
      'let the feeling be',
      'Never scold grief or fear',
      'answer exactly that in your own words, and cite its source',
      'continue the last topic',
      'one small practice or step',
      'at most once',
      'never refuse them',
    ])
      expect(instructions).toContain(part);
    // Pain comes before the style rules, and the refusal stays exact (docs/tools/chats.md#calls).
    expect(instructions.indexOf('How to answer')).toBeLessThan(
      instructions.indexOf('Style rules:'),
    );
    expect(instructions).toContain(`"${PERSONAS[id].refusal}"`);
  });
});
