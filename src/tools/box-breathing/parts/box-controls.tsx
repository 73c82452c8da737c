/**
 * Box breathing's controls (docs/tools/box-breathing.md#screen, #behaviour): Play or Pause (Resume and End
 * session for a session waiting after a reload), the hint, and a line saying what the controls will do.
 */
import { TransportControls } from '../../../components/session/transport';
import type { Untimed } from '../../../lib/session/use-session';
import type { Event, View } from '../machine';

/** What the controls show and do. */
export interface BoxControlsProps {
  view: View;
  /** Sends a visitor's event (the session hook's `send`). */
  send: (event: Untimed<Event>) => void;
}

/** The line under the hint: what the controls will do from here, or how long the session is. */
function controlsNoteOf(view: View): string {
  if (view.status === 'paused')
    return 'Resume carries on where the clock is; End session keeps what you practised.';
  if (view.isRunning) return 'Pause ends this round; Play starts again at Breathe In.';
  return view.rounds === null
    ? 'An open session: breathe for as long as you like.'
    : `${view.rounds} rounds, about ${Math.round((view.rounds * 16) / 60)} minutes.`;
}

/** The transport, the hint and the note under them. */
export function BoxControls({ view, send }: BoxControlsProps) {
  return (
    <>
      <TransportControls
        // a session waiting after a reload says 'Resume' in words, as the hint names it
        variant={view.status === 'paused' ? 'labelled' : 'round'}
        status={view.status}
        labels={{ start: 'Play', reset: 'End session' }}
        onStart={() => send({ type: 'start' })}
        onPause={() => send({ type: 'pause' })}
        onResume={() => send({ type: 'resume' })}
        onReset={() => send({ type: 'stop' })}
        showReset={view.status === 'paused'}
      />
      <p className="mt-5 text-center text-muted" data-testid="hint">
        {view.hint}
      </p>
      {/* docs/tools/box-breathing.md#behaviour: pausing stops; starting again begins at Breathe In. Say so by the control. */}
      <p className="mt-1 text-center text-sm text-muted">
        {controlsNoteOf(view)}
        <span className="hidden md:inline">
          {' '}
          <kbd className="rounded border border-line px-1.5 py-0.5 font-sans text-xs">
            Space
          </kbd>{' '}
          starts or pauses.
        </span>
      </p>
    </>
  );
}
