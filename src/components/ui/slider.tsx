/**
 * Slider on the native range input: keyboard (arrows, Page Up/Down, Home/End), touch and the ARIA
 * slider role come from the platform (Radix Slider cost ~19 KB gzip a page).
 */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/ui/cn';

/** A single-value slider; `label` names it for screen readers unless `aria-labelledby` is given. */
export function Slider({
  className,
  label,
  value,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'step'> & {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
}) {
  return (
    <input
      type="range"
      data-slot="slider"
      aria-label={props['aria-labelledby'] ? undefined : label}
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(event) => onValueChange(Number(event.currentTarget.value))}
      className={cn(
        'h-6 w-full cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
