/**
 * Breath-sync's settings panel (docs/tools/breath-sync.md#screen): session length and the optional cues of issue 9.
 * Loaded with the settings dialog (breath-clock-bar.tsx), not with the page.
 */
import { DurationPicker } from '../../../components/session/duration-picker';
import { SettingGroup } from '../../../components/session/settings-rows';
import { SwitchRow } from '../../../components/session/switch-row';
import { DURATIONS_MIN, type DurationMin } from '../machine';

/** What the panel shows and changes. */
export interface BreathSettingsProps {
  durationMin: DurationMin;
  onDurationChange: (minutes: DurationMin) => void;
  canChange: boolean;
  isToneOn: boolean;
  onToneChange: (isOn: boolean) => void;
  isVibrationOn: boolean;
  onVibrationChange: (isOn: boolean) => void;
  canVibrate: boolean;
  isVoiceOn: boolean;
  onVoiceChange: (isOn: boolean) => void;
  canSpeak: boolean;
}

/** The panel's rows. */
export function BreathSettingsPanel({
  durationMin,
  onDurationChange,
  canChange,
  isToneOn,
  onToneChange,
  isVibrationOn,
  onVibrationChange,
  canVibrate,
  isVoiceOn,
  onVoiceChange,
  canSpeak,
}: BreathSettingsProps) {
  return (
    <>
      <SettingGroup
        title="Session length"
        hint={
          canChange
            ? 'Rounded up to whole breaths, so a session never stops mid-breath.'
            : 'Stop the session to choose another length.'
        }
      >
        <DurationPicker
          minutes={DURATIONS_MIN}
          value={durationMin}
          onValueChange={onDurationChange}
          disabled={!canChange}
          align="start"
        />
      </SettingGroup>
      <SwitchRow
        label="Soft phase tones"
        description="A quiet tone at each change of phase."
        checked={isToneOn}
        onCheckedChange={onToneChange}
      />
      <SwitchRow
        label="Vibration"
        description={
          canVibrate
            ? 'A short pulse at each change: one to breathe in, two to breathe out.'
            : 'A pulse at each change (Not available on this device).'
        }
        checked={isVibrationOn && canVibrate}
        onCheckedChange={onVibrationChange}
        disabled={!canVibrate}
      />
      <SwitchRow
        label="Spoken cues"
        description={
          canSpeak
            ? "'Breathe in', 'Hold', 'Breathe out', for practice with your eyes closed."
            : 'Spoken phase names (Not supported in this browser).'
        }
        checked={isVoiceOn && canSpeak}
        onCheckedChange={onVoiceChange}
        disabled={!canSpeak}
      />
    </>
  );
}
