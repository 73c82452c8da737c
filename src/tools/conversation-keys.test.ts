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

  it('keep a reply cut off part-way as cut, and still read a conversation stored before cut replies existed', () => {
    const storage = new MemoryStorage();
    const uninstall = installLocalStorage(storage);
    const key = SHIVA_KEY;
    const old = [
      MESSAGE,
      { id: 'shiva-2', type: 'shiva', content: 'Be still, seeker.', timestamp: 1_795_338_001_000 },
      {
        id: 'shiva-3',
        type: 'shiva',
        content: 'Breathe',
        timestamp: 1_795_338_002_000,
        stopped: true,
      },
    ];
    storage.setItem(key.key, JSON.stringify(old));
    expect(readStored(key)).toEqual({ value: old, status: 'stored' });
    const cut = {
      id: 'shiva-4',
      type: 'shiva',
      content: 'The cosmic dance',
      timestamp: 1_795_338_003_000,
      cut: true,
    } as const;
    expect(writeStored(key, [...old, cut] as never).ok).toBe(true);
    expect(JSON.parse(storage.getItem(key.key) ?? '[]').at(-1)).toEqual(cut);
    expect(readStored(key)).toEqual({ value: [...old, cut], status: 'stored' });
    // A malformed mark is not taken for a cut reply: the conversation is kept aside, not misread.
    storage.setItem(key.key, JSON.stringify([{ ...cut, cut: 'yes' }]));
    expect(readStored(key).status).toBe('recovered');
    uninstall();
  });
});
