/**
 * A planner's timed practice, whole: the session hook on the shared item-session machine, the cues,
 * saving a finished run once, and the practice screen. It is loaded when the Practice (Train) tab is
 * first opened and then stays mounted, so a session keeps running while the visitor looks at another
 * tab; the page itself never carries the timer's code.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import type { ChimeNote } from '../../lib/audio/chimes';
import { useCueSound } from '../../lib/planner/cues';
import { formatDuration } from '../../lib/planner/items';
import {
  initialRunState,
  type FinishedRun,
  type RunEvent,
  type RunItem,
  type RunSettings,
  type RunSnapshot,
  type RunState,
  type RunView,
} from '../../lib/planner/item-session';
import { runSnapshotKeyOf } from '../../lib/planner/run-storage';
import { useOnRise } from '../../lib/planner/use-rise';
import type { SessionMachine, SessionStore } from '../../lib/session/use-session';
import { useSession } from '../../lib/session/use-session';
import { SessionEndedSummary } from '../session/session-summary';
import type { StorageKeyDef } from '../../lib/storage/storage';
import { MinutesField } from './minutes-field';
import { SessionRunner } from './session-runner';
import { countOf } from '../../lib/ui/count-of';

/** What a planner passes to its practice. */
export interface PracticeSessionProps {
  readonly machine: SessionMachine<RunState, RunEvent, RunView, Partial<RunSettings>, RunSnapshot>;
  /** Where the run and its settings are kept (made once per planner). */
  readonly store: SessionStore<Partial<RunSettings>, RunSnapshot>;
  /** Today's items. */
  readonly items: readonly RunItem[];
  /** The practice tab is on screen (Space may start a session only then). */
  readonly isShown: boolean;
  /** The cue's notes (docs/tools/planners.md#constants). */
  readonly cue: readonly ChimeNote[];
  /** Saves a finished run (called once per run). */
  readonly onFinished: (finished: FinishedRun) => void;
  /** Takes a saved run back: the visitor stopped it, then tapped Undo on its card. */
  readonly onUndone: (finished: FinishedRun) => void;
  /** What the start screen says about the last finished run. */
  readonly describeFinished: (finished: FinishedRun) => string;
  readonly noun: string;
  readonly emptyText: ReactNode;
  /** Rest choices, where the planner has rest (docs/tools/ai-exercise-planner.md#constants). */
  readonly restOptions?: readonly number[] | undefined;
  /** Clocks in whole seconds: a workout counts sets, not tenths (issue 43). */
  readonly isWholeSeconds?: boolean;
}

/** The session and its screen. */
export function PracticeSession({
  machine,
  store,
  items,
  isShown,
  cue,
  onFinished,
  onUndone,
  describeFinished,
  noun,
  emptyText,
  restOptions,
  isWholeSeconds = false,
}: PracticeSessionProps) {
  // a run under way survives a reload: it comes back paused where the wall clock says; the minutes and
  // rest are the machine's settings, kept by the kit (issue 45: nothing stored is copied in by effect)
  const { state, view, send, post, completions, ending } = useSession(
    machine,
    initialRunState,
    store,
  );
  useCueSound(view.cues, cue);
  // docs/tools/planners.md#behaviour: a finished run is saved once; the machine has already reset the session
  useOnRise(completions, () => {
    if (state.finished) onFinished(state.finished);
  });
  // today's items and the tab on screen are the page's, not stored settings: the machine is told of them
  useEffect(() => post({ type: 'configure', items, isShown }), [post, items, isShown]);
  const { minutes, restSec = 0 } = state.settings;
  // a run the visitor stopped gets the kit's card, as every timed tool's does (docs/tools/sessions.md#behaviour);
  // its Undo takes the run saved in Progress back too
  const { finished } = state;
  const stopped =
    ending && finished?.isEarly
      ? {
          ...ending,
          undo: () => {
            onUndone(finished);
            ending.undo();
          },
        }
      : null;
  return (
    <>
      <SessionEndedSummary ending={stopped} />
      <SessionRunner
        view={view}
        noun={noun}
        readyText="Get ready"
        startLabel="Start Session"
        emptyText={emptyText}
        isWholeSeconds={isWholeSeconds}
        onStart={() => send({ type: 'start' })}
        onPause={() => send({ type: 'pause' })}
        onResume={() => send({ type: 'resume' })}
        onNext={() => send({ type: 'next' })}
        onStop={() => send({ type: 'stop' })}
        onDoneSet={() => send({ type: 'doneSet' })}
        onExtendRest={() => send({ type: 'extendRest' })}
        settings={
          <>
            <MinutesField
              label={`Minutes per ${noun}`}
              minutes={minutes}
              onMinutesChange={(next) => send({ type: 'setMinutes', minutes: next })}
            />
            {restOptions && (
              <RestField
                restSec={restSec}
                options={restOptions}
                noun={noun}
                onRestChange={(next) => send({ type: 'setRest', restSec: next })}
              />
            )}
          </>
        }
        finishedText={state.finished ? describeFinished(state.finished) : null}
      />
    </>
  );
}

/** A planner's run tab as a table: its machine, cue, texts and stored minutes (and rest, if any). */
export interface RunPartDefinition {
  readonly machine: PracticeSessionProps['machine'];
  readonly cue: readonly ChimeNote[];
  /** The run's name and its item's noun: 'Practice', 'pose'. */
  readonly runName: string;
  readonly noun: string;
  readonly emptyText: string;
  readonly minutesKey: StorageKeyDef<number>;
  /** Rest between sets and items, where the planner has it (docs/tools/ai-exercise-planner.md#constants). */
  readonly rest?: {
    readonly key: StorageKeyDef<number>;
    readonly options: readonly number[];
  };
  /** A workout: whole-second clocks, and the sets done said at the end (issue 43). */
  readonly isWorkout?: boolean;
}

/** What the planner island gives its run part. */
export interface RunPartProps {
  readonly items: readonly RunItem[];
  readonly isShown: boolean;
  readonly onFinished: (finished: FinishedRun) => void;
  readonly onUndone: (finished: FinishedRun) => void;
}

/** The rest between sets and items, from the planner's choices. */
function RestField({
  restSec,
  options,
  noun,
  onRestChange,
}: {
  restSec: number;
  options: readonly number[];
  noun: string;
  onRestChange: (restSec: number) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      Rest between sets and {noun}s
      <select
        value={restSec}
        onChange={(event) => {
          const next = options.find((option) => String(option) === event.target.value);
          if (next !== undefined) onRestChange(next);
        }}
        className="h-11 rounded-full border border-line bg-surface px-4 text-base"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option === 0 ? 'No rest' : `${option} s`}
          </option>
        ))}
      </select>
    </label>
  );
}

/** `count` items in words: '1 pose', '3 poses'. */

/** Builds a planner's run tab (its Practice or Train part) from its definition. */
export function createRunPart(part: RunPartDefinition): ComponentType<RunPartProps> {
  const store: SessionStore<Partial<RunSettings>, RunSnapshot> = {
    snapshot: runSnapshotKeyOf(part.machine.tool),
    settings: part.rest
      ? { minutes: part.minutesKey, restSec: part.rest.key }
      : { minutes: part.minutesKey },
  };
  const describeFinished = (finished: FinishedRun) => {
    const sets = part.isWorkout ? `, ${countOf(finished.setsDone, 'set')}` : '';
    const time = formatDuration(finished.durationSec);
    // a run the visitor stopped says so (docs/tools/sessions.md#behaviour: the journal tells the truth)
    if (finished.isEarly)
      return `${part.runName} ended early after ${time}${sets} done. It is saved in Progress.`;
    return `${part.runName} complete: ${countOf(finished.itemCount, part.noun)}${sets} in ${time}. It is saved in Progress.`;
  };
  function RunPart({ items, isShown, onFinished, onUndone }: RunPartProps) {
    return (
      <PracticeSession
        machine={part.machine}
        store={store}
        items={items}
        isShown={isShown}
        cue={part.cue}
        onFinished={onFinished}
        onUndone={onUndone}
        describeFinished={describeFinished}
        noun={part.noun}
        emptyText={part.emptyText}
        restOptions={part.rest?.options}
        isWholeSeconds={part.isWorkout ?? false}
      />
    );
  }
  return RunPart;
}
