/**
 * Rain settings panel (docs/tools/rain-meditation.md#screen, #validation, #errors): duration, intensity, audio status.
 * Loaded with the settings dialog (rain-top-bar.tsx), not with the page.
 */
import { DurationPicker } from '../../../components/session/duration-picker';
import { LabelledSlider, SettingGroup, StatusRow } from '../../../components/session/settings-rows';
import {
  DURATIONS_MIN,
  INTENSITY_MAX,
  INTENSITY_MIN,
  INTENSITY_STEP,
  clampIntensity,
  describeIntensity,
  type DurationMin,
} from '../machine';

/** What the panel shows and changes. */
export interface RainSettingsProps {
  durationMin: DurationMin;
  onDurationChange: (minutes: DurationMin) => void;
  canChangeDuration: boolean;
  intensity: number;
  onIntensityChange: (intensity: number) => void;
  audioText: string;
  isAudioFailed: boolean;
}

/** The panel's rows. */
export function RainSettingsPanel({
  durationMin,
  onDurationChange,
  canChangeDuration,
  intensity,
  onIntensityChange,
  audioText,
  isAudioFailed,
}: RainSettingsProps) {
  const intensityText = `${describeIntensity(intensity)}, ${Math.round(intensity * 100)}%`;
  return (
    <>
      <SettingGroup
        title="Duration"
        hint={!canChangeDuration && 'Reset the session to choose another length.'}
      >
        {/* pressed pills: a length is chosen at once, before the session begins */}
        <DurationPicker
          kind="pressed"
          label="Duration"
          minutes={DURATIONS_MIN}
          value={durationMin}
          onValueChange={onDurationChange}
          disabled={!canChangeDuration}
          align="start"
        />
      </SettingGroup>
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
    </>
  );
}
