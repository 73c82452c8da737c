/**
 * The body scan as a pure state machine (docs/tools/body-scan-online.md#screen, #behaviour, #errors, #constants) on the session kit.
 *
 * States setup, running, paused, complete. Twelve zones of equal length (docs/decisions.md#body-scan-timing, reading A:
 * chosen minutes × 60 / 12 seconds each) located on the wall-clock session by `locate`. Skip moves to
 * the start of the next zone by adding the rest of the current one to `skippedMs`: the scan then ends
 * that much sooner, exactly when its last zone has had its full time (disabled on the last zone).
 *
 * What to say is decided here too: `utterance` names the text the voice guide speaks now (a new key
 * each time it should start again) or null for silence, so pause, skip and reset cancel speech by
 * rule, and the closing announcement comes 1 s after completion (docs/tools/body-scan-online.md#behaviour) as a wake-up.
 *
 * The machine owns the visitor's settings (length, voice guide) and declares them and the scan under
 * way for the kit to keep (`settingsOf`, `snapshotOf`): after a reload a scan comes back at the wall
 * clock's point, paused with Resume when the voice guide is on (the browser speaks only after a tap),
 * running when it is off.
 */
import type { RestoreEvent, SessionFacts, SessionMachine } from '../../lib/session/use-session';
import { locate, type Schedule } from '../../lib/session/schedule';
import {
  createSession,
  earliest,
  endSession,
  getSessionDeadline,
  getSessionElapsedMs,
  getSessionStatus,
  leaveRecordOfSession,
  lengthsOf,
  pauseSession,
  resetSession,
  resumeSession,
  startSession,
  tickSession,
  toSessionRecord,
  toSessionSnapshot,
  type DurationEvent,
  type TimedSession,
  type TransportEvent,
  transportEventOf,
} from '../../lib/session/timed-session';
import { CLOSING_TEXT, ZONES } from './zones';
import { keepingUnchangedRestores } from '../../lib/session/persisted-session';

/** The tool's slug. */
export const TOOL = 'body-scan-online';
/** Session lengths in minutes (docs/tools/body-scan-online.md#constants). */
export const DURATIONS_MIN = lengthsOf(5, 10, 15, 20);
/** One of the session lengths. */
export type DurationMin = (typeof DURATIONS_MIN)[number];
/** docs/tools/body-scan-online.md#constants: 10 minutes by default. */
export const DEFAULT_DURATION_MIN: DurationMin = 10;
/** docs/tools/body-scan-online.md#constants: the closing announcement is spoken 1 s after completion. */
export const CLOSING_DELAY_MS = 1_000;
/** Zones in the scan. */
export const ZONE_COUNT = ZONES.length;

/** Seconds each zone lasts: docs/tools/body-scan-online.md#behaviour reading A, minutes × 60 / 12. */
export function zoneSecOf(durationMin: number): number {
  return (durationMin * 60) / ZONE_COUNT;
}

/** The visitor's settings, kept by the kit under the keys in storage.ts. */
export interface Settings {
  readonly durationMin: DurationMin;
  /** The voice guide (docs/tools/body-scan-online.md#behaviour: off by default). */
  readonly isVoiceOn: boolean;
}

/** The scan under way, as kept across a reload. */
export interface Snapshot {
  readonly session: TimedSession;
  readonly durationMin: DurationMin;
  readonly skippedMs: number;
}

/** A body-scan session. */
export interface State extends Settings {
  readonly session: TimedSession;
  /** Time skipped so far, ms: the scan is this far ahead of its clock. */
  readonly skippedMs: number;
  /** Resumes so far: each one speaks the current zone again. */
  readonly resumes: number;
  /** Wall time (ms) of the closing announcement, or null. */
  readonly closingAt: number | null;
  /** Latest wall time seen (ms). */
  readonly now: number;
}

/** Things that can happen. */
export type Event =
  | TransportEvent
  | { type: 'skip'; now: number }
  | DurationEvent<DurationMin>
  | { type: 'setVoice'; isVoiceOn: boolean; now: number }
  | RestoreEvent<Partial<Settings>, Snapshot>;

/** The setup screen. */
export function initialState(
  durationMin: DurationMin = DEFAULT_DURATION_MIN,
  isVoiceOn = false,
): State {
  return {
    durationMin,
    isVoiceOn,
    session: createSession(durationMin * 60_000),
    skippedMs: 0,
    resumes: 0,
    closingAt: null,
    now: 0,
  };
}

function scheduleOf(durationMin: number): Schedule<string> {
  const ms = (durationMin * 60_000) / ZONE_COUNT;
  return { repeats: false, phases: ZONES.map((zone) => ({ key: zone.name, ms })) };
}

const statusOf = (state: State) => getSessionStatus(state.session);
const scanElapsedMs = (state: State) => getSessionElapsedMs(state.session) + state.skippedMs;
const positionOf = (state: State) => locate(scheduleOf(state.durationMin), scanElapsedMs(state));

/** Wall time (ms) at which a running scan has given its last zone its full time, or null. */
function endOf(state: State): number | null {
  const deadline = getSessionDeadline(state.session);
  return deadline === null ? null : deadline - state.skippedMs;
}

/**
 * Brings the session to `now`: a scan whose end has passed completes at that end exactly (however
 * late the tick), and the closing announcement is set 1 s after it.
 */
function settle(state: State, now: number): State {
  const end = endOf(state);
  const session =
    end !== null && now >= end ? endSession(state.session, end) : tickSession(state.session, now);
  const didComplete = session.completions > state.session.completions;
  const closingAt =
    didComplete && session.endedAt !== null ? session.endedAt + CLOSING_DELAY_MS : state.closingAt;
  return { ...state, session, closingAt, now: Math.max(state.now, now) };
}

/** The next state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'start': {
      const status = statusOf(state);
      if (status === 'running' || status === 'paused') return state;
      // docs/tools/body-scan-online.md#behaviour: Begin starts at step 1
      const fresh = initialState(state.durationMin, state.isVoiceOn);
      const session = createSession(state.durationMin * 60_000, state.session.completions);
      return { ...fresh, session: startSession(session, event.now), now: event.now };
    }
    case 'pause': {
      const settled = settle(state, event.now);
      return { ...settled, session: pauseSession(settled.session, event.now) };
    }
    case 'resume': {
      if (statusOf(state) !== 'paused') return state;
      return {
        ...state,
        session: resumeSession(state.session, event.now),
        resumes: state.resumes + 1,
        now: Math.max(state.now, event.now),
      };
    }
    case 'skip': {
      const settled = settle(state, event.now);
      const status = statusOf(settled);
      if (status !== 'running' && status !== 'paused') return settled;
      const position = positionOf(settled);
      // docs/tools/body-scan-online.md#behaviour: skip is disabled on the last step
      if (position.index >= ZONE_COUNT - 1) return settled;
      return { ...settled, skippedMs: settled.skippedMs + position.phaseRemainingMs };
    }
    case 'reset':
      // docs/tools/body-scan-online.md#behaviour: reset returns to setup
      return {
        ...initialState(state.durationMin, state.isVoiceOn),
        session: resetSession(state.session),
        now: Math.max(state.now, event.now),
      };
    case 'tick': {
      const status = statusOf(state);
      const isClosingDue =
        status === 'complete' && state.closingAt !== null && state.now < state.closingAt;
      if (status !== 'running' && !isClosingDue) return state;
      const settled = settle(state, event.now);
      return settled.session === state.session && settled.now === state.now ? state : settled;
    }
    case 'setDuration':
      return setDuration(state, event.durationMin);
    case 'setVoice':
      return state.isVoiceOn === event.isVoiceOn ? state : { ...state, isVoiceOn: event.isVoiceOn };
    case 'restore':
      return restore(state, event);
  }
}

const isUnderWay = (state: State) => {
  const status = statusOf(state);
  return status === 'running' || status === 'paused';
};

function setDuration(state: State, durationMin: DurationMin): State {
  if (isUnderWay(state) || durationMin === state.durationMin) return state;
  return {
    ...initialState(durationMin, state.isVoiceOn),
    session: createSession(durationMin * 60_000, state.session.completions),
    now: state.now,
  };
}

/**
 * Stored settings and a scan kept across a reload. A scan under way is never disturbed (another tab's
 * setting change arrives the same way, and only the voice reaches it); a kept one comes back at the
 * wall clock's point with its skips, or completes once, at its end, when that passed while the page
 * was gone (the closing words then follow at once).
 */
function restore(state: State, event: RestoreEvent<Partial<Settings>, Snapshot>): State {
  const { settings, snapshot } = event;
  let next: State = { ...state, isVoiceOn: settings.isVoiceOn ?? state.isVoiceOn };
  next = setDuration(next, snapshot?.durationMin ?? settings.durationMin ?? next.durationMin);
  if (!snapshot || isUnderWay(next)) return next;
  // why not the kit's restoreSession: a scan with skips ends before its clock's deadline (`settle`)
  const kept: State = {
    ...next,
    durationMin: snapshot.durationMin,
    session: { ...snapshot.session, completions: next.session.completions },
    skippedMs: snapshot.skippedMs,
    closingAt: null,
  };
  const settled = settle(kept, event.now);
  return (next.isVoiceOn || event.leftAt !== undefined) && statusOf(settled) === 'running'
    ? { ...settled, session: pauseSession(settled.session, event.now) }
    : settled;
}

/** What the voice guide says now: a new key starts it again; null is silence. */
export interface Utterance {
  readonly key: string;
  readonly text: string;
}

/** Everything the screen shows. */
export interface View {
  readonly status: 'setup' | 'running' | 'paused' | 'complete';
  /** Index of the current zone, 0..11. */
  readonly zoneIndex: number;
  readonly zoneName: string;
  readonly instruction: string;
  /** Whole seconds left in the zone, rounded up. */
  readonly zoneSecondsLeft: number;
  /** Whole seconds left in the scan, rounded up. */
  readonly secondsLeft: number;
  /** Seconds each zone lasts. */
  readonly zoneSec: number;
  /** Fraction of the scan done, 0..1. */
  readonly progress: number;
  readonly canSkip: boolean;
  /** Seconds practised, pauses excluded (skipped time is not practised). */
  readonly elapsedSec: number;
  readonly utterance: Utterance | null;
  readonly durationMin: DurationMin;
  readonly isVoiceOn: boolean;
}

/** Derives the view. */
export function viewOf(state: State): View {
  const clockStatus = statusOf(state);
  const status = clockStatus === 'idle' ? 'setup' : clockStatus;
  const totalMs = state.durationMin * 60_000;
  const position = positionOf(state);
  const isActive = status === 'running' || status === 'paused';
  const zone = ZONES[position.index] ?? ZONES[0];
  const scanMs = Math.min(totalMs, scanElapsedMs(state));
  const completions = state.session.completions;
  const isClosingSpoken =
    status === 'complete' && state.closingAt !== null && state.now >= state.closingAt;
  let utterance: Utterance | null = null;
  if (status === 'running') {
    utterance = {
      key: `${completions}:${position.index}:${state.resumes}`,
      text: zone.instruction,
    };
  } else if (isClosingSpoken) {
    utterance = { key: `closing:${completions}`, text: CLOSING_TEXT };
  }
  return {
    status,
    zoneIndex: status === 'setup' ? 0 : position.index,
    zoneName: zone.name,
    instruction: zone.instruction,
    zoneSecondsLeft: Math.ceil(
      (status === 'setup' ? position.phaseMs : position.phaseRemainingMs) / 1000,
    ),
    secondsLeft: Math.ceil((totalMs - scanMs) / 1000),
    zoneSec: zoneSecOf(state.durationMin),
    progress: totalMs > 0 ? scanMs / totalMs : 0,
    canSkip: isActive && position.index < ZONE_COUNT - 1,
    elapsedSec: Math.floor(getSessionElapsedMs(state.session) / 1000),
    utterance,
    durationMin: state.durationMin,
    isVoiceOn: state.isVoiceOn,
  };
}

/** What the session hook wires: the next zone change (or the end), and the closing announcement. */
export function factsOf(state: State): SessionFacts {
  const status = statusOf(state);
  const isRunning = status === 'running';
  const nextZoneAt = isRunning ? state.now + positionOf(state).phaseRemainingMs : null;
  const end = endOf(state);
  const closing =
    status === 'complete' && state.closingAt !== null && state.now < state.closingAt
      ? state.closingAt
      : null;
  return {
    isRunning,
    wakeAt: earliest(nextZoneAt, end, closing),
    completions: state.session.completions,
    record: toSessionRecord(state.session, TOOL),
  };
}

/** The body scan on the session kit; Space begins, pauses and resumes. */
export const bodyScan: SessionMachine<State, Event, View, Settings, Snapshot> = {
  tool: TOOL,
  timing: 'attention',
  transition: keepingUnchangedRestores(transition),
  viewOf,
  factsOf,
  spaceEventOf: (state) => {
    const status = statusOf(state);
    return transportEventOf(status, status === 'idle');
  },
  leaveRecordOf: (state, now) => leaveRecordOfSession(state.session, TOOL, now),
  settingsOf: (state) => ({ durationMin: state.durationMin, isVoiceOn: state.isVoiceOn }),
  snapshotOf: (state) =>
    isUnderWay(state)
      ? {
          session: toSessionSnapshot(state.session),
          durationMin: state.durationMin,
          skippedMs: state.skippedMs,
        }
      : null,
};
