/**
 * Breath-sync as a pure state machine (docs/tools/breath-sync.md#screen, #behaviour, #constants) on the session kit.
 *
 * States ready, inhale, hold1, exhale, hold2: the phase comes from the wall-clock start through a
 * repeating schedule (`locate`), so 1.5 s phases keep exact time and a sleeping tab lands in the right
 * phase; zero-second phases are skipped. A cycle counts when the pattern returns to inhale.
 *
 * The session ends on a whole breath (issue 9, beyond the spec): at Start the chosen length is rounded
 * up to whole breaths (5 min of 4-7-8, 19 s a breath, is 16 breaths = 5:04), so the session never stops
 * mid-inhale and never gives less than the chosen minutes. When that length is reached the session
 * stops and the screen resets to ready (docs/tools/breath-sync.md#behaviour). A pattern whose breath already divides the length
 * (Wim Hof, 3 s) ends exactly at the chosen minutes.
 */
import type { SessionFacts, SessionMachine } from '../../lib/session/use-session';
import {
  locate,
  toCountdownSeconds,
  type Schedule,
  type SchedulePosition,
} from '../../lib/session/schedule';
import {
  createSession,
  endSession,
  getSessionDeadline,
  getSessionElapsedMs,
  getSessionStatus,
  pauseSession,
  resetSession,
  resumeSession,
  startSession,
  tickSession,
  toSessionRecord,
  type SessionStatus,
  type TimedSession,
} from '../../lib/session/timed-session';
import {
  DEFAULT_CUSTOM_PATTERN,
  DEFAULT_TECHNIQUE,
  PHASE_KEYS,
  TECHNIQUES,
  breathSec,
  clampPattern,
  patternOf,
  type Pattern,
  type PhaseKey,
  type TechniqueId,
} from './techniques';

/** The tool's slug. */
export const TOOL = 'breath-sync';
/** Session lengths in minutes (docs/tools/breath-sync.md#constants). */
export const DURATIONS_MIN = [5, 10, 15, 20] as const;
/** One of the session lengths. */
export type DurationMin = (typeof DURATIONS_MIN)[number];
/** Session length chosen before any other (docs/tools/breath-sync.md#constants). */
export const DEFAULT_DURATION_MIN: DurationMin = 5;
/** docs/tools/breath-sync.md#constants: the circle scales to 1.6 on inhale. */
export const INHALE_SCALE = 1.6;

/** Why an all-zero custom pattern cannot start. */
export const ZERO_PATTERN_MESSAGE =
  'Set at least one phase above 0 seconds to start: a pattern of all zeros has no breath in it.';

/** The words shown for each phase (the spoken cues are the same, spec words for holds). */
export const PHASE_LABELS = {
  ready: 'Ready',
  inhale: 'Breathe In',
  hold1: 'Hold',
  exhale: 'Breathe Out',
  hold2: 'Hold',
} as const satisfies Record<PhaseKey | 'ready', string>;

/** What the circle does in each phase (docs/tools/breath-sync.md#behaviour). */
const ORB_MOTION = {
  ready: 'rest',
  inhale: 'expanding',
  hold1: 'full',
  exhale: 'contracting',
  hold2: 'empty',
} as const;

/** The state of breath-sync. */
export interface State {
  readonly technique: TechniqueId;
  /** The visitor's custom pattern (clamped). */
  readonly custom: Pattern;
  readonly durationMin: DurationMin;
  /** The pattern of the session under way or last run (fixed at Start). */
  readonly pattern: Pattern;
  /** The session; its length is the chosen length rounded up to whole breaths. */
  readonly session: TimedSession;
  /** How the last session ended: ran its length, or stopped by the visitor (logged after a breath). */
  readonly ending: 'finished' | 'stopped' | null;
}

/** Things that can happen. */
export type Event =
  | { type: 'start'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'stop'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'setTechnique'; technique: TechniqueId; now: number }
  | { type: 'setCustom'; pattern: Pattern; now: number }
  | { type: 'setDuration'; durationMin: DurationMin; now: number };

/** Ready, with the given settings. */
export function initialState(
  settings: { technique?: TechniqueId; custom?: Pattern; durationMin?: DurationMin } = {},
): State {
  const technique = settings.technique ?? DEFAULT_TECHNIQUE;
  const custom = clampPattern(settings.custom ?? DEFAULT_CUSTOM_PATTERN);
  const durationMin = settings.durationMin ?? DEFAULT_DURATION_MIN;
  return {
    technique,
    custom,
    durationMin,
    pattern: patternOf(technique, custom),
    session: createSession(durationMin * 60_000),
    ending: null,
  };
}

/** The repeating schedule of a pattern (zero phases are skipped by `locate`). */
export function scheduleOf(pattern: Pattern): Schedule<PhaseKey> {
  return {
    repeats: true,
    phases: PHASE_KEYS.map((key) => ({ key, ms: Math.round(pattern[key] * 1000) })),
  };
}

/** Whether a pattern has any breath in it (an all-zero custom pattern has none). */
export function isBreathable(pattern: Pattern): boolean {
  return breathSec(pattern) > 0;
}

/** The session length for `durationMin` of `pattern`: rounded up to whole breaths (ms). */
export function wholeBreathMs(durationMin: number, pattern: Pattern): number {
  const cycleMs = Math.round(breathSec(pattern) * 1000);
  const chosenMs = durationMin * 60_000;
  return Math.ceil(chosenMs / cycleMs) * cycleMs;
}

const statusOf = (state: State): SessionStatus => getSessionStatus(state.session);
const isUnderWay = (state: State) => {
  const status = statusOf(state);
  return status === 'running' || status === 'paused';
};

function withSession(state: State, session: TimedSession): State {
  if (session === state.session) return state;
  const didFinish = session.completions > state.session.completions;
  return { ...state, session, ending: didFinish ? 'finished' : state.ending };
}

/** The next state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'start': {
      if (isUnderWay(state)) return state;
      const pattern = patternOf(state.technique, state.custom);
      if (!isBreathable(pattern)) return state;
      // docs/tools/breath-sync.md#behaviour: Start goes to inhale and resets the timer and the cycle count
      const session = createSession(
        wholeBreathMs(state.durationMin, pattern),
        state.session.completions,
      );
      return { ...state, pattern, session: startSession(session, event.now), ending: null };
    }
    case 'pause':
      return withSession(state, pauseSession(state.session, event.now));
    case 'resume':
      return withSession(state, resumeSession(state.session, event.now));
    case 'tick':
      return withSession(state, tickSession(state.session, event.now));
    case 'stop': {
      if (!isUnderWay(state)) return state;
      const settled = withSession(state, tickSession(state.session, event.now));
      if (!isUnderWay(settled)) return settled;
      // docs/tools/breath-sync.md#behaviour: Stop goes to ready; a session of at least one whole breath is kept in the log
      const cycleMs = Math.round(breathSec(state.pattern) * 1000);
      if (getSessionElapsedMs(settled.session) < cycleMs) {
        return { ...settled, session: resetSession(settled.session), ending: null };
      }
      return { ...settled, session: endSession(settled.session, event.now), ending: 'stopped' };
    }
    case 'setTechnique': {
      // docs/tools/breath-sync.md#behaviour: the technique cannot change while running
      if (isUnderWay(state) || event.technique === state.technique) return state;
      return {
        ...state,
        technique: event.technique,
        pattern: patternOf(event.technique, state.custom),
      };
    }
    case 'setCustom': {
      if (isUnderWay(state)) return state;
      const custom = clampPattern(event.pattern);
      return { ...state, custom, pattern: patternOf(state.technique, custom) };
    }
    case 'setDuration': {
      if (isUnderWay(state) || event.durationMin === state.durationMin) return state;
      return { ...state, durationMin: event.durationMin };
    }
  }
}

/** Everything the screen shows. */
export interface View {
  /** The session's status; 'complete' shows as ready (docs/tools/breath-sync.md#behaviour: it resets to ready). */
  readonly status: SessionStatus;
  readonly phase: PhaseKey | 'ready';
  readonly label: string;
  /** Seconds left in the phase, rounded up; null when ready. */
  readonly secondsLeft: number | null;
  /** The circle's motion and the length of the phase under way (s). */
  readonly orb: (typeof ORB_MOTION)[keyof typeof ORB_MOTION];
  readonly phaseSec: number;
  /** Rises by one at every phase change (-1 when ready): tones, vibration and cues follow it. */
  readonly step: number;
  /** Completed cycles of the session under way, or of the last one while ready after it. */
  readonly cycles: number;
  readonly elapsedSec: number;
  /** The session's whole-breath length while under way; the chosen length when ready. */
  readonly totalSec: number;
  readonly technique: TechniqueId;
  readonly techniqueName: string;
  readonly summary: string;
  /** The pattern shown (the session's while under way, else the chosen technique's). */
  readonly pattern: Pattern;
  readonly canChangeSettings: boolean;
  readonly canStart: boolean;
  /** Why Start is disabled, or null. */
  readonly blockedReason: string | null;
  /** Seconds practised in the last finished session (for the summary). */
  readonly lastSessionSec: number;
}

function positionOf(state: State): SchedulePosition<PhaseKey> {
  return locate(scheduleOf(state.pattern), getSessionElapsedMs(state.session));
}

/** Derives the view. */
export function viewOf(state: State): View {
  const status = statusOf(state);
  const isActive = status === 'running' || status === 'paused';
  const chosenPattern = patternOf(state.technique, state.custom);
  const cycleMs = Math.round(breathSec(state.pattern) * 1000);
  const elapsedMs = getSessionElapsedMs(state.session);
  const isBlocked = !isBreathable(chosenPattern);
  const common = {
    status,
    technique: state.technique,
    techniqueName: TECHNIQUES[state.technique].name,
    summary: TECHNIQUES[state.technique].summary,
    canChangeSettings: !isActive,
    canStart: !isBlocked,
    blockedReason: isBlocked ? ZERO_PATTERN_MESSAGE : null,
    lastSessionSec: status === 'complete' ? Math.floor(elapsedMs / 1000) : 0,
  };
  if (!isActive) {
    return {
      ...common,
      phase: 'ready',
      label: PHASE_LABELS.ready,
      secondsLeft: null,
      orb: ORB_MOTION.ready,
      phaseSec: 0,
      step: -1,
      cycles: status === 'complete' && cycleMs > 0 ? Math.floor(elapsedMs / cycleMs) : 0,
      elapsedSec: 0,
      totalSec: state.durationMin * 60,
      pattern: chosenPattern,
    };
  }
  const position = positionOf(state);
  return {
    ...common,
    phase: position.key,
    label: PHASE_LABELS[position.key],
    secondsLeft: toCountdownSeconds(position.phaseRemainingMs),
    orb: ORB_MOTION[position.key],
    phaseSec: position.phaseMs / 1000,
    step: position.step,
    cycles: position.cycle,
    elapsedSec: Math.floor(elapsedMs / 1000),
    totalSec: Math.round((state.session.clock.durationMs ?? 0) / 1000),
    pattern: state.pattern,
  };
}

/** What the session hook wires: the next phase change (the session ends on one) is the next event. */
export function factsOf(state: State): SessionFacts {
  const isRunning = statusOf(state) === 'running';
  const deadline = getSessionDeadline(state.session);
  const phaseEnd = isRunning ? state.session.now + positionOf(state).phaseRemainingMs : null;
  return {
    isRunning,
    wakeAt: phaseEnd === null ? null : Math.min(phaseEnd, deadline ?? phaseEnd),
    completions: state.session.completions,
    record: toSessionRecord(state.session, TOOL),
  };
}

/** Breath-sync on the session kit; Space starts, pauses and resumes. */
export const breathSync: SessionMachine<State, Event, View> = {
  tool: TOOL,
  transition,
  viewOf,
  factsOf,
  spaceEventOf: (state) => {
    const status = statusOf(state);
    if (status === 'running') return { type: 'pause' };
    if (status === 'paused') return { type: 'resume' };
    return isBreathable(patternOf(state.technique, state.custom)) ? { type: 'start' } : null;
  },
};
