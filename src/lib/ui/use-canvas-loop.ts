/**
 * One animation loop for a full-size canvas, with what every drawn scene needs (the visual timer now,
 * the rain stage later):
 *
 * - the backing store follows the canvas's CSS size (ResizeObserver) at a capped pixel ratio, so a 3×
 *   phone does not paint nine times the pixels of a 1× screen for a soft scene;
 * - drawing stops while the page is hidden (no frames for nobody) and while the scene is still;
 * - under `prefers-reduced-motion` the scene is drawn as one still frame, redrawn on resize, theme or
 *   scene change;
 * - scene time is the time the scene has been moving (paused time excluded), in seconds, and a long
 *   gap between frames (a slow device, a tab coming back) advances it by at most `MAX_STEP_MS`;
 * - at most `maxFps` frames a second are drawn (a slow scene at 30 looks the same and costs half).
 */
import { useEffect, useEffectEvent, useRef, useSyncExternalStore, type RefObject } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** Highest pixel ratio a scene is painted at. */
export const MAX_PIXEL_RATIO = 2;
/** Longest step the scene clock takes between two frames, ms. */
export const MAX_STEP_MS = 64;

/** The site theme as the canvas paints it. */
export type CanvasTheme = 'light' | 'dark';

/** What a draw call gets. */
export interface CanvasFrame {
  readonly ctx: CanvasRenderingContext2D;
  /** CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** Scene time, s (moving time only). */
  readonly timeSec: number;
  /** Scene time since the last frame, s (0 for a still frame). */
  readonly dtSec: number;
  readonly theme: CanvasTheme;
  /** A still frame (reduced motion, paused, redrawn after a resize). */
  readonly isStill: boolean;
}

/** The pixel ratio to paint at: the device's, at most `max`, 1 when unknown. */
export function capPixelRatio(ratio: number, max: number = MAX_PIXEL_RATIO): number {
  if (!Number.isFinite(ratio) || ratio <= 0) return 1;
  return Math.min(ratio, max);
}

/** The scene clock after a frame at `nowMs` (rAF time); `lastMs` null on the first frame. */
export function advanceSceneClock(
  clock: { readonly timeSec: number; readonly lastMs: number | null },
  nowMs: number,
  maxStepMs: number = MAX_STEP_MS,
): { timeSec: number; lastMs: number; dtSec: number } {
  const stepMs = clock.lastMs === null ? 0 : Math.min(maxStepMs, Math.max(0, nowMs - clock.lastMs));
  return { timeSec: clock.timeSec + stepMs / 1000, lastMs: nowMs, dtSec: stepMs / 1000 };
}

function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The site theme (`data-theme` on <html>), kept current; 'light' on the server. */
export function useCanvasTheme(): CanvasTheme {
  return useSyncExternalStore(
    subscribeTheme,
    () => (document.documentElement.dataset['theme'] === 'dark' ? 'dark' : 'light'),
    () => 'light',
  );
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page is visible; true on the server. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/**
 * Draws on `canvasRef` with `draw`: every frame while `isMoving` (and motion is allowed and the page
 * visible), else one still frame whenever the size, the theme or `redrawKey` changes.
 */
export function useCanvasLoop(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  draw: (frame: CanvasFrame) => void,
  {
    isMoving,
    maxPixelRatio = MAX_PIXEL_RATIO,
    maxFps = 60,
    redrawKey,
  }: {
    isMoving: boolean;
    maxPixelRatio?: number;
    /** Frames drawn per second at most (slow scenes look the same at 30 and cost half). */
    maxFps?: number;
    redrawKey?: unknown;
  },
): void {
  const isReducedMotion = useReducedMotion();
  const isVisible = usePageVisible();
  const theme = useCanvasTheme();
  const clockRef = useRef<{ timeSec: number; lastMs: number | null }>({ timeSec: 0, lastMs: null });
  const sizeRef = useRef({ width: 0, height: 0, ratio: 1 });
  const isLooping = isMoving && !isReducedMotion && isVisible;

  // What the canvas shows as a still frame, so that the same still frame is not painted twice: on mount
  // the size effect and the loop effect both ask for one, and a full-size scene costs tens of ms on a
  // phone without a GPU. Null once anything else is on the canvas (a moving frame, a resize's clearing).
  const stillShownRef = useRef<readonly unknown[] | null>(null);
  const paint = useEffectEvent((dtSec: number, isStill: boolean) => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    const { width, height, ratio } = sizeRef.current;
    if (!canvas || !ctx || width === 0 || height === 0) return;
    const timeSec = clockRef.current.timeSec;
    if (isStill) {
      const still = [width, height, ratio, theme, redrawKey, timeSec, draw];
      if (stillShownRef.current?.every((value, index) => Object.is(value, still[index]))) return;
      stillShownRef.current = still;
    } else stillShownRef.current = null;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    draw({ ctx, width, height, timeSec, dtSec, theme, isStill });
  });

  const stillRef = useRef(true);
  useEffect(() => {
    stillRef.current = !isLooping;
  }, [isLooping]);

  // The backing store follows the CSS size at a capped pixel ratio.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const resize = () => {
      const ratio = capPixelRatio(window.devicePixelRatio, maxPixelRatio);
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      const size = sizeRef.current;
      // The observer's first report repeats the size just set: nothing to clear or paint again.
      if (size.width === width && size.height === height && size.ratio === ratio) return;
      sizeRef.current = { width, height, ratio };
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      // Resizing clears the canvas: a still scene is drawn again at once.
      stillShownRef.current = null;
      if (stillRef.current) paint(0, true);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [canvasRef, maxPixelRatio]);

  useEffect(() => {
    if (!isLooping) {
      clockRef.current = { ...clockRef.current, lastMs: null };
      paint(0, true);
      return undefined;
    }
    // why the slack: rAF times jitter around the display's period, so 30 fps on a 60 Hz screen
    // must accept a frame that comes a little early
    const minFrameMs = 1000 / maxFps - 4;
    let frameId = requestAnimationFrame(function frame(nowMs) {
      const lastMs = clockRef.current.lastMs;
      if (lastMs === null || nowMs - lastMs >= minFrameMs) {
        const next = advanceSceneClock(clockRef.current, nowMs);
        clockRef.current = { timeSec: next.timeSec, lastMs: next.lastMs };
        paint(next.dtSec, false);
      }
      frameId = requestAnimationFrame(frame);
    });
    return () => {
      cancelAnimationFrame(frameId);
      clockRef.current = { ...clockRef.current, lastMs: null };
    };
  }, [isLooping, theme, redrawKey, maxFps]);
}
