import { describe, expect, it } from 'vitest';
import { toLocalDay } from '../../lib/clock/local-day';
import {
  AMBIENT_VOLUME,
  BREATH_SCHEDULE,
  DEFAULT_GARDEN_NAME,
  DEFAULT_SESSION_SEC,
  HIGHLIGHT_MS,
  PLANT_TYPES,
  PLOTS,
  SESSION_OPTIONS_SEC,
  achievementOf,
  factsOf,
  gardenPlantMeditation,
  harvest,
  initialState,
  levelOf,
  pickPlantType,
  progressMessageOf,
  rollOfTime,
  transition,
  viewOf,
  weekOf,
  type Event,
  type Garden,
  type Plant,
  type State,
} from './machine';

const T0 = new Date(2026, 10, 24, 12, 0, 0).getTime();
const TODAY = toLocalDay(T0);
const run = (events: Event[], from: State = initialState()) => events.reduce(transition, from);
const plants = (count: number): Plant[] =>
  Array.from({ length: count }, (_, index) => ({
    type: PLANT_TYPES[index % PLANT_TYPES.length] ?? 'seed',
    planted: new Date(T0 - (count - index) * 60_000).toISOString(),
    id: T0 - (count - index) * 60_000,
  }));
const gardenWith = (count: number, completedGardens = 0): Garden => ({
  plants: plants(count),
  sessions: [],
  completedGardens,
});
/** A session planted at `at` (s after T0) that runs its 30 s. */
const sit = (at: number, roll = 0.5): Event[] => [
  { type: 'start', roll, now: T0 + at * 1000 },
  { type: 'tick', now: T0 + (at + 30) * 1000 },
];

describe('garden machine', () => {
  it('has the spec constants', () => {
    expect(PLOTS).toBe(36);
    expect(PLANT_TYPES).toHaveLength(14);
    expect(SESSION_OPTIONS_SEC).toEqual([30, 60, 180, 300, 600, 1200]);
    expect([DEFAULT_SESSION_SEC, AMBIENT_VOLUME, HIGHLIGHT_MS]).toEqual([30, 0.6, 3000]);
    expect(DEFAULT_GARDEN_NAME).toBe('My Mindful Garden');
    expect(BREATH_SCHEDULE.phases.map((phase) => phase.ms)).toEqual([4000, 4000, 4000, 4000]);
  });

  it.each([
    [0, 1],
    [2, 1],
    [3, 2],
    [17, 6],
    [36, 13],
  ])('%i plants are level %i (floor(plants / 3) + 1)', (count, level) => {
    expect(levelOf(count)).toBe(level);
  });

  it.each([
    [1, 'First Garden Master'],
    [2, 'Garden Cultivator'],
    [4, 'Garden Cultivator'],
    [5, 'Mindfulness Expert'],
    [9, 'Mindfulness Expert'],
    [10, 'Zen Master'],
    [25, 'Zen Master'],
  ])('%i completed gardens earn %s', (count, title) => {
    expect(achievementOf(count)).toBe(title);
  });

  it('has a progress message for each band of plant counts', () => {
    const bands = [0, 4, 5, 14, 15, 24, 25, 34, 35, 36].map(progressMessageOf);
    expect(new Set(bands).size).toBe(5);
    expect(bands[0]).toBe(bands[1]);
    expect(bands[1]).not.toBe(bands[2]);
    expect(bands[7]).not.toBe(bands[8]);
    expect(bands[8]).toBe(bands[9]);
  });

  it('picks every plant type with equal chance from a roll', () => {
    expect(pickPlantType(0)).toBe('seed');
    expect(pickPlantType(0.999)).toBe('special3');
    expect(pickPlantType(1)).toBe('special3');
    const seen = new Set(Array.from({ length: 14 }, (_, i) => pickPlantType((i + 0.5) / 14)));
    expect(seen.size).toBe(14);
    const rolls = Array.from({ length: 1000 }, (_, i) => rollOfTime(T0 + i));
    expect(rolls.every((roll) => roll >= 0 && roll < 1)).toBe(true);
    expect(new Set(rolls.map(pickPlantType)).size).toBe(14);
  });

  it('a session run to zero is recorded and grows the rolled plant, highlighted for 3 s', () => {
    const state = run(sit(0, 0.2));
    const endedAt = T0 + 30_000;
    expect(state.garden.sessions).toEqual([
      { date: TODAY, duration: 30, timestamp: new Date(endedAt).toISOString() },
    ]);
    expect(state.garden.plants).toEqual([
      { type: pickPlantType(0.2), planted: new Date(endedAt).toISOString(), id: endedAt },
    ]);
    expect(viewOf(state)).toMatchObject({ plantCount: 1, level: 1, highlightId: endedAt });
    expect(factsOf(state)).toMatchObject({
      isRunning: false,
      wakeAt: endedAt + 3_000,
      completions: 1,
      record: { tool: 'garden-plant-meditation', seconds: 30 },
    });
    expect(
      viewOf(transition(state, { type: 'tick', now: endedAt + 3_000 })).highlightId,
    ).toBeNull();
  });

  it('grows the session plant in view: seed, sprout, then the rolled plant, then planted (issue 24)', () => {
    const type = pickPlantType(0.2);
    const started = transition(initialState(), { type: 'start', roll: 0.2, now: T0 });
    const at = (seconds: number) =>
      viewOf(transition(started, { type: 'tick', now: T0 + seconds * 1000 })).growth;
    expect([0, 9.9, 10, 19.9, 20, 29.9].map((seconds) => at(seconds)?.drawn)).toEqual([
      'seed',
      'seed',
      'sprout',
      'sprout',
      type,
      type,
    ]);
    expect(at(15)).toEqual({ stage: 'sprout', drawn: 'sprout', type });
    const done = transition(started, { type: 'tick', now: T0 + 30_000 });
    expect(viewOf(done).growth).toEqual({ stage: 'grown', drawn: type, type });
    expect(viewOf(transition(done, { type: 'tick', now: T0 + 33_000 })).growth).toBeNull();
    expect(viewOf(initialState()).growth).toBeNull();
    expect(viewOf(transition(started, { type: 'stop', now: T0 + 5_000 })).growth).toBeNull();
  });

  it('End Session stops without recording', () => {
    const state = run([
      { type: 'start', roll: 0.5, now: T0 },
      { type: 'tick', now: T0 + 10_000 },
      { type: 'stop', now: T0 + 12_000 },
    ]);
    expect(viewOf(state)).toMatchObject({ status: 'idle', plantCount: 0, totalSessions: 0 });
    expect(factsOf(state).completions).toBe(0);
  });

  it('breathes 4 in, 4 hold, 4 out, 4 hold while active, and rests otherwise', () => {
    expect(viewOf(initialState()).breath).toBeNull();
    const at = (ms: number) =>
      viewOf(
        run([
          { type: 'start', roll: 0, now: T0 },
          { type: 'tick', now: T0 + ms },
        ]),
      ).breath;
    expect(at(0)).toEqual({ phase: 'in', secondsLeft: 4 });
    expect(at(4_000)).toEqual({ phase: 'holdIn', secondsLeft: 4 });
    expect(at(9_500)).toEqual({ phase: 'out', secondsLeft: 3 });
    expect(at(12_000)).toEqual({ phase: 'holdOut', secondsLeft: 4 });
    expect(at(16_000)).toEqual({ phase: 'in', secondsLeft: 4 });
  });

  it('the 36th plant completes the garden once; Start New Garden clears the plants only', () => {
    const garden = gardenWith(35, 2);
    const loaded = run([{ type: 'restore', settings: garden, now: T0 }]);
    expect(viewOf(loaded)).toMatchObject({ isComplete: false, plantCount: 35 });
    const full = run(sit(0), loaded);
    expect(viewOf(full)).toMatchObject({
      isComplete: true,
      plantCount: 36,
      achievement: 'Garden Cultivator',
    });
    expect(full.garden.completedGardens).toBe(3);
    // a session in a full garden is recorded but grows nothing and completes nothing again
    const again = run(sit(100), full);
    expect(again.garden).toMatchObject({ completedGardens: 3 });
    expect(again.garden.plants).toHaveLength(36);
    expect(again.garden.sessions).toHaveLength(2);
    const fresh = transition(again, { type: 'startNewGarden', now: T0 + 200_000 });
    expect(fresh.garden).toEqual({
      plants: [],
      sessions: again.garden.sessions,
      completedGardens: 3,
    });
    expect(fresh.gardenVersion).toBeGreaterThan(again.gardenVersion);
  });

  it('harvest is the rule on its own', () => {
    const { garden, plant } = harvest(gardenWith(35), 'flower3', 600, T0);
    expect(plant?.type).toBe('flower3');
    expect(garden.completedGardens).toBe(1);
  });

  it('the session length changes only between sessions', () => {
    const set = run([{ type: 'setSessionSec', sessionSec: 300, now: T0 }]);
    expect(viewOf(set).secondsLeft).toBe(300);
    const running = transition(set, { type: 'start', roll: 0, now: T0 });
    expect(transition(running, { type: 'setSessionSec', sessionSec: 60, now: T0 })).toBe(running);
  });

  it('a restore of the same garden read back from storage keeps the state itself', () => {
    const { transition: restoreKeeping } = gardenPlantMeditation;
    const kept = run([{ type: 'restore', settings: gardenWith(3), now: T0 }]);
    // equal, not the same arrays: what a reload reads
    const again = structuredClone(gardenPlantMeditation.settingsOf?.(kept)) ?? {};
    expect(restoreKeeping(kept, { type: 'restore', settings: again, now: T0 })).toBe(kept);
    const renamed = restoreKeeping(kept, { type: 'restore', settings: { name: 'Moss' }, now: T0 });
    expect(renamed).not.toBe(kept);
    expect(renamed.name).toBe('Moss');
  });

  it('sums the last 7 days for the weekly strip', () => {
    const sessions = [
      { date: TODAY, duration: 30, timestamp: '' },
      { date: TODAY, duration: 60, timestamp: '' },
      { date: '2026-11-20', duration: 300, timestamp: '' },
      { date: '2026-11-01', duration: 300, timestamp: '' },
    ];
    const week = weekOf(sessions, '2026-11-24');
    expect(week.map((day) => day.date)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(week.map((day) => day.sessions)).toEqual([0, 0, 1, 0, 0, 0, 2]);
    expect(week[6]?.seconds).toBe(90);
  });

  it('Space plants a seed and never ends a sitting', () => {
    expect(gardenPlantMeditation.spaceEventOf?.(initialState())).toEqual({ type: 'start' });
    const running = transition(initialState(), { type: 'start', now: T0 });
    expect(gardenPlantMeditation.spaceEventOf?.(running)).toBeNull();
    expect(PLANT_TYPES).toContain(running.pendingType);
  });

  describe('kept across a reload (issue 21)', () => {
    /** The snapshot as the kit hands it over: present only when one was kept. */
    const kept = <N>(snapshot: N | null | undefined) => (snapshot ? { snapshot } : {});
    /** What the kit stores for `state`, and a fresh page that restores it at `at`. */
    const reload = (state: State, at: number) =>
      run([
        {
          type: 'restore',
          settings: gardenPlantMeditation.settingsOf?.(state) ?? {},
          ...kept(gardenPlantMeditation.snapshotOf?.(state)),
          now: at,
        },
      ]);
    const silent: Event = { type: 'setAmbient', isAmbientOn: false, now: T0 };

    it('owns its settings and the garden, kept under the spec keys', () => {
      const state = run([
        { type: 'setName', name: 'Moss', now: T0 },
        { type: 'setMuted', isMuted: true, now: T0 },
        silent,
        ...sit(0),
        { type: 'setSessionSec', sessionSec: 300, now: T0 + 40_000 },
      ]);
      expect(gardenPlantMeditation.settingsOf?.(state)).toMatchObject({
        name: 'Moss',
        sessionSec: 300,
        isMuted: true,
        isAmbientOn: false,
        completedGardens: 0,
      });
      expect(gardenPlantMeditation.settingsOf?.(state).plants).toHaveLength(1);
      expect(reload(state, T0 + 400_000).garden).toEqual(state.garden);
    });

    it('with birdsong on a session comes back paused at the wall clock, waiting for Resume', () => {
      const state = run([
        { type: 'setSessionSec', sessionSec: 300, now: T0 },
        { type: 'start', roll: 0.5, now: T0 },
        { type: 'tick', now: T0 + 60_000 },
      ]);
      const restored = reload(state, T0 + 100_000);
      expect(viewOf(restored)).toMatchObject({ status: 'paused', secondsLeft: 200 });
      expect(restored.pendingType).toBe(state.pendingType);
      expect(gardenPlantMeditation.spaceEventOf?.(restored)).toEqual({ type: 'resume' });
      const resumed = run(
        [
          { type: 'resume', now: T0 + 120_000 },
          { type: 'tick', now: T0 + 320_000 },
        ],
        restored,
      );
      expect(viewOf(resumed)).toMatchObject({ status: 'complete', plantCount: 1 });
      expect(factsOf(resumed).record).toMatchObject({ seconds: 300 });
    });

    it('a silent garden comes back running where the wall clock says', () => {
      const state = run([
        silent,
        { type: 'setSessionSec', sessionSec: 300, now: T0 },
        { type: 'start', roll: 0.5, now: T0 },
      ]);
      const restored = reload(state, T0 + 100_000);
      expect(viewOf(restored)).toMatchObject({ status: 'running', secondsLeft: 200 });
    });

    it('a session that ran out while the page was gone grows its plant once, at its end', () => {
      const state = run([{ type: 'start', roll: 0, now: T0 }]);
      const restored = reload(state, T0 + 3_600_000);
      expect(viewOf(restored)).toMatchObject({
        status: 'complete',
        plantCount: 1,
        totalSessions: 1,
      });
      expect(restored.garden.plants[0]).toMatchObject({ type: PLANT_TYPES[0], id: T0 + 30_000 });
      expect(factsOf(restored)).toMatchObject({ completions: 1, record: { seconds: 30 } });
      // the kept garden now holds the plant and no session is under way: a second reload adds nothing
      const again = reload(restored, T0 + 3_700_000);
      expect(again.garden).toEqual(restored.garden);
      expect(factsOf(again).completions).toBe(0);
    });

    it('a settings-only restore (another tab) leaves a running session alone', () => {
      const state = run([
        { type: 'start', roll: 0, now: T0 },
        { type: 'tick', now: T0 + 5_000 },
      ]);
      const next = transition(state, {
        type: 'restore',
        settings: { name: 'Fern', sessionSec: 600 },
        now: T0 + 6_000,
      });
      expect(next).toEqual({ ...state, name: 'Fern' });
    });

    it('leaving mid-session logs the practice so far', () => {
      const state = run([{ type: 'start', roll: 0, now: T0 }]);
      expect(gardenPlantMeditation.leaveRecordOf?.(state, T0 + 20_000)).toMatchObject({
        tool: 'garden-plant-meditation',
        seconds: 20,
      });
    });
  });
});
