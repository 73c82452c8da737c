/**
 * A garden plot: its soil and, when one grows there, its plant. The drawings are SVG symbols the page
 * draws once without script (plant-drawings.tsx); a plot shows one with `<use>`.
 */
import type { PlantType } from '../machine';
import { C } from './plant-colors';

/** The id of a plant type's symbol in the page. */
export function plantSymbolId(type: PlantType): string {
  return `plant-${type}`;
}

/** How each plant type is called (its accessible name). */
export const PLANT_NAMES: Readonly<Record<PlantType, string>> = {
  seed: 'Seed',
  sprout: 'Sprout',
  flower1: 'Tulip',
  flower2: 'Daisy',
  flower3: 'Sunflower',
  flower4: 'Lavender',
  flower5: 'Rose',
  tree1: 'Oak tree',
  tree2: 'Pine tree',
  bush1: 'Berry bush',
  bush2: 'Fern',
  special1: 'Lotus',
  special2: 'Flowering cactus',
  special3: 'Cherry blossom tree',
};

/** A plot: its soil, and the plant growing in it if there is one. */
export function PlotArt({ type }: { type: PlantType | null }) {
  return (
    <svg viewBox="0 0 64 64" className="size-full" aria-hidden="true">
      {type !== 'special1' && (
        <ellipse
          cx="32"
          cy="56"
          rx={type ? 20 : 16}
          ry="4.5"
          fill={C.soil}
          opacity={type ? 1 : 0.55}
        />
      )}
      {type ? (
        <use href={`#${plantSymbolId(type)}`} width="64" height="64" />
      ) : (
        <path
          d="M26 55 C28 53 36 53 38 55"
          fill="none"
          stroke={C.soilDark}
          strokeWidth="1.2"
          strokeLinecap="round"
          opacity="0.6"
        />
      )}
    </svg>
  );
}
