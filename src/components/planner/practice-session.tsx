/**
 * A planner's timed practice, whole: the session hook on the shared item-session machine, the cues,
 * saving a finished run once, and the practice screen. It is loaded when the Practice (Train) tab is
 * first opened and then stays mounted, so a session keeps running while the visitor looks at another
 * tab; the page itself never carries the timer's code.
 */
import { useEffect, type ReactNode } from 'react';
import type { ChimeNote } from '../../lib/audio/chimes';
import { useCueSound } from '../../lib/planner/cues';
import {
  initialRunState,
  type FinishedRun,
  type RunEvent,
  type RunItem,
  type RunSnapshot,
  type RunState,
  type RunView,
} from '../../lib/planner/item-session';
import { runStoreOf } from '../../lib/planner/run-storage';
import { useOnRise } from '../../lib/planner/use-rise';
import type { SessionMachine } from '../../lib/session/use-session';
import { useSession } from '../../lib/session/use-session';
import { SessionRunner } from './session-runner';

/** What a planner passes to its practice. */
export interface PracticeSessionProps {
  readonly machine: SessionMachine<RunState, RunEvent, RunView, unknown, RunSnapshot>;
  /** Today's items. */
  readonly items: readonly RunItem[];
  readonly minutes: number;
  readonly restSec?: number;
  /** The practice tab is on screen (Space may start a session only then). */
  readonly isShown: boolean;
  /** The cue's notes (docs/tools/planners.md#constants). */
  readonly cue: readonly ChimeNote[];
  /** Saves a finished run (called once per run). */
  readonly onFinished: (finished: FinishedRun) => void;
  /** What the start screen says about the last finished run. */
  readonly describeFinished: (finished: FinishedRun) => string;
  readonly noun: string;
  readonly emptyText: ReactNode;
  /** Fields of the start screen. */
  readonly settings: ReactNode;
}

/** The session and its screen. */
export function PracticeSession({
  machine,
  items,
  minutes,
  restSec = 0,
  isShown,
  cue,
  onFinished,
  describeFinished,
  noun,
  emptyText,
  settings,
}: PracticeSessionProps) {
  // a run under way survives a reload: it comes back paused where the wall clock says
  const { state, view, send, post, completions } = useSession(
    machine,
    initialRunState,
    runStoreOf(machine.tool),
  );
  useCueSound(view.cues, cue);
  // docs/tools/planners.md#behaviour: a finished run is saved once; the machine has already reset the session
  useOnRise(completions, () => {
    if (state.finished) onFinished(state.finished);
  });
  useEffect(
    () =>
      post({
        type: 'configure',
        items,
        targetMs: minutes * 60_000,
        restMs: restSec * 1000,
        isShown,
      }),
    [post, items, minutes, restSec, isShown],
  );
  return (
    <SessionRunner
      view={view}
      noun={noun}
      readyText="Get ready"
      startLabel="Start Session"
      emptyText={emptyText}
      onStart={() => send({ type: 'start' })}
      onPause={() => send({ type: 'pause' })}
      onResume={() => send({ type: 'resume' })}
      onNext={() => send({ type: 'next' })}
      onStop={() => send({ type: 'stop' })}
      settings={settings}
      finishedText={state.finished ? describeFinished(state.finished) : null}
    />
  );
}
