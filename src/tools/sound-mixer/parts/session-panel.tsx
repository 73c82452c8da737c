/** The mixer's session panel: countdown, status chip, length, Start/Pause/Reset, hint, master volume. */
import { useId } from 'react';
import { Countdown } from '../../../components/session/countdown';
import { DurationPicker } from '../../../components/session/duration-picker';
import { TransportControls } from '../../../components/session/transport';
import { Slider } from '../../../components/ui/slider';
import { cn } from '../../../lib/ui/cn';
import { DURATIONS_MIN, type DurationMin, type View } from '../machine';

/** The line under the controls: what the mixer is waiting for or doing. */
export function hintOf(view: View, isLoaded: boolean): string {
  const sounds = (count: number) => `${count} ${count === 1 ? 'sound' : 'sounds'}`;
  if (!isLoaded) return 'Loading sounds…';
  if (view.isRunning) return `${sounds(view.selectedCount)} playing`;
  if (view.selectedCount === 0) return 'Turn on one or more sounds, then press Start';
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
      className="rounded-card border border-line bg-surface px-6 py-8 shadow-soft"
    >
      <div className="flex flex-col items-center gap-2">
        <Countdown
          seconds={Math.ceil(view.remainingMs / 1000)}
          label={`${view.countdown} remaining`}
          size="xl"
        />
        <p className="flex h-7 items-center" aria-live="polite">
          {view.chip && (
            <span
              data-testid="status-chip"
              className={cn(
                'rounded-full px-3 py-1 text-sm font-medium',
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
      <DurationPicker
        className="mt-5"
        minutes={DURATIONS_MIN}
        value={durationMin}
        onValueChange={onDuration}
        disabled={isUnderWay}
      />
      {/* spec 2 §4: Start resumes a paused session */}
      <TransportControls
        className="mt-6"
        status={view.status}
        labels={{ resume: 'Start' }}
        canStart={view.canStart}
        showReset
        onStart={onStart}
        onPause={onPause}
        onResume={onResume}
        onReset={onReset}
      />
      <p className="mt-4 text-center text-muted" data-testid="hint">
        {hintOf(view, isLoaded)}
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
