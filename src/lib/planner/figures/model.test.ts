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

describe('the stick-figure model’s limb lengths', () => {
  // Arms and legs hanging straight down: the box's scale stays 1 and the figure does not move.
  const HANGING: FigureSpec = { view: 'front', torso: 180, armA: [0, 0], legA: [0, 0] };
  /** Where an arrow pointing down from a joint starts: 5 under the joint. */
  const under = (spec: FigureSpec, joint: 'handA' | 'elbowB') =>
    pointsOf(drawFigure({ ...spec, arrows: [[joint, 0]] }).arrows)[0] ?? [0, 0];

  it('draws the usual lengths when left out', () => {
    for (const spec of [HANGING, SITTING, { ...SITTING, armB: [90, 180] as const }]) {
      const whole = [1, 1] as const;
      expect(
        drawFigure({ ...spec, lengths: { armA: whole, armB: whole, legA: whole, legB: whole } }),
      ).toEqual(drawFigure(spec));
    }
  });

  it('shortens or lengthens each segment by its part', () => {
    const usual = drawFigure(HANGING);
    const [shoulder, elbow, hip, knee] = usual.joints;
    const gap = (from?: readonly number[], to?: readonly number[]) =>
      (to?.[1] ?? 0) - (from?.[1] ?? 0);
    expect(gap(shoulder, elbow)).toBeCloseTo(13, 0);
    expect(gap(hip, knee)).toBeCloseTo(18, 0);
    // Shorter upper arms leave the rest of the figure where it was.
    const short = drawFigure({ ...HANGING, lengths: { armA: [0.5, 1] } });
    expect(short.head).toEqual(usual.head);
    expect(gap(short.joints[0], short.joints[1])).toBeCloseTo(6.5, 0);
    const shortLegs = drawFigure({ ...HANGING, lengths: { legA: [0.5, 1] } });
    expect(gap(shortLegs.joints[2], shortLegs.joints[3])).toBeCloseTo(9, 0);
    // A forearm carried on through the hand: half as long again.
    const long = { ...HANGING, lengths: { armA: [1, 1.5] as const } };
    expect(under(long, 'handA')[1] - under(HANGING, 'handA')[1]).toBeCloseTo(6, 0);
  });

  it('gives a far limb left out the near one’s lengths, and the usual ones when it is given', () => {
    const lengths = { armA: [0.5, 1] as const };
    const mirrored = under({ ...HANGING, lengths }, 'elbowB');
    const given = under({ ...HANGING, armB: [0, 0], lengths }, 'elbowB');
    expect(mirrored[1] - under(HANGING, 'elbowB')[1]).toBeCloseTo(-6.5, 0);
    expect(given).toEqual(under(HANGING, 'elbowB'));
  });
});

describe('the figure’s body (issue 43)', () => {
  const STANDING: FigureSpec = { torso: 180, armA: [10, 10], legA: [0, 0] };

  it('draws the torso and limbs as filled, closed capsules, thicker at the hips than the ankles', () => {
    const drawing = drawFigure(STANDING);
    for (const part of [drawing.torso, drawing.legs, drawing.arms, drawing.far])
      expect(part).toMatch(/^M.*A.*Z$/);
    // Thigh, shin and foot: three closed shapes; each one's first round end is at its lower joint,
    // and the thigh's (at the knee) is wider than the shin's (at the ankle).
    expect(drawing.legs.match(/Z/g)).toHaveLength(3);
    const [thigh = '', shin = ''] = drawing.legs.split(/(?=M)/);
    const endRadius = (path: string) =>
      Number(
        path
          .split(/(?=[MLAZ])/)[2]
          ?.slice(1)
          .split(' ')[0],
      );
    expect(endRadius(thigh)).toBeGreaterThan(endRadius(shin));
    expect(endRadius(shin)).toBeGreaterThan(0);
  });

  it('keeps the far limbs apart in a side view and draws both sides as near in a front view', () => {
    const side = drawFigure(STANDING);
    expect(side.far).not.toBe('');
    expect(side.sideB).toBe('');
    const front = drawFigure({ ...STANDING, view: 'front' });
    expect(front.far).toBe('');
    expect(front.sideB).not.toBe('');
  });

  it('puts the nose on the side the figure faces, or over the shoulder when it looks back', () => {
    const noseX = (spec: FigureSpec) => {
      const drawing = drawFigure(spec);
      return (pointsOf(drawing.face)[1]?.[0] ?? 0) - drawing.head.cx;
    };
    expect(noseX(STANDING)).toBeGreaterThan(4);
    expect(noseX({ ...STANDING, gaze: 'back' })).toBeLessThan(-4);
    expect(drawFigure({ ...STANDING, gaze: 'viewer' }).face).toBe('');
    expect(drawFigure({ ...STANDING, view: 'front' }).face).toBe('');
  });

  it('lays the hands flat when given palms: a flat hand reaching that way along the floor', () => {
    // Belly up on straight arms (Upward Plank), the fingers toward the feet.
    const table: FigureSpec = { torso: 260, armA: [0, 0], legA: [56, 56], footA: 90, footB: 90 };
    const round = drawFigure(table);
    const flat = drawFigure({ ...table, palms: 90 });
    // Left out: the hand is a round end, as before; the rest of the figure does not move.
    expect(round.arms.split(/(?=M)/).at(-1)).toMatch(/^M[^L]*A[^L]*A[^L]*Z$/);
    expect(flat.points).toEqual(round.points);
    expect(flat.torso).toBe(round.torso);
    // Given: the hand's outline (the corners where its lines and arcs end) runs 3.6 units on from
    // the wrist toward the feet, its round end past that, level, none of it behind the wrist.
    const hand = (flat.arms.split(/(?=M)/).at(-1) ?? '')
      .split(/(?=[MLA])/)
      .map(
        (command): readonly [number, number] =>
          pointsOf(command.replace(/^A(\S+ ){5}/, 'A')).at(-1) ?? [0, 0],
      );
    const [wristX, wristY] = flat.points.handA;
    const xs = hand.map(([x]) => x);
    const ys = hand.map(([, y]) => y);
    const reach = (Math.max(...xs) - wristX) / flat.scale;
    expect(reach).toBeGreaterThan(3);
    expect(reach).toBeLessThan(5);
    expect((wristX - Math.min(...xs)) / flat.scale).toBeLessThan(0.5);
    expect((Math.max(...ys) - Math.min(...ys)) / flat.scale).toBeLessThan(4);
    expect(Math.max(...ys)).toBeGreaterThan(wristY);
  });

  it('sets the floor under the body’s lowest edge: a lying figure’s back rests on it', () => {
    const lying = drawFigure({ torso: 270, armA: [90, 90], legA: [90, 90] });
    const pelvisY = lying.points.pelvis[1];
    // The hips are 5 units from the spine to the back, the head 5.5: the head's back touches first.
    expect((lying.floor - pelvisY) / lying.scale).toBeCloseTo(5.9, 0);
  });

  it('draws a dowel along the back, a block under the hand, a strap from hand to foot', () => {
    const hinge: FigureSpec = { torso: 120, armA: [0, 0], legA: [0, 0] };
    const dowel = pointsOf(drawFigure({ ...hinge, props: ['dowel'] }).props);
    expect(dowel).toHaveLength(2);
    const block = drawFigure({ ...hinge, props: ['block'] });
    expect(block.weights).toMatch(/Z$/);
    const [, blockTop = 0] = pointsOf(block.weights)[0] ?? [];
    expect(blockTop).toBeGreaterThan(block.points.handA[1]);
    const strap = pointsOf(drawFigure({ ...hinge, props: ['strap'] }).props);
    expect(strap[0]).toEqual(drawFigure(hinge).points.handA);
  });
});

describe('the figure’s mats, bands and bench', () => {
  const LYING: FigureSpec = { torso: 270, armA: [180, 180], armB: [0, 0], legA: [90, 90] };

  it('draws a mat around a figure seen from above instead of a floor line under it', () => {
    const onFloor = drawFigure({ ...LYING, view: 'front' });
    expect(onFloor.ground).not.toMatch(/Z$/);
    const above = drawFigure({ ...LYING, view: 'front', isFromAbove: true });
    expect(above.ground).toMatch(/^M[^M]*Z$/);
    const corners = pointsOf(above.ground);
    expect(corners).toHaveLength(4);
    // Along the spine on both sides of it, the arms out past its edges.
    const ys = corners.map(([, y]) => y);
    const spine = above.points.pelvis[1];
    expect(Math.min(...ys)).toBeLessThan(spine - 10);
    expect(Math.max(...ys)).toBeGreaterThan(spine + 10);
    expect(above.points.handA[1]).toBeLessThan(Math.min(...ys));
    expect(above.points.handB[1]).toBeGreaterThan(Math.max(...ys));
  });

  it('draws a band over the body, from hand to hand or on to the post it is tied to', () => {
    const holding: FigureSpec = { view: 'front', torso: 180, armA: [60, 75], legA: [4, 0] };
    const band = drawFigure({ ...holding, props: ['band'] });
    expect(band.props).toBe('');
    expect(band.weights).toMatch(/Z$/);
    // Tied: the band runs on along the near forearm to a post standing on the floor past the figure.
    const rowing: FigureSpec = { torso: 170, armA: [-60, 90], legA: [30, -20] };
    const tied = drawFigure({ ...rowing, props: ['anchoredBand'] });
    const [foot, top] = pointsOf(tied.props);
    expect(foot?.[0]).toBe(top?.[0]);
    expect(foot?.[1]).toBeCloseTo(tied.floor, 0);
    expect(foot?.[0] ?? 0).toBeGreaterThan(tied.points.handA[0] + 5);
    expect(tied.weights).not.toBe('');
  });

  it('sets a bench under the far foot and one dumbbell at the near hand', () => {
    const split: FigureSpec = { torso: 176, armA: [10, 20], legA: [85, 0], legB: [-30, -115] };
    const bench = drawFigure({ ...split, props: ['bench'] });
    const [left, right] = pointsOf(bench.props);
    expect(left?.[1]).toBe(right?.[1]);
    expect(left?.[1] ?? 0).toBeGreaterThan(bench.points.footB[1]);
    expect(left?.[0] ?? 0).toBeLessThan(bench.points.footB[0]);
    expect(right?.[0] ?? 0).toBeGreaterThan(bench.points.footB[0]);
    const one = drawFigure({ ...split, props: ['dumbbell'] });
    expect(one.weights.match(/Z/g)).toHaveLength(3);
    expect(drawFigure({ ...split, props: ['dumbbells'] }).weights.match(/Z/g)).toHaveLength(6);
  });
});
