/**
 * The picture of a pose or exercise on a card, in today's list and in the practice (issue 25). The
 * drawings load with the first picture shown (figure-art.tsx and its catalog), not with the page; until
 * then an empty tile of the same size holds the place, so nothing shifts.
 */
import { createLoadable, useLoadable } from '../../lib/ui/loadable';
import { cn } from '../../lib/ui/cn';
import type { PictureProps } from './figure-art';

const art = createLoadable(() => import('./figure-art'));

/** Starts loading the drawings (on intent, before the first picture is wanted). */
export const preloadPictures = () => void art.preload().catch(() => undefined);

/** Sizes: a list row, a card, the practice's current item. */
const SIZES = { sm: 'size-14', md: 'size-24', lg: 'size-48 sm:size-56' } as const;

/** A drawing, or its category's mark, `size` square. */
export function ItemPicture({
  size = 'md',
  ...props
}: Omit<PictureProps, 'className'> & { size?: keyof typeof SIZES }) {
  const module = useLoadable(art, true);
  if (!module) {
    return (
      <span aria-hidden="true" className={cn('shrink-0 rounded-xl bg-primary-soft', SIZES[size])} />
    );
  }
  return <module.FigureArt {...props} className={SIZES[size]} />;
}
