/**
 * Box breathing as a pure state machine (docs/tools/box-breathing.md#behaviour) on the session kit. The phase shown comes from
 * the wall-clock start through a repeating schedule, so a throttled or sleeping tab resumes in the right
 * phase. Open-ended by default (the spec); optionally a length in whole rounds that ends with a closing
 * chime, as Breathly offers (issue 15).
 *
 * The machine owns the visitor's settings (length, tones, vibration) and declares them and the session
 * under way for the kit to keep (`settingsOf`, `snapshotOf`): after a reload a session comes back at
 * the wall clock's point, paused with Resume when tones are on (the browser plays sound only after a
 * tap), running when silent.
 */
import type { Cue } from '../../lib/session/use-cues';
import type { RestoreEvent, SessionFacts, SessionMachine } from '../../lib/session/use-session';
import { locate, toCountdownSeconds, type Schedule } from '../../lib/session/schedule';
import {
  createSession,
  earliest,
  getSessionDeadline,
  getSessionElapsedMs,
  getSessionStatus,
  leaveRecordOfSession,
  lengthsOf,
  resetSession,
  restoreSession,
  resumeSession,
  startSession,
  tickSession,
  toSessionRecord,
  toSessionSnapshot,
  type DurationEvent,
  type StopEvent,
  type TimedSession,
  transportEventOf,
} from '../../lib/session/timed-session';
import { keepingUnchangedRestores } from '../../lib/session/persisted-session';

/** The tool's slug. */
export const TOOL = 'box-breathing';

/** Seconds in every phase (docs/tools/box-breathing.md#constants: 4 phases, 4 s each). */
export const PHASE_SEC = 4;

/** The four phases in order, with the tone that marks each (docs/tools/box-breathing.md#behaviour, Hz). */
export const PHASES = [
  { label: 'Breathe In', toneHz: 523, orb: 'expanding' },
  { label: 'Hold', toneHz: 659, orb: 'full' },
  { label: 'Breathe Out', toneHz: 587, orb: 'contracting' },
  { label: 'Hold', toneHz: 494, orb: 'empty' },
] as const;

/** What the orb does during a phase. */
export type OrbMotion = (typeof PHASES)[number]['orb'];

const SCHEDULE: Schedule<OrbMotion> = {
  repeats: true,
  phases: PHASES.map((phase) => ({ key: phase.orb, ms: PHASE_SEC * 1000 })),
};

/** One round of the four phases, s. */
export const ROUND_SEC = PHASES.length * PHASE_SEC;
/** A session shorter than one full round is not worth a practice-log entry (s). */
export const MIN_LOGGED_SEC = ROUND_SEC;
/** Session lengths offered, in minutes; 0 is open-ended (the spec's session, the default). */
export const DURATIONS_MIN = lengthsOf(0, 2, 5, 10);
/** One of the lengths. */
export type DurationMin = (typeof DURATIONS_MIN)[number];
/** Length of each phase tone (s). */
export const TONE_SEC = 0.6;

/** The whole rounds breathed in `seconds` of practice (3 minutes → 11): what a card may show. */
export function roundsIn(seconds: number): number {
  return Math.floor(seconds / ROUND_SEC);
}

/** Whole rounds for a length: the session ends on a whole breath (2 min → 8 rounds), or null. */
export function roundsOf(durationMin: DurationMin): number | null {
  return durationMin === 0 ? null : Math.ceil((durationMin * 60) / ROUND_SEC);
}

/** Hint lines (docs/tools/box-breathing.md#screen). */
export const HINT_IDLE = 'Press play to begin a 4-4-4-4 session';
export const HINT_RUNNING = 'Focus on the expanding orb and follow the breath';
/** Shown when a session comes back after a reload with tones on, waiting for a tap. */
export const HINT_PAUSED = 'Your session is waiting: press Resume to breathe on';

/** The visitor's settings, kept by the kit under the keys in storage.ts. */
export interface Settings {
  /** The chosen length (0 = open-ended). */
  readonly durationMin: DurationMin;
  /** Whether the phase tones play. */
  readonly isSoundOn: boolean;
  /** Whether the device vibrates at each phase change (where it can). */
  readonly isVibrating: boolean;
}

/** The session under way, as kept across a reload. */
export interface Snapshot {
  readonly session: TimedSession;
  readonly durationMin: DurationMin;
}

/** The defaults: open-ended, tones on, no vibration. */
export const DEFAULT_SETTINGS: Settings = { durationMin: 0, isSoundOn: true, isVibrating: false };

/**
 * A session; after a pause it is idle (the kit keeps a full round or more as ended early), complete
 * only when its rounds (or the open session's cap) ran out. It is paused only when brought back after
 * a reload with tones on, until the visitor taps Resume.
 */
export interface State extends Settings {
  readonly session: TimedSession;
}

/** Things that can happen to a session. */
export type Event =
  | { type: 'start'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | StopEvent
  | DurationEvent<DurationMin>
  | { type: 'setSound'; isSoundOn: boolean; now: number }
  | { type: 'setVibration'; isVibrating: boolean; now: number }
  | RestoreEvent<Partial<Settings>, Snapshot>
  | { type: 'tick'; now: number };

/** A session that has not started. */
export function initialState(): State {
  return { session: createSession(null), ...DEFAULT_SETTINGS };
}

function durationMsOf(durationMin: DurationMin): number | null {
  const rounds = roundsOf(durationMin);
  return rounds === null ? null : rounds * ROUND_SEC * 1000;
}

const isRunningOf = (session: TimedSession) => getSessionStatus(session) === 'running';
const isRunning = (state: State) => isRunningOf(state.session);
const isUnderWay = (state: State) =>
  isRunning(state) || getSessionStatus(state.session) === 'paused';

/**
 * Ends a session under way (Pause, End session) back to idle: an ending by the visitor, which the kit
 * keeps in the journal as ended early with its card and Undo when it lasted a full round
 * (docs/tools/sessions.md#behaviour). One whose end has already passed completes there instead.
 */
function stop(state: State, now: number): State {
  const session = tickSession(state.session, now);
  return { ...state, session: isUnderWay({ ...state, session }) ? resetSession(session) : session };
}

/** A new length, taken only while nothing is under way. */
function setDuration(state: State, durationMin: DurationMin): State {
  return isUnderWay(state) || state.durationMin === durationMin
    ? state
    : { ...state, session: resetSession(state.session), durationMin };
}

/**
 * The next state. Pause stops, and starting again always begins at Breathe In (docs/tools/box-breathing.md#behaviour). A pause
 * ends the session early (the kit keeps one of a full round or more); only running out finishes it.
 */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'start': {
      if (isUnderWay(state)) return state;
      const fresh = createSession(durationMsOf(state.durationMin), state.session.completions);
      return { ...state, session: startSession(fresh, event.now) };
    }
    case 'pause':
      return isRunning(state) ? stop(state, event.now) : state;
    case 'resume':
      return { ...state, session: resumeSession(state.session, event.now) };
    case 'stop':
      return stop(state, event.now);
    case 'setDuration':
      return setDuration(state, event.durationMin);
    case 'setSound':
      return { ...state, isSoundOn: event.isSoundOn };
    case 'setVibration':
      return { ...state, isVibrating: event.isVibrating };
    case 'restore': {
      const { settings, snapshot } = event;
      let next: State = {
        ...state,
        isSoundOn: settings.isSoundOn ?? state.isSoundOn,
        isVibrating: settings.isVibrating ?? state.isVibrating,
      };
      next = setDuration(next, snapshot?.durationMin ?? settings.durationMin ?? next.durationMin);
      if (!snapshot || isUnderWay(next)) return next;
      const session = restoreSession(
        snapshot.session,
        next.session.completions,
        event.now,
        next.isSoundOn || event.leftAt !== undefined,
      );
      return { ...next, durationMin: snapshot.durationMin, session };
    }
    case 'tick':
      return isRunning(state)
        ? { ...state, session: tickSession(state.session, event.now) }
        : state;
  }
}

/** Everything the screen shows, derived from the state. */
export interface View {
  /** idle, running, or paused (only after a reload with tones on). */
  status: 'idle' | 'running' | 'paused';
  isRunning: boolean;
  durationMin: DurationMin;
  isSoundOn: boolean;
  isVibrating: boolean;
  phaseIndex: number;
  label: (typeof PHASES)[number]['label'];
  secondsLeft: number;
  orb: OrbMotion | 'rest';
  toneHz: number;
  /** Increases by one at every phase change; the island plays a tone when it changes. */
  step: number;
  /** The round under way (from 1), or 0 when not running. */
  round: number;
  /** Rounds planned, or null when open-ended. */
  rounds: number | null;
  /** A session just ran to its end (its rounds, or the open session's cap). */
  isComplete: boolean;
  /** Whole seconds practised in the last finished session. */
  completedSec: number;
  hint: string;
}

/** Derives the view: a session not running shows the first phase's word and a full countdown. */
export function viewOf(state: State): View {
  const rounds = roundsOf(state.durationMin);
  const settings = {
    durationMin: state.durationMin,
    isSoundOn: state.isSoundOn,
    isVibrating: state.isVibrating,
  };
  if (getSessionStatus(state.session) === 'paused') {
    const position = locate(SCHEDULE, getSessionElapsedMs(state.session));
    const phase = PHASES[position.index] ?? PHASES[0];
    return {
      ...settings,
      status: 'paused',
      round: position.cycle + 1,
      rounds,
      isComplete: false,
      completedSec: 0,
      isRunning: false,
      phaseIndex: position.index,
      label: phase.label,
      secondsLeft: toCountdownSeconds(position.phaseRemainingMs),
      orb: 'rest',
      toneHz: phase.toneHz,
      step: -1,
      hint: HINT_PAUSED,
    };
  }
  if (!isRunning(state)) {
    const first = PHASES[0];
    const isComplete = getSessionStatus(state.session) === 'complete';
    return {
      ...settings,
      status: 'idle',
      round: 0,
      rounds,
      isComplete,
      completedSec: isComplete ? Math.floor(getSessionElapsedMs(state.session) / 1000) : 0,
      isRunning: false,
      phaseIndex: 0,
      label: first.label,
      secondsLeft: PHASE_SEC,
      orb: 'rest',
      toneHz: first.toneHz,
      step: -1,
      hint: HINT_IDLE,
    };
  }
  const position = locate(SCHEDULE, getSessionElapsedMs(state.session));
  const phase = PHASES[position.index] ?? PHASES[0];
  return {
    ...settings,
    status: 'running',
    round: position.cycle + 1,
    rounds,
    isComplete: false,
    completedSec: 0,
    isRunning: true,
    phaseIndex: position.index,
    label: phase.label,
    secondsLeft: toCountdownSeconds(position.phaseRemainingMs),
    orb: phase.orb,
    toneHz: phase.toneHz,
    step: position.step,
    hint: HINT_RUNNING,
  };
}

/** What the session hook wires: the next phase change is the next exact event. */
export function factsOf(state: State): SessionFacts {
  const { session } = state;
  const running = isRunning(state);
  const phaseRemainingMs = running
    ? locate(SCHEDULE, getSessionElapsedMs(session)).phaseRemainingMs
    : 0;
  const nextPhaseAt = running ? session.now + phaseRemainingMs : null;
  return {
    isRunning: running,
    wakeAt: earliest(nextPhaseAt, getSessionDeadline(session)),
    completions: session.completions,
    record: toSessionRecord(session, TOOL),
  };
}

/** A phase tone's pitch (Hz), as the cue names it. */
export interface PhaseTone {
  readonly hz: number;
}

/**
 * docs/tools/box-breathing.md#behaviour: a tone sounds at each phase change (the first one marks the start), and only then:
 * switching the sound on mid-phase waits for the next change. Vibration follows the same changes.
 */
export function cueOf(state: State): Cue<PhaseTone> | null {
  if (!isRunning(state)) return null;
  const position = locate(SCHEDULE, getSessionElapsedMs(state.session));
  const phase = PHASES[position.index] ?? PHASES[0];
  return {
    key: `${state.session.startedAt}:${position.step}`,
    sound: state.isSoundOn ? { hz: phase.toneHz } : null,
    vibration: state.isVibrating ? 40 : null,
  };
}

/** Box breathing on the session kit. */
export const boxBreathing: SessionMachine<State, Event, View, Settings, Snapshot> = {
  tool: TOOL,
  timing: 'attention',
  transition: keepingUnchangedRestores(transition),
  viewOf,
  factsOf,
  spaceEventOf: (state) => transportEventOf(getSessionStatus(state.session)),
  // a session shorter than one full round is not worth a practice-log entry
  leaveRecordOf: (state, now) => leaveRecordOfSession(state.session, TOOL, now, MIN_LOGGED_SEC),
  settingsOf: (state) => ({
    durationMin: state.durationMin,
    isSoundOn: state.isSoundOn,
    isVibrating: state.isVibrating,
  }),
  snapshotOf: (state) =>
    isUnderWay(state)
      ? { session: toSessionSnapshot(state.session), durationMin: state.durationMin }
      : null,
};
