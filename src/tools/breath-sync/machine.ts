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
 *
 * The machine owns the visitor's settings (technique, custom pattern, length, cues) and declares them
 * and the session under way for the kit to keep (`settingsOf`, `snapshotOf`): after a reload a session
 * comes back at the wall clock's point, paused with Resume when a cue is on (the browser plays sound,
 * speaks and vibrates only after a tap), running when the session is silent.
 */
import type { Cue } from '../../lib/session/use-cues';
import type { RestoreEvent, SessionFacts, SessionMachine } from '../../lib/session/use-session';
import {
  locate,
  toCountdownSeconds,
  type Schedule,
  type SchedulePosition,
} from '../../lib/session/schedule';
import {
  applyTransport,
  createSession,
  earliest,
  endSession,
  getSessionDeadline,
  getSessionElapsedMs,
  getSessionStatus,
  leaveRecordOfSession,
  lengthsOf,
  resetSession,
  restoreSession,
  startSession,
  tickSession,
  toSessionRecord,
  toSessionSnapshot,
  type DurationEvent,
  type SessionStatus,
  type StopEvent,
  type TimedSession,
  transportEventOf,
} from '../../lib/session/timed-session';
import { PHASE_CUES } from './cues';
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
import { keepingUnchangedRestores } from '../../lib/session/persisted-session';

/** The tool's slug. */
export const TOOL = 'breath-sync';
/** Session lengths in minutes (docs/tools/breath-sync.md#constants). */
export const DURATIONS_MIN = lengthsOf(5, 10, 15, 20);
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

/** The visitor's settings, kept by the kit under the keys in storage.ts. */
export interface Settings {
  readonly technique: TechniqueId;
  /** The visitor's custom pattern (clamped). */
  readonly custom: Pattern;
  readonly durationMin: DurationMin;
  /** Soft tones at each phase change (off by default). */
  readonly isToneOn: boolean;
  /** A short vibration at each phase change, where the device has one (off by default). */
  readonly isVibrationOn: boolean;
  /** Spoken cues (off by default). */
  readonly isVoiceOn: boolean;
}

/** The session under way, as kept across a reload. */
export interface Snapshot {
  readonly session: TimedSession;
  /** The pattern fixed at its Start. */
  readonly pattern: Pattern;
  readonly durationMin: DurationMin;
}

/** The state of breath-sync. */
export interface State extends Settings {
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
  | StopEvent
  | { type: 'tick'; now: number }
  | { type: 'setTechnique'; technique: TechniqueId; now: number }
  | { type: 'setCustom'; pattern: Pattern; now: number }
  | DurationEvent<DurationMin>
  | { type: 'setTone'; isToneOn: boolean; now: number }
  | { type: 'setVibration'; isVibrationOn: boolean; now: number }
  | { type: 'setVoice'; isVoiceOn: boolean; now: number }
  | RestoreEvent<Partial<Settings>, Snapshot>;

/** The defaults: box breathing for 5 minutes, no cues. */
export const DEFAULT_SETTINGS: Settings = {
  technique: DEFAULT_TECHNIQUE,
  custom: DEFAULT_CUSTOM_PATTERN,
  durationMin: DEFAULT_DURATION_MIN,
  isToneOn: false,
  isVibrationOn: false,
  isVoiceOn: false,
};

/** Ready, with the given settings. */
export function initialState(settings: Partial<Settings> = {}): State {
  const technique = settings.technique ?? DEFAULT_TECHNIQUE;
  const custom = clampPattern(settings.custom ?? DEFAULT_CUSTOM_PATTERN);
  const durationMin = settings.durationMin ?? DEFAULT_DURATION_MIN;
  return {
    ...DEFAULT_SETTINGS,
    ...settings,
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

/**
 * Seconds left in a phase as counted on screen: whole seconds rounded up, except that a phase with a
 * half second first shows its own length, so Wim Hof's 1.5 s counts "1.5, 1" (issue 24), not "2, 1".
 */
export function countPhaseSeconds(phaseMs: number, remainingMs: number): number {
  const wholeMs = Math.floor(phaseMs / 1000) * 1000;
  if (phaseMs > wholeMs && remainingMs > wholeMs) return phaseMs / 1000;
  return toCountdownSeconds(remainingMs);
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
    case 'resume':
    case 'tick':
      return withSession(state, applyTransport(state.session, event));
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
    case 'setTechnique':
      return setTechnique(state, event.technique);
    case 'setCustom':
      return setCustom(state, event.pattern);
    case 'setDuration':
      return setDuration(state, event.durationMin);
    case 'setTone':
      return { ...state, isToneOn: event.isToneOn };
    case 'setVibration':
      return { ...state, isVibrationOn: event.isVibrationOn };
    case 'setVoice':
      return { ...state, isVoiceOn: event.isVoiceOn };
    case 'restore':
      return restore(state, event);
  }
}

function setTechnique(state: State, technique: TechniqueId): State {
  // docs/tools/breath-sync.md#behaviour: the technique cannot change while running
  if (isUnderWay(state) || technique === state.technique) return state;
  return { ...state, technique, pattern: patternOf(technique, state.custom) };
}

function setCustom(state: State, pattern: Pattern): State {
  if (isUnderWay(state)) return state;
  const custom = clampPattern(pattern);
  return { ...state, custom, pattern: patternOf(state.technique, custom) };
}

function setDuration(state: State, durationMin: DurationMin): State {
  if (isUnderWay(state) || durationMin === state.durationMin) return state;
  return { ...state, durationMin };
}

/** Whether a cue would sound, speak or vibrate (then a restored session waits for a tap). */
const hasCues = (state: State) => state.isToneOn || state.isVibrationOn || state.isVoiceOn;

/**
 * Stored settings and a session kept across a reload. A session under way is never disturbed (another
 * tab's setting change arrives the same way, and only the cue switches reach it); a kept one comes back
 * at the wall clock's point with its pattern, or finishes once when its end passed while the page was
 * gone (with its bell and summary, as if the tab had stayed open).
 */
function restore(state: State, event: RestoreEvent<Partial<Settings>, Snapshot>): State {
  const { settings, snapshot } = event;
  let next: State = {
    ...state,
    isToneOn: settings.isToneOn ?? state.isToneOn,
    isVibrationOn: settings.isVibrationOn ?? state.isVibrationOn,
    isVoiceOn: settings.isVoiceOn ?? state.isVoiceOn,
  };
  next = setTechnique(next, settings.technique ?? next.technique);
  if (settings.custom) next = setCustom(next, settings.custom);
  next = setDuration(next, snapshot?.durationMin ?? settings.durationMin ?? next.durationMin);
  if (!snapshot || isUnderWay(next)) return next;
  const session = restoreSession(
    snapshot.session,
    next.session.completions,
    event.now,
    hasCues(next) || event.leftAt !== undefined,
  );
  const didFinish = session.completions > next.session.completions;
  return {
    ...next,
    durationMin: snapshot.durationMin,
    pattern: clampPattern(snapshot.pattern),
    session,
    ending: didFinish ? 'finished' : null,
  };
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
  /** The session's whole-breath length: the one under way, or the next one's while ready. */
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
  readonly custom: Pattern;
  readonly durationMin: DurationMin;
  readonly isToneOn: boolean;
  readonly isVibrationOn: boolean;
  readonly isVoiceOn: boolean;
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
    custom: state.custom,
    durationMin: state.durationMin,
    isToneOn: state.isToneOn,
    isVibrationOn: state.isVibrationOn,
    isVoiceOn: state.isVoiceOn,
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
      // issue 24: the total Start will run (whole breaths), so it does not jump from 05:00 to 05:04
      totalSec: isBlocked
        ? state.durationMin * 60
        : Math.round(wholeBreathMs(state.durationMin, chosenPattern) / 1000),
      pattern: chosenPattern,
    };
  }
  const position = positionOf(state);
  return {
    ...common,
    phase: position.key,
    label: PHASE_LABELS[position.key],
    secondsLeft: countPhaseSeconds(position.phaseMs, position.phaseRemainingMs),
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
    wakeAt: earliest(phaseEnd, deadline),
    completions: state.session.completions,
    record: toSessionRecord(state.session, TOOL),
  };
}

/** What a phase change sounds like: its tone (Hz) and its spoken words, each null when off. */
export interface PhaseSound {
  readonly toneHz: number | null;
  readonly words: string | null;
}

/**
 * The cues the visitor chose, at each phase change (the first marks the start); a cue switched on
 * mid-phase waits for the next change.
 */
export function cueOf(state: State): Cue<PhaseSound> | null {
  if (statusOf(state) !== 'running') return null;
  const position = positionOf(state);
  const cue = PHASE_CUES[position.key];
  const sound = {
    toneHz: state.isToneOn ? cue.toneHz : null,
    words: state.isVoiceOn ? cue.words : null,
  };
  return {
    key: `${state.session.startedAt}:${position.step}`,
    sound: sound.toneHz === null && sound.words === null ? null : sound,
    vibration: state.isVibrationOn ? cue.vibrateMs : null,
  };
}

/** Breath-sync on the session kit; Space starts, pauses and resumes. */
export const breathSync: SessionMachine<State, Event, View, Settings, Snapshot> = {
  tool: TOOL,
  timing: 'attention',
  transition: keepingUnchangedRestores(transition),
  viewOf,
  factsOf,
  spaceEventOf: (state) =>
    transportEventOf(statusOf(state), isBreathable(patternOf(state.technique, state.custom))),
  // docs/tools/breath-sync.md#behaviour as for Stop: a session shorter than one whole breath is not kept in the log
  leaveRecordOf: (state, now) =>
    leaveRecordOfSession(state.session, TOOL, now, breathSec(state.pattern)),
  settingsOf: (state) => ({
    technique: state.technique,
    custom: state.custom,
    durationMin: state.durationMin,
    isToneOn: state.isToneOn,
    isVibrationOn: state.isVibrationOn,
    isVoiceOn: state.isVoiceOn,
  }),
  snapshotOf: (state) =>
    isUnderWay(state)
      ? {
          session: toSessionSnapshot(state.session),
          pattern: state.pattern,
          durationMin: state.durationMin,
        }
      : null,
};
