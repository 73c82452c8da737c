// @vitest-environment happy-dom
/**
 * The four chats' conversation keys (docs/tools/chats.md#data): one per persona, on the shared options
 * of lib/chat/messages.ts. Here, beside the tools, because a test in lib may not reach up into them.
 */
import { describe, expect, it } from 'vitest';
import { installLocalStorage, MemoryStorage } from '../lib/storage/memory-storage';
import { readStored, writeStored } from '../lib/storage/storage';
import { CONVERSATION_KEY as BUDDHA_KEY } from './buddha-my-teacher/storage';
import { CONVERSATION_KEY as JESUS_KEY } from './jesus-my-saviour/storage';
import { CONVERSATION_KEY as KRISHNA_KEY } from './krishna-my-friend/storage';
import { CONVERSATION_KEY as SHIVA_KEY } from './shiva-my-god/storage';

const MESSAGE = { id: 'user-1', type: 'user', content: 'Hello', timestamp: 1_795_338_000_000 };

describe('conversation keys', () => {
  it('are stillwell:<slug>:messages, one per persona, labelled with its name', () => {
    expect(
      [KRISHNA_KEY, BUDDHA_KEY, JESUS_KEY, SHIVA_KEY].map((def) => [def.key, def.label]),
    ).toEqual([
      ['stillwell:krishna-my-friend:messages', 'your conversation with Krishna'],
      ['stillwell:buddha-my-teacher:messages', 'your conversation with Buddha'],
      ['stillwell:jesus-my-saviour:messages', 'your conversation with Jesus'],
      ['stillwell:shiva-my-god:messages', 'your conversation with Shiva'],
    ]);
  });

  it('start empty and keep a corrupt value aside', () => {
    const storage = new MemoryStorage();
    const uninstall = installLocalStorage(storage);
    const key = KRISHNA_KEY;
    expect(readStored(key)).toEqual({ value: [], status: 'default' });
    expect(writeStored(key, [MESSAGE as never]).ok).toBe(true);
    expect(readStored(key).value).toEqual([MESSAGE]);
    storage.setItem(key.key, JSON.stringify([{ ...MESSAGE, type: 'zeus' }]));
    const read = readStored(key);
    expect(read.status).toBe('recovered');
    expect(read.backupKey).toBe('stillwell:backup:stillwell:krishna-my-friend:messages');
    uninstall();
  });
});
