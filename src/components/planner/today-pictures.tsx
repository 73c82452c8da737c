/**
 * Today's poses or exercises with their pictures, on the Progress tab and so in its exported image
 * (issue 25). Nothing shows on a day without items.
 */
import type { ReactNode } from 'react';
import { wrapName } from '../../lib/planner/wrap-name';

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
          <li key={item.id} className="flex w-32 flex-col items-center gap-1 text-center text-xs">
            {picture(item, 'md')}
            {/* Whole, in lines made by wrapName: a clamp cut names mid-bracket in the image (issue 43). */}
            <span data-testid="picture-name">
              {wrapName(item.name).map((line, index) => (
                <span key={index} className="block whitespace-nowrap">
                  {line}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
