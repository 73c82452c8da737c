/**
 * Box breathing's readout (docs/tools/box-breathing.md#screen): the phase's word, the seconds left in the
 * phase and, during a session, the round under way (of how many, when the session has a length).
 */
import type { View } from '../machine';

/** The word, the countdown and the round. */
export function PhaseReadout({ view }: { view: View }) {
  return (
    <>
      {/* issue 42: on a phone the title starts below the tones and settings buttons, never under them */}
      <h2
        className="text-3xl font-semibold max-md:mt-8 md:text-4xl"
        aria-live="polite"
        data-testid="phase"
      >
        {view.label}
      </h2>
      <p
        className="mt-1 font-display text-5xl font-light text-primary tabular-nums md:mt-2 md:text-6xl"
        data-testid="countdown"
        role="timer"
        aria-label={`${view.secondsLeft} seconds left in this phase`}
      >
        {view.secondsLeft}
      </p>
      <p className="h-5 text-sm text-muted tabular-nums" data-testid="round">
        {view.status !== 'idle' &&
          (view.rounds === null ? `Round ${view.round}` : `Round ${view.round} of ${view.rounds}`)}
      </p>
    </>
  );
}
