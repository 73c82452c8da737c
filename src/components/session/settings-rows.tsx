/** Rows of a settings dialog (settings-dialog.tsx): a titled group, a labelled slider and a status row. */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Slider } from '../ui/slider';

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

/** A label and a status text (red when `isError`), e.g. the audio status of docs/tools/sessions.md#errors. */
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

/**
 * A titled group of a settings panel: the title, an optional line saying what the setting does, the
 * control, and an optional hint under it (what the choice means, or why it is locked during a session).
 * The title is for the eye: the control inside carries the same words as its accessible name, so a
 * screen reader hears them once.
 */
export function SettingGroup({
  title,
  description,
  hint,
  hintTestId,
  children,
}: {
  title: string;
  description?: string;
  hint?: ReactNode;
  hintTestId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <p className={description ? 'font-medium' : 'mb-3 font-medium'} aria-hidden="true">
        {title}
      </p>
      {description && <p className="mb-3 text-sm text-muted">{description}</p>}
      {children}
      {hint && (
        <p className="mt-2 text-sm text-muted" data-testid={hintTestId}>
          {hint}
        </p>
      )}
    </div>
  );
}
