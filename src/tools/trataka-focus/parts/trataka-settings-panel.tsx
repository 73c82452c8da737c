/**
 * Trataka's settings panel (docs/tools/trataka-focus.md#screen, #behaviour): duration, Dim Surroundings, the afterimage, audio
 * status. Loaded with the settings dialog (tool.tsx), not with the page.
 */
import { DurationPicker } from '../../../components/session/duration-picker';
import { SettingGroup, StatusRow } from '../../../components/session/settings-rows';
import { SwitchRow } from '../../../components/session/switch-row';
import { AFTERIMAGE_SEC, DURATIONS_MIN, type DurationMin } from '../machine';

/** What the panel shows and changes. */
export interface TratakaSettingsProps {
  durationMin: DurationMin;
  onDurationChange: (minutes: DurationMin) => void;
  isDim: boolean;
  onDimChange: (isDim: boolean) => void;
  hasAfterimage: boolean;
  onAfterimageChange: (hasAfterimage: boolean) => void;
  canChange: boolean;
  audioText: string;
  isAudioFailed: boolean;
}

/** The panel's rows; nothing changes mid-session. */
export function TratakaSettingsPanel({
  durationMin,
  onDurationChange,
  isDim,
  onDimChange,
  hasAfterimage,
  onAfterimageChange,
  canChange,
  audioText,
  isAudioFailed,
}: TratakaSettingsProps) {
  return (
    <>
      <SettingGroup
        title="Duration"
        hint={!canChange && 'Reset the session to change its settings.'}
      >
        <DurationPicker
          label="Duration"
          minutes={DURATIONS_MIN}
          value={durationMin}
          onValueChange={onDurationChange}
          disabled={!canChange}
          align="start"
        />
      </SettingGroup>
      <SwitchRow
        label="Dim Surroundings"
        description="While you gaze, everything but the flame fades into darkness."
        checked={isDim}
        onCheckedChange={onDimChange}
        disabled={!canChange}
      />
      <SwitchRow
        label="Closed-eye afterimage"
        description={`After the gaze, ${AFTERIMAGE_SEC / 60} minute with your eyes closed, holding the flame's afterimage.`}
        checked={hasAfterimage}
        onCheckedChange={onAfterimageChange}
        disabled={!canChange}
      />
      <StatusRow label="Ambient sound" text={audioText} isError={isAudioFailed} />
    </>
  );
}
