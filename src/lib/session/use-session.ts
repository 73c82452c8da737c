/**
 * The one hook between a tool's pure machine and its page. A tool passes its machine (transition, view,
 * and the facts below) and gets the state, the view and `send` back; the hook wires, once for every
 * tool:
 *
 * - the ticker while running (display smoothness) and one wake-up at `wakeAt`, the exact wall time of
 *   the next event (phase change, strike, deadline): no second scheduler beside the ticker;
 * - the screen wake lock and the running-session flag (the install prompt waits while it is set);
 * - Space to start and pause (the machine says which event Space sends in each state);
 * - the practice log: each finished session is logged exactly once, and an open-ended session still
 *   under way is logged when the visitor leaves the page. The log is part of the tool's bundle (about
 *   300 bytes gzip over what the hook already loads), so the write in `pagehide` is synchronous even
 *   for a session restored after a reload, where no gesture came first;
 * - the one rule for a session the visitor ends (docs/tools/sessions.md#behaviour): a gesture that takes
 *   a session under way back to nothing without finishing it (Stop, Reset, End, a mode switch) keeps
 *   the time practised in the log, marked 'early', and hands the tool an `ending` to show with Undo,
 *   which brings the state back as it was and takes the entry out of the log;
 * - time away is not practice: an attention practice (`timing`) marks when its page was last alive with
 *   the session running (seen-mark.ts); after a longer gap than a reload's, the restore comes at that
 *   mark with `leftAt`, the machine brings the session back paused there, and the visitor is told;
 * - the audio unlock: `send` is for visitor gestures, so it unlocks Web Audio in the gesture (iOS);
 * - what the machine declares worth keeping: its settings (`settingsOf`, one storage key per setting)
 *   and the session under way (`snapshotOf`, one key). Once after mount both are read, validated by
 *   their keys' schemas, and handed to the machine in one `restore` event; from then on each is written
 *   when it changes (a setting changed in another tab comes in as a `restore` of settings alone).
 *   Nothing is written before that read, so the first render's defaults never overwrite a visit's.
 *
 * Every event carries the wall time as `now`; `send` and `post` stamp it, so an island never reads the
 * clock itself.
 */
import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { getAudioEngine } from '../audio/audio-engine';
import { TICK_MS, useTicker } from '../clock/use-ticker';
import { useSpaceKey } from '../keyboard/use-space-key';
import { appendPractice, removePractice, writeUnsavedPractice } from '../practice-log/practice-log';
import {
  readStored,
  removeStored,
  setAsideStored,
  subscribeStored,
  writeStored,
  type StorageKeyDef,
} from '../storage/storage';
import { notify } from '../notice/notice';
import { leftAtOf, MARK_MS, markSeen, pausedWhenLeftText, readSeen } from './seen-mark';
import type { SessionRecord } from './timed-session';
import { revealRestored } from './restoring';
import { useRunningSession } from './use-running-session';

/** What the hook needs to know about a state, derived by the machine. */
export interface SessionFacts {
  /** A session is under way: ticker, wake lock and the running-session flag are on. */
  readonly isRunning: boolean;
  /** The ticker runs (default: while running); e.g. also while sound fades out after a pause. */
  readonly isTicking?: boolean;
  /** Wall time (ms) of the next exact event while running, or null; the hook ticks then. */
  readonly wakeAt: number | null;
  /** Ticker period while running, ms (default TICK_MS; fades tick faster). */
  readonly tickMs?: number;
  /** Sessions finished so far; each rise logs `record` once (and opens the summary, if asked). */
  readonly completions: number;
  /** The practice-log record of the latest finished session. */
  readonly record: SessionRecord | null;
}

/** An event that carries the wall time. */
export interface TimedEvent {
  readonly type: string;
  readonly now: number;
}

/** An event as a caller sends it: the hook adds `now`. */
export type Untimed<E extends TimedEvent> = E extends unknown ? Omit<E, 'now'> : never;

/**
 * What storage held for a machine, handed over once after mount: every declared setting (its stored
 * value, or its default), and the session a previous visit left under way, when there is one. A setting
 * changed in another tab arrives the same way, without `snapshot`.
 */
export interface RestoreEvent<P, N> {
  readonly type: 'restore';
  readonly settings: P;
  readonly snapshot?: N;
  /**
   * Set when the snapshot's session was left running longer than a short gap ago (an attention
   * practice only): the wall time the page was last alive with it, which is then also `now`. The
   * machine brings the session back paused there (docs/tools/sessions.md#behaviour).
   */
  readonly leftAt?: number;
  readonly now: number;
}

/** Where a tool keeps what its machine declares: one key per setting, one for the session. */
export interface SessionStore<P, N> {
  /** One declared key per field of `settingsOf`'s result. */
  readonly settings?: { readonly [K in keyof P]: StorageKeyDef<P[K]> };
  /** The session under way (`definePersistedSession`); null in it means none. */
  readonly snapshot?: StorageKeyDef<N | null>;
}

/** A tool's machine as the session hook drives it. Declare it once at module level. */
export interface SessionMachine<S, E extends TimedEvent, V, P = unknown, N = unknown> {
  /** The tool's slug (practice-log entries name it). */
  readonly tool: string;
  /**
   * How the session's time counts when the page is gone (docs/tools/sessions.md#behaviour): a
   * 'wall-clock' timer (focus, eye) runs on while away; an 'attention' practice counts only while its
   * page is alive, so after an absence it comes back paused where it was left. Undeclared: restored at
   * the wall clock.
   */
  readonly timing?: 'wall-clock' | 'attention';
  /** The pure transition; must accept `{ type: 'tick', now }`. */
  readonly transition: (state: S, event: E) => S;
  /** Everything the screen shows. */
  readonly viewOf: (state: S) => V;
  /** What the hook wires. */
  readonly factsOf: (state: S) => SessionFacts;
  /** The event Space sends in this state (start, pause, resume), or null to ignore Space. */
  readonly spaceEventOf?: (state: S) => Untimed<E> | null;
  /**
   * A session under way when the visitor leaves (pagehide): the record of the practice so far, or null.
   * It carries the session's start, so the record of the same session finishing later replaces it.
   */
  readonly leaveRecordOf?: (state: S, now: number) => SessionRecord | null;
  /** The visitor's settings as the machine holds them (kept under the store's setting keys). */
  readonly settingsOf?: (state: S) => P;
  /** The session under way as plain data that does not change on a tick, or null (kept for a reload). */
  readonly snapshotOf?: (state: S) => N | null;
}

/** A session the visitor has just ended early, as the tool shows it (the kit's 'Session Ended' card). */
export interface SessionEnding {
  /** Whole seconds practised, pauses excluded (what the journal now holds). */
  readonly seconds: number;
  /** Brings the session back as it was before the tap and takes its entry out of the journal. */
  readonly undo: () => void;
  /** Closes the card; the session stays ended. */
  readonly close: () => void;
  /**
   * The tool's own Stop finished the session itself (breath-sync), so its record and facts are the
   * machine's; a tool with its own card for that shows Undo there.
   */
  readonly isCompleted: boolean;
}

/** What `useSession` returns. */
export interface SessionApi<S, E extends TimedEvent, V> {
  readonly state: S;
  readonly view: V;
  /** Sends a visitor's event (in a gesture: unlocks audio). */
  readonly send: (event: Untimed<E>) => void;
  /** Sends an event that is not a gesture (restoring settings after mount, a sound that failed). */
  readonly post: (event: Untimed<E>) => void;
  /** Rises at each finished session; tools key their summary and closing sound on it. */
  readonly completions: number;
  /** The session the visitor has just ended early, until its card is closed; null otherwise. */
  readonly ending: SessionEnding | null;
}

/** A session ended early by a gesture: the state before the tap and the record logged for it. */
interface Ended<S> {
  readonly before: S;
  /** When the visitor ended it (the gesture's time). */
  readonly at: number;
  readonly record: SessionRecord;
  /** The machine finished it (its completions rose): the completion logged it, not the kit. */
  readonly isCompleted: boolean;
}

/** The hook's reducer state: the machine's state and the session just ended early, if any. */
interface HookState<S> {
  readonly state: S;
  readonly ended: Ended<S> | null;
}

/** What the hook's reducer takes: a machine event (a gesture or not), an undo, or the card closed. */
type HookAction<E> =
  | { readonly kind: 'event'; readonly event: E; readonly isGesture: boolean }
  | { readonly kind: 'undo'; readonly now: number }
  | { readonly kind: 'close' }
  /** The page as a reload would bring it: a fresh state given `event` (the away restore). */
  | { readonly kind: 'reload'; readonly event: E };

/**
 * The session a gesture ended early, or null: one under way before (`leaveRecordOf` has a record), not
 * under way after, and not finished by the machine itself (its completions did not rise: a tool that
 * completes on its Stop shows its own summary).
 */
export function endedEarlyBy<S, E extends TimedEvent, V, P, N>(
  machine: SessionMachine<S, E, V, P, N>,
  before: S,
  after: S,
  now: number,
): SessionRecord | null {
  const record = machine.leaveRecordOf?.(before, now) ?? null;
  if (record === null) return null;
  if (machine.factsOf(after).completions !== machine.factsOf(before).completions) return null;
  if (machine.leaveRecordOf?.(after, now)) return null;
  return { ...record, ending: 'early' };
}

/** The record of a session under way that a gesture finished in the machine itself, or null. */
function completedBy<S, E extends TimedEvent, V, P, N>(
  machine: SessionMachine<S, E, V, P, N>,
  before: S,
  after: S,
  now: number,
): SessionRecord | null {
  if (!machine.leaveRecordOf?.(before, now)) return null;
  const facts = machine.factsOf(after);
  return facts.completions > machine.factsOf(before).completions ? facts.record : null;
}

/** The hook's reducer over `machine` (see the module comment for the early-ending rule). */
/**
 * The session an Undo brings back (docs/tools/sessions.md#behaviour): as it was when the visitor ended
 * it, the seconds the card was open not counted as practice: paused at the ending and resumed now, by
 * the machine's own Space events (pause, then resume). A session that was not running, or one the
 * machine's Space does not hold and carry on (box breathing's Pause ends its session, and Space then
 * starts a new one), comes back as it was.
 */
export function undoneState<S, E extends TimedEvent, V, P, N>(
  machine: SessionMachine<S, E, V, P, N>,
  { before, at }: { readonly before: S; readonly at: number },
  now: number,
): S {
  const { factsOf, spaceEventOf, transition } = machine;
  const pause = factsOf(before).isRunning && spaceEventOf?.(before);
  const paused = pause && transition(before, { ...pause, now: at } as E);
  // held: not running, not finished, still under way (its practice so far is a leave record)
  const isHeld =
    paused &&
    !factsOf(paused).isRunning &&
    factsOf(paused).completions === factsOf(before).completions &&
    machine.leaveRecordOf?.(paused, at);
  const resume = isHeld && spaceEventOf?.(paused);
  return resume ? transition(paused, { ...resume, now } as E) : before;
}

function reducerOf<S, E extends TimedEvent, V, P, N>(
  machine: SessionMachine<S, E, V, P, N>,
  initial: () => S,
) {
  return (current: HookState<S>, action: HookAction<E>): HookState<S> => {
    if (action.kind === 'reload') {
      return { state: machine.transition(initial(), action.event), ended: null };
    }
    if (action.kind === 'undo') {
      return current.ended
        ? { state: undoneState(machine, current.ended, action.now), ended: null }
        : current;
    }
    if (action.kind === 'close') return current.ended ? { ...current, ended: null } : current;
    const state = machine.transition(current.state, action.event);
    if (state === current.state) return current;
    if (!action.isGesture) return { ...current, state };
    const before = current.state;
    const record = endedEarlyBy(machine, before, state, action.event.now);
    const at = action.event.now;
    if (record) return { state, ended: { before, at, record, isCompleted: false } };
    const completed = completedBy(machine, before, state, at);
    // why a gesture clears it: Undo means the tap just made, not one before a new session
    return { state, ended: completed && { before, at, record: completed, isCompleted: true } };
  };
}

/** Drives `machine` from `initial`, keeping what it declares in `store`; see the module comment. */
export function useSession<S, E extends TimedEvent, V, P = unknown, N = unknown>(
  machine: SessionMachine<S, E, V, P, N>,
  initial: () => S,
  store: SessionStore<P, N> = {},
): SessionApi<S, E, V> {
  const [hookState, dispatchAction] = useReducer(
    reducerOf(machine, initial),
    undefined,
    (): HookState<S> => ({ state: initial(), ended: null }),
  );
  const { state, ended } = hookState;
  const facts = machine.factsOf(state);
  const view = machine.viewOf(state);

  const dispatch = useCallback(
    (event: E) => dispatchAction({ kind: 'event', event, isGesture: false }),
    [],
  );
  const post = useCallback(
    (event: Untimed<E>) => dispatch({ ...event, now: Date.now() } as unknown as E),
    [dispatch],
  );
  const send = useCallback((event: Untimed<E>) => {
    void getAudioEngine().unlock();
    const now = Date.now();
    dispatchAction({ kind: 'event', event: { ...event, now } as unknown as E, isGesture: true });
  }, []);
  // An attention practice's page hidden (a background tab, a locked phone) is away from that moment
  // (docs/tools/sessions.md#behaviour); null while on screen or not marking.
  const hiddenAtRef = useRef<number | null>(null);
  const isAwayRestoreRef = useRef(false);
  /** The time a practice counts up to at `now`: the moment it was hidden, once away longer than a gap. */
  const aliveAt = useCallback((now: number): number => {
    const hiddenAt = hiddenAtRef.current;
    return hiddenAt !== null && leftAtOf(hiddenAt, now) !== null ? hiddenAt : now;
  }, []);
  /** The restore that brings the session under way back paused at `leftAt`, as a reload after it. */
  const awayRestoreOf = (leftAt: number): E | null => {
    const snapshot = machine.snapshotOf?.(state) ?? null;
    if (snapshot === null) return null;
    const settings = (machine.settingsOf?.(state) ?? {}) as P;
    const restore: RestoreEvent<P, N> = {
      type: 'restore',
      settings,
      snapshot,
      leftAt,
      now: leftAt,
    };
    return restore as unknown as E;
  };
  const tick = useCallback(
    (now: number) => {
      // away in a background tab: nothing advances (no phase, no end) until the visitor is back
      if (aliveAt(now) !== now) return;
      dispatch({ type: 'tick', now } as unknown as E);
    },
    [dispatch, aliveAt],
  );

  useTicker(facts.isTicking ?? facts.isRunning, tick, facts.tickMs ?? TICK_MS);
  useRunningSession(facts.isRunning);

  // One wake-up at the next exact event; the ticker alone could be up to a tick (or, throttled in a
  // background tab, a second) late for a phase change.
  const { wakeAt } = facts;
  useEffect(() => {
    if (wakeAt === null) return undefined;
    const id = setTimeout(() => tick(Date.now()), Math.max(0, wakeAt - Date.now()));
    return () => clearTimeout(id);
  }, [wakeAt, tick]);

  // Practice a full storage could not take before a reload is written once there is room.
  useEffect(writeUnsavedPractice, []);

  // Each finished session goes to the practice log exactly once.
  const loggedRef = useRef(facts.completions);
  const { completions, record } = facts;
  useEffect(() => {
    if (completions <= loggedRef.current) return;
    loggedRef.current = completions;
    if (record) appendPractice(record);
  }, [completions, record]);

  // A session the visitor ended early keeps its time in the log, once (undone: taken out again).
  const loggedEndedRef = useRef<Ended<S> | null>(null);
  useEffect(() => {
    if (ended === null || ended.isCompleted || loggedEndedRef.current === ended) return;
    loggedEndedRef.current = ended;
    appendPractice(ended.record);
  }, [ended]);
  const ending: SessionEnding | null = ended && {
    seconds: ended.record.seconds,
    undo: () => {
      removePractice(ended.record.tool, ended.record.startedAt);
      // a finished session undone: its completion is taken back, so the next one is logged again
      if (ended.isCompleted) loggedRef.current = machine.factsOf(ended.before).completions;
      dispatchAction({ kind: 'undo', now: Date.now() });
    },
    isCompleted: ended.isCompleted,
    close: () => dispatchAction({ kind: 'close' }),
  };

  useSpaceKey(() => {
    const event = machine.spaceEventOf?.(state);
    if (event) send(event);
  });

  // Leaving the page (closing the tab, navigating, a phone dropping it) logs the practice so far.
  const hasLeaveRecord = machine.leaveRecordOf !== undefined;
  const onLeave = useEffectEvent(() => {
    const now = Date.now();
    const at = aliveAt(now);
    const away = at === now ? null : awayRestoreOf(at);
    const left = away ? machine.transition(initial(), away) : state;
    const leaving = machine.leaveRecordOf?.(left, at);
    if (leaving) appendPractice({ ...leaving, ending: 'left' });
  });
  useEffect(() => {
    if (!hasLeaveRecord) return undefined;
    window.addEventListener('pagehide', onLeave);
    return () => window.removeEventListener('pagehide', onLeave);
  }, [hasLeaveRecord]);

  // An attention practice marks when its page was last alive with it running (seen-mark.ts): while it
  // is on screen. Hidden, it is away from that moment: the mark stays there, and when the visitor comes
  // back after longer than a short gap the practice is brought back paused there, as after a reload.
  const isMarking =
    facts.isRunning && machine.timing === 'attention' && store.snapshot !== undefined;
  const markAlive = useEffectEvent(() => {
    if (document.visibilityState !== 'hidden') markSeen(machine.tool, Date.now());
  });
  const onVisibility = useEffectEvent(() => {
    const now = Date.now();
    if (document.visibilityState === 'hidden') {
      hiddenAtRef.current = now;
      markSeen(machine.tool, now);
      return;
    }
    const leftAt = aliveAt(now);
    hiddenAtRef.current = null;
    const away = leftAt === now ? null : awayRestoreOf(leftAt);
    if (away === null) {
      markAlive();
      return;
    }
    isAwayRestoreRef.current = true;
    dispatchAction({ kind: 'reload', event: away });
  });
  useEffect(() => {
    if (!isMarking) return undefined;
    hiddenAtRef.current = document.visibilityState === 'hidden' ? Date.now() : null;
    markSeen(machine.tool, Date.now());
    const id = setInterval(markAlive, MARK_MS);
    window.addEventListener('pagehide', markAlive);
    document.addEventListener('freeze', markAlive);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(id);
      hiddenAtRef.current = null;
      window.removeEventListener('pagehide', markAlive);
      document.removeEventListener('freeze', markAlive);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [isMarking, machine.tool]);

  // A practice brought back paused after an absence: its time so far is in the journal (a page killed
  // without pagehide logged nothing), and the visitor is told where it stands.
  useEffect(() => {
    if (!isAwayRestoreRef.current) return;
    isAwayRestoreRef.current = false;
    const left = machine.leaveRecordOf?.(state, Date.now());
    if (!left || facts.isRunning) return;
    appendPractice({ ...left, ending: 'left' });
    notify({ tone: 'info', message: pausedWhenLeftText(left.seconds) });
  });

  useKeptState(
    machine,
    state,
    store,
    dispatch as unknown as (event: RestoreEvent<P, N>) => void,
    isAwayRestoreRef,
  );

  return { state, view, send, post, completions, ending };
}

/** Whether the machine takes `restore` without throwing (a snapshot in range it still cannot use). */
function isRestorable<S, E extends TimedEvent, V, P, N>(
  machine: SessionMachine<S, E, V, P, N>,
  state: S,
  restore: RestoreEvent<P, N>,
): boolean {
  try {
    machine.factsOf(machine.transition(state, restore as unknown as E));
    return true;
  } catch {
    return false;
  }
}

/** JSON of a value, for change detection ('' for undefined). */
const toJson = (value: unknown): string => JSON.stringify(value) ?? '';

/** Reads every setting key of `keys` into one object (stored values, or defaults). */
function readSettings<P>(keys: { readonly [K in keyof P]: StorageKeyDef<P[K]> }): P {
  const settings: Partial<P> = {};
  for (const name of Object.keys(keys) as (keyof P)[]) {
    settings[name] = readStored(keys[name]).value;
  }
  return settings as P;
}

/**
 * The persistence half of `useSession`: one read after mount (a `restore` event), then a write of each
 * declared part when it changes. The last value known to be stored is remembered per key, so a write
 * happens only for a real change, and a restore never echoes back as a write.
 */
function useKeptState<S, E extends TimedEvent, V, P, N>(
  machine: SessionMachine<S, E, V, P, N>,
  state: S,
  store: SessionStore<P, N>,
  dispatch: (event: RestoreEvent<P, N>) => void,
  isAwayRestoreRef: { current: boolean },
): void {
  const { settings: settingKeys, snapshot: snapshotKey } = store;
  const settings = settingKeys && machine.settingsOf ? machine.settingsOf(state) : null;
  const snapshot = snapshotKey && machine.snapshotOf ? machine.snapshotOf(state) : null;
  const snapshotJson = toJson(snapshot);
  const knownRef = useRef<Map<string, string> | null>(null);
  // the restore is dispatched: the tool hidden before paint shows once it has drawn it (restoring.ts)
  const isRevealDueRef = useRef(false);

  useEffect(() => {
    if (isRevealDueRef.current) {
      isRevealDueRef.current = false;
      revealRestored();
    }
    if (!settingKeys && !snapshotKey) return;
    const known = knownRef.current;
    if (known === null) {
      // First run, after mount: read, remember and hand over; write nothing yet.
      const next = new Map<string, string>();
      const restored: { settings: P; snapshot?: N } = { settings: {} as P };
      if (settingKeys) {
        restored.settings = readSettings(settingKeys);
        for (const name of Object.keys(settingKeys) as (keyof P)[]) {
          next.set(settingKeys[name].key, toJson(restored.settings[name]));
        }
      }
      const now = Date.now();
      let leftAt: number | null = null;
      if (snapshotKey) {
        const saved = readStored(snapshotKey).value;
        next.set(snapshotKey.key, toJson(saved));
        if (saved !== null) restored.snapshot = saved;
        if (saved !== null && machine.timing === 'attention') {
          leftAt = leftAtOf(readSeen(machine.tool), now);
        }
      }
      knownRef.current = next;
      // Time away is not practice: the machine restores as of the moment it was left.
      const event: RestoreEvent<P, N> =
        leftAt === null
          ? { type: 'restore', ...restored, now }
          : { type: 'restore', ...restored, leftAt, now: leftAt };
      if (snapshotKey && event.snapshot !== undefined && !isRestorable(machine, state, event)) {
        // a stored session never crashes its tool: one its machine cannot take is set aside (said)
        setAsideStored(snapshotKey);
        next.set(snapshotKey.key, toJson(null));
        dispatch({ type: 'restore', settings: restored.settings, now });
        revealRestored();
        return;
      }
      isAwayRestoreRef.current = leftAt !== null;
      dispatch(event);
      // a session stored (the page was hidden for it) changes the state: the effect after that draw
      // reveals the tool; with none to restore (an unreadable one was set aside) there is nothing to wait for
      if (event.snapshot === undefined) revealRestored();
      else isRevealDueRef.current = true;
      return;
    }
    if (settingKeys && settings !== null) {
      const current = settings as P;
      for (const name of Object.keys(settingKeys) as (keyof P)[]) {
        const key = settingKeys[name];
        const json = toJson(current[name]);
        if (known.get(key.key) === json) continue;
        known.set(key.key, json);
        writeStored(key, current[name]);
      }
    }
    if (snapshotKey && known.get(snapshotKey.key) !== snapshotJson) {
      known.set(snapshotKey.key, snapshotJson);
      if (snapshot === null) removeStored(snapshotKey);
      else writeStored(snapshotKey, snapshot);
    }
    // why after every render: the first run's restore may leave the JSON as it was on the server
    // render (a session that completed on restore is null again) while storage still holds it
  });

  // A setting changed in another tab (or by Your data) reaches the machine as a restore of settings.
  const onExternalChange = useEffectEvent(() => {
    const known = knownRef.current;
    if (!settingKeys || known === null) return;
    const stored = readSettings(settingKeys);
    const names = Object.keys(settingKeys) as (keyof P)[];
    const isChanged = names.some(
      (name) => known.get(settingKeys[name].key) !== toJson(stored[name]),
    );
    if (!isChanged) return;
    for (const name of names) known.set(settingKeys[name].key, toJson(stored[name]));
    dispatch({ type: 'restore', settings: stored, now: Date.now() });
  });
  useEffect(() => {
    if (!settingKeys) return undefined;
    const stops = Object.values<StorageKeyDef<unknown>>(settingKeys).map((key) =>
      subscribeStored(key, onExternalChange),
    );
    return () => stops.forEach((stop) => stop());
  }, [settingKeys]);
}
