/** Painting helpers the scenes share: the sky, cached glow sprites, and the renderer shape. */
import type { CanvasFrame } from '../../../lib/ui/use-canvas-loop';
import type { ScenePalette } from './catalog';

/** A scene's drawing: a field made once from a seeded random source, drawn at any scene time. */
export interface SceneRenderer<F> {
  /** The scene's field (positions, speeds, phases) from `random`; redrawn afresh with a new seed. */
  readonly create: (random: () => number) => F;
  /** Draws the scene at `frame.timeSec`: a pure function of time, so a still frame is any moment. */
  readonly draw: (frame: CanvasFrame, field: F, palette: ScenePalette) => void;
}

/** Fills the canvas with a vertical gradient from `top` to `bottom`. */
export function paintSky(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  [top, bottom]: readonly [string, string],
): void {
  const gradient = ctx.createLinearGradient(0, 0, 0, height);
  gradient.addColorStop(0, top);
  gradient.addColorStop(1, bottom);
  ctx.globalCompositeOperation = 'source-over';
  ctx.globalAlpha = 1;
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
}

const sprites = new Map<string, HTMLCanvasElement>();
/** Sprites are cached by colour and size; sizes are rounded to this step, px. */
const SPRITE_STEP_PX = 4;

/**
 * A soft round glow of `color` with a radius of about `radius` px (bright core, fading edge), drawn
 * once and reused: drawing an image is far cheaper than a gradient per light per frame.
 */
export function glowSprite(color: string, radius: number, core = 0.22): HTMLCanvasElement {
  const size = Math.max(SPRITE_STEP_PX, Math.ceil(radius / SPRITE_STEP_PX) * SPRITE_STEP_PX);
  const key = `${color}|${size}|${core}`;
  const cached = sprites.get(key);
  if (cached) return cached;
  const sprite = document.createElement('canvas');
  sprite.width = size * 2;
  sprite.height = size * 2;
  const ctx = sprite.getContext('2d');
  if (ctx) {
    const gradient = ctx.createRadialGradient(size, size, 0, size, size, size);
    gradient.addColorStop(0, color);
    gradient.addColorStop(core, color);
    gradient.addColorStop(Math.min(0.95, core + 0.25), withAlpha(color, 0.35));
    gradient.addColorStop(1, withAlpha(color, 0));
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, size * 2, size * 2);
  }
  sprites.set(key, sprite);
  return sprite;
}

/** An oklch `color` at `alpha` (the scene palettes are written in oklch without alpha). */
export function withAlpha(color: string, alpha: number): string {
  return color.startsWith('oklch(') && !color.includes('/')
    ? color.replace(/\)$/, ` / ${alpha})`)
    : color;
}

const layers = new Map<string, HTMLCanvasElement>();
/** Cached layers kept at most (a scene has one or two, per size and theme). */
const MAX_LAYERS = 8;

/**
 * Draws a layer that does not move (a sky, a sun, hills) from a cache: `paint` runs once per key,
 * size and pixel ratio, and every frame after that is one unscaled copy, which matters on phones and
 * in software rendering where a full-size gradient or a large soft glow costs milliseconds a frame.
 */
export function drawLayer(
  ctx: CanvasRenderingContext2D,
  key: string,
  width: number,
  height: number,
  paint: (layer: CanvasRenderingContext2D) => void,
): void {
  const ratio = ctx.getTransform().a || 1;
  const fullKey = `${key}|${width}|${height}|${ratio}`;
  let layer = layers.get(fullKey);
  if (!layer) {
    if (layers.size >= MAX_LAYERS) layers.clear();
    layer = document.createElement('canvas');
    layer.width = Math.round(width * ratio);
    layer.height = Math.round(height * ratio);
    const layerCtx = layer.getContext('2d');
    if (layerCtx) {
      layerCtx.setTransform(ratio, 0, 0, ratio, 0, 0);
      paint(layerCtx);
    }
    layers.set(fullKey, layer);
  }
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
  ctx.drawImage(layer, 0, 0);
  ctx.restore();
}

/** Draws a sprite centred at (x, y) scaled to `radius`. */
export function drawSprite(
  ctx: CanvasRenderingContext2D,
  sprite: HTMLCanvasElement,
  x: number,
  y: number,
  radius: number,
): void {
  ctx.drawImage(sprite, x - radius, y - radius, radius * 2, radius * 2);
}

/** The fractional part, always in [0, 1). */
export function frac(value: number): number {
  return value - Math.floor(value);
}

/** A number in [min, max) from `random`. */
export function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

/** Radians in a full turn. */
export const TAU = Math.PI * 2;
