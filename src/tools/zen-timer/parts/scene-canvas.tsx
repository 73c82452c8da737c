/**
 * The scene, drawn full size on a canvas (docs/tools/zen-timer.md#screen): a seeded field drawn at the scene's time, with
 * the shared loop's pixel-ratio cap, pause when hidden and still frame under reduced motion.
 */
import { useMemo, useRef } from 'react';
import { notify } from '../../../lib/notice/notice';
import { useLoadable } from '../../../lib/ui/loadable';
import { createSeededRandom } from '../../../lib/ui/seeded-random';
import { useCanvasLoop } from '../../../lib/ui/use-canvas-loop';
import { PARTICLE_COUNT, SCENES, type SceneId } from '../scenes/catalog';
import { RENDERERS } from '../scenes';

/** Frames a second: the scenes move slowly, and half the frames is half the battery. */
const SCENE_FPS = 30;

function onSceneError(): void {
  notify({
    tone: 'error',
    message: 'The scene could not load. Check your connection and try again.',
  });
}

/** The canvas (blank until its scene's code has loaded); a new `fieldSeed` draws the field afresh (docs/tools/zen-timer.md#behaviour). */
export function SceneCanvas({
  scene,
  fieldSeed,
  isMoving,
}: {
  scene: SceneId;
  fieldSeed: number;
  isMoving: boolean;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const renderer = useLoadable(RENDERERS[scene], true, onSceneError);
  const field = useMemo(
    () => renderer?.create(createSeededRandom(fieldSeed)),
    [renderer, fieldSeed],
  );
  useCanvasLoop(
    canvasRef,
    (frame) => {
      if (renderer) renderer.draw(frame, field, SCENES[scene][frame.theme]);
    },
    {
      isMoving,
      maxFps: SCENE_FPS,
      redrawKey: field,
    },
  );
  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="scene-canvas"
      data-scene={scene}
      data-field={fieldSeed}
      data-ready={renderer ? '' : undefined}
      data-particles={scene === 'particles' ? PARTICLE_COUNT : undefined}
      className="absolute inset-0 size-full"
    />
  );
}
