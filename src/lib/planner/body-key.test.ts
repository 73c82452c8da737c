// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { memoryStorageForEachTest } from '../storage/memory-storage.testing';
import { readStored } from '../storage/storage';
import { adoptEarlierBodies, BODY_KEY, mergeBodies } from './body-key';

const storage = memoryStorageForEachTest();

describe('one level and limits for both planners (issue 43: ask once, keep it)', () => {
  it('is kept under stillwell:site:body', () => {
    expect(BODY_KEY.key).toBe('stillwell:site:body');
    expect(readStored(BODY_KEY).value).toEqual({ level: null, limits: [] });
  });

  it('merges answers: every limit any named, and the most careful level', () => {
    expect(
      mergeBodies([
        { level: 'regular', limits: ['knees'] },
        { level: 'new', limits: ['pregnancy', 'knees'] },
        { level: null, limits: [] },
      ]),
    ).toEqual({ level: 'new', limits: ['pregnancy', 'knees'] });
    expect(mergeBodies([])).toEqual({ level: null, limits: [] });
  });

  it('folds the copies an earlier version kept a planner into the one key, then removes them', () => {
    storage.setItem(
      'stillwell:ai-yoga-planner:body',
      JSON.stringify({ level: 'some', limits: ['pregnancy'] }),
    );
    storage.setItem(
      'stillwell:ai-exercise-planner:body',
      JSON.stringify({ level: 'regular', limits: ['wrists'] }),
    );
    adoptEarlierBodies();
    expect(readStored(BODY_KEY).value).toEqual({ level: 'some', limits: ['pregnancy', 'wrists'] });
    expect(storage.getItem('stillwell:ai-yoga-planner:body')).toBeNull();
    expect(storage.getItem('stillwell:ai-exercise-planner:body')).toBeNull();
  });

  it('keeps what the one key already holds beside an earlier copy', () => {
    storage.setItem(BODY_KEY.key, JSON.stringify({ level: 'regular', limits: ['back'] }));
    storage.setItem(
      'stillwell:ai-exercise-planner:body',
      JSON.stringify({ level: null, limits: ['blood-pressure'] }),
    );
    adoptEarlierBodies();
    expect(readStored(BODY_KEY).value).toEqual({
      level: 'regular',
      limits: ['back', 'blood-pressure'],
    });
  });

  it('leaves everything as it is when there is nothing earlier', () => {
    storage.setItem(BODY_KEY.key, JSON.stringify({ level: 'new', limits: [] }));
    adoptEarlierBodies();
    expect(readStored(BODY_KEY).value).toEqual({ level: 'new', limits: [] });
  });

  it('sets an unreadable earlier copy aside rather than dropping it', () => {
    storage.setItem('stillwell:ai-yoga-planner:body', '{"level":"expert"}');
    adoptEarlierBodies();
    expect(readStored(BODY_KEY).value).toEqual({ level: null, limits: [] });
    expect(storage.getItem('stillwell:backup:stillwell:ai-yoga-planner:body')).toContain('expert');
  });
});
