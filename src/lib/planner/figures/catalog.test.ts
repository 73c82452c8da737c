import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../../../server/ai/builtin/content/exercises';
import { POSES } from '../../../server/ai/builtin/content/poses';
import { FIGURES } from './catalog';
import { figureIdOf } from './ids';
import { drawFigure, type PointName, type Prop } from './model';
import { distanceBetween, positionOf } from './position';

const LIBRARY = [...POSES, ...EXERCISES];

describe('the planners’ drawings (issue 25)', () => {
  it('has a drawing for every pose and exercise of the built-in libraries, by id', () => {
    const missing = LIBRARY.map((item) => figureIdOf(item.name)).filter((id) => !FIGURES[id]);
    expect(missing).toEqual([]);
    expect(LIBRARY.length).toBe(229);
  });

  it('uses every drawing: each belongs to a pose or exercise of the libraries', () => {
    const used = new Set(LIBRARY.map((item) => figureIdOf(item.name)));
    expect(Object.keys(FIGURES).filter((id) => !used.has(id))).toEqual([]);
  });

  it('gives every drawing a short text alternative that says the shape', () => {
    for (const [id, entry] of Object.entries(FIGURES)) {
      expect(entry.alt, id).toMatch(/^[A-Z]/);
      expect(entry.alt.length, id).toBeLessThanOrEqual(100);
    }
  });

  it('draws every figure inside its 100-unit box with no broken numbers', () => {
    for (const [id, entry] of Object.entries(FIGURES)) {
      const drawing = drawFigure(entry.spec);
      const body = [drawing.torso, drawing.legs, drawing.arms, drawing.sideB, drawing.far].join(
        ' ',
      );
      const text = [body, drawing.face, drawing.arrows, drawing.props, drawing.weights].join(' ');
      expect(text, id).not.toMatch(/NaN|Infinity/);
      const numbers = body.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
      expect(Math.min(...numbers), id).toBeGreaterThanOrEqual(0);
      expect(Math.max(...numbers), id).toBeLessThanOrEqual(100);
      expect(drawing.head.r, id).toBeGreaterThan(3);
    }
  });

  it('makes ids from the English name, leaving out the Sanskrit', () => {
    expect(figureIdOf('Tree Pose (Vrksasana)')).toBe('tree-pose');
    expect(figureIdOf("Child's Pose (Balasana)")).toBe('childs-pose');
    expect(figureIdOf('90/90 Hip Switch')).toBe('90-90-hip-switch');
  });
});

/** A drawing by id (fails the test when the id has none). */
function drawingOf(id: string) {
  const entry = FIGURES[id];
  if (!entry) throw new Error(`No drawing for ${id}`);
  return { spec: entry.spec, drawing: drawFigure(entry.spec) };
}

/** How high a point sits over the floor, in figure units (a torso is 25). */
function heightOf(id: string, name: PointName): number {
  const { drawing } = drawingOf(id);
  return (drawing.floor - drawing.points[name][1]) / drawing.scale;
}

/** How far apart two points are across the picture, in figure units (positive: `to` is right). */
function acrossOf(id: string, from: PointName, to: PointName): number {
  const { drawing } = drawingOf(id);
  return (drawing.points[to][0] - drawing.points[from][0]) / drawing.scale;
}

/** Which way the nose points from the head's centre: 'up', 'down', 'left' or 'right'. */
function facingOf(id: string): string {
  const { drawing } = drawingOf(id);
  const [, tipX = 0, tipY = 0] =
    drawing.face
      .match(/-?\d+(\.\d+)?/g)
      ?.map(Number)
      .slice(1, 4) ?? [];
  const dx = tipX - drawing.head.cx;
  const dy = tipY - drawing.head.cy;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}

/** How far apart two points are, in figure units. */
function gapOf(id: string, from: PointName, to: PointName): number {
  const { drawing } = drawingOf(id);
  const [x1, y1] = drawing.points[from];
  const [x2, y2] = drawing.points[to];
  return Math.hypot(x2 - x1, y2 - y1) / drawing.scale;
}

/** How far a knee rises above the straight line from its hip to its foot (negative: below it). */
function kneeRise(id: string, side: 'A' | 'B'): number {
  const [hx, hy] = [acrossOf(id, 'pelvis', `hip${side}`), heightOf(id, `hip${side}`)];
  const [kx, ky] = [acrossOf(id, 'pelvis', `knee${side}`), heightOf(id, `knee${side}`)];
  const [fx, fy] = [acrossOf(id, 'pelvis', `foot${side}`), heightOf(id, `foot${side}`)];
  return ky - (hy + ((fy - hy) * (kx - hx)) / (fx - hx));
}

/** How far the hips rise above the straight line from the near shoulder to the near foot. */
function hipsOverLine(id: string): number {
  const [sx, sy] = [acrossOf(id, 'pelvis', 'shoulderA'), heightOf(id, 'shoulderA')];
  const [fx, fy] = [acrossOf(id, 'pelvis', 'footA'), heightOf(id, 'footA')];
  return heightOf(id, 'pelvis') - (sy + ((fy - sy) * (0 - sx)) / (fx - sx));
}

/** The points a path's lines and arcs end at, in the box (a capsule's or a line's corners). */
function endsOf(path: string): [number, number][] {
  return [...path.matchAll(/([MLA])([^MLAZ]*)/g)].map(([, , values = '']) => {
    const numbers = values
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    return [numbers.at(-2) ?? 0, numbers.at(-1) ?? 0];
  });
}

/** Where two segments cross, or null. */
function crossing(
  a1: readonly [number, number],
  a2: readonly [number, number],
  b1: readonly [number, number],
  b2: readonly [number, number],
): [number, number] | null {
  const d = (a2[0] - a1[0]) * (b2[1] - b1[1]) - (a2[1] - a1[1]) * (b2[0] - b1[0]);
  if (d === 0) return null;
  const t = ((b1[0] - a1[0]) * (b2[1] - b1[1]) - (b1[1] - a1[1]) * (b2[0] - b1[0])) / d;
  const u = ((b1[0] - a1[0]) * (a2[1] - a1[1]) - (b1[1] - a1[1]) * (a2[0] - a1[0])) / d;
  if (t < 0 || t > 1 || u < 0 || u > 1) return null;
  return [a1[0] + t * (a2[0] - a1[0]), a1[1] + t * (a2[1] - a1[1])];
}

/** Within this many figure units of the floor counts as resting on it. */
const ON_FLOOR = 7;

/**
 * Pairs drawn alike because they are the same move (or the same held position): every other pair of
 * drawings must differ by at least SAME_SHAPE on average over its joints (issue 43).
 */
const SAME_MOVES: readonly (readonly [string, string, string])[] = [
  ['bound-angle-pose', 'seated-butterfly-stretch', 'the butterfly stretch is bound angle'],
  ['bridge-pose', 'glute-bridge', 'the glute bridge is bridge pose'],
  ['bridge-pose', 'glute-bridge-hold', 'the same bridge, held'],
  ['glute-bridge', 'glute-bridge-hold', 'the same bridge, held'],
  ['push-up', 'push-up-ladder', 'a ladder is sets of push-ups'],
  ['bird-dog', 'bird-dog-flow', 'the same bird dog, flowing'],
  ['cat-cow-stretch', 'cat-cow-flow', 'the same cat-cow, flowing'],
  ['vinyasa-flow', 'push-up-hold', 'the vinyasa is drawn at its low push-up (chaturanga)'],
];
/**
 * Props seen at once at card size, which tell two drawings apart whatever their bodies: furniture, a
 * wall, a bar, a machine, water, weights, a ball, a dowel, a rope's loop. A band, cones, a ladder's
 * rungs, a strap and a wheel are thin or small: two bodies alike with them are twins.
 */
const DISTINCT_PROPS: ReadonlySet<Prop> = new Set<Prop>([
  'dumbbells',
  'kettlebell',
  'ball',
  'bar',
  'wallFront',
  'wallBack',
  'box',
  'chair',
  'rope',
  'water',
  'bench',
  'bolster',
  'bike',
  'rower',
  'dowel',
  'block',
  'dumbbell',
]);
/** Figure units: two drawings closer than this on average over their joints look alike. */
const SAME_SHAPE = 3;

describe('the planners’ drawings with a body (issue 43)', () => {
  it('draws no two items alike unless they are the same move', () => {
    const allowed = new Set(SAME_MOVES.flatMap(([a, b]) => [`${a} ${b}`, `${b} ${a}`]));
    const entries = Object.entries(FIGURES);
    const twins: string[] = [];
    for (const [index, [first, { spec: a }]] of entries.entries()) {
      for (const [second, { spec: b }] of entries.slice(index + 1)) {
        if ((a.view ?? 'side') !== (b.view ?? 'side')) continue;
        // A different prop that is seen at once (a chair, a wall, weights) tells two drawings apart;
        // a thin or small one (a band, cones, a ladder) does not.
        const seen = (spec: typeof a) =>
          (spec.props ?? []).filter((prop) => DISTINCT_PROPS.has(prop)).join();
        if (seen(a) !== seen(b)) continue;
        if (distanceBetween(a, b) < SAME_SHAPE && !allowed.has(`${first} ${second}`))
          twins.push(`${first} ${second}`);
      }
    }
    expect(twins).toEqual([]);
    // The allowed pairs are really alike, or they would not need the list.
    for (const [a, b] of SAME_MOVES)
      expect(distanceBetween(drawingOf(a).spec, drawingOf(b).spec), `${a} ${b}`).toBeLessThan(
        SAME_SHAPE,
      );
  });

  it('seats 90-90 Hip Switch on the floor, hands behind, knees up', () => {
    expect(heightOf('90-90-hip-switch', 'pelvis')).toBeLessThan(ON_FLOOR);
    expect(heightOf('90-90-hip-switch', 'handA')).toBeLessThan(ON_FLOOR);
    expect(heightOf('90-90-hip-switch', 'kneeA')).toBeGreaterThan(
      heightOf('90-90-hip-switch', 'pelvis') + 8,
    );
    expect(positionOf(drawingOf('90-90-hip-switch').spec)).toBe('seated');
  });

  it('turns Crab Walk belly up: the face up, hips lifted, hands and feet on the floor', () => {
    expect(facingOf('crab-walk')).toBe('up');
    expect(heightOf('crab-walk', 'pelvis')).toBeGreaterThan(15);
    for (const name of ['handA', 'footA'] as const)
      expect(heightOf('crab-walk', name), name).toBeLessThan(ON_FLOOR);
    // The chest up by the body's shape: the knees bend up toward the ceiling (a bear crawl's bend
    // down), and the hands are planted behind the hips, on the head's side, under the shoulders.
    for (const side of ['A', 'B'] as const)
      expect(kneeRise('crab-walk', side), side).toBeGreaterThan(10);
    expect(kneeRise('bear-crawl', 'A')).toBeLessThan(0);
    const behind = Math.sign(acrossOf('crab-walk', 'pelvis', 'head'));
    expect(behind * acrossOf('crab-walk', 'pelvis', 'handA')).toBeGreaterThan(20);
    expect(Math.abs(acrossOf('crab-walk', 'shoulderA', 'handA'))).toBeLessThan(10);
  });

  it('folds Child’s Pose over the knees: hips on the heels, forehead lower than the hips', () => {
    expect(heightOf('childs-pose', 'kneeA')).toBeLessThan(ON_FLOOR);
    expect(Math.abs(acrossOf('childs-pose', 'pelvis', 'footA'))).toBeLessThan(4);
    expect(heightOf('childs-pose', 'pelvis')).toBeLessThan(12);
    expect(heightOf('childs-pose', 'head')).toBeLessThan(heightOf('childs-pose', 'pelvis'));
    expect(facingOf('childs-pose')).toBe('down');
  });

  it('tells Superman, Hollow Body and Corpse apart', () => {
    // Superman: face down, chest, hands and feet lifted off the floor.
    expect(facingOf('superman-hold')).toBe('down');
    expect(heightOf('superman-hold', 'neck')).toBeGreaterThan(
      heightOf('superman-hold', 'pelvis') + 5,
    );
    expect(heightOf('superman-hold', 'handA')).toBeGreaterThan(12);
    expect(heightOf('superman-hold', 'footA')).toBeGreaterThan(10);
    // Hollow body: face up, the low back down, shoulders and feet off the floor.
    expect(facingOf('hollow-body-hold')).toBe('up');
    expect(heightOf('hollow-body-hold', 'pelvis')).toBeLessThan(ON_FLOOR + 3);
    expect(heightOf('hollow-body-hold', 'neck')).toBeGreaterThan(10);
    expect(heightOf('hollow-body-hold', 'footA')).toBeGreaterThan(10);
    // Corpse: face up, everything down.
    expect(facingOf('corpse-pose')).toBe('up');
    for (const name of ['neck', 'handA', 'footA', 'kneeA'] as const)
      expect(heightOf('corpse-pose', name), name).toBeLessThan(ON_FLOOR + 1);
    // Superman reaches the arms past the head; Hollow Body reaches them on toward the feet, the chin
    // tucked: the two banana shapes point their hands opposite ways.
    const towardHead = (id: string) => Math.sign(acrossOf(id, 'pelvis', 'head'));
    expect(
      towardHead('superman-hold') * acrossOf('superman-hold', 'head', 'handA'),
    ).toBeGreaterThan(5);
    expect(
      towardHead('hollow-body-hold') * acrossOf('hollow-body-hold', 'pelvis', 'handA'),
    ).toBeLessThan(5);
    // Locust: face down, chest and feet lifted off the floor, the arms lifted back by the sides.
    expect(facingOf('locust-pose')).toBe('down');
    expect(heightOf('locust-pose', 'neck')).toBeGreaterThan(heightOf('locust-pose', 'pelvis') + 8);
    expect(heightOf('locust-pose', 'footA')).toBeGreaterThan(10);
    expect(towardHead('locust-pose') * acrossOf('locust-pose', 'shoulderA', 'handA')).toBeLessThan(
      -15,
    );
    const spec = (id: string) => drawingOf(id).spec;
    for (const [a, b] of [
      ['superman-hold', 'hollow-body-hold'],
      ['hollow-body-hold', 'corpse-pose'],
      ['corpse-pose', 'locust-pose'],
      ['superman-hold', 'locust-pose'],
    ] as const)
      expect(distanceBetween(spec(a), spec(b)), `${a} ${b}`).toBeGreaterThan(SAME_SHAPE);
  });

  it('props Sphinx on its forearms and Cobra on straighter arms, chest higher', () => {
    expect(heightOf('sphinx-pose', 'elbowA')).toBeLessThan(ON_FLOOR);
    expect(heightOf('sphinx-pose', 'handA')).toBeLessThan(ON_FLOOR);
    expect(heightOf('cobra-pose', 'elbowA')).toBeGreaterThan(8);
    expect(heightOf('cobra-pose', 'handA')).toBeLessThan(ON_FLOOR);
    expect(heightOf('cobra-pose', 'neck')).toBeGreaterThan(heightOf('sphinx-pose', 'neck') + 5);
    for (const id of ['cobra-pose', 'sphinx-pose'])
      expect(heightOf(id, 'pelvis'), id).toBeLessThan(ON_FLOOR + 1);
  });

  it('opens the Clamshell at the knees with the feet together, and lifts a straight leg in Hip Abduction', () => {
    const { drawing: clam } = drawingOf('side-lying-clamshell');
    const gap = (a: PointName, b: PointName, drawing: typeof clam) =>
      Math.hypot(
        drawing.points[a][0] - drawing.points[b][0],
        drawing.points[a][1] - drawing.points[b][1],
      ) / drawing.scale;
    expect(gap('footA', 'footB', clam)).toBeLessThan(5);
    expect(gap('kneeA', 'kneeB', clam)).toBeGreaterThan(8);
    const { drawing: abduction } = drawingOf('side-lying-hip-abduction');
    expect(gap('footA', 'footB', abduction)).toBeGreaterThan(12);
    expect(gap('hipA', 'footA', abduction)).toBeGreaterThan(34);
    // Both lie on one side: the body level, the hips and the shoulders stacked one over the other,
    // the lower hip on the floor.
    for (const id of ['side-lying-clamshell', 'side-lying-hip-abduction']) {
      expect(Math.abs(heightOf(id, 'neck') - heightOf(id, 'pelvis')), id).toBeLessThan(3);
      expect(heightOf(id, 'hipA') - heightOf(id, 'hipB'), id).toBeGreaterThan(6);
      expect(Math.abs(acrossOf(id, 'hipA', 'hipB')), id).toBeLessThan(2);
      expect(heightOf(id, 'shoulderA') - heightOf(id, 'shoulderB'), id).toBeGreaterThan(10);
      expect(heightOf(id, 'hipB'), id).toBeLessThan(ON_FLOOR);
      expect(positionOf(drawingOf(id).spec), id).toBe('lying');
    }
  });

  it('puts Plow’s feet on the floor beyond the head, the hips above it', () => {
    const side = Math.sign(acrossOf('plow-pose', 'pelvis', 'head'));
    expect(side * acrossOf('plow-pose', 'head', 'footA')).toBeGreaterThan(5);
    expect(heightOf('plow-pose', 'footA')).toBeLessThan(ON_FLOOR);
    expect(heightOf('plow-pose', 'pelvis')).toBeGreaterThan(heightOf('plow-pose', 'head') + 15);
  });

  it('keeps Boat’s hips on the floor with the legs and chest lifted in a V', () => {
    expect(heightOf('boat-pose', 'pelvis')).toBeLessThan(ON_FLOOR);
    expect(heightOf('boat-pose', 'footA')).toBeGreaterThan(20);
    expect(heightOf('boat-pose', 'head')).toBeGreaterThan(20);
  });

  it('sets Mountain Climbers’ hands on the floor in a plank, one knee driven forward', () => {
    expect(heightOf('mountain-climbers', 'handA')).toBeLessThan(ON_FLOOR);
    expect(heightOf('mountain-climbers', 'footB')).toBeLessThan(ON_FLOOR + 2);
    expect(acrossOf('mountain-climbers', 'pelvis', 'kneeA')).toBeGreaterThan(10);
    expect(positionOf(drawingOf('mountain-climbers').spec)).toBe('plank');
  });

  it('plants Wild Thing’s supporting hand on the floor', () => {
    expect(heightOf('wild-thing', 'handA')).toBeLessThan(ON_FLOOR);
    expect(heightOf('wild-thing', 'handB')).toBeGreaterThan(30);
  });

  it('arches Fish: crown on the floor, the chest bowed up above it', () => {
    const { spec } = drawingOf('fish-pose');
    expect(heightOf('fish-pose', 'head')).toBeLessThan(ON_FLOOR + 2);
    expect(spec.bow ?? 0).toBeGreaterThanOrEqual(6);
    expect(heightOf('fish-pose', 'neck')).toBeGreaterThan(heightOf('fish-pose', 'head'));
  });

  it('stacks Cow Face’s knees in the middle, each shin crossing to the other side', () => {
    expect(Math.abs(acrossOf('cow-face-pose', 'kneeA', 'kneeB'))).toBeLessThan(3);
    expect(acrossOf('cow-face-pose', 'kneeA', 'footA')).toBeLessThan(-10);
    expect(acrossOf('cow-face-pose', 'kneeB', 'footB')).toBeGreaterThan(10);
  });

  it('draws the props the items name', () => {
    const propsOf = (id: string) => drawingOf(id).spec.props ?? [];
    expect(propsOf('dowel-hip-hinge-drill')).toContain('dowel');
    expect(propsOf('farmers-carry')).toContain('dumbbells');
    expect(propsOf('turkish-get-up')).toContain('kettlebell');
    for (const id of ['dowel-hip-hinge-drill', 'farmers-carry', 'turkish-get-up'])
      expect(drawingOf(id).drawing.props + drawingOf(id).drawing.weights, id).not.toBe('');
    // The dowel lies along the back: it passes close behind the head and the pelvis.
    const { drawing } = drawingOf('dowel-hip-hinge-drill');
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] =
      drawing.props.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    const off = ([x, y]: readonly [number, number]) =>
      Math.abs((x2 - x1) * (y1 - y) - (x1 - x) * (y2 - y1)) /
      Math.hypot(x2 - x1, y2 - y1) /
      drawing.scale;
    expect(off(drawing.points.pelvis)).toBeLessThan(8);
    expect(off(drawing.points.head)).toBeLessThan(9);
    // Farmer's Carry: a dumbbell hangs at each hand, the hands down by the hips.
    const carry = drawingOf('farmers-carry').drawing;
    const weights = endsOf(carry.weights);
    for (const hand of ['handA', 'handB'] as const) {
      const [x, y] = carry.points[hand];
      const nearest = Math.min(...weights.map(([wx, wy]) => Math.hypot(wx - x, wy - y)));
      expect(nearest / carry.scale, hand).toBeLessThan(6);
      expect(heightOf('farmers-carry', hand), hand).toBeLessThan(
        heightOf('farmers-carry', 'pelvis') + 3,
      );
    }
  });

  it('balances the Dowel Hip-Hinge: hips back, the body’s weight over the feet', () => {
    // The centre of mass, by the body's usual shares: trunk, head, thighs, shins, arms.
    const { drawing } = drawingOf('dowel-hip-hinge-drill');
    const x = (name: PointName) => acrossOf('dowel-hip-hinge-drill', 'pelvis', name);
    const middle = (a: PointName, b: PointName) => (x(a) + x(b)) / 2;
    const centre =
      0.5 * middle('pelvis', 'neck') +
      0.08 * x('head') +
      0.1 * (middle('hipA', 'kneeA') + middle('hipB', 'kneeB')) +
      0.05 * (middle('kneeA', 'footA') + middle('kneeB', 'footB')) +
      0.035 * (middle('shoulderA', 'handA') + middle('shoulderB', 'handB'));
    expect(centre).toBeGreaterThan(x('footA') - 1);
    expect(centre).toBeLessThan(x('toeA') + 1);
    // Hips behind the heels, the trunk leaning forward, knees soft.
    expect(x('footA')).toBeGreaterThan(3);
    expect(x('neck')).toBeGreaterThan(12);
    expect(heightOf('dowel-hip-hinge-drill', 'footA')).toBeLessThan(ON_FLOOR);
    expect(drawing.props).not.toBe('');
  });

  it('untangles the twists, folds and balances the issue named', () => {
    // Seated twists: hips down, the knee up, the head looking back, no ring over the body.
    for (const id of ['half-lord-of-the-fishes-pose', 'marichis-pose-iii']) {
      expect(heightOf(id, 'pelvis'), id).toBeLessThan(ON_FLOOR);
      expect(heightOf(id, 'kneeA'), id).toBeGreaterThan(12);
      expect(facingOf(id), id).toBe('left');
      expect(drawingOf(id).drawing.arrows, id).toBe('');
    }
    expect(heightOf('marichis-pose-iii', 'footB')).toBeLessThan(ON_FLOOR);
    // Pyramid: both feet down, hips the highest point, hands by the front foot.
    expect(heightOf('pyramid-pose', 'footA')).toBeLessThan(ON_FLOOR);
    expect(heightOf('pyramid-pose', 'footB')).toBeLessThan(ON_FLOOR);
    expect(heightOf('pyramid-pose', 'pelvis')).toBeGreaterThan(
      heightOf('pyramid-pose', 'head') + 10,
    );
    // Turkish Get-Up: half up on one hand, the kettlebell arm straight up over the head.
    expect(heightOf('turkish-get-up', 'handB')).toBeLessThan(ON_FLOOR);
    expect(heightOf('turkish-get-up', 'handA')).toBeGreaterThan(heightOf('turkish-get-up', 'head'));
  });

  it('wraps Eagle: forearms crossing before the face, one leg wrapped over the standing one', () => {
    const { drawing } = drawingOf('eagle-pose');
    const at = (name: PointName) => drawing.points[name];
    const arms = crossing(at('elbowA'), at('handA'), at('elbowB'), at('handB'));
    expect(arms).not.toBeNull();
    const [, armsY = 0] = arms ?? [];
    expect(Math.abs(armsY - drawing.head.cy)).toBeLessThan(drawing.head.r + 2);
    expect(crossing(at('hipA'), at('kneeA'), at('hipB'), at('kneeB'))).not.toBeNull();
    expect(heightOf('eagle-pose', 'footB')).toBeLessThan(ON_FLOOR);
    expect(heightOf('eagle-pose', 'footA')).toBeGreaterThan(ON_FLOOR);
  });

  it('sweeps Slow Sun Salutation’s arms up from the side: one overhead, one halfway, a turn', () => {
    const id = 'slow-sun-salutation';
    expect(positionOf(drawingOf(id).spec)).toBe('standing');
    for (const foot of ['footA', 'footB'] as const)
      expect(heightOf(id, foot), foot).toBeLessThan(ON_FLOOR);
    expect(heightOf(id, 'handA')).toBeGreaterThan(heightOf(id, 'head') + 5);
    expect(heightOf(id, 'handB')).toBeGreaterThan(heightOf(id, 'pelvis'));
    expect(heightOf(id, 'handB')).toBeLessThan(heightOf(id, 'shoulderB'));
    expect(Math.abs(acrossOf(id, 'shoulderB', 'handB'))).toBeGreaterThan(15);
    expect(drawingOf(id).spec.arrows?.[0]?.[2]).toBe('turn');
    expect(drawingOf(id).spec.props).toBeUndefined();
  });

  it('tells Plank from Upward Plank: face down and head high, or belly up and head dropped back', () => {
    expect(facingOf('plank-pose')).toBe('down');
    expect(heightOf('plank-pose', 'head')).toBeGreaterThan(heightOf('plank-pose', 'neck'));
    expect(facingOf('upward-plank-pose')).not.toBe('down');
    // Head back, not lifted forward like Plank's: no higher than the neck.
    expect(heightOf('upward-plank-pose', 'head')).toBeLessThan(
      heightOf('upward-plank-pose', 'neck'),
    );
    for (const name of ['handA', 'toeA'] as const)
      expect(heightOf('upward-plank-pose', name), name).toBeLessThan(ON_FLOOR);
    expect(
      distanceBetween(drawingOf('plank-pose').spec, drawingOf('upward-plank-pose').spec),
    ).toBeGreaterThan(SAME_SHAPE);
  });

  it('turns Upward Plank’s face to the ceiling and its soles to the floor, unlike Plank', () => {
    // A blind reader took the drawing for Plank (“face down”): at card size a head dropped below the
    // shoulders read as looking at the floor. The face looks up and back: the nose, drawn long
    // enough to see at 96 px, rises over the head's top and the neck, on the side away from the feet;
    // the feet lie flat, toes pointing away, where Plank stands on tucked toes with the heels up;
    // and the palms lie flat with the fingers toward the feet.
    const upward = 'upward-plank-pose';
    const { drawing, spec } = drawingOf(upward);
    const nose = endsOf(drawing.face);
    const tip = nose.reduce((top, point) => (point[1] < top[1] ? point : top));
    const tipHeight = (drawing.floor - tip[1]) / drawing.scale;
    expect(tipHeight).toBeGreaterThan(heightOf(upward, 'neck'));
    expect(tipHeight).toBeGreaterThan(
      (drawing.floor - drawing.head.cy) / drawing.scale + drawing.head.r / drawing.scale,
    );
    const reach = Math.hypot(tip[0] - drawing.head.cx, tip[1] - drawing.head.cy) / drawing.head.r;
    expect(reach).toBeGreaterThan(1.4);
    const towardHead = Math.sign(acrossOf(upward, 'pelvis', 'head'));
    expect(towardHead * (tip[0] - drawing.head.cx)).toBeGreaterThan(0);
    for (const side of ['A', 'B'] as const) {
      expect(
        Math.abs(heightOf(upward, `toe${side}`) - heightOf(upward, `foot${side}`)),
        side,
      ).toBeLessThan(1);
      expect(heightOf(upward, `toe${side}`), side).toBeLessThan(3);
    }
    expect(heightOf('plank-pose', 'footA')).toBeGreaterThan(heightOf('plank-pose', 'toeA') + 3);
    // The toes point away from the head, past the ankles.
    expect(towardHead * acrossOf(upward, 'footA', 'toeA')).toBeLessThan(-4);
    // Flat palms, level, the fingers pointing toward the feet; Plank's hands are round.
    const palms = spec.palms ?? 0;
    expect(towardHead * Math.sin((palms * Math.PI) / 180)).toBeLessThan(-0.95);
    expect(drawingOf('plank-pose').spec.palms).toBeUndefined();
  });

  it('draws Upward Plank in a shape of its own, not a mirrored Plank: hips up, head hanging back', () => {
    // The blind reader still took it for Plank while it was Plank's mirror image: one straight ramp
    // from the feet up to the shoulders at Plank's slope (3.8 units from Plank). Now the hips are
    // pressed up off that line, the straight legs climbing from the feet far more steeply than
    // Plank's body, the chest running on nearly level to the shoulders (no lower than the hips: not
    // a pike), and the head hangs back past the hands, under the shoulders.
    const upward = 'upward-plank-pose';
    expect(distanceBetween(drawingOf('plank-pose').spec, drawingOf(upward).spec)).toBeGreaterThan(
      5,
    );
    expect(hipsOverLine(upward)).toBeGreaterThan(3);
    expect(Math.abs(hipsOverLine('plank-pose'))).toBeLessThan(1.5);
    const climb = (id: string, from: PointName, to: PointName) =>
      (Math.atan2(heightOf(id, to) - heightOf(id, from), Math.abs(acrossOf(id, from, to))) * 180) /
      Math.PI;
    expect(climb(upward, 'footA', 'pelvis')).toBeGreaterThan(
      climb('plank-pose', 'footA', 'shoulderA') + 8,
    );
    expect(Math.abs(climb(upward, 'pelvis', 'shoulderA'))).toBeLessThan(15);
    expect(heightOf(upward, 'shoulderA')).toBeGreaterThanOrEqual(heightOf(upward, 'pelvis'));
    const towardHead = Math.sign(acrossOf(upward, 'pelvis', 'head'));
    expect(towardHead * acrossOf(upward, 'handA', 'head')).toBeGreaterThan(3);
    expect(heightOf(upward, 'head')).toBeLessThan(heightOf(upward, 'shoulderA') - 2);
    expect(positionOf(drawingOf(upward).spec)).toBe('plank');
  });

  it('sits Hero with the knees together in the middle and the hands on them, unlike Lotus', () => {
    // A blind reader took the front view for Lotus (“knees out wide”). Hero's knees meet in the
    // middle, closer than the hips are wide, with both hands resting on them, and only the feet
    // show, outside the hips on the floor; Lotus, Easy and Bound Angle open the knees wide.
    const hero = 'hero-pose';
    const hips = Math.abs(acrossOf(hero, 'hipA', 'hipB'));
    expect(Math.abs(acrossOf(hero, 'kneeA', 'kneeB'))).toBeLessThan(hips);
    for (const side of ['A', 'B'] as const) {
      expect(gapOf(hero, `hand${side}`, `knee${side}`), side).toBeLessThan(6);
      expect(heightOf(hero, `knee${side}`), side).toBeLessThan(ON_FLOOR);
    }
    expect(Math.abs(acrossOf(hero, 'handA', 'handB'))).toBeLessThan(hips);
    for (const id of ['lotus-pose', 'bound-angle-pose'])
      expect(Math.abs(acrossOf(id, 'kneeA', 'kneeB')), id).toBeGreaterThan(hips + 20);
  });

  it('sprints in Sprint Intervals: a knee driven high, one foot in the air, arms pumping', () => {
    // A blind reader took the drawing for Falling Starts (“feet on ground”, a forward lean). A
    // sprint runs nearly upright, the front foot off the floor under a knee at hip height, the back
    // leg pushing off behind; the arms swing one forward and up, one back, elbows bent.
    const sprint = 'sprint-intervals';
    expect(drawingOf(sprint).spec.torso).toBeGreaterThanOrEqual(165);
    expect(heightOf(sprint, 'footA')).toBeGreaterThan(ON_FLOOR + 5);
    expect(heightOf(sprint, 'kneeA')).toBeGreaterThan(heightOf(sprint, 'pelvis') - 3);
    expect(heightOf(sprint, 'toeB')).toBeLessThan(3);
    expect(acrossOf(sprint, 'pelvis', 'footB')).toBeLessThan(-15);
    expect(acrossOf(sprint, 'shoulderB', 'handB')).toBeGreaterThan(8);
    expect(heightOf(sprint, 'handB')).toBeGreaterThan(heightOf(sprint, 'shoulderB') - 5);
    expect(acrossOf(sprint, 'shoulderA', 'elbowA')).toBeLessThan(-8);
    // Falling Starts keeps both feet down.
    for (const foot of ['footA', 'footB'] as const)
      expect(heightOf('falling-starts', foot), foot).toBeLessThan(ON_FLOOR + 3);
    for (const other of ['falling-starts', 'high-knees', 'a-skips', 'flying-sprints'])
      expect(distanceBetween(drawingOf(sprint).spec, drawingOf(other).spec), other).toBeGreaterThan(
        SAME_SHAPE,
      );
  });

  it('stands the four inversions each on its own base', () => {
    const up = (id: string) =>
      expect(heightOf(id, 'footA'), id).toBeGreaterThan(heightOf(id, 'pelvis') + 20);
    // Headstand: the crown on the floor, both forearms down on either side of it.
    const { drawing: headstand } = drawingOf('headstand');
    expect(heightOf('headstand', 'head') - headstand.head.r / headstand.scale).toBeLessThan(1.5);
    for (const name of ['elbowA', 'handA', 'elbowB', 'handB'] as const)
      expect(heightOf('headstand', name), name).toBeLessThan(ON_FLOOR);
    expect(
      acrossOf('headstand', 'head', 'elbowA') * acrossOf('headstand', 'head', 'elbowB'),
    ).toBeLessThan(0);
    expect(Math.abs(acrossOf('headstand', 'head', 'handA'))).toBeLessThan(8);
    up('headstand');
    // Forearm Stand: the forearm flat on the floor reaching ahead of the face, the head off it.
    for (const name of ['elbowA', 'handA'] as const)
      expect(heightOf('forearm-stand', name), name).toBeLessThan(ON_FLOOR);
    expect(heightOf('forearm-stand', 'head')).toBeGreaterThan(9);
    expect(
      Math.sign(acrossOf('forearm-stand', 'elbowA', 'handA')) *
        Math.sign(acrossOf('forearm-stand', 'neck', 'head')),
    ).toBe(1);
    up('forearm-stand');
    // Handstand: straight arms, the hand under the shoulder, the head well off the floor.
    expect(heightOf('handstand', 'handA')).toBeLessThan(ON_FLOOR);
    expect(heightOf('handstand', 'elbowA')).toBeGreaterThan(10);
    expect(Math.abs(acrossOf('handstand', 'shoulderA', 'handA'))).toBeLessThan(3);
    expect(heightOf('handstand', 'head')).toBeGreaterThan(15);
    up('handstand');
    // Shoulderstand: the head flat on the floor facing up, the elbows down, the hands up at the back.
    const id = 'supported-shoulderstand';
    expect(heightOf(id, 'head')).toBeLessThan(ON_FLOOR);
    expect(heightOf(id, 'neck')).toBeLessThan(ON_FLOOR);
    expect(facingOf(id)).toBe('up');
    expect(heightOf(id, 'elbowA')).toBeLessThan(ON_FLOOR);
    expect(heightOf(id, 'handA')).toBeGreaterThan(10);
    expect(acrossOf(id, 'neck', 'handA') * acrossOf(id, 'neck', 'head')).toBeLessThan(0);
    up(id);
  });

  it('holds the band of Band Pull-Aparts in front of the chest, pulled outward', () => {
    const { drawing } = drawingOf('band-pull-aparts');
    // The band is drawn over the body (with the weights), from hand to hand.
    const band = endsOf(drawing.weights);
    for (const hand of ['handA', 'handB'] as const) {
      const [x, y] = drawing.points[hand];
      expect(Math.min(...band.map(([bx, by]) => Math.hypot(bx - x, by - y))), hand).toBeLessThan(2);
    }
    expect(drawing.props).toBe('');
    // The hands in front of the chest, far narrower than Arm Circles' arms out to the sides.
    const span = (id: string) => Math.abs(acrossOf(id, 'handA', 'handB'));
    expect(span('band-pull-aparts')).toBeLessThan(span('arm-circles') - 20);
    expect(heightOf('band-pull-aparts', 'handA')).toBeLessThan(
      heightOf('band-pull-aparts', 'shoulderA'),
    );
    expect(heightOf('band-pull-aparts', 'handA')).toBeGreaterThan(
      heightOf('band-pull-aparts', 'pelvis') + 10,
    );
    expect(drawing.arrows.match(/M/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('runs Cone Weave low with a turn, and touches the cone in T-Drill', () => {
    expect(heightOf('cone-weave', 'neck')).toBeLessThan(heightOf('sprint-intervals', 'neck') - 5);
    expect(drawingOf('cone-weave').spec.arrows?.[0]?.[2]).toBe('turn');
    expect(drawingOf('cone-weave').spec.props).toContain('cones');
    // T-Drill reaches one hand down by the cone at its side; Lateral Shuffle keeps its hands up.
    const { drawing } = drawingOf('t-drill');
    expect(heightOf('t-drill', 'handA')).toBeLessThan(10);
    const outermost = Math.max(...Object.values(drawing.points).map(([x]) => x));
    expect((outermost - drawing.points.handA[0]) / drawing.scale).toBeLessThan(1);
    expect(heightOf('lateral-shuffle', 'handA')).toBeGreaterThan(25);
  });

  it('redraws the misleading poses by the fact that makes each readable', () => {
    // Wide-Legged Forward Bend: feet far apart, hips the top, the head down between the feet,
    // the hands on the floor.
    const wide = 'wide-legged-forward-bend';
    expect(Math.abs(acrossOf(wide, 'footA', 'footB'))).toBeGreaterThan(30);
    for (const name of ['footA', 'footB', 'handA'] as const)
      expect(heightOf(wide, name), name).toBeLessThan(ON_FLOOR);
    expect(heightOf(wide, 'head')).toBeLessThan(ON_FLOOR + 2);
    const [left, right] = [
      acrossOf(wide, 'pelvis', 'footA'),
      acrossOf(wide, 'pelvis', 'footB'),
    ].sort((a, b) => a - b);
    expect(acrossOf(wide, 'pelvis', 'head')).toBeGreaterThan((left ?? 0) + 10);
    expect(acrossOf(wide, 'pelvis', 'head')).toBeLessThan((right ?? 0) - 10);
    expect(positionOf(drawingOf(wide).spec)).toBe('fold');
    // Standing Quad Stretch: on one foot, the other heel drawn up to the seat by the near hand.
    const quad = 'standing-quad-stretch';
    expect(heightOf(quad, 'footB')).toBeLessThan(ON_FLOOR);
    expect(Math.abs(heightOf(quad, 'footA') - heightOf(quad, 'pelvis'))).toBeLessThan(4);
    expect(acrossOf(quad, 'pelvis', 'footA')).toBeLessThan(-6);
    expect(gapOf(quad, 'handA', 'footA')).toBeLessThan(3);
    // Camel: kneeling upright, hips over the knees, arching back, hands to the heels, head back.
    expect(heightOf('camel-pose', 'kneeA')).toBeLessThan(ON_FLOOR);
    expect(Math.abs(acrossOf('camel-pose', 'kneeA', 'pelvis'))).toBeLessThan(3);
    expect(heightOf('camel-pose', 'pelvis')).toBeGreaterThan(16);
    expect(acrossOf('camel-pose', 'pelvis', 'neck')).toBeLessThan(-10);
    expect(gapOf('camel-pose', 'handA', 'footA')).toBeLessThan(7);
    expect(heightOf('camel-pose', 'head')).toBeLessThanOrEqual(heightOf('camel-pose', 'neck'));
    expect(positionOf(drawingOf('camel-pose').spec)).toBe('kneeling');
    // Burpees: hands on the floor, the feet jumping back off it into a plank.
    expect(heightOf('burpees', 'handA')).toBeLessThan(ON_FLOOR);
    expect(heightOf('burpees', 'toeA')).toBeGreaterThan(ON_FLOOR);
    expect(positionOf(drawingOf('burpees').spec)).toBe('plank');
    expect(drawingOf('burpees').spec.arrows?.[0]?.[0]).toBe('footA');
  });

  it('lays the two lying twists out seen from above, each by its own shape', () => {
    // Supine Spinal Twist: on the back, arms out in a T, both knees dropped to one side.
    const twist = drawingOf('supine-spinal-twist');
    const side = (drawing: typeof twist.drawing, name: PointName) =>
      (drawing.points[name][1] - drawing.points.pelvis[1]) / drawing.scale;
    expect(twist.spec.isFromAbove).toBe(true);
    expect(side(twist.drawing, 'handA') * side(twist.drawing, 'handB')).toBeLessThan(0);
    expect(Math.abs(side(twist.drawing, 'handA') - side(twist.drawing, 'handB'))).toBeGreaterThan(
      50,
    );
    expect(side(twist.drawing, 'kneeA') * side(twist.drawing, 'kneeB')).toBeGreaterThan(0);
    expect(Math.abs(side(twist.drawing, 'kneeB'))).toBeGreaterThan(8);
    // Open Book: on one side, knees bent and stacked in front, the top arm opened to the back.
    const book = drawingOf('open-book-thoracic-rotation');
    expect(book.spec.isFromAbove).toBe(true);
    expect(book.spec.view).toBeUndefined();
    expect(book.drawing.points.kneeA).toEqual(book.drawing.points.kneeB);
    const front = Math.sign(side(book.drawing, 'kneeA'));
    expect(front * side(book.drawing, 'handB')).toBeGreaterThan(15);
    expect(front * side(book.drawing, 'handA')).toBeLessThan(-15);
    expect(book.drawing.arrows).not.toBe('');
    for (const id of ['supine-spinal-twist', 'open-book-thoracic-rotation'])
      expect(positionOf(drawingOf(id).spec), id).toBe('lying');
  });

  it('draws the props the redrawn moves use, where they are used', () => {
    // Bulgarian Split Squat: the back foot up on a bench, the front foot on the floor.
    const split = drawingOf('bulgarian-split-squat');
    expect(split.spec.props).toContain('bench');
    expect(heightOf('bulgarian-split-squat', 'footB')).toBeGreaterThan(10);
    expect(heightOf('bulgarian-split-squat', 'footA')).toBeLessThan(ON_FLOOR);
    const [footX, footY] = split.drawing.points.footB;
    const top = endsOf(split.drawing.props).filter(
      ([, y]) => y > footY && (y - footY) / split.drawing.scale < 4,
    );
    expect(Math.min(...top.map(([x]) => x))).toBeLessThan(footX);
    expect(Math.max(...top.map(([x]) => x))).toBeGreaterThan(footX);
    // A band tied to a post: the band from the hands to the post, over the body; the post stands
    // on the floor beside the figure.
    for (const id of ['pallof-press', 'half-kneeling-band-chop', 'squat-to-row-with-band']) {
      const { drawing } = drawingOf(id);
      const [from, to] = endsOf(drawing.weights);
      const [postFoot, postTop] = endsOf(drawing.props);
      expect(from && to && postFoot && postTop, id).toBeTruthy();
      if (!from || !to || !postFoot || !postTop) continue;
      const hand = drawing.points.handA;
      expect(Math.hypot(from[0] - hand[0], from[1] - hand[1]) / drawing.scale, id).toBeLessThan(3);
      expect(Math.abs(postFoot[1] - drawing.floor) / drawing.scale, id).toBeLessThan(3);
      expect(Math.abs(postFoot[0] - postTop[0]), id).toBeLessThan(0.5);
      expect(postTop[1], id).toBeLessThan(to[1]);
      const xs = Object.values(drawing.points).map(([x]) => x);
      expect(postFoot[0] < Math.min(...xs) || postFoot[0] > Math.max(...xs), id).toBe(true);
    }
    // Pallof Press: the hands together in front of the chest, the band straight out to the side.
    expect(Math.abs(acrossOf('pallof-press', 'handA', 'handB'))).toBeLessThan(6);
    const [pallofFrom, pallofTo] = endsOf(drawingOf('pallof-press').drawing.weights);
    expect(Math.abs((pallofFrom?.[1] ?? 0) - (pallofTo?.[1] ?? 99))).toBeLessThan(1);
    // Half-Kneeling Band Chop: the band runs up from the hands to a post higher than the head.
    const chop = drawingOf('half-kneeling-band-chop').drawing;
    expect(endsOf(chop.weights)[1]?.[1] ?? 99).toBeLessThan(chop.head.cy);
    // Dumbbell Woodchop: one dumbbell, in both hands, up over the shoulder.
    const chopWeight = drawingOf('dumbbell-woodchop');
    expect(chopWeight.spec.props).toEqual(['dumbbell']);
    expect(gapOf('dumbbell-woodchop', 'handA', 'handB')).toBeLessThan(6);
    expect(heightOf('dumbbell-woodchop', 'handA')).toBeGreaterThan(
      heightOf('dumbbell-woodchop', 'shoulderA'),
    );
    expect(chopWeight.drawing.weights.match(/Z/g)).toHaveLength(3);
  });

  it('redraws the four misread drawings by what tells each from its look-alikes', () => {
    // Pyramid: a fold, both legs straight and a stride apart, the chest laid along the front leg
    // (lower than the front knee), the hands down on the floor by the front foot.
    const pyramid = 'pyramid-pose';
    expect(positionOf(drawingOf(pyramid).spec)).toBe('fold');
    for (const side of ['A', 'B'] as const) {
      expect(Math.abs(kneeRise(pyramid, side)), side).toBeLessThan(1);
      expect(heightOf(pyramid, `foot${side}`), side).toBeLessThan(3);
    }
    expect(acrossOf(pyramid, 'footB', 'footA')).toBeGreaterThan(24);
    expect(heightOf(pyramid, 'neck')).toBeLessThan(heightOf(pyramid, 'kneeA'));
    const leg = [acrossOf(pyramid, 'pelvis', 'footA'), heightOf(pyramid, 'footA')] as const;
    const neck = [acrossOf(pyramid, 'pelvis', 'neck'), heightOf(pyramid, 'neck')] as const;
    const hip = heightOf(pyramid, 'pelvis');
    // The neck's distance from the line of the front leg: the chest on the thigh.
    const off =
      Math.abs(leg[0] * (neck[1] - hip) - (leg[1] - hip) * neck[0]) /
      Math.hypot(leg[0], leg[1] - hip);
    expect(off).toBeLessThan(10);
    expect(heightOf(pyramid, 'handA')).toBeLessThan(ON_FLOOR);
    expect(Math.abs(acrossOf(pyramid, 'footA', 'handA'))).toBeLessThan(8);
    // Upward Plank: belly up, no bow in the spine (not a bridge) but the hips pressed up off the line
    // from the shoulders to the heels, the arms straight down to hands under or a little behind the
    // shoulders (never toward the feet). Its shape against Plank's: the next test.
    const upward = 'upward-plank-pose';
    expect(drawingOf(upward).spec.bow ?? 0).toBeLessThanOrEqual(1);
    expect(hipsOverLine(upward)).toBeGreaterThan(3);
    const towardHead = Math.sign(acrossOf(upward, 'pelvis', 'head'));
    expect(towardHead * acrossOf(upward, 'shoulderA', 'handA')).toBeGreaterThanOrEqual(0);
    expect(towardHead * acrossOf(upward, 'shoulderA', 'handA')).toBeLessThan(5);
    expect(heightOf(upward, 'handA')).toBeLessThan(3);
    expect(heightOf(upward, 'pelvis')).toBeGreaterThan(12);
    // Dancing Warrior Flow: warrior legs, the front arm swept up overhead while the back arm stays
    // level (Warrior II holds both level, Reverse Warrior drops the back hand down the back leg),
    // and an arc around the shoulder as wide as the arm's sweep.
    const dancing = 'dancing-warrior-flow';
    expect(heightOf(dancing, 'handA')).toBeGreaterThan(heightOf(dancing, 'head') + 10);
    expect(Math.abs(heightOf(dancing, 'handB') - heightOf(dancing, 'shoulderB'))).toBeLessThan(4);
    expect(acrossOf(dancing, 'shoulderB', 'handB')).toBeLessThan(-20);
    for (const hand of ['handA', 'handB'] as const)
      expect(
        Math.abs(heightOf('warrior-ii', hand) - heightOf('warrior-ii', 'shoulderA')),
        hand,
      ).toBeLessThan(4);
    expect(heightOf('reverse-warrior', 'handB')).toBeLessThan(
      heightOf('reverse-warrior', 'neck') - 15,
    );
    const [sweep] = drawingOf(dancing).spec.arrows ?? [];
    expect(sweep?.[0]).toBe('shoulderA');
    expect(sweep?.[3] ?? 8).toBeGreaterThan(25);
    for (const other of ['warrior-ii', 'reverse-warrior'])
      expect(
        distanceBetween(drawingOf(dancing).spec, drawingOf(other).spec),
        other,
      ).toBeGreaterThan(SAME_SHAPE);
    // Hero: the seat down on the floor line (the torso's lower end, 5.4 units round the pelvis in a
    // front view, meets the floor), far lower than Thunderbolt's on the heels, the feet out on the
    // floor well outside the hips.
    expect(heightOf('hero-pose', 'pelvis') - 5.4).toBeLessThan(1.5);
    expect(heightOf('thunderbolt-pose', 'pelvis')).toBeGreaterThan(
      heightOf('hero-pose', 'pelvis') + 5,
    );
    for (const side of ['A', 'B'] as const) {
      expect(
        Math.abs(acrossOf('hero-pose', 'pelvis', `foot${side}`)) -
          Math.abs(acrossOf('hero-pose', 'pelvis', `hip${side}`)),
        side,
      ).toBeGreaterThan(10);
      expect(heightOf('hero-pose', `foot${side}`), side).toBeLessThan(ON_FLOOR);
      expect(heightOf('hero-pose', `knee${side}`), side).toBeLessThan(ON_FLOOR);
    }
    expect(positionOf(drawingOf('hero-pose').spec)).toBe('seated');
  });

  it('stands both lunges on a flat front foot: Warrior I’s back heel down, High Lunge’s up', () => {
    for (const id of ['warrior-i', 'high-lunge']) expect(heightOf(id, 'footA'), id).toBeLessThan(3);
    // Warrior I: the back foot flat on the floor, ankle and toes down.
    expect(heightOf('warrior-i', 'footB')).toBeLessThan(3);
    expect(heightOf('warrior-i', 'toeB')).toBeLessThan(3);
    // High Lunge: on the back toes, the heel lifted well off the floor.
    expect(heightOf('high-lunge', 'toeB')).toBeLessThan(3);
    expect(heightOf('high-lunge', 'footB')).toBeGreaterThan(heightOf('high-lunge', 'toeB') + 3);
  });

  it('tells apart the twins the issue named', () => {
    // Thunderbolt sits on the heels, Hero between them on the floor.
    expect(heightOf('thunderbolt-pose', 'pelvis')).toBeGreaterThan(
      heightOf('hero-pose', 'pelvis') + 3,
    );
    // Warrior I keeps the back heel down, High Lunge rises on the back toes with a longer stance.
    expect(drawingOf('warrior-i').spec.footB).toBeGreaterThan(0);
    expect(Math.abs(acrossOf('high-lunge', 'footB', 'footA'))).toBeGreaterThan(
      Math.abs(acrossOf('warrior-i', 'footB', 'footA')) + 5,
    );
    // Fire Log: each foot over the other knee, one shin lying on the other.
    expect(Math.abs(acrossOf('fire-log-pose', 'footA', 'kneeB'))).toBeLessThan(6);
    expect(heightOf('fire-log-pose', 'footA') - heightOf('fire-log-pose', 'kneeB')).toBeGreaterThan(
      3,
    );
    expect(heightOf('half-lotus-pose', 'footB')).toBeLessThan(
      heightOf('half-lotus-pose', 'footA') - 3,
    );
    // Shuttle Run bends low to the line; T-Drill shuffles sideways, seen from the front.
    expect(heightOf('shuttle-run', 'handA')).toBeLessThan(ON_FLOOR);
    expect(heightOf('shuttle-run', 'head')).toBeLessThan(heightOf('shuttle-run', 'pelvis') + 12);
    expect(drawingOf('t-drill').spec.view).toBe('front');
  });
});
