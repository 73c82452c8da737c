import { describe, expect, it } from 'vitest';
import { describePersonaTable } from '../../lib/chat/persona-table.testing';
import { meta } from './meta';
import { BUDDHA } from './persona';
import { CONVERSATION_KEY } from './storage';

describePersonaTable({
  persona: BUDDHA,
  meta,
  conversationKey: CONVERSATION_KEY,
  promptCount: 5,
  windowClass: 'h-[450px] md:h-[500px]',
});

describe('Buddha failure messages (docs/tools/buddha-my-teacher.md#errors)', () => {
  it('the in-call message mentions the winds of impermanence and asks to try again', () => {
    expect(BUDDHA.failure.inCall).toContain('the winds of impermanence disturb our connection');
    expect(BUDDHA.failure.inCall).toMatch(/share your question with me again/);
  });

  it('the secondary fallback says something blocks the connection and asks to try again', () => {
    expect(BUDDHA.failure.outer).toMatch(/something blocks our connection.*try again/);
  });
});
