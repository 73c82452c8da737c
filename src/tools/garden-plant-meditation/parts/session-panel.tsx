/**
 * The meditation session panel (spec 2 "Garden screen"): the breathing circle, the time left, Plant a
 * Seed ↔ End Session (and Resume for a session brought back after a reload, waiting for a tap).
 */
import { BreathOrb, type OrbMotion } from '../../../components/session/breath-orb';
import { Countdown } from '../../../components/session/countdown';
import { TransportControls } from '../../../components/session/transport';
import type { BreathPhase, View } from '../machine';

const BREATH: Readonly<Record<BreathPhase, { label: string; motion: OrbMotion }>> = {
  in: { label: 'Breathe in', motion: 'expanding' },
  holdIn: { label: 'Hold', motion: 'full' },
  out: { label: 'Breathe out', motion: 'contracting' },
  holdOut: { label: 'Hold', motion: 'empty' },
};

/** The panel. */
export function SessionPanel({
  view,
  sessionLabel,
  onPlant,
  onResume,
  onEnd,
}: {
  view: View;
  /** The chosen length, e.g. '30 s (demo)'. */
  sessionLabel: string;
  onPlant: () => void;
  onResume: () => void;
  onEnd: () => void;
}) {
  const isUnderWay = view.isActive || view.status === 'paused';
  const breath = view.breath ? BREATH[view.breath.phase] : null;
  return (
    <section
      aria-label="Meditation session"
      className="flex w-full flex-col items-center rounded-card bg-surface-2 px-4 py-5"
    >
      <BreathOrb motion={breath?.motion ?? 'rest'} phaseSec={4} className="size-36! md:size-44!">
        <span className="text-sm font-medium text-ink" data-testid="breath-phase">
          {breath?.label ?? 'Ready'}
        </span>
        {view.breath && (
          <span className="text-xs text-ink tabular-nums" aria-hidden="true">
            {view.breath.secondsLeft}
          </span>
        )}
      </BreathOrb>
      <div className="mt-3 h-14">
        {isUnderWay ? (
          <Countdown seconds={view.secondsLeft} caption="Time left" size="md" />
        ) : (
          <p className="pt-4 text-sm text-muted" data-testid="session-length">
            Session: {sessionLabel}
          </p>
        )}
      </div>
      {/* the garden has no pause: a running session offers End Session alone (spec 2 §4) */}
      <TransportControls
        className="mt-3"
        status={view.status}
        labels={{ start: 'Plant a Seed', reset: 'End Session' }}
        onStart={onPlant}
        onPause={onEnd}
        onResume={onResume}
        onReset={onEnd}
        isMainShown={!view.isActive}
        showReset={isUnderWay}
      />
    </section>
  );
}
