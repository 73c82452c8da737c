import { describe, expect, it } from 'vitest';
import {
  LARGE_DROP_MS,
  MAX_DROPS,
  addLargeDrop,
  advanceDrops,
  spawnAmbient,
  type Drop,
} from './drops';

/** A random source that replays `values`, then 0.5. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++] ?? 0.5;
};

describe('raindrops', () => {
  it.each([
    [0.7, 0.2, 1],
    [0.7, 0.21, 0],
    [1, 0.29, 1],
    [0.1, 0.03, 0],
    [0.1, 0.029, 1],
  ])(
    'at intensity %f a roll of %f spawns %i drop (chance 0.3 × intensity)',
    (intensity, roll, n) => {
      expect(spawnAmbient([], intensity, 400, sequence(roll))).toHaveLength(n);
    },
  );

  it('spawns about 0.3 × intensity drops per frame on average', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    let spawned = 0;
    for (let frame = 0; frame < 10_000; frame += 1)
      spawned += spawnAmbient([], 0.5, 400, random).length;
    expect(spawned / 10_000).toBeGreaterThan(0.13);
    expect(spawned / 10_000).toBeLessThan(0.17);
  });

  it(`keeps at most ${MAX_DROPS} drops, forgetting the oldest`, () => {
    let drops: Drop[] = [];
    for (let i = 0; i < 150; i += 1) drops = spawnAmbient(drops, 1, 400, sequence(0, i / 150));
    expect(drops).toHaveLength(MAX_DROPS);
    expect(drops[0]?.x).toBeCloseTo((50 / 150) * 400);
    drops = addLargeDrop(drops, 10, 20);
    expect(drops).toHaveLength(MAX_DROPS);
    expect(drops.at(-1)).toMatchObject({ kind: 'large', x: 10, y: 20 });
  });

  it('ambient drops fall and leave at the bottom; large drops live a moment', () => {
    let drops = addLargeDrop(spawnAmbient([], 1, 400, sequence(0, 0.5, 0, 0)), 50, 60);
    drops = advanceDrops(drops, 100, 300);
    expect(drops[0]).toMatchObject({ kind: 'ambient', y: -20 + 0.35 * 100 });
    expect(drops[1]).toMatchObject({ kind: 'large', y: 60, age: 100 });
    drops = advanceDrops(drops, LARGE_DROP_MS, 300);
    expect(drops).toHaveLength(0);
  });
});
