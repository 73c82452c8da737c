/** An icon of the journal page's sprite (practice-icons.ts), checked by name. */
import type { ComponentProps } from 'react';
import { SpriteIcon } from '../ui/sprite-icon';
import type { PracticeIconName } from './practice-icons';

/** A decorative icon drawn from the page's sprite. */
export function PracticeIcon(
  props: Omit<ComponentProps<typeof SpriteIcon>, 'name'> & { name: PracticeIconName },
) {
  return <SpriteIcon {...props} />;
}
