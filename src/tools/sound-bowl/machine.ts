/**
 * The singing bowl as a pure state machine (docs/tools/sound-bowl.md#screen, #behaviour, #constants) on the session kit.
 * Time enters as data: rings, bells, the warm-up and the timer are wall-clock spans, so a throttled tab
 * never drifts, and the next strike, bell, silence or zero is the session hook's wake-up time.
 *
 * Modes: a strike on a silent bowl rings it `once`; Play and the quick timers run a `timed` session of the
 * highlighted length (docs/tools/sound-bowl.md#behaviour: Play never plays open-ended, which was never
 * ended, logged or kept). A timed session is a meditation timer: an optional
 * warm-up countdown, a starting bell, optional interval bells, and between them either the spec's
 * ring (the bowl struck again 100 ms after each ending, the default) or silence, which closes with an
 * ending bell.
 *
 * The machine owns the visitor's settings (volume, mute, the timer's options, the custom length) and
 * declares them and the timed session under way for the kit to keep (`settingsOf`, `snapshotOf`). After
 * a reload a timed session comes back at the wall clock's point, paused with Resume: the browser plays
 * the bowl only after a tap. One that ran out while the page was gone completes once, without bells.
 */
import { bowl } from '../../lib/audio/library/sounds/bowl';
import type { Cue } from '../../lib/session/use-cues';
import type { RestoreEvent, SessionFacts, SessionMachine } from '../../lib/session/use-session';
import {
  createSession,
  earliest,
  getSessionDeadline,
  getSessionElapsedMs,
  getSessionSecondsLeft,
  getSessionStatus,
  leaveRecordOfSession,
  lengthsOf,
  pauseSession,
  resumeSession,
  settleSession,
  startSession,
  tickSession,
  toSessionRecord,
  toSessionSnapshot,
  type FailEvent,
  type TimedSession,
  type TransportEvent,
} from '../../lib/session/timed-session';
import { keepingUnchangedRestores } from '../../lib/session/persisted-session';

/** The tool's slug. */
export const TOOL = 'sound-bowl';
/** Quick timers in minutes (docs/tools/sound-bowl.md#constants). */
export const DURATIONS_MIN = lengthsOf(5, 10, 15, 30, 60);
/** One of the quick timers. */
export type DurationMin = (typeof DURATIONS_MIN)[number];
/** The quick timer chosen before any other (docs/tools/sound-bowl.md#constants). */
export const DEFAULT_DURATION_MIN: DurationMin = 5;
/** Pause between the end of one ring and the next strike (docs/tools/sound-bowl.md#constants, ms). */
export const REPLAY_DELAY_MS = 100;
/** Bounds of a custom timer, whole minutes. */
export const CUSTOM_MIN_MIN = 1;
export const CUSTOM_MAX_MIN = 180;
/** The custom length offered first, minutes. */
export const DEFAULT_CUSTOM_MIN = 20;
/** Interval bells: every N minutes of a timed session (0 = none). */
export const INTERVALS_MIN = [0, 1, 2, 3, 5, 10, 15] as const;
/** A choice of interval. */
export type IntervalMin = (typeof INTERVALS_MIN)[number];
/** Warm-up before the starting bell, seconds (0 = none). */
export const WARMUPS_SEC = [0, 5, 10, 15, 30] as const;
/** A choice of warm-up. */
export type WarmupSec = (typeof WARMUPS_SEC)[number];
/** A bell found more than this late (a laptop woke from sleep) is skipped, not rung late (ms). */
export const BELL_GRACE_MS = 60_000;

/** What the bowl does between a timed session's bells: ring on (docs/tools/sound-bowl.md#behaviour) or stay silent. */
export type Between = 'ring' | 'silence';

/** How a timed session runs; chosen in settings, carried by the event that starts it. */
export interface TimerOptions {
  readonly between: Between;
  readonly intervalMin: IntervalMin;
  readonly warmupSec: WarmupSec;
}

/** The spec's timer: rings throughout, no interval bells, no warm-up. */
export const DEFAULT_TIMER: TimerOptions = { between: 'ring', intervalMin: 0, warmupSec: 0 };

/** Default bowl volume (docs/tools/sound-bowl.md#constants). */
export const DEFAULT_VOLUME = 0.8;

/** The visitor's settings, kept by the kit under the keys in storage.ts. */
export interface Settings extends TimerOptions {
  /** Bowl volume, 0 to 1 (docs/tools/sound-bowl.md#validation). */
  readonly volume: number;
  readonly isMuted: boolean;
  /** The custom timer's length, whole minutes. */
  readonly customMin: number;
}

/** The defaults: the spec's volume and timer, sound on, a 20 minute custom length. */
export const DEFAULT_SETTINGS: Settings = {
  volume: DEFAULT_VOLUME,
  isMuted: false,
  ...DEFAULT_TIMER,
  customMin: DEFAULT_CUSTOM_MIN,
};

/** A timed session under way (or its warm-up), as kept across a reload. */
export interface Snapshot {
  readonly durationMin: number;
  readonly timer: TimerOptions;
  readonly warmup: TimedSession | null;
  readonly session: TimedSession;
  readonly intervalBells: number;
  readonly strikes: number;
}

/** How the bowl is being played. */
export type Mode = 'once' | 'timed';

/** What the bowl's sound is doing: controls wait while it loads and stay off when it failed. */
export type BowlAudio = 'loading' | 'ready' | 'unavailable';

/** The ring now sounding: when it (re)started on the wall clock and from where in the recording. */
export interface Ring {
  readonly startedAt: number;
  /** Position in the recording at `startedAt`, ms. */
  readonly offsetMs: number;
}

/** The bowl's state. */
export interface State {
  /** Stopped; playing (sounding, or a timer running, bells or silence); paused. */
  readonly status: 'stopped' | 'playing' | 'paused';
  readonly mode: Mode;
  /** Length of the recording, ms (from the sound manifest). */
  readonly ringMs: number;
  /** The timer last chosen, whole minutes (a quick timer or a custom length). */
  readonly durationMin: number;
  /** Options of the timed session under way (or last run). */
  readonly timer: TimerOptions;
  /** The warm-up countdown before the starting bell, while it runs or is paused; else null. */
  readonly warmup: TimedSession | null;
  /** The timed session (idle outside timed mode; complete after one ran to zero). */
  readonly session: TimedSession;
  /** Interval bells rung so far in this session. */
  readonly intervalBells: number;
  /** Strikes in this session, manual and automatic. */
  readonly strikes: number;
  /** Strikes of the last timed session that ran to zero (for its summary). */
  readonly completedStrikes: number;
  /** The ring sounding while playing (null in a timer's silence); the frozen ring while paused. */
  readonly ring: Ring | null;
  /** Position in the recording when paused, ms. */
  readonly pausedOffsetMs: number;
  /** Rises each time the island must start the sound (strike or resume). */
  readonly playId: number;
  /** The sound's load state as the engine reports it. */
  readonly loadStatus: BowlAudio;
  /** Playback failed: audio is unavailable until the visitor tries again (docs/tools/sound-bowl.md#errors). */
  readonly hasPlaybackFailed: boolean;
  /** The visitor's settings. */
  readonly settings: Settings;
  readonly now: number;
}

/** Things that can happen to the bowl. */
export type Event =
  | { type: 'strike'; now: number }
  | TransportEvent
  | {
      type: 'startTimed';
      durationMin: number;
      /** The length is the custom timer's (remembered as the next custom length). */
      isCustom?: boolean;
      /** Options for this session (default: the settings'). */
      timer?: TimerOptions;
      now: number;
    }
  | { type: 'setLoadStatus'; loadStatus: BowlAudio; now: number }
  | { type: 'setVolume'; volume: number; now: number }
  | { type: 'setMuted'; isMuted: boolean; now: number }
  | { type: 'setTimer'; change: Partial<TimerOptions>; now: number }
  | RestoreEvent<Partial<Settings>, Snapshot>
  | FailEvent
  | { type: 'retry'; now: number };

/** Length of the bowl recording, ms; the engine reports no ending, so the machine times it. */
export const RING_MS = Math.round(bowl.durationSec * 1000);

/** A silent bowl; `ringMs` is the recording's length (RING_MS on the page, others in tests). */
export function initialState(ringMs: number): State {
  return {
    status: 'stopped',
    mode: 'once',
    ringMs,
    durationMin: DEFAULT_DURATION_MIN,
    timer: DEFAULT_TIMER,
    warmup: null,
    session: createSession(DEFAULT_DURATION_MIN * 60_000),
    intervalBells: 0,
    strikes: 0,
    completedStrikes: 0,
    ring: null,
    pausedOffsetMs: 0,
    playId: 0,
    loadStatus: 'loading',
    hasPlaybackFailed: false,
    settings: DEFAULT_SETTINGS,
    now: 0,
  };
}

/** A whole number of minutes within the custom timer's bounds (bad input becomes the nearest). */
export function clampCustomMin(minutes: number): number {
  if (!Number.isFinite(minutes)) return DEFAULT_CUSTOM_MIN;
  return Math.min(CUSTOM_MAX_MIN, Math.max(CUSTOM_MIN_MIN, Math.round(minutes)));
}

/** The bowl's audio as the controls see it: a playback failure makes it unavailable. */
export function audioOf(state: State): BowlAudio {
  return state.hasPlaybackFailed ? 'unavailable' : state.loadStatus;
}

/** Silent and reset; a finished timed session stays for its summary until the next one. */
function stopped(state: State, now: number): State {
  return {
    ...initialState(state.ringMs),
    durationMin: state.durationMin,
    timer: state.timer,
    session: state.session,
    completedStrikes: state.completedStrikes,
    playId: state.playId,
    loadStatus: state.loadStatus,
    hasPlaybackFailed: state.hasPlaybackFailed,
    settings: state.settings,
    now,
  };
}

function strike(state: State, now: number): State {
  return {
    ...state,
    status: 'playing',
    ring: { startedAt: now, offsetMs: 0 },
    strikes: state.strikes + 1,
    playId: state.playId + 1,
    now,
  };
}

function begin(state: State, mode: Mode, now: number, session: TimedSession): State {
  return strike({ ...stopped(state, now), mode, session }, now);
}

/** Whether a bell due at `dueAt` may still ring at `now` (not slept through). */
function isBellInTime(dueAt: number, now: number): boolean {
  return now - dueAt <= BELL_GRACE_MS;
}

/** The timed session begins at `at` with its starting bell (rung at `now`, unless slept through). */
function startTimedSession(state: State, at: number, now: number): State {
  const session = startSession(
    createSession(state.durationMin * 60_000, state.session.completions),
    at,
  );
  const started: State = {
    ...state,
    status: 'playing',
    mode: 'timed',
    warmup: null,
    session,
    intervalBells: 0,
    strikes: 0,
    ring: null,
    now,
  };
  return isBellInTime(at, now) ? strike(started, now) : started;
}

/** Wall time at which the current ring falls silent, or null when nothing rings. */
export function getRingEndsAt(state: State): number | null {
  if (state.status !== 'playing' || !state.ring) return null;
  return state.ring.startedAt + Math.max(0, state.ringMs - state.ring.offsetMs);
}

/** Whether the bowl rings again after each ring (a timer in the spec's ring mode). */
function isReplaying(state: State): boolean {
  return state.mode === 'timed' && state.timer.between === 'ring';
}

/** Wall time of the next interval bell of a running timed session, or null. */
export function getNextIntervalBellAt(state: State): number | null {
  const deadline = getSessionDeadline(state.session);
  const { intervalMin } = state.timer;
  if (state.mode !== 'timed' || deadline === null || intervalMin === 0) return null;
  const durationMs = state.session.clock.durationMs ?? 0;
  const atMs = (state.intervalBells + 1) * intervalMin * 60_000;
  // why: a bell that would fall at the very end is the end itself, not an interval bell
  return atMs < durationMs ? deadline - (durationMs - atMs) : null;
}

/** Wall time of the next thing that must happen (strike, bell, silence, warm-up or timer end), or null. */
export function getNextWakeAt(state: State): number | null {
  if (state.status !== 'playing') return null;
  if (state.warmup) return getSessionDeadline(state.warmup);
  const ringEndsAt = getRingEndsAt(state);
  return earliest(
    ringEndsAt === null ? null : ringEndsAt + (isReplaying(state) ? REPLAY_DELAY_MS : 0),
    state.mode === 'timed' ? getSessionDeadline(state.session) : null,
    getNextIntervalBellAt(state),
  );
}

function pause(state: State, now: number): State {
  if (state.status !== 'playing') return state;
  if (state.warmup) {
    return { ...state, status: 'paused', warmup: pauseSession(state.warmup, now), now };
  }
  const offsetMs = state.ring
    ? Math.min(state.ringMs, state.ring.offsetMs + Math.max(0, now - state.ring.startedAt))
    : state.ringMs;
  return {
    ...state,
    status: 'paused',
    pausedOffsetMs: offsetMs,
    session: state.mode === 'timed' ? pauseSession(state.session, now) : state.session,
    now,
  };
}

function resume(state: State, now: number): State {
  if (state.status !== 'paused') return state;
  if (state.warmup) {
    return { ...state, status: 'playing', warmup: resumeSession(state.warmup, now), now };
  }
  const session = state.mode === 'timed' ? resumeSession(state.session, now) : state.session;
  // A timer paused in its silence resumes in silence; a ring resumes where it was held.
  if (state.pausedOffsetMs >= state.ringMs && state.mode === 'timed') {
    return { ...state, status: 'playing', ring: null, session, now };
  }
  return {
    ...state,
    status: 'playing',
    ring: { startedAt: now, offsetMs: state.pausedOffsetMs },
    session,
    playId: state.playId + 1,
    now,
  };
}

/** The end of a timed session: docs/tools/sound-bowl.md#behaviour, everything stops; in silence mode an ending bell rings. */
function complete(state: State, session: TimedSession, now: number): State {
  const done = { ...stopped({ ...state, session }, now), completedStrikes: state.strikes };
  const endedAt = session.endedAt ?? now;
  if (state.timer.between !== 'silence' || !isBellInTime(endedAt, now)) return done;
  return { ...strike({ ...done, mode: 'once' }, now), completedStrikes: state.strikes + 1 };
}

function tickWarmup(state: State, warmup: TimedSession, now: number): State {
  const ticked = tickSession(warmup, now);
  if (getSessionStatus(ticked) !== 'complete') return { ...state, warmup: ticked, now };
  // The warm-up is over: the session starts at its true end, however late this tick comes.
  return tick(startTimedSession(state, ticked.endedAt ?? now, now), now);
}

function tick(state: State, now: number): State {
  if (state.status !== 'playing') return state;
  if (state.warmup) return tickWarmup(state, state.warmup, now);
  if (state.mode === 'timed') {
    const session = settleSession(state.session, now);
    if (getSessionStatus(session) === 'complete') return complete(state, session, now);
    state = { ...state, session };
    const bellAt = getNextIntervalBellAt(state);
    if (bellAt !== null && now >= bellAt) return intervalBell(state, now);
  }
  const ringEndsAt = getRingEndsAt(state);
  if (ringEndsAt === null) return { ...state, now };
  if (state.mode === 'once') return now >= ringEndsAt ? stopped(state, now) : { ...state, now };
  // A timer's silence between bells: the ring has faded, the bowl waits for the next bell.
  if (!isReplaying(state))
    return now >= ringEndsAt ? { ...state, ring: null, now } : { ...state, now };
  // docs/tools/sound-bowl.md#behaviour, #constants: the bowl is struck again 100 ms after each ending
  return now >= ringEndsAt + REPLAY_DELAY_MS ? strike(state, now) : { ...state, now };
}

/** Rings the interval bell now due (bells slept through are passed over, not rung late). */
function intervalBell(state: State, now: number): State {
  const intervalMs = state.timer.intervalMin * 60_000;
  const elapsedMs = getSessionElapsedMs(state.session);
  const due = Math.floor(elapsedMs / intervalMs);
  const dueAt = now - (elapsedMs - due * intervalMs);
  const passed = { ...state, intervalBells: due, now };
  return isBellInTime(dueAt, now) ? strike(passed, now) : passed;
}

/** Events a visitor sends; docs/tools/sound-bowl.md#validation: the bowl's controls are disabled while audio is not ready. */
const NEEDS_AUDIO = new Set<Event['type']>(['strike', 'start', 'resume', 'startTimed']);

/** The next state. */
export function transition(state: State, event: Event): State {
  if (NEEDS_AUDIO.has(event.type) && audioOf(state) !== 'ready') return state;
  switch (event.type) {
    case 'strike': {
      // why: a strike that lands after the deadline (the wake-up timer is late) completes the
      // session first and strikes nothing more, so the log and the summary keep the right count
      const ticked = tick(state, event.now);
      if (ticked.session.completions !== state.session.completions) return ticked;
      // A tap during the warm-up skips the rest of it: the session begins with this strike.
      if (ticked.warmup) return startTimedSession(ticked, event.now, event.now);
      // docs/tools/sound-bowl.md#behaviour: tapping the bowl restarts the strike; a silent bowl rings once
      if (ticked.status === 'stopped') {
        return begin(ticked, 'once', event.now, idleSession(ticked));
      }
      if (ticked.status === 'paused') return strike(resume(ticked, event.now), event.now);
      return strike(ticked, event.now);
    }
    case 'start':
      // docs/tools/sound-bowl.md#behaviour: Play runs the highlighted length as a timed session
      return state.status === 'stopped'
        ? transition(state, { type: 'startTimed', durationMin: state.durationMin, now: event.now })
        : state;
    case 'pause': {
      // why: a pause that lands after the deadline or the end of a single ring finishes it, rather
      // than freezing a session at 00:00
      const ticked = tick(state, event.now);
      return ticked.status === 'playing' ? pause(ticked, event.now) : ticked;
    }
    case 'resume':
      return resume(state, event.now);
    case 'reset':
      return { ...stopped(state, event.now), session: idleSession(state) };
    case 'startTimed': {
      const durationMin = clampCustomMin(event.durationMin);
      const { between, intervalMin, warmupSec } = state.settings;
      const timer = event.timer ?? { between, intervalMin, warmupSec };
      const settings = event.isCustom
        ? { ...state.settings, customMin: durationMin }
        : state.settings;
      const chosen: State = {
        ...stopped({ ...state, settings }, event.now),
        durationMin,
        timer,
        session: createSession(durationMin * 60_000, state.session.completions),
      };
      if (timer.warmupSec === 0) return startTimedSession(chosen, event.now, event.now);
      return {
        ...chosen,
        status: 'playing',
        mode: 'timed',
        warmup: startSession(createSession(timer.warmupSec * 1000), event.now),
      };
    }
    case 'tick':
      return tick(state, event.now);
    case 'setLoadStatus':
      return state.loadStatus === event.loadStatus
        ? state
        : { ...state, loadStatus: event.loadStatus };
    case 'fail':
      // docs/tools/sound-bowl.md#errors: a playback failure stops playing and marks audio unavailable
      return {
        ...stopped(state, event.now),
        session: idleSession(state),
        hasPlaybackFailed: true,
      };
    case 'retry':
      return state.hasPlaybackFailed ? { ...state, hasPlaybackFailed: false } : state;
    case 'setVolume':
      return { ...state, settings: { ...state.settings, volume: event.volume } };
    case 'setMuted':
      return { ...state, settings: { ...state.settings, isMuted: event.isMuted } };
    case 'setTimer':
      return { ...state, settings: { ...state.settings, ...event.change } };
    case 'restore': {
      const next = { ...state, settings: { ...state.settings, ...event.settings } };
      return event.snapshot && next.status === 'stopped'
        ? restoreTimed(next, event.snapshot, event.now)
        : next;
    }
  }
}

/**
 * A timed session kept across a reload, brought back at `now`: the warm-up, bells and end it slept
 * through are passed over (bells more than a minute late never ring, `BELL_GRACE_MS`); one that ran out
 * completes once, without its ending bell; one still under way waits, paused, for Resume (the browser
 * plays the bowl only after a tap), ringing afresh in ring mode or in silence in silence mode.
 */
function restoreTimed(state: State, saved: Snapshot, now: number): State {
  const { completions } = state.session;
  const warmup = saved.warmup && { ...saved.warmup, now: Math.max(saved.warmup.now, 0) };
  const session = { ...saved.session, now: Math.max(saved.session.now, 0), completions };
  const isRunning =
    getSessionStatus(warmup ?? session) === 'running' || getSessionStatus(session) === 'running';
  const base: State = {
    ...stopped(state, now),
    status: isRunning ? 'playing' : 'paused',
    mode: 'timed',
    durationMin: saved.durationMin,
    timer: saved.timer,
    warmup,
    session,
    intervalBells: saved.intervalBells,
    strikes: saved.strikes,
    pausedOffsetMs: saved.timer.between === 'ring' && !warmup ? 0 : state.ringMs,
  };
  const ticked = tick(base, now);
  if (ticked.session.completions > completions) return stopped(ticked, now);
  if (ticked.status !== 'playing') return ticked;
  const paused = pause({ ...ticked, ring: null }, now);
  return { ...paused, pausedOffsetMs: isReplaying(paused) && !paused.warmup ? 0 : state.ringMs };
}

/** An idle timed session of the chosen length, keeping the count of finished ones. */
function idleSession(state: State): TimedSession {
  return createSession(state.durationMin * 60_000, state.session.completions);
}

/** A finished timed session, for the completion card. */
export interface CompletedSession {
  readonly durationMin: number;
  readonly strikes: number;
  readonly seconds: number;
}

/**
 * What the bowl is doing, for the hint under it: every state has words, so a tap never leaves a
 * blank, and a failed sound says so instead of inviting a tap.
 */
export type Phase =
  | 'loading'
  | 'unavailable'
  | 'idle'
  | 'once'
  | 'warmup'
  | 'timed-ring'
  | 'timed-silence'
  | 'paused'
  | 'complete';

/** Everything the screen shows. */
export interface View {
  audio: BowlAudio;
  /** Every control waits (docs/tools/sound-bowl.md#validation: while audio is loading or unavailable). */
  isDisabled: boolean;
  isPlaying: boolean;
  isPaused: boolean;
  /** The bowl is sounding now (not in a timer's silence, not in the warm-up). */
  isRinging: boolean;
  /** A timed session (or its warm-up) is under way. */
  isTimed: boolean;
  isWarmingUp: boolean;
  mode: Mode;
  phase: Phase;
  strikes: number;
  /** Whole seconds left in a timed session (rounded up), else null. */
  secondsLeft: number | null;
  /** Whole seconds left of the warm-up (rounded up), else null. */
  warmupSecondsLeft: number | null;
  /** The timed session that last ran to zero, until the next session or Stop. */
  completed: CompletedSession | null;
}

function phaseOf(state: State, audio: BowlAudio, completed: CompletedSession | null): Phase {
  if (audio !== 'ready') return audio;
  if (state.status === 'paused') return 'paused';
  if (completed && (state.status === 'stopped' || state.mode === 'once')) return 'complete';
  if (state.status === 'stopped') return 'idle';
  if (state.warmup) return 'warmup';
  if (state.mode === 'timed')
    return state.timer.between === 'ring' ? 'timed-ring' : 'timed-silence';
  return state.mode;
}

/** Derives the view from the state. */
export function viewOf(state: State): View {
  const isTimed = state.mode === 'timed' && state.status !== 'stopped';
  const isComplete = getSessionStatus(state.session) === 'complete';
  const audio = audioOf(state);
  const completed = isComplete
    ? {
        durationMin: state.durationMin,
        strikes: state.completedStrikes,
        seconds: Math.round(getSessionElapsedMs(state.session) / 1000),
      }
    : null;
  return {
    audio,
    isDisabled: audio !== 'ready',
    isPlaying: state.status === 'playing',
    isPaused: state.status === 'paused',
    isRinging: state.status === 'playing' && state.ring !== null,
    isTimed,
    isWarmingUp: state.warmup !== null,
    mode: state.mode,
    phase: phaseOf(state, audio, completed),
    strikes: state.strikes,
    secondsLeft: isTimed ? getSessionSecondsLeft(state.session) : null,
    warmupSecondsLeft: state.warmup ? getSessionSecondsLeft(state.warmup) : null,
    completed,
  };
}

/** What the session hook wires: the bowl keeps the screen awake while it plays or a timer runs. */
export function factsOf(state: State): SessionFacts {
  return {
    isRunning: state.status === 'playing',
    wakeAt: getNextWakeAt(state),
    completions: state.session.completions,
    record: toSessionRecord(state.session, TOOL),
  };
}

/** The bowl's recording from `offsetMs`, as a cue names it. */
export interface BowlSound {
  readonly offsetMs: number;
}

/**
 * The bowl sounds at each strike, bell and resume (`playId` rises by one at each): the cue names where
 * in the recording it starts. A bowl not playing (paused, stopped, restored) asks for nothing.
 */
export function cueOf(state: State): Cue<BowlSound> | null {
  if (state.playId === 0) return null;
  const { ring } = state;
  const isSounding = state.status === 'playing' && ring !== null && ring.offsetMs < state.ringMs;
  return { key: state.playId, sound: isSounding ? { offsetMs: ring.offsetMs } : null };
}

/** A timed session (or its warm-up) is running or paused. */
const isTimedUnderWay = (state: State) => state.mode === 'timed' && state.status !== 'stopped';

/** The bowl on the session kit; Space plays, pauses and resumes. */
export const soundBowl: SessionMachine<State, Event, View, Settings, Snapshot> = {
  tool: TOOL,
  timing: 'attention',
  transition: keepingUnchangedRestores(transition),
  viewOf,
  factsOf,
  spaceEventOf: (state) =>
    audioOf(state) !== 'ready'
      ? null
      : {
          type:
            state.status === 'playing' ? 'pause' : state.status === 'paused' ? 'resume' : 'start',
        },
  leaveRecordOf: (state, now) =>
    state.mode === 'timed' ? leaveRecordOfSession(state.session, TOOL, now) : null,
  settingsOf: (state) => state.settings,
  snapshotOf: (state) =>
    isTimedUnderWay(state)
      ? {
          durationMin: state.durationMin,
          timer: state.timer,
          warmup: state.warmup && toSessionSnapshot(state.warmup),
          session: toSessionSnapshot(state.session),
          intervalBells: state.intervalBells,
          strikes: state.strikes,
        }
      : null,
};
