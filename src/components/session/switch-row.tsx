/** A setting that is on or off: its label, an optional line of help, and a switch named by the label. */
import { useId } from 'react';
import { Switch } from '../ui/switch';

/** One labelled switch row of a settings dialog. */
export function SwitchRow({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  description?: string | undefined;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <Switch
          aria-labelledby={labelId}
          aria-describedby={description ? descriptionId : undefined}
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
        />
      </div>
      {description && (
        <p id={descriptionId} className="mt-1 text-sm text-muted">
          {description}
        </p>
      )}
    </div>
  );
}
