/**
 * Box breathing as a pure state machine (docs/tools/box-breathing.md#behaviour) on the session kit. The phase shown comes from
 * the wall-clock start through a repeating schedule, so a throttled or sleeping tab resumes in the right
 * phase. Open-ended by default (the spec); optionally a length in whole rounds that ends with a closing
 * chime, as Breathly offers (issue 15).
 */
import type { SessionFacts, SessionMachine } from '../../lib/session/use-session';
import { locate, toCountdownSeconds, type Schedule } from '../../lib/session/schedule';
import {
  createSession,
  endSession,
  getSessionDeadline,
  getSessionElapsedMs,
  getSessionStatus,
  resetSession,
  startSession,
  tickSession,
  toSessionRecord,
  type SessionRecord,
  type TimedSession,
} from '../../lib/session/timed-session';

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
export const LENGTHS_MIN = [0, 2, 5, 10] as const;
/** One of the lengths. */
export type LengthMin = (typeof LENGTHS_MIN)[number];

/** Whole rounds for a length: the session ends on a whole breath (2 min → 8 rounds), or null. */
export function roundsOf(lengthMin: LengthMin): number | null {
  return lengthMin === 0 ? null : Math.ceil((lengthMin * 60) / ROUND_SEC);
}

/** Hint lines (docs/tools/box-breathing.md#screen). */
export const HINT_IDLE = 'Press play to begin a 4-4-4-4 session';
export const HINT_RUNNING = 'Focus on the expanding orb and follow the breath';

/** A session; after a pause it is idle (or complete, when long enough to log). */
export interface State {
  readonly session: TimedSession;
  /** The chosen length (0 = open-ended). */
  readonly lengthMin: LengthMin;
}

/** Things that can happen to a session. */
export type Event =
  | { type: 'start'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'setLength'; lengthMin: LengthMin; now: number }
  | { type: 'tick'; now: number };

/** A session that has not started. */
export function initialState(): State {
  return { session: createSession(null), lengthMin: 0 };
}

function durationMsOf(lengthMin: LengthMin): number | null {
  const rounds = roundsOf(lengthMin);
  return rounds === null ? null : rounds * ROUND_SEC * 1000;
}

const isRunningOf = (session: TimedSession) => getSessionStatus(session) === 'running';
const isRunning = (state: State) => isRunningOf(state.session);

/**
 * The next state. Pause stops, and starting again always begins at Breathe In (docs/tools/box-breathing.md#behaviour). A pause
 * after at least one full cycle finishes the session (it is logged); a shorter one just stops.
 */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'start': {
      if (isRunning(state)) return state;
      const fresh = createSession(durationMsOf(state.lengthMin), state.session.completions);
      return { ...state, session: startSession(fresh, event.now) };
    }
    case 'pause': {
      if (!isRunning(state)) return state;
      const session = tickSession(state.session, event.now);
      if (!isRunningOf(session)) return { ...state, session };
      return getSessionElapsedMs(session) >= MIN_LOGGED_SEC * 1000
        ? { ...state, session: endSession(session, event.now) }
        : { ...state, session: resetSession(session) };
    }
    case 'setLength':
      return isRunning(state) || state.lengthMin === event.lengthMin
        ? state
        : { session: resetSession(state.session), lengthMin: event.lengthMin };
    case 'tick':
      return isRunning(state)
        ? { ...state, session: tickSession(state.session, event.now) }
        : state;
  }
}

/** Everything the screen shows, derived from the state. */
export interface View {
  isRunning: boolean;
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
  /** A timed session just ran its rounds to the end. */
  isComplete: boolean;
  /** Whole seconds practised in the last finished session. */
  completedSec: number;
  hint: string;
}

/** Derives the view: a session not running shows the first phase's word and a full countdown. */
export function viewOf(state: State): View {
  const rounds = roundsOf(state.lengthMin);
  if (!isRunning(state)) {
    const first = PHASES[0];
    const isComplete = getSessionStatus(state.session) === 'complete';
    return {
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

/** The record of a session under way if the visitor left now, when it lasted a full cycle. */
function leaveRecordOf(state: State, now: number): SessionRecord | null {
  if (!isRunning(state)) return null;
  const record = toSessionRecord(endSession(state.session, now), TOOL);
  return record && record.seconds >= MIN_LOGGED_SEC ? record : null;
}

/** What the session hook wires: the next phase change is the next exact event. */
export function factsOf(state: State): SessionFacts {
  const { session } = state;
  const running = isRunning(state);
  const phaseRemainingMs = running
    ? locate(SCHEDULE, getSessionElapsedMs(session)).phaseRemainingMs
    : 0;
  const deadline = getSessionDeadline(session);
  const nextPhaseAt = running ? session.now + phaseRemainingMs : null;
  return {
    isRunning: running,
    wakeAt:
      nextPhaseAt === null || deadline === null ? nextPhaseAt : Math.min(nextPhaseAt, deadline),
    completions: session.completions,
    record: toSessionRecord(session, TOOL),
  };
}

/** Box breathing on the session kit. */
export const boxBreathing: SessionMachine<State, Event, View> = {
  tool: TOOL,
  transition,
  viewOf,
  factsOf,
  spaceEventOf: (state) => ({ type: isRunning(state) ? 'pause' : 'start' }),
  leaveRecordOf,
};
