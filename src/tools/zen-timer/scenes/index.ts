/** The renderer of each scene. */
import { auroraScene } from './aurora';
import type { SceneId } from './catalog';
import { cosmosScene } from './cosmos';
import { mandalaScene } from './mandala';
import type { SceneRenderer } from './paint';
import { particlesScene } from './particles';
import { wavesScene } from './waves';

/** Renderers by scene id. */
export const RENDERERS: Record<SceneId, SceneRenderer<unknown>> = {
  particles: particlesScene as SceneRenderer<unknown>,
  waves: wavesScene as SceneRenderer<unknown>,
  mandala: mandalaScene as SceneRenderer<unknown>,
  cosmos: cosmosScene as SceneRenderer<unknown>,
  aurora: auroraScene as SceneRenderer<unknown>,
};
