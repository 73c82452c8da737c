import { describe, expect, it } from 'vitest';
import {
  appendRecordOnce,
  groupByDay,
  historySchema,
  isHistoryRecord,
  toHistoryRecord,
  withoutDay,
  type HistoryRecord,
} from './history';

const local = (d: number, h: number, min = 0) => new Date(2026, 10, d, h, min).getTime();
const focus = (d: number, h: number): HistoryRecord<'focus'> =>
  toHistoryRecord('focus', local(d, h), local(d, h, 25), 25);

describe('session history', () => {
  it('makes the spec record: start as id, local day, local times, whole minutes', () => {
    expect(toHistoryRecord('eye-care', local(24, 9, 5), local(24, 9, 25), 20)).toEqual({
      id: local(24, 9, 5),
      date: '2026-11-24',
      startTime: '09:05',
      endTime: '09:25',
      duration: 20,
      type: 'eye-care',
    });
  });

  it('validates records of its own type only', () => {
    const record = focus(24, 9);
    expect(isHistoryRecord(record, 'focus')).toBe(true);
    expect(isHistoryRecord(record, 'eye-care')).toBe(false);
    expect(isHistoryRecord({ ...record, startTime: '9am' }, 'focus')).toBe(false);
    expect(isHistoryRecord({ ...record, duration: 2.5 }, 'focus')).toBe(false);
    expect(isHistoryRecord({ ...record, date: '2026-02-30' }, 'focus')).toBe(false);
    const schema = historySchema('focus')['~standard'];
    expect(schema.validate([record])).toEqual({ value: [record] });
    expect(schema.validate({ record })).toHaveProperty('issues');
  });

  it('appends a record once, however often its completion is seen', () => {
    const record = focus(24, 9);
    const once = appendRecordOnce([], record);
    expect(appendRecordOnce(once, { ...record })).toEqual([record]);
    expect(appendRecordOnce(once, focus(24, 10))).toHaveLength(2);
  });

  it('groups by day, newest day and newest session first, marking today', () => {
    const records = [focus(22, 9), focus(24, 9), focus(23, 14), focus(24, 11), focus(24, 10)];
    const days = groupByDay(records, '2026-11-24');
    expect(days.map((day) => [day.date, day.isToday, day.records.length])).toEqual([
      ['2026-11-24', true, 3],
      ['2026-11-23', false, 1],
      ['2026-11-22', false, 1],
    ]);
    expect(days[0]?.records.map((record) => record.startTime)).toEqual(['11:00', '10:00', '09:00']);
  });

  it('removes one day of records', () => {
    const records = [focus(23, 9), focus(24, 9), focus(24, 10)];
    expect(withoutDay(records, '2026-11-24')).toEqual([focus(23, 9)]);
  });
});
