/**
 * Box breathing settings panel: an optional length in whole rounds, and vibration at each phase change.
 * Loaded with the settings dialog (box-toolbar.tsx), not with the page.
 */
import { SettingGroup } from '../../../components/session/settings-rows';
import { SwitchRow } from '../../../components/session/switch-row';
import { Segmented } from '../../../components/ui/segmented';
import { useCanVibrate } from '../../../lib/haptics';
import { DURATIONS_MIN, roundsOf, type DurationMin } from '../machine';

/** What the panel shows and changes. */
export interface BoxSettingsProps {
  durationMin: DurationMin;
  onDuration: (durationMin: DurationMin) => void;
  canChangeLength: boolean;
  isVibrating: boolean;
  onVibrate: (isVibrating: boolean) => void;
}

/** The panel's rows. */
export function BoxSettingsPanel({
  durationMin,
  onDuration,
  canChangeLength,
  isVibrating,
  onVibrate,
}: BoxSettingsProps) {
  const hasVibration = useCanVibrate();
  const rounds = roundsOf(durationMin);
  return (
    <>
      <SettingGroup
        title="Session length"
        hint={
          rounds === null
            ? 'Breathe for as long as you like; pause when you are done.'
            : `${rounds} rounds of 16 seconds, ending on a whole breath with a soft chime.`
        }
      >
        <Segmented
          label="Session length"
          align="start"
          options={DURATIONS_MIN.map((value) => ({
            value,
            label: value === 0 ? 'Open' : `${value} min`,
          }))}
          value={durationMin}
          onValueChange={onDuration}
          disabled={!canChangeLength}
        />
      </SettingGroup>
      <SwitchRow
        label="Vibrate at each phase"
        description={hasVibration ? undefined : 'This device or browser cannot vibrate.'}
        checked={isVibrating && hasVibration}
        onCheckedChange={onVibrate}
        disabled={!hasVibration}
      />
    </>
  );
}
