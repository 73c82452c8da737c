// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { installLocalStorage, MemoryStorage } from '../storage/memory-storage';
import { readStored, writeStored } from '../storage/storage';
import { CONVERSATION_KEY as BUDDHA_KEY } from '../../tools/buddha-my-teacher/storage';
import { CONVERSATION_KEY as JESUS_KEY } from '../../tools/jesus-my-saviour/storage';
import { CONVERSATION_KEY as KRISHNA_KEY } from '../../tools/krishna-my-friend/storage';
import { CONVERSATION_KEY as SHIVA_KEY } from '../../tools/shiva-my-god/storage';
import { isChatEntry } from './messages';

const MESSAGE = { id: 'user-1', type: 'user', content: 'Hello', timestamp: 1_795_338_000_000 };

describe('chat message (docs/tools/chats.md#data: id, type, content, timestamp)', () => {
  it.each([
    MESSAGE,
    { ...MESSAGE, type: 'shiva', kind: 'failure' },
    { ...MESSAGE, type: 'jesus', kind: 'care' },
  ])('accepts %j', (value) => {
    expect(isChatEntry(value)).toBe(true);
  });

  it.each([
    { ...MESSAGE, id: '' },
    { ...MESSAGE, type: 'zeus' },
    { ...MESSAGE, content: 5 },
    { ...MESSAGE, timestamp: '09:00' },
    { ...MESSAGE, timestamp: -1 },
    { ...MESSAGE, kind: 'html' },
    { ...MESSAGE, extra: true },
    [MESSAGE],
    null,
  ])('rejects %j', (value) => {
    expect(isChatEntry(value)).toBe(false);
  });
});

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
