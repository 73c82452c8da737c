import { describe, expect, it } from 'vitest';
import {
  isArrayOf,
  isBoolean,
  isDateTime,
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

  it('take a date-time with seconds and its zone, as the practice log writes it', () => {
    expect(isDateTime('2026-11-27T08:30:00+01:00')).toBe(true);
    expect(isDateTime('2026-11-27T08:30:00.125Z')).toBe(true);
    expect(isDateTime('2026-11-27T08:30:00')).toBe(false);
    expect(isDateTime('2026-11-27T08:30+01:00')).toBe(false);
    expect(isDateTime('2026-02-31T08:30:00Z')).toBe(false);
    expect(isDateTime('2026-11-27T24:00:00Z')).toBe(false);
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
