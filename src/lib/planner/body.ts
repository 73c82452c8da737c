/**
 * The body in front of the planner (issue 43; docs/decisions.md#planners-know-the-body-in-front-of-them):
 * a level and any limits, asked once, and the rules that keep suggestions and the run safe for them.
 * What a limit rules out, and what it allows only with its caution, is data (`LIMIT_RULES`: categories and
 * whole-word name patterns over the built-in libraries and a model's items alike); each limit's caution and
 * its source are in docs/tools/planners.md#cautions-and-sources. Shared by the browser (cards, the run) and the built-in guide.
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

/**
 * Which items a rule takes in: by category, by name, or by the name of a held pose (`held`: never a flow
 * that only passes through it, as a Sun Salutation passes through Downward-Facing Dog).
 */
export interface Match {
  readonly categories?: readonly string[];
  readonly names?: RegExp;
  readonly held?: RegExp;
}

/** One limit: its name, what it rules out, what it allows only with care, and the caution both carry. */
export interface LimitRule {
  readonly id: LimitId;
  readonly name: string;
  /** Ruled out: never suggested, and flagged in the run. */
  readonly avoid: Match;
  /** Allowed with the caution and its modification (a brief pass, a shape that can be made smaller). */
  readonly care?: Match;
  /** The caution, with its modification (docs/tools/planners.md#cautions-and-sources). */
  readonly caution: string;
}

/** Whole words or phrases, in any case: 'wheel pose' never matches 'Ab Wheel Rollout'. */
const words = (...names: string[]) => new RegExp(`\\b(?:${names.join('|')})\\b`, 'i');
/** Any of the patterns. */
const any = (...patterns: RegExp[]) =>
  new RegExp(patterns.map((pattern) => pattern.source).join('|'), 'i');

const FLOWS = words('flow', 'salutations?', 'namaskar', 'vinyasa');
/** Upside down, held: head, shoulders or hands under the hips and legs. */
const INVERSIONS = words(
  '(?:hand|head|shoulder|forearm) ?stands?',
  'plo(?:w|ugh)',
  'dolphin pose',
  'down(?:ward)?[- ](?:facing )?dog',
  'legs[- ]up[- ]the[- ]wall',
  'standing split',
);
const DEEP_BACKBENDS = words(
  'camel',
  'bow pose',
  'full wheel',
  'wheel pose',
  'wild thing',
  'king pigeon',
  'up(?:ward)?[- ](?:facing )?dog',
  'fish pose',
);
/** Held with the head well below the heart (the half fold, with a flat back, is not one). */
const HEAD_DOWN =
  /^(?!.*\bhalf\b).*\b(?:standing forward (?:bend|fold)|wide[- ]legged forward (?:bend|fold)|pyramid|humble warrior)\b/i;
/** Passing through a fold or Downward-Facing Dog, or the flat-back half fold. */
const FOLD_FLOWS = words(
  'sun salutation',
  'vinyasa',
  'moon salutation',
  'inchworms?',
  'half standing forward bend',
  'half lift',
);
/** A sun salutation that goes down to the floor (a half one stays standing). */
const FULL_SUN = /^(?!.*\bhalf\b).*\bsun salutation|\bvinyasa\b/i;
/** Lying on the back for a while. */
const SUPINE = words(
  'corpse',
  'reclin(?:ed|ing)',
  'supine',
  'knees[- ]to[- ]chest',
  'bridge',
  'figure[- ]four',
  'heel slides?',
  'straight leg raises?',
  'progressive muscle relaxation',
  'diaphragmatic breathing',
);
/** Jumps, hops, sprints and runs: impact. */
const JUMPS = words(
  'jump(?:s|ing)?',
  'hop(?:s|ping)?',
  'burpees?',
  'sprint(?:s|ing)?',
  'high knees',
  'squat thrusts?',
  'plank jacks',
  'pogo',
  't-drill',
  'hexagon drill',
  'falling starts?',
  'agility ladder',
  'carioca',
  'skip(?:s|ping)?',
  'butt kicks',
  'fast feet',
  'jog(?:s|ging)?',
  'run(?:s|ning)?',
);
/** Curling or levering the trunk against a load (sit-ups and their kin). */
const CURLS = words(
  'crunch(?:es)?',
  'sit-ups?',
  'v-ups?',
  'leg lowers?',
  'hollow',
  'ab wheel',
  'rollouts?',
  'boat pose',
  'hanging (?:knee|leg) raises?',
  'russian twists?',
);

/** Every limit with what it rules out and what it allows with care (docs/tools/planners.md#level-and-limits). */
export const LIMIT_RULES: readonly LimitRule[] = [
  {
    id: 'pregnancy',
    name: 'Pregnancy',
    avoid: {
      categories: ['inversion', 'plyometrics', 'hiit'],
      held: any(INVERSIONS, DEEP_BACKBENDS),
      names: any(
        JUMPS,
        CURLS,
        words(
          // on the belly, deep closed twists, core work flat on the back, falls and explosive lifts
          'cobra',
          'sphinx',
          'locust',
          'superman',
          'prone',
          'revolved',
          'marichi\\w*',
          'lord of the fishes',
          'dead bugs?',
          'crow',
          'kettlebell swings?',
          'slams?',
          'cleans?',
          'push press',
          'man makers?',
        ),
      ),
    },
    // balances (a fall), long spells flat on the back, flows that go down onto the belly
    care: { categories: ['balance'], names: any(SUPINE, FULL_SUN) },
    caution:
      'In pregnancy, skip lying on the belly, deep twists, inversions and jumps; after the first trimester lie on your side or propped up rather than flat on your back for long, and keep a wall or chair in reach for balances; keep the breath easy and ask your midwife or doctor what suits you.',
  },
  {
    id: 'back',
    name: 'Back pain',
    avoid: {
      held: any(
        DEEP_BACKBENDS,
        HEAD_DOWN,
        words(
          'plo(?:w|ugh)',
          '(?:head|shoulder) ?stands?',
          'standing split',
          'seated forward (?:bend|fold)',
          'head[- ]to[- ]knee',
          'wide[- ]angle seated',
        ),
      ),
      names: any(
        CURLS,
        /^(?!.*\bbodyweight\b).*\bdeadlifts?\b/,
        words(
          'revolved',
          'marichi\\w*',
          'woodchops?',
          'rotational',
          'kettlebell swings?',
          'cleans?',
          'man makers?',
          'slams?',
          'thrusters?',
          'push press',
          'turkish get-ups?',
          'renegade rows?',
          'burpees?',
          'box jumps?',
          'tuck jumps?',
          'superman',
        ),
      ),
    },
    care: {
      names: any(FOLD_FLOWS, words('bent[- ]over rows?', 'rowing', 'single[- ]leg deadlifts?')),
    },
    caution:
      'With back pain, keep the spine long and the movement small and pain-free: bend the knees in folds, skip loaded twists and heavy lifts, and stop if pain spreads or grows.',
  },
  {
    id: 'knees',
    name: 'Knees',
    avoid: {
      categories: ['plyometrics'],
      names: any(
        JUMPS,
        words(
          // deep bends held, twisting load on a bent knee, kneeling backbends
          "child['’]?s pose",
          'hero',
          'thunderbolt',
          'lotus',
          'fire log',
          'garland',
          'pistol',
          'front splits?',
          'pigeon',
          'camel',
          'bulgarian',
          'deep squats?',
        ),
      ),
    },
    care: {
      names: words(
        'squats?',
        'lunges?',
        'chair pose',
        'goddess',
        'lizard',
        'wall sits?',
        'step-ups?',
        'stairs?',
        'kneeling',
        'bear crawl',
        'sit-to-stand',
      ),
    },
    caution:
      'For the knees, keep each knee over its ankle and in line with the toes, bend only as far as is pain-free, pad a kneeling knee, and choose a step or a smaller squat over a jump.',
  },
  {
    id: 'wrists',
    name: 'Wrists',
    avoid: {
      // weight on the hands (on the forearms is the modification; a half sun salutation never puts it there)
      names: new RegExp(
        `^(?!.*\\b(?:forearms?|half sun)\\b).*${
          words(
            'planks?',
            'push-ups?',
            'crow',
            'hand ?stands?',
            'down(?:ward)?[- ](?:facing )?dog',
            'up(?:ward)?[- ](?:facing )?dog',
            'table ?top',
            'cat-cow',
            'bird dog',
            'bear crawl',
            'burpees?',
            'mountain climbers?',
            'renegade',
            'inchworms?',
            'crab walk',
            'sun salutation',
            'vinyasa',
            'squat thrusts?',
            'man makers?',
            'wheel pose',
            'thread the needle',
            'puppy',
            'wild thing',
            "world['’]?s greatest",
          ).source
        }`,
        'i',
      ),
    },
    caution:
      'For the wrists, spread the fingers and press through the knuckles, come onto the forearms or fists, or use a wall or a chair instead of the floor.',
  },
  {
    id: 'blood-pressure',
    name: 'High blood pressure',
    avoid: {
      categories: ['inversion'],
      // inversions and poses held with the head well below the heart, and all-out efforts
      held: any(INVERSIONS, DEEP_BACKBENDS, HEAD_DOWN),
      names: words(
        'sprint(?:s|ing)?',
        'tabata',
        'burpees?',
        'box jumps?',
        'tuck jumps?',
        'man makers?',
        'push press',
        'hanging (?:knee|leg) raises?',
      ),
    },
    // a flow that passes through a fold, the half fold; holds, where the breath is easily held
    care: { categories: ['isometric'], names: any(FOLD_FLOWS, words('wall sits?', 'dead hang')) },
    caution:
      'With high blood pressure, keep the head above the heart: skip inversions and held folds, keep each fold in a flow brief (a half lift instead of Downward-Facing Dog) and come up slowly; never hold the breath or strain, keep efforts moderate, and stop and rest if you feel dizzy or get a headache.',
  },
  {
    id: 'surgery',
    name: 'Recent surgery',
    avoid: {
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
      held: INVERSIONS,
      names: any(
        JUMPS,
        FULL_SUN,
        words(
          'crow',
          'boat pose',
          'revolved',
          'marichi\\w*',
          'planks?',
          'push-ups?',
          'pull-ups?',
          'chin-ups?',
          'dead hang',
          'deadlifts?',
          'rows?',
          'rowing',
          'kettlebell',
          'cleans?',
          'press',
          'thrusters?',
          'man makers?',
          'turkish',
          'carry',
          'crunch(?:es)?',
          'sit-ups?',
          'twists?',
        ),
      ),
    },
    caution:
      'After recent surgery, follow your surgeon’s or physiotherapist’s advice first: no straining, lifting or pressure on the wound until they clear you.',
  },
];

/** A flow: it passes through its shapes rather than holding them. */
const isFlow = (item: BodyItem): boolean => item.category === 'flow' || FLOWS.test(item.name);

/** Whether a rule's match takes an item in. */
const takes = (match: Match | undefined, item: BodyItem): boolean =>
  !!match &&
  (!!match.categories?.includes(item.category) ||
    !!match.names?.test(item.name) ||
    (!!match.held && !isFlow(item) && match.held.test(item.name)));

/** The limits an item is not for (its contraindications): it is never suggested with them. */
export function getContraindications(item: BodyItem): LimitId[] {
  return LIMIT_RULES.filter((rule) => takes(rule.avoid, item)).map((rule) => rule.id);
}

/** The limits whose caution an item carries: those it is not for, and those it needs care with. */
export function getCautionLimits(item: BodyItem): LimitId[] {
  return LIMIT_RULES.filter((rule) => takes(rule.avoid, item) || takes(rule.care, item)).map(
    (rule) => rule.id,
  );
}

/** An inversion (upside down and held; a flow that passes through one is not). */
export const isInversion = (item: BodyItem): boolean =>
  item.category === 'inversion' || (!isFlow(item) && INVERSIONS.test(item.name));
/** A deep backbend, held. */
export const isDeepBackbend = (item: BodyItem): boolean =>
  !isFlow(item) && DEEP_BACKBENDS.test(item.name);

/** Whether the visitor's level rules an item out (a beginner: inversions, deep backbends, advanced). */
const isBeyondLevel = (item: BodyItem, body: Body): boolean =>
  body.level === 'new'
    ? isInversion(item) || isDeepBackbend(item) || item.difficulty === 'advanced'
    : body.level === 'some' && isInversion(item) && item.difficulty === 'advanced';

/** The visitor's own limits an item is not for. */
const limitsAgainst = (item: BodyItem, body: Body): LimitId[] =>
  getContraindications(item).filter((limit) => body.limits.includes(limit));

/**
 * Whether an item suits the body: nothing it is not for among the visitor's limits; for a beginner no
 * inversion, no deep backbend and nothing advanced; with some practice no advanced inversion. An item
 * a limit allows with care suits it (and carries the caution).
 */
export function isSuitable(item: BodyItem, body: Body): boolean {
  return !isBeyondLevel(item, body) && limitsAgainst(item, body).length === 0;
}

const nameOf = (id: LimitId) => LIMIT_RULES.find((rule) => rule.id === id)?.name ?? id;

/** A list in words: 'a, b and c'. */
const listOf = (words: readonly string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;

/** Limits in words, lower-cased: 'knees and high blood pressure'. */
const limitsInWords = (ids: readonly LimitId[]) =>
  listOf(ids.map((id) => nameOf(id).toLowerCase()));

/**
 * The caution an item carries for everyone: its own, and the limits it is not for or needs care with
 * (so every item a limit touches carries one); null for an item with neither.
 */
export function describeCaution(item: BodyItem): string | null {
  const limits = getCautionLimits(item);
  const notFor = limits.length > 0 ? `Take care or skip it with: ${limitsInWords(limits)}.` : null;
  if (item.caution && notFor) return `${item.caution} ${notFor}`;
  return item.caution ?? notFor;
}

/**
 * Why an item the visitor has in today's list does not suit them, or null: shown first wherever it is
 * (docs/tools/planners.md#level-and-limits).
 */
export function describeNotAdvised(item: BodyItem, body: Body): string | null {
  const limits = limitsAgainst(item, body);
  const reasons = [
    ...(limits.length > 0 ? [`with ${limitsInWords(limits)}`] : []),
    ...(isBeyondLevel(item, body) ? ['at your level'] : []),
  ];
  return reasons.length > 0
    ? `Not advised ${reasons.join(' or ')}: skip it, or do it only as your doctor or physiotherapist advises.`
    : null;
}

/** The modifications the run shows for the visitor's own limits that touch an item. */
export function describeModifications(item: BodyItem, body: Body): string[] {
  const limits = getCautionLimits(item);
  return LIMIT_RULES.filter(
    (rule) => body.limits.includes(rule.id) && limits.includes(rule.id),
  ).map((rule) => rule.caution);
}
