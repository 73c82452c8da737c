import { describe, expect, it } from 'vitest';
import { isPlannedItem } from './guards';

describe('planner guards', () => {
  it('accepts a stored pose or exercise and rejects one with a field missing or mistyped', () => {
    const isItem = isPlannedItem();
    const item = {
      id: 1,
      name: 'Tree Pose',
      benefits: 'Balance',
      instructions: 'Stand|Lift one foot',
      difficulty: 'beginner',
      category: 'balance',
      date: '2026-11-24',
    };
    expect(isItem(item)).toBe(true);
    expect(isItem({ ...item, id: '1' })).toBe(false);
    expect(isItem({ ...item, date: '24/11/2026' })).toBe(false);
    expect(isItem({ ...item, benefits: undefined })).toBe(false);
    expect(isItem(null)).toBe(false);
  });
});
