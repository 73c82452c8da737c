/** Accessible slider (Radix Slider: keyboard, ARIA) for one value. */
import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/ui/cn';

/** A single-thumb slider; `label` names it for screen readers. */
export function Slider({
  className,
  label,
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<typeof SliderPrimitive.Root>, 'value' | 'onValueChange' | 'defaultValue'> & {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
}) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      value={[value]}
      onValueChange={(values) => onValueChange(values[0] ?? value)}
      className={cn(
        'relative flex h-6 w-full touch-none items-center select-none data-disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-line">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        className="block size-5 rounded-full border-2 border-primary bg-surface shadow-soft focus-visible:outline-3 focus-visible:outline-focus"
      />
    </SliderPrimitive.Root>
  );
}
