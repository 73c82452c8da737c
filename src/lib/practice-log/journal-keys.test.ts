// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installLocalStorage, MemoryStorage } from '../storage/memory-storage';
import { readStored, writeStored } from '../storage/storage';
import {
  getSessionId,
  PRACTICE_MOODS_KEY,
  SHOW_STREAKS_KEY,
  withSessionMood,
} from './journal-keys';

let uninstall: () => void;

beforeEach(() => {
  uninstall = installLocalStorage(new MemoryStorage());
});

afterEach(() => {
  uninstall();
});

describe('journal keys', () => {
  it('identifies a session by its tool and start', () => {
    expect(getSessionId({ tool: 'box-breathing', startedAt: '2026-11-22T08:00:00.000Z' })).toBe(
      'box-breathing@2026-11-22T08:00:00.000Z',
    );
  });

  it('stores moods beside the log under their own key', () => {
    expect(PRACTICE_MOODS_KEY.key).toBe('stillwell:site:practice-moods');
    const moods = withSessionMood({}, 'box-breathing@2026-11-22T08:00:00.000Z', { after: 4 });
    expect(writeStored(PRACTICE_MOODS_KEY, moods)).toEqual({ ok: true });
    expect(readStored(PRACTICE_MOODS_KEY).value).toEqual({
      'box-breathing@2026-11-22T08:00:00.000Z': { after: 4 },
    });
  });

  it('sets, changes and clears one session’s mood without touching the others', () => {
    const first = withSessionMood({}, 'a', { before: 2 });
    const both = withSessionMood(withSessionMood(first, 'b', { after: 5 }), 'a', {
      before: 2,
      after: 4,
    });
    expect(both).toEqual({ a: { before: 2, after: 4 }, b: { after: 5 } });
    expect(withSessionMood(both, 'a', undefined)).toEqual({ b: { after: 5 } });
    expect(withSessionMood(both, 'b', {})).toEqual({ a: { before: 2, after: 4 } });
  });

  it.each([
    ['a mood outside 1–5', { a: { after: 6 } }],
    ['an unknown moment', { a: { during: 3 } }],
    ['a list', [1, 2]],
  ])('refuses %s', (_, value) => {
    expect(writeStored(PRACTICE_MOODS_KEY, value as never)).toMatchObject({ ok: false });
  });

  it('shows streaks unless the visitor hid them', () => {
    expect(SHOW_STREAKS_KEY.defaultValue).toBe(true);
    expect(SHOW_STREAKS_KEY.key).toBe('stillwell:site:show-streaks');
  });
});
