/**
 * Box breathing settings panel: an optional length in whole rounds, and vibration at each phase change.
 * Loaded with the settings dialog (tool.tsx), not with the page.
 */
import { useId, useSyncExternalStore } from 'react';
import { SettingGroup } from '../../../components/session/settings-rows';
import { Segmented } from '../../../components/ui/segmented';
import { Switch } from '../../../components/ui/switch';
import { canVibrate } from '../../../lib/haptics';
import { LENGTHS_MIN, roundsOf, type LengthMin } from '../machine';

const noSubscribe = () => () => undefined;

/** What the panel shows and changes. */
export interface BoxSettingsProps {
  lengthMin: LengthMin;
  onLength: (lengthMin: LengthMin) => void;
  canChangeLength: boolean;
  isVibrating: boolean;
  onVibrate: (isVibrating: boolean) => void;
}

/** The panel's rows. */
export function BoxSettingsPanel({
  lengthMin,
  onLength,
  canChangeLength,
  isVibrating,
  onVibrate,
}: BoxSettingsProps) {
  const vibrateId = useId();
  const hasVibration = useSyncExternalStore(noSubscribe, canVibrate, () => false);
  const rounds = roundsOf(lengthMin);
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
          options={LENGTHS_MIN.map((value) => ({
            value,
            label: value === 0 ? 'Open' : `${value} min`,
          }))}
          value={lengthMin}
          onValueChange={onLength}
          disabled={!canChangeLength}
        />
      </SettingGroup>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={vibrateId} className="font-medium">
          Vibrate at each phase
        </label>
        <Switch
          id={vibrateId}
          checked={isVibrating && hasVibration}
          onCheckedChange={onVibrate}
          disabled={!hasVibration}
        />
      </div>
      {!hasVibration && (
        <p className="-mt-4 text-sm text-muted">This device or browser cannot vibrate.</p>
      )}
    </>
  );
}
