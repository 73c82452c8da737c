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
  type RunSnapshot,
  type RunState,
  type RunView,
} from '../../lib/planner/item-session';
import { runStoreOf } from '../../lib/planner/run-storage';
import { useOnRise } from '../../lib/planner/use-rise';
import type { SessionMachine } from '../../lib/session/use-session';
import { useSession } from '../../lib/session/use-session';
import type { StorageKeyDef } from '../../lib/storage/storage';
import { useStored } from '../../lib/storage/use-stored';
import { MinutesField, SessionRunner } from './session-runner';

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

/** A planner's run tab as a table: its machine, cue, texts and stored minutes (and rest, if any). */
export interface RunPartDefinition {
  readonly machine: PracticeSessionProps['machine'];
  readonly cue: readonly ChimeNote[];
  /** The run's name and its item's noun: 'Practice', 'pose'. */
  readonly runName: string;
  readonly noun: string;
  readonly emptyText: string;
  readonly minutesKey: StorageKeyDef<number>;
  /** Rest between items, where the planner has it (docs/tools/ai-exercise-planner.md#constants). */
  readonly rest?: {
    readonly key: StorageKeyDef<number>;
    readonly options: readonly number[];
  };
}

/** What the planner island gives its run part. */
export interface RunPartProps {
  readonly items: readonly RunItem[];
  readonly isShown: boolean;
  readonly onFinished: (finished: FinishedRun) => void;
}

/** The rest between items, from the planner's choices. */
function RestField({
  restKey,
  options,
  noun,
}: {
  restKey: StorageKeyDef<number>;
  options: readonly number[];
  noun: string;
}) {
  const [restSec, setRestSec] = useStored(restKey);
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      Rest between {noun}s
      <select
        value={restSec}
        onChange={(event) => {
          const next = options.find((option) => String(option) === event.target.value);
          if (next !== undefined) setRestSec(next);
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
const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Builds a planner's run tab (its Practice or Train part) from its definition. */
export function createRunPart(part: RunPartDefinition): ComponentType<RunPartProps> {
  const { rest } = part;
  // the rest is the planner's for good, so the hook is always or never called
  const useRestSec: () => number = rest ? () => useStored(rest.key)[0] : () => 0;
  function RunPart({ items, isShown, onFinished }: RunPartProps) {
    const [minutes, setMinutes] = useStored(part.minutesKey);
    const restSec = useRestSec();
    return (
      <PracticeSession
        machine={part.machine}
        items={items}
        minutes={minutes}
        restSec={restSec}
        isShown={isShown}
        cue={part.cue}
        onFinished={onFinished}
        describeFinished={(finished) =>
          `${part.runName} complete: ${countOf(finished.itemCount, part.noun)} in ${formatDuration(finished.durationSec)}. It is saved in Progress.`
        }
        noun={part.noun}
        emptyText={part.emptyText}
        settings={
          <>
            <MinutesField
              label={`Minutes per ${part.noun}`}
              minutes={minutes}
              onMinutesChange={setMinutes}
            />
            {rest && <RestField restKey={rest.key} options={rest.options} noun={part.noun} />}
          </>
        }
      />
    );
  }
  return RunPart;
}
