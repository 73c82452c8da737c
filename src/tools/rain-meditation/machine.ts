/**
 * Rain meditation as a pure state machine (spec 2 "Rain meditation screen", §3, §4, §9). Time enters
 * as data: the countdown is a wall-clock session clock, so a throttled or sleeping tab never drifts.
 */
import {
  createClock,
  getElapsedMs,
  getRemainingMs,
  pauseClock,
  resumeClock,
  startClock,
  tickClock,
  type SessionClock,
} from '../../lib/clock/session-clock';

/** Session lengths in minutes (spec 2 §9). */
export const DURATIONS_MIN = [5, 10, 15, 20, 30, 45, 60] as const;
/** One of the session lengths. */
export type DurationMin = (typeof DURATIONS_MIN)[number];
/** Session length chosen before any other (spec 2 §9). */
export const DEFAULT_DURATION_MIN: DurationMin = 10;
/** Rain intensity bounds and step (spec 2 §5). */
export const INTENSITY_MIN = 0.1;
export const INTENSITY_MAX = 1;
export const INTENSITY_STEP = 0.1;
/** Intensity chosen before any other (spec 2 §9). */
export const DEFAULT_INTENSITY = 0.7;
/** Rain loop volume per unit of intensity (spec 2 §9: rain volume = intensity × 0.7). */
export const RAIN_VOLUME_PER_INTENSITY = 0.7;
/** Thunder volume (spec 2 §9). */
export const THUNDER_VOLUME = 0.8;

/** The rain loop's volume for an intensity (spec 2 §9). */
export function getRainVolume(intensity: number): number {
  return clampIntensity(intensity) * RAIN_VOLUME_PER_INTENSITY;
}

/** Rounds an intensity to its 0.1 step within 0.1..1 (spec 2 §5). */
export function clampIntensity(intensity: number): number {
  const stepped = Math.round(intensity / INTENSITY_STEP) / 10;
  return Math.min(INTENSITY_MAX, Math.max(INTENSITY_MIN, stepped));
}

/** The words the guide and the settings use for an intensity. */
export function describeIntensity(intensity: number): 'Light' | 'Moderate' | 'Heavy' {
  if (intensity < 0.4) return 'Light';
  if (intensity < 0.8) return 'Moderate';
  return 'Heavy';
}

/** A rain session. */
export interface State {
  readonly status: 'idle' | 'running' | 'paused' | 'complete';
  readonly durationMin: DurationMin;
  readonly clock: SessionClock;
  /** Clicks or taps during the session (spec 2 §3). */
  readonly strikes: number;
  /** Wall time the session began. */
  readonly startedAt: number | null;
  /** Wall time the session ended (complete only). */
  readonly endedAt: number | null;
  /** Rises each time a session runs to zero; the island logs and announces it when it changes. */
  readonly completedCount: number;
  readonly now: number;
}

/** Things that can happen to a session. */
export type Event =
  | { type: 'begin'; now: number }
  | { type: 'togglePause'; now: number }
  | { type: 'strike'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'reset' }
  | { type: 'setDuration'; minutes: DurationMin };

/** The intro, before a session. */
export function initialState(durationMin: DurationMin = DEFAULT_DURATION_MIN): State {
  return {
    status: 'idle',
    durationMin,
    clock: createClock(durationMin * 60_000),
    strikes: 0,
    startedAt: null,
    endedAt: null,
    completedCount: 0,
    now: 0,
  };
}

/** The next state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'begin':
      if (state.status === 'running' || state.status === 'paused') return state;
      return {
        ...initialState(state.durationMin),
        status: 'running',
        clock: startClock(createClock(state.durationMin * 60_000), event.now),
        startedAt: event.now,
        completedCount: state.completedCount,
        now: event.now,
      };
    case 'togglePause':
      if (state.status === 'running') {
        // why: a pause that lands after the deadline must complete the session, not freeze it
        const ticked = transition(state, { type: 'tick', now: event.now });
        if (ticked.status !== 'running') return ticked;
        return { ...ticked, status: 'paused', clock: pauseClock(ticked.clock, event.now) };
      }
      if (state.status === 'paused') {
        return {
          ...state,
          status: 'running',
          clock: resumeClock(state.clock, event.now),
          now: event.now,
        };
      }
      return state;
    case 'strike': {
      // why: a tap that lands after the deadline completes the session and does not count
      const ticked = transition(state, { type: 'tick', now: event.now });
      // spec 2 §4: each click or tap while the rain falls counts one strike
      return ticked.status === 'running' ? { ...ticked, strikes: ticked.strikes + 1 } : ticked;
    }
    case 'tick': {
      if (state.status !== 'running') return state;
      const { clock, didComplete } = tickClock(state.clock, event.now);
      if (!didComplete) return { ...state, clock, now: event.now };
      // spec 2 §4: the timer reaching zero ends the session, pauses the rain and enables Summary
      return {
        ...state,
        status: 'complete',
        clock,
        endedAt: event.now,
        completedCount: state.completedCount + 1,
        now: event.now,
      };
    }
    case 'reset':
      // spec 2 §4: reset clears drops and counts
      return { ...initialState(state.durationMin), completedCount: state.completedCount };
    case 'setDuration':
      return state.status === 'idle' ? initialState(event.minutes) : state;
  }
}

/** Everything the screen shows. */
export interface View {
  isRunning: boolean;
  isPaused: boolean;
  isComplete: boolean;
  isIdle: boolean;
  /** Whole seconds left, rounded up. */
  secondsLeft: number;
  strikes: number;
  /** Seconds of rain so far (pauses excluded). */
  elapsedSec: number;
  /** Strikes per minute of rain, rounded to one decimal (spec 2 §9). */
  strikesPerMinute: number;
}

/** Strikes per minute over `elapsedMs`, rounded to one decimal; 0 before any time has passed. */
export function getStrikesPerMinute(strikes: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.round((strikes / (elapsedMs / 60_000)) * 10) / 10;
}

/** Derives the view from the state. */
export function viewOf(state: State): View {
  const elapsedMs = getElapsedMs(state.clock, state.now);
  return {
    isRunning: state.status === 'running',
    isPaused: state.status === 'paused',
    isComplete: state.status === 'complete',
    isIdle: state.status === 'idle',
    secondsLeft: Math.ceil((getRemainingMs(state.clock, state.now) ?? 0) / 1000),
    strikes: state.strikes,
    elapsedSec: Math.floor(elapsedMs / 1000),
    strikesPerMinute: getStrikesPerMinute(state.strikes, elapsedMs),
  };
}

/** Flashes allowed in any one second (WCAG 2.3.1: no more than three flashes a second). */
export const MAX_FLASHES_PER_SEC = 3;

/**
 * Whether a lightning flash may start at `now` given the start times of recent flashes, and the
 * times to remember next. Keeps the page within three flashes in any one-second window.
 */
export function allowFlash(
  recent: readonly number[],
  now: number,
): { isAllowed: boolean; recent: number[] } {
  const window = recent.filter((at) => now - at < 1000 && at <= now);
  if (window.length >= MAX_FLASHES_PER_SEC) return { isAllowed: false, recent: window };
  return { isAllowed: true, recent: [...window, now] };
}
