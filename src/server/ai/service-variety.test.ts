/**
 * The service draws each chat request's words anew (issue 41, sameness): the built-in guide asked the
 * same first question again need not answer in the same words (docs/ai.md#built-in-guide).
 */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { startChat } from './service';

async function ask(question: string): Promise<string> {
  const config = { ...readConfig({}), provider: 'builtin' as const };
  const reply = await startChat(
    { persona: 'krishna', messages: [{ role: 'user', content: question }] },
    undefined,
    config,
  );
  let text = '';
  for await (const piece of reply.stream) text += piece;
  return text;
}

describe('the same question asked again', () => {
  it('gets other words from the built-in guide on another request', async () => {
    const replies = new Set<string>();
    for (let attempt = 0; attempt < 8; attempt += 1) replies.add(await ask('what is karma yoga?'));
    expect(replies.size).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
