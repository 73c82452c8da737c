/** Rain settings dialog (spec 2 "Rain meditation screen", §5, §8): duration, intensity, audio status. */
import {
  LabelledSlider,
  SettingsDialog,
  StatusRow,
} from '../../../components/session/settings-dialog';
import { cn } from '../../../lib/ui/cn';
import {
  DURATIONS_MIN,
  INTENSITY_MAX,
  INTENSITY_MIN,
  INTENSITY_STEP,
  clampIntensity,
  describeIntensity,
  type DurationMin,
} from '../machine';

/** Settings button and dialog. */
export function RainSettings({
  durationMin,
  onDurationChange,
  canChangeDuration,
  intensity,
  onIntensityChange,
  audioText,
  isAudioFailed,
}: {
  durationMin: DurationMin;
  onDurationChange: (minutes: DurationMin) => void;
  canChangeDuration: boolean;
  intensity: number;
  onIntensityChange: (intensity: number) => void;
  audioText: string;
  isAudioFailed: boolean;
}) {
  const intensityText = `${describeIntensity(intensity)}, ${Math.round(intensity * 100)}%`;
  return (
    <SettingsDialog title="Rain Settings">
      <div>
        <p className="mb-3 font-medium" id="rain-duration-label">
          Duration
        </p>
        <div className="flex flex-wrap gap-2" role="group" aria-labelledby="rain-duration-label">
          {DURATIONS_MIN.map((minutes) => (
            <button
              key={minutes}
              type="button"
              aria-pressed={minutes === durationMin}
              disabled={!canChangeDuration}
              onClick={() => onDurationChange(minutes)}
              className={cn(
                'h-10 min-w-16 rounded-full border px-4 text-sm font-medium transition-colors disabled:opacity-50',
                minutes === durationMin
                  ? 'border-primary bg-primary text-primary-ink'
                  : 'border-line text-muted hover:bg-surface-2 hover:text-ink',
              )}
            >
              {minutes} min
            </button>
          ))}
        </div>
        {!canChangeDuration && (
          <p className="mt-2 text-sm text-muted">Reset the session to choose another length.</p>
        )}
      </div>
      <LabelledSlider
        label="Intensity"
        valueText={intensityText}
        valueTestId="intensity-value"
        min={INTENSITY_MIN}
        max={INTENSITY_MAX}
        step={INTENSITY_STEP}
        value={intensity}
        onValueChange={(next) => onIntensityChange(clampIntensity(next))}
      />
      <StatusRow label="Audio" text={audioText} isError={isAudioFailed} />
    </SettingsDialog>
  );
}
