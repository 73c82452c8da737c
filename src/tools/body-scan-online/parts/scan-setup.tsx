/**
 * The body scan's start screen (docs/tools/body-scan-online.md#screen, #behaviour): what the scan does and
 * how long each zone lasts, the length, Begin Journey and the voice toggle, beside the body outline.
 */
import type { ReactNode } from 'react';
import { DurationPicker } from '../../../components/session/duration-picker';
import { Button } from '../../../components/ui/button';
import { DURATIONS_MIN, ZONE_COUNT, zoneSecOf, type DurationMin } from '../machine';
import { BodyDiagram } from './body-diagram';

/** What the start screen shows and does. */
export interface ScanSetupProps {
  durationMin: DurationMin;
  onDurationChange: (durationMin: DurationMin) => void;
  onBegin: () => void;
  /** The voice guide's switch. */
  voiceSwitch: ReactNode;
}

/** The intro, the length and Begin Journey. */
export function ScanSetup({ durationMin, onDurationChange, onBegin, voiceSwitch }: ScanSetupProps) {
  return (
    <div className="grid items-center gap-6 md:grid-cols-[13rem_1fr] md:gap-10">
      <div className="text-center md:order-2 md:text-left">
        <h2 className="text-2xl font-semibold md:text-3xl">Scan Through Your Body</h2>
        <p className="mt-2 text-muted">
          Lie down or sit comfortably and close your eyes if you like. Your attention moves through{' '}
          {ZONE_COUNT} zones, from the crown of your head to your toes, for{' '}
          <span data-testid="zone-seconds">{zoneSecOf(durationMin)}</span> seconds each.
        </p>
        <DurationPicker
          minutes={DURATIONS_MIN}
          value={durationMin}
          onValueChange={onDurationChange}
          className="mt-5 md:[&>div]:justify-start"
        />
        <div className="mt-4 flex flex-col items-center gap-4 md:flex-row md:justify-between">
          <Button size="lg" onClick={onBegin}>
            Begin Journey
          </Button>
          {voiceSwitch}
        </div>
      </div>
      <BodyDiagram current={null} isComplete={false} className="mx-auto w-32 md:w-full" />
    </div>
  );
}
