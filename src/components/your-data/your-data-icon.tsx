/** An icon of the data page's sprite (your-data-icons.ts), checked by name. */
import type { ComponentProps } from 'react';
import { SpriteIcon } from '../ui/sprite-icon';
import type { YourDataIconName } from './your-data-icons';

/** A decorative icon drawn from the page's sprite. */
export function YourDataIcon(
  props: Omit<ComponentProps<typeof SpriteIcon>, 'name'> & { name: YourDataIconName },
) {
  return <SpriteIcon {...props} />;
}
