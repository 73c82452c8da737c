import { describe, expect, it } from 'vitest';
import {
  LARGE_DROP_MS,
  LAYERS,
  MAX_DROPS,
  MAX_SPLASHES,
  NO_RAIN,
  SPEC_FRAME_MS,
  SPLASH_MS,
  addLargeDrop,
  advanceRain,
  pickLayer,
  spawnAmbient,
  spawnForElapsed,
  type Drop,
  type Rain,
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

  it('ambient drops fall to the water at their depth and become splashes; large drops live a moment', () => {
    // spawn roll 0, x 0.5, far layer, shortest streak, middle speed and landing depth
    const spawned = spawnAmbient([], 1, 400, sequence(0, 0.5, 0, 0));
    expect(spawned[0]).toMatchObject({ kind: 'ambient', layer: 0, x: 200, y: -7, size: 7 });
    const speed = spawned[0]?.speed ?? 0;
    const land = spawned[0]?.land ?? 0;
    expect(speed).toBeCloseTo(0.23);
    expect(land).toBeCloseTo(0.81);
    let rain: Rain = { drops: addLargeDrop(spawned, 50, 60), splashes: [] };
    rain = advanceRain(rain, 100, 300);
    expect(rain.drops[0]).toMatchObject({ kind: 'ambient', age: 100 });
    expect(rain.drops[0]?.y).toBeCloseTo(-7 + speed * 100);
    expect(rain.drops[1]).toMatchObject({ kind: 'large', x: 50, y: 60, age: 100 });
    // it reaches the water at 81% of the stage and leaves a splash there
    rain = advanceRain(rain, 2_000, 300);
    expect(rain.drops.filter((drop) => drop.kind === 'ambient')).toHaveLength(0);
    expect(rain.splashes).toEqual([{ x: 200, y: land * 300, layer: 0, age: 0 }]);
    rain = advanceRain(rain, Math.max(SPLASH_MS, LARGE_DROP_MS), 300);
    expect(rain).toEqual(NO_RAIN);
  });

  it('three layers, far to near: slower, shorter and fainter the farther, landing higher', () => {
    expect(LAYERS.map((layer) => layer.share).reduce((a, b) => a + b)).toBeCloseTo(1);
    for (const [index, layer] of LAYERS.entries()) {
      const nearer = LAYERS[index + 1];
      if (!nearer) continue;
      expect(layer.speed[1]).toBeLessThan(nearer.speed[0]);
      expect(layer.length[1]).toBeLessThan(nearer.length[0]);
      expect(layer.alpha).toBeLessThan(nearer.alpha);
      expect(layer.land[1]).toBeLessThanOrEqual(nearer.land[0]);
    }
    expect([
      pickLayer(0),
      pickLayer(0.44),
      pickLayer(0.46),
      pickLayer(0.81),
      pickLayer(0.99),
    ]).toEqual([0, 0, 1, 2, 2]);
  });

  it('counts the chance per 1/60 s frame however fast the screen draws', () => {
    // always spawning: one drop per spec frame, the fraction carried over
    const always = () => 0;
    let result = spawnForElapsed([], 1, 400, always, SPEC_FRAME_MS * 2.5, 0);
    expect(result.drops).toHaveLength(2);
    expect(result.debt).toBeCloseTo(0.5);
    result = spawnForElapsed(result.drops, 1, 400, always, SPEC_FRAME_MS / 2, result.debt);
    expect(result.drops).toHaveLength(3);
    expect(result.debt).toBeCloseTo(0);
  });

  it(`keeps at most ${MAX_SPLASHES} splashes`, () => {
    const drops = Array.from({ length: 90 }, (_, i): Drop => ({
      kind: 'ambient',
      layer: 2,
      x: i,
      y: 299,
      size: 20,
      speed: 1,
      land: 1,
      age: 0,
    }));
    expect(advanceRain({ drops, splashes: [] }, 16, 300).splashes).toHaveLength(MAX_SPLASHES);
  });
});
