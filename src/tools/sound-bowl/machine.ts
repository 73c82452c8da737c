/**
 * The singing bowl as a pure state machine (spec 2 "Sound bowl screen", §4, §9) on the session kit.
 * Time enters as data: the ring and the quick timer are wall-clock spans, so a throttled tab never
 * drifts, and the next strike, silence or zero is the session hook's wake-up time.
 *
 * Modes: a strike on a silent bowl rings it `once`; play rings it `continuous`ly (replayed 100 ms after
 * each ending); a quick timer runs a `timed` session that replays the same way until time runs out.
 */
import type { SessionFacts, SessionMachine } from '../../lib/session/use-session';
import {
  createSession,
  getSessionDeadline,
  getSessionElapsedMs,
  getSessionSecondsLeft,
  getSessionStatus,
  pauseSession,
  resumeSession,
  settleSession,
  startSession,
  toSessionRecord,
  type TimedSession,
} from '../../lib/session/timed-session';

/** The tool's slug. */
export const TOOL = 'sound-bowl';
/** Quick timers in minutes (spec 2 §9). */
export const DURATIONS_MIN = [5, 10, 15, 30, 60] as const;
/** One of the quick timers. */
export type DurationMin = (typeof DURATIONS_MIN)[number];
/** The quick timer chosen before any other (spec 2 §9). */
export const DEFAULT_DURATION_MIN: DurationMin = 5;
/** Pause between the end of one ring and the next strike (spec 2 §9, ms). */
export const REPLAY_DELAY_MS = 100;

/** How the bowl is being played. */
export type Mode = 'once' | 'continuous' | 'timed';

/** What the bowl's sound is doing: controls wait while it loads and stay off when it failed. */
export type BowlAudio = 'loading' | 'ready' | 'unavailable';

/** The ring now sounding: when it (re)started on the wall clock and from where in the recording. */
export interface Ring {
  readonly startedAt: number;
  /** Position in the recording at `startedAt`, ms. */
  readonly offsetMs: number;
}

/** The bowl's state. */
export interface State {
  readonly status: 'stopped' | 'playing' | 'paused';
  readonly mode: Mode;
  /** Length of the recording, ms (from the sound manifest). */
  readonly ringMs: number;
  /** The quick timer last chosen. */
  readonly durationMin: DurationMin;
  /** The timed session (idle outside timed mode; complete after one ran to zero). */
  readonly session: TimedSession;
  /** Strikes in this session, manual and automatic. */
  readonly strikes: number;
  /** Strikes of the last timed session that ran to zero (for its summary). */
  readonly completedStrikes: number;
  /** The current ring while playing; the frozen ring while paused. */
  readonly ring: Ring | null;
  /** Position in the recording when paused, ms. */
  readonly pausedOffsetMs: number;
  /** Rises each time the island must start the sound (strike or resume). */
  readonly playId: number;
  /** The sound's load state as the engine reports it. */
  readonly loadStatus: BowlAudio;
  /** Playback failed once: audio is marked unavailable for the rest of the visit (spec 2 §8). */
  readonly hasPlaybackFailed: boolean;
  readonly now: number;
}

/** Things that can happen to the bowl. */
export type Event =
  | { type: 'strike'; now: number }
  | { type: 'start'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'reset'; now: number }
  | { type: 'startTimed'; durationMin: DurationMin; now: number }
  | { type: 'tick'; now: number }
  | { type: 'setLoadStatus'; loadStatus: BowlAudio; now: number }
  | { type: 'fail'; now: number };

/** A silent bowl; `ringMs` is the recording's length. */
export function initialState(ringMs: number): State {
  return {
    status: 'stopped',
    mode: 'continuous',
    ringMs,
    durationMin: DEFAULT_DURATION_MIN,
    session: createSession(DEFAULT_DURATION_MIN * 60_000),
    strikes: 0,
    completedStrikes: 0,
    ring: null,
    pausedOffsetMs: 0,
    playId: 0,
    loadStatus: 'loading',
    hasPlaybackFailed: false,
    now: 0,
  };
}

/** The bowl's audio as the controls see it: a playback failure makes it unavailable for good. */
export function audioOf(state: State): BowlAudio {
  return state.hasPlaybackFailed ? 'unavailable' : state.loadStatus;
}

/** Silent and reset; a finished timed session stays for its summary until the next one. */
function stopped(state: State, now: number): State {
  return {
    ...initialState(state.ringMs),
    durationMin: state.durationMin,
    session: state.session,
    completedStrikes: state.completedStrikes,
    playId: state.playId,
    loadStatus: state.loadStatus,
    hasPlaybackFailed: state.hasPlaybackFailed,
    now,
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

function begin(state: State, mode: Mode, now: number, session: TimedSession): State {
  return strike({ ...stopped(state, now), mode, session }, now);
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
  const deadline = state.mode === 'timed' ? getSessionDeadline(state.session) : null;
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
    session: state.mode === 'timed' ? pauseSession(state.session, now) : state.session,
    now,
  };
}

function resume(state: State, now: number): State {
  if (state.status !== 'paused') return state;
  return {
    ...state,
    status: 'playing',
    ring: { startedAt: now, offsetMs: state.pausedOffsetMs },
    session: state.mode === 'timed' ? resumeSession(state.session, now) : state.session,
    playId: state.playId + 1,
    now,
  };
}

function tick(state: State, now: number): State {
  if (state.status !== 'playing') return state;
  if (state.mode === 'timed') {
    const session = settleSession(state.session, now);
    // spec 2 §4: at zero everything stops and resets
    if (getSessionStatus(session) === 'complete') {
      return { ...stopped({ ...state, session }, now), completedStrikes: state.strikes };
    }
    state = { ...state, session };
  }
  const ringEndsAt = getRingEndsAt(state);
  if (ringEndsAt === null) return { ...state, now };
  if (state.mode === 'once') return now >= ringEndsAt ? stopped(state, now) : { ...state, now };
  // spec 2 §4, §9: the bowl is struck again 100 ms after each ending
  return now >= ringEndsAt + REPLAY_DELAY_MS ? strike(state, now) : { ...state, now };
}

/** Events a visitor sends; spec 2 §5: the bowl's controls are disabled while audio is not ready. */
const NEEDS_AUDIO = new Set<Event['type']>(['strike', 'start', 'resume', 'startTimed']);

/** The next state. */
export function transition(state: State, event: Event): State {
  if (NEEDS_AUDIO.has(event.type) && audioOf(state) !== 'ready') return state;
  switch (event.type) {
    case 'strike': {
      // why: a strike that lands after the deadline (the wake-up timer is late) completes the
      // session first and strikes nothing more, so the log and the summary keep the right count
      const ticked = tick(state, event.now);
      if (ticked.session.completions !== state.session.completions) return ticked;
      // spec 2 §4: tapping the bowl restarts the strike; a silent bowl rings once
      if (ticked.status === 'stopped') {
        return begin(ticked, 'once', event.now, idleSession(ticked));
      }
      if (ticked.status === 'paused') return strike(resume(ticked, event.now), event.now);
      return strike(ticked, event.now);
    }
    case 'start':
      return state.status === 'stopped'
        ? begin(state, 'continuous', event.now, idleSession(state))
        : state;
    case 'pause': {
      // why: a pause that lands after the deadline or the end of a single ring finishes it, rather
      // than freezing a session at 00:00
      const ticked = tick(state, event.now);
      return ticked.status === 'playing' ? pause(ticked, event.now) : ticked;
    }
    case 'resume':
      return resume(state, event.now);
    case 'reset':
      return { ...stopped(state, event.now), session: idleSession(state) };
    case 'startTimed': {
      const session = startSession(
        createSession(event.durationMin * 60_000, state.session.completions),
        event.now,
      );
      return begin({ ...state, durationMin: event.durationMin }, 'timed', event.now, session);
    }
    case 'tick':
      return tick(state, event.now);
    case 'setLoadStatus':
      return state.loadStatus === event.loadStatus
        ? state
        : { ...state, loadStatus: event.loadStatus };
    case 'fail':
      // spec 2 §8: a playback failure stops playing and marks audio unavailable
      return {
        ...stopped(state, event.now),
        session: idleSession(state),
        hasPlaybackFailed: true,
      };
  }
}

/** An idle timed session of the chosen length, keeping the count of finished ones. */
function idleSession(state: State): TimedSession {
  return createSession(state.durationMin * 60_000, state.session.completions);
}

/** A finished timed session, for the completion card. */
export interface CompletedSession {
  readonly durationMin: DurationMin;
  readonly strikes: number;
  readonly seconds: number;
}

/** Everything the screen shows. */
export interface View {
  audio: BowlAudio;
  /** Every control waits (spec 2 §5: while audio is loading or unavailable). */
  isDisabled: boolean;
  isPlaying: boolean;
  isPaused: boolean;
  isTimed: boolean;
  mode: Mode;
  strikes: number;
  /** Whole seconds left in a timed session (rounded up), else null. */
  secondsLeft: number | null;
  /** The timed session that last ran to zero, until the next session or Stop. */
  completed: CompletedSession | null;
}

/** Derives the view from the state. */
export function viewOf(state: State): View {
  const isTimed = state.mode === 'timed' && state.status !== 'stopped';
  const isComplete = getSessionStatus(state.session) === 'complete';
  const audio = audioOf(state);
  return {
    audio,
    isDisabled: audio !== 'ready',
    isPlaying: state.status === 'playing',
    isPaused: state.status === 'paused',
    isTimed,
    mode: state.mode,
    strikes: state.strikes,
    secondsLeft: isTimed ? getSessionSecondsLeft(state.session) : null,
    completed: isComplete
      ? {
          durationMin: state.durationMin,
          strikes: state.completedStrikes,
          seconds: Math.round(getSessionElapsedMs(state.session) / 1000),
        }
      : null,
  };
}

/** What the session hook wires: the bowl keeps the screen awake while it plays. */
export function factsOf(state: State): SessionFacts {
  return {
    isRunning: state.status === 'playing',
    wakeAt: getNextWakeAt(state),
    completions: state.session.completions,
    record: toSessionRecord(state.session, TOOL),
  };
}

/** The bowl on the session kit; Space plays, pauses and resumes. */
export const soundBowl: SessionMachine<State, Event, View> = {
  tool: TOOL,
  transition,
  viewOf,
  factsOf,
  spaceEventOf: (state) =>
    audioOf(state) !== 'ready'
      ? null
      : {
          type:
            state.status === 'playing' ? 'pause' : state.status === 'paused' ? 'resume' : 'start',
        },
};
