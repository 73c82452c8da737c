/**
 * A choice among a few options (durations, scenes, paces), drawn as a row of pills.
 *
 * - `kind="radio"` (default): a native radio group. Arrow keys move the choice and screen readers
 *   announce "n of m" without any script. Use it for a setting.
 * - `kind="pressed"`: toggle buttons (`aria-pressed`) in a labelled group. Use it where pressing an
 *   option does something at once (a quick timer that starts a session).
 */
import { useId } from 'react';
import { cn } from '../../lib/ui/cn';

/** One option of a segmented control. */
export interface SegmentedOption<T extends string | number> {
  value: T;
  label: string;
}

/** Segmented control; `label` names the group for screen readers. */
export function Segmented<T extends string | number>({
  label,
  options,
  value,
  onValueChange,
  disabled,
  kind = 'radio',
  align = 'center',
  className,
}: {
  label: string;
  options: readonly SegmentedOption<T>[];
  /** The chosen value; null when none is (a quick timer before any session). */
  value: T | null;
  onValueChange: (value: T) => void;
  disabled?: boolean | undefined;
  kind?: 'radio' | 'pressed' | undefined;
  /** Where the pills sit in their row. */
  align?: 'center' | 'start' | undefined;
  className?: string | undefined;
}) {
  const name = useId();
  const row = cn('flex flex-wrap gap-2', align === 'center' ? 'justify-center' : 'justify-start');
  if (kind === 'pressed') {
    return (
      <div role="group" aria-label={label} data-slot="segmented" className={cn(row, className)}>
        {options.map((option) => {
          const isOn = option.value === value;
          return (
            <button
              key={String(option.value)}
              type="button"
              aria-pressed={isOn}
              disabled={disabled}
              onClick={() => onValueChange(option.value)}
              className={cn(
                'pill disabled:cursor-not-allowed disabled:opacity-50',
                isOn && 'pill-on',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    );
  }
  return (
    <fieldset data-slot="segmented" disabled={disabled} className={cn('min-w-0', className)}>
      <legend className="sr-only">{label}</legend>
      <div className={row}>
        {options.map((option) => (
          <label key={String(option.value)} className="relative">
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              onChange={() => onValueChange(option.value)}
              className="peer sr-only"
            />
            <span className="pill pill-radio">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
