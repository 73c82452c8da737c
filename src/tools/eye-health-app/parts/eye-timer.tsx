/**
 * The eye timer's work clock (docs/tools/eye-health-app.md#screen): the 20-20-20 badge, the ring with the
 * time until the break and the status, the warning line before a break, and the round transport with
 * Reset and the sound switch. The break banner takes its place during a break.
 */
import { RotateCcw, Volume2, VolumeX } from 'lucide';
import { Countdown } from '../../../components/session/countdown';
import { ProgressRing } from '../../../components/session/progress-ring';
import { TransportControls } from '../../../components/session/transport';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import type { Untimed } from '../../../lib/session/use-session';
import type { Event, View } from '../machine';

/** What the clock shows and does. */
export interface EyeTimerProps {
  view: View;
  isSoundOn: boolean;
  /** Sends a visitor's event (the session hook's `send`). */
  send: (event: Untimed<Event>) => void;
}

/** The badge, the ring, the warning and the controls. */
export function EyeTimer({ view, isSoundOn, send }: EyeTimerProps) {
  return (
    <>
      <span className="rounded-full bg-primary-soft px-4 py-1 text-sm font-medium text-ink">
        20-20-20 Rule
      </span>
      <ProgressRing fraction={view.progress} className="size-56! md:size-64!">
        <Countdown seconds={view.secondsLeft} size="xl" />
        <span className="mt-1 text-sm text-muted" data-testid="eye-status">
          {view.statusText}
        </span>
      </ProgressRing>
      <p className="-mt-2 h-5 text-sm font-medium text-primary" data-testid="break-warning">
        {view.warningSec ? `Eye break in ${view.warningSec} seconds` : ''}
      </p>
      <TransportControls
        variant="round"
        className="gap-4"
        status={view.status === 'running' || view.status === 'paused' ? view.status : 'idle'}
        onStart={() => send({ type: 'start' })}
        onPause={() => send({ type: 'pause' })}
        onResume={() => send({ type: 'resume' })}
      >
        <Button
          variant="secondary"
          size="icon"
          className="order-first size-12"
          onClick={() => send({ type: 'reset' })}
          aria-label="Reset"
        >
          <Icon icon={RotateCcw} size={18} />
        </Button>
        <Button
          variant="secondary"
          size="icon"
          className="size-12"
          onClick={() => send({ type: 'setSound', isSoundOn: !isSoundOn })}
          aria-pressed={isSoundOn}
          aria-label="Sound"
        >
          {isSoundOn ? <Icon icon={Volume2} size={18} /> : <Icon icon={VolumeX} size={18} />}
        </Button>
      </TransportControls>
    </>
  );
}
