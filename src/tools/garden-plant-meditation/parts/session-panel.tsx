/** The meditation session panel (docs/tools/garden-plant-meditation.md#screen): the breathing circle, the time left, Plant a Seed ↔ End Session. */
import { Sprout, Square } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { BreathOrb, type OrbMotion } from '../../../components/session/breath-orb';
import { Countdown } from '../../../components/session/countdown';
import { Button } from '../../../components/ui/button';
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
  onEnd,
}: {
  view: View;
  /** The chosen length, e.g. '30 s (demo)'. */
  sessionLabel: string;
  onPlant: () => void;
  onEnd: () => void;
}) {
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
        {view.isActive ? (
          <Countdown seconds={view.secondsLeft} caption="Time left" size="md" />
        ) : (
          <p className="pt-4 text-sm text-muted" data-testid="session-length">
            Session: {sessionLabel}
          </p>
        )}
      </div>
      {view.isActive ? (
        <Button size="lg" variant="secondary" className="mt-3" onClick={onEnd}>
          <Icon icon={Square} size={18} />
          End Session
        </Button>
      ) : (
        <Button size="lg" className="mt-3" onClick={onPlant}>
          <Icon icon={Sprout} size={20} />
          Plant a Seed
        </Button>
      )}
    </section>
  );
}
