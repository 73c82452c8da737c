/**
 * The visual-scene timer as a pure state machine (docs/tools/zen-timer.md#screen, #behaviour, #constants) on the session kit.
 *
 * States idle, running, paused, complete. Begin sets the total to minutes × 60 s; Pause and Resume
 * toggle; Stop returns to idle; at zero it completes (the island plays the three-note chime and opens
 * the dialog). The scene's particle field is seeded by the machine: changing scene gives it a new
 * seed, so the field is drawn afresh (docs/tools/zen-timer.md#behaviour).
 *
 * Duration buttons (docs/tools/zen-timer.md#validation, #constants: step 5, floor 1, ceiling 60) move along 1, 5, 10, ... 60: Longer
 * goes to the next multiple of 5 (1 → 5 → 10), Shorter to the one below, floored at 1 (10 → 5 → 1).
 * A stored length between the marks (say 7) steps to the marks around it (5 or 10).
 *
 * The machine owns the visitor's settings (length, scene) and declares them and the session under way
 * for the kit to keep (`settingsOf`, `snapshotOf`). After a reload a session comes back at the wall
 * clock's point, paused with Resume: its closing chime needs a tap before the browser plays sound.
 */
import type { RestoreEvent, SessionFacts, SessionMachine } from '../../lib/session/use-session';
import {
  applyTransport,
  createSession,
  getSessionDeadline,
  getSessionElapsedMs,
  getSessionProgress,
  getSessionSecondsLeft,
  getSessionStatus,
  leaveRecordOfSession,
  resetSession,
  restoreSession,
  setSessionDuration,
  startSession,
  toSessionRecord,
  toSessionSnapshot,
  type DurationEvent,
  type SessionStatus,
  type TimedSession,
  transportEventOf,
} from '../../lib/session/timed-session';
import type { ChimeNote } from '../../lib/audio/chimes';
import { DEFAULT_SCENE, SCENE_IDS, SCENES, type SceneId } from './scenes/catalog';
import { keepingUnchangedRestores } from '../../lib/session/persisted-session';

/** The tool's slug. */
export const TOOL = 'zen-timer';
/** docs/tools/zen-timer.md#constants: range 1 to 60 minutes, step 5, default 10. */
export const MIN_MINUTES = 1;
export const MAX_MINUTES = 60;
export const STEP_MINUTES = 5;
export const DEFAULT_MINUTES = 10;

/** docs/tools/zen-timer.md#constants: the closing chime, 523.25, 659.25 and 783.99 Hz, 200 ms apart, each lasting 4 s. */
export const CLOSING_CHIME: readonly ChimeNote[] = [
  { hz: 523.25, atSec: 0, durationSec: 4, gain: 0.2 },
  { hz: 659.25, atSec: 0.2, durationSec: 4, gain: 0.2 },
  { hz: 783.99, atSec: 0.4, durationSec: 4, gain: 0.2 },
];

/** docs/tools/zen-timer.md#behaviour: the status line. */
export const STATUS_TEXT = {
  ready: 'Ready to begin',
  running: 'Breathing deeply...',
  paused: 'Session paused',
} as const;

/** Whole minutes within 1..60 (anything else is brought inside). */
export function clampMinutes(minutes: number): number {
  if (!Number.isFinite(minutes)) return DEFAULT_MINUTES;
  return Math.min(MAX_MINUTES, Math.max(MIN_MINUTES, Math.round(minutes)));
}

/** The length after Longer: the next multiple of 5, at most 60 (1 → 5, 5 → 10, 58 → 60, 60 → 60). */
export function stepUp(minutes: number): number {
  return Math.min(
    MAX_MINUTES,
    Math.floor(clampMinutes(minutes) / STEP_MINUTES) * STEP_MINUTES + STEP_MINUTES,
  );
}

/** The length after Shorter: the multiple of 5 below, at least 1 (60 → 55, 10 → 5, 5 → 1, 1 → 1). */
export function stepDown(minutes: number): number {
  return Math.max(
    MIN_MINUTES,
    Math.ceil(clampMinutes(minutes) / STEP_MINUTES) * STEP_MINUTES - STEP_MINUTES,
  );
}

/** The visitor's settings, kept by the kit under the keys in storage.ts. */
export interface Settings {
  /** The session length, 1 to 60 minutes. */
  readonly minutes: number;
  readonly scene: SceneId;
}

/** The session under way, as kept across a reload. */
export interface Snapshot {
  readonly session: TimedSession;
  readonly minutes: number;
}

/** A visual-timer session. */
export interface State extends Settings {
  /** Seed of the scene's particle field; a new one redraws the field. */
  readonly fieldSeed: number;
  readonly session: TimedSession;
}

/** Things that can happen. */
export type Event =
  | { type: 'start'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'stop'; now: number }
  | { type: 'tick'; now: number }
  | DurationEvent
  | RestoreEvent<Partial<Settings>, Snapshot>
  | {
      type: 'setScene';
      scene: SceneId;
      /** A number in [0, 1) that seeds the new field (chance enters as data). */
      roll: number;
      now: number;
    };

/** Idle, with the given settings. */
export function initialState(
  minutes: number = DEFAULT_MINUTES,
  scene: SceneId = DEFAULT_SCENE,
): State {
  const safe = clampMinutes(minutes);
  return { minutes: safe, scene, fieldSeed: 1, session: createSession(safe * 60_000) };
}

const statusOf = (state: State): SessionStatus => getSessionStatus(state.session);
const isUnderWay = (state: State) => {
  const status = statusOf(state);
  return status === 'running' || status === 'paused';
};

/** A field seed from a number in [0, 1). */
const seedOf = (roll: number) => 1 + Math.floor(Math.min(0.999_999, Math.max(0, roll)) * 2 ** 31);

function withMinutes(state: State, minutes: number): State {
  const safe = clampMinutes(minutes);
  if (safe === state.minutes) return state;
  const session = setSessionDuration(state.session, safe * 60_000);
  // docs/tools/zen-timer.md#behaviour: the length is set before Begin (a session under way keeps its own)
  return session === state.session ? state : { ...state, minutes: safe, session };
}

function withSession(state: State, session: TimedSession): State {
  return session === state.session ? state : { ...state, session };
}

/** The next state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'start': {
      const status = statusOf(state);
      if (status === 'running' || status === 'paused') return state;
      // docs/tools/zen-timer.md#behaviour: Begin sets the total seconds to minutes × 60
      const session = createSession(state.minutes * 60_000, state.session.completions);
      return { ...state, session: startSession(session, event.now) };
    }
    case 'pause':
    case 'resume':
    case 'tick':
      return withSession(state, applyTransport(state.session, event));
    case 'stop':
      // docs/tools/zen-timer.md#behaviour: Stop returns to idle
      return withSession(state, resetSession(state.session));
    case 'setDuration':
      return withMinutes(state, event.durationMin);
    case 'setScene': {
      if (!SCENE_IDS.includes(event.scene)) return state;
      // docs/tools/zen-timer.md#behaviour: changing scene resets the particle field
      return { ...state, scene: event.scene, fieldSeed: seedOf(event.roll) };
    }
    case 'restore':
      return restore(state, event);
  }
}

/**
 * Stored settings and a session kept across a reload. A session under way is never disturbed (another
 * tab's setting change arrives the same way); a kept one comes back paused at the wall clock's point,
 * or completes once when its end passed while the page was gone.
 */
function restore(state: State, event: RestoreEvent<Partial<Settings>, Snapshot>): State {
  const { settings, snapshot } = event;
  const scene = settings.scene ?? state.scene;
  let next: State =
    SCENE_IDS.includes(scene) && scene !== state.scene ? { ...state, scene } : state;
  next = withMinutes(next, snapshot?.minutes ?? settings.minutes ?? next.minutes);
  if (!snapshot || isUnderWay(next)) return next;
  // why paused: the closing chime (docs/tools/zen-timer.md#behaviour) sounds only after a tap has unlocked audio
  const session = restoreSession(snapshot.session, next.session.completions, event.now, true);
  return { ...next, minutes: clampMinutes(snapshot.minutes), session };
}

/** Everything the screen shows. */
export interface View {
  readonly status: SessionStatus;
  readonly statusText: string;
  /** Whole seconds left, rounded up (the full length before Begin). */
  readonly secondsLeft: number;
  /** Elapsed fraction, 0..1: the ring fills with it. */
  readonly progress: number;
  readonly minutes: number;
  readonly canStepUp: boolean;
  readonly canStepDown: boolean;
  readonly canChangeMinutes: boolean;
  readonly scene: SceneId;
  readonly sceneName: string;
  readonly fieldSeed: number;
  /**
   * The scene moves while a session runs; before it, paused and after it the scene is a still frame
   * (no frames drawn for a page that is only being looked at, which also keeps page load quiet).
   */
  readonly isSceneMoving: boolean;
  /** Minutes of the session that just completed. */
  readonly completedMinutes: number;
  readonly elapsedSec: number;
}

/** Derives the view. */
export function viewOf(state: State): View {
  const status = statusOf(state);
  const isUnderWay = status === 'running' || status === 'paused';
  const statusText =
    status === 'running'
      ? STATUS_TEXT.running
      : status === 'paused'
        ? STATUS_TEXT.paused
        : STATUS_TEXT.ready;
  return {
    status,
    statusText,
    secondsLeft: getSessionSecondsLeft(state.session) ?? state.minutes * 60,
    progress: getSessionProgress(state.session),
    minutes: state.minutes,
    canStepUp: !isUnderWay && state.minutes < MAX_MINUTES,
    canStepDown: !isUnderWay && state.minutes > MIN_MINUTES,
    canChangeMinutes: !isUnderWay,
    scene: state.scene,
    sceneName: SCENES[state.scene].name,
    fieldSeed: state.fieldSeed,
    isSceneMoving: status === 'running',
    completedMinutes: Math.round((state.session.clock.durationMs ?? 0) / 60_000),
    elapsedSec: Math.floor(getSessionElapsedMs(state.session) / 1000),
  };
}

/** What the session hook wires: the deadline is the next exact event. */
export function factsOf(state: State): SessionFacts {
  return {
    isRunning: statusOf(state) === 'running',
    wakeAt: getSessionDeadline(state.session),
    completions: state.session.completions,
    record: toSessionRecord(state.session, TOOL),
  };
}

/** The visual timer on the session kit; Space begins, pauses and resumes. */
export const zenTimer: SessionMachine<State, Event, View, Settings, Snapshot> = {
  tool: TOOL,
  timing: 'attention',
  transition: keepingUnchangedRestores(transition),
  viewOf,
  factsOf,
  spaceEventOf: (state) => transportEventOf(statusOf(state)),
  leaveRecordOf: (state, now) => leaveRecordOfSession(state.session, TOOL, now),
  settingsOf: (state) => ({ minutes: state.minutes, scene: state.scene }),
  snapshotOf: (state) =>
    isUnderWay(state)
      ? { session: toSessionSnapshot(state.session), minutes: state.minutes }
      : null,
};
