/**
 * Box breathing as a pure state machine (spec 1 §4.1) on the session kit. An open-ended session: the
 * phase shown comes from the wall-clock start through a repeating schedule, so a throttled or sleeping
 * tab resumes in the right phase.
 */
import type { SessionFacts, SessionMachine } from '../../lib/session/use-session';
import { locate, toCountdownSeconds, type Schedule } from '../../lib/session/schedule';
import {
  createSession,
  endSession,
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

/** Seconds in every phase (spec 1 §9: 4 phases, 4 s each). */
export const PHASE_SEC = 4;

/** The four phases in order, with the tone that marks each (spec 1 §4.1, Hz). */
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

/** A session shorter than one full cycle is not worth a practice-log entry (s). */
export const MIN_LOGGED_SEC = PHASES.length * PHASE_SEC;

/** Hint lines (spec 1 §2.6). */
export const HINT_IDLE = 'Press play to begin a 4-4-4-4 session';
export const HINT_RUNNING = 'Focus on the expanding orb and follow the breath';

/** An open-ended session; after a pause it is idle (or complete, when long enough to log). */
export interface State {
  readonly session: TimedSession;
}

/** Things that can happen to a session. */
export type Event =
  { type: 'start'; now: number } | { type: 'pause'; now: number } | { type: 'tick'; now: number };

/** A session that has not started. */
export function initialState(): State {
  return { session: createSession(null) };
}

const isRunning = (state: State) => getSessionStatus(state.session) === 'running';

/**
 * The next state. Pause stops, and starting again always begins at Breathe In (spec 1 §4.1). A pause
 * after at least one full cycle finishes the session (it is logged); a shorter one just stops.
 */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'start':
      return isRunning(state) ? state : { session: startSession(state.session, event.now) };
    case 'pause': {
      if (!isRunning(state)) return state;
      const session = tickSession(state.session, event.now);
      return getSessionElapsedMs(session) >= MIN_LOGGED_SEC * 1000
        ? { session: endSession(session, event.now) }
        : { session: resetSession(session) };
    }
    case 'tick':
      return isRunning(state) ? { session: tickSession(state.session, event.now) } : state;
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
  hint: string;
}

/** Derives the view: a session not running shows the first phase's word and a full countdown. */
export function viewOf(state: State): View {
  if (!isRunning(state)) {
    const first = PHASES[0];
    return {
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
  return {
    isRunning: running,
    wakeAt: running ? session.now + phaseRemainingMs : null,
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
