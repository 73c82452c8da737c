/**
 * The parts of the planners' running session (docs/tools/planners.md#screen Practice / Train tabs; issue
 * 43): the start screen, the picture of the current or next item, the phase's clock (an item's clock, a
 * set of reps with Done set, or a get-ready or rest countdown) and the controls.
 */
import { Check, Pause, Play, SkipForward, Square } from 'lucide';
import type { ReactNode } from 'react';
import { REST_EXTEND_MS, type RunView } from '../../lib/planner/item-session';
import { formatTenths } from '../../lib/planner/items';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import { ItemPicture } from './item-picture';
import { countOf } from '../../lib/ui/count-of';

/** The start screen: what the last run came to, the settings, today's count and Start. */
export function StartScreen({
  view,
  noun,
  startLabel,
  emptyText,
  settings,
  finishedText,
  onStart,
}: {
  view: RunView;
  noun: string;
  startLabel: string;
  emptyText: ReactNode;
  settings: ReactNode;
  finishedText: string | null;
  onStart: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <p
        role="status"
        className={finishedText ? 'rounded-xl bg-primary-soft px-4 py-3' : 'sr-only'}
      >
        {finishedText}
      </p>
      <div className="flex flex-wrap items-end justify-center gap-4">{settings}</div>
      <p className="text-sm text-muted">
        {view.itemCount > 0 ? `${countOf(view.itemCount, noun)} today` : emptyText}
      </p>
      <Button size="lg" onClick={onStart} disabled={!view.canStart}>
        <Icon icon={Play} size={20} />
        {startLabel}
      </Button>
    </div>
  );
}

/** The item being practised, large; during a get-ready or a rest, the one that comes next. */
export function RunPicture({ view, noun }: { view: RunView; noun: string }) {
  const { item, nextItem } = view;
  if (view.phase === 'item' && item)
    return (
      <figure data-testid="current-picture">
        <ItemPicture
          size="lg"
          name={item.name}
          category={item.category ?? 'custom'}
          kindLabel={item.kindLabel ?? noun}
        />
      </figure>
    );
  // during a rest between sets the same item comes again, with its next set
  const upNext = view.isRestBetweenSets ? item : nextItem;
  if (!upNext) return null;
  return (
    <figure data-testid="next-picture" className="flex flex-col items-center gap-1">
      <ItemPicture
        size="md"
        name={upNext.name}
        category={upNext.category ?? 'custom'}
        kindLabel={upNext.kindLabel ?? noun}
      />
      <figcaption className="text-xs text-muted">Up next</figcaption>
    </figure>
  );
}

/**
 * The phase's clock: a set of reps and Done set, an item's clock and target, or a get-ready or rest
 * countdown (a rest with its +15 s).
 */
export function PhaseClock({
  view,
  noun,
  title,
  clock,
  onDoneSet,
  onExtendRest,
}: {
  view: RunView;
  noun: string;
  title: string;
  clock: (ms: number) => string;
  onDoneSet: () => void;
  onExtendRest: () => void;
}) {
  const dose = view.item?.dose ?? null;
  const large = 'font-display text-5xl font-light text-primary tabular-nums';
  if (view.phase === 'item' && view.isOpenEnded)
    return (
      <>
        <p className={large} data-testid="reps-target">
          {dose?.target}
        </p>
        <Button size="lg" onClick={onDoneSet}>
          <Icon icon={Check} size={20} />
          Done set
        </Button>
      </>
    );
  if (view.phase === 'item') {
    const progress = view.targetMs > 0 ? view.itemElapsedMs / view.targetMs : 0;
    return (
      <>
        <p role="timer" aria-label={`${noun} time`} className={large} data-testid="item-clock">
          {clock(view.itemElapsedMs)}
        </p>
        <div className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-surface-2">
          <div
            className="h-full rounded-full bg-primary"
            style={{ width: `${Math.min(100, progress * 100)}%` }}
          />
        </div>
        <p className="text-sm text-muted">
          Target {formatTenths(view.targetMs).slice(0, 5)}
          {dose ? ` (${dose.target})` : ''}
        </p>
      </>
    );
  }
  return (
    <>
      <p
        role="timer"
        aria-label={`${title} seconds left`}
        className={large}
        data-testid="phase-countdown"
      >
        {Math.ceil(view.phaseRemainingMs / 1000)}
      </p>
      {view.phase === 'rest' && (
        <Button size="md" variant="secondary" onClick={onExtendRest}>
          +{REST_EXTEND_MS / 1000} s
        </Button>
      )}
    </>
  );
}

/** The controls of a running session: Pause or Resume, Next or Finish, and Stop. */
export function RunControls({
  view,
  onPause,
  onResume,
  onNext,
  onStop,
}: {
  view: RunView;
  onPause: () => void;
  onResume: () => void;
  onNext: () => void;
  onStop: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {view.status === 'running' ? (
        <Button size="md" onClick={onPause}>
          <Icon icon={Pause} size={20} />
          Pause
        </Button>
      ) : (
        <Button size="md" onClick={onResume}>
          <Icon icon={Play} size={20} />
          Resume
        </Button>
      )}
      <Button size="md" variant="secondary" onClick={onNext}>
        <Icon icon={SkipForward} size={20} />
        {view.phase === 'item' && view.isLast ? 'Finish' : 'Next'}
      </Button>
      <Button size="md" variant="secondary" onClick={onStop}>
        <Icon icon={Square} size={18} />
        Stop
      </Button>
    </div>
  );
}
