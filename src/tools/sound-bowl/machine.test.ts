import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DURATION_MIN,
  DURATIONS_MIN,
  REPLAY_DELAY_MS,
  factsOf,
  getNextWakeAt,
  initialState,
  soundBowl,
  transition,
  viewOf,
  type Event,
  type State,
} from './machine';

const RING_MS = 12_000;
const T0 = 1_700_000_000_000;
/** A bowl whose sound has loaded. */
const ready = (): State =>
  transition(initialState(RING_MS), { type: 'setLoadStatus', loadStatus: 'ready', now: 0 });
const run = (events: Event[], from: State = ready()) => events.reduce(transition, from);
const tick = (ms: number): Event => ({ type: 'tick', now: T0 + ms });

describe('sound bowl machine', () => {
  it('offers the spec quick timers with 5 minutes as the default', () => {
    expect(DURATIONS_MIN).toEqual([5, 10, 15, 30, 60]);
    expect(DEFAULT_DURATION_MIN).toBe(5);
    expect(initialState(RING_MS).durationMin).toBe(5);
    expect(REPLAY_DELAY_MS).toBe(100);
  });

  it('starts stopped and silent', () => {
    expect(viewOf(ready())).toMatchObject({
      isPlaying: false,
      isPaused: false,
      isTimed: false,
      strikes: 0,
      secondsLeft: null,
    });
  });

  it('a strike on a silent bowl rings it once, then falls silent', () => {
    const struck = run([{ type: 'strike', now: T0 }]);
    expect(struck).toMatchObject({ status: 'playing', mode: 'once', strikes: 1, playId: 1 });
    expect(getNextWakeAt(struck)).toBe(T0 + RING_MS);
    expect(run([tick(RING_MS - 1)], struck).status).toBe('playing');
    const silent = run([tick(RING_MS)], struck);
    expect(silent.status).toBe('stopped');
    expect(silent.playId).toBe(1);
  });

  it('tapping while it rings restarts the strike and counts it', () => {
    const state = run([
      { type: 'start', now: T0 },
      tick(5_000),
      { type: 'strike', now: T0 + 5_000 },
    ]);
    expect(state).toMatchObject({
      strikes: 2,
      playId: 2,
      ring: { startedAt: T0 + 5_000, offsetMs: 0 },
    });
    expect(getNextWakeAt(state)).toBe(T0 + 5_000 + RING_MS + REPLAY_DELAY_MS);
  });

  it('play rings continuously, replaying 100 ms after each ending', () => {
    const playing = run([{ type: 'start', now: T0 }]);
    expect(playing).toMatchObject({ status: 'playing', mode: 'continuous', strikes: 1 });
    expect(run([tick(RING_MS + REPLAY_DELAY_MS - 1)], playing)).toMatchObject({
      strikes: 1,
      playId: 1,
    });
    const replayed = run([tick(RING_MS + REPLAY_DELAY_MS)], playing);
    expect(replayed).toMatchObject({ strikes: 2, playId: 2 });
    expect(replayed.ring).toEqual({ startedAt: T0 + RING_MS + REPLAY_DELAY_MS, offsetMs: 0 });
  });

  it('pause freezes the ring where it was; resume plays on from there', () => {
    const paused = run([
      { type: 'start', now: T0 },
      tick(4_000),
      { type: 'pause', now: T0 + 4_000 },
    ]);
    expect(paused).toMatchObject({ status: 'paused', pausedOffsetMs: 4_000 });
    expect(getNextWakeAt(paused)).toBeNull();
    expect(run([tick(60_000)], paused)).toBe(paused);
    const resumed = run([{ type: 'resume', now: T0 + 60_000 }], paused);
    expect(resumed).toMatchObject({
      status: 'playing',
      strikes: 1,
      playId: 2,
      ring: { startedAt: T0 + 60_000, offsetMs: 4_000 },
    });
    expect(getNextWakeAt(resumed)).toBe(T0 + 60_000 + RING_MS - 4_000 + REPLAY_DELAY_MS);
  });

  it('a tap while paused resumes with a fresh strike', () => {
    const state = run([
      { type: 'start', now: T0 },
      { type: 'pause', now: T0 + 2_000 },
      { type: 'strike', now: T0 + 9_000 },
    ]);
    expect(state).toMatchObject({ status: 'playing', strikes: 2, ring: { offsetMs: 0 } });
  });

  it('stop resets everything', () => {
    const state = run([
      { type: 'startTimed', durationMin: 10, now: T0 },
      tick(30_000),
      { type: 'reset', now: T0 + 30_000 },
    ]);
    expect(viewOf(state)).toMatchObject({
      isPlaying: false,
      isTimed: false,
      strikes: 0,
      secondsLeft: null,
    });
    expect(state.durationMin).toBe(10);
  });

  describe('timed session', () => {
    it('counts down from the chosen timer', () => {
      const state = run([{ type: 'startTimed', durationMin: 5, now: T0 }, tick(1_000)]);
      expect(viewOf(state)).toMatchObject({ isTimed: true, secondsLeft: 299, strikes: 1 });
    });

    it('replays until time runs out, counting strikes, then stops, resets and reports', () => {
      let state = run([{ type: 'startTimed', durationMin: 5, now: T0 }]);
      // Follow the machine's own wake-ups, as the island's timer does.
      for (let guard = 0; guard < 100 && state.status === 'playing'; guard += 1) {
        const wake = getNextWakeAt(state);
        if (wake === null) break;
        state = transition(state, { type: 'tick', now: wake });
      }
      // 300 s / (12 s + 0.1 s) → strikes at 0, 12.1, ..., 290.4 s: 25 strikes.
      expect(state.status).toBe('stopped');
      expect(viewOf(state)).toMatchObject({ isTimed: false, strikes: 0, secondsLeft: null });
      expect(viewOf(state).completed).toEqual({ durationMin: 5, strikes: 25, seconds: 300 });
      expect(factsOf(state)).toMatchObject({
        completions: 1,
        record: {
          tool: 'sound-bowl',
          startedAt: new Date(T0).toISOString(),
          endedAt: new Date(T0 + 300_000).toISOString(),
          seconds: 300,
        },
      });
    });

    it('manual strikes are allowed and counted', () => {
      const state = run([
        { type: 'startTimed', durationMin: 5, now: T0 },
        { type: 'strike', now: T0 + 3_000 },
        { type: 'strike', now: T0 + 4_000 },
      ]);
      expect(state).toMatchObject({ mode: 'timed', strikes: 3 });
    });

    it('paused time is not counted', () => {
      const state = run([
        { type: 'startTimed', durationMin: 5, now: T0 },
        { type: 'pause', now: T0 + 10_000 },
        tick(200_000),
        { type: 'resume', now: T0 + 200_000 },
        tick(205_000),
      ]);
      expect(viewOf(state).secondsLeft).toBe(285);
    });

    it('completes once, however late the tick comes (a sleeping laptop)', () => {
      const state = run([{ type: 'startTimed', durationMin: 5, now: T0 }, tick(3_600_000)]);
      expect(state).toMatchObject({ status: 'stopped', session: { completions: 1 } });
      expect(viewOf(state).completed?.seconds).toBe(300);
      expect(factsOf(state).record?.endedAt).toBe(new Date(T0 + 300_000).toISOString());
      expect(run([tick(3_700_000)], state)).toBe(state);
    });

    it('a pause that lands after the deadline completes the session instead of freezing at 0:00', () => {
      const state = run([
        { type: 'startTimed', durationMin: 5, now: T0 },
        { type: 'pause', now: T0 + 300_500 },
      ]);
      expect(state).toMatchObject({ status: 'stopped', session: { completions: 1 } });
      expect(viewOf(state).completed).toMatchObject({ seconds: 300 });
      // it ended at its deadline, not when the late pause noticed it
      expect(factsOf(state).record?.endedAt).toBe(new Date(T0 + 300_000).toISOString());
    });

    it('a tap that lands after the deadline completes the session and counts no extra strike', () => {
      const before = run([
        { type: 'startTimed', durationMin: 5, now: T0 },
        { type: 'strike', now: T0 + 295_000 },
      ]);
      const state = run([{ type: 'strike', now: T0 + 300_200 }], before);
      expect(state).toMatchObject({ status: 'stopped', session: { completions: 1 } });
      expect(viewOf(state).completed?.strikes).toBe(before.strikes);
      expect(state.playId).toBe(before.playId);
    });

    it('a pause just before the deadline still pauses', () => {
      const state = run([
        { type: 'startTimed', durationMin: 5, now: T0 },
        { type: 'pause', now: T0 + 299_900 },
      ]);
      expect(state).toMatchObject({ status: 'paused', session: { completions: 0 } });
    });

    it('the next wake-up is the deadline when it comes before the next strike', () => {
      const state = run([
        { type: 'startTimed', durationMin: 5, now: T0 },
        { type: 'strike', now: T0 + 295_000 },
      ]);
      expect(getNextWakeAt(state)).toBe(T0 + 300_000);
      expect(factsOf(state).wakeAt).toBe(T0 + 300_000);
    });
  });

  it('a playback failure stops the bowl and marks audio unavailable for good', () => {
    const state = run([
      { type: 'startTimed', durationMin: 5, now: T0 },
      { type: 'fail', now: T0 + 1 },
    ]);
    expect(viewOf(state)).toMatchObject({
      isPlaying: false,
      isTimed: false,
      audio: 'unavailable',
      isDisabled: true,
    });
    const after = run(
      [
        { type: 'reset', now: T0 + 2 },
        { type: 'setLoadStatus', loadStatus: 'ready', now: T0 + 3 },
      ],
      state,
    );
    expect(viewOf(after).audio).toBe('unavailable');
    expect(run([{ type: 'start', now: T0 + 4 }], after)).toBe(after);
  });

  it('spec 2 §5: every control waits while the sound loads or is unavailable', () => {
    const loading = initialState(RING_MS);
    expect(viewOf(loading)).toMatchObject({ audio: 'loading', isDisabled: true });
    for (const event of [
      { type: 'strike', now: T0 },
      { type: 'start', now: T0 },
      { type: 'startTimed', durationMin: 5, now: T0 },
    ] as const) {
      expect(transition(loading, event)).toBe(loading);
    }
    expect(soundBowl.spaceEventOf?.(loading)).toBeNull();
    const failed = transition(loading, {
      type: 'setLoadStatus',
      loadStatus: 'unavailable',
      now: T0,
    });
    expect(viewOf(failed).isDisabled).toBe(true);
  });

  it('Space plays, pauses and resumes', () => {
    const playing = run([{ type: 'start', now: T0 }]);
    expect(soundBowl.spaceEventOf?.(ready())).toEqual({ type: 'start' });
    expect(soundBowl.spaceEventOf?.(playing)).toEqual({ type: 'pause' });
    expect(soundBowl.spaceEventOf?.(run([{ type: 'pause', now: T0 + 1 }], playing))).toEqual({
      type: 'resume',
    });
  });
});
