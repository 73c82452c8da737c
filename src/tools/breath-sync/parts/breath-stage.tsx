/**
 * Breath-sync's stage (docs/tools/breath-sync.md#screen, #constants): the circle that grows and shrinks
 * with the breath, the phase's word in it and the seconds left in the phase (the pattern while ready),
 * and under it the transport with Stop during a session.
 */
import { Square } from 'lucide';
import { BreathOrb } from '../../../components/session/breath-orb';
import { TransportControls } from '../../../components/session/transport';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import type { Untimed } from '../../../lib/session/use-session';
import { INHALE_SCALE, type Event, type View } from '../machine';
import { formatPattern } from '../techniques';

/** The circle's size when full; it is 1.6 times its empty size (docs/tools/breath-sync.md#constants). */
const ORB_LARGE = 1;
const ORB_SMALL = ORB_LARGE / INHALE_SCALE;

/** What the stage shows and does. */
export interface BreathStageProps {
  view: View;
  /** Sends a visitor's event (the session hook's `send`). */
  send: (event: Untimed<Event>) => void;
  /** A session is under way (running or paused): the transport follows it and Stop shows. */
  isActive: boolean;
}

/** The circle with the phase in it, and the transport. */
export function BreathStage({ view, send, isActive }: BreathStageProps) {
  return (
    <>
      <BreathOrb
        motion={view.orb}
        phaseSec={view.phaseSec}
        small={ORB_SMALL}
        large={ORB_LARGE}
        className="my-3 md:my-5"
      >
        <span className="text-2xl font-semibold" aria-live="polite" data-testid="phase">
          {view.status === 'paused' ? 'Paused' : view.label}
        </span>
        {view.secondsLeft === null ? (
          <span className="flex min-h-10 items-center text-sm text-muted tabular-nums">
            {formatPattern(view.pattern)}
          </span>
        ) : (
          <span
            className="min-h-10 font-display text-4xl font-light tabular-nums"
            data-testid="phase-seconds"
          >
            {view.secondsLeft}
          </span>
        )}
      </BreathOrb>

      <TransportControls
        status={isActive ? view.status : 'idle'}
        canStart={view.canStart}
        onStart={() => send({ type: 'start' })}
        onPause={() => send({ type: 'pause' })}
        onResume={() => send({ type: 'resume' })}
      >
        {isActive && (
          <Button variant="secondary" size="lg" onClick={() => send({ type: 'stop' })}>
            <Icon icon={Square} size={18} />
            Stop
          </Button>
        )}
      </TransportControls>
    </>
  );
}
