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
 *   under way is logged when the visitor leaves the page (its module is loaded at the first gesture, so
 *   logging in `pagehide` is synchronous);
 * - the audio unlock: `send` is for visitor gestures, so it unlocks Web Audio in the gesture (iOS).
 *
 * Every event carries the wall time as `now`; `send` and `post` stamp it, so an island never reads the
 * clock itself.
 */
import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { getAudioEngine } from '../audio/audio-engine';
import { TICK_MS, useTicker } from '../clock/use-ticker';
import { useSpaceKey } from '../keyboard/use-space-key';
import { logPractice, preparePracticeLog } from '../practice-log/log-practice';
import type { SessionRecord } from './timed-session';
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

/** A tool's machine as the session hook drives it. Declare it once at module level. */
export interface SessionMachine<S, E extends TimedEvent, V> {
  /** The tool's slug (practice-log entries name it). */
  readonly tool: string;
  /** The pure transition; must accept `{ type: 'tick', now }`. */
  readonly transition: (state: S, event: E) => S;
  /** Everything the screen shows. */
  readonly viewOf: (state: S) => V;
  /** What the hook wires. */
  readonly factsOf: (state: S) => SessionFacts;
  /** The event Space sends in this state (start, pause, resume), or null to ignore Space. */
  readonly spaceEventOf?: (state: S) => Untimed<E> | null;
  /** An open-ended session under way when the visitor leaves: the record to log, or null. */
  readonly leaveRecordOf?: (state: S, now: number) => SessionRecord | null;
}

/** What `useSession` returns. */
export interface SessionApi<S, E extends TimedEvent, V> {
  readonly state: S;
  readonly view: V;
  /** Sends a visitor's event (in a gesture: unlocks audio, prepares the practice log). */
  readonly send: (event: Untimed<E>) => void;
  /** Sends an event that is not a gesture (restoring settings after mount, a sound that failed). */
  readonly post: (event: Untimed<E>) => void;
  /** Rises at each finished session; tools key their summary and closing sound on it. */
  readonly completions: number;
}

/** Drives `machine` from `initial`; see the module comment for what it wires. */
export function useSession<S, E extends TimedEvent, V>(
  machine: SessionMachine<S, E, V>,
  initial: () => S,
): SessionApi<S, E, V> {
  const [state, dispatch] = useReducer(machine.transition, undefined, initial);
  const facts = machine.factsOf(state);
  const view = machine.viewOf(state);

  const post = useCallback(
    (event: Untimed<E>) => dispatch({ ...event, now: Date.now() } as unknown as E),
    [],
  );
  const send = useCallback(
    (event: Untimed<E>) => {
      void getAudioEngine().unlock();
      void preparePracticeLog();
      post(event);
    },
    [post],
  );
  const tick = useCallback((now: number) => dispatch({ type: 'tick', now } as unknown as E), []);

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

  // Each finished session goes to the practice log exactly once.
  const loggedRef = useRef(facts.completions);
  const { completions, record } = facts;
  useEffect(() => {
    if (completions <= loggedRef.current) return;
    loggedRef.current = completions;
    if (record) void logPractice(record);
  }, [completions, record]);

  useSpaceKey(() => {
    const event = machine.spaceEventOf?.(state);
    if (event) send(event);
  });

  // Leaving the page is the usual way to end an open-ended session: log it then too.
  const hasLeaveRecord = machine.leaveRecordOf !== undefined;
  const onLeave = useEffectEvent(() => {
    const leaving = machine.leaveRecordOf?.(state, Date.now());
    if (leaving) void logPractice(leaving);
  });
  useEffect(() => {
    if (!hasLeaveRecord || !facts.isRunning) return undefined;
    window.addEventListener('pagehide', onLeave);
    return () => window.removeEventListener('pagehide', onLeave);
  }, [hasLeaveRecord, facts.isRunning]);

  return { state, view, send, post, completions };
}
