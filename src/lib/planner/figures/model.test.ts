import { describe, expect, it } from 'vitest';
import { drawFigure, type FigureSpec } from './model';

/** The x and y values of a path, in order. */
function pointsOf(path: string): [number, number][] {
  const numbers = path.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  const points: [number, number][] = [];
  for (let index = 0; index + 1 < numbers.length; index += 2)
    points.push([numbers[index] ?? 0, numbers[index + 1] ?? 0]);
  return points;
}

const SITTING: FigureSpec = { torso: 180, armA: [20, 20], legA: [90, 90] };

describe('the stick-figure model’s twist arrow', () => {
  it('rings the chest: a flat loop across the spine, under the head and over the hips', () => {
    const drawing = drawFigure({ ...SITTING, arrows: [['neck', 0, 'twist']] });
    const ring = pointsOf(drawing.arrows);
    expect(ring.length).toBeGreaterThan(12);
    const xs = ring.map(([x]) => x);
    const ys = ring.map(([, y]) => y);
    const spineX = drawing.joints[2]?.[0] ?? 0;
    const hipY = drawing.joints[2]?.[1] ?? 0;
    // Across the spine on both sides, wider than it is tall.
    expect(Math.min(...xs)).toBeLessThan(spineX - 5);
    expect(Math.max(...xs)).toBeGreaterThan(spineX + 5);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(
      2 * (Math.max(...ys) - Math.min(...ys)),
    );
    // Between the head and the hips.
    expect(Math.min(...ys)).toBeGreaterThan(drawing.head.cy + drawing.head.r);
    expect(Math.max(...ys)).toBeLessThan(hipY);
    expect(drawing.arrows).not.toMatch(/NaN|Infinity/);
  });

  it('puts its head at the ring’s end, turning the same way from the hips', () => {
    for (const arrow of [
      ['neck', 0, 'twist'],
      ['pelvis', 180, 'twist'],
    ] as const) {
      const { arrows } = drawFigure({ ...SITTING, arrows: [arrow] });
      const [ring = '', arrowHead = ''] = arrows.split(/(?=M)/);
      const end = pointsOf(ring).at(-1);
      expect(pointsOf(arrowHead)[1], arrow.join(' ')).toEqual(end);
    }
  });
});
