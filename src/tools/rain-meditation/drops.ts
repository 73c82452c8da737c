/**
 * The raindrops on screen as pure data (docs/tools/rain-meditation.md#data, #behaviour, #constants): ambient drops fall with a chance of
 * 0.3 × intensity per frame, about 100 are kept at most, and each tap adds one large raindrop.
 *
 * Depth: each ambient drop falls in one of three layers (far, middle, near), each with its own speed,
 * length, width and opacity, and lands on the water at its own depth, where it leaves a small splash
 * ripple. Drawing happens in the island; nothing here touches the DOM.
 */

/** Ambient drop chance per frame per unit of intensity (docs/tools/rain-meditation.md#constants). */
export const AMBIENT_CHANCE_PER_INTENSITY = 0.3;
/** The frame the spec's chance is counted in (60 frames a second), ms: faster screens do not rain more. */
export const SPEC_FRAME_MS = 1000 / 60;
/** Drops kept at most (docs/tools/rain-meditation.md#constants: about 100). */
export const MAX_DROPS = 100;
/** Splash ripples kept at most. */
export const MAX_SPLASHES = 60;
/** How long a large raindrop lives: a fall, then its ripples (ms). */
export const LARGE_DROP_MS = 1_800;
/** Radius of the large raindrop a tap makes, px: large beside the ambient streaks. */
export const LARGE_DROP_RADIUS_PX = 17;
/** How long a splash ripple spreads and fades, ms. */
export const SPLASH_MS = 700;

/** One depth layer of ambient rain. */
export interface Layer {
  /** Share of the drops that fall in this layer (the shares add up to 1). */
  readonly share: number;
  /** Fall speed, px per ms, from and to. */
  readonly speed: readonly [number, number];
  /** Streak length, px, from and to. */
  readonly length: readonly [number, number];
  /** Line width, px. */
  readonly width: number;
  /** Opacity, 0..1. */
  readonly alpha: number;
  /** Where its drops land on the water, as a fraction of the stage's height, from and to. */
  readonly land: readonly [number, number];
  /** Largest splash ripple's half-width, px. */
  readonly splashPx: number;
}

/** Far, middle and near rain: the farther, the slower, shorter, fainter, and higher on the water. */
export const LAYERS: readonly Layer[] = [
  {
    share: 0.45,
    speed: [0.2, 0.26],
    length: [7, 11],
    width: 0.8,
    alpha: 0.32,
    land: [0.78, 0.84],
    splashPx: 5,
  },
  {
    share: 0.35,
    speed: [0.36, 0.46],
    length: [13, 19],
    width: 1.1,
    alpha: 0.48,
    land: [0.85, 0.92],
    splashPx: 10,
  },
  {
    share: 0.2,
    speed: [0.6, 0.76],
    length: [22, 32],
    width: 1.6,
    alpha: 0.62,
    land: [0.93, 0.99],
    splashPx: 18,
  },
];

/** One drop, in CSS pixels of the stage. */
export interface Drop {
  readonly kind: 'ambient' | 'large';
  /** Index into LAYERS (ambient drops; large drops are nearest, 2). */
  readonly layer: number;
  readonly x: number;
  readonly y: number;
  /** Streak length (ambient) or drop radius (large), px. */
  readonly size: number;
  /** Fall speed, px per ms. */
  readonly speed: number;
  /** Where it lands, as a fraction of the stage's height (ambient). */
  readonly land: number;
  /** Age, ms. */
  readonly age: number;
}

/** A ripple where a drop met the water. */
export interface Splash {
  readonly x: number;
  readonly y: number;
  readonly layer: number;
  readonly age: number;
}

/** The rain on screen. */
export interface Rain {
  readonly drops: readonly Drop[];
  readonly splashes: readonly Splash[];
}

/** No drops. */
export const NO_RAIN: Rain = { drops: [], splashes: [] };

const between = ([from, to]: readonly [number, number], roll: number) => from + (to - from) * roll;

/** Keeps the newest `max`, dropping the oldest first. */
function capNewest<T>(items: readonly T[], max: number): T[] {
  return items.length > max ? items.slice(items.length - max) : [...items];
}

/** The layer a roll in [0, 1) picks, by the layers' shares. */
export function pickLayer(roll: number): number {
  let sum = 0;
  for (const [index, layer] of LAYERS.entries()) {
    sum += layer.share;
    if (roll < sum) return index;
  }
  return LAYERS.length - 1;
}

/** Maybe adds one ambient drop at the top (chance 0.3 × intensity per frame). */
export function spawnAmbient(
  drops: readonly Drop[],
  intensity: number,
  width: number,
  random: () => number,
): Drop[] {
  if (random() >= AMBIENT_CHANCE_PER_INTENSITY * intensity) return [...drops];
  const x = random() * width;
  const layerIndex = pickLayer(random());
  const layer = LAYERS[layerIndex] as Layer;
  const size = between(layer.length, random());
  const drop: Drop = {
    kind: 'ambient',
    layer: layerIndex,
    x,
    y: -size,
    size,
    speed: between(layer.speed, random()),
    land: between(layer.land, random()),
    age: 0,
  };
  return capNewest([...drops, drop], MAX_DROPS);
}

/**
 * Spawns for the spec frames that `dtMs` holds, carrying the fraction left over (`debt`), so the
 * chance per 1/60 s frame holds on a 120 Hz screen too. Returns the drops and the new debt.
 */
export function spawnForElapsed(
  drops: readonly Drop[],
  intensity: number,
  width: number,
  random: () => number,
  dtMs: number,
  debt: number,
): { drops: Drop[]; debt: number } {
  let frames = debt + dtMs / SPEC_FRAME_MS;
  let next = [...drops];
  for (; frames >= 1; frames -= 1) next = spawnAmbient(next, intensity, width, random);
  return { drops: next, debt: frames };
}

/** Adds the large raindrop of a click or tap at (x, y). */
export function addLargeDrop(drops: readonly Drop[], x: number, y: number): Drop[] {
  const drop: Drop = {
    kind: 'large',
    layer: LAYERS.length - 1,
    x,
    y,
    size: LARGE_DROP_RADIUS_PX,
    speed: 0,
    land: 1,
    age: 0,
  };
  return capNewest([...drops, drop], MAX_DROPS);
}

/**
 * Moves the rain on by `dtMs` on a stage `height` px tall: ambient drops fall until they reach the water
 * at their depth and become splash ripples; large drops and splashes age and are forgotten when done.
 */
export function advanceRain(rain: Rain, dtMs: number, height: number): Rain {
  const drops: Drop[] = [];
  const splashes: Splash[] = [];
  for (const splash of rain.splashes) {
    const age = splash.age + dtMs;
    if (age < SPLASH_MS) splashes.push({ ...splash, age });
  }
  for (const drop of rain.drops) {
    const age = drop.age + dtMs;
    if (drop.kind === 'large') {
      if (age < LARGE_DROP_MS) drops.push({ ...drop, age });
      continue;
    }
    const y = drop.y + drop.speed * dtMs;
    const landY = drop.land * height;
    if (y < landY) drops.push({ ...drop, y, age });
    else splashes.push({ x: drop.x, y: landY, layer: drop.layer, age: 0 });
  }
  return { drops, splashes: capNewest(splashes, MAX_SPLASHES) };
}
