/**
 * The body in front of the planner (issue 43; docs/decisions.md#planners-know-the-body-in-front-of-them):
 * a level and any limits, asked once, and the rules that keep suggestions and the run safe for them.
 * Which items a limit rules out is data (`LIMIT_RULES`: name and category patterns over the built-in
 * libraries and a model's items alike); each limit's caution and its source are in
 * docs/tools/planners.md#cautions-and-sources. Shared by the browser (cards, the run) and the built-in guide.
 */
import type { LevelId, LimitId } from '../ai/catalog';

/** What the visitor said about themselves. */
export interface Body {
  /** Null until asked. */
  readonly level: LevelId | null;
  readonly limits: readonly LimitId[];
}

/** Nothing said yet. */
export const NO_BODY: Body = { level: null, limits: [] };

/** The levels as the form shows them. */
export const LEVELS: readonly { readonly id: LevelId; readonly name: string }[] = [
  { id: 'new', name: 'New to it' },
  { id: 'some', name: 'Some practice' },
  { id: 'regular', name: 'Regular practice' },
];

/** What a rule looks at: a pose or an exercise. */
export interface BodyItem {
  readonly name: string;
  readonly category: string;
  readonly difficulty?: string;
  readonly caution?: string | null | undefined;
}

/** One limit: its name, what it rules out, and the caution a ruled-out item carries. */
export interface LimitRule {
  readonly id: LimitId;
  readonly name: string;
  /** Categories it rules out whole. */
  readonly categories: readonly string[];
  /** Names it rules out. */
  readonly names: RegExp;
  /** The caution, with its modification (docs/tools/planners.md#cautions-and-sources). */
  readonly caution: string;
}

const INVERSIONS =
  /handstand|headstand|shoulderstand|forearm stand|plow|dolphin|downward-facing dog|legs-up-the-wall|standing split|dead hang/i;
const DEEP_BACKBENDS = /camel|bow pose|wild thing|wheel|king pigeon|upward-facing dog|fish pose/i;
const JUMPS =
  /jump|hop|burpee|tuck|skater|plyometric|sprint|star jumps|high knees|squat thrust|plank jacks|box|pogo|shuttle|t-drill|hexagon|falling starts|agility ladder|carioca|skips|butt kicks|fast feet|jog/i;

/** Every limit with what it rules out (docs/tools/planners.md#cautions-and-sources). */
export const LIMIT_RULES: readonly LimitRule[] = [
  {
    id: 'pregnancy',
    name: 'Pregnancy',
    categories: ['inversion', 'plyometrics', 'hiit'],
    names: new RegExp(
      [
        INVERSIONS.source,
        DEEP_BACKBENDS.source,
        JUMPS.source,
        // lying on the belly, deep closed twists, flat on the back after the first months, balances that can fall
        /corpse|cobra|sphinx|locust|superman|prone|revolved|marichi|lord of the fishes|crunch|leg lowers|hollow|dead bug|reverse crunch|russian twist|ab wheel|crow|boat|hanging knee|man maker|kettlebell|slam|clean|push press/i
          .source,
      ].join('|'),
      'i',
    ),
    caution:
      'In pregnancy, skip lying on the belly, deep twists, inversions, jumps and long spells flat on the back; keep the breath easy and ask your midwife or doctor what suits you.',
  },
  {
    id: 'back',
    name: 'Back pain',
    categories: [],
    names: new RegExp(
      [
        DEEP_BACKBENDS.source,
        /forward bend|head-to-knee|standing split|plow|shoulderstand|headstand|boat|revolved|marichi|crunch|sit-up|russian twist|leg lowers|hollow|ab wheel|hanging knee|deadlift|row|kettlebell|swing|clean|man maker|slam|woodchop|rotational|thruster|push press|turkish|burpee|box jumps|tuck|superman/i
          .source,
      ].join('|'),
      'i',
    ),
    caution:
      'With back pain, keep the spine long and the movement small and pain-free: bend the knees in folds, skip loaded twists and heavy lifts, and stop if pain spreads or grows.',
  },
  {
    id: 'knees',
    name: 'Knees',
    categories: ['plyometrics'],
    names: new RegExp(
      [
        JUMPS.source,
        /child's pose|front splits|lotus|hero|thunderbolt|pigeon|lunge|garland|lizard|fire log|camel|split squat|bulgarian|wall sit|pistol|step-ups|goddess|chair|squat|kneeling|skandasana|side lunge|stair|bear crawl/i
          .source,
      ].join('|'),
      'i',
    ),
    caution:
      'For the knees, keep each knee over its ankle and in line with the toes, bend only as far as is pain-free, pad a kneeling knee, and choose a step or a smaller squat over a jump.',
  },
  {
    id: 'wrists',
    name: 'Wrists',
    categories: [],
    names:
      /plank|push-up|crow|handstand|downward-facing dog|upward-facing dog|side plank|table|cat-cow|bird dog|bear crawl|burpee|mountain climber|renegade|inchworm|crab walk|sun salutation|vinyasa|squat thrust|plank jacks|man maker|wheel|thread the needle|puppy|wild thing|dolphin|world's greatest|shoulder taps/i,
    caution:
      'For the wrists, spread the fingers and press through the knuckles, come onto the forearms or fists, or use a wall or a chair instead of the floor.',
  },
  {
    id: 'blood-pressure',
    name: 'High blood pressure',
    categories: ['inversion'],
    names: new RegExp(
      [
        INVERSIONS.source,
        DEEP_BACKBENDS.source,
        // the head below the heart for long, and all-out efforts
        /standing forward bend|wide-legged forward bend|sprint|tabata|burpee|box jumps|tuck|man maker|push press|dead hang|hanging knee|wall sit/i
          .source,
      ].join('|'),
      'i',
    ),
    caution:
      'With high blood pressure, keep the head above the heart, never hold the breath or strain, and keep efforts moderate; stop and rest if you feel dizzy or get a headache.',
  },
  {
    id: 'surgery',
    name: 'Recent surgery',
    categories: [
      'inversion',
      'backbend',
      'plyometrics',
      'hiit',
      'power',
      'speed',
      'agility',
      'core',
    ],
    names: new RegExp(
      [
        INVERSIONS.source,
        JUMPS.source,
        /crow|boat|revolved|marichi|plank|push-up|pull-up|dead hang|deadlift|row|kettlebell|clean|press|thruster|man maker|turkish|carry|crunch|twist/i
          .source,
      ].join('|'),
      'i',
    ),
    caution:
      'After recent surgery, follow your surgeon’s or physiotherapist’s advice first: no straining, lifting or pressure on the wound until they clear you.',
  },
];

/** The limits an item is not for (its contraindications). */
export function getContraindications(item: BodyItem): LimitId[] {
  return LIMIT_RULES.filter(
    (rule) => rule.categories.includes(item.category) || rule.names.test(item.name),
  ).map((rule) => rule.id);
}

/** An inversion (head below the heart, upside down). */
export const isInversion = (item: BodyItem): boolean =>
  item.category === 'inversion' || INVERSIONS.test(item.name);
/** A deep backbend. */
export const isDeepBackbend = (item: BodyItem): boolean => DEEP_BACKBENDS.test(item.name);

/**
 * Whether an item suits the body: nothing it is not for among the visitor's limits; for a beginner no
 * inversion, no deep backbend and nothing advanced; with some practice no advanced inversion.
 */
export function isSuitable(item: BodyItem, body: Body): boolean {
  if (body.level === 'new') {
    if (isInversion(item) || isDeepBackbend(item) || item.difficulty === 'advanced') return false;
  }
  if (body.level === 'some' && isInversion(item) && item.difficulty === 'advanced') return false;
  if (body.limits.length === 0) return true;
  const against = getContraindications(item);
  return !body.limits.some((limit) => against.includes(limit));
}

const nameOf = (id: LimitId) => LIMIT_RULES.find((rule) => rule.id === id)?.name ?? id;

/** A list in words: 'a, b and c'. */
const listOf = (words: readonly string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;

/**
 * The caution an item carries for everyone: its own, and the limits it is not for (so every item with a
 * contraindication carries one); null for an item with neither.
 */
export function describeCaution(item: BodyItem): string | null {
  const against = getContraindications(item);
  const notFor =
    against.length > 0
      ? `Take care or skip it with: ${listOf(against.map(nameOf).map((name) => name.toLowerCase()))}.`
      : null;
  if (item.caution && notFor) return `${item.caution} ${notFor}`;
  return item.caution ?? notFor;
}

/** The modifications the run shows for the visitor's own limits that touch an item. */
export function describeModifications(item: BodyItem, body: Body): string[] {
  const against = getContraindications(item);
  return LIMIT_RULES.filter(
    (rule) => body.limits.includes(rule.id) && against.includes(rule.id),
  ).map((rule) => rule.caution);
}
