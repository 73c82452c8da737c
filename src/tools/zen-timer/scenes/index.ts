/**
 * The renderer of each scene, loaded when its scene is first shown: a visitor carries the drawing
 * code of the scene on screen, not of all five (about 2.5 KB gzip less on the page).
 */
import { createLoadable, type Loadable } from '../../../lib/ui/loadable';
import type { SceneId } from './catalog';
import type { SceneRenderer } from './paint';

const load = <F>(module: Promise<SceneRenderer<F>>) => module as Promise<SceneRenderer<unknown>>;

/** Renderers by scene id, on demand. */
export const RENDERERS: Record<SceneId, Loadable<SceneRenderer<unknown>>> = {
  particles: createLoadable(() => load(import('./particles').then((m) => m.particlesScene))),
  waves: createLoadable(() => load(import('./waves').then((m) => m.wavesScene))),
  mandala: createLoadable(() => load(import('./mandala').then((m) => m.mandalaScene))),
  cosmos: createLoadable(() => load(import('./cosmos').then((m) => m.cosmosScene))),
  aurora: createLoadable(() => load(import('./aurora').then((m) => m.auroraScene))),
};
