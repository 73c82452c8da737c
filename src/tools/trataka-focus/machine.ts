/**
 * Trataka (candle gazing) as a pure state machine (docs/tools/trataka-focus.md#screen, #behaviour, #errors, #constants) on the session kit.
 *
 * States: not started (idle), running, paused, completed. A session is the gaze of the chosen length,
 * then, when the visitor chose it, the closed-eye afterimage (issue 9: trataka practice closes the
 * eyes after the gaze and holds the flame's afterimage). Both parts are phases of one wall-clock
 * session, located by `locate`, so pauses and sleeping tabs keep them exact.
 *
 * Interruptions: activity during the gaze (mouse, key, touch, scroll, the page hidden) counts one and
 * shows the banner for 2 s. Activity while the banner is showing is the same lapse of attention and
 * does not count again (a moving mouse sends dozens of events a second). Nothing counts during the
 * afterimage, when the eyes are closed.
 *
 * The machine owns the visitor's settings (length, Dim Surroundings, afterimage, mute) and declares
 * them and the session under way for the kit to keep (`settingsOf`, `snapshotOf`): after a reload a
 * session comes back at the wall clock's point, paused with Resume when the drone is unmuted (the
 * browser plays sound only after a tap), running when it is muted.
 */
import type { Cue } from '../../lib/session/use-cues';
import type { RestoreEvent, SessionFacts, SessionMachine } from '../../lib/session/use-session';
import { locate, type Schedule } from '../../lib/session/schedule';
import {
  createSession,
  earliest,
  getSessionDeadline,
  getSessionElapsedMs,
  getSessionStatus,
  leaveRecordOfSession,
  lengthsOf,
  pauseSession,
  resetSession,
  restoreSession,
  resumeSession,
  settleSession,
  startSession,
  tickSession,
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
export const TOOL = 'trataka-focus';
/** Gaze lengths in minutes (docs/tools/trataka-focus.md#constants). */
export const DURATIONS_MIN = lengthsOf(1, 3, 5, 10, 15, 20, 30);
/** One of the gaze lengths. */
export type DurationMin = (typeof DURATIONS_MIN)[number];
/** docs/tools/trataka-focus.md#constants: default 5 minutes (300 s). */
export const DEFAULT_DURATION_MIN: DurationMin = 5;
/** docs/tools/trataka-focus.md#constants: the banner shows for 2 s. */
export const BANNER_MS = 2_000;
/** docs/tools/trataka-focus.md#constants: each interruption costs 5 s in the result. */
export const INTERRUPTION_COST_SEC = 5;
/** docs/tools/trataka-focus.md#constants: the ambient loop plays at volume 0.6. */
export const AMBIENT_VOLUME = 0.6;
/** The closed-eye afterimage lasts one minute. */
export const AFTERIMAGE_SEC = 60;
/** docs/tools/trataka-focus.md#errors: the banner's text. */
export const BANNER_TEXT = 'Focus Lost - Return to the Flame';

/** The part of a session under way. */
export type Part = 'gaze' | 'afterimage';

/** The visitor's settings, kept by the kit under the keys in storage.ts. */
export interface Settings {
  readonly durationMin: DurationMin;
  /** 'Dim Surroundings' (docs/tools/trataka-focus.md#constants: on by default). */
  readonly isDim: boolean;
  /** Whether the closed-eye afterimage follows the gaze (fixed at Begin Session). */
  readonly hasAfterimage: boolean;
  /** Whether the ambient drone is muted. */
  readonly isMuted: boolean;
}

/** The defaults: 5 minutes, dimmed, no afterimage, the drone on. */
export const DEFAULT_SETTINGS: Settings = {
  durationMin: DEFAULT_DURATION_MIN,
  isDim: true,
  hasAfterimage: false,
  isMuted: false,
};

/** The session under way, as kept across a reload. */
export interface Snapshot {
  readonly session: TimedSession;
  readonly durationMin: DurationMin;
  readonly hasAfterimage: boolean;
  readonly interruptions: number;
}

/** A trataka session. */
export interface State extends Settings {
  readonly session: TimedSession;
  readonly interruptions: number;
  /** Wall time (ms) the banner hides, or null. */
  readonly bannerUntil: number | null;
  /** Latest wall time seen (ms), also while paused. */
  readonly now: number;
}

/** Things that can happen. */
export type Event =
  | TransportEvent
  | { type: 'interrupt'; now: number }
  | DurationEvent<DurationMin>
  | { type: 'setAfterimage'; hasAfterimage: boolean; now: number }
  | { type: 'setDim'; isDim: boolean; now: number }
  | { type: 'setMuted'; isMuted: boolean; now: number }
  | RestoreEvent<Partial<Settings>, Snapshot>;

const sessionMs = (durationMin: number, hasAfterimage: boolean) =>
  durationMin * 60_000 + (hasAfterimage ? AFTERIMAGE_SEC * 1000 : 0);

/** The intro, not started (the other settings as given, or their defaults). */
export function initialState(
  durationMin: DurationMin = DEFAULT_DURATION_MIN,
  hasAfterimage = false,
  { isDim, isMuted }: Pick<Settings, 'isDim' | 'isMuted'> = DEFAULT_SETTINGS,
): State {
  return {
    durationMin,
    hasAfterimage,
    isDim,
    isMuted,
    session: createSession(sessionMs(durationMin, hasAfterimage)),
    interruptions: 0,
    bannerUntil: null,
    now: 0,
  };
}

/**
 * docs/tools/trataka-focus.md#constants: focus quality = round(max(0, total − 5 s × interruptions) / total × 100), in percent.
 */
export function focusQuality(totalSec: number, interruptions: number): number {
  if (totalSec <= 0) return 0;
  const kept = Math.max(0, totalSec - INTERRUPTION_COST_SEC * interruptions);
  return Math.round((kept / totalSec) * 100);
}

/**
 * docs/tools/trataka-focus.md#behaviour: the ambient loop plays only while running, unmuted and loaded (and not after a playback
 * failure, which counts as unavailable, docs/tools/trataka-focus.md#errors).
 */
export function isAmbientAudible(
  status: SessionStatus,
  isMuted: boolean,
  audio: 'loading' | 'loaded' | 'failed',
): boolean {
  return status === 'running' && !isMuted && audio === 'loaded';
}

function scheduleOf(state: State): Schedule<Part> {
  return {
    repeats: false,
    phases: [
      { key: 'gaze', ms: state.durationMin * 60_000 },
      { key: 'afterimage', ms: state.hasAfterimage ? AFTERIMAGE_SEC * 1000 : 0 },
    ],
  };
}

const statusOf = (state: State) => getSessionStatus(state.session);
const isUnderWay = (state: State) => {
  const status = statusOf(state);
  return status === 'running' || status === 'paused';
};

/** The part of the session at its current elapsed time. */
export function partOf(state: State): Part {
  return locate(scheduleOf(state), getSessionElapsedMs(state.session)).key;
}

function advance(state: State, session: TimedSession, now: number): State {
  const bannerUntil =
    state.bannerUntil !== null && now >= state.bannerUntil ? null : state.bannerUntil;
  return { ...state, session, now: Math.max(state.now, now), bannerUntil };
}

/** The next state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'start': {
      if (isUnderWay(state)) return state;
      // docs/tools/trataka-focus.md#behaviour: Begin Session starts running and resets interruptions
      const fresh = initialState(state.durationMin, state.hasAfterimage, state);
      const session = createSession(fresh.session.clock.durationMs, state.session.completions);
      return { ...fresh, session: startSession(session, event.now), now: event.now };
    }
    case 'pause': {
      const next = advance(state, pauseSession(state.session, event.now), event.now);
      return { ...next, bannerUntil: null };
    }
    case 'resume':
      return advance(state, resumeSession(state.session, event.now), event.now);
    case 'tick': {
      if (statusOf(state) !== 'running' && state.bannerUntil === null) return state;
      const session = tickSession(state.session, event.now);
      const next = advance(state, session, event.now);
      const isSame =
        session === state.session &&
        next.bannerUntil === state.bannerUntil &&
        next.now === state.now;
      return isSame ? state : next;
    }
    case 'reset':
      // docs/tools/trataka-focus.md#behaviour: Reset returns to the intro and restores the full time
      return {
        ...initialState(state.durationMin, state.hasAfterimage, state),
        session: resetSession(state.session),
        now: event.now,
      };
    case 'interrupt': {
      // why: activity after the deadline completes the session and does not count
      const session = settleSession(state.session, event.now);
      const settled = advance(state, session, event.now);
      if (getSessionStatus(session) !== 'running' || partOf(settled) !== 'gaze') return settled;
      if (settled.bannerUntil !== null) return settled;
      return {
        ...settled,
        interruptions: settled.interruptions + 1,
        bannerUntil: event.now + BANNER_MS,
      };
    }
    case 'setDuration':
      return setDuration(state, event.durationMin);
    case 'setAfterimage':
      return setAfterimage(state, event.hasAfterimage);
    case 'setDim':
      // docs/tools/trataka-focus.md#behaviour: settings stay as they are mid-session
      return isUnderWay(state) || state.isDim === event.isDim
        ? state
        : { ...state, isDim: event.isDim };
    case 'setMuted':
      return state.isMuted === event.isMuted ? state : { ...state, isMuted: event.isMuted };
    case 'restore':
      return restore(state, event);
  }
}

function setDuration(state: State, durationMin: DurationMin): State {
  // docs/tools/trataka-focus.md#behaviour: the duration cannot change mid-session
  if (isUnderWay(state) || durationMin === state.durationMin) return state;
  return { ...initialState(durationMin, state.hasAfterimage, state), now: state.now };
}

function setAfterimage(state: State, hasAfterimage: boolean): State {
  if (isUnderWay(state) || hasAfterimage === state.hasAfterimage) return state;
  return { ...initialState(state.durationMin, hasAfterimage, state), now: state.now };
}

/**
 * Stored settings and a session kept across a reload. A session under way is never disturbed (another
 * tab's setting change arrives the same way, and only the mute reaches it); a kept one comes back at
 * the wall clock's point with its interruptions, or completes once when its end passed while the page
 * was gone.
 */
function restore(state: State, event: RestoreEvent<Partial<Settings>, Snapshot>): State {
  const { settings, snapshot } = event;
  let next: State = { ...state, isMuted: settings.isMuted ?? state.isMuted };
  if (!isUnderWay(next)) next = { ...next, isDim: settings.isDim ?? next.isDim };
  next = setDuration(next, snapshot?.durationMin ?? settings.durationMin ?? next.durationMin);
  next = setAfterimage(
    next,
    snapshot?.hasAfterimage ?? settings.hasAfterimage ?? next.hasAfterimage,
  );
  if (!snapshot || isUnderWay(next)) return next;
  const session = restoreSession(
    snapshot.session,
    next.session.completions,
    event.now,
    !next.isMuted || event.leftAt !== undefined,
  );
  return {
    ...next,
    durationMin: snapshot.durationMin,
    hasAfterimage: snapshot.hasAfterimage,
    interruptions: snapshot.interruptions,
    bannerUntil: null,
    session,
    now: Math.max(next.now, event.now),
  };
}

/** Everything the screen shows. */
export interface View {
  readonly status: SessionStatus;
  readonly part: Part;
  /** Whole seconds left in the part under way, rounded up (the full gaze before a session). */
  readonly secondsLeft: number;
  readonly interruptions: number;
  readonly isBannerShown: boolean;
  /** The gaze's total seconds (docs/tools/trataka-focus.md#data: chosen total seconds). */
  readonly totalSec: number;
  /** Seconds practised, pauses excluded. */
  readonly elapsedSec: number;
  /** Focus quality in percent, for the summary. */
  readonly focusQuality: number;
  readonly canChangeSettings: boolean;
  readonly durationMin: DurationMin;
  readonly isDim: boolean;
  readonly hasAfterimage: boolean;
  readonly isMuted: boolean;
}

/** Derives the view. */
export function viewOf(state: State): View {
  const status = statusOf(state);
  const totalSec = state.durationMin * 60;
  const elapsedMs = getSessionElapsedMs(state.session);
  const position = locate(scheduleOf(state), elapsedMs);
  const secondsLeft =
    status === 'idle' ? totalSec : Math.max(0, Math.ceil(position.phaseRemainingMs / 1000));
  return {
    status,
    part: status === 'idle' ? 'gaze' : position.key,
    secondsLeft,
    interruptions: state.interruptions,
    isBannerShown: state.bannerUntil !== null && state.now < state.bannerUntil,
    totalSec,
    elapsedSec: Math.floor(elapsedMs / 1000),
    focusQuality: focusQuality(totalSec, state.interruptions),
    canChangeSettings: !isUnderWay(state),
    durationMin: state.durationMin,
    isDim: state.isDim,
    hasAfterimage: state.hasAfterimage,
    isMuted: state.isMuted,
  };
}

/** What the session hook wires: the deadline, the gaze's end and the banner's end are exact events. */
export function factsOf(state: State): SessionFacts {
  const isRunning = statusOf(state) === 'running';
  const deadline = getSessionDeadline(state.session);
  const partEnd = isRunning
    ? state.session.now +
      locate(scheduleOf(state), getSessionElapsedMs(state.session)).phaseRemainingMs
    : null;
  return {
    isRunning,
    wakeAt: earliest(deadline, partEnd, state.bannerUntil),
    completions: state.session.completions,
    record: toSessionRecord(state.session, TOOL),
  };
}

/** The sounds a trataka session asks for: the soft bell that says close your eyes. */
export type TratakaSound = 'closeEyes';

/** The afterimage begins with a soft bell, the cue to close the eyes (again after a resume in it). */
export function cueOf(state: State): Cue<TratakaSound> | null {
  if (statusOf(state) !== 'running' || partOf(state) !== 'afterimage') return null;
  return { key: `${state.session.startedAt}:afterimage`, sound: 'closeEyes' };
}

/** Trataka on the session kit; Space begins, pauses and resumes. */
export const tratakaFocus: SessionMachine<State, Event, View, Settings, Snapshot> = {
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
  settingsOf: (state) => ({
    durationMin: state.durationMin,
    isDim: state.isDim,
    hasAfterimage: state.hasAfterimage,
    isMuted: state.isMuted,
  }),
  snapshotOf: (state) =>
    isUnderWay(state)
      ? {
          session: toSessionSnapshot(state.session),
          durationMin: state.durationMin,
          hasAfterimage: state.hasAfterimage,
          interruptions: state.interruptions,
        }
      : null,
};
