/** The bowl's settings dialog (spec 2 "Sound bowl screen", §5, §8): volume, audio status, Done. */
import {
  LabelledSlider,
  SettingsDialog,
  StatusRow,
} from '../../../components/session/settings-dialog';
import type { BowlAudio } from '../machine';

/** Settings status texts (spec 2 §8). */
export const SETTINGS_STATUS_TEXT: Record<BowlAudio, string> = {
  loading: 'Loading...',
  ready: 'Ready',
  unavailable: 'Audio file not found',
};

/** Settings button and dialog. */
export function BowlSettings({
  volume,
  onVolumeChange,
  audio,
}: {
  volume: number;
  onVolumeChange: (volume: number) => void;
  audio: BowlAudio;
}) {
  const volumeText = `${Math.round(volume * 100)}%`;
  return (
    <SettingsDialog title="Bowl Settings">
      <LabelledSlider
        label="Volume"
        valueText={volumeText}
        valueTestId="volume-value"
        min={0}
        max={1}
        step={0.1}
        value={volume}
        onValueChange={(next) => onVolumeChange(Math.round(next * 10) / 10)}
      />
      <StatusRow
        label="Audio status"
        text={SETTINGS_STATUS_TEXT[audio]}
        isError={audio === 'unavailable'}
      />
    </SettingsDialog>
  );
}
