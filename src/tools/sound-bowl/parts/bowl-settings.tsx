/** The bowl's settings dialog (spec 2 "Sound bowl screen", §5, §8): volume, audio status, Done. */
import { Settings2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Slider } from '../../../components/ui/slider';

/** What the bowl's audio is doing, as the settings dialog words it. */
export type BowlAudio = 'loading' | 'ready' | 'unavailable';

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
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Settings">
          <Settings2 aria-hidden size={20} />
        </Button>
      </DialogTrigger>
      <DialogContent title="Bowl Settings">
        <div className="mt-4 space-y-6">
          <div>
            <div className="mb-3 flex items-baseline justify-between">
              <span className="font-medium" id="bowl-volume-label">
                Volume
              </span>
              <span className="text-muted tabular-nums" data-testid="volume-value">
                {Math.round(volume * 100)}%
              </span>
            </div>
            <Slider
              label="Volume"
              aria-labelledby="bowl-volume-label"
              min={0}
              max={1}
              step={0.1}
              value={volume}
              aria-valuetext={`${Math.round(volume * 100)}%`}
              onValueChange={(next) => onVolumeChange(Math.round(next * 10) / 10)}
            />
          </div>
          <div className="flex items-baseline justify-between rounded-xl bg-surface-2 px-4 py-3">
            <span className="font-medium">Audio status</span>
            <span
              data-testid="settings-audio-status"
              className={audio === 'unavailable' ? 'text-danger' : 'text-muted'}
            >
              {SETTINGS_STATUS_TEXT[audio]}
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
