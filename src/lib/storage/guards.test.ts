import { describe, expect, it } from 'vitest';
import {
  isArrayOf,
  isBoolean,
  isDay,
  isNullable,
  isNumber,
  isOneOf,
  isRecord,
  isShape,
  isString,
} from './guards';

describe('the site’s guards', () => {
  it('tell plain objects from arrays and null', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
  });

  it('take finite numbers, strings, booleans and yyyy-mm-dd days only', () => {
    expect(isNumber(3)).toBe(true);
    expect(isNumber(Number.NaN)).toBe(false);
    expect(isNumber(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isString('a')).toBe(true);
    expect(isBoolean(false)).toBe(true);
    expect(isBoolean(0)).toBe(false);
    expect(isDay('2026-11-27')).toBe(true);
    expect(isDay('27/11/2026')).toBe(false);
  });

  it('compose: a shape of fields, lists, choices and nullables', () => {
    const isEntry = isShape<{ day: string; mood: 'calm' | 'tired' | null; tags: string[] }>({
      day: isDay,
      mood: isNullable(isOneOf(['calm', 'tired'])),
      tags: isArrayOf(isString),
    });
    expect(isEntry({ day: '2026-11-27', mood: null, tags: [], extra: 1 })).toBe(true);
    expect(isEntry({ day: '2026-11-27', mood: 'sad', tags: [] })).toBe(false);
    expect(isEntry({ day: '2026-11-27', mood: 'calm', tags: [1] })).toBe(false);
    expect(isEntry({ mood: 'calm', tags: [] })).toBe(false);
  });
});
