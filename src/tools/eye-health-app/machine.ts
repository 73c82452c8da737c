/**
 * The 20-20-20 eye timer as a pure state machine (docs/tools/eye-health-app.md#screen, #data, #behaviour, #constants) on the
 * session kit: every 20 minutes of screen time (1200 s on the wall clock, pauses excluded) a 20 s break
 * to look 20 feet away. States idle, running, paused and break. At zero the break begins at the
 * deadline itself (its true time, however late the page noticed), the day's count rises by one and a
 * record is made; a completion chime (523.25 Hz, 1 s) and a soft 440 Hz tone at each even second left
 * are planned on the audio clock ahead of time. Continue closes the break once it is over; with
 * auto-start a new session begins 1 s later.
 *
 * Beyond the spec: the machine owns the sound setting and declares it and the session under way for the
 * kit to keep (`settingsOf`, `snapshotOf`), so a session or a break comes back after a reload, running
 * on the wall clock; and the last 10 s before a break are announced as a warning.
 */
import type { PlannedTone } from '../../lib/audio/use-tone-schedule';
import { getTodayCount } from '../../lib/session/day-tally';
import type { HistoryRecord } from '../../lib/session/history';
import {
  applyLongTimerSetting,
  countFinished,
  longTimerFacts,
  restoreLongTimer,
  startDueAutoStart,
  type LongTimer,
  type LongTimerSettingEvent,
} from '../../lib/session/long-timer';
import type { RestoreEvent, SessionFacts, SessionMachine } from '../../lib/session/use-session';
import {
  createSession,
  getSessionDeadline,
  getSessionProgress,
  getSessionSecondsLeft,
  getSessionStatus,
  leaveRecordOfSession,
  applyTransportTo,
  tickSession,
  toSessionSnapshot,
  type TimedSession,
  type TransportEvent,
  transportEventOf,
} from '../../lib/session/timed-session';
import { keepingUnchangedRestores } from '../../lib/session/persisted-session';

/** The tool's slug. */
export const TOOL = 'eye-health-app';
/** Work session length (docs/tools/eye-health-app.md#constants). */
export const WORK_SEC = 1_200;
/** Break length (docs/tools/eye-health-app.md#constants). */
export const BREAK_SEC = 20;
/** Display tick while working, ms (docs/tools/eye-health-app.md#constants: timer tick 100 ms). */
export const WORK_TICK_MS = 100;
/** docs/tools/eye-health-app.md#constants: a new session starts 1 s after Continue when auto-start is on. */
export const AUTO_START_DELAY_MS = 1_000;
/** Completion chime (docs/tools/eye-health-app.md#constants). */
export const CHIME_HZ = 523.25;
export const CHIME_SEC = 1;
/** The soft tone at each even second of the break (docs/tools/eye-health-app.md#constants). */
export const BREAK_TONE_HZ = 440;
export const BREAK_TONE_SEC = 1;
/** The sound flag's default (docs/tools/eye-health-app.md#constants). */
export const DEFAULT_SOUND_ON = true;
/** Seconds before a break that the page warns it is coming (beyond the spec, as Stretchly does). */
export const PRE_BREAK_WARNING_SEC = 10;
/** How far ahead tones are handed to the audio clock, ms. */
export const TONE_LOOKAHEAD_MS = 30_000;

/** A session as the history keeps it (docs/tools/eye-health-app.md#data: type always 'eye-care'). */
export type EyeRecord = HistoryRecord<'eye-care'>;

/** Where the timer is (docs/tools/eye-health-app.md#behaviour). */
export type EyeStatus = 'idle' | 'running' | 'paused' | 'break';

/** The visitor's settings kept by the kit (docs/tools/eye-health-app.md#data: auto-start is not persisted). */
export interface Settings {
  /** The chime and the break tones. */
  readonly isSoundOn: boolean;
}

/**
 * The timer: a long timer (lib/session/long-timer.ts) whose stretches are the 1200 s work sessions
 * (the session is 'complete' while the break is on), with the break beside it. Auto-start is not
 * kept (docs/tools/eye-health-app.md#data: auto-start is not persisted).
 */
export interface State extends LongTimer<'eye-care'> {
  /** Wall time (ms) the break began (the work session's deadline), or null outside a break. */
  readonly breakStartedAt: number | null;
}

/** What is saved while a session or a break is under way. */
export interface Snapshot {
  readonly session: TimedSession;
  readonly breakStartedAt: number | null;
}

/** Things that happen to the timer. */
export type Event =
  | TransportEvent
  | { type: 'continue'; now: number }
  | LongTimerSettingEvent
  | { type: 'resetToday'; day: string; now: number }
  | RestoreEvent<Partial<Settings>, Snapshot>;

/** Idle at 1200 s. */
export function initialState(): State {
  return {
    session: createSession(WORK_SEC * 1000),
    breakStartedAt: null,
    isSoundOn: DEFAULT_SOUND_ON,
    isAutoStart: false,
    autoStartAt: null,
    counts: {},
    done: 0,
    lastFinished: null,
    now: 0,
  };
}

/** Whole seconds of the break left at `now` (20 → 0; the break tick is 1 s). */
export function getBreakSecondsLeft(breakStartedAt: number, now: number): number {
  const elapsedSec = Math.floor(Math.max(0, now - breakStartedAt) / 1000);
  return Math.max(0, BREAK_SEC - elapsedSec);
}

/** The timer's status (docs/tools/eye-health-app.md#behaviour). */
export function statusOf(state: State): EyeStatus {
  if (state.breakStartedAt !== null) return 'break';
  const status = getSessionStatus(state.session);
  return status === 'running' || status === 'paused' ? status : 'idle';
}

/** A running session past its deadline becomes the break; a due auto-start begins a session. */
function advance(state: State, now: number): State {
  let next: State = state;
  if (getSessionStatus(state.session) === 'running') {
    const session = tickSession(state.session, now);
    if (getSessionStatus(session) === 'complete') {
      const counted = countFinished(state, session, {
        type: 'eye-care',
        tool: TOOL,
        toMinutes: (ms) => Math.floor(ms / 60_000),
      }).state;
      next = { ...counted, breakStartedAt: session.endedAt ?? now };
    } else if (session !== state.session) next = { ...state, session };
  }
  next = startDueAutoStart(next, now, createSession(WORK_SEC * 1000));
  return next.now === now ? next : { ...next, now };
}

/** Back to idle at 1200 s, the break cleared (docs/tools/eye-health-app.md#behaviour). */
function toIdle(state: State): State {
  return {
    ...state,
    session: createSession(WORK_SEC * 1000),
    breakStartedAt: null,
    autoStartAt: null,
  };
}

/** The next state. */
export function transition(state: State, event: Event): State {
  const now = Math.max(0, event.now);
  switch (event.type) {
    case 'tick':
      return advance(state, now);
    case 'start':
    case 'pause':
    case 'resume':
      // a pause after the deadline begins the break instead (the kit's late-pause rule); a start
      // during the break does nothing (its session is complete, not idle)
      return applyTransportTo(state, event.type, now, advance);
    case 'reset':
      return toIdle({ ...state, now });
    case 'continue': {
      const current = advance(state, now);
      if (current.breakStartedAt === null) return current;
      if (getBreakSecondsLeft(current.breakStartedAt, now) > 0) return current;
      const idle = toIdle(current);
      return current.isAutoStart ? { ...idle, autoStartAt: now + AUTO_START_DELAY_MS } : idle;
    }
    case 'setAutoStart':
    case 'setSound':
    case 'setCounts':
      return applyLongTimerSetting(state, event);
    case 'resetToday':
      // docs/tools/eye-health-app.md#behaviour: the day's count goes back to 0 (its records go with it, in the island's storage)
      return { ...state, counts: { ...state.counts, [event.day]: 0 }, now };
    case 'restore':
      return restoreLongTimer(state, event, {
        isResting: statusOf(state) === 'idle',
        resume: (next, { session, breakStartedAt }) =>
          advance(
            { ...next, session: { ...session, now: Math.max(session.now, 0) }, breakStartedAt },
            now,
          ),
      });
  }
}

/** What to save: a session under way or a break; nothing while idle. */
export function snapshotOf(state: State): Snapshot | null {
  if (statusOf(state) === 'idle') return null;
  return { session: toSessionSnapshot(state.session), breakStartedAt: state.breakStartedAt };
}

/** The status line under the ring (docs/tools/eye-health-app.md#screen). */
export const STATUS_TEXT: Readonly<Record<EyeStatus, string>> = {
  idle: 'Ready to start',
  running: 'Protecting your eyes',
  paused: 'Paused',
  break: 'Eye Break Time!',
};

/** Everything the screen shows. */
export interface View {
  readonly status: EyeStatus;
  readonly statusText: string;
  /** Whole seconds of work left, rounded up. */
  readonly secondsLeft: number;
  /** Fraction of the work session done, 0..1. */
  readonly progress: number;
  /** Seconds of the break left (20 → 0), or null outside a break. */
  readonly breakSecondsLeft: number | null;
  /** Fraction of the break done, 0..1. */
  readonly breakProgress: number;
  /** The break is over: Continue is enabled. */
  readonly canContinue: boolean;
  /** Seconds until the break, during the warning before it; null otherwise. */
  readonly warningSec: number | null;
  readonly todayCount: number;
  readonly isAutoStartPending: boolean;
}

/** Derives the view from the state. */
export function viewOf(state: State): View {
  const status = statusOf(state);
  const secondsLeft = status === 'break' ? 0 : (getSessionSecondsLeft(state.session) ?? 0);
  const breakSecondsLeft =
    state.breakStartedAt === null ? null : getBreakSecondsLeft(state.breakStartedAt, state.now);
  return {
    status,
    statusText: STATUS_TEXT[status],
    secondsLeft,
    progress: status === 'break' ? 1 : getSessionProgress(state.session),
    breakSecondsLeft,
    breakProgress: breakSecondsLeft === null ? 0 : (BREAK_SEC - breakSecondsLeft) / BREAK_SEC,
    canContinue: breakSecondsLeft === 0,
    warningSec:
      status === 'running' && secondsLeft <= PRE_BREAK_WARNING_SEC
        ? Math.max(1, secondsLeft)
        : null,
    todayCount: getTodayCount(state.counts, state.now),
    isAutoStartPending: state.autoStartAt !== null,
  };
}

/**
 * The chime at the start of a break and the soft tones at each even second left (18, 16 … 2), planned
 * from the deadline while working and from the break's start during it; those within `horizonMs`.
 */
export function tonesOf(state: State, horizonMs: number = TONE_LOOKAHEAD_MS): PlannedTone[] {
  const breakAt = state.breakStartedAt ?? getSessionDeadline(state.session);
  if (breakAt === null) return [];
  const tones: PlannedTone[] = [
    { id: `chime@${breakAt}`, atMs: breakAt, hz: CHIME_HZ, durationSec: CHIME_SEC, gain: 0.3 },
  ];
  // docs/tools/eye-health-app.md#behaviour: a soft tone at each even second while seconds remain (not at 20: the chime is there)
  for (let left = BREAK_SEC - 2; left > 0; left -= 2) {
    const atMs = breakAt + (BREAK_SEC - left) * 1000;
    tones.push({
      id: `break@${atMs}`,
      atMs,
      hz: BREAK_TONE_HZ,
      durationSec: BREAK_TONE_SEC,
      gain: 0.12,
    });
  }
  return tones.filter((tone) => tone.atMs - state.now <= horizonMs);
}

/** The next exact event: the deadline, the next break second, or the auto-start. */
function wakeAtOf(state: State): number | null {
  const deadline = getSessionDeadline(state.session);
  if (deadline !== null) {
    const warningAt = deadline - PRE_BREAK_WARNING_SEC * 1000;
    return state.now < warningAt ? warningAt : deadline;
  }
  if (state.breakStartedAt !== null) {
    const left = getBreakSecondsLeft(state.breakStartedAt, state.now);
    return left > 0 ? state.breakStartedAt + (BREAK_SEC - left + 1) * 1000 : null;
  }
  return state.autoStartAt;
}

/** What the session hook wires. */
export function factsOf(state: State): SessionFacts {
  const view = viewOf(state);
  return longTimerFacts(state, {
    isRunning: view.status === 'running' || (view.status === 'break' && !view.canContinue),
    wakeAt: wakeAtOf(state),
    tickMs: view.status === 'break' ? 1_000 : WORK_TICK_MS,
  });
}

/** The eye timer on the session kit; Space starts, pauses and resumes (and continues after a break). */
export const eyeHealthApp: SessionMachine<State, Event, View, Settings, Snapshot> = {
  tool: TOOL,
  timing: 'wall-clock',
  transition: keepingUnchangedRestores(transition),
  viewOf,
  factsOf,
  spaceEventOf: (state) => {
    const view = viewOf(state);
    if (view.status === 'break') return view.canContinue ? { type: 'continue' } : null;
    return transportEventOf(view.status);
  },
  leaveRecordOf: (state, now) => leaveRecordOfSession(state.session, TOOL, now),
  settingsOf: (state) => ({ isSoundOn: state.isSoundOn }),
  snapshotOf,
};
