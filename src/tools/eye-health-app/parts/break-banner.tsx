/** The break banner (docs/tools/eye-health-app.md#data): the 20 s countdown, its progress and Continue. */
import { Eye, RotateCcw, Volume2, VolumeX } from 'lucide';
import { useEffect, useRef } from 'react';
import { Icon } from '../../../components/ui/icon';
import { Button } from '../../../components/ui/button';
import { FOCUS_NEXT } from '../../../lib/ui/use-focus-handoff';

/** The banner shown during a break. */
export function BreakBanner({
  secondsLeft,
  progress,
  isSoundOn,
  onSoundChange,
  onContinue,
  onReset,
}: {
  secondsLeft: number;
  /** Fraction of the break done, 0..1. */
  progress: number;
  isSoundOn: boolean;
  onSoundChange: (isOn: boolean) => void;
  onContinue: () => void;
  /** docs/tools/eye-health-app.md#behaviour: Reset returns to 20:00 and clears the break. */
  onReset: () => void;
}) {
  const canContinue = secondsLeft === 0;
  const banner = useRef<HTMLElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  // When the break ends, the focus the banner holds goes on to Continue, the control that is now the
  // visitor's next step (a focus elsewhere on the page is left where it is).
  useEffect(() => {
    if (canContinue && document.activeElement === banner.current) continueButton.current?.focus();
  }, [canContinue]);
  return (
    // The break takes the focus the timer's controls had (tool.tsx): a screen reader reads it out.
    <section
      ref={banner}
      {...FOCUS_NEXT}
      tabIndex={-1}
      aria-labelledby="eye-break-title"
      className="relative flex w-full flex-col items-center rounded-card bg-primary-soft px-5 py-7 text-center"
      data-testid="break-banner"
    >
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onSoundChange(!isSoundOn)}
        aria-pressed={isSoundOn}
        aria-label="Sound"
        className="absolute top-3 right-3"
      >
        {isSoundOn ? <Icon icon={Volume2} size={20} /> : <Icon icon={VolumeX} size={20} />}
      </Button>
      <Icon icon={Eye} size={36} className="text-primary" />
      <h2 id="eye-break-title" className="mt-3 text-3xl font-semibold">
        Eye Break Time!
      </h2>
      <p className="mt-2 text-lg">Look 20 feet away for 20 seconds</p>
      <p
        className="mt-4 font-display text-6xl font-light text-primary tabular-nums"
        role="timer"
        aria-label={`${secondsLeft} seconds left in the break`}
        data-testid="break-seconds"
      >
        {secondsLeft}
      </p>
      <div
        role="progressbar"
        aria-label="Break progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        className="mt-4 h-2 w-full max-w-xs overflow-hidden rounded-full bg-surface"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-1000 ease-linear"
          style={{ width: `${progress * 100}%` }}
        />
      </div>
      <div className="mt-6 flex items-center gap-3">
        <Button
          variant="secondary"
          size="icon"
          className="size-12"
          onClick={onReset}
          aria-label="Reset"
        >
          <Icon icon={RotateCcw} size={18} />
        </Button>
        <Button ref={continueButton} size="lg" disabled={!canContinue} onClick={onContinue}>
          {canContinue ? 'Continue' : `Wait ${secondsLeft}s`}
        </Button>
      </div>
    </section>
  );
}
