/**
 * The garden as a pure state machine (docs/tools/garden-plant-meditation.md#screen, #data, #behaviour, #validation, #constants) on the session kit: each
 * meditation session that runs to zero is recorded and, while the garden has fewer than 36 plants,
 * grows one plant of a random type (the roll enters with 'Plant a Seed', so the machine decides
 * everything). The 36th plant completes the garden once; 'Start New Garden' clears the plants only.
 * End Session stops without recording. The breathing circle loops 16 s (4 in, 4 hold, 4 out, 4 hold)
 * on the session's elapsed time and rests when no session runs.
 *
 * The machine owns the visitor's settings and the garden itself (plants, sessions, completed gardens)
 * and declares them and the session under way for the kit to keep (`settingsOf`, `snapshotOf`). After
 * a reload a session comes back at the wall clock's point: running when the garden is silent (muted or
 * birdsong off), otherwise paused with Resume (the browser plays the birdsong only after a tap). One
 * that ran out while the page was gone grows its plant once.
 */
import { lastDays, toLocalDay } from '../../lib/clock/local-day';
import { locate, type Schedule } from '../../lib/session/schedule';
import type { RestoreEvent, SessionFacts, SessionMachine } from '../../lib/session/use-session';
import {
  createSession,
  earliest,
  getSessionElapsedMs,
  getSessionProgress,
  getSessionDeadline,
  getSessionSecondsLeft,
  getSessionStatus,
  leaveRecordOfSession,
  pauseSession,
  resetSession,
  resumeSession,
  setSessionDuration,
  startSession,
  tickSession,
  toSessionRecord,
  toSessionSnapshot,
  type FailEvent,
  type SessionStatus,
  type StopEvent,
  type TimedSession,
} from '../../lib/session/timed-session';
import { keepingUnchangedRestores } from '../../lib/session/persisted-session';

/** The tool's slug. */
export const TOOL = 'garden-plant-meditation';
/** Plots in the garden: a 6 × 6 grid (docs/tools/garden-plant-meditation.md#constants). */
export const PLOTS = 36;
export const GRID_SIZE = 6;
/** The plant types (docs/tools/garden-plant-meditation.md#data). */
export const PLANT_TYPES = [
  'seed',
  'sprout',
  'flower1',
  'flower2',
  'flower3',
  'flower4',
  'flower5',
  'tree1',
  'tree2',
  'bush1',
  'bush2',
  'special1',
  'special2',
  'special3',
] as const;
/** One plant type. */
export type PlantType = (typeof PLANT_TYPES)[number];
/** Session lengths in seconds; 30 s is the demo and the default (docs/tools/garden-plant-meditation.md#constants). */
export const SESSION_OPTIONS_SEC = [30, 60, 180, 300, 600, 1200] as const;
/** One session length. */
export type SessionSec = (typeof SESSION_OPTIONS_SEC)[number];
export const DEFAULT_SESSION_SEC: SessionSec = 30;
/** How a session length is offered: '30 s (demo)', '1 min', '20 min'. */
export function formatSessionSec(sec: SessionSec): string {
  return sec < 60 ? `${sec} s (demo)` : `${sec / 60} min`;
}
/** Seconds practised as '45 s', '12 min' or '2 h 5 min'. */
export function formatPractised(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}
/** The garden's name unless the visitor gives one (docs/tools/garden-plant-meditation.md#data). */
export const DEFAULT_GARDEN_NAME = 'My Mindful Garden';
/** The longest garden name, in characters (docs/tools/garden-plant-meditation.md#validation shows no bound; a bound keeps the title whole). */
export const GARDEN_NAME_MAX = 40;
/** Ambient volume (docs/tools/garden-plant-meditation.md#constants). */
export const AMBIENT_VOLUME = 0.6;
/** How long a new plant stays highlighted, ms (docs/tools/garden-plant-meditation.md#constants). */
export const HIGHLIGHT_MS = 3_000;
/** docs/tools/garden-plant-meditation.md#behaviour: the breathing circle, 4 s in, 4 s hold, 4 s out, 4 s hold, repeating. */
export const BREATH_SCHEDULE: Schedule<'in' | 'holdIn' | 'out' | 'holdOut'> = {
  phases: [
    { key: 'in', ms: 4_000 },
    { key: 'holdIn', ms: 4_000 },
    { key: 'out', ms: 4_000 },
    { key: 'holdOut', ms: 4_000 },
  ],
  repeats: true,
};
/** One phase of the breathing circle. */
export type BreathPhase = (typeof BREATH_SCHEDULE.phases)[number]['key'];

/** A plant (docs/tools/garden-plant-meditation.md#data). */
export interface Plant {
  readonly type: PlantType;
  /** When it was planted, ISO 8601. */
  readonly planted: string;
  /** Numeric, time-based: the wall time (ms) it was planted. */
  readonly id: number;
}

/** A recorded session (docs/tools/garden-plant-meditation.md#data). */
export interface GardenSession {
  /** Local day, 'YYYY-MM-DD'. */
  readonly date: string;
  /** Seconds. */
  readonly duration: number;
  /** When it ended, ISO 8601. */
  readonly timestamp: string;
}

/** What the garden keeps (docs/tools/garden-plant-meditation.md#data: gardenPlants, gardenSessions, completedGardens). */
export interface Garden {
  readonly plants: readonly Plant[];
  readonly sessions: readonly GardenSession[];
  readonly completedGardens: number;
}

/**
 * The visitor's settings and the garden, kept by the kit under the spec's keys (storage.ts). The length
 * stays in seconds: the spec stores `sessionDuration` in seconds, and its 30 s demo is no whole minute.
 */
export interface Settings {
  readonly name: string;
  readonly sessionSec: SessionSec;
  readonly isMuted: boolean;
  /** The birdsong plays during sessions. */
  readonly isAmbientOn: boolean;
  readonly plants: readonly Plant[];
  readonly sessions: readonly GardenSession[];
  readonly completedGardens: number;
}

/** The session under way, as kept across a reload. */
export interface Snapshot {
  readonly session: TimedSession;
  readonly sessionSec: SessionSec;
  readonly pendingType: PlantType;
}

/** The garden and its session. */
export interface State {
  readonly garden: Garden;
  readonly name: string;
  readonly isMuted: boolean;
  readonly isAmbientOn: boolean;
  readonly sessionSec: SessionSec;
  readonly session: TimedSession;
  /** The type the running session will grow (picked by the roll of 'Plant a Seed'). */
  readonly pendingType: PlantType;
  /** The newest plant and when its highlight ends (ms), or null. */
  readonly highlight: { readonly id: number; readonly until: number } | null;
  /** Rises whenever a plant grows or a new garden begins (a completed garden's card is per version). */
  readonly gardenVersion: number;
  /** docs/tools/garden-plant-meditation.md#errors: the birdsong failed to play; treated as unavailable audio. */
  readonly isAudioFailed: boolean;
}

/** Things that happen in the garden. */
export type Event =
  | {
      type: 'start';
      /**
       * A number in [0, 1) that picks the plant type (chance enters as data). Space, which has no
       * roll of its own, leaves it out: the start time is rolled instead (`rollOfTime`).
       */
      roll?: number;
      now: number;
    }
  | { type: 'resume'; now: number }
  | StopEvent
  | { type: 'tick'; now: number }
  /** The length in seconds, as the spec stores it (its 30 s demo is no whole minute). */
  | { type: 'setSessionSec'; sessionSec: SessionSec; now: number }
  | { type: 'setName'; name: string; now: number }
  | { type: 'setMuted'; isMuted: boolean; now: number }
  | { type: 'setAmbient'; isAmbientOn: boolean; now: number }
  | { type: 'startNewGarden'; now: number }
  | RestoreEvent<Partial<Settings>, Snapshot>
  | FailEvent;

/** An empty garden before anything is read. */
export function initialState(): State {
  return {
    garden: { plants: [], sessions: [], completedGardens: 0 },
    name: DEFAULT_GARDEN_NAME,
    isMuted: false,
    isAmbientOn: true,
    sessionSec: DEFAULT_SESSION_SEC,
    session: createSession(DEFAULT_SESSION_SEC * 1000),
    pendingType: 'seed',
    highlight: null,
    gardenVersion: 0,
    isAudioFailed: false,
  };
}

/** The plant type a roll in [0, 1) picks, each type equally likely. */
export function pickPlantType(roll: number): PlantType {
  const index = Math.floor(Math.min(Math.max(roll, 0), 0.999_999) * PLANT_TYPES.length);
  return PLANT_TYPES[index] ?? 'seed';
}

/** A roll in [0, 1) made from a wall time (ms): an integer hash, so neighbouring times differ. */
export function rollOfTime(now: number): number {
  let hash = Math.floor(now) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b) >>> 0;
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

/** docs/tools/garden-plant-meditation.md#constants: level = floor(plants / 3) + 1. */
export function levelOf(plantCount: number): number {
  return Math.floor(plantCount / 3) + 1;
}

/** docs/tools/garden-plant-meditation.md#constants: the achievement line by gardens completed. */
export function achievementOf(completedGardens: number): string {
  if (completedGardens <= 1) return 'First Garden Master';
  if (completedGardens < 5) return 'Garden Cultivator';
  if (completedGardens < 10) return 'Mindfulness Expert';
  return 'Zen Master';
}

/** docs/tools/garden-plant-meditation.md#constants: the progress message by plant count (under 5, 15, 25, 35, and above; texts ours). */
export function progressMessageOf(plantCount: number): string {
  if (plantCount < 5) return 'Your garden is just beginning. Every session plants a seed.';
  if (plantCount < 15) return 'Little shoots are appearing. Keep tending your practice.';
  if (plantCount < 25) return 'Your garden is growing lush and green.';
  if (plantCount < 35) return 'Your garden is flourishing, nearly full of life.';
  return 'Your garden is in full bloom.';
}

/** The garden after a session that ran to zero at `endedAt` grew (or, when full, did not grow) a plant. */
export function harvest(
  garden: Garden,
  type: PlantType,
  durationSec: number,
  endedAt: number,
): { garden: Garden; plant: Plant | null } {
  const timestamp = new Date(endedAt).toISOString();
  const sessions = [
    ...garden.sessions,
    { date: toLocalDay(endedAt), duration: durationSec, timestamp },
  ];
  if (garden.plants.length >= PLOTS) return { garden: { ...garden, sessions }, plant: null };
  const plant: Plant = { type, planted: timestamp, id: endedAt };
  const plants = [...garden.plants, plant];
  // docs/tools/garden-plant-meditation.md#behaviour: the 36th plant completes the garden, once
  const completedGardens = garden.completedGardens + (plants.length === PLOTS ? 1 : 0);
  return { garden: { plants, sessions, completedGardens }, plant };
}

/** A session running or paused (paused only when brought back after a reload, waiting for a tap). */
function isUnderWay(state: State): boolean {
  const status = getSessionStatus(state.session);
  return status === 'running' || status === 'paused';
}

/** The birdsong would play: the browser needs a tap first, so a restored session waits for Resume. */
const isSounding = (state: State) => state.isAmbientOn && !state.isMuted;

/** A new length, taken only while no session is under way. */
function setSessionSec(state: State, sessionSec: SessionSec): State {
  if (isUnderWay(state)) return state;
  const session = setSessionDuration(state.session, sessionSec * 1000);
  if (session === state.session && state.sessionSec === sessionSec) return state;
  return { ...state, sessionSec, session };
}

/** The settings and garden a restore brings (each field that came). */
function withSettings(state: State, settings: Partial<Settings>): State {
  const { plants, sessions, completedGardens } = settings;
  const next: State = {
    ...state,
    name: settings.name ?? state.name,
    isMuted: settings.isMuted ?? state.isMuted,
    isAmbientOn: settings.isAmbientOn ?? state.isAmbientOn,
    garden: {
      plants: plants ?? state.garden.plants,
      sessions: sessions ?? state.garden.sessions,
      completedGardens: completedGardens ?? state.garden.completedGardens,
    },
  };
  return settings.sessionSec === undefined ? next : setSessionSec(next, settings.sessionSec);
}

/** The next state. */
export function transition(state: State, event: Event): State {
  switch (event.type) {
    case 'restore': {
      const { snapshot } = event;
      const next = withSettings(state, event.settings);
      if (!snapshot || isUnderWay(next)) return next;
      const saved = setSessionSec(next, snapshot.sessionSec);
      const session: TimedSession = {
        ...snapshot.session,
        now: Math.max(snapshot.session.now, 0),
        completions: saved.session.completions,
      };
      // the tick grows the plant of a session that ran out while the page was gone, at its end, once
      const ticked = transition(
        { ...saved, pendingType: snapshot.pendingType, session },
        { type: 'tick', now: event.now },
      );
      return (isSounding(ticked) || event.leftAt !== undefined) &&
        getSessionStatus(ticked.session) === 'running'
        ? { ...ticked, session: pauseSession(ticked.session, event.now) }
        : ticked;
    }
    case 'resume':
      return { ...state, session: resumeSession(state.session, event.now) };
    case 'setName':
      return { ...state, name: event.name };
    case 'setMuted':
      return { ...state, isMuted: event.isMuted };
    case 'setAmbient':
      return { ...state, isAmbientOn: event.isAmbientOn };
    case 'start': {
      const status = getSessionStatus(state.session);
      if (status === 'running' || status === 'paused') return state;
      return {
        ...state,
        session: startSession(state.session, event.now),
        pendingType: pickPlantType(event.roll ?? rollOfTime(event.now)),
      };
    }
    case 'stop': {
      // docs/tools/garden-plant-meditation.md#behaviour: End Session stops without recording (unless the session had already run out)
      const settled = tickSession(state.session, event.now);
      if (getSessionStatus(settled) === 'complete')
        return transition(state, { ...event, type: 'tick' });
      return { ...state, session: resetSession(state.session) };
    }
    case 'tick': {
      const wasRunning = getSessionStatus(state.session) === 'running';
      const session = tickSession(state.session, event.now);
      const highlight =
        state.highlight && event.now >= state.highlight.until ? null : state.highlight;
      if (!wasRunning || getSessionStatus(session) !== 'complete') {
        return session === state.session && highlight === state.highlight
          ? state
          : { ...state, session, highlight };
      }
      const endedAt = session.endedAt ?? event.now;
      const result = harvest(state.garden, state.pendingType, state.sessionSec, endedAt);
      return {
        ...state,
        session,
        garden: result.garden,
        gardenVersion: state.gardenVersion + 1,
        highlight: result.plant
          ? { id: result.plant.id, until: endedAt + HIGHLIGHT_MS }
          : highlight,
      };
    }
    case 'setSessionSec':
      return setSessionSec(state, event.sessionSec);
    case 'fail':
      return state.isAudioFailed ? state : { ...state, isAudioFailed: true };
    case 'startNewGarden':
      // docs/tools/garden-plant-meditation.md#behaviour: clears plants only; sessions and the completed count are kept
      return {
        ...state,
        garden: { ...state.garden, plants: [] },
        highlight: null,
        gardenVersion: state.gardenVersion + 1,
      };
  }
}

/** One day of the weekly strip. */
export interface DayOfWeek {
  readonly date: string;
  readonly sessions: number;
  readonly seconds: number;
}

/** The last 7 days, oldest first, with their sessions and seconds practised. */
export function weekOf(sessions: readonly GardenSession[], today: string): DayOfWeek[] {
  return lastDays(today, 7).map((date) => {
    const ofDay = sessions.filter((session) => session.date === date);
    return {
      date,
      sessions: ofDay.length,
      seconds: ofDay.reduce((sum, session) => sum + session.duration, 0),
    };
  });
}

/**
 * How far the session's plant has grown (issue 24, as Forest: it grows with the session, in view):
 * a seed for the first third, a sprout for the second, then the young plant; grown once planted.
 */
export type GrowthStage = 'seed' | 'sprout' | 'young' | 'grown';

/** The stage at `progress` (0..1) of a session. */
export function growthStageOf(progress: number): Exclude<GrowthStage, 'grown'> {
  if (progress < 1 / 3) return 'seed';
  return progress < 2 / 3 ? 'sprout' : 'young';
}

/** Everything the screen shows. */
export interface View {
  readonly status: SessionStatus;
  readonly isActive: boolean;
  readonly secondsLeft: number;
  readonly elapsedSec: number;
  readonly plantCount: number;
  readonly level: number;
  readonly progressMessage: string;
  readonly isComplete: boolean;
  readonly achievement: string;
  /** The breathing circle's phase, or null at rest. */
  readonly breath: { readonly phase: BreathPhase; readonly secondsLeft: number } | null;
  readonly highlightId: number | null;
  /**
   * The plant of the session under way, drawn as its stage (a seed, a sprout, then its own type), or
   * the plant just grown while it is highlighted; null otherwise.
   */
  readonly growth: {
    readonly stage: GrowthStage;
    /** What to draw: 'seed', 'sprout', or the plant's type. */
    readonly drawn: PlantType;
    readonly type: PlantType;
  } | null;
  readonly totalSessions: number;
  readonly totalSeconds: number;
}

function growthOf(state: State, isActive: boolean): View['growth'] {
  if (isActive) {
    const stage = growthStageOf(getSessionProgress(state.session));
    const drawn = stage === 'young' ? state.pendingType : stage;
    return { stage, drawn, type: state.pendingType };
  }
  const planted = state.garden.plants.find((plant) => plant.id === state.highlight?.id);
  return planted ? { stage: 'grown', drawn: planted.type, type: planted.type } : null;
}

/** Derives the view from the state. */
export function viewOf(state: State): View {
  const status = getSessionStatus(state.session);
  const isActive = status === 'running';
  const elapsedMs = getSessionElapsedMs(state.session);
  const position = isActive ? locate(BREATH_SCHEDULE, elapsedMs) : null;
  const { plants, sessions, completedGardens } = state.garden;
  return {
    status,
    isActive,
    secondsLeft: getSessionSecondsLeft(state.session) ?? 0,
    elapsedSec: Math.floor(elapsedMs / 1000),
    plantCount: plants.length,
    level: levelOf(plants.length),
    progressMessage: progressMessageOf(plants.length),
    isComplete: plants.length >= PLOTS,
    achievement: achievementOf(completedGardens),
    breath: position
      ? {
          phase: position.key,
          secondsLeft: Math.max(1, Math.ceil(position.phaseRemainingMs / 1000)),
        }
      : null,
    highlightId: state.highlight?.id ?? null,
    growth: growthOf(state, isActive),
    totalSessions: sessions.length,
    totalSeconds: sessions.reduce((sum, session) => sum + session.duration, 0),
  };
}

/** What the session hook wires: the deadline, or the end of a new plant's highlight. */
export function factsOf(state: State): SessionFacts {
  return {
    isRunning: getSessionStatus(state.session) === 'running',
    wakeAt: earliest(getSessionDeadline(state.session), state.highlight?.until),
    completions: state.session.completions,
    record: toSessionRecord(state.session, TOOL),
  };
}

/**
 * The garden on the session kit. Space plants a seed; it does not end a session (the garden has no
 * pause, and End Session records nothing: a stray key must not lose a sitting).
 */
export const gardenPlantMeditation: SessionMachine<State, Event, View, Settings, Snapshot> = {
  tool: TOOL,
  timing: 'attention',
  transition: keepingUnchangedRestores(transition),
  viewOf,
  factsOf,
  spaceEventOf: (state) => {
    const status = getSessionStatus(state.session);
    return status === 'running' ? null : { type: status === 'paused' ? 'resume' : 'start' };
  },
  leaveRecordOf: (state, now) => leaveRecordOfSession(state.session, TOOL, now),
  settingsOf: (state) => ({
    name: state.name,
    sessionSec: state.sessionSec,
    isMuted: state.isMuted,
    isAmbientOn: state.isAmbientOn,
    plants: state.garden.plants,
    sessions: state.garden.sessions,
    completedGardens: state.garden.completedGardens,
  }),
  snapshotOf: (state) =>
    isUnderWay(state)
      ? {
          session: toSessionSnapshot(state.session),
          sessionSec: state.sessionSec,
          pendingType: state.pendingType,
        }
      : null,
};
