/**
 * The timed practice screen the yoga and exercise planners share (docs/tools/planners.md#screen Practice / Train tabs):
 * a start screen (per-item minutes, clamped 1–10, and anything the planner adds), then the running
 * session with the current item and its steps, the item clock and the total clock to the tenth of a
 * second, and Pause/Resume, Next/Finish and Stop. A workout's exercise shows its set ("Set 2 of 3") and
 * its reps with Done set, or its hold's clock; a rest counts down with +15 s (issue 43).
 */
import { Check, Pause, Play, SkipForward, Square } from 'lucide';
import { Icon } from '../ui/icon';
import { useState, type ReactNode } from 'react';
import { ITEM_MINUTES, clampMinutes, formatTenths } from '../../lib/planner/items';
import { REST_EXTEND_MS } from '../../lib/planner/item-session';
import type { RunView } from '../../lib/planner/item-session';
import { Button } from '../ui/button';
import { ItemPicture } from './item-picture';
import { CautionNote } from './caution-note';

/**
 * Whole minutes 1–10 (docs/decisions.md#inputs-are-clamped: clamped, and the field shows the value used). A typed value out of
 * range is replaced at once; a blank field shows the value in use again when it loses focus.
 */
export function MinutesField({
  label,
  minutes,
  onMinutesChange,
}: {
  label: string;
  minutes: number;
  onMinutesChange: (minutes: number) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={ITEM_MINUTES.min}
        max={ITEM_MINUTES.max}
        step={1}
        value={text ?? String(minutes)}
        onChange={(event) => {
          const raw = event.target.value;
          if (raw.trim() === '') {
            setText(raw);
            return;
          }
          const used = clampMinutes(raw);
          setText(String(used) === raw ? raw : String(used));
          onMinutesChange(used);
        }}
        onBlur={() => setText(null)}
        className="h-11 w-28 rounded-full border border-line bg-surface px-4 text-base tabular-nums"
      />
    </label>
  );
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
}: {
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
}) {
  if (view.status === 'idle') {
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
          {view.itemCount > 0
            ? `${view.itemCount} ${noun}${view.itemCount === 1 ? '' : 's'} today`
            : emptyText}
        </p>
        <Button size="lg" onClick={onStart} disabled={!view.canStart}>
          <Icon icon={Play} size={20} />
          {startLabel}
        </Button>
      </div>
    );
  }
  const { item, nextItem } = view;
  const title =
    view.phase === 'ready' ? readyText : view.phase === 'rest' ? 'Rest' : (item?.name ?? '');
  const countdownSec = Math.ceil(view.phaseRemainingMs / 1000);
  const progress = view.targetMs > 0 ? view.itemElapsedMs / view.targetMs : 0;
  const clock = (ms: number) => (isWholeSeconds ? formatTenths(ms).slice(0, 5) : formatTenths(ms));
  const dose = item?.dose ?? null;
  // during a rest between sets the same item comes again, with its next set
  const upNext = view.isRestBetweenSets ? item : nextItem;
  const upNextText = view.isRestBetweenSets
    ? `Next: set ${view.set + 2} of ${view.setCount} · ${item?.name ?? ''}`
    : nextItem
      ? `Next: ${nextItem.name}`
      : '';
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <p className="text-sm text-muted">
        {view.phase === 'item'
          ? `${noun[0]?.toUpperCase()}${noun.slice(1)} ${view.index + 1} of ${view.itemCount}`
          : upNextText}
      </p>
      {view.phase === 'item' && item ? (
        <figure data-testid="current-picture">
          <ItemPicture
            size="lg"
            name={item.name}
            category={item.category ?? 'custom'}
            kindLabel={item.kindLabel ?? noun}
          />
        </figure>
      ) : (
        upNext && (
          <figure data-testid="next-picture" className="flex flex-col items-center gap-1">
            <ItemPicture
              size="md"
              name={upNext.name}
              category={upNext.category ?? 'custom'}
              kindLabel={upNext.kindLabel ?? noun}
            />
            <figcaption className="text-xs text-muted">Up next</figcaption>
          </figure>
        )
      )}
      <h3
        className="font-display text-3xl font-semibold"
        aria-live="polite"
        data-testid="run-title"
      >
        {title}
      </h3>
      {view.phase === 'item' && dose && (
        <p className="text-lg font-medium" data-testid="set-counter">
          Set {view.set + 1} of {view.setCount}
        </p>
      )}
      {view.phase === 'item' && view.isOpenEnded ? (
        <>
          <p
            className="font-display text-5xl font-light text-primary tabular-nums"
            data-testid="reps-target"
          >
            {dose?.target}
          </p>
          <Button size="lg" onClick={onDoneSet}>
            <Icon icon={Check} size={20} />
            Done set
          </Button>
        </>
      ) : view.phase === 'item' ? (
        <>
          <p
            role="timer"
            aria-label={`${noun} time`}
            className="font-display text-5xl font-light text-primary tabular-nums"
            data-testid="item-clock"
          >
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
      ) : (
        <p
          role="timer"
          aria-label={`${title} seconds left`}
          className="font-display text-5xl font-light text-primary tabular-nums"
          data-testid="phase-countdown"
        >
          {countdownSec}
        </p>
      )}
      {view.phase === 'rest' && (
        <Button size="md" variant="secondary" onClick={onExtendRest}>
          +{REST_EXTEND_MS / 1000} s
        </Button>
      )}
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
      {view.phase === 'item' && item?.caution && (
        <div className="w-full max-w-md">
          <CautionNote text={item.caution} />
        </div>
      )}
      {view.phase === 'item' && item && item.steps.length > 0 && (
        <ol className="w-full max-w-md list-decimal space-y-1 rounded-xl bg-surface-2 py-3 pr-4 pl-9 text-left text-sm">
          {item.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
