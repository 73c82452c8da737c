/**
 * Walking settings (docs/tools/walking-meditation.md#screen, #validation): duration and pace, only before a walk.
 * Loaded when first opened (components/session/lazy-panels.tsx).
 */
import { DurationPicker } from '../../../components/session/duration-picker';
import { SettingGroup } from '../../../components/session/settings-rows';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Segmented } from '../../../components/ui/segmented';
import {
  DURATIONS_MIN,
  PACES,
  PACE_LABELS,
  formatCycle,
  type DurationMin,
  type Pace,
} from '../machine';

const PACE_OPTIONS = PACES.map((pace) => ({ value: pace, label: PACE_LABELS[pace] }));

/** The settings dialog. */
export default function WalkingSettings({
  open,
  onClose,
  durationMin,
  onDurationChange,
  pace,
  onPaceChange,
}: {
  open: boolean;
  onClose: () => void;
  durationMin: DurationMin;
  onDurationChange: (minutes: DurationMin) => void;
  pace: Pace;
  onPaceChange: (pace: Pace) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent title="Walking Settings" footer={<Button onClick={onClose}>Done</Button>}>
        <div className="mt-4 space-y-6">
          <SettingGroup title="Duration">
            <DurationPicker
              label="Duration"
              minutes={DURATIONS_MIN}
              value={durationMin}
              onValueChange={onDurationChange}
              align="start"
            />
          </SettingGroup>
          <SettingGroup
            title="Pace"
            hint={`${PACE_LABELS[pace]}: ${formatCycle(pace)}, a quarter for each of lift, move, place and pause.`}
            hintTestId="pace-detail"
          >
            <Segmented<Pace>
              label="Pace"
              options={PACE_OPTIONS}
              value={pace}
              onValueChange={onPaceChange}
              align="start"
            />
          </SettingGroup>
        </div>
      </DialogContent>
    </Dialog>
  );
}
