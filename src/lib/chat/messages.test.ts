// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { installLocalStorage, MemoryStorage } from '../storage/memory-storage';
import { readStored, writeStored } from '../storage/storage';
import { defineConversationKey, isChatEntry } from './messages';

const MESSAGE = { id: 'user-1', type: 'user', content: 'Hello', timestamp: 1_795_338_000_000 };

describe('chat message (spec 3 §3: id, type, content, timestamp)', () => {
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

describe('defineConversationKey', () => {
  it('declares stillwell:<slug>:messages, empty by default, and keeps a corrupt value aside', () => {
    const storage = new MemoryStorage();
    const uninstall = installLocalStorage(storage);
    const key = defineConversationKey('krishna-my-friend', 'Krishna');
    expect(key.key).toBe('stillwell:krishna-my-friend:messages');
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
