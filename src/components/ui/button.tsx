/**
 * Button primitive (shadcn style): variants and `data-slot`. The variants are two plain maps rather
 * than class-variance-authority: with two axes and no compound variants, cva added ~0.5 KB gzip to
 * every tool page for nothing a lookup does not do. A link that looks like a button takes
 * `className={buttonVariants({ ... })}`.
 */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/ui/cn';

/** Looks of a button (utilities in global.css). */
export const BUTTON_VARIANTS = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  danger: 'btn-danger',
} as const;

/** Sizes of a button. */
export const BUTTON_SIZES = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6',
  lg: 'h-14 px-8 text-lg',
  icon: 'size-10',
  round: 'size-16',
} as const;

/** The classes of a button of `variant` and `size` (for links styled as buttons). */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
}: {
  variant?: keyof typeof BUTTON_VARIANTS | null | undefined;
  size?: keyof typeof BUTTON_SIZES | null | undefined;
} = {}): string {
  return cn('btn', BUTTON_VARIANTS[variant ?? 'primary'], BUTTON_SIZES[size ?? 'md']);
}

/** A button (type="button" unless said otherwise). */
export function Button({
  className,
  variant,
  size,
  type = 'button',
  children,
  ...props
}: ComponentProps<'button'> & {
  variant?: keyof typeof BUTTON_VARIANTS | null | undefined;
  size?: keyof typeof BUTTON_SIZES | null | undefined;
}) {
  const classes = cn(buttonVariants({ variant, size }), className);
  return (
    <button data-slot="button" type={type} className={classes} {...props}>
      {children}
    </button>
  );
}
