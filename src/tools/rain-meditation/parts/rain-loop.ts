/**
 * The rain's frame loop on one canvas, loaded with the renderer when a session begins (the page's
 * first paint needs neither): it sizes the canvas (at most 2 device pixels per CSS pixel), takes the
 * scene's colours from CSS, and asks the renderer to move and draw the rain while anything moves.
 * Nothing is drawn while the page is hidden; drawing picks up where it was when it shows again.
 */
import { createRainRenderer, type Colors } from './rain-renderer';

/** Frames longer than this (a tab coming back) are clamped, so drops do not jump (ms). */
const MAX_FRAME_MS = 64;
/** Device pixels drawn per CSS pixel at most: sharp enough, and a 3× phone draws half as much. */
const MAX_PIXEL_RATIO = 2;
/** The theme can change at any time: the colours are read again after this many frames. */
const COLOR_FRAMES = 30;

/** What the loop draws: the island sets it whenever it changes. */
export interface RainSettings {
  readonly intensity: number;
  /** Ambient rain falls (a session runs and motion is welcome). */
  readonly isFalling: boolean;
  readonly isReducedMotion: boolean;
}

/** The rain on one canvas. */
export interface RainLoop {
  /** Adds the large raindrop of a tap at (x, y), CSS px. */
  readonly addTap: (x: number, y: number) => void;
  /** Forgets every drop and blanks the canvas (Reset, New Session). */
  readonly clear: () => void;
  /** New settings; the loop runs while rain falls or drops settle. */
  readonly update: (settings: RainSettings) => void;
  /** Stops drawing for good. */
  readonly dispose: () => void;
}

/**
 * Starts the loop on `canvas` (the canvas's `color`, `border-color` and `outline-color` are the rain,
 * the large drop and its shine).
 */
export function createRainLoop(canvas: HTMLCanvasElement, initial: RainSettings): RainLoop {
  const ctx = canvas.getContext('2d');
  const renderer = createRainRenderer();
  let settings = initial;
  let frameId = 0;
  let last = 0;
  let colors: Colors = { rain: '', large: '', shine: '' };
  let framesSinceColors = Infinity;

  const frame = (time: number) => {
    if (!ctx) return;
    const dtMs = last === 0 ? 16 : Math.min(MAX_FRAME_MS, time - last);
    last = time;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    const ratio = Math.min(MAX_PIXEL_RATIO, window.devicePixelRatio || 1);
    if (
      canvas.width !== Math.round(width * ratio) ||
      canvas.height !== Math.round(height * ratio)
    ) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    }
    if (framesSinceColors >= COLOR_FRAMES) {
      const style = getComputedStyle(canvas);
      colors = { rain: style.color, large: style.borderTopColor, shine: style.outlineColor };
      framesSinceColors = 0;
    }
    framesSinceColors += 1;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const isSettling = renderer.drawFrame(ctx, { ...settings, dtMs, width, height, colors });
    frameId = settings.isFalling || isSettling ? requestAnimationFrame(frame) : 0;
  };
  const kick = () => {
    if (frameId !== 0 || document.hidden) return;
    last = 0;
    frameId = requestAnimationFrame(frame);
  };
  const stop = () => {
    cancelAnimationFrame(frameId);
    frameId = 0;
  };
  const onVisibility = () => {
    if (document.hidden) stop();
    else if (settings.isFalling) kick();
  };
  document.addEventListener('visibilitychange', onVisibility);
  kick();

  return {
    addTap: (x, y) => {
      renderer.addTap(x, y);
      kick();
    },
    clear: () => {
      renderer.clear();
      ctx?.clearRect(0, 0, canvas.width, canvas.height);
    },
    update: (next) => {
      settings = next;
      framesSinceColors = Infinity;
      kick();
    },
    dispose: () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    },
  };
}
