import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DURATION_MIN,
  DEFAULT_INTENSITY,
  DURATIONS_MIN,
  THUNDER_VOLUME,
  allowFlash,
  clampIntensity,
  cueOf,
  describeIntensity,
  getRainVolume,
  getStrikesPerMinute,
  factsOf,
  initialState,
  pickTake,
  rainMeditation,
  transition,
  viewOf,
  type Event,
  type State,
} from './machine';

const T0 = 1_700_000_000_000;
const at = (seconds: number) => T0 + seconds * 1000;
const run = (events: Event[], from: State = initialState()) => events.reduce(transition, from);
const TAKES = ['thunder-1', 'thunder-2', 'thunder-3'];
const strikeAt = (seconds: number, roll = 0.5): Event => ({
  type: 'strike',
  now: at(seconds),
  readyTakes: TAKES,
  roll,
});
const status = (state: State) => state.session.clock.status;
const tickAt = (seconds: number): Event => ({ type: 'tick', now: at(seconds) });

describe('rain meditation machine', () => {
  it('has the spec durations (default 10 min), intensity 0.7 and volumes', () => {
    expect(DURATIONS_MIN).toEqual([5, 10, 15, 20, 30, 45, 60]);
    expect(DEFAULT_DURATION_MIN).toBe(10);
    expect(DEFAULT_INTENSITY).toBe(0.7);
    expect(THUNDER_VOLUME).toBe(0.8);
    expect(viewOf(initialState())).toMatchObject({ isIdle: true, secondsLeft: 600, strikes: 0 });
  });

  it.each([
    [0.7, 0.49],
    [1, 0.7],
    [0.1, 0.07],
  ])('rain volume at intensity %f is %f (intensity × 0.7)', (intensity, volume) => {
    expect(getRainVolume(intensity)).toBeCloseTo(volume, 10);
  });

  it.each([
    [0, 0.1],
    [0.74, 0.7],
    [1.4, 1],
  ])('clamps intensity %f to %f in 0.1 steps', (raw, clamped) => {
    expect(clampIntensity(raw)).toBe(clamped);
  });

  it.each([
    [0.1, 'Light'],
    [0.3, 'Light'],
    [0.4, 'Moderate'],
    [0.7, 'Moderate'],
    [0.8, 'Heavy'],
    [1, 'Heavy'],
  ])('calls intensity %f %s', (intensity, word) => {
    expect(describeIntensity(intensity)).toBe(word);
  });

  it('counts down from the chosen duration on the wall clock', () => {
    const state = run([{ type: 'start', now: T0 }, tickAt(61.2)]);
    expect(viewOf(state)).toMatchObject({ isRunning: true, secondsLeft: 539, elapsedSec: 61 });
  });

  it('counts a strike per tap only while the rain falls', () => {
    const idle = run([strikeAt(0)]);
    expect(idle.strikes).toBe(0);
    const running = run([{ type: 'start', now: T0 }, strikeAt(1), strikeAt(2)]);
    expect(running.strikes).toBe(2);
    const paused = run([{ type: 'pause', now: at(3) }, strikeAt(4)], running);
    expect(status(paused)).toBe('paused');
    expect(paused.strikes).toBe(2);
  });

  it('pause excludes time and resume carries on', () => {
    const state = run([
      { type: 'start', now: T0 },
      { type: 'pause', now: at(100) },
      tickAt(400),
      { type: 'resume', now: at(400) },
      tickAt(410),
    ]);
    expect(viewOf(state)).toMatchObject({ isRunning: true, secondsLeft: 490 });
  });

  it('ends at zero with the summary figures, once, however late the tick', () => {
    let state = run([{ type: 'start', now: T0 }]);
    for (let s = 1; s <= 23; s += 1) state = transition(state, strikeAt(s));
    state = run([tickAt(599.9)], state);
    expect(status(state)).toBe('running');
    state = run([tickAt(5_000)], state);
    expect(status(state)).toBe('complete');
    // it ended at its deadline, not at the late tick that noticed it
    expect(factsOf(state)).toMatchObject({
      completions: 1,
      record: { tool: 'rain-meditation', endedAt: new Date(at(600)).toISOString(), seconds: 600 },
    });
    // 23 strikes in 10 minutes: 2.3 per minute.
    expect(viewOf(state)).toMatchObject({
      isComplete: true,
      secondsLeft: 0,
      strikes: 23,
      elapsedSec: 600,
      strikesPerMinute: 2.3,
    });
    expect(run([tickAt(6_000), strikeAt(6_001)], state)).toEqual(state);
  });

  it('a pause pressed after the deadline completes the session', () => {
    const state = run([
      { type: 'start', now: T0 },
      { type: 'pause', now: at(700) },
    ]);
    expect(status(state)).toBe('complete');
  });

  it('a tap that lands after the deadline completes the session and is not counted', () => {
    const state = run([
      { type: 'start', now: T0 },
      strikeAt(300),
      { ...strikeAt(600), now: at(600) + 1 },
    ]);
    expect(status(state)).toBe('complete');
    expect(state).toMatchObject({ strikes: 1, session: { completions: 1 } });
    expect(state.thunder?.seq).toBe(1);
  });

  it.each([
    [7, 5 * 60_000, 1.4],
    [1, 3 * 60_000, 0.3],
    [2, 45_000, 2.7],
    [0, 60_000, 0],
    [5, 0, 0],
  ])('%i strikes in %i ms are %f per minute', (strikes, ms, perMinute) => {
    expect(getStrikesPerMinute(strikes, ms)).toBe(perMinute);
  });

  it('reset and New Session return to the intro with counts cleared and the same duration', () => {
    const state = run([
      { type: 'setDuration', durationMin: 20, now: T0 },
      { type: 'start', now: T0 },
      strikeAt(1),
      { type: 'reset', now: at(2) },
    ]);
    expect(status(state)).toBe('idle');
    expect(state).toMatchObject({ durationMin: 20, strikes: 0 });
    expect(viewOf(state).secondsLeft).toBe(1200);
  });

  it('the duration changes only before a session', () => {
    const running = run([
      { type: 'start', now: T0 },
      { type: 'setDuration', durationMin: 60, now: T0 },
    ]);
    expect(running.durationMin).toBe(10);
    expect(run([{ type: 'setDuration', durationMin: 5, now: T0 }]).durationMin).toBe(5);
  });

  it('each strike calls a thunder take other than the last, picked by its roll', () => {
    expect(pickTake(TAKES, null, 0)).toBe('thunder-1');
    expect(pickTake(TAKES, null, 0.99)).toBe('thunder-3');
    expect(pickTake(TAKES, 'thunder-1', 0)).toBe('thunder-2');
    expect(pickTake(['thunder-1'], 'thunder-1', 0.4)).toBe('thunder-1');
    expect(pickTake([], null, 0.4)).toBeNull();
    const state = run([{ type: 'start', now: T0 }, strikeAt(1, 0), strikeAt(2, 0)]);
    expect(state.thunder).toEqual({ takeId: 'thunder-2', seq: 2 });
    // no take has loaded: the strike still counts, silently
    const silent = run([
      { type: 'start', now: T0 },
      { type: 'strike', now: at(1), readyTakes: [], roll: 0.5 },
    ]);
    expect(silent).toMatchObject({ strikes: 1, thunder: null });
  });

  it('flashes with the strikes, at most three a second', () => {
    const state = run([
      { type: 'start', now: T0 },
      ...[1, 1.1, 1.2, 1.3, 1.4].map((s) => strikeAt(s)),
    ]);
    expect(state).toMatchObject({ strikes: 5, flashes: 3 });
  });

  it('Space begins, pauses and resumes', () => {
    const running = run([{ type: 'start', now: T0 }]);
    expect(rainMeditation.spaceEventOf?.(initialState())).toEqual({ type: 'start' });
    expect(rainMeditation.spaceEventOf?.(running)).toEqual({ type: 'pause' });
    expect(rainMeditation.spaceEventOf?.(run([{ type: 'pause', now: at(1) }], running))).toEqual({
      type: 'resume',
    });
  });

  it('start is ignored while a session runs', () => {
    const running = run([{ type: 'start', now: T0 }, strikeAt(1)]);
    expect(run([{ type: 'start', now: at(5) }], running)).toBe(running);
    expect(factsOf(running).wakeAt).toBe(at(600));
  });

  describe('lightning flashes', () => {
    it('allows at most three in any one second', () => {
      let recent: number[] = [];
      const allowed: number[] = [];
      for (const ms of [0, 100, 200, 300, 400, 999, 1000, 1100, 1150, 1200, 2300]) {
        const result = allowFlash(recent, T0 + ms);
        recent = result.recent;
        if (result.isAllowed) allowed.push(ms);
      }
      expect(allowed).toEqual([0, 100, 200, 1000, 1100, 1200, 2300]);
      for (const [index, ms] of allowed.entries()) {
        const later = allowed.slice(index).filter((other) => other - ms < 1000);
        expect(later.length).toBeLessThanOrEqual(3);
      }
    });
  });

  describe('the full-screen scene', () => {
    it('opens when a session begins, stays through a pause, and closes at the end', () => {
      const running = run([{ type: 'start', now: T0 }]);
      expect(viewOf(running).isImmersive).toBe(true);
      const paused = run([{ type: 'pause', now: T0 + 1_000 }], running);
      expect(viewOf(paused).isImmersive).toBe(true);
      const done = run([{ type: 'resume', now: T0 + 2_000 }, tickAt(700)], paused);
      expect(viewOf(done)).toMatchObject({ isComplete: true, isImmersive: false });
      expect(viewOf(run([{ type: 'reset', now: T0 + 3_000 }], running)).isImmersive).toBe(false);
    });

    it('Escape or the visible control leaves it; the session goes on; it can be opened again', () => {
      const left = run([
        { type: 'start', now: T0 },
        { type: 'closeScene', now: T0 + 5_000 },
      ]);
      expect(viewOf(left)).toMatchObject({ isImmersive: false, isRunning: true });
      const back = run([{ type: 'openScene', now: T0 + 6_000 }], left);
      expect(viewOf(back).isImmersive).toBe(true);
      expect(run([{ type: 'openScene', now: T0 + 7_000 }], back)).toBe(back);
      // before a session there is no scene to open
      expect(viewOf(run([{ type: 'openScene', now: T0 }])).isImmersive).toBe(false);
    });
  });

  describe('kept across a reload (issue 21)', () => {
    /** The snapshot as the kit hands it over: present only when one was kept. */
    const kept = <N>(snapshot: N | null | undefined) => (snapshot ? { snapshot } : {});
    /** What the kit stores for `state`, and a fresh page that restores it at `seconds`. */
    const reload = (state: State, seconds: number) =>
      run([
        {
          type: 'restore',
          settings: rainMeditation.settingsOf?.(state) ?? {},
          ...kept(rainMeditation.snapshotOf?.(state)),
          now: at(seconds),
        },
      ]);

    it('owns its length and intensity; a restore brings them back', () => {
      const state = run([
        { type: 'setDuration', durationMin: 20, now: T0 },
        { type: 'setIntensity', intensity: 0.34, now: T0 },
      ]);
      expect(rainMeditation.settingsOf?.(state)).toEqual({ durationMin: 20, intensity: 0.3 });
      expect(reload(state, 0)).toMatchObject({ durationMin: 20, intensity: 0.3 });
      expect(rainMeditation.snapshotOf?.(state)).toBeNull();
    });

    it('a session comes back paused at the wall clock with its strikes, waiting for Resume', () => {
      const state = run([{ type: 'start', now: T0 }, strikeAt(10), strikeAt(20), tickAt(60)]);
      const restored = reload(state, 150);
      expect(viewOf(restored)).toMatchObject({ isPaused: true, secondsLeft: 450, strikes: 2 });
      // no thunder is asked for on a restored page
      expect(cueOf(restored)).toBeNull();
      const resumed = run([{ type: 'resume', now: at(200) }, tickAt(210)], restored);
      expect(viewOf(resumed)).toMatchObject({ isRunning: true, secondsLeft: 440 });
    });

    it('a session whose end passed while the page was gone completes once, at its end', () => {
      const state = run([{ type: 'start', now: T0 }, strikeAt(5)]);
      const restored = reload(state, 3600);
      expect(viewOf(restored)).toMatchObject({ isComplete: true, elapsedSec: 600, strikes: 1 });
      expect(factsOf(restored).completions).toBe(1);
      expect(factsOf(restored).record).toMatchObject({ tool: 'rain-meditation', seconds: 600 });
      expect(factsOf(run([tickAt(3700)], restored)).completions).toBe(1);
    });

    it('a settings-only restore (another tab) leaves a running session alone', () => {
      const state = run([{ type: 'start', now: T0 }, tickAt(30)]);
      const next = run(
        [{ type: 'restore', settings: { durationMin: 45, intensity: 0.2 }, now: at(31) }],
        state,
      );
      expect(next).toEqual({ ...state, intensity: 0.2 });
    });

    it('leaving mid-session logs the practice so far', () => {
      const state = run([{ type: 'start', now: T0 }]);
      expect(rainMeditation.leaveRecordOf?.(state, at(125))).toMatchObject({
        tool: 'rain-meditation',
        seconds: 125,
      });
      expect(rainMeditation.leaveRecordOf?.(initialState(), at(125))).toBeNull();
    });

    it('each strike asks for its thunder once (a new key per clap)', () => {
      const state = run([{ type: 'start', now: T0 }, strikeAt(1, 0)]);
      expect(cueOf(state)).toEqual({ key: 1, sound: 'thunder-1' });
      expect(cueOf(run([strikeAt(2, 0)], state))).toEqual({ key: 2, sound: 'thunder-2' });
    });
  });
});
