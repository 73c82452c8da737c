/**
 * The bowl's settings panel (docs/tools/sound-bowl.md#screen, #validation, #errors): volume and audio status; and the
 * meditation timer's options, which every timer (quick or custom) uses from its next start. Loaded with
 * the settings dialog (bowl-top-bar.tsx), not with the page.
 */
import { LabelledSlider, SettingGroup, StatusRow } from '../../../components/session/settings-rows';
import { Segmented, type SegmentedOption } from '../../../components/ui/segmented';
import {
  INTERVALS_MIN,
  WARMUPS_SEC,
  type Between,
  type BowlAudio,
  type IntervalMin,
  type TimerOptions,
  type WarmupSec,
} from '../machine';

/** Settings status texts (docs/tools/sound-bowl.md#errors). */
export const SETTINGS_STATUS_TEXT: Record<BowlAudio, string> = {
  loading: 'Loading...',
  ready: 'Ready',
  unavailable: 'Audio file not found',
};

const BETWEEN_OPTIONS: SegmentedOption<Between>[] = [
  { value: 'ring', label: 'Keep ringing' },
  { value: 'silence', label: 'Silence' },
];
const INTERVAL_OPTIONS: SegmentedOption<IntervalMin>[] = INTERVALS_MIN.map((value) => ({
  value,
  label: value === 0 ? 'Off' : `${value} min`,
}));
const WARMUP_OPTIONS: SegmentedOption<WarmupSec>[] = WARMUPS_SEC.map((value) => ({
  value,
  label: value === 0 ? 'Off' : `${value} s`,
}));

/** A titled group of options with a line saying what it does. */
function Choice<T extends string | number>({
  title,
  note,
  ...segmented
}: {
  title: string;
  note: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onValueChange: (value: T) => void;
}) {
  return (
    <SettingGroup title={title} description={note}>
      <Segmented label={title} align="start" {...segmented} />
    </SettingGroup>
  );
}

/** What the panel shows and changes. */
export interface BowlSettingsProps {
  volume: number;
  onVolumeChange: (volume: number) => void;
  audio: BowlAudio;
  timer: TimerOptions;
  onTimerChange: (change: Partial<TimerOptions>) => void;
}

/** The panel's rows. */
export function BowlSettingsPanel({
  volume,
  onVolumeChange,
  audio,
  timer,
  onTimerChange,
}: BowlSettingsProps) {
  const volumeText = `${Math.round(volume * 100)}%`;
  return (
    <>
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
      <Choice
        title="Between bells"
        note="During a timer: ring on, struck again 0.1 s after each ring, or sit in silence until the ending bell."
        options={BETWEEN_OPTIONS}
        value={timer.between}
        onValueChange={(between) => onTimerChange({ between })}
      />
      <Choice
        title="Interval bell"
        note="A bell every few minutes of the timer."
        options={INTERVAL_OPTIONS}
        value={timer.intervalMin}
        onValueChange={(intervalMin) => onTimerChange({ intervalMin })}
      />
      <Choice
        title="Warm-up"
        note="A short countdown to settle before the starting bell."
        options={WARMUP_OPTIONS}
        value={timer.warmupSec}
        onValueChange={(warmupSec) => onTimerChange({ warmupSec })}
      />
      <StatusRow
        label="Audio status"
        text={SETTINGS_STATUS_TEXT[audio]}
        isError={audio === 'unavailable'}
      />
    </>
  );
}
