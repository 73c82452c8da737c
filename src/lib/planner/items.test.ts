import { describe, expect, it } from 'vitest';
import {
  clampMinutes,
  cleanName,
  createId,
  dropExisting,
  formatDuration,
  formatTenths,
  getExerciseVideoUrl,
  getLatest,
  getPoseVideoUrl,
  splitSteps,
  summarizeHistory,
} from './items';

describe('list rules (docs/tools/planners.md#validation)', () => {
  it('drops suggestions whose lower-cased name matches an existing item, and repeats', () => {
    const suggestions = [{ name: 'Tree Pose' }, { name: 'Child’s Pose' }, { name: ' tree pose ' }];
    expect(dropExisting(suggestions, ['CHILD’S POSE'])).toEqual([{ name: 'Tree Pose' }]);
  });

  it('ignores blank custom text and tidies the rest', () => {
    expect(cleanName('   ')).toBeNull();
    expect(cleanName('')).toBeNull();
    expect(cleanName('  Call   mum ')).toBe('Call mum');
    expect(cleanName('x'.repeat(300))).toHaveLength(200);
  });

  it('makes ids from the time, unique even for two adds in one millisecond', () => {
    expect(createId(1_000, [])).toBe(1_000);
    expect(createId(1_000, [{ id: 1_000 }, { id: 1_001 }])).toBe(1_002);
  });

  it('clamps per-item minutes to whole minutes 1–10 (docs/decisions.md#inputs-are-clamped), default 1', () => {
    expect([0, -5, 1, 4.4, 4.6, 10, 11, 99].map((value) => clampMinutes(value))).toEqual([
      1, 1, 1, 4, 5, 10, 10, 10,
    ]);
    expect(clampMinutes('')).toBe(1);
    expect(clampMinutes('abc')).toBe(1);
    expect(clampMinutes('12')).toBe(10);
    expect(clampMinutes('3')).toBe(3);
  });

  it('splits bar-separated steps', () => {
    expect(splitSteps('Stand tall | Breathe in|| Fold ')).toEqual([
      'Stand tall',
      'Breathe in',
      'Fold',
    ]);
  });
});

describe('video links (docs/tools/planners.md#calls)', () => {
  it('yoga: the pose name plus " yoga pose"', () => {
    expect(getPoseVideoUrl('Downward Dog')).toBe(
      'https://www.youtube.com/results?search_query=Downward%20Dog%20yoga%20pose',
    );
  });

  it('exercise: "{name} exercise form", lower-cased, non-alphanumerics stripped, joined by +', () => {
    expect(getExerciseVideoUrl('Push-Up (Knees)')).toBe(
      'https://www.youtube.com/results?search_query=pushup+knees+exercise+form',
    );
    expect(getExerciseVideoUrl('  Bird   Dog ')).toBe(
      'https://www.youtube.com/results?search_query=bird+dog+exercise+form',
    );
  });
});

describe('progress (docs/tools/planners.md#constants)', () => {
  const entry = (id: number, duration: number, date = '2026-11-22') => ({
    id,
    date,
    duration,
    timestamp: id,
    poses: 2,
  });

  it('lists the latest 10, newest first', () => {
    const history = Array.from({ length: 14 }, (_, index) => entry(index + 1, 60));
    expect(getLatest(history).map((item) => item.id)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it('totals the whole history', () => {
    const history = [entry(1, 60, '2026-11-21'), entry(2, 125), entry(3, 30)];
    expect(summarizeHistory(history, (item) => item.poses)).toEqual({
      sessions: 3,
      totalSec: 215,
      items: 6,
      days: 2,
    });
  });

  it('formats durations and tenths', () => {
    expect([45, 60, 125, 3_600, 3_780].map(formatDuration)).toEqual([
      '45 s',
      '1 min',
      '2 min 5 s',
      '1 h',
      '1 h 3 min',
    ]);
    expect(formatTenths(65_349)).toBe('01:05.3');
    expect(formatTenths(0)).toBe('00:00.0');
  });
});
