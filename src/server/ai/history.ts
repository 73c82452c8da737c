/**
 * The turns a model sees: the most recent ones, starting with a visitor turn and alternating roles.
 * Chat templates of several open models (served by llama.cpp or vLLM) reject two turns of one role in a
 * row or a conversation that opens with the assistant.
 */

/** One turn as the API receives it. */
export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

/** The last `maxTurns` turns, opening with the visitor, with same-role neighbours joined. */
export function selectRecentTurns(turns: readonly Turn[], maxTurns: number): Turn[] {
  const merged: Turn[] = [];
  for (const turn of turns) {
    const previous = merged.at(-1);
    if (previous?.role === turn.role) previous.content = `${previous.content}\n\n${turn.content}`;
    else merged.push({ ...turn });
  }
  const recent = merged.slice(-Math.max(1, maxTurns));
  while (recent.length > 1 && recent[0]?.role === 'assistant') recent.shift();
  return recent;
}
