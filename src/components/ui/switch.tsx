/** On/off switch: a button with role="switch" and aria-checked (WAI-ARIA switch pattern). */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/ui/cn';

/** A switch; give it a visible label with `<label htmlFor>` or an `aria-label`. */
export function Switch({
  checked,
  onCheckedChange,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-slot="switch"
      data-state={checked ? 'checked' : 'unchecked'}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-line bg-surface-2 transition-colors disabled:opacity-50 data-[state=checked]:bg-primary',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          'block size-5 rounded-full bg-surface shadow-soft transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}
