/** Pieces every tool's settings dialog shares: the gear trigger with Done, a labelled slider, a status row. */
import { Settings2 } from 'lucide';
import { Icon } from '../ui/icon';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../ui/dialog';
import { Slider } from '../ui/slider';

/** A "Settings" icon button opening a dialog titled `title`, closed by its Done button. */
export function SettingsDialog({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Settings">
          <Icon icon={Settings2} size={20} />
        </Button>
      </DialogTrigger>
      <DialogContent title={title}>
        <div className="mt-4 space-y-6">{children}</div>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A slider with its visible label and value text; the value text is also what screen readers hear. */
export function LabelledSlider({
  label,
  valueText,
  valueTestId,
  ...slider
}: Omit<ComponentProps<typeof Slider>, 'aria-labelledby' | 'aria-valuetext'> & {
  valueText: string;
  valueTestId?: string;
}) {
  const labelId = useId();
  return (
    <div>
      <div className="mb-3 flex items-baseline justify-between">
        <span className="font-medium" id={labelId}>
          {label}
        </span>
        <span className="text-muted tabular-nums" data-testid={valueTestId}>
          {valueText}
        </span>
      </div>
      <Slider label={label} aria-labelledby={labelId} aria-valuetext={valueText} {...slider} />
    </div>
  );
}

/** A label and a status text (red when `isError`), e.g. the audio status of spec 2 §8. */
export function StatusRow({
  label,
  text,
  isError,
}: {
  label: string;
  text: string;
  isError: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 rounded-xl bg-surface-2 px-4 py-3">
      <span className="font-medium">{label}</span>
      <span data-testid="settings-audio-status" className={isError ? 'text-danger' : 'text-muted'}>
        {text}
      </span>
    </div>
  );
}
