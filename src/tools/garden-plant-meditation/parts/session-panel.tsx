/**
 * The meditation session panel (docs/tools/garden-plant-meditation.md#screen): the breathing circle with the session's plant
 * growing in it, stage by stage (issue 24, as Forest), the time left, Plant a Seed ↔ End Session (and
 * Resume for a session brought back after a reload, waiting for a tap), and the grown plant's arrival
 * in the garden.
 */
import { useRef } from 'react';
import { BreathOrb, type OrbMotion } from '../../../components/session/breath-orb';
import { Countdown } from '../../../components/session/countdown';
import { TransportControls } from '../../../components/session/transport';
import { useFocusHandoff } from '../../../lib/ui/use-focus-handoff';
import type { BreathPhase, GrowthStage, View } from '../machine';
import { PLANT_NAMES, PlotArt } from './plant-art';

const BREATH: Readonly<Record<BreathPhase, { label: string; motion: OrbMotion }>> = {
  in: { label: 'Breathe in', motion: 'expanding' },
  holdIn: { label: 'Hold', motion: 'full' },
  out: { label: 'Breathe out', motion: 'contracting' },
  holdOut: { label: 'Hold', motion: 'empty' },
};

/** How large the plant is drawn at each stage: it grows as the session goes on. */
const STAGE_SIZE: Readonly<Record<GrowthStage, string>> = {
  seed: 'size-12',
  sprout: 'size-14',
  young: 'size-16',
  grown: 'size-20',
};

/** The plant's name for its stage: 'a seed', 'a sprout', 'a young Tulip', 'a Tulip'. */
function describeGrowth(growth: NonNullable<View['growth']>): string {
  const name = PLANT_NAMES[growth.type];
  if (growth.stage === 'seed') return 'a seed';
  if (growth.stage === 'sprout') return 'a sprout';
  return growth.stage === 'young' ? `a young ${name}` : `a ${name}`;
}

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
  const panel = useRef<HTMLElement>(null);
  // Plant a Seed and End Session take each other's place: the focus goes with them
  useFocusHandoff(panel, isUnderWay);
  const breath = view.breath ? BREATH[view.breath.phase] : null;
  const { growth } = view;
  return (
    <section
      ref={panel}
      aria-label="Meditation session"
      className="flex w-full flex-col items-center rounded-card border border-line bg-surface px-4 py-5"
    >
      <BreathOrb motion={breath?.motion ?? 'rest'} phaseSec={4} sizeClassName="size-44 md:size-48">
        <span className="text-sm font-medium text-ink" data-testid="breath-phase">
          {/* issue 42: a session brought back paused says so, not 'Ready' or 'Planted' */}
          {breath?.label ?? (view.status === 'paused' ? 'Paused' : growth ? 'Planted' : 'Ready')}
        </span>
        {growth && (
          <span
            role="img"
            aria-label={`Your plant: ${describeGrowth(growth)}`}
            data-testid="growing-plant"
            data-stage={growth.stage}
            data-plant={growth.drawn}
            className={`block ${STAGE_SIZE[growth.stage]} transition-[width,height] duration-700 motion-reduce:transition-none`}
          >
            <PlotArt type={growth.drawn} />
          </span>
        )}
        {view.breath && (
          <span className="text-xs text-ink tabular-nums" aria-hidden="true">
            {view.breath.secondsLeft}
          </span>
        )}
      </BreathOrb>
      <div className="mt-3 flex h-14 items-center" aria-live="polite">
        {isUnderWay ? (
          <Countdown seconds={view.secondsLeft} caption="Time left" size="md" />
        ) : growth ? (
          <p className="text-center font-medium text-primary" data-testid="plant-arrival">
            {PLANT_NAMES[growth.type]} planted in your garden
          </p>
        ) : (
          <p className="text-sm text-muted" data-testid="session-length">
            Session: {sessionLabel}
          </p>
        )}
      </div>
      {/* the garden has no pause: a running session offers End Session alone (docs/tools/garden-plant-meditation.md#behaviour) */}
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
