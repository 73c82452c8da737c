/** A choice among a few options (durations, scenes): Radix ToggleGroup, single, always one chosen. */
import { ToggleGroup } from 'radix-ui';
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
  return (
    <ToggleGroup.Root
      type="single"
      aria-label={label}
      value={String(value)}
      disabled={disabled ?? false}
      onValueChange={(next) => {
        const option = options.find((candidate) => String(candidate.value) === next);
        if (option) onValueChange(option.value);
      }}
      className={cn('flex flex-wrap gap-2', className)}
      data-slot="segmented"
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={String(option.value)}
          value={String(option.value)}
          className="h-10 min-w-12 rounded-full border border-line px-4 text-sm font-medium text-muted transition-colors hover:bg-surface-2 hover:text-ink disabled:opacity-50 data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-ink"
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
