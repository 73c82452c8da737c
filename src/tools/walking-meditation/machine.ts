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
 *
 * The machine owns the visitor's settings (length, pace, tones) and declares them and the session under
 * way for the kit to keep (`settingsOf`, `snapshotOf`): after a reload a walk comes back at the wall
 * clock's point, paused with Resume when the tones are on (the browser plays sound only after a tap),
 * walking on when they are off.
 */
import type { PlannedTone } from '../../lib/audio/use-tone-schedule';
import { listChanges, locate, type Schedule } from '../../lib/session/schedule';
import type { RestoreEvent, SessionFacts, SessionMachine } from '../../lib/session/use-session';
import {
  applyTransport,
  createSession,
  earliest,
  getSessionDeadline,
  getSessionElapsedMs,
  getSessionProgress,
  getSessionSecondsLeft,
  getSessionStatus,
  leaveRecordOfSession,
  lengthsOf,
  restoreSession,
  setSessionDuration,
  toSessionRecord,
  toSessionSnapshot,
  type DurationEvent,
  type SessionStatus,
  type TimedSession,
  type TransportEvent,
  transportEventOf,
} from '../../lib/session/timed-session';
import { keepingUnchangedRestores } from '../../lib/session/persisted-session';

/** The tool's slug. */
export const TOOL = 'walking-meditation';
/** Session lengths in minutes (docs/tools/walking-meditation.md#constants). */
export const DURATIONS_MIN = lengthsOf(5, 10, 15, 20, 30, 45, 60);
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

/** The visitor's settings, kept by the kit under the keys in storage.ts. */
export interface Settings {
  readonly durationMin: DurationMin;
  readonly pace: Pace;
  /** Whether the step tones sound (the tone mute of docs/tools/walking-meditation.md#screen). */
  readonly isSoundOn: boolean;
}

/** The defaults (docs/tools/walking-meditation.md#constants): 10 minutes at the normal pace, tones on. */
export const DEFAULT_SETTINGS: Settings = {
  durationMin: DEFAULT_DURATION_MIN,
  pace: DEFAULT_PACE,
  isSoundOn: true,
};

/** The walk under way, as kept across a reload. */
export interface Snapshot {
  readonly session: TimedSession;
  readonly durationMin: DurationMin;
  readonly pace: Pace;
}

/** A walking session. */
export interface State extends Settings {
  readonly session: TimedSession;
}

/** Things that happen to a session. */
export type Event =
  | TransportEvent
  | DurationEvent<DurationMin>
  | { type: 'setPace'; pace: Pace; now: number }
  | { type: 'setSound'; isSoundOn: boolean; now: number }
  | RestoreEvent<Partial<Settings>, Snapshot>;

/** The intro, before a session. */
export function initialState(): State {
  return { ...DEFAULT_SETTINGS, session: createSession(DEFAULT_DURATION_MIN * 60_000) };
}

const isUnderWay = (state: State) => {
  const status = getSessionStatus(state.session);
  return status === 'running' || status === 'paused';
};

function setDuration(state: State, durationMin: DurationMin): State {
  // docs/tools/walking-meditation.md#validation: settings only before a session starts
  if (getSessionStatus(state.session) !== 'idle' || state.durationMin === durationMin) return state;
  const session = setSessionDuration(state.session, durationMin * 60_000);
  return { ...state, durationMin, session };
}

function setPace(state: State, pace: Pace): State {
  if (getSessionStatus(state.session) !== 'idle' || state.pace === pace) return state;
  return { ...state, pace };
}

/**
 * Stored settings and a walk kept across a reload. A walk under way is never disturbed (another tab's
 * setting change arrives the same way); a kept one comes back at the wall clock's point, or completes
 * once when its end passed while the page was gone.
 */
function restore(state: State, event: RestoreEvent<Partial<Settings>, Snapshot>): State {
  const { settings, snapshot } = event;
  let next: State = { ...state, isSoundOn: settings.isSoundOn ?? state.isSoundOn };
  next = setDuration(next, snapshot?.durationMin ?? settings.durationMin ?? next.durationMin);
  next = setPace(next, snapshot?.pace ?? settings.pace ?? next.pace);
  if (!snapshot || isUnderWay(next)) return next;
  const session = restoreSession(
    snapshot.session,
    next.session.completions,
    event.now,
    next.isSoundOn || event.leftAt !== undefined,
  );
  return { ...next, durationMin: snapshot.durationMin, pace: snapshot.pace, session };
}

function withSession(state: State, session: TimedSession): State {
  return session === state.session ? state : { ...state, session };
}

/** The next state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'start':
    case 'pause':
    case 'resume':
    case 'reset': // docs/tools/walking-meditation.md#behaviour: back to the intro with the chosen duration
    case 'tick':
      return withSession(state, applyTransport(state.session, event));
    case 'setDuration':
      return setDuration(state, event.durationMin);
    case 'setPace':
      return setPace(state, event.pace);
    case 'setSound':
      return state.isSoundOn === event.isSoundOn ? state : { ...state, isSoundOn: event.isSoundOn };
    case 'restore':
      return restore(state, event);
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
  readonly durationMin: DurationMin;
  readonly pace: Pace;
  readonly isSoundOn: boolean;
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
    durationMin: state.durationMin,
    pace: state.pace,
    isSoundOn: state.isSoundOn,
  };
}

/**
 * The tones of the next `horizonMs` while walking, at their wall times: the start tone as the session
 * begins (with the first step's lift), each phase's tone as it begins, the completion tone at the
 * deadline; none when muted.
 */
export function tonesOf(state: State, horizonMs: number = TONE_LOOKAHEAD_MS): PlannedTone[] {
  const { session } = state;
  if (!state.isSoundOn) return [];
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
    // why a lift beside the start tone: the first step begins at 0 too (listChanges lists only the
    // changes after it), so every step has its four tones (issue 24: lift 120 times in 5 min, not 119)
    tones.push({
      id: `${PHASES[0]}@${startedAt}`,
      atMs: startedAt,
      hz: PHASE_HZ[PHASES[0]],
      durationSec: PHASE_TONE_SEC,
      gain: 0.22,
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
  const nextPhaseAt =
    deadline === null
      ? null
      : session.now + locate(scheduleOf(state.pace), getSessionElapsedMs(session)).phaseRemainingMs;
  return {
    isRunning: getSessionStatus(session) === 'running',
    wakeAt: earliest(deadline, nextPhaseAt),
    completions: session.completions,
    record: toSessionRecord(session, TOOL),
  };
}

/** Walking meditation on the session kit; Space begins, pauses and resumes. */
export const walkingMeditation: SessionMachine<State, Event, View, Settings, Snapshot> = {
  tool: TOOL,
  timing: 'attention',
  transition: keepingUnchangedRestores(transition),
  viewOf,
  factsOf,
  spaceEventOf: (state) => {
    const status = getSessionStatus(state.session);
    return transportEventOf(status, status !== 'complete');
  },
  leaveRecordOf: (state, now) => leaveRecordOfSession(state.session, TOOL, now),
  settingsOf: (state) => ({
    durationMin: state.durationMin,
    pace: state.pace,
    isSoundOn: state.isSoundOn,
  }),
  snapshotOf: (state) =>
    isUnderWay(state)
      ? {
          session: toSessionSnapshot(state.session),
          durationMin: state.durationMin,
          pace: state.pace,
        }
      : null,
};
