/** The 6 × 6 garden (docs/tools/garden-plant-meditation.md#screen): 36 plots, planted in order, the newest highlighted for 3 s. */
import { memo, useEffect, useRef } from 'react';
import { cn } from '../../../lib/ui/cn';
import { PLOTS, type Plant } from '../machine';
import { PLANT_NAMES, PlotArt } from './plant-art';

interface GardenGridProps {
  plants: readonly Plant[];
  /** The plant just grown, or null. */
  highlightId: number | null;
}

/** Same plots, same highlight: the stored garden reaching the machine after hydration redraws nothing. */
function isSameGarden(before: GardenGridProps, after: GardenGridProps): boolean {
  return (
    before.highlightId === after.highlightId &&
    before.plants.length === after.plants.length &&
    before.plants.every(
      (plant, index) =>
        plant.id === after.plants[index]?.id && plant.type === after.plants[index]?.type,
    )
  );
}

/** The grid of plots (36 plots, about 250 elements: a phone's costliest part of the garden to redraw). */
export const GardenGrid = memo(function GardenGrid({ plants, highlightId }: GardenGridProps) {
  const listRef = useRef<HTMLOListElement>(null);
  // The new plant arrives in view (issue 24: on a phone the grid starts below the fold): its plot
  // scrolls just into view, gently unless the visitor asks for reduced motion.
  useEffect(() => {
    if (highlightId === null) return;
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    listRef.current
      ?.querySelector('[data-new]')
      ?.scrollIntoView({ block: 'nearest', behavior: isReduced ? 'auto' : 'smooth' });
  }, [highlightId]);
  return (
    <>
      <style>
        {
          '@keyframes plant-in{from{transform:scale(.55);opacity:.3}to{transform:scale(1);opacity:1}}'
        }
      </style>
      <ol
        ref={listRef}
        aria-label="Garden plots"
        className="grid w-full grid-cols-6 gap-1.5 rounded-card bg-sage/60 p-2 sm:gap-2 sm:p-3"
        data-testid="garden-grid"
      >
        {Array.from({ length: PLOTS }, (_, index) => {
          const plant = plants[index] ?? null;
          const isNew = plant !== null && plant.id === highlightId;
          return (
            <li
              key={index}
              data-plant={plant?.type ?? 'empty'}
              data-new={isNew ? '' : undefined}
              className={cn(
                'aspect-square rounded-lg bg-surface transition-shadow duration-500',
                isNew && 'ring-3 ring-primary motion-safe:animate-[plant-in_0.8s_ease-out]',
              )}
            >
              <PlotArt type={plant?.type ?? null} />
              <span className="sr-only">
                {plant
                  ? `${PLANT_NAMES[plant.type]}${isNew ? ', just planted' : ''}`
                  : 'Empty plot'}
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}, isSameGarden);
