/** Rain settings dialog (spec 2 "Rain meditation screen", §5, §8): duration, intensity, audio status. */
import { Settings2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Slider } from '../../../components/ui/slider';
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
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Settings">
          <Settings2 aria-hidden size={20} />
        </Button>
      </DialogTrigger>
      <DialogContent title="Rain Settings">
        <div className="mt-4 space-y-6">
          <div>
            <p className="mb-3 font-medium" id="rain-duration-label">
              Duration
            </p>
            <div
              className="flex flex-wrap gap-2"
              role="group"
              aria-labelledby="rain-duration-label"
            >
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
          <div>
            <div className="mb-3 flex items-baseline justify-between">
              <span className="font-medium" id="rain-intensity-label">
                Intensity
              </span>
              <span className="text-muted tabular-nums" data-testid="intensity-value">
                {intensityText}
              </span>
            </div>
            <Slider
              label="Intensity"
              aria-labelledby="rain-intensity-label"
              min={INTENSITY_MIN}
              max={INTENSITY_MAX}
              step={INTENSITY_STEP}
              value={intensity}
              aria-valuetext={intensityText}
              onValueChange={(next) => onIntensityChange(clampIntensity(next))}
            />
          </div>
          <div className="flex items-baseline justify-between gap-4 rounded-xl bg-surface-2 px-4 py-3">
            <span className="font-medium">Audio</span>
            <span
              data-testid="settings-audio-status"
              className={isAudioFailed ? 'text-danger' : 'text-muted'}
            >
              {audioText}
            </span>
          </div>
        </div>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
