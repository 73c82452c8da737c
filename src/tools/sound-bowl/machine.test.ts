import { describe, expect, it } from 'vitest';
import { getSessionDeadline } from '../../lib/session/timed-session';
import {
  BELL_GRACE_MS,
  DEFAULT_DURATION_MIN,
  DEFAULT_TIMER,
  DURATIONS_MIN,
  INTERVALS_MIN,
  REPLAY_DELAY_MS,
  WARMUPS_SEC,
  clampCustomMin,
  cueOf,
  factsOf,
  getNextWakeAt,
  initialState,
  soundBowl,
  transition,
  viewOf,
  type Event,
  type State,
  type TimerOptions,
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

  it('Play runs the highlighted length as a timed session, replaying 100 ms after each ending', () => {
    const playing = run([{ type: 'start', now: T0 }]);
    expect(playing).toMatchObject({ status: 'playing', mode: 'timed', strikes: 1 });
    expect(viewOf(playing)).toMatchObject({
      isTimed: true,
      secondsLeft: DEFAULT_DURATION_MIN * 60,
    });
    expect(soundBowl.leaveRecordOf?.(playing, T0 + 61_000)).toMatchObject({ seconds: 61 });
    const tenMinutes = run([
      { type: 'startTimed', durationMin: 10, now: T0 },
      { type: 'reset', now: T0 + 1 },
      { type: 'start', now: T0 + 2 },
    ]);
    expect(getSessionDeadline(tenMinutes.session)).toBe(T0 + 2 + 10 * 60_000);
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

  it('docs/tools/sound-bowl.md#validation: every control waits while the sound loads or is unavailable', () => {
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

  describe('meditation timer', () => {
    const silence = (options: Partial<TimerOptions> = {}): TimerOptions => ({
      ...DEFAULT_TIMER,
      between: 'silence',
      ...options,
    });
    /** Follows the machine's own wake-ups from `state` up to `untilMs` after T0, as the island does. */
    const follow = (state: State, untilMs: number) => {
      const strikesAt: number[] = [];
      for (let guard = 0; guard < 1_000; guard += 1) {
        const wake = getNextWakeAt(state);
        if (wake === null || wake > T0 + untilMs) break;
        const next = transition(state, { type: 'tick', now: wake });
        if (next.playId > state.playId) strikesAt.push(wake - T0);
        state = next;
      }
      return { state, strikesAt };
    };

    it('offers interval bells, warm-ups and a custom length, and defaults to the spec timer', () => {
      expect(INTERVALS_MIN).toEqual([0, 1, 2, 3, 5, 10, 15]);
      expect(WARMUPS_SEC).toEqual([0, 5, 10, 15, 30]);
      expect(DEFAULT_TIMER).toEqual({ between: 'ring', intervalMin: 0, warmupSec: 0 });
      expect([clampCustomMin(0), clampCustomMin(20.4), clampCustomMin(999)]).toEqual([1, 20, 180]);
      expect(clampCustomMin(Number.NaN)).toBe(20);
    });

    it('silence: a starting bell, interval bells at their minutes, silence between, an ending bell', () => {
      const started = run([
        { type: 'startTimed', durationMin: 5, timer: silence({ intervalMin: 1 }), now: T0 },
      ]);
      expect(viewOf(started)).toMatchObject({
        phase: 'timed-silence',
        isRinging: true,
        strikes: 1,
      });
      const { state, strikesAt } = follow(started, 400_000);
      // bells at 1, 2, 3 and 4 minutes; none re-struck between them; the ending bell at 5 minutes
      expect(strikesAt).toEqual([60_000, 120_000, 180_000, 240_000, 300_000]);
      expect(viewOf(state).completed).toEqual({ durationMin: 5, strikes: 6, seconds: 300 });
      expect(factsOf(state).record?.seconds).toBe(300);
    });

    it('silence: the bowl falls silent when a bell fades, and the next wake-up is the next bell', () => {
      const state = run([
        { type: 'startTimed', durationMin: 10, timer: silence({ intervalMin: 5 }), now: T0 },
      ]);
      expect(getNextWakeAt(state)).toBe(T0 + RING_MS);
      const silent = run([tick(RING_MS)], state);
      expect(viewOf(silent)).toMatchObject({ isRinging: false, isPlaying: true, strikes: 1 });
      expect(silent.playId).toBe(state.playId);
      expect(getNextWakeAt(silent)).toBe(T0 + 300_000);
      // without interval bells, the next wake-up is the end
      const plain = run([
        { type: 'startTimed', durationMin: 10, timer: silence(), now: T0 },
        tick(RING_MS),
      ]);
      expect(getNextWakeAt(plain)).toBe(T0 + 600_000);
    });

    it('interval bells keep their minutes of practice across a pause', () => {
      const state = run([
        { type: 'startTimed', durationMin: 10, timer: silence({ intervalMin: 2 }), now: T0 },
        tick(RING_MS),
        { type: 'pause', now: T0 + 30_000 },
        { type: 'resume', now: T0 + 90_000 },
      ]);
      expect(viewOf(state)).toMatchObject({ isPlaying: true, isRinging: false });
      expect(state.playId).toBe(1);
      // 2 minutes of practice = 2 min + the 60 s paused
      expect(getNextWakeAt(state)).toBe(T0 + 180_000);
    });

    it('a bell slept through is passed over, not rung late', () => {
      const state = run([
        { type: 'startTimed', durationMin: 30, timer: silence({ intervalMin: 5 }), now: T0 },
        tick(RING_MS),
        tick(300_000 + BELL_GRACE_MS + 1),
      ]);
      expect(state).toMatchObject({ intervalBells: 1, strikes: 1, playId: 1 });
      expect(getNextWakeAt(state)).toBe(T0 + 600_000);
      // a bell a little late still rings
      const late = run([tick(600_000 + 900)], state);
      expect(late).toMatchObject({ intervalBells: 2, strikes: 2 });
    });

    it('interval bells in ring mode strike afresh at their minutes; the spec replay goes on', () => {
      const started = run([
        {
          type: 'startTimed',
          durationMin: 5,
          timer: { ...DEFAULT_TIMER, intervalMin: 1 },
          now: T0,
        },
      ]);
      const { strikesAt } = follow(started, 65_000);
      const cycle = RING_MS + REPLAY_DELAY_MS;
      expect(strikesAt).toEqual([cycle, 2 * cycle, 3 * cycle, 4 * cycle, 60_000]);
    });

    it('the ring mode ends in silence at zero (docs/tools/sound-bowl.md#behaviour); only silence mode rings an ending bell', () => {
      const { state } = follow(run([{ type: 'startTimed', durationMin: 5, now: T0 }]), 400_000);
      expect(viewOf(state)).toMatchObject({
        isPlaying: false,
        isRinging: false,
        phase: 'complete',
      });
      const ended = follow(
        run([{ type: 'startTimed', durationMin: 5, timer: silence(), now: T0 }]),
        300_000,
      ).state;
      expect(viewOf(ended)).toMatchObject({ isRinging: true, mode: 'once', phase: 'complete' });
      expect(run([tick(300_000 + RING_MS)], ended).status).toBe('stopped');
    });

    it('an ending bell found long after the end (a sleeping laptop) is not rung', () => {
      const state = run([
        { type: 'startTimed', durationMin: 5, timer: silence(), now: T0 },
        tick(3_600_000),
      ]);
      expect(state).toMatchObject({ status: 'stopped', session: { completions: 1 } });
      expect(viewOf(state).completed?.strikes).toBe(1);
    });

    it('a warm-up counts down before the starting bell, and the session starts at its end', () => {
      const warming = run([
        { type: 'startTimed', durationMin: 5, timer: silence({ warmupSec: 10 }), now: T0 },
      ]);
      expect(viewOf(warming)).toMatchObject({
        phase: 'warmup',
        isWarmingUp: true,
        isRinging: false,
        warmupSecondsLeft: 10,
        strikes: 0,
      });
      expect(warming.playId).toBe(0);
      expect(factsOf(warming)).toMatchObject({ isRunning: true, wakeAt: T0 + 10_000 });
      expect(viewOf(run([tick(4_200)], warming)).warmupSecondsLeft).toBe(6);
      const started = run([tick(10_000)], warming);
      expect(started).toMatchObject({ strikes: 1, playId: 1, session: { startedAt: T0 + 10_000 } });
      expect(viewOf(started)).toMatchObject({ phase: 'timed-silence', isWarmingUp: false });
      expect(getNextWakeAt(started)).toBe(T0 + 10_000 + RING_MS);
      const { state } = follow(started, 400_000);
      expect(factsOf(state).record).toMatchObject({
        startedAt: new Date(T0 + 10_000).toISOString(),
        seconds: 300,
      });
    });

    it('a warm-up pauses and resumes; a tap skips the rest of it; Stop cancels it', () => {
      const warming = run([
        { type: 'startTimed', durationMin: 5, timer: silence({ warmupSec: 15 }), now: T0 },
      ]);
      const paused = run([{ type: 'pause', now: T0 + 5_000 }, tick(60_000)], warming);
      expect(viewOf(paused)).toMatchObject({ isPaused: true, warmupSecondsLeft: 10 });
      expect(soundBowl.spaceEventOf?.(paused)).toEqual({ type: 'resume' });
      const resumed = run([{ type: 'resume', now: T0 + 60_000 }], paused);
      expect(getNextWakeAt(resumed)).toBe(T0 + 70_000);
      const tapped = run([{ type: 'strike', now: T0 + 62_000 }], resumed);
      expect(tapped).toMatchObject({
        warmup: null,
        strikes: 1,
        session: { startedAt: T0 + 62_000 },
      });
      const stoppedState = run([{ type: 'reset', now: T0 + 1_000 }], warming);
      expect(viewOf(stoppedState)).toMatchObject({ phase: 'idle', isWarmingUp: false });
      expect(getNextWakeAt(stoppedState)).toBeNull();
    });

    it('a custom length runs like a quick timer, within 1 to 180 minutes', () => {
      const state = run([{ type: 'startTimed', durationMin: 42, now: T0 }, tick(1_000)]);
      expect(viewOf(state)).toMatchObject({ isTimed: true, secondsLeft: 42 * 60 - 1 });
      expect(run([{ type: 'startTimed', durationMin: 500, now: T0 }]).durationMin).toBe(180);
    });

    it('a pause in the silence resumes in silence; a pause during a bell resumes the bell', () => {
      const base = run([{ type: 'startTimed', durationMin: 10, timer: silence(), now: T0 }]);
      const inSilence = run(
        [tick(RING_MS), { type: 'pause', now: T0 + 20_000 }, { type: 'resume', now: T0 + 25_000 }],
        base,
      );
      expect(inSilence).toMatchObject({ ring: null, playId: 1 });
      const inBell = run(
        [
          { type: 'pause', now: T0 + 3_000 },
          { type: 'resume', now: T0 + 9_000 },
        ],
        base,
      );
      expect(inBell).toMatchObject({ ring: { startedAt: T0 + 9_000, offsetMs: 3_000 }, playId: 2 });
    });
  });

  it('every state has a phase for the hint', () => {
    expect(viewOf(initialState(RING_MS)).phase).toBe('loading');
    expect(viewOf(ready()).phase).toBe('idle');
    expect(viewOf(run([{ type: 'strike', now: T0 }])).phase).toBe('once');
    expect(viewOf(run([{ type: 'start', now: T0 }])).phase).toBe('timed-ring');
    expect(viewOf(run([{ type: 'startTimed', durationMin: 5, now: T0 }])).phase).toBe('timed-ring');
    expect(
      viewOf(
        run([
          { type: 'start', now: T0 },
          { type: 'pause', now: T0 + 1 },
        ]),
      ).phase,
    ).toBe('paused');
    const failed = transition(initialState(RING_MS), {
      type: 'setLoadStatus',
      loadStatus: 'unavailable',
      now: 0,
    });
    expect(viewOf(failed).phase).toBe('unavailable');
  });

  it('Try again clears a playback failure', () => {
    const failed = run([
      { type: 'start', now: T0 },
      { type: 'fail', now: T0 + 1 },
    ]);
    const again = run([{ type: 'retry', now: T0 + 2 }], failed);
    expect(viewOf(again)).toMatchObject({ audio: 'ready', isDisabled: false, phase: 'idle' });
  });

  describe('kept across a reload (issue 21)', () => {
    /** The snapshot as the kit hands it over: present only when one was kept. */
    const kept = <N>(snapshot: N | null | undefined) => (snapshot ? { snapshot } : {});
    /** What the kit stores for `state`, and a fresh page (sound loaded) that restores it at `at`. */
    const reload = (state: State, at: number, settings = soundBowl.settingsOf?.(state) ?? {}) => {
      return run([
        { type: 'restore', settings, ...kept(soundBowl.snapshotOf?.(state)), now: T0 + at },
      ]);
    };

    it('owns its settings: volume, mute, timer options and the custom length', () => {
      const state = run([
        { type: 'setVolume', volume: 0.3, now: T0 },
        { type: 'setMuted', isMuted: true, now: T0 },
        { type: 'setTimer', change: { between: 'silence', intervalMin: 5 }, now: T0 },
        { type: 'startTimed', durationMin: 42, isCustom: true, now: T0 },
      ]);
      expect(soundBowl.settingsOf?.(state)).toEqual({
        volume: 0.3,
        isMuted: true,
        between: 'silence',
        intervalMin: 5,
        warmupSec: 0,
        customMin: 42,
      });
      // the session runs with the options chosen in settings
      expect(state.timer).toEqual({ between: 'silence', intervalMin: 5, warmupSec: 0 });
      expect(soundBowl.settingsOf?.(reload(state, 0))).toEqual(soundBowl.settingsOf?.(state));
    });

    it('a timed session comes back paused at the wall clock, waiting for Resume, silent', () => {
      const state = run([{ type: 'startTimed', durationMin: 5, now: T0 }, tick(30_000)]);
      const restored = reload(state, 90_000);
      expect(restored.status).toBe('paused');
      expect(viewOf(restored)).toMatchObject({ isPaused: true, isTimed: true, secondsLeft: 210 });
      expect(cueOf(restored)?.sound ?? null).toBeNull();
      const resumed = run([{ type: 'resume', now: T0 + 100_000 }], restored);
      // ring mode: the bowl rings afresh from the start of the recording
      expect(cueOf(resumed)).toMatchObject({ sound: { offsetMs: 0 } });
      expect(viewOf(run([tick(110_000)], resumed)).secondsLeft).toBe(200);
    });

    it('a session that ran out while the page was gone completes once, without a bell', () => {
      const state = run([
        {
          type: 'startTimed',
          durationMin: 5,
          timer: { ...DEFAULT_TIMER, between: 'silence' },
          now: T0,
        },
      ]);
      const restored = reload(state, 20 * 60_000);
      expect(restored.status).toBe('stopped');
      expect(factsOf(restored).completions).toBe(1);
      expect(factsOf(restored).record).toMatchObject({ seconds: 300 });
      expect(viewOf(restored).completed).toMatchObject({ durationMin: 5, seconds: 300 });
      expect(cueOf(restored)?.sound ?? null).toBeNull();
      expect(factsOf(run([tick(21 * 60_000)], restored)).completions).toBe(1);
    });

    it('a settings-only restore (another tab) leaves a running session alone', () => {
      const state = run([{ type: 'startTimed', durationMin: 10, now: T0 }, tick(5_000)]);
      const next = run([{ type: 'restore', settings: { volume: 0.2 }, now: T0 + 6_000 }], state);
      expect(next).toEqual({ ...state, settings: { ...state.settings, volume: 0.2 } });
    });

    it('leaving mid-session logs the minutes so far; a warm-up is not practice yet', () => {
      const state = run([{ type: 'startTimed', durationMin: 10, now: T0 }]);
      expect(soundBowl.leaveRecordOf?.(state, T0 + 120_000)).toMatchObject({
        tool: 'sound-bowl',
        seconds: 120,
      });
      const warming = run([
        {
          type: 'startTimed',
          durationMin: 10,
          timer: { ...DEFAULT_TIMER, warmupSec: 30 },
          now: T0,
        },
      ]);
      expect(soundBowl.leaveRecordOf?.(warming, T0 + 10_000)).toBeNull();
      // a warm-up restored after it ended has started the session at its true end
      const restored = reload(warming, 60_000);
      expect(viewOf(restored)).toMatchObject({
        isPaused: true,
        isWarmingUp: false,
        secondsLeft: 570,
      });
    });
  });
});
