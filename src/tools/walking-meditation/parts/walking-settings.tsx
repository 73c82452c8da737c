/** Walking settings (spec 2 "Walking meditation screen", §5): duration and pace, only before a walk. */
import { DurationPicker } from '../../../components/session/duration-picker';
import { SettingsDialog } from '../../../components/session/settings-dialog';
import { Segmented } from '../../../components/ui/segmented';
import {
  DURATIONS_MIN,
  PACES,
  PACE_CYCLE_MS,
  PACE_LABELS,
  type DurationMin,
  type Pace,
} from '../machine';

/** '2.5 s per step'. */
export function formatCycle(pace: Pace): string {
  return `${PACE_CYCLE_MS[pace] / 1000} s per step`;
}

const PACE_OPTIONS = PACES.map((pace) => ({ value: pace, label: PACE_LABELS[pace] }));

/** The settings button and dialog. */
export function WalkingSettings({
  durationMin,
  onDurationChange,
  pace,
  onPaceChange,
}: {
  durationMin: DurationMin;
  onDurationChange: (minutes: DurationMin) => void;
  pace: Pace;
  onPaceChange: (pace: Pace) => void;
}) {
  return (
    <SettingsDialog title="Walking Settings">
      <div>
        <p className="mb-3 font-medium">Duration</p>
        <DurationPicker
          label="Duration"
          minutes={DURATIONS_MIN}
          value={durationMin}
          onValueChange={onDurationChange}
          className="[&>div]:justify-start"
        />
      </div>
      <div>
        <p className="mb-3 font-medium">Pace</p>
        <Segmented<Pace>
          label="Pace"
          options={PACE_OPTIONS}
          value={pace}
          onValueChange={onPaceChange}
          className="[&>div]:justify-start"
        />
        <p className="mt-2 text-sm text-muted" data-testid="pace-detail">
          {PACE_LABELS[pace]}: {formatCycle(pace)}, a quarter for each of lift, move, place and
          pause.
        </p>
      </div>
    </SettingsDialog>
  );
}
