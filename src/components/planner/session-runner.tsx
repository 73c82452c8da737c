/**
 * The timed practice screen the yoga and exercise planners share (docs/tools/planners.md#screen Practice / Train tabs):
 * a start screen (per-item minutes, clamped 1–10, and anything the planner adds), then the running
 * session with the current item and its steps, the item clock and the total clock to the tenth of a
 * second, and Pause/Resume, Next/Finish and Stop. A workout's exercise shows its set ("Set 2 of 3") and
 * its reps with Done set, or its hold's clock; a rest counts down with +15 s (issue 43). The parts are in
 * run-parts.tsx, run-heading.tsx and item-guide.tsx.
 */
import type { ReactNode } from 'react';
import type { RunView } from '../../lib/planner/item-session';
import { formatTenths } from '../../lib/planner/items';
import { ItemGuide } from './item-guide';
import { RunHeading } from './run-heading';
import { PhaseClock, RunControls, StartScreen } from './run-parts';

/** What the practice screen shows and does. */
export interface SessionRunnerProps {
  view: RunView;
  /** 'pose' or 'exercise'. */
  noun: string;
  /** Heading of the get-ready countdown. */
  readyText: string;
  startLabel: string;
  /** Why Start is disabled (no item today). */
  emptyText: ReactNode;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onNext: () => void;
  onStop: () => void;
  /** Ends the current set (a set of reps waits for it). */
  onDoneSet: () => void;
  /** Adds 15 s to the rest under way. */
  onExtendRest: () => void;
  /** Clocks in whole seconds (a workout), not tenths. */
  isWholeSeconds?: boolean;
  /** Fields of the start screen (minutes, rest). */
  settings: ReactNode;
  /** What the last finished run came to ('Practice complete: …'), or null. */
  finishedText: string | null;
}

/** The practice screen: start screen while idle, the live session otherwise. */
export function SessionRunner({
  view,
  noun,
  readyText,
  startLabel,
  emptyText,
  onStart,
  onPause,
  onResume,
  onNext,
  onStop,
  onDoneSet,
  onExtendRest,
  isWholeSeconds = false,
  settings,
  finishedText,
}: SessionRunnerProps) {
  if (view.status === 'idle')
    return (
      <StartScreen
        view={view}
        noun={noun}
        startLabel={startLabel}
        emptyText={emptyText}
        settings={settings}
        finishedText={finishedText}
        onStart={onStart}
      />
    );
  const title =
    view.phase === 'ready' ? readyText : view.phase === 'rest' ? 'Rest' : (view.item?.name ?? '');
  const clock = (ms: number) => (isWholeSeconds ? formatTenths(ms).slice(0, 5) : formatTenths(ms));
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <RunHeading view={view} noun={noun} title={title} />
      <PhaseClock
        view={view}
        noun={noun}
        title={title}
        clock={clock}
        onDoneSet={onDoneSet}
        onExtendRest={onExtendRest}
      />
      <p className="text-sm">
        Total{' '}
        <span
          role="timer"
          aria-label="Total time"
          className="tabular-nums"
          data-testid="total-clock"
        >
          {clock(view.totalElapsedMs)}
        </span>
      </p>
      <RunControls
        view={view}
        onPause={onPause}
        onResume={onResume}
        onNext={onNext}
        onStop={onStop}
      />
      <ItemGuide view={view} />
    </div>
  );
}
