/**
 * The frame of a persona's drawn portrait: a round, decorative SVG (the name is always said in text
 * beside it). Colours come from the design tokens' hues (`tone`), the same picture in both themes.
 */
import { useId, type ReactNode } from 'react';
import type { Hue } from '../../lib/tool-meta';
import { cn } from '../../lib/ui/cn';

// Written out so Tailwind sees each variable in use and emits it (a built name would not be found).
const HUE_VARS: Record<Hue, string> = {
  sage: 'var(--color-sage)',
  ocean: 'var(--color-ocean)',
  dusk: 'var(--color-dusk)',
  dawn: 'var(--color-dawn)',
  ember: 'var(--color-ember)',
  lotus: 'var(--color-lotus)',
  sand: 'var(--color-sand)',
  night: 'var(--color-night)',
};

/** A colour with a token's hue at a fixed lightness and chroma (relative colour syntax). */
export function tone(hue: Hue, lightness: number, chroma: number): string {
  return `oklch(from ${HUE_VARS[hue]} ${lightness} ${chroma} h)`;
}

/** A 64 x 64 round portrait; `children` are drawn inside the circle. */
export function Portrait({
  className,
  children,
}: {
  className?: string | undefined;
  children: ReactNode;
}) {
  // why useId: clip ids are document-wide; the header and every message draw the same portrait
  const clip = `${useId()}clip`;
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={cn('rounded-full', className)}
    >
      <clipPath id={clip}>
        <circle cx="32" cy="32" r="32" />
      </clipPath>
      <g clipPath={`url(#${clip})`}>{children}</g>
    </svg>
  );
}
