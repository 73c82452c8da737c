/**
 * The body scan's running screen (docs/tools/body-scan-online.md#screen, #behaviour): the body outline with
 * the current zone, its name and instruction, the zone's and the scan's countdowns, the progress bar, the
 * controls with Skip, and the voice toggle.
 */
import { SkipForward } from 'lucide';
import type { ReactNode } from 'react';
import { Countdown } from '../../../components/session/countdown';
import { TransportControls } from '../../../components/session/transport';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { ZONE_COUNT, type View } from '../machine';
import { BodyDiagram } from './body-diagram';

/** What the running screen shows and does. */
export interface ScanInProgressProps {
  view: View;
  /** The scan runs or is paused (`view.status`, narrowed). */
  status: 'running' | 'paused';
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onReset: () => void;
  onSkip: () => void;
  /** The voice guide's switch. */
  voiceSwitch: ReactNode;
}

/** The scan under way, running or paused. */
export function ScanInProgress({
  view,
  status,
  onStart,
  onPause,
  onResume,
  onReset,
  onSkip,
  voiceSwitch,
}: ScanInProgressProps) {
  return (
    <div className="grid grid-cols-[4.5rem_1fr] gap-x-5 gap-y-6 md:grid-cols-[13rem_1fr] md:gap-x-10">
      <BodyDiagram
        current={view.zoneIndex}
        isComplete={false}
        className="w-full self-start md:row-span-2"
      />
      <div className="min-w-0">
        <p className="text-sm font-medium text-primary" data-testid="zone-count">
          Zone {view.zoneIndex + 1} of {ZONE_COUNT}
          {status === 'paused' ? ' · Paused' : ''}
        </p>
        <h2
          className="mt-1 text-2xl font-semibold md:text-3xl"
          aria-live="polite"
          data-testid="zone-name"
        >
          {view.zoneName}
        </h2>
        <p className="mt-3 text-lg leading-relaxed md:text-xl" data-testid="instruction">
          {view.instruction}
        </p>
      </div>
      <div className="col-span-2 md:col-span-1 md:col-start-2">
        {/* why a grid of two rows: the captions share one baseline and the figures another,
            though the figures differ in size (issue 24) */}
        <dl className="grid grid-flow-col grid-rows-[auto_auto] items-baseline justify-center gap-x-8 md:justify-start">
          <dt className="text-center text-sm text-muted">This zone</dt>
          <dd className="text-center">
            <Countdown seconds={view.zoneSecondsLeft} testId="zone-timer" />
          </dd>
          <dt className="text-center text-sm text-muted">Whole scan</dt>
          <dd className="text-center">
            <Countdown seconds={view.secondsLeft} size="md" testId="scan-timer" />
          </dd>
        </dl>
        <div
          className="mt-4 h-1.5 overflow-hidden rounded-full bg-surface-2"
          role="progressbar"
          aria-label="Body scan progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(view.progress * 100)}
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300 ease-linear"
            style={{ width: `${view.progress * 100}%` }}
          />
        </div>
        <TransportControls
          className="mt-6 md:justify-start"
          size="md"
          status={status}
          onStart={onStart}
          onPause={onPause}
          onResume={onResume}
          onReset={onReset}
        >
          <Button variant="secondary" onClick={onSkip} disabled={!view.canSkip}>
            <Icon icon={SkipForward} size={18} />
            Skip
          </Button>
        </TransportControls>
        <div className="mt-5 flex justify-center md:justify-start">{voiceSwitch}</div>
      </div>
    </div>
  );
}
