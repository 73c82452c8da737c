import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';

describe('countOf', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'set')).toBe('1 set');
    expect(countOf(0, 'set')).toBe('0 sets');
    expect(countOf(3, 'session')).toBe('3 sessions');
    expect(countOf(2, 'sound', 'sounds')).toBe('2 sounds');
  });
});
