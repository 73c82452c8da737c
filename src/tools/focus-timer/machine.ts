/**
 * The Pomodoro focus timer as a pure state machine (docs/tools/focus-timer.md#screen, #data, #behaviour, #constants) on the
 * session kit. Modes focus 25 min, short break 5, long break 15; a finished focus session adds one to
 * its day's count and a history record, and the next mode is a long break when that count is a
 * multiple of 4, else a short break; after a break comes focus. With auto-start the next mode begins
 * 1 s after the last ended (on the wall clock), otherwise it is loaded and waits.
 *
 * The machine owns the visitor's settings (the beep, auto-start) and declares them and the phase under
 * way for the kit to keep (`settingsOf`, `snapshotOf`), so the running phase comes back after a reload
 * or a closed tab, running (the timer is silent until its end). A phase that ended meanwhile is
 * finished at its deadline, once; auto-start then begins the next phase at its true time, unless that
 * phase would itself be over already (then it is loaded and waits: nobody was there to take a break
 * or to focus).
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
  earliest,
  getSessionDeadline,
  getSessionProgress,
  getSessionSecondsLeft,
  getSessionStatus,
  leaveRecordOfSession,
  applyTransportTo,
  tickSession,
  toSessionSnapshot,
  type SessionStatus,
  type TimedSession,
  type TransportEvent,
  transportEventOf,
} from '../../lib/session/timed-session';
import { keepingUnchangedRestores } from '../../lib/session/persisted-session';

/** The tool's slug. */
export const TOOL = 'focus-timer';
/** The three modes (docs/tools/focus-timer.md#behaviour). */
export const MODES = ['focus', 'shortBreak', 'longBreak'] as const;
/** One of the modes. */
export type Mode = (typeof MODES)[number];
/** Length of each mode in minutes; fixed (docs/tools/focus-timer.md#validation, #constants). */
export const MODE_MIN: Readonly<Record<Mode, number>> = { focus: 25, shortBreak: 5, longBreak: 15 };
/** How each mode is named on screen. */
export const MODE_LABELS: Readonly<Record<Mode, string>> = {
  focus: 'Focus',
  shortBreak: 'Short Break',
  longBreak: 'Long Break',
};
/** docs/tools/focus-timer.md#behaviour: a long break after every 4th focus session of the day. */
export const LONG_BREAK_EVERY = 4;
/** The beep when a timer finishes (docs/tools/focus-timer.md#constants). */
export const BEEP_HZ = 800;
export const BEEP_SEC = 0.5;
/** docs/tools/focus-timer.md#constants: auto-start begins the next mode 1 s after the last ended. */
export const AUTO_START_DELAY_MS = 1_000;
/** Defaults of the settings (docs/tools/focus-timer.md#constants). */
export const DEFAULT_SOUND_ON = true;
export const DEFAULT_AUTO_START = false;
/** How far ahead the beep is handed to the audio clock, ms (it sounds on time in a hidden tab). */
export const TONE_LOOKAHEAD_MS = 20_000;

/** A focus session as the history keeps it (docs/tools/focus-timer.md#data). */
export type FocusRecord = HistoryRecord<'focus'>;

/** A finished phase: what ended, what comes next, when. */
export interface PhaseEnd {
  readonly mode: Mode;
  readonly next: Mode;
  readonly endedAt: number;
}

/** The visitor's settings, kept by the kit under the keys in storage.ts. */
export interface Settings {
  /** The beep when a phase ends. */
  readonly isSoundOn: boolean;
  /** The next mode starts by itself. */
  readonly isAutoStart: boolean;
}

/**
 * The timer: a long timer (lib/session/long-timer.ts) whose stretches are focus sessions, with the mode
 * loaded and the phases finished beside them.
 */
export interface State extends LongTimer<'focus'> {
  readonly mode: Mode;
  /** Phases finished since the page loaded (each rise is announced and may notify). */
  readonly phasesDone: number;
  readonly lastPhase: PhaseEnd | null;
}

/** What is kept while something is under way (`snapshotOf`). */
export interface Snapshot {
  readonly mode: Mode;
  readonly session: TimedSession;
  readonly autoStartAt: number | null;
}

/** Things that happen to the timer. */
export type Event =
  | TransportEvent
  | { type: 'selectMode'; mode: Mode; now: number }
  | LongTimerSettingEvent
  | RestoreEvent<Partial<Settings>, Snapshot>;

const toMs = (mode: Mode) => MODE_MIN[mode] * 60_000;

/** The timer before anything happened: focus, 25:00, stopped. */
export function initialState(): State {
  return {
    mode: 'focus',
    session: createSession(toMs('focus')),
    isSoundOn: DEFAULT_SOUND_ON,
    isAutoStart: DEFAULT_AUTO_START,
    autoStartAt: null,
    counts: {},
    done: 0,
    phasesDone: 0,
    lastPhase: null,
    lastFinished: null,
    now: 0,
  };
}

/** The mode after a focus session that made the day's count `count` (docs/tools/focus-timer.md#behaviour). */
export function nextBreakOf(count: number): Mode {
  return count > 0 && count % LONG_BREAK_EVERY === 0 ? 'longBreak' : 'shortBreak';
}

/** `mode` loaded and stopped at full length. */
function load(state: State, mode: Mode): State {
  return { ...state, mode, session: createSession(toMs(mode)), autoStartAt: null };
}

/** The bookkeeping of a phase that has just completed (`session` is complete). */
function finishPhase(state: State, session: TimedSession): State {
  const endedAt = session.endedAt ?? state.now;
  let next: Mode = 'focus';
  let counted = state;
  if (state.mode === 'focus') {
    const tally = countFinished(state, session, {
      type: 'focus',
      tool: TOOL,
      toMinutes: (ms) => Math.round(ms / 60_000),
    });
    counted = tally.state;
    next = nextBreakOf(tally.count);
  }
  return {
    ...load(counted, next),
    phasesDone: state.phasesDone + 1,
    lastPhase: { mode: state.mode, next, endedAt },
    autoStartAt: state.isAutoStart ? endedAt + AUTO_START_DELAY_MS : null,
  };
}

/**
 * Brings the timer to `now`: a running phase past its deadline finishes there; a due auto-start
 * begins the loaded mode at its own start time, unless it would already be over (then it waits).
 */
function advance(state: State, now: number): State {
  let next: State;
  const wasRunning = getSessionStatus(state.session) === 'running';
  const session = tickSession(state.session, now);
  next =
    wasRunning && getSessionStatus(session) === 'complete'
      ? finishPhase(state, session)
      : session === state.session
        ? state
        : { ...state, session };
  // nobody was there to take a break or to focus: a phase that would be over already waits
  const isOver = next.autoStartAt !== null && now >= next.autoStartAt + toMs(next.mode);
  next = startDueAutoStart(next, now, next.session, isOver);
  return next.now === now ? next : { ...next, now };
}

/** The next state. */
export function transition(state: State, event: Event): State {
  const now = Math.max(event.now, 0);
  switch (event.type) {
    case 'tick':
      return advance(state, now);
    case 'start':
    case 'pause':
    case 'resume':
      return applyTransportTo(state, event.type, now, advance);
    case 'reset': {
      // why advance first: a phase already at 00:00 is finished and counted, not thrown away
      const current = advance(state, now);
      return load(current, current.mode);
    }
    case 'selectMode':
      // docs/tools/focus-timer.md#behaviour: choosing a mode loads it stopped
      return load(advance(state, now), event.mode);
    case 'setAutoStart':
    case 'setSound':
    case 'setCounts':
      return applyLongTimerSetting(state, event);
    case 'restore':
      return restoreLongTimer(state, event, {
        isResting: snapshotOf(state) === null,
        resume: (next, snapshot) =>
          advance(
            {
              ...next,
              mode: snapshot.mode,
              session: { ...snapshot.session, now: Math.max(snapshot.session.now, 0) },
              autoStartAt: snapshot.autoStartAt,
            },
            now,
          ),
      });
  }
}

/** What to save: null while the timer rests at focus 25:00, the mode and its session otherwise. */
export function snapshotOf(state: State): Snapshot | null {
  const isResting =
    state.mode === 'focus' &&
    getSessionStatus(state.session) === 'idle' &&
    state.autoStartAt === null;
  if (isResting) return null;
  return {
    mode: state.mode,
    session: toSessionSnapshot(state.session),
    autoStartAt: state.autoStartAt,
  };
}

/** Everything the screen shows. */
export interface View {
  readonly mode: Mode;
  readonly modeLabel: string;
  readonly status: SessionStatus;
  readonly secondsLeft: number;
  readonly progress: number;
  /** Focus sessions finished today (docs/tools/focus-timer.md#data: the sessions count). */
  readonly todayCount: number;
  /** The next mode starts by itself in a moment. */
  readonly isAutoStartPending: boolean;
}

/** Derives the view from the state. */
export function viewOf(state: State): View {
  return {
    mode: state.mode,
    modeLabel: MODE_LABELS[state.mode],
    status: getSessionStatus(state.session),
    secondsLeft: getSessionSecondsLeft(state.session) ?? 0,
    progress: getSessionProgress(state.session),
    todayCount: getTodayCount(state.counts, state.now),
    isAutoStartPending: state.autoStartAt !== null,
  };
}

/** The beep at the end of the running phase, once it is within `horizonMs` (docs/tools/focus-timer.md#constants: 800 Hz, 0.5 s). */
export function tonesOf(state: State, horizonMs: number = TONE_LOOKAHEAD_MS): PlannedTone[] {
  const deadline = getSessionDeadline(state.session);
  if (deadline === null || deadline - state.now > horizonMs) return [];
  return [
    { id: `beep@${deadline}`, atMs: deadline, hz: BEEP_HZ, durationSec: BEEP_SEC, gain: 0.3 },
  ];
}

/** What the page says (and a notification shows) when a phase ends. */
export function phaseEndMessage(
  end: PhaseEnd,
  isAutoStart: boolean,
): { title: string; body: string } {
  if (end.mode === 'focus') {
    const length = `${MODE_MIN[end.next]} minute ${MODE_LABELS[end.next].toLowerCase()}`;
    return {
      title: 'Focus session complete',
      body: isAutoStart
        ? `Your ${length} starts now.`
        : `Time for a ${length}. Start it when you are ready.`,
    };
  }
  return {
    title: 'Break over',
    body: isAutoStart
      ? 'Your next focus session starts now.'
      : 'Start your next focus session when you are ready.',
  };
}

/** What the session hook wires. */
export function factsOf(state: State): SessionFacts {
  return longTimerFacts(state, {
    isRunning: getSessionStatus(state.session) === 'running',
    wakeAt: earliest(getSessionDeadline(state.session), state.autoStartAt),
  });
}

/** The focus timer on the session kit; Space starts, pauses and resumes. */
export const focusTimer: SessionMachine<State, Event, View, Settings, Snapshot> = {
  tool: TOOL,
  timing: 'wall-clock',
  transition: keepingUnchangedRestores(transition),
  viewOf,
  factsOf,
  spaceEventOf: (state) => transportEventOf(getSessionStatus(state.session)),
  // a break is not practice: only focus time goes to the practice log
  leaveRecordOf: (state, now) =>
    state.mode === 'focus' ? leaveRecordOfSession(state.session, TOOL, now) : null,
  settingsOf: (state) => ({ isSoundOn: state.isSoundOn, isAutoStart: state.isAutoStart }),
  snapshotOf,
};
