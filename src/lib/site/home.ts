/** Pure helpers for the home page. */

/** docs/site.md#home says '15+ Meditation Tools'; the number comes from the registry and never overstates. */
export function formatToolCount(count: number): string {
  return count >= 15 ? '15+' : String(count);
}

/** Number of floating particles on the home tool-card area (docs/site.md#home). */
export const PARTICLE_COUNT = 20;

/** One decorative particle: position and motion in percent and seconds. */
export interface Particle {
  left: number;
  top: number;
  size: number;
  delaySec: number;
  durationSec: number;
}

/** Deterministic particle layout (same HTML on every build: no layout shift, no hydration). */
export function createParticles(count = PARTICLE_COUNT, seed = 7): Particle[] {
  let state = seed;
  const next = (): number => {
    // mulberry32: tiny, deterministic, good enough for decoration.
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return Array.from({ length: count }, () => ({
    left: Math.round(next() * 1000) / 10,
    top: Math.round(next() * 1000) / 10,
    size: 4 + Math.round(next() * 8),
    delaySec: Math.round(next() * 80) / 10,
    durationSec: 8 + Math.round(next() * 80) / 10,
  }));
}
