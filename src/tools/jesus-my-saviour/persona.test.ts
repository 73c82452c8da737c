import { describe, expect, it } from 'vitest';
import { describePersonaTable } from '../../lib/chat/persona-table.testing';
import { meta } from './meta';
import { JESUS } from './persona';
import { CONVERSATION_KEY } from './storage';

describePersonaTable({
  persona: JESUS,
  meta,
  conversationKey: CONVERSATION_KEY,
  promptCount: 5,
  windowClass: 'h-[450px] md:h-[500px]',
});

describe('Jesus (docs/tools/jesus-my-saviour.md#screen, #errors)', () => {
  it('the in-call message says something has interrupted our connection, quoting Matthew 28:20', () => {
    expect(JESUS.failure.inCall).toContain('something has interrupted our connection');
    expect(JESUS.failure.inCall).toContain('[Matthew 28:20]');
  });

  it('the secondary fallback says something blocked the connection, quoting Hebrews 13:5', () => {
    expect(JESUS.failure.outer).toMatch(
      /something blocked our connection.*\[Hebrews 13:5\].*try again/,
    );
  });

  it('styles bracketed references', () => {
    expect(JESUS.hasReferences).toBe(true);
  });
});
