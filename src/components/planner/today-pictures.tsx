/**
 * Today's poses or exercises with their pictures, on the Progress tab and so in its exported image
 * (issue 25). Nothing shows on a day without items.
 */
import type { ReactNode } from 'react';

/** A row of today's items, each drawn with its name. */
export function TodayPictures<T extends { id: number; name: string; category: string }>({
  heading,
  items,
  picture,
}: {
  heading: string;
  items: readonly T[];
  picture: (item: T, size: 'sm' | 'md') => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-label={heading} className="flex flex-col gap-2">
      <h3 className="font-semibold">{heading}</h3>
      <ul className="flex flex-wrap gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex w-24 flex-col items-center gap-1 text-center text-xs">
            {picture(item, 'md')}
            {/* Whole, wrapped at spaces: a clamp cut names mid-bracket in the image (issue 43). */}
            <span className="text-balance break-words">{item.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
