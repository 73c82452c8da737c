/**
 * Walking meditation as a pure state machine (docs/tools/walking-meditation.md#screen, #data, #behaviour, #constants) on the
 * session kit. A timed session of 5 to 60 minutes; each step cycle (slow 4000 ms, normal 2500 ms,
 * medium 1500 ms) is four equal phases, lift, move, place, pause, located on the session's elapsed time
 * by the kit's schedule, so a throttled tab lands in the right phase. A step counts on each return to
 * lift; steps per minute = steps / elapsed minutes, rounded.
 *
 * Tones (start 174.61 Hz, lift / move / place / pause 261.63 / 293.66 / 329.63 / 220 Hz, completion
 * 523.25 Hz) are planned here at their wall times for the next few seconds and handed to the audio
 * clock ahead of time (lib/audio/use-tone-schedule.ts): they keep time in a background tab and with
 * the screen locked, where timers are throttled.
 */
import type { PlannedTone } from '../../lib/audio/use-tone-schedule';
import { listChanges, locate, type Schedule } from '../../lib/session/schedule';
import type { SessionFacts, SessionMachine } from '../../lib/session/use-session';
import {
  createSession,
  getSessionDeadline,
  getSessionElapsedMs,
  getSessionProgress,
  getSessionSecondsLeft,
  getSessionStatus,
  pauseSession,
  resetSession,
  resumeSession,
  setSessionDuration,
  startSession,
  tickSession,
  toSessionRecord,
  type SessionStatus,
  type TimedSession,
  type TransportEvent,
} from '../../lib/session/timed-session';

/** The tool's slug. */
export const TOOL = 'walking-meditation';
/** Session lengths in minutes (docs/tools/walking-meditation.md#constants). */
export const DURATIONS_MIN = [5, 10, 15, 20, 30, 45, 60] as const;
/** One of the session lengths. */
export type DurationMin = (typeof DURATIONS_MIN)[number];
/** docs/tools/walking-meditation.md#constants: 10 minutes unless chosen otherwise. */
export const DEFAULT_DURATION_MIN: DurationMin = 10;
/** The paces (docs/tools/walking-meditation.md#data). */
export const PACES = ['slow', 'normal', 'medium'] as const;
/** One of the paces. */
export type Pace = (typeof PACES)[number];
/** One step cycle per pace, ms (docs/tools/walking-meditation.md#constants). */
export const PACE_CYCLE_MS: Readonly<Record<Pace, number>> = {
  slow: 4_000,
  normal: 2_500,
  medium: 1_500,
};
/** docs/tools/walking-meditation.md#constants: normal unless chosen otherwise. */
export const DEFAULT_PACE: Pace = 'normal';
/** How each pace is named on screen. */
export const PACE_LABELS: Readonly<Record<Pace, string>> = {
  slow: 'Slow',
  normal: 'Normal',
  medium: 'Medium',
};
/** A pace's step cycle in words: '2.5 s per step'. */
export function formatCycle(pace: Pace): string {
  return `${PACE_CYCLE_MS[pace] / 1000} s per step`;
}
/** The four phases of a step, in order (docs/tools/walking-meditation.md#behaviour). */
export const PHASES = ['lift', 'move', 'place', 'pause'] as const;
/** One phase. */
export type PhaseKey = (typeof PHASES)[number];
/** The tone of each phase (docs/tools/walking-meditation.md#constants). */
export const PHASE_HZ: Readonly<Record<PhaseKey, number>> = {
  lift: 261.63,
  move: 293.66,
  place: 329.63,
  pause: 220,
};
/** The start and completion tones (docs/tools/walking-meditation.md#constants). */
export const START_HZ = 174.61;
export const COMPLETE_HZ = 523.25;
/** Tone lengths, s: short phase tones fit the 375 ms phases of the medium pace. */
export const PHASE_TONE_SEC = 0.3;
export const START_TONE_SEC = 0.8;
export const COMPLETE_TONE_SEC = 1.5;
/** How far ahead tones are handed to the audio clock, ms. */
export const TONE_LOOKAHEAD_MS = 20_000;

/** What each phase asks of the walker. */
export const PHASE_TEXT: Readonly<Record<PhaseKey, { label: string; instruction: string }>> = {
  lift: { label: 'Lift', instruction: 'Slowly lift your foot' },
  move: { label: 'Move', instruction: 'Move it gently forward' },
  place: { label: 'Place', instruction: 'Place it down, heel first' },
  pause: { label: 'Pause', instruction: 'Pause and feel your weight shift' },
};

/** The step cycle of a pace: four equal phases, repeating (docs/tools/walking-meditation.md#behaviour: each phase is a quarter). */
export function scheduleOf(pace: Pace): Schedule<PhaseKey> {
  const ms = PACE_CYCLE_MS[pace] / PHASES.length;
  return { phases: PHASES.map((key) => ({ key, ms })), repeats: true };
}

/** Steps completed after `elapsedMs`: one per return to lift. */
export function countSteps(pace: Pace, elapsedMs: number): number {
  return locate(scheduleOf(pace), elapsedMs).cycle;
}

/** docs/tools/walking-meditation.md#constants: steps divided by elapsed minutes, rounded; 0 before any time has passed. */
export function getStepsPerMinute(steps: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.round(steps / (elapsedMs / 60_000));
}

/** A walking session. */
export interface State {
  readonly durationMin: DurationMin;
  readonly pace: Pace;
  readonly session: TimedSession;
}

/** Things that happen to a session. */
export type Event =
  | TransportEvent
  | { type: 'setDuration'; durationMin: DurationMin; now: number }
  | { type: 'setPace'; pace: Pace; now: number };

/** The intro, before a session. */
export function initialState(): State {
  return {
    durationMin: DEFAULT_DURATION_MIN,
    pace: DEFAULT_PACE,
    session: createSession(DEFAULT_DURATION_MIN * 60_000),
  };
}

function withSession(state: State, session: TimedSession): State {
  return session === state.session ? state : { ...state, session };
}

/** The next state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'start':
      return withSession(state, startSession(state.session, event.now));
    case 'pause':
      return withSession(state, pauseSession(state.session, event.now));
    case 'resume':
      return withSession(state, resumeSession(state.session, event.now));
    case 'reset':
      // docs/tools/walking-meditation.md#behaviour: back to the intro with the chosen duration
      return withSession(state, resetSession(state.session));
    case 'tick':
      return withSession(state, tickSession(state.session, event.now));
    case 'setDuration': {
      // docs/tools/walking-meditation.md#validation: settings only before a session starts
      if (getSessionStatus(state.session) !== 'idle') return state;
      const session = setSessionDuration(state.session, event.durationMin * 60_000);
      return { ...state, durationMin: event.durationMin, session };
    }
    case 'setPace':
      if (getSessionStatus(state.session) !== 'idle' || state.pace === event.pace) return state;
      return { ...state, pace: event.pace };
  }
}

/** Everything the screen shows. */
export interface View {
  readonly status: SessionStatus;
  readonly secondsLeft: number;
  readonly progress: number;
  readonly elapsedSec: number;
  /** The current phase while a session is under way, else null. */
  readonly phase: PhaseKey | null;
  readonly steps: number;
  readonly stepsPerMinute: number;
  /** Length of one phase, s (how long the walker's picture takes to move). */
  readonly phaseSec: number;
}

/** Derives the view from the state. */
export function viewOf(state: State): View {
  const status = getSessionStatus(state.session);
  const elapsedMs = getSessionElapsedMs(state.session);
  const steps = status === 'idle' ? 0 : countSteps(state.pace, elapsedMs);
  return {
    status,
    secondsLeft: getSessionSecondsLeft(state.session) ?? 0,
    progress: getSessionProgress(state.session),
    elapsedSec: Math.floor(elapsedMs / 1000),
    phase:
      status === 'running' || status === 'paused'
        ? locate(scheduleOf(state.pace), elapsedMs).key
        : null,
    steps,
    stepsPerMinute: getStepsPerMinute(steps, elapsedMs),
    phaseSec: PACE_CYCLE_MS[state.pace] / PHASES.length / 1000,
  };
}

/**
 * The tones of the next `horizonMs` while walking, at their wall times: the start tone as the session
 * begins, each phase's tone as it begins, the completion tone at the deadline.
 */
export function tonesOf(state: State, horizonMs: number = TONE_LOOKAHEAD_MS): PlannedTone[] {
  const { session } = state;
  const deadline = getSessionDeadline(session);
  const durationMs = session.clock.durationMs;
  if (deadline === null || durationMs === null) return [];
  const elapsedMs = getSessionElapsedMs(session);
  const wallAt = (atElapsedMs: number) => deadline - (durationMs - atElapsedMs);
  const tones: PlannedTone[] = [];
  const startedAt = session.startedAt;
  if (startedAt !== null && elapsedMs < 1_000) {
    tones.push({
      id: `start@${startedAt}`,
      atMs: startedAt,
      hz: START_HZ,
      durationSec: START_TONE_SEC,
      gain: 0.3,
    });
  }
  const untilMs = Math.min(elapsedMs + horizonMs, durationMs - 1);
  for (const change of listChanges(scheduleOf(state.pace), elapsedMs, untilMs)) {
    const atMs = wallAt(change.atElapsedMs);
    tones.push({
      id: `${change.key}@${atMs}`,
      atMs,
      hz: PHASE_HZ[change.key],
      durationSec: PHASE_TONE_SEC,
      gain: 0.22,
    });
  }
  if (durationMs - elapsedMs <= horizonMs) {
    tones.push({
      id: `complete@${deadline}`,
      atMs: deadline,
      hz: COMPLETE_HZ,
      durationSec: COMPLETE_TONE_SEC,
      gain: 0.3,
    });
  }
  return tones;
}

/** What the session hook wires: the next phase change is the next exact event. */
export function factsOf(state: State): SessionFacts {
  const { session } = state;
  const deadline = getSessionDeadline(session);
  let wakeAt = deadline;
  if (deadline !== null) {
    const position = locate(scheduleOf(state.pace), getSessionElapsedMs(session));
    wakeAt = Math.min(deadline, session.now + position.phaseRemainingMs);
  }
  return {
    isRunning: getSessionStatus(session) === 'running',
    wakeAt,
    completions: session.completions,
    record: toSessionRecord(session, TOOL),
  };
}

/** Walking meditation on the session kit; Space begins, pauses and resumes. */
export const walkingMeditation: SessionMachine<State, Event, View> = {
  tool: TOOL,
  transition,
  viewOf,
  factsOf,
  spaceEventOf: (state) => {
    const status = getSessionStatus(state.session);
    if (status === 'complete') return null;
    return { type: status === 'running' ? 'pause' : status === 'paused' ? 'resume' : 'start' };
  },
};
