/** Built-in mixes a visitor can play with one tap (issue 15: as Moodist offers), beside their presets. */
import type { Mix } from './machine';

/** A named starter mix. */
export interface StarterMix {
  readonly name: string;
  readonly mix: Mix;
}

/** The starter mixes, each three sounds balanced by ear (volumes 0–1). */
export const STARTER_MIXES: readonly StarterMix[] = [
  {
    name: 'Rainy Night',
    mix: {
      on: ['rain', 'thunder', 'crickets'],
      volumes: { rain: 0.7, thunder: 0.4, crickets: 0.3 },
    },
  },
  {
    name: 'Seaside',
    mix: { on: ['ocean', 'wind', 'seagulls'], volumes: { ocean: 0.7, wind: 0.3, seagulls: 0.35 } },
  },
  {
    name: 'Forest Morning',
    mix: { on: ['nature', 'wind', 'flute'], volumes: { nature: 0.7, wind: 0.25, flute: 0.3 } },
  },
  {
    name: 'Fireside',
    mix: {
      on: ['fireplace', 'rain', 'violin'],
      volumes: { fireplace: 0.7, rain: 0.3, violin: 0.25 },
    },
  },
  {
    name: 'Rainy City',
    mix: { on: ['traffic', 'rain', 'violin'], volumes: { traffic: 0.35, rain: 0.5, violin: 0.3 } },
  },
];
