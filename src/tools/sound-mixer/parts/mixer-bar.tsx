/**
 * The mixer's compact bar (issue 24: the sounds are the page): one play/pause for the sound, the timer as
 * its own named choice ('Start 5-min timer'), its countdown and status chip, Reset, and below them the
 * timer's length and the master volume. On phones the play row rides in a bar fixed to the bottom of the
 * screen, in reach however far the visitor has scrolled through the sounds (issue 15); the length and
 * volume row then follows the sounds.
 */
import { memo, useId } from 'react';
import { Countdown } from '../../../components/session/countdown';
import { DurationPicker } from '../../../components/session/duration-picker';
import { TransportControls } from '../../../components/session/transport';
import { Button } from '../../../components/ui/button';
import { SpriteIcon } from '../../../components/ui/sprite-icon';
import { Slider } from '../../../components/ui/slider';
import { cn } from '../../../lib/ui/cn';
import { CONTROL_ICON_NAMES } from '../icon-names';
import { DURATIONS_MIN, type DurationMin, type View } from '../machine';

/** The timer button's name: 'Start 5-min timer'. */
export function timerLabelOf(durationMin: DurationMin): string {
  return `Start ${durationMin}-min timer`;
}

/**
 * What of the mixer's view the bar shows. The bar is drawn again only when one of these changes, not at
 * each fade step of a tile's gain (issue 27: a tap's redraws were the main thread's work while the
 * tapped sound's stream waited for it).
 */
const BAR_VIEW_KEYS = [
  'status',
  'isAudible',
  'isRunning',
  'isListening',
  'canStart',
  'countdown',
  'remainingMs',
  'chip',
  'selectedCount',
] as const satisfies readonly (keyof View)[];

/** The part of the view the bar reads. */
export type BarView = Pick<View, (typeof BAR_VIEW_KEYS)[number]>;

/** The line under the controls: what the mixer is waiting for or doing. */
export function hintOf(view: BarView): string {
  const sounds = (count: number) => `${count} ${count === 1 ? 'sound' : 'sounds'}`;
  if (view.isRunning) return `${sounds(view.selectedCount)} playing until the timer ends`;
  if (view.isListening) return `${sounds(view.selectedCount)} playing`;
  if (view.selectedCount === 0) return 'Tap a sound or choose a mix to hear it';
  return `${sounds(view.selectedCount)} selected`;
}

/** The bar's actions. */
export interface MixerBarActions {
  onPlay: () => void;
  onPause: () => void;
  onStartTimer: () => void;
  onStopTimer: () => void;
  onReset: () => void;
  onDuration: (durationMin: DurationMin) => void;
  /** Master volume 0–1. */
  onMaster: (volume: number) => void;
}

/** Marks the end of the mixer's page: the bar shows on a phone once this has been parsed (below). */
export function MixerEnd() {
  return <span data-mixer-end="" hidden />;
}

/** The bar; `actions` must keep their identity between draws. */
export const MixerBar = memo(
  MixerBarPanel,
  (before, after) =>
    before.durationMin === after.durationMin &&
    before.master === after.master &&
    before.actions === after.actions &&
    BAR_VIEW_KEYS.every((key) => before.view[key] === after.view[key]),
);

function MixerBarPanel({
  view,
  durationMin,
  master,
  actions,
}: {
  view: BarView;
  durationMin: DurationMin;
  /** Master volume 0–1. */
  master: number;
  actions: MixerBarActions;
}) {
  const masterId = useId();
  const masterShown = Math.round(master * 100);
  const isTimerOn = view.status === 'running' || view.status === 'paused';
  return (
    <section
      aria-label="Session"
      className={cn(
        'rounded-card border border-line bg-surface px-4 py-3 shadow-soft max-md:order-last md:px-5',
        // why: on a phone this card is drawn last but comes first in the page, so a slow phone that
        // paints while the grid is still being parsed shows it high and then moves it down (Lighthouse:
        // a layout shift of 0.31). It waits, hidden, until the end of the mixer has arrived.
        'max-md:[&:not(:has(~[data-mixer-end]))]:hidden',
      )}
    >
      <div
        data-testid="session-bar"
        className="z-30 flex items-center gap-3 max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:justify-between max-md:gap-2 max-md:border-t max-md:border-line max-md:bg-surface/95 max-md:px-4 max-md:py-3 max-md:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-md:shadow-soft max-md:backdrop-blur md:flex-wrap"
      >
        {/* issue 24: one play/pause for the sound; the timer is a separate choice beside it */}
        <TransportControls
          variant="compact"
          status={view.isAudible ? 'running' : 'idle'}
          labels={{ start: 'Play', pause: 'Pause', resume: 'Play' }}
          canStart={view.canStart}
          onStart={actions.onPlay}
          onPause={actions.onPause}
          onReset={actions.onReset}
          showReset
        />
        <div className="flex min-w-0 items-center gap-2 md:gap-3">
          <div
            className={cn(
              'flex flex-col items-start leading-none',
              // on a phone's bar the countdown shows only while the timer runs: idle or finished, it and
              // its chip crowd the timer button, which says the length (finished, the bar ran to 431 px
              // on a 390 px screen; the summary has said 'Session Complete')
              !isTimerOn && 'max-md:hidden',
            )}
          >
            <Countdown
              seconds={Math.ceil(view.remainingMs / 1000)}
              label={`${view.countdown} remaining`}
              size="md"
              className="text-[1.75rem] leading-none md:text-3xl"
            />
            <p className="flex h-5 items-center" aria-live="polite">
              {view.chip && (
                <span
                  data-testid="status-chip"
                  className={cn(
                    'rounded-full px-2 text-xs font-medium',
                    view.status === 'paused'
                      ? 'bg-surface-2 text-muted'
                      : 'bg-primary-soft text-primary',
                  )}
                >
                  {view.chip}
                </span>
              )}
            </p>
          </div>
          {isTimerOn ? (
            <Button
              variant="secondary"
              size="icon"
              onClick={actions.onStopTimer}
              aria-label="Stop timer"
              title="Stop timer"
            >
              <SpriteIcon name={CONTROL_ICON_NAMES.remove} size={16} />
            </Button>
          ) : (
            <Button
              variant="secondary"
              className="h-10 px-4 text-sm whitespace-nowrap"
              onClick={actions.onStartTimer}
              disabled={!view.canStart}
            >
              {timerLabelOf(durationMin)}
            </Button>
          )}
        </div>
        <div className="flex items-center gap-3 max-md:hidden md:ml-auto md:w-64">
          <MasterVolume id={masterId} shown={masterShown} onMaster={actions.onMaster} />
        </div>
      </div>
      <div className="flex flex-col gap-3 md:mt-3 md:flex-row md:items-center md:justify-between md:border-t md:border-line md:pt-3">
        <DurationPicker
          label="Timer length"
          align="start"
          minutes={DURATIONS_MIN}
          value={durationMin}
          onValueChange={actions.onDuration}
          disabled={isTimerOn}
        />
        <p className="text-sm text-muted" data-testid="hint">
          {/* keyed: a new hint is a new line of text, not the old one moving */}
          <span key={hintOf(view)}>{hintOf(view)}</span>
        </p>
        <div className="flex items-center gap-3 md:hidden">
          <MasterVolume id={`${masterId}-phone`} shown={masterShown} onMaster={actions.onMaster} />
        </div>
      </div>
    </section>
  );
}

/** The master volume slider with its label and value. */
function MasterVolume({
  id,
  shown,
  onMaster,
}: {
  id: string;
  /** 0–100. */
  shown: number;
  onMaster: (volume: number) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="shrink-0 text-sm text-muted">
        Master volume
      </label>
      <Slider
        id={id}
        label="Master volume"
        value={shown}
        onValueChange={(next) => onMaster(next / 100)}
      />
      <output htmlFor={id} className="w-8 text-right text-sm text-muted tabular-nums">
        {shown}
      </output>
    </>
  );
}
