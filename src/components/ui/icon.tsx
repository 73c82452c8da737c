/**
 * A Lucide icon drawn from its data (the `lucide` package: `import { Pause } from 'lucide'`), the one icon
 * package of the site (Icon.astro and the sprites draw the same data at build time). Icons are
 * decorative: name the control that holds them, not the icon.
 */
import { createElement, type SVGProps } from 'react';

/** Lucide's icon data: SVG child elements as [tag, attributes] pairs. */
export type IconNode = readonly (readonly [
  tag: string,
  attrs: Record<string, string | number | undefined>,
])[];

/** An inline SVG icon, `size` px square, drawn in the current text colour. */
export function Icon({
  icon,
  size = 24,
  strokeWidth = 2,
  ...props
}: { icon: IconNode; size?: number } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-slot="icon"
      {...props}
    >
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
