import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../../../server/ai/builtin/content/exercises';
import { POSES } from '../../../server/ai/builtin/content/poses';
import { FIGURES } from './catalog';
import { figureIdOf } from './ids';
import { drawFigure, type PointName } from './model';
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
        // A different prop (a chair, a wall, weights) is seen at once.
        if ((a.props ?? []).join() !== (b.props ?? []).join()) continue;
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
    const spec = (id: string) => drawingOf(id).spec;
    expect(distanceBetween(spec('superman-hold'), spec('hollow-body-hold'))).toBeGreaterThan(
      SAME_SHAPE,
    );
    expect(distanceBetween(spec('hollow-body-hold'), spec('corpse-pose'))).toBeGreaterThan(
      SAME_SHAPE,
    );
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
    // Eagle: on one foot, forearms raised before the face.
    expect(heightOf('eagle-pose', 'footA')).toBeLessThan(ON_FLOOR);
    expect(heightOf('eagle-pose', 'footB')).toBeGreaterThan(ON_FLOOR);
    expect(heightOf('eagle-pose', 'handA')).toBeGreaterThan(heightOf('eagle-pose', 'elbowA'));
    // Turkish Get-Up: half up on one hand, the kettlebell arm straight up over the head.
    expect(heightOf('turkish-get-up', 'handB')).toBeLessThan(ON_FLOOR);
    expect(heightOf('turkish-get-up', 'handA')).toBeGreaterThan(heightOf('turkish-get-up', 'head'));
    // Slow Sun Salutation: standing, one arm sweeping up, its arrow showing the sweep.
    expect(positionOf(drawingOf('slow-sun-salutation').spec)).toBe('standing');
    expect(drawingOf('slow-sun-salutation').drawing.arrows).not.toBe('');
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
