/** A seeded pseudo-random generator for drawings (mulberry32): the same seed draws the same scene. */

/** Numbers in [0, 1) from `seed`; tiny, fast and deterministic, good enough for decoration. */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
