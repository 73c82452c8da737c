/**
 * A choice among a few cards (genres, reading times, content types): a native radio group, so arrow
 * keys move the choice and screen readers announce "n of m" without script. The card's name is its
 * label; the smaller line describes it.
 */
import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/ui/cn';

/** One card. */
export interface ChoiceCard<T extends string | number> {
  readonly value: T;
  readonly label: string;
  readonly description?: string;
  readonly icon?: ReactNode;
}

/** The radio cards under a visible legend. */
export function ChoiceCards<T extends string | number>({
  legend,
  options,
  value,
  onValueChange,
  columns,
}: {
  legend: string;
  options: readonly ChoiceCard<T>[];
  value: T | null;
  onValueChange: (value: T) => void;
  /** Grid columns from small screens up. */
  columns: string;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-4 font-display text-xl font-semibold">{legend}</legend>
      <div className={cn('grid gap-3', columns)}>
        {options.map((option) => {
          const labelId = `${name}-${String(option.value)}`;
          const descriptionId = `${labelId}-about`;
          return (
            <label key={String(option.value)} className="relative block">
              <input
                type="radio"
                name={name}
                value={String(option.value)}
                checked={option.value === value}
                onChange={() => onValueChange(option.value)}
                aria-labelledby={labelId}
                aria-describedby={option.description ? descriptionId : undefined}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex h-full cursor-pointer gap-3 rounded-2xl border border-line bg-surface p-3 transition-colors peer-checked:border-primary peer-checked:bg-primary-soft peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus hover:bg-surface-2 peer-checked:hover:bg-primary-soft sm:p-4',
                  // Cards with an icon stack on a phone, so two fit side by side.
                  option.icon ? 'flex-col sm:flex-row sm:items-center' : 'items-center',
                )}
              >
                {option.icon}
                <span className="min-w-0">
                  <span id={labelId} className="block font-medium text-ink">
                    {option.label}
                  </span>
                  {option.description && (
                    <span id={descriptionId} className="block text-sm text-muted">
                      {option.description}
                    </span>
                  )}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
