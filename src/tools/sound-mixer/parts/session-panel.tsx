/**
 * The mixer's session: countdown, status chip, Start/Pause/Reset, length, hint and master volume. On
 * phones the countdown and the buttons ride in a bar fixed to the bottom of the screen, so they are in
 * reach however far the visitor has scrolled through the sounds (issue 15).
 */
import { useId } from 'react';
import { Countdown } from '../../../components/session/countdown';
import { DurationPicker } from '../../../components/session/duration-picker';
import { Button } from '../../../components/ui/button';
import { SpriteIcon } from '../../../components/ui/sprite-icon';
import { Slider } from '../../../components/ui/slider';
import { cn } from '../../../lib/ui/cn';
import { CONTROL_ICON_NAMES } from '../icon-names';
import { DURATIONS_MIN, type DurationMin, type View } from '../machine';

/** The line under the controls: what the mixer is waiting for or doing. */
export function hintOf(view: View, isLoaded: boolean): string {
  const sounds = (count: number) => `${count} ${count === 1 ? 'sound' : 'sounds'}`;
  if (!isLoaded) return 'Loading sounds…';
  if (view.isRunning) return `${sounds(view.selectedCount)} playing`;
  if (view.isListening) {
    return `${sounds(view.selectedCount)} playing. Start runs a timed session that ends gently.`;
  }
  if (view.selectedCount === 0) return 'Turn on a sound or choose a mix to hear it';
  return `${sounds(view.selectedCount)} selected`;
}

/** The panel. */
export function SessionPanel({
  view,
  isLoaded,
  durationMin,
  master,
  onDuration,
  onMaster,
  onStart,
  onPause,
  onResume,
  onReset,
}: {
  view: View;
  isLoaded: boolean;
  durationMin: DurationMin;
  /** Master volume 0–1. */
  master: number;
  onDuration: (durationMin: DurationMin) => void;
  onMaster: (volume: number) => void;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onReset: () => void;
}) {
  const masterId = useId();
  const masterShown = Math.round(master * 100);
  const isUnderWay = view.status === 'running' || view.status === 'paused';
  return (
    <section
      aria-label="Session"
      className="rounded-card border border-line bg-surface px-5 py-6 shadow-soft md:px-6 md:py-8"
    >
      <div
        data-testid="session-bar"
        className="z-30 flex flex-col items-center gap-4 max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:flex-row max-md:justify-between max-md:gap-3 max-md:border-t max-md:border-line max-md:bg-surface/95 max-md:px-4 max-md:py-3 max-md:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-md:shadow-soft max-md:backdrop-blur"
      >
        <div className="flex flex-col items-center max-md:items-start">
          <Countdown
            seconds={Math.ceil(view.remainingMs / 1000)}
            label={`${view.countdown} remaining`}
            size="responsive"
          />
          <p className="flex h-7 items-center max-md:h-5" aria-live="polite">
            {view.chip && (
              <span
                data-testid="status-chip"
                className={cn(
                  'rounded-full px-3 py-1 text-sm font-medium max-md:px-2 max-md:py-0 max-md:text-xs',
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
        <div className="flex shrink-0 items-center gap-2 md:gap-3">
          {view.isAudible && (
            <Button size="md" className="max-md:h-10 max-md:px-3.5" onClick={onPause}>
              <SpriteIcon name={CONTROL_ICON_NAMES.pause} size={18} />
              Pause
            </Button>
          )}
          {/* docs/tools/sound-mixer.md#behaviour: Start runs the session, and resumes a paused one */}
          {!view.isRunning && (
            <Button
              size="md"
              variant={view.isListening ? 'secondary' : 'primary'}
              className="max-md:h-10 max-md:px-3.5"
              onClick={view.status === 'paused' ? onResume : onStart}
              disabled={!view.canStart}
            >
              <SpriteIcon name={CONTROL_ICON_NAMES.play} size={18} />
              Start
            </Button>
          )}
          <Button
            variant="secondary"
            size="md"
            className="max-md:size-10 max-md:px-0"
            onClick={onReset}
          >
            <SpriteIcon name={CONTROL_ICON_NAMES.reset} size={16} />
            {/* on a phone's bar the icon alone; its name stays 'Reset' */}
            <span className="max-md:sr-only">Reset</span>
          </Button>
        </div>
      </div>
      <DurationPicker
        className="md:mt-6"
        minutes={DURATIONS_MIN}
        value={durationMin}
        onValueChange={onDuration}
        disabled={isUnderWay}
      />
      <p
        className="mt-4 min-h-[2lh] text-center text-sm text-balance text-muted md:text-base"
        data-testid="hint"
      >
        {/* keyed: a new hint is a new line of text, not the old one moving (centred text that changes
            length counts as a layout shift) */}
        <span key={hintOf(view, isLoaded)}>{hintOf(view, isLoaded)}</span>
      </p>
      <div className="mx-auto mt-5 flex max-w-sm items-center gap-3">
        <label htmlFor={masterId} className="shrink-0 text-sm text-muted">
          Master volume
        </label>
        <Slider
          id={masterId}
          label="Master volume"
          value={masterShown}
          onValueChange={(shown) => onMaster(shown / 100)}
        />
        <output htmlFor={masterId} className="w-8 text-right text-sm text-muted tabular-nums">
          {masterShown}
        </output>
      </div>
    </section>
  );
}
