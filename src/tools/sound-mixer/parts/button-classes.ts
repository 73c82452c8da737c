/**
 * The mixer's button looks, matching components/ui/button's variants. why: that primitive brings cva
 * and Radix Slot (~4 KB gzip) for `asChild`, which the mixer does not need, and this page is at the
 * edge of the 90 KB budget.
 */
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-[opacity,background-color,transform] disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0';

/** Class lists by variant and size. */
export const BUTTON = {
  primaryLg: `${BASE} h-14 px-8 text-lg bg-primary text-primary-ink shadow-soft hover:opacity-90`,
  secondaryLg: `${BASE} h-14 px-8 text-lg border border-line bg-surface text-ink hover:bg-surface-2`,
  secondaryMd: `${BASE} h-11 px-6 border border-line bg-surface text-ink hover:bg-surface-2`,
  ghostSm: `${BASE} h-9 px-4 text-sm text-muted hover:bg-surface-2 hover:text-ink`,
} as const;
