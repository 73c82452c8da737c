import { describe, expect, it } from 'vitest';
import { editDistance, isNear, nearestWord } from './fuzzy';

describe('forgiving word matches (issue 41)', () => {
  it.each([
    ['kitten', 'sitting', 3],
    ['jhon', 'john', 1],
    ['dhamapada', 'dhammapada', 1],
    ['bhagvad', 'bhagavad', 1],
    ['gita', 'gita', 0],
  ] as const)('%s is %i edits from %s', (a, b, distance) => {
    expect(editDistance(a, b, 3)).toBe(distance);
  });

  it.each([
    ['jhon', 'john', true],
    ['nobel', 'noble', true],
    ['dhamapada', 'dhammapada', true],
    ['mathew', 'matthew', true],
    ['like', 'luke', false],
    ['make', 'mark', false],
    ['marry', 'mary', false],
    ['lore', 'lord', false],
  ] as const)('%s near %s: %s', (typed, word, near) => {
    expect(isNear(typed, word)).toBe(near);
  });

  it('names the one near word, and none when two are as near', () => {
    expect(nearestWord('jhon', ['john', 'mark'])).toBe('john');
    expect(nearestWord('psalm', ['psalm', 'psalms'])).toBe('psalm');
    expect(nearestWord('zzzz', ['john'])).toBeUndefined();
  });
});
