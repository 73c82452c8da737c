/**
 * The planners' pose drawings as a small figure model: a figure is a handful of joint angles, and one
 * function turns it into SVG paths of a body with volume (issue 43): a torso and limbs as tapered
 * capsules, a head with a nose on the side it faces, the far limbs a lighter tone of the same colour,
 * a mat under it, props where the move uses them and a small arrow only where the movement is the
 * point. Pure: no React or DOM, so the catalog can be checked in unit tests.
 *
 * Angles are degrees in the picture: 0 points down, 90 forward (right), 180 up, 270 back (left). A
 * figure's front is a quarter turn from its torso, so a standing figure faces right, a figure on its
 * belly lies head right and one on its back lies head left.
 */

/** A limb's two segments: upper arm and forearm, or thigh and shin. */
export type Limb = readonly [upper: number, lower: number];

/** A limb's two segments' lengths as parts of the usual ones (1 is the usual length). */
export type Lengths = readonly [upper: number, lower: number];

/** The points an arrow or a prop can start from. */
export type Joint =
  | 'head'
  | 'neck'
  | 'pelvis'
  | 'shoulderA'
  | 'shoulderB'
  | 'elbowA'
  | 'elbowB'
  | 'handA'
  | 'handB'
  | 'kneeA'
  | 'kneeB'
  | 'footA'
  | 'footB';

/**
 * A movement arrow: from a joint, pointing `angle`; 'both' is back and forth, 'turn' an arc. 'twist'
 * is a flat ring around the body a little way from the joint toward `angle` (['neck', 0, 'twist']
 * rings the chest), lying across that line: a turn about the body's own axis. A turn's arc lies 8
 * units from the joint unless `radius` says otherwise (a whole arm's sweep around the shoulder).
 */
export type Arrow = readonly [
  joint: Joint,
  angle: number,
  kind?: 'one' | 'both' | 'turn' | 'turnBack' | 'twist',
  radius?: number,
];

/** Equipment and surroundings, drawn thin and muted. */
export type Prop =
  | 'dumbbells'
  | 'kettlebell'
  | 'ball'
  | 'bar'
  | 'wallFront'
  | 'wallBack'
  | 'box'
  | 'chair'
  /** A band from hand to hand, drawn in front of the body. */
  | 'band'
  /** A band from the near hand on along its forearm to a post it is tied to, in front of the body. */
  | 'anchoredBand'
  /** One dumbbell, held in both hands (at the near hand). */
  | 'dumbbell'
  /** A bench under the far foot (the raised back foot of a split squat). */
  | 'bench'
  | 'rope'
  | 'water'
  | 'cones'
  | 'ladder'
  | 'bolster'
  | 'wheel'
  | 'bike'
  | 'rower'
  /** A stick held along the back, touching head, upper back and tailbone. */
  | 'dowel'
  /** A yoga block under the near hand. */
  | 'block'
  /** A strap from the near hand to the near foot. */
  | 'strap';

/** One drawing. */
export interface FigureSpec {
  /** 'front' shows shoulders and hips side by side; the default is a side view. */
  readonly view?: 'side' | 'front';
  /** Torso, pelvis to neck. */
  readonly torso: number;
  /** Spine bow: positive arches toward the front (a backbend), negative rounds the back. */
  readonly bow?: number;
  /** Neck to head; the torso's angle when left out. */
  readonly head?: number;
  /**
   * Where the face looks in a side view: the body's front when left out, 'back' over the shoulder
   * (a seated twist), 'viewer' out of the picture (no nose drawn).
   */
  readonly gaze?: 'back' | 'viewer';
  /**
   * How far the nose stands out, as a part of the usual (1 when left out): over 1 where which way the
   * face looks is the point and a small nose is lost at card size (a face turned up to the ceiling).
   */
  readonly nose?: number;
  /** Near arm and leg; far arm and leg (the near ones when left out). */
  readonly armA: Limb;
  readonly armB?: Limb;
  readonly legA: Limb;
  readonly legB?: Limb;
  /** Feet's angles when not at a right angle to the shins (pointed toes, feet on a wall). */
  readonly footA?: number;
  readonly footB?: number;
  /**
   * Both hands' angles when laid flat, the fingers pointing that way (palms pressed to the floor,
   * fingers toward the feet); round hands when left out.
   */
  readonly palms?: number;
  /**
   * Limbs drawn shorter or longer than usual, by limb: under 1 for a segment seen end-on (a front
   * view's upper arms reaching toward the viewer), over 1 to carry a forearm or shin on through the
   * hand or foot (palms pressed together, fingers up). A far limb left out takes the near one's.
   */
  readonly lengths?: {
    readonly armA?: Lengths;
    readonly armB?: Lengths;
    readonly legA?: Lengths;
    readonly legB?: Lengths;
  };
  readonly arrows?: readonly Arrow[];
  readonly props?: readonly Prop[];
  /** No floor line (hanging). */
  readonly isAirborne?: boolean;
  /**
   * Seen from above, lying on a mat: the mat drawn around the body instead of a floor line under it
   * (a front view for a figure on its back, a side view for one on its side).
   */
  readonly isFromAbove?: boolean;
  /** Height of a jump: the floor lies this far under the lowest point. */
  readonly lift?: number;
}

/** A point of the posed figure by name. */
export type PointName = keyof Posed;

/** What the renderer hands to the SVG: filled shapes and lines by role, all in a 0–100 box. */
export interface FigureDrawing {
  /** The far limbs (side view), filled in a lighter tone, behind everything. */
  readonly far: string;
  /** Torso and neck, filled. */
  readonly torso: string;
  /** A front view's other arm and leg (screen left), filled and outlined, over the torso. */
  readonly sideB: string;
  /** The near leg (a front view's screen-right leg), filled, outlined to stand off the torso. */
  readonly legs: string;
  /** The near arm (a front view's screen-right arm), filled, outlined. */
  readonly arms: string;
  readonly head: { readonly cx: number; readonly cy: number; readonly r: number };
  /** The nose on the side the head faces (side views; empty facing the viewer), filled. */
  readonly face: string;
  /** Key joints: shoulder, elbow, hip, knee of the near side. */
  readonly joints: readonly (readonly [number, number])[];
  /** Every posed point in the box, for tests of what makes a drawing readable. */
  readonly points: Readonly<Record<PointName, readonly [number, number]>>;
  /** The floor's height in the box (under a jump, the floor the figure left). */
  readonly floor: number;
  /** Box units per figure unit (a torso is 25 figure units). */
  readonly scale: number;
  readonly arrows: string;
  /** Props drawn as lines (walls, a chair, a dowel, a strap). */
  readonly props: string;
  /** Props drawn solid (weights, a block). */
  readonly weights: string;
  /** The mat or floor line. */
  readonly ground: string;
}

/** The drawings' box, in SVG units. */
export const FIGURE_BOX = 100;

const TORSO = 25;
const NECK = 7.5;
const HEAD_R = 5.5;
const UPPER_ARM = 13;
const FOREARM = 12;
const THIGH = 18;
const SHIN = 18;
const FOOT = 5;
const SHOULDER_HALF = 7;
const HIP_HALF = 4.5;
const SHOULDER_DROP = 2.5;
/** Largest part of the box a figure may fill; the rest is margin. */
const FILL = 86;

type Point = readonly [number, number];

const toRad = (deg: number) => (deg * Math.PI) / 180;
/** A unit step at `deg`. */
const step = (deg: number): Point => [Math.sin(toRad(deg)), Math.cos(toRad(deg))];
const move = (from: Point, deg: number, length: number): Point => {
  const [dx, dy] = step(deg);
  return [from[0] + dx * length, from[1] + dy * length];
};

/** Every point of a posed figure, with the pelvis at 0,0. */
function pose(spec: FigureSpec) {
  const front = spec.view === 'front';
  const pelvis: Point = [0, 0];
  const neck = move(pelvis, spec.torso, TORSO);
  const head = move(neck, spec.head ?? spec.torso, NECK);
  const side = spec.torso - 90;
  // In a side view the arms leave the torso a little under the neck, so raised arms clear the head.
  const shoulder = move(neck, spec.torso + 180, SHOULDER_DROP);
  const shoulderA = front ? move(neck, side, SHOULDER_HALF) : shoulder;
  const shoulderB = front ? move(neck, side + 180, SHOULDER_HALF) : shoulder;
  const hipA = front ? move(pelvis, side, HIP_HALF) : pelvis;
  const hipB = front ? move(pelvis, side + 180, HIP_HALF) : pelvis;
  // A front view mirrors the near limbs when the far ones are left out; a side view repeats them.
  const mirror = (limb: Limb): Limb => (front ? [-limb[0], -limb[1]] : limb);
  const armB = spec.armB ?? mirror(spec.armA);
  const legB = spec.legB ?? mirror(spec.legA);
  const lengths = spec.lengths ?? {};
  const usual: Lengths = [1, 1];
  const armALengths = lengths.armA ?? usual;
  const armBLengths = lengths.armB ?? (spec.armB ? usual : armALengths);
  const legALengths = lengths.legA ?? usual;
  const legBLengths = lengths.legB ?? (spec.legB ? usual : legALengths);
  const elbowA = move(shoulderA, spec.armA[0], UPPER_ARM * armALengths[0]);
  const handA = move(elbowA, spec.armA[1], FOREARM * armALengths[1]);
  const elbowB = move(shoulderB, armB[0], UPPER_ARM * armBLengths[0]);
  const handB = move(elbowB, armB[1], FOREARM * armBLengths[1]);
  const kneeA = move(hipA, spec.legA[0], THIGH * legALengths[0]);
  const footA = move(kneeA, spec.legA[1], SHIN * legALengths[1]);
  const kneeB = move(hipB, legB[0], THIGH * legBLengths[0]);
  const footB = move(kneeB, legB[1], SHIN * legBLengths[1]);
  // In a front view the feet turn out a little; in a side view they point the way the figure faces.
  const toeA = move(
    footA,
    spec.footA ?? (front ? 90 : spec.legA[1] + 90),
    front ? FOOT * 0.7 : FOOT,
  );
  const toeB = move(footB, spec.footB ?? (front ? -90 : legB[1] + 90), front ? FOOT * 0.7 : FOOT);
  return {
    pelvis,
    neck,
    head,
    shoulderA,
    shoulderB,
    hipA,
    hipB,
    elbowA,
    handA,
    elbowB,
    handB,
    kneeA,
    footA,
    toeA,
    kneeB,
    footB,
    toeB,
  };
}

type Posed = ReturnType<typeof pose>;

const JOINT_POINT: Record<Joint, (posed: Posed) => Point> = {
  head: (p) => p.head,
  neck: (p) => p.neck,
  pelvis: (p) => p.pelvis,
  shoulderA: (p) => p.shoulderA,
  shoulderB: (p) => p.shoulderB,
  elbowA: (p) => p.elbowA,
  elbowB: (p) => p.elbowB,
  handA: (p) => p.handA,
  handB: (p) => p.handB,
  kneeA: (p) => p.kneeA,
  kneeB: (p) => p.kneeB,
  footA: (p) => p.footA,
  footB: (p) => p.footB,
};

/** Lines, arcs and solid capsules in figure space, mapped to the box at the end. */
type Shape =
  | { readonly kind: 'line'; readonly points: readonly Point[]; readonly isClosed?: boolean }
  | { readonly kind: 'quad'; readonly from: Point; readonly via: Point; readonly to: Point }
  | { readonly kind: 'circle'; readonly center: Point; readonly r: number }
  /** A solid limb: round ends of radius r1 at `from` and r2 at `to`, straight sides between. */
  | {
      readonly kind: 'capsule';
      readonly from: Point;
      readonly to: Point;
      readonly r1: number;
      readonly r2: number;
    };

const line = (...points: Point[]): Shape => ({ kind: 'line', points });
const polygon = (...points: Point[]): Shape => ({ kind: 'line', points, isClosed: true });
const circle = (center: Point, r: number): Shape => ({ kind: 'circle', center, r });
const capsule = (from: Point, to: Point, r1: number, r2: number = r1): Shape => ({
  kind: 'capsule',
  from,
  to,
  r1,
  r2,
});

// Half-thicknesses of the body's parts, at their two ends (the usual figure is 25 units of torso).
const TORSO_R = { side: [5, 5.6], front: [5.4, 6.6] } as const;
const NECK_R = 2;
const UPPER_ARM_R = [2.4, 1.8] as const;
const FOREARM_R = [1.8, 1.3] as const;
const HAND_R = 1.9;
const THIGH_R = [3.8, 2.6] as const;
const SHIN_R = [2.6, 1.6] as const;
const FOOT_R = [1.5, 1.1] as const;
// A flat hand: its length from the wrist, and its half-thicknesses (a round hand's at the wrist).
const PALM = 3.6;
const PALM_R = [HAND_R, 1.2] as const;

function arrowShapes(posed: Posed, [joint, angle, kind = 'one', radius = 8]: Arrow): Shape[] {
  const at = JOINT_POINT[joint](posed);
  const head = (tip: Point, pointing: number) => [
    line(move(tip, pointing + 180 - 32, 3.6), tip, move(tip, pointing + 180 + 32, 3.6)),
  ];
  if (kind === 'twist') {
    // Three quarters of a flat ellipse (11 across the line, 3.5 along it), the head at its end.
    const center = move(at, angle, 8);
    const across = step(angle + 90);
    const along = step(angle);
    const ring = (t: number): Point => [
      center[0] + across[0] * 11 * Math.cos(toRad(t)) + along[0] * 3.5 * Math.sin(toRad(t)),
      center[1] + across[1] * 11 * Math.cos(toRad(t)) + along[1] * 3.5 * Math.sin(toRad(t)),
    ];
    const points = Array.from({ length: 13 }, (_, index) => ring(-30 + (270 * index) / 12));
    const end = points.at(-1) ?? center;
    // The ring's tangent at its end (t = 240°), as a picture angle.
    const dx = -across[0] * 11 * Math.sin(toRad(240)) + along[0] * 3.5 * Math.cos(toRad(240));
    const dy = -across[1] * 11 * Math.sin(toRad(240)) + along[1] * 3.5 * Math.cos(toRad(240));
    return [line(...points), ...head(end, (Math.atan2(dx, dy) * 180) / Math.PI)];
  }
  if (kind === 'turn' || kind === 'turnBack') {
    // An arc of 110° around the joint, 8 units out (or `radius`); the head at its end shows the turn.
    const r = radius;
    const sweep = kind === 'turn' ? -1 : 1;
    const points: Point[] = [];
    for (let index = 0; index <= 8; index += 1)
      points.push(move(at, angle - sweep * 55 + (sweep * (110 * index)) / 8, r));
    const end = points.at(-1) ?? at;
    const tangent = angle + sweep * 55 + sweep * 90;
    return [line(...points), ...head(end, tangent)];
  }
  const from = move(at, angle, 5);
  const to = move(at, angle, 15);
  return [line(from, to), ...head(to, angle), ...(kind === 'both' ? head(from, angle + 180) : [])];
}

function propShapes(posed: Posed, prop: Prop, floor: number, span: [number, number]): Shape[] {
  const { handA, handB, footA, toeA, pelvis } = posed;
  const [minX, maxX] = span;
  switch (prop) {
    case 'dumbbells':
    case 'dumbbell':
    case 'block':
    case 'band':
      return [];
    case 'anchoredBand': {
      const [x, y] = bandAnchor(posed, span);
      return [line([x, floor], [x, y - 3])];
    }
    case 'bench': {
      const [x, y] = posed.footB;
      const top = y + SHIN_R[1] + 0.4;
      return [
        line([x - 11, top], [x + 9, top]),
        line([x - 8, top], [x - 8, floor]),
        line([x + 6, top], [x + 6, floor]),
      ];
    }
    case 'kettlebell':
      return handA[1] < posed.elbowA[1] - 4
        ? []
        : [line([handA[0] - 2, handA[1] + 2.2], handA, [handA[0] + 2, handA[1] + 2.2])];
    case 'ball':
      return [circle([(handA[0] + handB[0]) / 2, (handA[1] + handB[1]) / 2 - 4.5], 4.5)];
    case 'bar':
      return [
        line(
          [Math.min(handA[0], handB[0]) - 12, handA[1]],
          [Math.max(handA[0], handB[0]) + 12, handA[1]],
        ),
      ];
    case 'wallFront':
      return [line([maxX + 1.5, floor], [maxX + 1.5, floor - 70])];
    case 'wallBack':
      return [line([minX - 1.5, floor], [minX - 1.5, floor - 70])];
    case 'box':
      return [
        line(
          [footA[0] - 9, floor],
          [footA[0] - 9, footA[1] + 1.5],
          [footA[0] + 9, footA[1] + 1.5],
          [footA[0] + 9, floor],
        ),
      ];
    case 'chair':
      return [
        line(
          [pelvis[0] - 6, floor - 22],
          [pelvis[0] - 6, pelvis[1] + 3],
          [pelvis[0] + 10, pelvis[1] + 3],
        ),
        line([pelvis[0] - 6, pelvis[1] + 3], [pelvis[0] - 6, floor]),
        line([pelvis[0] + 10, pelvis[1] + 3], [pelvis[0] + 10, floor]),
      ];
    case 'rope':
      return [{ kind: 'quad', from: handB, via: [(minX + maxX) / 2, floor + 14], to: handA }];
    case 'water':
      return [0, 1].map((row) =>
        line(
          ...Array.from({ length: 9 }, (_, index): Point => [
            minX - 4 + ((maxX - minX + 8) * index) / 8,
            floor + 3 + row * 4 + (index % 2 === 0 ? 0 : 1.6),
          ]),
        ),
      );
    case 'cones':
      return [minX - 4, maxX + 4].map((x) => line([x - 3, floor], [x, floor - 7], [x + 3, floor]));
    case 'ladder':
      return [-12, -4, 4, 12].map((dx) =>
        line([footA[0] + dx, floor - 0.2], [footA[0] + dx + 2, floor - 2.5]),
      );
    case 'bolster':
      return [line([pelvis[0] - 2, pelvis[1] + 3], [pelvis[0] + 24, pelvis[1] + 3 - 6])];
    case 'wheel':
      return [circle([(handA[0] + handB[0]) / 2, (handA[1] + handB[1]) / 2 + 2.5], 3)];
    case 'bike':
      return [
        line([pelvis[0] - 3, pelvis[1] + 3], [pelvis[0] + 6, pelvis[1] + 3]),
        line([pelvis[0] + 1, pelvis[1] + 3], [pelvis[0] + 10, floor], [pelvis[0] - 8, floor]),
        line([pelvis[0] + 10, floor - 12], [handA[0], handA[1]]),
        circle([pelvis[0] + 12, floor - 12], 6),
      ];
    case 'rower':
      return [
        line([minX - 4, floor], [maxX + 6, floor]),
        line([maxX + 6, floor], [maxX + 6, floor - 8]),
      ];
    case 'dowel': {
      // Straight along the back, a little behind it, from under the tailbone to over the head.
      const back = (spec: number) => move(pelvis, spec + 90, 6.2);
      const from = move(back(torsoOf(posed)), torsoOf(posed) + 180, 6);
      return [line(from, move(from, torsoOf(posed), TORSO + NECK + HEAD_R + 14))];
    }
    case 'strap':
      return [line(handA, toeA)];
  }
}

/** Where an anchored band is tied: on along the near forearm, a little past the figure's edge. */
function bandAnchor({ elbowA, handA }: Posed, [minX, maxX]: [number, number]): Point {
  const dx = handA[0] - elbowA[0] || 0.01;
  const x = dx > 0 ? maxX + 6 : minX - 6;
  return [x, handA[1] + ((handA[1] - elbowA[1]) / dx) * (x - handA[0])];
}

/** The torso's angle, back from the posed points. */
const torsoOf = ({ pelvis, neck }: Posed) =>
  (Math.atan2(neck[0] - pelvis[0], neck[1] - pelvis[1]) * 180) / Math.PI;

/** Props drawn solid: dumbbells, a kettlebell hanging from the near hand, a block, a band. */
function weightShapes(posed: Posed, prop: Prop, floor: number, span: [number, number]): Shape[] {
  const { handA, handB } = posed;
  switch (prop) {
    case 'band':
      return [capsule(handA, handB, 0.8)];
    case 'anchoredBand':
      return [capsule(handA, bandAnchor(posed, span), 0.8)];
    case 'dumbbells':
    case 'dumbbell':
      return (prop === 'dumbbell' ? [handA] : [handA, handB]).flatMap(([x, y]) => [
        capsule([x - 4, y], [x + 4, y], 0.9),
        capsule([x - 4, y - 2.8], [x - 4, y + 2.8], 1.8),
        capsule([x + 4, y - 2.8], [x + 4, y + 2.8], 1.8),
      ]);
    case 'kettlebell': {
      // Hanging from the hand, or resting on the back of a hand held up.
      const isRaised = handA[1] < posed.elbowA[1] - 4;
      const bell: Point = [handA[0], handA[1] + (isRaised ? -4.6 : 5.6)];
      return [capsule(bell, bell, 3.6)];
    }
    case 'block': {
      const top = Math.min(handA[1] + HAND_R, floor - 4);
      return [
        polygon(
          [handA[0] - 4.5, top],
          [handA[0] + 4.5, top],
          [handA[0] + 4.5, floor],
          [handA[0] - 4.5, floor],
        ),
      ];
    }
    default:
      return [];
  }
}

/** A number with at most one decimal, for short paths. */
const n = (value: number) => String(Math.round(value * 10) / 10);

/**
 * A capsule's outline: one side, the round end at `to`, the other side, the round end at `from`.
 * Every capsule winds the same way, so overlapping ones fill as one body (nonzero rule).
 */
function capsulePath(from: Point, to: Point, r1: number, r2: number): string {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  if (length < 0.01) {
    // A round end alone (a hand, a kettlebell): two half circles, in absolute numbers.
    const r = Math.max(r1, r2);
    const [x, y] = from;
    return `M${n(x - r)} ${n(y)}A${n(r)} ${n(r)} 0 0 0 ${n(x + r)} ${n(y)}A${n(r)} ${n(r)} 0 0 0 ${n(x - r)} ${n(y)}Z`;
  }
  const normal: Point = [-(to[1] - from[1]) / length, (to[0] - from[0]) / length];
  const at = (point: Point, r: number, sign: number) =>
    `${n(point[0] + normal[0] * r * sign)} ${n(point[1] + normal[1] * r * sign)}`;
  return `M${at(from, r1, 1)}L${at(to, r2, 1)}A${n(r2)} ${n(r2)} 0 0 0 ${at(to, r2, -1)}L${at(from, r1, -1)}A${n(r1)} ${n(r1)} 0 0 0 ${at(from, r1, 1)}Z`;
}

function toPath(shapes: readonly Shape[], map: (point: Point) => Point, scale: number): string {
  return shapes
    .map((shape) => {
      if (shape.kind === 'line') {
        const path = shape.points
          .map((point, index) => {
            const [x, y] = map(point);
            return `${index === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`;
          })
          .join('');
        return shape.isClosed ? `${path}Z` : path;
      }
      if (shape.kind === 'quad') {
        const [x1, y1] = map(shape.from);
        const [cx, cy] = map(shape.via);
        const [x2, y2] = map(shape.to);
        return `M${n(x1)} ${n(y1)}Q${n(cx)} ${n(cy)} ${n(x2)} ${n(y2)}`;
      }
      if (shape.kind === 'capsule')
        return capsulePath(map(shape.from), map(shape.to), shape.r1 * scale, shape.r2 * scale);
      const [x, y] = map(shape.center);
      const r = shape.r * scale;
      return `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
    })
    .join('');
}

/** An arm as solid parts: upper arm, forearm, hand. */
const armShapes = (shoulder: Point, elbow: Point, hand: Point, palm?: number): Shape[] => [
  capsule(shoulder, elbow, ...UPPER_ARM_R),
  capsule(elbow, hand, ...FOREARM_R),
  palm === undefined
    ? capsule(hand, hand, HAND_R)
    : capsule(hand, move(hand, palm, PALM), ...PALM_R),
];

/** A leg as solid parts: thigh, shin, foot. */
const legShapes = (hip: Point, knee: Point, foot: Point, toe: Point): Shape[] => [
  capsule(hip, knee, ...THIGH_R),
  capsule(knee, foot, ...SHIN_R),
  capsule(foot, toe, ...FOOT_R),
];

/** Turns a figure into its drawing, centred in the 100-unit box, the floor under the lowest point. */
export function drawFigure(spec: FigureSpec): FigureDrawing {
  const posed = pose(spec);
  const front = spec.view === 'front';
  const { pelvis, neck, head } = posed;
  // The torso: straight, or bowed through a point off its middle (a backbend or a rounded back),
  // thicker at the chest than at the hips.
  const [hipR, chestR] = front ? TORSO_R.front : TORSO_R.side;
  const chest = move(neck, spec.torso + 180, 3.5);
  const middle = spec.bow
    ? move([(pelvis[0] + chest[0]) / 2, (pelvis[1] + chest[1]) / 2], spec.torso - 90, spec.bow * 2)
    : null;
  const waistR = (hipR + chestR) / 2;
  const torso = [
    ...(middle
      ? [capsule(pelvis, middle, hipR, waistR), capsule(middle, chest, waistR, chestR)]
      : [capsule(pelvis, chest, hipR, chestR)]),
    capsule(neck, head, NECK_R),
  ];
  const armA = armShapes(posed.shoulderA, posed.elbowA, posed.handA, spec.palms);
  const armB = armShapes(posed.shoulderB, posed.elbowB, posed.handB, spec.palms);
  const legA = legShapes(posed.hipA, posed.kneeA, posed.footA, posed.toeA);
  const legB = legShapes(posed.hipB, posed.kneeB, posed.footB, posed.toeB);
  const sideB = front ? [...legB, ...armB] : [];
  const far = front ? [] : [...armB, ...legB];
  // The face: a nose a quarter turn from the head's line, on the figure's front.
  const facing = (spec.head ?? spec.torso) + (spec.gaze === 'back' ? 90 : -90);
  const face =
    front || spec.gaze === 'viewer'
      ? []
      : [
          polygon(
            move(head, facing - 30, HEAD_R * 0.85),
            move(head, facing + 10, HEAD_R * (1 + 0.25 * (spec.nose ?? 1))),
            move(head, facing + 30, HEAD_R * 0.9),
          ),
        ];

  const points = Object.values(posed) as Point[];
  const xs = points.map((point) => point[0]);
  const ys = points.map((point) => point[1]);
  const minX = Math.min(...xs, head[0] - HEAD_R);
  const maxX = Math.max(...xs, head[0] + HEAD_R);
  // The floor meets the body's lowest edge (a lying figure's back, a standing one's soles).
  const solids = [...torso, ...legA, ...armA, ...armB, ...legB, capsule(head, head, HEAD_R)];
  const lowest = Math.max(
    ...solids.map((shape) =>
      shape.kind === 'capsule' ? Math.max(shape.from[1] + shape.r1, shape.to[1] + shape.r2) : 0,
    ),
  );
  const floor = lowest + 0.4 + (spec.lift ?? 0);
  const span: [number, number] = [minX, maxX];
  const props = (spec.props ?? []).flatMap((prop) => propShapes(posed, prop, floor, span));
  // A mat seen from above: a band along the spine, wide enough for the body, arms out past it.
  const spineY = (pelvis[1] + neck[1]) / 2;
  const ground = spec.isAirborne
    ? []
    : spec.isFromAbove
      ? [
          polygon(
            [minX - 4, spineY - 13],
            [maxX + 4, spineY - 13],
            [maxX + 4, spineY + 13],
            [minX - 4, spineY + 13],
          ),
        ]
      : [line([minX - 8, floor + 1.4], [maxX + 8, floor + 1.4])];
  const weights = (spec.props ?? []).flatMap((prop) => weightShapes(posed, prop, floor, span));
  const arrows = (spec.arrows ?? []).flatMap((arrow) => arrowShapes(posed, arrow));

  // Fit everything drawn (props and arrows too) at one scale, so figures share a size.
  const extent = [...props, ...weights, ...arrows, ...(spec.isFromAbove ? ground : [])].flatMap(
    (shape): Point[] => {
      if (shape.kind === 'line') return [...shape.points];
      if (shape.kind === 'quad') return [shape.from, shape.to];
      const [center, r] =
        shape.kind === 'circle'
          ? [shape.center, shape.r]
          : [shape.from, Math.max(shape.r1, shape.r2)];
      return [
        [center[0] - r, center[1] - r],
        [center[0] + r, center[1] + r],
      ];
    },
  );
  const allX = [minX - 3, maxX + 3, ...extent.map((point) => point[0])];
  const allY = [
    Math.min(...ys, head[1] - HEAD_R) - 2,
    floor + 3,
    ...extent.map((point) => point[1]),
  ];
  const left = Math.min(...allX);
  const right = Math.max(...allX);
  const top = Math.min(...allY);
  const bottom = Math.max(...allY);
  const scale = Math.min(1, FILL / (right - left), FILL / (bottom - top));
  const offsetX = FIGURE_BOX / 2 - ((left + right) / 2) * scale;
  const offsetY = FIGURE_BOX / 2 - ((top + bottom) / 2) * scale;
  const map = (point: Point): Point => [point[0] * scale + offsetX, point[1] * scale + offsetY];
  const round = (point: Point) => {
    const [x, y] = map(point);
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as const;
  };

  const [headX, headY] = map(head);
  return {
    far: toPath(far, map, scale),
    torso: toPath(torso, map, scale),
    sideB: toPath(sideB, map, scale),
    legs: toPath(legA, map, scale),
    arms: toPath(armA, map, scale),
    head: { cx: Math.round(headX * 10) / 10, cy: Math.round(headY * 10) / 10, r: HEAD_R * scale },
    face: toPath(face, map, scale),
    joints: [posed.shoulderA, posed.elbowA, posed.hipA, posed.kneeA].map(round),
    points: Object.fromEntries(
      Object.entries(posed).map(([name, point]) => [name, round(point)]),
    ) as Record<PointName, readonly [number, number]>,
    floor: Math.round(map([0, floor])[1] * 10) / 10,
    scale,
    arrows: toPath(arrows, map, scale),
    props: toPath(props, map, scale),
    weights: toPath(weights, map, scale),
    ground: toPath(ground, map, scale),
  };
}
