// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isChatEntry } from './messages';

const MESSAGE = { id: 'user-1', type: 'user', content: 'Hello', timestamp: 1_795_338_000_000 };

describe('chat message (docs/tools/chats.md#data: id, type, content, timestamp)', () => {
  it.each([
    MESSAGE,
    { ...MESSAGE, type: 'shiva', kind: 'failure' },
    { ...MESSAGE, type: 'jesus', kind: 'care' },
    { ...MESSAGE, type: 'buddha', stopped: true },
    { ...MESSAGE, type: 'krishna', content: 'Dear fr', cut: true },
    { ...MESSAGE, type: 'jesus', kind: 'care', cut: true },
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
    { ...MESSAGE, type: 'krishna', cut: false },
    { ...MESSAGE, type: 'krishna', cut: 'yes' },
    { ...MESSAGE, cut: true },
    { ...MESSAGE, type: 'krishna', kind: 'failure', cut: true },
    { ...MESSAGE, type: 'krishna', stopped: true, cut: true },
    [MESSAGE],
    null,
  ])('rejects %j', (value) => {
    expect(isChatEntry(value)).toBe(false);
  });
});
