/**
 * A choice among a few options (durations, scenes) as a native radio group: arrow keys move the choice
 * and screen readers announce "n of m" without any script.
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
  className,
}: {
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onValueChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset data-slot="segmented" disabled={disabled} className={cn('min-w-0', className)}>
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap gap-2">
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
            <span className="inline-flex h-10 min-w-12 cursor-pointer items-center justify-center rounded-full border border-line px-4 text-sm font-medium text-muted transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-ink peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:opacity-50 hover:bg-surface-2 hover:text-ink peer-checked:hover:bg-primary peer-checked:hover:text-primary-ink">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
