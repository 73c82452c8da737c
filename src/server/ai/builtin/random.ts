/** Small deterministic helpers so the built-in guide answers the same inputs the same way. */
import { createRandom } from '../../../lib/random';

export { createRandom };

/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seed of its own for one choice, drawn from a reply's seed (shifted bits of one hash repeat). */
export function mix(seed: number, salt: string): number {
  return hashString(`${seed}:${salt}`);
}

/** A copy of `items` in a seeded order (Fisher–Yates). */
export function shuffleSeeded<T>(items: readonly T[], seed: number): T[] {
  const random = createRandom(seed);
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const held = copy[index] as T;
    copy[index] = copy[other] as T;
    copy[other] = held;
  }
  return copy;
}
