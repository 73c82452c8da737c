/**
 * The site's one seeded pseudo-random generator (mulberry32), for behaviour that must be repeatable:
 * machines keep the seed in their state and step it, so chance enters them as data and tests are exact;
 * the built-in guide seeds it from its inputs.
 */

/** One step of the generator: a number in [0, 1) and the seed to use next. */
export function nextRandom(seed: number): { readonly value: number; readonly seed: number } {
  const next = (seed + 0x6d2b79f5) >>> 0;
  let value = next;
  value = Math.imul(value ^ (value >>> 15), value | 1);
  value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
  return { value: ((value ^ (value >>> 14)) >>> 0) / 4294967296, seed: next };
}

/** A generator function over `seed`, returning numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    const step = nextRandom(state);
    state = step.seed;
    return step.value;
  };
}

/** A fresh seed or roll from the browser's entropy: where chance enters a machine as data. */
export function freshSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/** A fresh number in [0, 1), e.g. the roll a strike carries into its machine. */
export function freshRoll(): number {
  return freshSeed() / 4294967296;
}
