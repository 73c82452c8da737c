/** Button primitive (shadcn style): variants via cva, `data-slot`, and `asChild` for links. */
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/ui/cn';
import { mergeIntoChild } from './slot';

/** Visual variants of a button. */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-[opacity,background-color,transform] disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-ink shadow-soft hover:opacity-90',
        secondary: 'border border-line bg-surface text-ink hover:bg-surface-2',
        ghost: 'text-muted hover:bg-surface-2 hover:text-ink',
        danger: 'bg-danger text-primary-ink shadow-soft hover:opacity-90',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-6',
        lg: 'h-14 px-8 text-lg',
        icon: 'size-10',
        round: 'size-16',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** A button; `asChild` renders its child (a link) with the button's look. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  type = 'button',
  children,
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild)
    return mergeIntoChild(children, { ...props, className: classes, 'data-slot': 'button' });
  return (
    <button data-slot="button" type={type} className={classes} {...props}>
      {children}
    </button>
  );
}
