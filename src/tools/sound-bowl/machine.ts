/**
 * The singing bowl as a pure state machine (spec 2 "Sound bowl screen", §4, §9). Time enters as data:
 * the bowl's ring and the quick timer are wall-clock spans, so a throttled tab never drifts.
 *
 * Modes: a tap on a silent bowl strikes it `once`; play rings it `continuous`ly (replayed 100 ms after
 * each ending); a quick timer runs a `timed` session that replays the same way until time runs out.
 */
import {
  createClock,
  getDeadlineMs,
  getElapsedMs,
  getRemainingMs,
  pauseClock,
  resumeClock,
  startClock,
  tickClock,
  type SessionClock,
} from '../../lib/clock/session-clock';

/** Quick timers in minutes (spec 2 §9). */
export const TIMER_MINUTES = [5, 10, 15, 30, 60] as const;
/** One of the quick timers. */
export type TimerMinutes = (typeof TIMER_MINUTES)[number];
/** The quick timer chosen before any other (spec 2 §9). */
export const DEFAULT_TIMER_MINUTES: TimerMinutes = 5;
/** Pause between the end of one ring and the next strike (spec 2 §9, ms). */
export const REPLAY_DELAY_MS = 100;

/** How the bowl is being played. */
export type Mode = 'once' | 'continuous' | 'timed';

/** The ring now sounding: when it (re)started on the wall clock and from where in the recording. */
export interface Ring {
  readonly startedAt: number;
  /** Position in the recording at `startedAt`, ms. */
  readonly offsetMs: number;
}

/** A finished timed session, for the practice log and the completion line. */
export interface CompletedSession {
  readonly startedAt: number;
  readonly endedAt: number;
  /** Seconds played, pauses excluded. */
  readonly seconds: number;
  readonly minutes: TimerMinutes;
  readonly strikes: number;
}

/** The bowl's state. */
export interface State {
  readonly status: 'stopped' | 'playing' | 'paused';
  readonly mode: Mode;
  /** Length of the recording, ms (from the sound manifest). */
  readonly ringMs: number;
  /** The quick timer last chosen. */
  readonly timerMinutes: TimerMinutes;
  /** The timed session's clock; null unless timed. */
  readonly clock: SessionClock | null;
  /** Strikes in this session, manual and automatic. */
  readonly strikes: number;
  /** The current ring while playing; the frozen ring while paused. */
  readonly ring: Ring | null;
  /** Position in the recording when paused, ms. */
  readonly pausedOffsetMs: number;
  /** Rises each time the island must start the sound (strike or resume). */
  readonly playId: number;
  /** Wall time the session began. */
  readonly sessionStartedAt: number | null;
  /** The last timed session that ran to zero; cleared by the next session or Stop. */
  readonly completed: CompletedSession | null;
  /** Rises each time a timed session completes; the island logs it when it changes. */
  readonly completedCount: number;
  /** Playback failed once: audio is marked unavailable for the rest of the visit (spec 2 §8). */
  readonly hasPlaybackFailed: boolean;
  readonly now: number;
}

/** Things that can happen to the bowl. */
export type Event =
  | { type: 'tap'; now: number }
  | { type: 'toggle'; now: number }
  | { type: 'stop' }
  | { type: 'chooseTimer'; minutes: TimerMinutes; now: number }
  | { type: 'tick'; now: number }
  | { type: 'fail' };

/** A silent bowl; `ringMs` is the recording's length. */
export function initialState(ringMs: number): State {
  return {
    status: 'stopped',
    mode: 'continuous',
    ringMs,
    timerMinutes: DEFAULT_TIMER_MINUTES,
    clock: null,
    strikes: 0,
    ring: null,
    pausedOffsetMs: 0,
    playId: 0,
    sessionStartedAt: null,
    completed: null,
    completedCount: 0,
    hasPlaybackFailed: false,
    now: 0,
  };
}

function stopped(state: State): State {
  return {
    ...initialState(state.ringMs),
    timerMinutes: state.timerMinutes,
    playId: state.playId,
    completed: state.completed,
    completedCount: state.completedCount,
    hasPlaybackFailed: state.hasPlaybackFailed,
    now: state.now,
  };
}

function strike(state: State, now: number): State {
  return {
    ...state,
    status: 'playing',
    ring: { startedAt: now, offsetMs: 0 },
    strikes: state.strikes + 1,
    playId: state.playId + 1,
    now,
  };
}

function begin(state: State, mode: Mode, now: number, clock: SessionClock | null): State {
  return strike(
    {
      ...stopped(state),
      mode,
      clock,
      sessionStartedAt: now,
      completed: null,
    },
    now,
  );
}

/** Wall time at which the current ring falls silent, or null when nothing rings. */
export function getRingEndsAt(state: State): number | null {
  if (state.status !== 'playing' || !state.ring) return null;
  return state.ring.startedAt + Math.max(0, state.ringMs - state.ring.offsetMs);
}

/** Wall time of the next thing that must happen (strike, silence, timer zero), or null. */
export function getNextWakeAt(state: State): number | null {
  const ringEndsAt = getRingEndsAt(state);
  if (ringEndsAt === null) return null;
  const next = state.mode === 'once' ? ringEndsAt : ringEndsAt + REPLAY_DELAY_MS;
  const deadline = state.clock ? getDeadlineMs(state.clock) : null;
  return deadline === null ? next : Math.min(next, deadline);
}

function pause(state: State, now: number): State {
  if (state.status !== 'playing' || !state.ring) return state;
  const offsetMs = Math.min(
    state.ringMs,
    state.ring.offsetMs + Math.max(0, now - state.ring.startedAt),
  );
  return {
    ...state,
    status: 'paused',
    pausedOffsetMs: offsetMs,
    clock: state.clock ? pauseClock(state.clock, now) : null,
    now,
  };
}

function resume(state: State, now: number): State {
  if (state.status !== 'paused') return state;
  return {
    ...state,
    status: 'playing',
    ring: { startedAt: now, offsetMs: state.pausedOffsetMs },
    clock: state.clock ? resumeClock(state.clock, now) : null,
    playId: state.playId + 1,
    now,
  };
}

function tick(state: State, now: number): State {
  if (state.status !== 'playing') return state;
  if (state.clock) {
    const { clock, didComplete } = tickClock(state.clock, now);
    if (didComplete) {
      // spec 2 §4: at zero everything stops and resets
      const durationMs = clock.durationMs ?? 0;
      const done: CompletedSession = {
        startedAt: state.sessionStartedAt ?? now - durationMs,
        endedAt: now,
        seconds: Math.round(durationMs / 1000),
        minutes: state.timerMinutes,
        strikes: state.strikes,
      };
      return {
        ...stopped({ ...state, now }),
        completed: done,
        completedCount: state.completedCount + 1,
      };
    }
    state = { ...state, clock };
  }
  const ringEndsAt = getRingEndsAt(state);
  if (ringEndsAt === null) return { ...state, now };
  if (state.mode === 'once') {
    return now >= ringEndsAt ? stopped({ ...state, now }) : { ...state, now };
  }
  // spec 2 §4, §9: the bowl is struck again 100 ms after each ending
  return now >= ringEndsAt + REPLAY_DELAY_MS ? strike(state, now) : { ...state, now };
}

/** The next state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'tap': {
      // why: a tap that lands after the deadline (the wake-up timer is late) completes the session
      // first and strikes nothing more, so the log and the completion line keep the right count
      const ticked = tick(state, event.now);
      if (ticked.completedCount !== state.completedCount) return ticked;
      // spec 2 §4: tapping the bowl restarts the strike; a silent bowl rings once
      if (ticked.status === 'stopped') return begin(ticked, 'once', event.now, null);
      if (ticked.status === 'paused') return strike(resume(ticked, event.now), event.now);
      return strike(ticked, event.now);
    }
    case 'toggle': {
      if (state.status === 'paused') return resume(state, event.now);
      if (state.status === 'stopped') return begin(state, 'continuous', event.now, null);
      // why: a pause that lands after the deadline or the end of a single ring finishes it, rather
      // than freezing a session at 0:00
      const ticked = tick(state, event.now);
      return ticked.status === 'playing' ? pause(ticked, event.now) : ticked;
    }
    case 'stop':
      return { ...stopped(state), completed: null };
    case 'chooseTimer': {
      const clock = startClock(createClock(event.minutes * 60_000), event.now);
      return begin({ ...state, timerMinutes: event.minutes }, 'timed', event.now, clock);
    }
    case 'tick':
      return tick(state, event.now);
    case 'fail':
      // spec 2 §8: a playback failure stops playing and marks audio unavailable
      return { ...stopped(state), completed: null, hasPlaybackFailed: true };
  }
}

/** Everything the screen shows. */
export interface View {
  isPlaying: boolean;
  isPaused: boolean;
  isTimed: boolean;
  mode: Mode;
  strikes: number;
  /** Whole seconds left in a timed session (rounded up), else null. */
  secondsLeft: number | null;
  /** Seconds played in this session, pauses excluded (timed sessions). */
  elapsedSec: number;
}

/** Derives the view from the state. */
export function viewOf(state: State): View {
  const remainingMs = state.clock ? getRemainingMs(state.clock, state.now) : null;
  return {
    isPlaying: state.status === 'playing',
    isPaused: state.status === 'paused',
    isTimed: state.mode === 'timed' && state.status !== 'stopped',
    mode: state.mode,
    strikes: state.strikes,
    secondsLeft: remainingMs === null ? null : Math.ceil(remainingMs / 1000),
    elapsedSec: state.clock ? Math.floor(getElapsedMs(state.clock, state.now) / 1000) : 0,
  };
}
