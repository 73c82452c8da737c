/** The 6 × 6 garden (spec 2 "Garden screen"): 36 plots, planted in order, the newest highlighted for 3 s. */
import { cn } from '../../../lib/ui/cn';
import { PLOTS, type Plant } from '../machine';
import { PLANT_NAMES, PlotArt } from './plant-art';

/** The grid of plots. */
export function GardenGrid({
  plants,
  highlightId,
}: {
  plants: readonly Plant[];
  /** The plant just grown, or null. */
  highlightId: number | null;
}) {
  return (
    <>
      <style>
        {
          '@keyframes plant-in{from{transform:scale(.55);opacity:.3}to{transform:scale(1);opacity:1}}'
        }
      </style>
      <ol
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
}
