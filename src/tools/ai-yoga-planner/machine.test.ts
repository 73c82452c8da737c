import { describe, expect, it } from 'vitest';
import { initialRunState } from '../../lib/planner/item-session';
import { readStored, writeStored } from '../../lib/storage/storage';
import { installLocalStorage, MemoryStorage } from '../../lib/storage/memory-storage';
import {
  CUSTOM_POSE,
  EMPTY_YOGA_DATA,
  addCustomPose,
  addSuggestedPose,
  clearHistory,
  pickMood,
  recordPractice,
  unrecordPractice,
  removePose,
} from './machine';
import { READY_SEC, yogaPractice } from './practice';
import { YOGA_DATA_KEY } from './storage';

const NOW = new Date(2026, 10, 22, 8, 0, 0).getTime();
const TREE = {
  name: 'Tree Pose',
  benefits: 'Balance and focus',
  instructions: 'Stand tall|Shift your weight|Place your foot|Hands to heart|Breathe',
  difficulty: 'beginner',
  category: 'balance',
} as const;

describe('yoga plan (docs/tools/ai-yoga-planner.md#data, #validation)', () => {
  it('adds a suggestion once, dated today', () => {
    const once = addSuggestedPose(EMPTY_YOGA_DATA, TREE, NOW);
    const twice = addSuggestedPose(once, { ...TREE, name: 'tree pose' }, NOW + 1);
    expect(twice.poses).toEqual([{ ...TREE, id: NOW, date: '2026-11-22' }]);
    expect(twice.lastSaved).toBe(new Date(NOW + 1).toISOString());
  });

  it('gives a custom pose "Custom practice", five generic steps and beginner', () => {
    const data = addCustomPose(EMPTY_YOGA_DATA, 'My flow', NOW);
    expect(data.poses[0]).toMatchObject({
      name: 'My flow',
      benefits: 'Custom practice',
      difficulty: 'beginner',
      category: 'custom',
    });
    expect(CUSTOM_POSE.instructions.split('|')).toHaveLength(5);
  });

  it('deletes a pose and remembers the mood', () => {
    const data = pickMood(addCustomPose(EMPTY_YOGA_DATA, 'A', NOW), 'stressed', NOW);
    expect(data.currentMood).toBe('stressed');
    expect(removePose(data, NOW, NOW).poses).toEqual([]);
  });

  it('records a finished practice as { id, date, duration, poses, mood, timestamp } and clears', () => {
    const finished = {
      durationSec: 120,
      itemCount: 2,
      setsDone: 2,
      isEarly: false,
      endedAt: NOW + 125_000,
      record: { tool: 'ai-yoga-planner', startedAt: '', endedAt: '', seconds: 120 },
    };
    const data = recordPractice(pickMood(EMPTY_YOGA_DATA, 'calm', NOW), finished);
    expect(data.sessionHistory).toEqual([
      {
        id: NOW + 125_000,
        date: '2026-11-22',
        duration: 120,
        poses: 2,
        mood: 'calm',
        timestamp: NOW + 125_000,
      },
    ]);
    expect(clearHistory(data, NOW).sessionHistory).toEqual([]);
  });

  it('takes back the practice a stopped run saved, and only that one, when the visitor undoes the Stop', () => {
    const run = (endedAt: number, isEarly: boolean) => ({
      durationSec: 60,
      itemCount: 1,
      setsDone: 1,
      isEarly,
      endedAt,
      record: { tool: 'ai-yoga-planner', startedAt: '', endedAt: '', seconds: 60 },
    });
    const earlier = recordPractice(EMPTY_YOGA_DATA, run(NOW, false));
    const stopped = run(NOW + 600_000, true);
    const data = recordPractice(earlier, stopped);
    expect(data.sessionHistory).toHaveLength(2);
    const undone = unrecordPractice(data, stopped, NOW + 630_000);
    expect(undone.sessionHistory).toEqual(earlier.sessionHistory);
    expect(undone.lastSaved).toBe(new Date(NOW + 630_000).toISOString());
  });

  it('practises with a 5 s get-ready, a chime 2 s before each target and none at it', () => {
    const { transition, viewOf } = yogaPractice;
    let state = transition(initialRunState(), {
      type: 'configure',
      now: NOW,
      items: [
        { name: 'Tree Pose', steps: ['Stand tall'] },
        { name: 'Child’s Pose', steps: ['Kneel'] },
      ],
      isShown: true,
    });
    state = transition(state, { type: 'start', now: NOW });
    expect(viewOf(state)).toMatchObject({ phase: 'ready', phaseRemainingMs: READY_SEC * 1000 });
    const at = (sec: number) =>
      (state = transition(state, { type: 'tick', now: NOW + sec * 1000 }));
    at(5);
    expect(viewOf(state)).toMatchObject({ phase: 'item', item: { name: 'Tree Pose' } });
    at(63);
    expect(viewOf(state)).toMatchObject({ cues: 1, cueKind: 'warn' });
    at(65);
    expect(viewOf(state)).toMatchObject({ cues: 1, item: { name: 'Child’s Pose' } });
    at(125);
    expect(state).toMatchObject({ cues: 2, completions: 1, finished: { durationSec: 120 } });
  });
});

describe('yoga storage (docs/tools/ai-yoga-planner.md#errors: storage never throws, corrupt values are kept aside)', () => {
  it('keeps a corrupt value aside and starts from the default', () => {
    const uninstall = installLocalStorage(new MemoryStorage());
    try {
      localStorage.setItem(YOGA_DATA_KEY.key, '{"poses": 3}');
      const read = readStored(YOGA_DATA_KEY);
      expect(read.value).toEqual(EMPTY_YOGA_DATA);
      expect(read.status).toBe('recovered');
      expect(localStorage.getItem(`stillwell:backup:${YOGA_DATA_KEY.key}`)).toContain('poses');
      expect(writeStored(YOGA_DATA_KEY, addCustomPose(EMPTY_YOGA_DATA, 'A', NOW)).ok).toBe(true);
      expect(readStored(YOGA_DATA_KEY).value.poses).toHaveLength(1);
    } finally {
      uninstall();
    }
  });
});
