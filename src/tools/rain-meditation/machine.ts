/**
 * Rain meditation as a pure state machine (docs/tools/rain-meditation.md#screen, #data, #behaviour, #constants) on the session
 * kit. Time and chance enter as data: the countdown is a wall-clock timed session, and a strike carries
 * the roll that picks its thunder take, so the machine decides everything a tap does.
 *
 * The machine owns the visitor's settings (length, intensity) and declares them and the session under
 * way for the kit to keep (`settingsOf`, `snapshotOf`): after a reload a session comes back at the
 * wall clock's point, paused with Resume (the browser plays the rain only after a tap).
 */
import type { Cue } from '../../lib/session/use-cues';
import type { RestoreEvent, SessionFacts, SessionMachine } from '../../lib/session/use-session';
import {
  applyTransport,
  createSession,
  getSessionDeadline,
  getSessionElapsedMs,
  getSessionSecondsLeft,
  getSessionStatus,
  leaveRecordOfSession,
  lengthsOf,
  resetSession,
  restoreSession,
  setSessionDuration,
  settleSession,
  startSession,
  toSessionRecord,
  toSessionSnapshot,
  type DurationEvent,
  type TimedSession,
  type TransportEvent,
  transportEventOf,
} from '../../lib/session/timed-session';
import { keepingUnchangedRestores } from '../../lib/session/persisted-session';

/** The tool's slug. */
export const TOOL = 'rain-meditation';
/** Session lengths in minutes (docs/tools/rain-meditation.md#constants). */
export const DURATIONS_MIN = lengthsOf(5, 10, 15, 20, 30, 45, 60);
/** One of the session lengths. */
export type DurationMin = (typeof DURATIONS_MIN)[number];
/** Session length chosen before any other (docs/tools/rain-meditation.md#constants). */
export const DEFAULT_DURATION_MIN: DurationMin = 10;
/** Rain intensity bounds and step (docs/tools/rain-meditation.md#validation). */
export const INTENSITY_MIN = 0.1;
export const INTENSITY_MAX = 1;
export const INTENSITY_STEP = 0.1;
/** Intensity chosen before any other (docs/tools/rain-meditation.md#constants). */
export const DEFAULT_INTENSITY = 0.7;
/** Rain loop volume per unit of intensity (docs/tools/rain-meditation.md#constants: rain volume = intensity × 0.7). */
export const RAIN_VOLUME_PER_INTENSITY = 0.7;
/** Thunder volume (docs/tools/rain-meditation.md#constants). */
export const THUNDER_VOLUME = 0.8;
/** Flashes allowed in any one second (WCAG 2.3.1: no more than three flashes a second). */
export const MAX_FLASHES_PER_SEC = 3;

/** The rain loop's volume for an intensity (docs/tools/rain-meditation.md#constants). */
export function getRainVolume(intensity: number): number {
  return clampIntensity(intensity) * RAIN_VOLUME_PER_INTENSITY;
}

/** Rounds an intensity to its 0.1 step within 0.1..1 (docs/tools/rain-meditation.md#validation). */
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

/** The thunder a strike called: which take, and a number that rises with every clap. */
export interface Thunder {
  readonly takeId: string;
  readonly seq: number;
}

/** The visitor's settings, kept by the kit under the keys in storage.ts. */
export interface Settings {
  readonly durationMin: DurationMin;
  /** Rain intensity, 0.1 to 1 (docs/tools/rain-meditation.md#validation). */
  readonly intensity: number;
}

/** The session under way, as kept across a reload. */
export interface Snapshot {
  readonly durationMin: DurationMin;
  readonly session: TimedSession;
  readonly strikes: number;
}

/** A rain session. */
export interface State {
  readonly durationMin: DurationMin;
  readonly intensity: number;
  readonly session: TimedSession;
  /** Clicks or taps during the session (docs/tools/rain-meditation.md#data). */
  readonly strikes: number;
  /** The last thunder called, or null. */
  readonly thunder: Thunder | null;
  /** Start times of the flashes of the last second (WCAG 2.3.1 cap). */
  readonly recentFlashes: readonly number[];
  /** Flashes so far; the island flashes when it rises. */
  readonly flashes: number;
  /** The visitor wants the full-screen scene (it shows while a session is under way). */
  readonly isSceneOpen: boolean;
}

/** Things that can happen to a session. */
export type Event =
  | TransportEvent
  | {
      type: 'strike';
      now: number;
      /** Thunder takes that have loaded, by id. */
      readyTakes: readonly string[];
      /** A number in [0, 1) that picks the take (chance enters as data). */
      roll: number;
    }
  | DurationEvent<DurationMin>
  | { type: 'setIntensity'; intensity: number; now: number }
  | RestoreEvent<Partial<Settings>, Snapshot>
  /** Into the full-screen scene, or back to the page (Escape, the visible control). */
  | { type: 'openScene'; now: number }
  | { type: 'closeScene'; now: number };

/** The intro, before a session. */
export function initialState(
  durationMin: DurationMin = DEFAULT_DURATION_MIN,
  intensity = DEFAULT_INTENSITY,
): State {
  return {
    durationMin,
    intensity,
    session: createSession(durationMin * 60_000),
    strikes: 0,
    thunder: null,
    recentFlashes: [],
    flashes: 0,
    isSceneOpen: false,
  };
}

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

/** A take other than the last one when there is a choice, picked by `roll`. */
export function pickTake(
  readyTakes: readonly string[],
  lastTakeId: string | null,
  roll: number,
): string | null {
  const choices = readyTakes.length > 1 ? readyTakes.filter((id) => id !== lastTakeId) : readyTakes;
  if (choices.length === 0) return null;
  const index = Math.min(choices.length - 1, Math.floor(Math.max(0, roll) * choices.length));
  return choices[index] ?? null;
}

function strike(state: State, event: Extract<Event, { type: 'strike' }>): State {
  // why: a tap that lands after the deadline completes the session and does not count
  const session = settleSession(state.session, event.now);
  if (getSessionStatus(session) !== 'running') return { ...state, session };
  // docs/tools/rain-meditation.md#behaviour: each tap counts one strike and plays thunder from the start
  const takeId = pickTake(event.readyTakes, state.thunder?.takeId ?? null, event.roll);
  const flash = allowFlash(state.recentFlashes, event.now);
  return {
    ...state,
    session,
    strikes: state.strikes + 1,
    thunder: takeId ? { takeId, seq: (state.thunder?.seq ?? 0) + 1 } : state.thunder,
    recentFlashes: flash.recent,
    flashes: state.flashes + (flash.isAllowed ? 1 : 0),
  };
}

/** The next state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'start': {
      const status = getSessionStatus(state.session);
      if (status === 'running' || status === 'paused') return state;
      // A session opens in the full-screen scene.
      return {
        ...initialState(state.durationMin, state.intensity),
        session: startSession(state.session, event.now),
        thunder: state.thunder,
        flashes: state.flashes,
        isSceneOpen: true,
      };
    }
    case 'pause':
    case 'resume':
    case 'tick':
      return { ...state, session: applyTransport(state.session, event) };
    case 'strike':
      return strike(state, event);
    case 'reset':
      // docs/tools/rain-meditation.md#behaviour: reset clears drops and counts
      return {
        ...initialState(state.durationMin, state.intensity),
        session: resetSession(state.session),
        thunder: state.thunder,
        flashes: state.flashes,
      };
    case 'openScene':
    case 'closeScene': {
      const isSceneOpen = event.type === 'openScene';
      return state.isSceneOpen === isSceneOpen ? state : { ...state, isSceneOpen };
    }
    case 'setDuration':
      return setDuration(state, event.durationMin);
    case 'setIntensity':
      return { ...state, intensity: clampIntensity(event.intensity) };
    case 'restore': {
      const { settings, snapshot } = event;
      let next: State = {
        ...state,
        intensity: clampIntensity(settings.intensity ?? state.intensity),
      };
      next = setDuration(next, snapshot?.durationMin ?? settings.durationMin ?? next.durationMin);
      if (!snapshot || isUnderWay(next)) return next;
      // the rain needs a tap before the browser plays it: a session under way waits for Resume
      const session = restoreSession(snapshot.session, next.session.completions, event.now, true);
      return { ...next, durationMin: snapshot.durationMin, session, strikes: snapshot.strikes };
    }
  }
}

/** A running or paused session. */
function isUnderWay(state: State): boolean {
  const status = getSessionStatus(state.session);
  return status === 'running' || status === 'paused';
}

/** A new length, taken only before a session. */
function setDuration(state: State, durationMin: DurationMin): State {
  if (getSessionStatus(state.session) !== 'idle' || durationMin === state.durationMin) return state;
  return {
    ...state,
    durationMin,
    session: setSessionDuration(state.session, durationMin * 60_000),
  };
}

/** Strikes per minute over `elapsedMs`, rounded to one decimal; 0 before any time has passed. */
export function getStrikesPerMinute(strikes: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.round((strikes / (elapsedMs / 60_000)) * 10) / 10;
}

/** Everything the screen shows. */
export interface View {
  isIdle: boolean;
  isRunning: boolean;
  isPaused: boolean;
  isComplete: boolean;
  /** Whole seconds left, rounded up. */
  secondsLeft: number;
  strikes: number;
  /** Seconds of rain so far (pauses excluded). */
  elapsedSec: number;
  /** Strikes per minute of rain, rounded to one decimal (docs/tools/rain-meditation.md#constants). */
  strikesPerMinute: number;
  /** The scene fills the screen: a session is under way and the visitor has not left it. */
  isImmersive: boolean;
}

/** Derives the view from the state. */
export function viewOf(state: State): View {
  const status = getSessionStatus(state.session);
  const elapsedMs = getSessionElapsedMs(state.session);
  return {
    isIdle: status === 'idle',
    isRunning: status === 'running',
    isPaused: status === 'paused',
    isComplete: status === 'complete',
    secondsLeft: getSessionSecondsLeft(state.session) ?? 0,
    strikes: state.strikes,
    elapsedSec: Math.floor(elapsedMs / 1000),
    strikesPerMinute: getStrikesPerMinute(state.strikes, elapsedMs),
    isImmersive: state.isSceneOpen && (status === 'running' || status === 'paused'),
  };
}

/** What the session hook wires. */
export function factsOf(state: State): SessionFacts {
  const { session } = state;
  return {
    isRunning: getSessionStatus(session) === 'running',
    wakeAt: getSessionDeadline(session),
    completions: session.completions,
    record: toSessionRecord(session, TOOL),
  };
}

/** docs/tools/rain-meditation.md#behaviour: each strike plays its thunder take from the start, replacing the one before. */
export function cueOf(state: State): Cue<string> | null {
  const { thunder } = state;
  return thunder && { key: thunder.seq, sound: thunder.takeId };
}

/** Rain on the session kit; Space begins, pauses and resumes. */
export const rainMeditation: SessionMachine<State, Event, View, Settings, Snapshot> = {
  tool: TOOL,
  timing: 'attention',
  transition: keepingUnchangedRestores(transition),
  viewOf,
  factsOf,
  spaceEventOf: (state) => transportEventOf(getSessionStatus(state.session)),
  leaveRecordOf: (state, now) => leaveRecordOfSession(state.session, TOOL, now),
  settingsOf: (state) => ({ durationMin: state.durationMin, intensity: state.intensity }),
  snapshotOf: (state) =>
    isUnderWay(state)
      ? {
          durationMin: state.durationMin,
          session: toSessionSnapshot(state.session),
          strikes: state.strikes,
        }
      : null,
};
