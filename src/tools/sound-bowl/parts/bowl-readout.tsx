/**
 * What the bowl is doing, under the bowl: the warm-up or the time left, the strikes, and one line of
 * words for every state, so a tap never leaves a blank and a failed sound says what is wrong and what
 * still works.
 */
import { RotateCcw } from 'lucide';
import { Countdown } from '../../../components/session/countdown';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/ui/cn';
import type { Phase, TimerOptions, View } from '../machine';

/** The hint for each phase ('complete' and 'timed-silence' are worded from the session). */
const HINTS: Record<Exclude<Phase, 'complete' | 'timed-silence'>, string> = {
  loading: 'The bowl wakes as soon as its sound has loaded.',
  unavailable:
    'The bowl’s sound could not load, so striking and the timers are off. Volume and mute still work; check your connection and try again.',
  idle: 'Tap the bowl to strike it, or press play',
  once: 'Ringing until the sound fades. Tap to strike it again.',
  warmup: 'Settle in. The starting bell rings at zero.',
  'timed-ring': 'Struck again each time the ring fades, until time is up.',
  paused: 'Paused. Resume to carry on, or stop.',
};

/** The completion line (also announced): 'Session complete: 5 min, 26 strikes'. */
export function describeCompleted(completed: NonNullable<View['completed']>): string {
  const { durationMin, strikes } = completed;
  return `Session complete: ${durationMin} min, ${strikes} ${strikes === 1 ? 'strike' : 'strikes'}`;
}

/**
 * What a screen reader hears when the state changes (a polite live region); the countdowns themselves
 * are timers and are not announced.
 */
export function announce(view: View, durationMin: number, timer: TimerOptions): string {
  if (view.isPaused) return 'Paused';
  if (view.isWarmingUp) return `Starting in ${timer.warmupSec} seconds`;
  if (view.phase === 'timed-ring') return `${durationMin} minute session playing`;
  if (view.phase === 'timed-silence') return `${durationMin} minute session, silence between bells`;
  if (view.phase === 'complete' && view.completed) return describeCompleted(view.completed);
  return view.isPlaying ? 'Playing' : '';
}

function hintOf(view: View, timer: TimerOptions): string {
  if (view.phase === 'complete') return view.completed ? describeCompleted(view.completed) : '';
  if (view.phase === 'timed-silence') {
    return timer.intervalMin > 0
      ? `Silence between bells, with a bell every ${timer.intervalMin} min.`
      : 'Silence until the ending bell.';
  }
  return HINTS[view.phase];
}

/** Figures and hint; `onRetry` offers Try again when the sound failed. */
export function BowlReadout({
  view,
  timer,
  onRetry,
}: {
  view: View;
  timer: TimerOptions;
  onRetry: () => void;
}) {
  const isActive = view.isPlaying || view.isPaused;
  const hasStrikes = isActive && view.mode !== 'once' && !view.isWarmingUp;
  return (
    <div className="mt-4 flex h-28 w-full flex-col items-center justify-center gap-2 text-center">
      {(view.warmupSecondsLeft !== null || view.secondsLeft !== null || hasStrikes) && (
        <div className="flex items-end gap-10">
          {view.warmupSecondsLeft !== null ? (
            <Countdown
              seconds={view.warmupSecondsLeft}
              caption="Starting in"
              size="md"
              testId="warmup"
            />
          ) : (
            view.secondsLeft !== null && (
              <Countdown seconds={view.secondsLeft} caption="Time left" size="md" />
            )
          )}
          {hasStrikes && (
            <p>
              <span className="block text-sm text-muted">Strikes</span>
              <span className="font-display text-4xl font-light tabular-nums" data-testid="strikes">
                {view.strikes}
              </span>
            </p>
          )}
        </div>
      )}
      {/* full width and two lines reserved: a hint that changes length never moves the page */}
      <p
        className={cn(
          'min-h-[2lh] w-full max-w-sm text-sm',
          view.phase === 'unavailable' ? 'text-danger' : 'text-muted',
        )}
        data-testid="hint"
      >
        {/* keyed: a new hint is a new line of text, not the old one moving (centred text that changes
            length counts as a layout shift) */}
        <span key={hintOf(view, timer)}>{hintOf(view, timer)}</span>
      </p>
      {view.phase === 'unavailable' && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Icon icon={RotateCcw} size={16} />
          Try again
        </Button>
      )}
    </div>
  );
}
