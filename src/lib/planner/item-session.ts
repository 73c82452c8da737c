/**
 * The timed practice the yoga and exercise planners share (docs/tools/ai-yoga-planner.md#behaviour, "Exercise
 * session"), as one pure machine on the session kit: a run through today's items, each for the same
 * target time, with a get-ready countdown before the first and an optional rest between items.
 * An exercise that names its dose runs as a workout does (Fitbod, Strong; issue 43): its sets one after
 * another with a rest between, a set of reps ending when the visitor says Done set, a timed hold when
 * its timer ends; the run counts the sets done.
 *
 * - One open-ended `TimedSession` times the whole run; every phase (ready, item, rest) starts at an
 *   elapsed time of that clock, so pauses keep both clocks and a sleeping tab lands in the right place.
 * - A cue sounds 2 s before an item's target when the target is over 2 s (docs/tools/planners.md#constants), and, for the
 *   exercise planner, again at the target. `cues` rises once per cue the run passes (cues skipped over
 *   by a sleeping tab collapse into one); the island plays the tones when it rises.
 * - At the target the run moves on by itself; after the last item it ends and its record is kept in
 *   `finished`. Next skips ahead (on the last item it finishes); Stop ends early. Either records only
 *   when practice time is above 0, then everything resets (docs/tools/planners.md#behaviour).
 */
import type { RestoreEvent, SessionFacts, SessionMachine, Untimed } from '../session/use-session';
import { ITEM_MINUTES, clampMinutes } from './items';
import type { Prescription } from './prescription';
import {
  createSession,
  getSessionElapsedMs,
  getSessionStatus,
  pauseSession,
  resetSession,
  resumeSession,
  startSession,
  tickSession,
  toSessionSnapshot,
  type SessionRecord,
  type TimedSession,
} from '../session/timed-session';

/** The cue sounds this long before an item's target, ms (docs/tools/planners.md#constants). */
export const CUE_LEAD_MS = 2_000;
/** The elapsed clock is shown to the tenth of a second, so the ticker runs every 100 ms (docs/tools/planners.md#constants). */
export const RUN_TICK_MS = 100;
/** The get-ready countdown before the first item, s (docs/tools/ai-yoga-planner.md#constants; the workout's too). */
export const READY_SEC = 5;
/** What +15 s adds to a rest, ms. */
export const REST_EXTEND_MS = 15_000;

/** Where a run is. */
export type RunPhase = 'ready' | 'item' | 'rest';
/** Which cue sounded: 2 s before the target, or at it. */
export type CueKind = 'warn' | 'end';

/** How a planner's practice runs. */
export interface RunOptions {
  /** The tool's slug (practice-log entries name it). */
  readonly tool: string;
  /** Get-ready countdown before the first item, ms (0: none). */
  readonly readyMs: number;
  /** A cue also sounds at each item's target, not only 2 s before it. */
  readonly isEndCued: boolean;
  /** Ticker period, ms (default RUN_TICK_MS; a workout's clocks show whole seconds). */
  readonly tickMs?: number;
  /** The practice log keeps the sets done with the session (a workout; issue 43: the journal records sets). */
  readonly isSetCounted?: boolean;
}

/** One item of a run: what the screen shows while it lasts. */
export interface RunItem {
  readonly name: string;
  readonly steps: readonly string[];
  /** Its category, for its picture (issue 25). */
  readonly category?: string;
  /** The category in words ('custom pose'), for a picture without a drawing. */
  readonly kindLabel?: string;
  /** What to watch for, where the item needs it. */
  readonly caution?: string | null;
  /** Sets of reps or of a hold, where the item names them (an exercise); else one set of the target. */
  readonly dose?: Prescription | null;
}

/**
 * The visitor's settings for a run, kept by the session kit under the planner's keys (`settingsOf`):
 * the machine is their one keeper, so the page never copies stored values into it (issue 45).
 */
export interface RunSettings {
  /** Minutes per item, 1–10 (an item without a dose of its own). */
  readonly minutes: number;
  /** Rest between sets and items, s (0: none). */
  readonly restSec?: number;
}

/** What the page shows for a run: today's items, and whether the start screen is on screen. */
export interface RunDraft {
  readonly items: readonly RunItem[];
  readonly isShown: boolean;
}

/** What a run started with: which items, each for how long, with what rest between. */
export interface RunPlan {
  /** Today's items (the run keeps the list it started with). */
  readonly items: readonly RunItem[];
  readonly targetMs: number;
  readonly restMs: number;
  /** The start screen is on screen (Space may start only then). */
  readonly isShown: boolean;
}

/** A run under way. */
export interface Run {
  /** The plan as it was at Start. */
  readonly plan: RunPlan;
  readonly index: number;
  /** The set of the current item, from 0 (during a rest: the one just done). */
  readonly set: number;
  readonly phase: RunPhase;
  /** Elapsed time of the session clock at which the current phase began, ms. */
  readonly phaseStartMs: number;
  /** Time added to the current rest with +15 s, ms. */
  readonly extraMs: number;
  /** Sets finished so far (a set skipped with Next is not one). */
  readonly setsDone: number;
  /** Elapsed time at which the first item began (practice time counts from there), or null. */
  readonly practiceFromMs: number | null;
}

/** A finished run as the planner records it. */
export interface FinishedRun {
  /** Whole seconds practised (the get-ready countdown excluded, pauses excluded). */
  readonly durationSec: number;
  /** Items in the run. */
  readonly itemCount: number;
  /** Sets finished (the journal keeps them, issue 43). */
  readonly setsDone: number;
  /** Ended by the visitor's Stop before its last item was done (the journal marks it, docs/tools/sessions.md#behaviour). */
  readonly isEarly: boolean;
  /** Wall time (ms) the run ended. */
  readonly endedAt: number;
  /** The practice-log record. */
  readonly record: SessionRecord;
}

/** The machine's state. */
export interface RunState {
  readonly plan: RunDraft;
  readonly settings: RunSettings;
  readonly session: TimedSession;
  readonly run: Run | null;
  /** Elapsed time of the latest cue, ms (-1: none yet this run). */
  readonly lastCueAtMs: number;
  /** Cues sounded so far; rises once per cue. */
  readonly cues: number;
  readonly cueKind: CueKind | null;
  /** Runs finished with time practised. */
  readonly completions: number;
  /** The latest finished run. */
  readonly finished: FinishedRun | null;
}

/** A run under way as kept across a reload (lib/planner/run-storage.ts names its key). */
export interface RunSnapshot {
  readonly session: TimedSession;
  /** The run (kept before sets were counted, it lacks their fields). */
  readonly run: Omit<Run, 'set' | 'extraMs' | 'setsDone'> &
    Partial<Pick<Run, 'set' | 'extraMs' | 'setsDone'>>;
  readonly lastCueAtMs: number;
}

/** Things that happen to a run; every event carries the wall time. */
export type RunEvent =
  | RestoreEvent<Partial<RunSettings>, RunSnapshot>
  | ({ type: 'configure'; now: number } & RunDraft)
  | { type: 'setMinutes'; minutes: number; now: number }
  | { type: 'setRest'; restSec: number; now: number }
  | { type: 'start'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'next'; now: number }
  | { type: 'doneSet'; now: number }
  | { type: 'extendRest'; now: number }
  | { type: 'stop'; now: number }
  | { type: 'tick'; now: number };

/** What the screen shows. */
export interface RunView {
  readonly status: 'idle' | 'running' | 'paused';
  readonly phase: RunPhase | null;
  /** The current item (during a rest: the one just done). */
  readonly index: number;
  readonly itemCount: number;
  /** The current item (during a rest: the one just done), and the one after it. */
  readonly item: RunItem | null;
  readonly nextItem: RunItem | null;
  readonly isLast: boolean;
  /** The current set, from 0 (during a rest: the one just done), and the item's sets. */
  readonly set: number;
  readonly setCount: number;
  /** During a rest: it leads to another set of the same item (else to the next item). */
  readonly isRestBetweenSets: boolean;
  /** The current item's set waits for Done set (reps), not for a timer. */
  readonly isOpenEnded: boolean;
  /** Time in the current item, ms. */
  readonly itemElapsedMs: number;
  /** The current set's length, ms (a hold's, or the minutes per item). */
  readonly targetMs: number;
  /** Time left in the current phase, ms. */
  readonly phaseRemainingMs: number;
  /** Practice time so far, ms (the get-ready countdown excluded). */
  readonly totalElapsedMs: number;
  readonly canStart: boolean;
  readonly cues: number;
  readonly cueKind: CueKind | null;
}

const EMPTY_PLAN: RunDraft = { items: [], isShown: false };
/** Settings before the stored ones arrive (the keys' defaults). */
const DEFAULT_SETTINGS: RunSettings = { minutes: ITEM_MINUTES.default, restSec: 0 };

/** A run that has not started. */
export function initialRunState(): RunState {
  return {
    plan: EMPTY_PLAN,
    settings: DEFAULT_SETTINGS,
    session: createSession(null),
    run: null,
    lastCueAtMs: -1,
    cues: 0,
    cueKind: null,
    completions: 0,
    finished: null,
  };
}

/** `state` with `change` to its settings (minutes clamped 1–10, docs/decisions.md#inputs-are-clamped). */
function withSettings(state: RunState, change: Partial<RunSettings>): RunState {
  const minutes =
    change.minutes === undefined ? state.settings.minutes : clampMinutes(change.minutes);
  const restSec =
    change.restSec === undefined || !Number.isFinite(change.restSec) || change.restSec < 0
      ? state.settings.restSec
      : change.restSec;
  if (minutes === state.settings.minutes && restSec === state.settings.restSec) return state;
  return {
    ...state,
    settings: { ...state.settings, minutes, ...(restSec === undefined ? {} : { restSec }) },
  };
}

/** Sets of item `index`: its dose's, else one. */
export function setCountOf(plan: RunPlan, index: number): number {
  return plan.items[index]?.dose?.sets ?? 1;
}

/** One set of item `index`, ms: a hold's length, endless for reps (Done set ends it), else the target. */
export function setLengthOf(plan: RunPlan, index: number): number {
  const dose = plan.items[index]?.dose;
  if (dose?.kind === 'reps') return Number.POSITIVE_INFINITY;
  if (dose?.kind === 'time') return dose.holdSec * 1000;
  return plan.targetMs;
}

/** Elapsed times of an item's cues, in order (docs/tools/planners.md#constants: only when the target is over 2 s). */
export function getCueTimes(
  itemStartMs: number,
  targetMs: number,
  isEndCued: boolean,
): { atMs: number; kind: CueKind }[] {
  const cues: { atMs: number; kind: CueKind }[] = [];
  if (targetMs > CUE_LEAD_MS)
    cues.push({ atMs: itemStartMs + targetMs - CUE_LEAD_MS, kind: 'warn' });
  if (isEndCued) cues.push({ atMs: itemStartMs + targetMs, kind: 'end' });
  return cues;
}

/** The machine of one planner's practice. */
export function createItemSession(
  options: RunOptions,
): SessionMachine<RunState, RunEvent, RunView, Partial<RunSettings>, RunSnapshot> {
  const lengthOf = (run: Run): number =>
    run.phase === 'ready'
      ? options.readyMs
      : run.phase === 'rest'
        ? run.plan.restMs + run.extraMs
        : setLengthOf(run.plan, run.index);

  /** The cues of the current phase: an item's set (not one of reps), and the end of a rest for the exercise run. */
  const cuesOf = (run: Run): { atMs: number; kind: CueKind }[] => {
    const length = lengthOf(run);
    if (!Number.isFinite(length)) return [];
    if (run.phase === 'item') return getCueTimes(run.phaseStartMs, length, options.isEndCued);
    // why: a workout's rest ends with the same beep 2 s before it, so the visitor is ready (issue 43)
    if (run.phase === 'rest' && options.isEndCued)
      return getCueTimes(run.phaseStartMs, length, false);
    return [];
  };

  /** The set `set` of item `index`, from `atMs`. */
  const setOf = (run: Run, index: number, set: number, atMs: number): Run => ({
    ...run,
    index,
    set,
    phase: 'item',
    phaseStartMs: atMs,
    extraMs: 0,
    practiceFromMs: run.practiceFromMs ?? atMs,
  });

  /** The set after the current one: the item's next set, else the next item's first; null after the last. */
  const setAfter = (run: Run, atMs: number): Run | null => {
    if (run.set < setCountOf(run.plan, run.index) - 1)
      return setOf(run, run.index, run.set + 1, atMs);
    return run.index < run.plan.items.length - 1 ? setOf(run, run.index + 1, 0, atMs) : null;
  };

  /** The phase after the current one (a set done counts), or null after the last set of the last item. */
  const following = (run: Run, atMs: number): Run | null => {
    if (run.phase === 'ready') return setOf(run, 0, 0, atMs);
    if (run.phase === 'rest') return setAfter(run, atMs);
    const done = { ...run, setsDone: run.setsDone + 1 };
    const next = setAfter(done, atMs);
    if (!next) return null;
    return run.plan.restMs > 0 ? { ...done, phase: 'rest', phaseStartMs: atMs, extraMs: 0 } : next;
  };

  /** Ends the run at elapsed `atMs` (wall time `endedAt`): records it when time was practised. */
  const finish = (
    state: RunState,
    run: Run,
    atMs: number,
    endedAt: number,
    isEarly = false,
  ): RunState => {
    const practiceMs = run.practiceFromMs === null ? 0 : Math.max(0, atMs - run.practiceFromMs);
    const reset = { ...state, session: resetSession(state.session), run: null, lastCueAtMs: -1 };
    if (practiceMs <= 0) return reset;
    // why at least 1 s: a record is kept whenever time was practised (docs/tools/planners.md#behaviour: elapsed above 0)
    const durationSec = Math.max(1, Math.round(practiceMs / 1000));
    return {
      ...reset,
      completions: state.completions + 1,
      finished: {
        durationSec,
        itemCount: run.plan.items.length,
        setsDone: run.setsDone,
        isEarly,
        endedAt,
        record: {
          tool: options.tool,
          startedAt: new Date(practiceStartOf(state, run, endedAt - practiceMs)).toISOString(),
          endedAt: new Date(endedAt).toISOString(),
          seconds: durationSec,
          ...(isEarly ? { ending: 'early' as const } : {}),
          ...(options.isSetCounted ? { sets: run.setsDone } : {}),
        },
      },
    };
  };

  /**
   * Wall time the practice began (Start, plus the get-ready countdown): the same for the record logged
   * when the visitor leaves and for the one of the same run finished after a reload, so the practice
   * log counts it once.
   */
  const practiceStartOf = (state: RunState, run: Run, fallback: number): number =>
    state.session.startedAt === null
      ? fallback
      : state.session.startedAt + (run.practiceFromMs ?? 0);

  /** Moves a running run to `now`: cues passed, phases done, and the end after the last item. */
  const advance = (state: RunState, now: number): RunState => {
    if (!state.run) return state;
    const session = tickSession(state.session, now);
    const elapsedMs = getSessionElapsedMs(session);
    let run: Run = state.run;
    let cue: { atMs: number; kind: CueKind } | null = null;
    for (;;) {
      for (const candidate of cuesOf(run)) {
        if (candidate.atMs <= elapsedMs && candidate.atMs > state.lastCueAtMs) cue = candidate;
      }
      const endMs = run.phaseStartMs + lengthOf(run);
      if (elapsedMs < endMs) break;
      const next = following(run, endMs);
      const cued = cue
        ? { ...state, lastCueAtMs: cue.atMs, cues: state.cues + 1, cueKind: cue.kind }
        : state;
      if (!next) {
        // the last set ran to its end: it counts
        const last = run.phase === 'item' ? { ...run, setsDone: run.setsDone + 1 } : run;
        return finish({ ...cued, session }, last, endMs, now - (elapsedMs - endMs));
      }
      run = next;
    }
    if (!cue && run === state.run && session === state.session) return state;
    return {
      ...state,
      session,
      run,
      ...(cue ? { lastCueAtMs: cue.atMs, cues: state.cues + 1, cueKind: cue.kind } : {}),
    };
  };

  const statusOf = (state: RunState) => getSessionStatus(state.session);

  const transition = (state: RunState, event: RunEvent): RunState => {
    switch (event.type) {
      case 'configure': {
        const { items, isShown } = event;
        return items === state.plan.items && isShown === state.plan.isShown
          ? state
          : { ...state, plan: { items, isShown } };
      }
      case 'setMinutes':
        return withSettings(state, { minutes: event.minutes });
      case 'setRest':
        return withSettings(state, { restSec: event.restSec });
      case 'start': {
        // docs/tools/planners.md#validation: Start needs at least one item dated today
        if (state.run || state.plan.items.length < 1) return state;
        const isReady = options.readyMs > 0;
        return {
          ...state,
          session: startSession(resetSession(state.session), event.now),
          run: {
            plan: {
              ...state.plan,
              targetMs: state.settings.minutes * 60_000,
              restMs: (state.settings.restSec ?? 0) * 1000,
            },
            index: 0,
            set: 0,
            phase: isReady ? 'ready' : 'item',
            phaseStartMs: 0,
            extraMs: 0,
            setsDone: 0,
            practiceFromMs: isReady ? null : 0,
          },
          lastCueAtMs: -1,
        };
      }
      case 'tick':
        return statusOf(state) === 'running' ? advance(state, event.now) : state;
      case 'pause': {
        if (statusOf(state) !== 'running') return state;
        const advanced = advance(state, event.now);
        return advanced.run
          ? { ...advanced, session: pauseSession(advanced.session, event.now) }
          : advanced;
      }
      case 'resume':
        return statusOf(state) === 'paused'
          ? { ...state, session: resumeSession(state.session, event.now) }
          : state;
      case 'next': {
        const advanced = statusOf(state) === 'running' ? advance(state, event.now) : state;
        const { run } = advanced;
        if (!run) return advanced;
        const elapsedMs = getSessionElapsedMs(advanced.session);
        // Next skips the item's other sets and any rest; on the last item it finishes (docs/tools/planners.md#behaviour).
        const next =
          run.phase !== 'item'
            ? following(run, elapsedMs)
            : run.index >= run.plan.items.length - 1
              ? null
              : setOf(run, run.index + 1, 0, elapsedMs);
        if (!next) return finish(advanced, run, elapsedMs, event.now);
        return { ...advanced, run: next };
      }
      case 'doneSet': {
        // the visitor ends a set (of reps, or a hold early): it counts, then rest or the next set
        const advanced = statusOf(state) === 'running' ? advance(state, event.now) : state;
        const { run } = advanced;
        if (!run || run.phase !== 'item') return advanced;
        const elapsedMs = getSessionElapsedMs(advanced.session);
        const next = following(run, elapsedMs);
        if (!next)
          return finish(advanced, { ...run, setsDone: run.setsDone + 1 }, elapsedMs, event.now);
        return { ...advanced, run: next };
      }
      case 'extendRest': {
        const advanced = statusOf(state) === 'running' ? advance(state, event.now) : state;
        const { run } = advanced;
        if (!run || run.phase !== 'rest') return advanced;
        return { ...advanced, run: { ...run, extraMs: run.extraMs + REST_EXTEND_MS } };
      }
      case 'stop': {
        const advanced = statusOf(state) === 'running' ? advance(state, event.now) : state;
        if (!advanced.run) return advanced;
        return finish(
          advanced,
          advanced.run,
          getSessionElapsedMs(advanced.session),
          event.now,
          true,
        );
      }
      case 'restore': {
        const { snapshot } = event;
        const settled = withSettings(state, event.settings);
        if (!snapshot || settled.run) return settled;
        // The run went on while the page was gone: phases it passed are done (a run past its last
        // item finishes at its true end, once); one still under way waits paused, as its cues sound.
        const advanced = advance(
          {
            ...settled,
            session: snapshot.session,
            // a run kept before sets were counted starts at its item's first set
            run: {
              ...snapshot.run,
              set: snapshot.run.set ?? 0,
              extraMs: snapshot.run.extraMs ?? 0,
              setsDone: snapshot.run.setsDone ?? 0,
            },
            lastCueAtMs: snapshot.lastCueAtMs,
          },
          event.now,
        );
        const quiet = { ...advanced, cues: settled.cues, cueKind: settled.cueKind };
        return quiet.run && statusOf(quiet) === 'running'
          ? { ...quiet, session: pauseSession(quiet.session, event.now) }
          : quiet;
      }
    }
  };

  const viewOf = (state: RunState): RunView => {
    const { run } = state;
    const status = statusOf(state);
    const elapsedMs = getSessionElapsedMs(state.session);
    const plan: RunPlan = run?.plan ?? {
      ...state.plan,
      targetMs: state.settings.minutes * 60_000,
      restMs: (state.settings.restSec ?? 0) * 1000,
    };
    const phaseElapsedMs = run ? Math.max(0, elapsedMs - run.phaseStartMs) : 0;
    const index = run?.index ?? 0;
    const setLengthMs = setLengthOf(plan, index);
    const isOpenEnded = run?.phase === 'item' && !Number.isFinite(setLengthMs);
    return {
      status: run && (status === 'running' || status === 'paused') ? status : 'idle',
      phase: run?.phase ?? null,
      index: run?.index ?? 0,
      itemCount: plan.items.length,
      item: run ? (plan.items[run.index] ?? null) : null,
      nextItem: run ? (plan.items[run.phase === 'ready' ? 0 : run.index + 1] ?? null) : null,
      isLast: run !== null && run.index >= plan.items.length - 1,
      set: run?.set ?? 0,
      setCount: setCountOf(plan, index),
      isRestBetweenSets: run?.phase === 'rest' && run.set < setCountOf(plan, index) - 1,
      isOpenEnded,
      itemElapsedMs:
        run?.phase === 'item'
          ? Math.min(phaseElapsedMs, isOpenEnded ? phaseElapsedMs : setLengthMs)
          : 0,
      targetMs: isOpenEnded ? 0 : setLengthMs,
      phaseRemainingMs: run && !isOpenEnded ? Math.max(0, lengthOf(run) - phaseElapsedMs) : 0,
      totalElapsedMs:
        run?.practiceFromMs === null || !run ? 0 : Math.max(0, elapsedMs - run.practiceFromMs),
      canStart: !run && state.plan.items.length > 0,
      cues: state.cues,
      cueKind: state.cueKind,
    };
  };

  const factsOf = (state: RunState): SessionFacts => {
    const isRunning = statusOf(state) === 'running' && state.run !== null;
    let wakeAt: number | null = null;
    if (isRunning && state.run) {
      const { run } = state;
      const elapsedMs = getSessionElapsedMs(state.session);
      const ahead = [run.phaseStartMs + lengthOf(run)];
      for (const cue of cuesOf(run)) if (cue.atMs > elapsedMs) ahead.push(cue.atMs);
      const nextMs = Math.min(...ahead);
      // a set of reps waits for the visitor: nothing to wake for
      wakeAt = Number.isFinite(nextMs) ? state.session.now + Math.max(0, nextMs - elapsedMs) : null;
    }
    return {
      isRunning,
      wakeAt,
      tickMs: options.tickMs ?? RUN_TICK_MS,
      completions: state.completions,
      record: state.finished?.record ?? null,
    };
  };

  const snapshotOf = (state: RunState): RunSnapshot | null => {
    const status = statusOf(state);
    if (!state.run || (status !== 'running' && status !== 'paused')) return null;
    return {
      session: toSessionSnapshot(state.session),
      run: state.run,
      lastCueAtMs: state.lastCueAtMs,
    };
  };

  /** The practice so far when the visitor leaves mid-run, as the finished run would record it. */
  const leaveRecordOf = (state: RunState, now: number): SessionRecord | null => {
    const { run } = state;
    const status = statusOf(state);
    if (!run || (status !== 'running' && status !== 'paused')) return null;
    const advanced = status === 'running' ? advance(state, now) : state;
    if (!advanced.run) return advanced.finished?.record ?? null;
    const elapsedMs = getSessionElapsedMs(advanced.session);
    return finish(advanced, advanced.run, elapsedMs, now).finished?.record ?? null;
  };

  const spaceEventOf = (state: RunState): Untimed<RunEvent> | null => {
    const status = statusOf(state);
    if (state.run && status === 'running') return { type: 'pause' };
    if (state.run && status === 'paused') return { type: 'resume' };
    return state.plan.isShown && state.plan.items.length > 0 ? { type: 'start' } : null;
  };

  return {
    tool: options.tool,
    transition,
    settingsOf: (state) => state.settings,
    viewOf,
    factsOf,
    spaceEventOf,
    snapshotOf,
    leaveRecordOf,
  };
}
