/**
 * What body position a drawing shows, read from its geometry (issue 43): the groups the recognition
 * test draws its four names from (docs/tools/planners.md#recognition-test) and inside which no two
 * drawings may look alike (catalog.test.ts).
 */
import { drawFigure, type FigureDrawing, type FigureSpec, type PointName } from './model';

export type Position =
  | 'standing'
  | 'lunge'
  | 'squat'
  | 'fold'
  | 'seated'
  | 'kneeling'
  | 'all-fours'
  | 'plank'
  | 'lying'
  | 'inverted'
  | 'airborne';

/** Figure units (a torso is 25) within which a point counts as on the floor. */
const NEAR_FLOOR = 7;

/** Drawings by spec, made once: the twin test compares every pair of the catalog. */
const DRAWN = new WeakMap<FigureSpec, FigureDrawing>();
function drawingOf(spec: FigureSpec): FigureDrawing {
  const known = DRAWN.get(spec);
  if (known) return known;
  const drawing = drawFigure(spec);
  DRAWN.set(spec, drawing);
  return drawing;
}

/** A drawing's point in figure units, pelvis at 0,0. */
function pointIn(drawing: FigureDrawing, name: PointName): readonly [number, number] {
  const [x, y] = drawing.points[name];
  const [px, py] = drawing.points.pelvis;
  return [(x - px) / drawing.scale, (y - py) / drawing.scale];
}

/** How far above the floor a point is, in figure units. */
const heightOf = (drawing: FigureDrawing, name: PointName) =>
  (drawing.floor - drawing.points[name][1]) / drawing.scale;

/** The body position of a figure. */
export function positionOf(spec: FigureSpec): Position {
  const drawing = drawingOf(spec);
  if (spec.isAirborne || (spec.lift ?? 0) > 0) return 'airborne';
  if (spec.isFromAbove) return 'lying';
  const onFloor = (name: PointName) => heightOf(drawing, name) < NEAR_FLOOR;
  const pelvis = heightOf(drawing, 'pelvis');
  // A front view of a figure lying on its side has one hip stacked on the other: the lower one is down.
  const lowerHip = Math.min(heightOf(drawing, 'hipA'), heightOf(drawing, 'hipB'));
  const head = heightOf(drawing, 'head');
  const torsoUp = Math.cos(((spec.torso - 180) * Math.PI) / 180); // 1 upright, 0 level, -1 down
  const hands = onFloor('handA') || onFloor('handB');
  const knees = onFloor('kneeA') || onFloor('kneeB');
  const feet = onFloor('footA') || onFloor('footB');
  if (lowerHip < NEAR_FLOOR + 2 && Math.abs(torsoUp) < 0.6) return 'lying';
  if (pelvis < NEAR_FLOOR + 2) return 'seated';
  if (head < pelvis - 12 && (hands || head < NEAR_FLOOR + 4) && !feet) return 'inverted';
  if (Math.abs(torsoUp) < 0.7 && hands) return knees ? 'all-fours' : 'plank';
  if (knees && !feet) return 'kneeling';
  if (knees) return pelvis < 30 ? 'kneeling' : 'lunge';
  if (head < pelvis + 6) return 'fold';
  const footA = pointIn(drawing, 'footA');
  const footB = pointIn(drawing, 'footB');
  if (spec.view !== 'front' && Math.abs(footA[0] - footB[0]) > 24 && feet) return 'lunge';
  if (pelvis < 30) return 'squat';
  return 'standing';
}

/** The points two drawings are compared by. */
const COMPARED: readonly PointName[] = [
  'neck',
  'head',
  'elbowA',
  'handA',
  'elbowB',
  'handB',
  'kneeA',
  'footA',
  'kneeB',
  'footB',
];

/**
 * How far apart two figures' joints are on average, in figure units, pelvis on pelvis; near and far
 * limbs may swap (the same pose seen with the other leg forward), and either drawing may be turned
 * left for right (a figure lying face down, head right, is the mirror of one face up, head left).
 */
export function distanceBetween(a: FigureSpec, b: FigureSpec): number {
  const first = drawingOf(a);
  const second = drawingOf(b);
  const swap = (name: PointName): PointName =>
    name.endsWith('A')
      ? (`${name.slice(0, -1)}B` as PointName)
      : name.endsWith('B')
        ? (`${name.slice(0, -1)}A` as PointName)
        : name;
  const mean = (pair: (name: PointName) => PointName, side: 1 | -1) =>
    COMPARED.reduce((sum, name) => {
      const [x1, y1] = pointIn(first, name);
      const [x2, y2] = pointIn(second, pair(name));
      return sum + Math.hypot(x1 - side * x2, y1 - y2);
    }, 0) / COMPARED.length;
  // Two more points: the spine's middle, which a bow moves off the line from pelvis to neck (a
  // backbend, a rounded back), and the pelvis's height over the floor (sitting on the heels or on
  // the floor, a jump).
  const bowGap = Math.abs((a.bow ?? 0) - (b.bow ?? 0)) * 2;
  const heightGap = Math.abs(heightOf(first, 'pelvis') - heightOf(second, 'pelvis'));
  const joints =
    Math.min(
      mean((name) => name, 1),
      mean(swap, 1),
      mean((name) => name, -1),
      mean(swap, -1),
    ) * COMPARED.length;
  return (joints + bowGap + heightGap) / (COMPARED.length + 2);
}
