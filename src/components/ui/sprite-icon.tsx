/** An icon from the page's IconSprite (components/site/IconSprite.astro); decorative. */
import type { ComponentProps } from 'react';

/** Draws `#icon-<name>` at `size` px in the current text colour. */
export function SpriteIcon({
  name,
  size = 20,
  ...props
}: Omit<ComponentProps<'svg'>, 'name'> & { name: string; size?: number }) {
  return (
    <svg aria-hidden focusable="false" width={size} height={size} {...props}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
