import { describe, expect, it } from 'vitest';
import { selectRecentTurns, type Turn } from './history';

const user = (content: string): Turn => ({ role: 'user', content });
const assistant = (content: string): Turn => ({ role: 'assistant', content });

describe('selectRecentTurns', () => {
  it('keeps a short alternating conversation as it is', () => {
    const turns = [user('a'), assistant('b'), user('c')];
    expect(selectRecentTurns(turns, 12)).toEqual(turns);
  });

  it('cuts to the most recent turns and never opens with the assistant', () => {
    const turns = [user('1'), assistant('2'), user('3'), assistant('4'), user('5')];
    expect(selectRecentTurns(turns, 4)).toEqual([user('3'), assistant('4'), user('5')]);
  });

  it('joins two visitor turns in a row so roles alternate', () => {
    expect(selectRecentTurns([user('a'), user('b'), assistant('c'), user('d')], 12)).toEqual([
      user('a\n\nb'),
      assistant('c'),
      user('d'),
    ]);
  });

  it('does not change the turns it was given', () => {
    const turns = [user('a'), user('b')];
    selectRecentTurns(turns, 12);
    expect(turns).toEqual([user('a'), user('b')]);
  });
});
