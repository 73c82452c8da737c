/**
 * The rain's renderer, loaded when a session begins (the page's first paint does not need it): it
 * keeps the drops of `drops.ts`, the splashes and the distant rain, and draws them on a 2D canvas.
 */
import { createRandom } from '../../../lib/random';
import {
  LARGE_DROP_MS,
  LAYERS,
  NO_RAIN,
  SPLASH_MS,
  addLargeDrop,
  advanceRain,
  spawnForElapsed,
  type Drop,
  type Rain,
} from '../drops';

/** A large raindrop falls this far (px) and for this long (ms) before it splashes. */
const LARGE_FALL_PX = 90;
const LARGE_FALL_MS = 420;
/** Its splash crown's droplets fly for this long (ms). */
const CROWN_MS = 520;
/** Wind: a streak leans this far sideways per px of length. */
const SLANT = 0.14;
/** Where the sky meets the water, as a fraction of the stage's height (the backdrop's horizon). */
const HORIZON = 0.77;
/**
 * Distant rain behind the drops: a fixed texture of faint, short streaks, each placed by a seeded
 * generator and moved by time alone (no state, one stroked path). Decoration, not drops: the spec's
 * drops are the ones above (about 100 at most).
 */
/** Streaks at most, and the width each one covers (px): a phone shows fewer than a desktop. */
const MIST_STREAKS = 96;
const MIST_SPACING_PX = 13;
const MIST = (() => {
  const random = createRandom(15);
  return Array.from({ length: MIST_STREAKS }, () => ({
    x: random(),
    phase: random(),
    speed: 0.07 + random() * 0.05,
    length: 4 + random() * 5,
  }));
})();
const MIST_ALPHA = 0.3;
/** The distant rain fades in and out over this long (ms). */
const MIST_FADE_MS = 1_500;

/** The distant rain at `timeMs`, at `strength` 0..1, over the sky. */
function drawMist(
  ctx: CanvasRenderingContext2D,
  color: string,
  timeMs: number,
  strength: number,
  width: number,
  height: number,
): void {
  const skyPx = height * HORIZON;
  ctx.strokeStyle = color;
  ctx.lineWidth = 0.7;
  ctx.globalAlpha = MIST_ALPHA * strength;
  ctx.beginPath();
  for (const streak of MIST.slice(0, Math.round(width / MIST_SPACING_PX))) {
    const y = (streak.phase * skyPx + timeMs * streak.speed) % skyPx;
    const x = streak.x * width - y * SLANT * 0.5;
    ctx.moveTo(x + streak.length * SLANT, y - streak.length);
    ctx.lineTo(x, y);
  }
  ctx.stroke();
  ctx.globalAlpha = 1;
}

/** The colours the scene's tokens resolve to. */
export interface Colors {
  readonly rain: string;
  readonly large: string;
  readonly shine: string;
}

function drawTeardrop(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x, y - r * 2.3);
  ctx.bezierCurveTo(x + r * 0.35, y - r * 1.3, x + r, y - r * 0.7, x + r, y);
  ctx.arc(x, y, r, 0, Math.PI);
  ctx.bezierCurveTo(x - r, y - r * 0.7, x - r * 0.35, y - r * 1.3, x, y - r * 2.3);
  ctx.fill();
}

function drawLargeDrop(
  ctx: CanvasRenderingContext2D,
  drop: Drop,
  colors: Colors,
  isReducedMotion: boolean,
  horizonY: number,
): void {
  const r = drop.size;
  const drawDrop = (y: number, alpha: number) => {
    ctx.globalAlpha = alpha;
    ctx.fillStyle = colors.large;
    drawTeardrop(ctx, drop.x, y, r);
    ctx.globalAlpha = alpha * 0.7;
    ctx.fillStyle = colors.shine;
    ctx.beginPath();
    ctx.ellipse(drop.x - r * 0.38, y - r * 0.25, r * 0.2, r * 0.34, -0.4, 0, Math.PI * 2);
    ctx.fill();
  };
  if (isReducedMotion) {
    // No movement: the drop rests where it was tapped and fades.
    drawDrop(drop.y, 0.9 * (1 - drop.age / LARGE_DROP_MS));
    return;
  }
  if (drop.age < LARGE_FALL_MS) {
    const t = drop.age / LARGE_FALL_MS;
    drawDrop(drop.y - LARGE_FALL_PX * (1 - t * t), 0.92);
    return;
  }
  const since = drop.age - LARGE_FALL_MS;
  const ripple = since / (LARGE_DROP_MS - LARGE_FALL_MS);
  // On the water a ripple lies flat in perspective; in the sky it spreads as on a window pane.
  const flatness = drop.y > horizonY ? 0.3 : 0.62;
  ctx.strokeStyle = colors.large;
  for (const lag of [0, 0.16, 0.32]) {
    const p = (ripple - lag) / (1 - lag);
    if (p <= 0) continue;
    ctx.globalAlpha = 0.8 * (1 - p) * (1 - lag);
    ctx.lineWidth = 2.2 * (1 - p) + 0.6;
    ctx.beginPath();
    const rx = 8 + 96 * p;
    ctx.ellipse(drop.x, drop.y, rx, rx * flatness, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  const crown = since / CROWN_MS;
  if (crown >= 1) return;
  // A crown of droplets thrown up and out, falling back (fixed angles: the same splash every time).
  ctx.fillStyle = colors.large;
  ctx.globalAlpha = 0.7 * (1 - crown);
  for (let i = 0; i < 6; i += 1) {
    const angle = Math.PI * (1.1 + (0.8 * i) / 5);
    const reach = 26 + 14 * ((i * 2) % 5) * 0.25;
    const x = drop.x + Math.cos(angle) * reach * crown;
    const y = drop.y + Math.sin(angle) * reach * 1.6 * crown + 52 * crown * crown;
    ctx.beginPath();
    ctx.arc(x, y, 2.2 * (1 - crown) + 0.5, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawRain(
  ctx: CanvasRenderingContext2D,
  rain: Rain,
  colors: Colors,
  isReducedMotion: boolean,
  height: number,
): void {
  ctx.lineCap = 'round';
  ctx.strokeStyle = colors.rain;
  // One path per layer, far to near, so nearer drops fall in front.
  for (const [index, layer] of LAYERS.entries()) {
    ctx.globalAlpha = layer.alpha;
    ctx.lineWidth = layer.width;
    ctx.beginPath();
    for (const drop of rain.drops) {
      if (drop.kind !== 'ambient' || drop.layer !== index) continue;
      ctx.moveTo(drop.x + drop.size * SLANT, drop.y - drop.size);
      ctx.lineTo(drop.x, drop.y);
    }
    ctx.stroke();
  }
  ctx.lineWidth = 1;
  for (const splash of rain.splashes) {
    const layer = LAYERS[splash.layer] ?? LAYERS[0];
    if (!layer) continue;
    const p = splash.age / SPLASH_MS;
    const rx = 1.5 + layer.splashPx * p;
    ctx.globalAlpha = layer.alpha * (1 - p);
    ctx.beginPath();
    ctx.ellipse(splash.x, splash.y, rx, rx * 0.28, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  for (const drop of rain.drops) {
    if (drop.kind === 'large') drawLargeDrop(ctx, drop, colors, isReducedMotion, height * HORIZON);
  }
  ctx.globalAlpha = 1;
}

/** One frame's inputs. */
export interface Frame {
  readonly dtMs: number;
  /** Stage size, CSS px. */
  readonly width: number;
  readonly height: number;
  readonly intensity: number;
  /** Ambient rain falls (a session runs and motion is welcome). */
  readonly isFalling: boolean;
  readonly isReducedMotion: boolean;
  readonly colors: Colors;
}

/** The rain on one stage. */
export interface RainRenderer {
  /** Adds the large raindrop of a tap at (x, y), CSS px. */
  readonly addTap: (x: number, y: number) => void;
  /** Forgets every drop (Reset, New Session). */
  readonly clear: () => void;
  /** Moves the rain on and draws it; returns whether anything is still moving. */
  readonly drawFrame: (ctx: CanvasRenderingContext2D, frame: Frame) => boolean;
}

/** A renderer with no rain yet. */
export function createRainRenderer(): RainRenderer {
  let rain: Rain = NO_RAIN;
  let debt = 0;
  const mist = { strength: 0, timeMs: 0 };
  return {
    addTap: (x, y) => {
      rain = { drops: addLargeDrop(rain.drops, x, y), splashes: rain.splashes };
    },
    clear: () => {
      rain = NO_RAIN;
    },
    drawFrame: (ctx, { dtMs, width, height, intensity, isFalling, isReducedMotion, colors }) => {
      let { drops } = rain;
      if (isFalling) {
        // docs/tools/rain-meditation.md#constants: an ambient drop falls with a chance of 0.3 × intensity per frame
        const spawned = spawnForElapsed(drops, intensity, width, Math.random, dtMs, debt);
        drops = spawned.drops;
        debt = spawned.debt;
      }
      rain = advanceRain({ drops, splashes: rain.splashes }, dtMs, height);
      mist.strength = Math.min(
        1,
        Math.max(0, mist.strength + (isFalling ? dtMs : -dtMs) / MIST_FADE_MS),
      );
      mist.timeMs += dtMs;
      ctx.clearRect(0, 0, width, height);
      // light rain, thin distance; heavy rain, a full curtain
      if (mist.strength > 0) {
        drawMist(
          ctx,
          colors.rain,
          mist.timeMs,
          mist.strength * (0.35 + 0.65 * intensity),
          width,
          height,
        );
      }
      drawRain(ctx, rain, colors, isReducedMotion, height);
      return rain.drops.length > 0 || rain.splashes.length > 0 || mist.strength > 0;
    },
  };
}
