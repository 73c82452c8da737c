/**
 * The raindrops on screen as pure data (spec 2 §3, §4, §9): ambient drops fall with a chance of
 * 0.3 × intensity per frame, about 100 are kept at most, and each tap adds one large raindrop.
 * Drawing happens in the island; nothing here touches the DOM.
 */

/** Ambient drop chance per frame per unit of intensity (spec 2 §9). */
export const AMBIENT_CHANCE_PER_INTENSITY = 0.3;
/** Drops kept at most (spec 2 §9: about 100). */
export const MAX_DROPS = 100;
/** How long a large raindrop lives: a short fall, then a ripple (ms). */
export const LARGE_DROP_MS = 1_200;

/** One drop, in CSS pixels of the stage. */
export interface Drop {
  readonly kind: 'ambient' | 'large';
  readonly x: number;
  readonly y: number;
  /** Streak length (ambient) or drop radius (large), px. */
  readonly size: number;
  /** Fall speed, px per ms. */
  readonly speed: number;
  /** Age, ms. */
  readonly age: number;
}

/** Keeps the newest `MAX_DROPS`, dropping the oldest first. */
function capDrops(drops: readonly Drop[]): Drop[] {
  return drops.length > MAX_DROPS ? drops.slice(drops.length - MAX_DROPS) : [...drops];
}

/** Maybe adds one ambient drop at the top (chance 0.3 × intensity per frame). */
export function spawnAmbient(
  drops: readonly Drop[],
  intensity: number,
  width: number,
  random: () => number,
): Drop[] {
  if (random() >= AMBIENT_CHANCE_PER_INTENSITY * intensity) return [...drops];
  const drop: Drop = {
    kind: 'ambient',
    x: random() * width,
    y: -20,
    size: 12 + random() * 16,
    speed: 0.35 + random() * 0.35,
    age: 0,
  };
  return capDrops([...drops, drop]);
}

/** Adds the large raindrop of a click or tap at (x, y). */
export function addLargeDrop(drops: readonly Drop[], x: number, y: number): Drop[] {
  return capDrops([...drops, { kind: 'large', x, y, size: 12, speed: 0.06, age: 0 }]);
}

/** Moves every drop on by `dtMs` and forgets those that left the stage or finished. */
export function advanceDrops(drops: readonly Drop[], dtMs: number, height: number): Drop[] {
  const next: Drop[] = [];
  for (const drop of drops) {
    const age = drop.age + dtMs;
    if (drop.kind === 'large') {
      if (age < LARGE_DROP_MS) next.push({ ...drop, age });
      continue;
    }
    const y = drop.y + drop.speed * dtMs;
    if (y - drop.size < height) next.push({ ...drop, y, age });
  }
  return next;
}
