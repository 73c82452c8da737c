/**
 * What a visitor's chat message asks, decided before any retrieval (issue 22, docs/decisions.md#the-built-in-guide-meets-the-question "The built-in
 * guide meets the question"): a reference look-up, a figure, concept or core list of the tradition, a
 * practice, personal pain, a follow-up to the conversation, a general spiritual question, a greeting, or
 * something outside the persona's domain (the only kind that is declined).
 */
import type { ChatMessage } from '../../../lib/ai/schemas';
import type { GuideEntry, PainKind, PersonaGuide } from './content/guide-types';
import type { HonestAnswer } from './content/honest';
import { findPracticals, type PracticalAnswer } from './content/practical';
import { findSituation, personalSituation, type Situation } from './content/situations';
import {
  ILL_FOR_I_WILL,
  SUBJECTLESS,
  SUBJECTLESS_DONE_TO,
  SUBJECTLESS_ING,
  reflectBack,
  type Told,
} from './reflect';
import { CHAT_SPELLINGS } from './spellings';
import { editDistance, isNear, nearestWord } from './fuzzy';

/** A scripture reference as asked or as cited: book, chapter (or only a verse), verse range. */
export interface Reference {
  book: string;
  chapter?: number;
  verse: number;
  verseEnd: number;
}

/** What the visitor asks, with what the reply needs to answer it. */
export type Intent =
  | { kind: 'reference'; asked?: Reference; label: string }
  | { kind: 'entry'; entry: GuideEntry }
  | {
      kind: 'pain';
      pain: PainKind;
      loss?: string;
      feeling?: string;
      situation?: Situation;
      /** The visitor's own telling, said back in the second person (reflect.ts). */
      told?: Told;
    }
  | { kind: 'practice' }
  /** A skeptical or comparing question, met by an honest answer (content/honest.ts). */
  | { kind: 'honest'; answer: HonestAnswer; also?: HonestAnswer }
  /** A practical question (how long, how often, a wandering mind), with the topic it leans on. */
  | {
      kind: 'practical';
      practical: PracticalAnswer;
      also?: PracticalAnswer;
      previousText?: string;
      /** What the conversation was about, named in the answer ("the Jesus Prayer", "your grief"). */
      topic?: string;
    }
  | { kind: 'teaching' }
  | { kind: 'greeting' }
  | {
      kind: 'follow-up';
      previous: Intent;
      previousText: string;
      about?: string;
      /** The visitor pushes back on what was said ("easy to say when ur not behind on rent"). */
      pushback?: true;
      /** The visitor asks where what was said is written ("which verse says that"). */
      asksSource?: true;
      /** The visitor's turn before this one, which a source question points at ("the birds and the lilies thing?"). */
      pointedAt?: string;
    }
  /** `explicit`: a subject named as outside the domain (code, shopping), not only no spiritual word. */
  | { kind: 'out-of-domain'; explicit: boolean };

/** The kind names the evaluation and the tests use for an intent. */
export type IntentLabel =
  | 'reference'
  | 'figure'
  | 'concept'
  | 'core'
  | 'practice'
  | 'practical'
  | 'skeptical'
  | 'comparison'
  | 'pain'
  | 'follow-up'
  | 'teaching'
  | 'greeting'
  | 'out-of-domain';

/** Lower case, straight apostrophes, single spaces. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

// Words of book names: a slip in one is forgiven when the message also holds a number.
const BOOK_NAME_WORDS = [
  'bhagavad',
  'gita',
  'dhammapada',
  'matthew',
  'mark',
  'luke',
  'john',
  'psalm',
  'psalms',
  'romans',
  'isaiah',
  'corinthians',
  'sutras',
  'vijnana',
  'bhairava',
  'tantra',
  'upanishad',
  'shvetashvatara',
  'mundaka',
  'mandukya',
  'taittiriya',
  'brihadaranyaka',
  'chandogya',
] as const;

/**
 * A message as it was meant: chat spellings expanded, and, where it holds a number, book names with a
 * slip put right ('jhon 3 16' -> 'john 3 16', 'bhagvad geeta 2.47' -> 'bhagavad gita 2.47').
 */
export function correctSpelling(text: string): string {
  const hasNumber = /\d/.test(text);
  return normalize(text).replace(/[a-z']+/g, (word) => {
    const spelled = CHAT_SPELLINGS[word] ?? word;
    if (!hasNumber || spelled.length < 4) return spelled;
    return nearestWord(spelled, BOOK_NAME_WORDS) ?? spelled;
  });
}

// Book names as visitors type them, mapped to the names our sources use.
const BOOK_ALIASES: readonly [RegExp, string][] = [
  [/^(?:the\s+)?(?:bhagavad[\s-]*)?gita|^bg$/, 'bhagavad gita'],
  [/^dhammapada|^dhp$/, 'dhammapada'],
  [/^shiva?[\s-]*sutras?/, 'shiva sutras'],
  [/^vijnana[\s-]*bhairava(?:[\s-]*tantra)?|^vbt$/, 'vijnana bhairava tantra'],
  [/^(?:the\s+)?(?:gospel\s+of\s+)?matthew|^matt?\.?$/, 'matthew'],
  [/^(?:the\s+)?(?:gospel\s+of\s+)?mark|^mk\.?$/, 'mark'],
  [/^(?:the\s+)?(?:gospel\s+of\s+)?luke|^lk\.?$/, 'luke'],
  [/^(?:the\s+)?(?:gospel\s+of\s+)?john|^jn\.?$/, 'john'],
  [/^acts/, 'acts'],
  [/^psalms?|^ps\.?$/, 'psalm'],
  [/^(?:1|first|i)\s*corinthians/, '1 corinthians'],
  [/^romans/, 'romans'],
  [/^isaiah/, 'isaiah'],
  [/^shvetashvatara|^svetasvatara/, 'shvetashvatara upanishad'],
  [/^katha/, 'katha upanishad'],
  [/^mundaka/, 'mundaka upanishad'],
  [/^isha|^isa\s+upanishad/, 'isha upanishad'],
  [/^mandukya/, 'mandukya upanishad'],
  [/^taittiriya/, 'taittiriya upanishad'],
  [/^brihadaranyaka/, 'brihadaranyaka upanishad'],
  [/^chandogya/, 'chandogya upanishad'],
  [/^kena/, 'kena upanishad'],
];

const BOOK_WORDS =
  '(?:the\\s+)?(?:bhagavad[\\s-]*)?gita|bg|dhammapada|dhp|shiva?[\\s-]*sutras?|vijnana[\\s-]*bhairava(?:[\\s-]*tantra)?|vbt|(?:the\\s+)?(?:gospel\\s+of\\s+)?(?:matthew|mark|luke|john)|matt?|mk|lk|jn|acts|psalms?|ps|(?:1|first|i)\\s*corinthians|romans|isaiah|(?:shvetashvatara|svetasvatara|katha|mundaka|isha|mandukya|taittiriya|brihadaranyaka|chandogya|kena)(?:\\s+upanishad)?';

// '2.47', '2:47', '2, 47', 'chapter 2 verse 47', '5' (Dhammapada-like books), '62-63'.
// It runs only over normalize()d text, one space between words, so its white-space quantifiers cannot
// trade more than a character between them (issue 46: no pattern over request text backtracks).
const REFERENCE_PATTERN = new RegExp(
  `\\b(${BOOK_WORDS})\\.?\\s*(?:,\\s*)?(?:(?:chapter|chap|ch)\\.?\\s*)?(\\d{1,3})(?:\\s*(?:[.:]|,\\s*|\\s+verses?\\s+|\\s+v\\.?\\s*|\\s+)\\s*(\\d{1,3}))?(?:\\s*[-–]\\s*(\\d{1,3}))?`,
  'i',
);

// 'chapter 6 verse 5 gita', 'ch 2 v 47 of the gita': the numbers before the book ("verse" is already
// dropped before a number, so 'chapter 6 5 gita').
const BOOK_AFTER_PATTERN = new RegExp(
  `\\b(?:chapter|chap|ch)\\.?\\s*(\\d{1,3})\\s*(?:[.:,]\\s*|\\s+(?:v\\.?\\s*)?)(\\d{1,3})\\s+(?:(?:of|in|from)\\s+)?(${BOOK_WORDS})\\b`,
  'i',
);

/** Maps a typed book name to the name our sources use. */
function canonicalBook(typed: string): string | undefined {
  const book = normalize(typed).replace(/\.$/, '');
  return BOOK_ALIASES.find(([pattern]) => pattern.test(book))?.[1];
}

const BOOK_ANYWHERE = new RegExp(`\\b(${BOOK_WORDS})\\b`, 'i');
const NUMBERS_ANYWHERE = /\b(\d{1,3})[.:](\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?\b/;

/** 'verse 6.5 of the Gita', 'what does the Gita say in 2.62': book and numbers apart. */
function loose(said: string): (string | undefined)[] | undefined {
  const book = BOOK_ANYWHERE.exec(said);
  const numbers = NUMBERS_ANYWHERE.exec(said);
  if (!book || !numbers) return undefined;
  return [said, book[1], numbers[1], numbers[2], numbers[3]];
}

/** Reads a reference ('Gita 2.47', 'John 3:16', 'Dhammapada verse 5') from text, if there is one. */
export function parseReference(text: string): Reference | undefined {
  // Sources like 'Katha Upanishad 2.1.1' and 'Samyutta Nikaya 45.2' keep their own shape; they
  // are matched as whole strings by `sameSource`.
  const said = correctSpelling(text).replace(/\bverse\s+(?=\d)/, '');
  const after = BOOK_AFTER_PATTERN.exec(said);
  const match =
    REFERENCE_PATTERN.exec(said) ??
    (after === null ? null : [after[0], after[3], after[1], after[2]]) ??
    loose(said);
  if (!match) return undefined;
  const book = canonicalBook(match[1] ?? '');
  if (book === undefined) return undefined;
  const first = Number(match[2]);
  const second = match[3] === undefined ? undefined : Number(match[3]);
  const end = match[4] === undefined ? undefined : Number(match[4]);
  if (second === undefined) return { book, verse: first, verseEnd: end ?? first };
  return { book, chapter: first, verse: second, verseEnd: end ?? second };
}

/** Whether a cited source covers the reference asked for ('Bhagavad Gita 2.62-63' covers 2.62). */
export function covers(source: string, asked: Reference): boolean {
  const cited = parseReference(source);
  if (!cited || cited.book !== asked.book || cited.chapter !== asked.chapter) return false;
  return asked.verse <= cited.verseEnd && asked.verseEnd >= cited.verse;
}

/** How far a cited source lies from the reference asked for (same book and chapter), or Infinity. */
export function distance(source: string, asked: Reference): number {
  const cited = parseReference(source);
  if (!cited || cited.book !== asked.book) return Infinity;
  if (cited.chapter !== asked.chapter)
    return 1000 + Math.abs((cited.chapter ?? 0) - (asked.chapter ?? 0));
  return Math.min(Math.abs(cited.verse - asked.verse), Math.abs(cited.verseEnd - asked.verse));
}

/** Writes a reference the way the persona cites it. */
export function formatReference(reference: Reference): string {
  const book = reference.book.replace(
    /(^|\s)([a-z])/g,
    (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`,
  );
  const range =
    reference.verseEnd === reference.verse
      ? `${reference.verse}`
      : `${reference.verse}-${reference.verseEnd}`;
  if (reference.chapter === undefined) return `${book} ${range}`;
  const separator = /^(matthew|mark|luke|john|acts|psalm|romans|isaiah|1 corinthians)$/.test(
    reference.book,
  )
    ? ':'
    : '.';
  return `${book} ${reference.chapter}${separator}${range}`;
}

// Ordered: the first kind that matches names the pain (a death outweighs the fear it brings).
// Hell as a word for one's own days: "work has been hell", "im going through hell", "hell on earth".
const HELL_IDIOM =
  /(?:\b(?!(?:what|whats|where|how|why|who|which|when)\b)\w+ (?:is|has been|been|was)|\b(?:feels? like|felt like|(?:i'?m|im|i am|we'?re) in|going through|living|a living|pure|absolute|total|sheer|such)) hell\b(?!\s+(?:real|a (?:real )?place|eternal|forever|exist))|\bhell on earth\b|\bhellish\b/;

const PAIN_PATTERNS: readonly [PainKind, RegExp][] = [
  [
    'grief',
    /\b(passed away|passed on|died|dies|has died|death of|overdosed|od'?d|was killed|got killed|killed in (?:a|an|the) \w+|took (?:his|her|their) own life|stillborn|stillbirth|lost (?:the|our) baby|lost my (?:\w+ )?(?:mother|mom|mum|mama|mummy|mommy|amma|father|dad|papa|daddy|appa|wife|husband|son|daughter|child|baby|brother|sister|grand\w+|friend|dog|cat|pet|partner)|funeral|grie(?:f|ve|ving|ved)|mourn\w*|bereave\w*|miscarriage|miss (?:him|her|them) so)\b/,
  ],
  [
    'illness',
    /\b(ill|illness|sick|sickness|cancer|diagnos\w+|disease|chronic|surgery|hospital|chemo\w*|dementia|my health|in pain|fibromyalgia|fibro|lupus|arthritis|endometriosis|long covid|migraines|(?:every ?thing|every day|it all|my (?:whole )?body) hurts|hurts all the time)\b/,
  ],
  [
    'heartbreak',
    /\b(broke up|break ?up|breakup|heart ?break|heartbroken|broken heart|divorc\w+|left me|cheated|dumped|unrequited|rejected me|my ex\b)/,
  ],
  [
    'work',
    /\b(lost my job|laid off|got fired|been fired|fired me|unemployed|job interview|burn(?:ed|t)? ?out)\b|\bmy (?:job|boss|work|career|manager|colleagues?)\b(?=.*\b(?:hate|stress\w*|afraid|scared|worried|anxious|trapped|tired|exhausted|overwhelm\w*|struggl\w*|awful|terrible|toxic|bull\w*|unfair|fail\w*|lose|losing|miserable|angry|furious)\b)|\b(?:hate|stress\w*|afraid|scared|worried|anxious|trapped|exhausted|overwhelm\w*|struggl\w*|miserable|furious|angry)\b.*\bmy (?:job|boss|work|career|manager|colleagues?)\b/,
  ],
  [
    'money',
    /\b(debts?|i'?m broke|can'?t afford|can'?t pay|bankrupt\w*|evicted|eviction)\b|\b(?:money|rent|bills|finances|financial|mortgage|paycheck|savings)\b(?=.*\b(?:worr\w*|stress\w*|afraid|scared|anxious|struggl\w*|can'?t|trouble|lost|losing)\b)|\b(?:worr\w*|stress\w*|afraid|scared|anxious|struggl\w*|trouble|lost|losing)\b.*\b(?:money|rent|bills|finances|mortgage|savings)\b/,
  ],
  [
    'worthlessness',
    /\b(worthless|not good enough|useless|i'?m a failure|am a failure|feel like a failure|hate myself|(?:done|achieved|accomplished) nothing with my life|wasted my life|my life is going nowhere|behind everyone|(?:no ?one|nobody) (?:loves|cares about|wants) me|unlovable|a burden|i don'?t matter|no value)\b/,
  ],
  [
    'shame',
    /\b(ashamed|shame|guilt|guilty|regret\w*|i messed up|i did something wrong|can'?t forgive myself|embarrass\w*)\b/,
  ],
  // One's own people gone silent or turned away ("my dad hasnt said a word to me since", "they disowned me").
  [
    'loneliness',
    /\b(lonely|loneliness|alone|isolated|no friends|nobody to talk|no one to talk|disowned (?:me|us)|(?:hasn'?t|has not|haven'?t|have not|won'?t|will not|doesn'?t|don'?t) (?:said|say|spoken|speak|talked|talk)(?: a word)? to (?:me|us)|(?:cut|shut) me (?:off|out)|stopped (?:talking|speaking) to (?:me|us))\b/,
  ],
  // "work has been hell this week", "i feel like im in hell": distress said as hell, never a question
  // about the hell realms (HELL_IDIOM lets it through without an "i").
  ['sadness', HELL_IDIOM],
  [
    'anger',
    /\b(angry|anger|furious|rage|so mad|resent\w*|irritated|i hate (?:him|her|them|my)|(?:los(?:e|ing)|lost) my (?:temper|cool|shit))\b/,
  ],
  [
    'anxiety',
    /\b(anxious|anxiety|panic\w*|worr(?:y|ied|ying|ies)|overthink\w*|stress\w*|overwhelm\w*|nervous|can'?t sleep|insomnia|exams?|restless|freak(?:ing|ed)? out|dread(?:ing)?)\b/,
  ],
  ['fear', /\b(afraid|scared|fear\w*|terrified|frightened|dread\w*)\b/],
  [
    'sadness',
    /\b(sad|sadness|depress\w*|hopeless|miserable|crying|cry|tears|numb|heavy heart|(?:it|that|this) (?:really|still|honestly|just|so) hurts|hurts my feelings|hurtful|feel (?:so |very |really )?(?:lost|down|low|empty|broken|stuck)|i'?m (?:so |very )?(?:lost|down|low|empty|broken|tired|exhausted))\b/,
  ],
];

// A question about how to do something is not, by itself, a statement of one's own pain.
const HOW_QUESTION =
  /\b(?:how|what|where|when|why) (?:do|can|should|could|would|must|might) (?:i|we|one)\b/g;
const FIRST_PERSON = /\b(?:i|i'm|im|i've|ive|i'd|i'll|me|my|myself|mine|we|we're|our|us)\b/;
/** Whether a message speaks of the writer: "i", "my"..., or a telling that begins at its verb ("moved to berlin 8 months ago and still no friends"). */
const speaksOfSelf = (said: string): boolean =>
  FIRST_PERSON.test(said) ||
  // "was the older brother wrong to be angry?" asks about someone else
  (SUBJECTLESS.test(said.trim()) && !/^(?:was|am|have|had|love)\b/.test(said.trim())) ||
  SUBJECTLESS_ING.test(said.trim()) ||
  SUBJECTLESS_DONE_TO.test(said.trim());

// A parent named as the visitor calls them at home ("my papa", "my amma") is the parent all the same.
const LOSS_PATTERN =
  /\bmy (?:late |dear |beloved |best |little |older |younger |big |twin |baby |only )?(mother|mom|mum|mama|mummy|mommy|amma|father|dad|papa|daddy|appa|wife|husband|son|daughter|child|baby|brother|sister|grandmother|grandma|grandfather|grandpa|nani|naniji|nana|nanaji|dadi|dadiji|dadaji|granny|gran|nan|friend|partner|boyfriend|girlfriend|fiancee?|dog|cat|pet|uncle|aunt|cousin|job|marriage|home|teacher|parents?|grandparents?)\b(?![- ]in[- ]laws?\b)/;

const GRIEF_LOSS_PATTERN =
  /\b(?:my|our) (?:late |dear |beloved |best |little |older |younger |big |twin |baby |only )?(mother|mom|mum|mama|mummy|mommy|amma|father|dad|papa|daddy|appa|wife|husband|son|daughter|child|baby|brother|sister|grandmother|grandma|grandfather|grandpa|nani|naniji|nana|nanaji|dadi|dadiji|dadaji|granny|gran|nan|friend|partner|boyfriend|girlfriend|fiancee?|dog|cat|pet|uncle|aunt|cousin|teacher)(?:'?s)? (?:funeral|death|passing|grave|ashes)\b|\bmy (?:late |dear |beloved |best |little |older |younger |big |twin |baby |only )?(mother|mom|mum|mama|mummy|mommy|amma|father|dad|papa|daddy|appa|wife|husband|son|daughter|child|baby|brother|sister|grandmother|grandma|grandfather|grandpa|nani|naniji|nana|nanaji|dadi|dadiji|dadaji|granny|gran|nan|friend|partner|dog|cat|pet|uncle|aunt|cousin|teacher) (?:died|passed|has died|is dead|was killed|got killed|overdosed|od'?d|took (?:his|her|their) own life)\b|\b(?:lost|losing|death of|grieving|mourning|miss) (?:my|our) (?:late |dear |beloved |best |little |older |younger |big |twin |baby |only )?(mother|mom|mum|mama|mummy|mommy|amma|father|dad|papa|daddy|appa|wife|husband|son|daughter|child|baby|brother|sister|grandmother|grandma|grandfather|grandpa|nani|naniji|nana|nanaji|dadi|dadiji|dadaji|granny|gran|nan|friend|partner|boyfriend|girlfriend|dog|cat|pet|uncle|aunt|cousin|teacher)\b/;
// A baby lost before or at birth, named so even when the message names no "my baby".
const BABY_LOSS_PATTERN = /\b(?:miscarr\w*|stillb\w*|lost (?:the|our|my) (?:baby|pregnancy))\b/;

const FEELING_PATTERN =
  /\bi (?:feel|am|'m|m|have been|'ve been|keep feeling)(?: so| very| really| completely| totally)? (lost|empty|numb|alone|lonely|scared|afraid|angry|ashamed|worthless|broken|tired|exhausted|hopeless|sad|stuck|anxious|overwhelmed|guilty|confused|heartbroken|devastated|terrified|useless|hurt|frightened|furious)\b/;

// Words that tell nothing of a situation by themselves.
const PLAIN_WORDS = new Set(
  'about after again all always been being even ever every feel feeling from have just know like more much need really right since some still such than that them then there these they thing things this time very want what when where which while with your yours yourself would could should mine myself'.split(
    ' ',
  ),
);

// A death the teaching tells of, not the visitor's ("why do christians say jesus died for us", "did
// the buddha die of food poisoning"): no grief to meet. The name stands right before the death's word, so
// an exclamation ("oh god he died", "jesus, she died last night") stays the visitor's grief.
const SACRED_DEATH =
  /\b(?:jesus|christ|the buddha|buddha|gotama|siddhartha|krishna|sati|lazarus|shiva)(?:'?s)?(?: (?:really|actually|even|truly))? (?:died|dies|die|dying|death)\b|\b(?:died|dies|die) (?:for|on account of) (?:us|our|my|your|the world'?s?|all|sinners|humanity)\b(?: sins)?|\b(?:died|dies|die) on the cross\b/g;

/**
 * The visitor's telling said back (reflect.ts) when it holds more than the pain's own words: "you keep
 * comparing yourself to your friends on instagram" is said back; "you are anxious all the time" is
 * met by the pain's own acknowledgement instead.
 */
function toldBeyond(
  text: string,
  pain: PainKind,
  pattern = PAIN_PATTERNS.find(([kind]) => kind === pain)?.[1],
  least = 2,
  avoid?: RegExp,
): Told | undefined {
  const told = reflectBack(text, pattern, avoid);
  if (told === undefined) return undefined;
  // What is left once the pain's own words are taken out.
  // (matched as the visitor wrote it: the patterns read "i cheated on my wife", not "you cheated")
  const rest =
    pattern === undefined ? told.said : told.said.replace(new RegExp(pattern.source, 'g'), ' ');
  const beyond = rest
    .split(/[^a-z']+/)
    .filter((word) => word.length >= 4 && !PLAIN_WORDS.has(word));
  // Beside a table's situation, one of the visitor's people named ("my sister didnt invite me to her
  // wedding") tells more than another word: the reply names them back.
  const people = least <= 2 ? 0 : beyond.filter(isPersonWord).length;
  return beyond.length + people >= least ? told : undefined;
}

/**
 * The pain a message speaks of in the first person, with the loss, feeling and everyday situation it
 * names. A death outweighs everything; then a situation named in everyday words (content/situations.ts),
 * then the pain words.
 */
export function detectPain(
  text: string,
):
  | { pain: PainKind; loss?: string; feeling?: string; situation?: Situation; told?: Told }
  | undefined {
  const said = correctSpelling(text).replace(SACRED_DEATH, ' ').replace(ILL_FOR_I_WILL, "$1 i'll");
  if (!speaksOfSelf(said) && !HELL_IDIOM.test(said)) return undefined;
  // "How do I deal with my boss yelling at me?" is the person's own situation; "how do I meditate
  // when I am anxious?" asks for a practice, so pain words count only outside a how-question.
  const isOwnPain = speaksOfSelf(said.replace(HOW_QUESTION, ' ')) || HELL_IDIOM.test(said);
  const grief = PAIN_PATTERNS[0] as [PainKind, RegExp];
  const situation = isOwnPain && grief[1].test(said) ? undefined : findSituation(said);
  const found =
    situation === undefined && isOwnPain
      ? PAIN_PATTERNS.find(([, pattern]) => pattern.test(said))?.[0]
      : undefined;
  const pain = situation?.pain ?? found;
  if (pain === undefined) return undefined;
  // The one who died is the one beside the death's words ("my sister and i have not spoken since our
  // dad's funeral": the dad), before anyone else the message names.
  const died = pain === 'grief' ? GRIEF_LOSS_PATTERN.exec(said) : null;
  // A baby lost comes before the first person named: "we lost the baby. my wife wont get out of bed"
  // must not be met as the wife's death.
  const loss =
    died?.slice(1).find((who) => who !== undefined) ??
    (pain === 'grief' && BABY_LOSS_PATTERN.test(said) ? 'baby' : LOSS_PATTERN.exec(said)?.[1]);
  const feeling = FEELING_PATTERN.exec(said)?.[1];
  // A table's situation is said in its chosen words unless the visitor told more around it ("my fiancee
  // called off the engagement by text and my heart is racing" is more than a racing heart).
  // Beside a death, what else is told ("my husband says its just a dog", "i cant even look at his bowl")
  // is said back after the loss is named; the death's own clause never is (reflect.ts).
  const told =
    died !== null
      ? toldBeyond(text, pain, grief[1], 2, grief[1])
      : situation === undefined
        ? toldBeyond(text, pain)
        : toldBeyond(text, pain, situation.pattern, 3);
  return {
    pain,
    ...(loss === undefined ? {} : { loss }),
    ...(feeling === undefined ? {} : { feeling }),
    ...(situation === undefined ? {} : { situation }),
    ...(told === undefined ? {} : { told }),
  };
}

// A name matches as a whole word or phrase, also in the plural ('greatest commandments').
/** What matters most in the visitor's own life: never a name of an entry. */
const OWN_MOST = /\b(?:matter(?:s|ed)?|meant|means) (?:the )?most (?:to|for) (?:me|us|my|our)\b/g;
/**
 * A persona named only as the one who may mind what the visitor does ("will mahadev mind if i take the
 * helicopter", "would jesus be ok with me skipping mass"): the visitor's own choice is asked, not who the
 * persona is, so the name is no entry's.
 */
const MINDS_NAME =
  /\b(will|would|does|do|did|is|was|won'?t|wouldn'?t)\s+(?:god|the lord|lord|mahadev|mahadeva|shiva|bholenath|krishna|the buddha|buddha|jesus|christ)\s+(?=(?:mind|care|be (?:ok|okay|fine|angry|upset|mad|offended|disappointed)|get (?:angry|upset|mad))\b)/g;
const MINDS_ASKED = new RegExp(MINDS_NAME.source);

const NAME_BOUNDARY = (name: string) =>
  new RegExp(`(?:^|[^a-z0-9])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?(?:$|[^a-z0-9])`);

/** Whether the words of a name follow one another in the message, each as typed or with a slip. */
function holdsNear(words: readonly string[], name: string): boolean {
  const parts = name.split(' ');
  // A one-word name must be long enough that a slip cannot make another word ('mary', 'marry').
  if (parts.length === 1 && (parts[0] as string).length < 6) return false;
  for (let start = 0; start + parts.length <= words.length; start += 1) {
    if (parts.every((part, offset) => isNear(words[start + offset] as string, part))) return true;
  }
  return false;
}

// A question that asks for a whole list ("the beatitudes in order", "what are the 4 yogas").
// "the 4 noble truths", "five precepts": a count of the teaching's items, not of times or years ("read it 3
// times still dont get it" asks no list).
const LIST_QUESTION =
  /\b(?:in order|list|all (?:the|of the)|(?:what|which) are the|and (?:then )?what else|name the|what comes (?:after|next)|and then what)\b|\b(?:two|three|four|five|six|seven|eight|ten|[2-9]|10)\s+(?!(?:times|years|yrs|months|weeks|days|hours|hrs|minutes|mins|seconds|secs|kids|children|sons|daughters|people|friends|dollars|rupees|lakhs|euros|pounds|miles|kms|kilos|kgs|pages|books|jobs)\b)[a-z]+s\b/;

// Where a question names what it asks about.
const QUESTION_HEAD =
  /\b(?:what (?:is|are|was|were|does|do)|what's|who (?:is|was|were|are)|who's|tell me (?:more )?about|meaning of|explain|define)\s+/;

/**
 * Whether a message opens with a name set apart as its topic: the name, then a question mark, a stop, or
 * "is", "means" ("svadharma is it like ur caste duty", "kalama sutta.. is it really saying"). `text` is
 * the message as typed and spelled right, its punctuation kept.
 */
function opensWithName(text: string, name: string): boolean {
  if (name.length < 4) return false;
  const start = text.trimStart();
  return start.startsWith(name) && SET_APART.test(start.slice(name.length));
}

// What sets a name apart as a message's topic right after it: a stop or question mark, or "is", "means".
const SET_APART = /^(?:\s*[?!.,:;]|\s+(?:is|means?|meaning)\b)/;

/** Whether typed words begin with a name, each word as typed or in the plural (or with a slip). */
function startsNear(words: readonly string[], name: string, slip: boolean): boolean {
  const parts = name.split(' ');
  return parts.every((part, offset) => {
    const typed = words[offset];
    if (typed === undefined) return false;
    return typed === part || typed === `${part}s` || (slip && isNear(typed, part));
  });
}

/** Whether a message holds a name with its syllables typed apart ('na ma shi va ya'), one slip allowed. */
function holdsSpacedApart(said: string, name: string): boolean {
  const target = name.replace(/[^a-z]/g, '');
  if (target.length < 8) return false;
  const words = said.split(/[^a-z]+/).filter(Boolean);
  // The letters of three or more typed words in a row, joined, against the name without its spaces.
  for (let start = 0; start < words.length; start += 1) {
    let joined = '';
    for (let end = start; end < words.length && joined.length <= target.length; end += 1) {
      joined += words[end] as string;
      if (end - start >= 2 && editDistance(joined, target, 1) <= 1) return true;
    }
  }
  return false;
}

/**
 * The glossary entry a message names, preferring the longest name it contains (a list, when the
 * message asks for the whole list); a name typed with a slip ('nobel truths', 'siddartha') or with
 * its syllables apart ('na ma shi va ya') counts when no name is typed as is.
 */
export function findEntry(guide: PersonaGuide, text: string): GuideEntry | undefined {
  // "what mattered most to me was my career" is the visitor's own life, not a question about the
  // teaching's heart ("the one thing that mattered most to jesus")
  const said = ` ${correctSpelling(text)
    .replace(/[?!.,;:"()]/g, ' ')
    .replace(OWN_MOST, ' ')
    .replace(MINDS_NAME, '$1 ')} `;
  const found: { entry: GuideEntry; length: number }[] = [];
  for (const entry of guide.entries) {
    const length = Math.max(
      0,
      ...entry.names.filter((name) => NAME_BOUNDARY(name).test(said)).map((name) => name.length),
    );
    if (length > 0) found.push({ entry, length });
  }
  const longest = (options: readonly { entry: GuideEntry; length: number }[]) =>
    options.reduce<{ entry: GuideEntry; length: number } | undefined>(
      (best, option) => (option.length > (best?.length ?? 0) ? option : best),
      undefined,
    )?.entry;
  const asksList = LIST_QUESTION.test(said);
  // A list asked for by its items ("the 4 yogas: karma, bhakti and what else") is the list whose text
  // holds two of the items named.
  const byItems = guide.entries.filter(
    (entry) =>
      entry.kind === 'list' &&
      found.filter((option) =>
        option.entry.names.some(
          (name) => name.length >= 4 && entry.text.toLowerCase().includes(name),
        ),
      ).length >= 2,
  );
  const list = asksList
    ? (longest(found.filter((option) => option.entry.kind === 'list')) ?? byItems[0])
    : undefined;
  if (list !== undefined) return list;
  // A topic named first, set apart ("spanda?? heard it on a kashmir shaivism podcast", "anatta means no
  // self?? then who is meditating"), is the one asked about, whatever longer name follows.
  const spelled = correctSpelling(text);
  const opened = guide.entries.reduce<{ entry: GuideEntry; length: number } | undefined>(
    (best, entry) => {
      const length = Math.max(
        0,
        ...entry.names.filter((name) => opensWithName(spelled, name)).map((name) => name.length),
      );
      return length > (best?.length ?? 0) ? { entry, length } : best;
    },
    undefined,
  );
  if (opened !== undefined) return opened.entry;
  // The name a question asks about ("what is tanha? my meditation teacher says...") outweighs a
  // longer one it only mentions.
  const head = QUESTION_HEAD.exec(said);
  if (head !== null) {
    const after = said
      .slice(head.index + head[0].length)
      .replace(/^(?:the|a|an)\s+/, '')
      .split(/\s+/);
    // A name typed as is comes before one typed with a slip ('karma' is not 'karna'), unless the
    // slip is in a longer name it begins ('mary magdelene' is not 'mary').
    const [exact, slipped] = [false, true].map((slip) => {
      let asked: { entry: GuideEntry; name: string } | undefined;
      for (const entry of guide.entries) {
        for (const name of entry.names) {
          if (name.length > (asked?.name.length ?? 0) && startsNear(after, name, slip))
            asked = { entry, name };
        }
      }
      return asked;
    });
    if (exact !== undefined && slipped?.name.startsWith(`${exact.name} `) === true)
      return slipped.entry;
    const asked = exact ?? slipped;
    if (asked !== undefined) return asked.entry;
  }
  // Of two figures named apart ("why does everyone feel so bad for karna?? … sided with duryodhana"), the
  // one named first is the one asked about; a name inside a longer one ('karma', 'karma yoga') is not apart.
  const figures = found.filter((option) => option.entry.kind === 'figure');
  if (figures.length >= 2) {
    const at = (option: { entry: GuideEntry }) =>
      Math.min(
        ...option.entry.names
          .filter((name) => NAME_BOUNDARY(name).test(said))
          .map((name) => said.search(NAME_BOUNDARY(name))),
      );
    const [first, second] = [...figures].sort((a, b) => at(a) - at(b));
    if (first !== undefined && second !== undefined && at(first) + first.length < at(second))
      return first.entry;
  }
  // A longer name typed with a slip outweighs a shorter one typed as is ('mary magdelene', not 'mary').
  const words = said.trim().split(/\s+/);
  let best = found.reduce<{ entry: GuideEntry; length: number } | undefined>(
    (longer, option) => (option.length > (longer?.length ?? 0) ? option : longer),
    undefined,
  );
  for (const entry of guide.entries) {
    for (const name of entry.names) {
      if (name.length > (best?.length ?? 0) && holdsNear(words, name))
        best = { entry, length: name.length };
    }
  }
  if (best !== undefined) return best.entry;
  // Syllables typed apart show as four short words in a row.
  if (!/(?:\b[a-z]{1,3}\s+){3}[a-z]{1,3}\b/.test(said)) return undefined;
  for (const entry of guide.entries) {
    for (const name of entry.names) {
      if (name.length > (best?.length ?? 0) && holdsSpacedApart(said, name))
        best = { entry, length: name.length };
    }
  }
  return best?.entry;
}

const FOLLOW_UP_PATTERN =
  /^(?:(?:and|but|so|ok|okay|hmm|thanks|thank you|i see|yes)[,.!]?\s+)*(?:tell me more|say more|more|more please|go on|continue|keep going|why|why is that|why so|but why|how|how so|how come|how do i do that|what else|explain|explain (?:that|this|it|more|further)|please explain|what do you mean|what does (?:that|this|it) mean|what did you mean|can you (?:say|tell me|explain)(?: a little| a bit)? more(?: about (?:that|this|it))?|(?:could|can) you (?:go deeper|elaborate)|i don'?t (?:understand|get it)|and then|then what|what next|such as|for example|give me an example|like what|really|is that so|is that true|anything else|what then|please go on|tell me again)\b[^a-z]*$/;

const ABOUT_PATTERN =
  /^(?:and |but |so )?(?:what|how) about ([a-z' ]{2,40}?)\??$|^and (my [a-z' ]{2,30}?)\??$/;

const ANAPHORA = /\b(?:that|this|it|he|him|his|she|her|they|them|those|these)\b/;

/** Whether the message leans on the conversation (and, for "what about my sister?", on whom). */
export function detectFollowUp(text: string): { about?: string } | undefined {
  const said = normalize(text);
  if (FOLLOW_UP_PATTERN.test(said)) return {};
  const about = ABOUT_PATTERN.exec(said.replace(/[?!.]+$/, ''));
  if (about) return { about: (about[1] ?? about[2] ?? '').trim() };
  const words = said.split(/\s+/).length;
  // "but how does that even work if my job is boring": a turn that opens by pointing back leans on
  // the conversation, however long it runs.
  if (/^(?:but|and|so|ok|okay|then)\b[^.?!]{0,30}\b(?:that|this|it)\b/.test(said)) return {};
  if (
    words <= 9 &&
    ANAPHORA.test(said) &&
    /^(?:why|how|what|who|where|when|can|could|is|does|do|and|but|so|tell|say|explain)\b/.test(said)
  )
    return {};
  return undefined;
}

// A visitor asking where what was just said is written: "which verse says that", "where is that in the
// bible", "what chapter is that from", "source?".
const SOURCE_QUESTION =
  /^(?:and |so |ok |okay )?(?:which|what) (?:verse|chapter|sutta|sutra|passage|book|gospel|part|line|shloka|sloka)\b[^.!?]*\b(?:that|this|it)\b|^(?:and |so |ok )?where (?:does it say|is (?:that|this|it)(?: from| written| in)?|did (?:you|he|she) say (?:that|this|it)|can i (?:find|read) (?:that|this|it))\b|^(?:and |so |but |wait |ok |okay )?(?:is|was) (?:that|this|it|the story|that story) (?:really )?(?:in|from) (?:the |a )?(?:gita|bible|gospels?|sutras?|suttas?|dhammapada|pali canon|canon|puranas?|upanishads?|mahabharata|ramayana|bhagavata|scriptures?|vedas?|new testament|old testament|tantra|texts?|books?)\b|^(?:source|citation|reference)\s*\??$/;

// A visitor pushing back on what was just said: "easy to say when...", "easier said than done". ("ok but how
// does that work if my job is dull" asks further, and is a follow-up of its own.)
const PUSHBACK =
  /^(?:(?:that'?s|thats|its|it'?s|sounds)\s+)?(?:so\s+)?(?:easy|easier) (?:for you )?to say\b|^easier said than done\b|^(?:but )?(?:that'?s|thats) not (?:realistic|that simple|so simple)\b|^(?:nice|pretty) words,? but\b|^that (?:doesn'?t|does not|won'?t|wont) (?:help|work|pay)\b/;

const PRACTICE_PATTERN =
  /\b(?:how (?:do|can|should|could|might|would) (?:i|we|one)|how to|teach me|guide me|show me how|steps? to|a (?:practice|exercise|technique|method) (?:for|to)|what practice|which practice|practi[cs]e)\b/;

// `[^?]*$`: a thanks with no question after it is a greeting; ending there keeps `[^?]*` from
// trading characters with the `[\s!.,]*` after it (issue 46: no pattern over request text backtracks).
const GREETING_PATTERN =
  /^\s*(?:hi|hello|hey|namaste|namaskar|greetings|hari om|om|peace be with you|good (?:morning|afternoon|evening|night)|thank(?:s| you)[^?]*$|bless you|pranam)[\s!.,]*(?:(?:krishna|buddha|jesus|shiva|lord|master|teacher|friend)[\s!.,]*)?$/i;

// Subjects outside every persona's domain (docs/tools/chats.md#calls refusal rule): trivia, shopping, code, news.
const OUT_OF_DOMAIN_PATTERN =
  /\b(recipe|lasagna|pizza|python|javascript|typescript|java|c\+\+|sql|html|css|code|coding|program(?:ming)?|compile|debug|build error|stack trace|regex|api|stocks?|crypto|bitcoin|forex|invest(?:ing|ment)?|football|soccer|cricket|basketball|baseball|world cup|super bowl|match score|score|weather|forecast|capital of|population of|movie|netflix|tiktok|tik tok|go viral|tv show|celebrity|shopping|cheapest|discount|coupon|amazon|laptop|iphone|smartphone|headphones|sneakers|homework|equation|calculus|algebra|translate|election|president|prime minister|horoscope|lottery|sports?|car insurance|mortgage rates|spreadsheet|excel|google sheets|vlookup|xlookup|hlookup|pivot tables?|excel formulas?|conditional formatting|tax|taxes|tax return|gst|vat|income tax|irs|accountant|invoice|visa|passport|flights?|hotel|restaurant|gpu|graphics card|budget laptop|best phone|price of|trivia|quiz|who won|who invented|what year did|how tall is|how far is|square root|math problem|stock price|exchange rate|wifi|router|printer|bucks|gift ideas?|(?:christmas|birthday|anniversary) (?:present|gift)s?|what (?:should|can) i (?:buy|get) (?:my|him|her|them)\b[^?.!]* for (?:christmas|his birthday|her birthday|their birthday|a birthday|an anniversary|our anniversary))\b|\b\d+\s*(?:times|plus|minus|multiplied by|divided by|[x*+/-])\s*\d+\b/;

// Words of a life and its people: a question about them is the guide's to answer, keyword or not.
const LIFE_PATTERN =
  /\b(?:life|living|people|person|friends?|family|parents?|mother|mom|mum|father|dad|children|kids?|son|daughter|husband|wife|partner|boyfriend|girlfriend|relationships?|marriage|love|happy|happiness|unhappy|lonely|alone|feel(?:ing|ings)?|emotions?|selfish|kind(?:ness)?|good person|bad person|meaning|purpose|regret|decision|choose|future|past|change|habit|school|work|job|boss|neighbou?r|enemy|enemies|stranger|forgive\w*|trust|honest\w*|lie|lying|jealous\w*|envy|anger|angry|sad|afraid|fear|worry|stress\w*|death|die|dying|old age|aging|ageing|body|health|mind)\b/;

// Words that make a message a question about the traditions rather than a story of one's life.
const TRADITION_WORDS =
  /\b(?:god|gods|soul|spirit\w*|divine|sacred|holy|heaven|hell|sin|karma|dharma|moksha|nirvana|enlighten\w*|meditat\w*|pray\w*|prayer|mantra|chant\w*|yoga|scriptures?|gita|bible|gospel|sutta|sutra|church|temple|worship\w*|faith|grace|lord|krishna|buddha|jesus|christ|shiva|mahadev|guru|devotion|rebirth|reincarnation)\b/;

/** What intent detection knows beyond the guide tables. */
export interface IntentContext {
  /** Whether a message touches the persona's spiritual topics. */
  isSpiritual: (text: string) => boolean;
  /** Every source the persona can cite ('Sutta Nipata 1.8 (Metta Sutta)'), for named look-ups. */
  sources: readonly string[];
  /** The persona's honest answers to skeptical and comparing questions. */
  honest?: readonly HonestAnswer[];
  /** The persona's name as a visitor types it ('buddha'): what "he" and "you" stand for in its chat. */
  self?: string | undefined;
}

/**
 * Whether a typed word is one of a group's words: as typed, with a slip, or as a longer form of it. A
 * word in `exact` (a name the persona knows: "ganga") is read as itself, never as a slip of another
 * ("ganja").
 */
function meetsGroup(
  words: readonly string[],
  group: readonly string[],
  exact: ReadonlySet<string> = NO_WORDS,
): boolean {
  return group.some((option) =>
    option.includes(' ')
      ? // whole words ("not real" is not in "or not really"), the last one's plural allowed
        ` ${words.join(' ')} `.includes(` ${option} `) ||
        ` ${words.join(' ')} `.includes(` ${option}s `) ||
        ` ${words.join(' ')} `.includes(` ${option}'s `)
      : words.some(
          (word) =>
            word === option ||
            // a plural or possessive of a short word ("his own sons head")
            word === `${option}s` ||
            word === `${option}'s` ||
            (option.length >= 4 && word.startsWith(option) && word.length <= option.length + 3) ||
            (option.length >= 5 && !exact.has(word) && isNear(word, option)),
        ),
  );
}

const NO_WORDS: ReadonlySet<string> = new Set();

// Words that point at the one the chat speaks with ("are you real", "did he really leave his wife"): in a
// persona's own chat they name the persona, so a doubt need not spell the name to be met. "He" does so
// only where the message names none of the writer's own people ("my twin brother ... now he wont talk").
const ADDRESSED_YOU = /\b(?:you|u|ur|your|yours|youre)\b/;
const ADDRESSED_HE = /\b(?:he|him|his|hes)\b/;
const OWN_PEOPLE = /\b(?:my|our|me)\b/;

/** Whether a message speaks to or of the persona it is sent to. */
function addressesPersona(said: string): boolean {
  return ADDRESSED_YOU.test(said) || (ADDRESSED_HE.test(said) && !OWN_PEOPLE.test(said));
}

const entryWords = new WeakMap<PersonaGuide, ReadonlySet<string>>();

/** The one-word names of a persona's guide entries ('ganga', 'kama', 'nandi'). */
function entryWordsOf(guide: PersonaGuide): ReadonlySet<string> {
  let words = entryWords.get(guide);
  if (words === undefined) {
    words = new Set(
      guide.entries.flatMap((entry) => entry.names.filter((name) => /^[a-z]+$/.test(name))),
    );
    entryWords.set(guide, words);
  }
  return words;
}

/** How many of a persona's answers list each word: the fewer, the more a match on it says. */
interface Spread {
  readonly answers: number;
  readonly listing: ReadonlyMap<string, number>;
}

function optionSpread(answers: readonly HonestAnswer[]): Spread {
  const listing = new Map<string, number>();
  for (const answer of answers)
    for (const option of new Set(answer.match.flat()))
      listing.set(option, (listing.get(option) ?? 0) + 1);
  return { answers: answers.length, listing };
}

const spreads = new WeakMap<readonly HonestAnswer[], Spread>();

/**
 * How specifically a message meets an answer: for each group, the rarest of its words the message holds
 * (a word only this answer lists weighs most; "did", "is", "you", listed by many, little), summed; 0 when
 * a group is not met.
 */
function specificity(
  words: readonly string[],
  answer: HonestAnswer,
  spread: Spread,
  exact: ReadonlySet<string>,
  self: string | undefined,
): number {
  const weightOf = (option: string) =>
    Math.log((spread.answers + 1) / (spread.listing.get(option) ?? 1));
  let score = 0;
  for (const group of answer.match) {
    const met = group.filter((option) => meetsGroup(words, [option], exact));
    if (met.length > 0) score += Math.max(...met.map(weightOf));
    // A group met only by the persona "he" or "you" stands for counts, and says little.
    else if (self !== undefined && meetsGroup([self], group)) score += ADDRESS_WEIGHT;
    else return 0;
  }
  return score;
}

/** What a group met only through "he" or "you" adds to an answer's specificity. */
const ADDRESS_WEIGHT = 0.1;

/**
 * The honest answer whose every word group the message holds, the most specific first: the one met by
 * the rarest words ("weed" over "made up" for "did he actually smoke weed or is it made up"), then the
 * one with more groups. In a persona's chat, "he" or "you" stands for `self` (the persona's name).
 */
export function findHonest(
  answers: readonly HonestAnswer[],
  text: string,
  self?: string,
  exact: ReadonlySet<string> = NO_WORDS,
): HonestAnswer | undefined {
  const said = correctSpelling(text).replace(/\s*=\s*/g, ' same as ');
  const words = said
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  let spread = spreads.get(answers);
  if (spread === undefined) {
    spread = optionSpread(answers);
    spreads.set(answers, spread);
  }
  let best: { answer: HonestAnswer; score: number } | undefined;
  for (const answer of answers) {
    const score = specificity(
      words,
      answer,
      spread,
      exact,
      self !== undefined && addressesPersona(said) ? self : undefined,
    );
    if (score === 0) continue;
    const isBetter =
      best === undefined ||
      score > best.score + 1e-9 ||
      (Math.abs(score - best.score) <= 1e-9 && answer.match.length > best.answer.match.length);
    if (isBetter) best = { answer, score };
  }
  return best?.answer;
}

/** The cited source a message names by title ('the Metta Sutta', 'the Kalama Sutta'), if any. */
export function findNamedSource(sources: readonly string[], text: string): string | undefined {
  const said = normalize(text).replace(/\bsutra\b/g, 'sutta');
  return sources.find((source) => {
    const name = /\(([^)]+)\)/.exec(source)?.[1];
    return name !== undefined && said.includes(normalize(name));
  });
}

// The people of a visitor's own life, for isWorldly.
const PEOPLE_PATTERN =
  /\b(?:friends?|family|parents?|mother|mom|mum|father|dad|children|kids?|son|daughter|husband|wife|partner|boyfriend|girlfriend|boss|manager|colleagues?|coworkers?|teacher|neighbou?r|roommate|flatmate|brother|sister|in-?laws?|fianc[eé]e?)\b/;
// A clause that asks for a worldly thing ("how do i file", "which laptop", "best phone").
const ASKING_CLAUSE =
  /\b(?:how|what|which|where|when|who|best|cheapest|recommend|can you|could you|tell me|help me|explain)\b|\bshould i (?:buy|get|invest|pick|choose)\b/;

// Requests for a piece of worldly writing (docs/ai.md#prompts refusal rule), unless pain was detected first.
const TASK_PATTERN =
  /\b(?:write|draft|help me write|proofread|summari[sz]e)\b.*\b(?:cover letter|resume|résumé|cv|essay|email|e-mail|report|code|script|function|tweet|post|speech for work)\b/;

/** Whether a word names one of a visitor's people ("sister", "roommate"). */
const isPersonWord = (word: string): boolean => PEOPLE_PATTERN.test(word);

/**
 * Whether a message asks about a worldly subject (code, shopping, tax): a worldly word that the entry
 * it names uses itself ('Zacchaeus the tax collector') belongs to the tradition, not the market.
 */
function isWorldly(said: string, entry: GuideEntry | undefined): boolean {
  if (TASK_PATTERN.test(said)) return true;
  const pattern = new RegExp(OUT_OF_DOMAIN_PATTERN.source, 'g');
  const own = entry === undefined ? '' : `${entry.text} ${entry.names.join(' ')}`.toLowerCase();
  // A person telling of their own people may name a worldly thing in passing ("i need this job for my
  // visa", "she stays in her room with headphones"): the worldly word counts only in a clause that asks
  // about it ("how do i file my gst").
  const tellsOfPeople = FIRST_PERSON.test(said) && PEOPLE_PATTERN.test(said);
  const clauses = said.split(/[.?!;,:]+|\s+(?:and|but|so|because|cause|cuz)\s+/);
  return [...said.matchAll(pattern)].some((match) => {
    if (own !== '' && own.includes(match[0])) return false;
    // So may a practice asked how to do ("how to do abhishekam at home? i bought a small shivling from
    // amazon"): the worldly word counts only in a clause that asks about it.
    if (!tellsOfPeople && entry?.kind !== 'practice') return true;
    const clause = clauses.find((part) => part.includes(match[0])) ?? said;
    return ASKING_CLAUSE.test(clause);
  });
}

/** Whether an earlier reply of the conversation already said an entry's passage (its opening words). */
function saidEarlier(messages: readonly ChatMessage[], entry: GuideEntry): boolean {
  const opening = entry.text.slice(0, 60);
  return messages.some(
    (message) => message.role === 'assistant' && message.content.includes(opening),
  );
}

/** The entry whose passage the last reply of the conversation told, if any. */
function entryLastTold(
  guide: PersonaGuide,
  messages: readonly ChatMessage[],
): GuideEntry | undefined {
  const last = messages.filter((message) => message.role === 'assistant').at(-1)?.content;
  if (last === undefined) return undefined;
  return guide.entries.find((entry) => last.includes(entry.text.slice(0, 60)));
}

// What a pain is called when a later question leans on it ("how long should i do that?").
const PAIN_TOPICS: Readonly<Record<PainKind, string>> = {
  grief: 'your grief',
  heartbreak: 'the heartbreak',
  fear: 'the fear',
  anxiety: 'the worry',
  anger: 'the anger',
  loneliness: 'the loneliness',
  shame: 'the shame',
  worthlessness: 'feeling not good enough',
  work: 'the trouble at work',
  money: 'the money worries',
  illness: 'the illness',
  sadness: 'the heaviness',
};

// A feeling the visitor named, before the pain kind it falls under ("jealous" is not "not good enough").
const FEELING_TOPICS: readonly [RegExp, string][] = [
  [/\b(?:jealous\w*|envy|envious)\b/, 'the jealousy'],
  [/\b(?:guilt|guilty)\b/, 'the guilt'],
  [/\b(?:resent\w*|grudge)\b/, 'the resentment'],
  [/\b(?:panic\w*)\b/, 'the panic'],
];

/**
 * The topic an earlier turn (`said`) set, as a practical answer names it; nothing for a bare question.
 */
function topicOf(intent: Intent, said: string): string | undefined {
  if (intent.kind === 'entry') return intent.entry.title;
  if (intent.kind !== 'pain') return undefined;
  if (intent.situation !== undefined && intent.situation.id !== 'personal')
    return intent.situation.phrase;
  const lower = correctSpelling(said);
  return FEELING_TOPICS.find(([pattern]) => pattern.test(lower))?.[1] ?? PAIN_TOPICS[intent.pain];
}

/**
 * What the conversation was about before its last visitor turn: the first real topic of a chain of
 * follow-ups ("why?", then "say more" still continue it), and the visitor's words that set it.
 */
function topicBefore(
  guide: PersonaGuide,
  messages: readonly ChatMessage[],
  context: IntentContext,
): TopicBefore {
  // why kept: reading a turn reads the turns before it, each of which reads its own turns before, from
  // several places of detectIntent; unkept, a 20-turn conversation took minutes of one core.
  const end = messages.at(-1);
  if (end === undefined) return findTopicBefore(guide, messages, context);
  const kept = topicsBefore.get(end) ?? [];
  const found = kept.find(
    (entry) =>
      entry.guide === guide && entry.context === context && entry.length === messages.length,
  );
  if (found !== undefined) return found.topic;
  const topic = findTopicBefore(guide, messages, context);
  topicsBefore.set(end, [...kept, { guide, context, length: messages.length, topic }]);
  return topic;
}

/** What the conversation was about before its last visitor turn, and the words that set it. */
interface TopicBefore {
  previous: Intent;
  previousText: string;
}

/**
 * The topics found for conversations ending at a message: a request's messages are the same objects in
 * every prefix read while answering it, and the entries go with them.
 */
const topicsBefore = new WeakMap<
  ChatMessage,
  readonly {
    guide: PersonaGuide;
    context: IntentContext;
    length: number;
    topic: TopicBefore;
  }[]
>();

/** topicBefore, unkept. */
function findTopicBefore(
  guide: PersonaGuide,
  messages: readonly ChatMessage[],
  context: IntentContext,
): TopicBefore {
  const lastTurn = messages.filter((message) => message.role === 'user').at(-1);
  const earlier = messages.slice(0, lastTurn === undefined ? 0 : messages.lastIndexOf(lastTurn));
  const before = detectIntent(guide, earlier, context);
  const found =
    before.kind === 'follow-up'
      ? { previous: before.previous, previousText: before.previousText }
      : {
          previous: before,
          previousText: earlier.filter((message) => message.role === 'user').at(-1)?.content ?? '',
        };
  // A story found by what it tells, not by a name ("why does shiva have a river coming out of his
  // hair" is Ganga's), is the topic as if named: the turn after it ("who brought her down tho")
  // continues that story.
  if (found.previous.kind === 'teaching') {
    const told = entryLastTold(guide, earlier);
    if (told !== undefined) return { ...found, previous: { kind: 'entry', entry: told } };
  }
  return found;
}

/** Decides what a message asks before retrieval. */
export function detectIntent(
  guide: PersonaGuide,
  messages: readonly ChatMessage[],
  context: IntentContext,
): Intent {
  const userTurns = messages.filter((message) => message.role === 'user');
  const last = userTurns.at(-1)?.content ?? '';
  const hasHistory =
    messages.some((message) => message.role === 'assistant') && userTurns.length > 1;
  // "You" stands for the persona in a conversation too, and so does "he" when the topic before was the
  // persona's own story ("who was the buddha before he was the buddha", then "why did he leave his wife").
  const self = context.self;
  const standsForSelf =
    ADDRESSED_YOU.test(correctSpelling(last)) ||
    (hasHistory &&
      self !== undefined &&
      (() => {
        const { previous } = topicBefore(guide, messages, context);
        return (
          previous.kind === 'entry' &&
          previous.entry.names.some((name) => new RegExp(`\\b${self}\\b`).test(name))
        );
      })());
  if (hasHistory) {
    // A practical question asks something new, even when it leans on the topic ("how long should I
    // sit?" after "how do I start meditating?"): it is answered, with the topic kept.
    const [practical, also] = findPracticals(correctSpelling(last)).filter(
      (item) => item.id !== 'how-to-start',
    );
    if (practical !== undefined && parseReference(last) === undefined) {
      const previousText = userTurns.at(-2)?.content ?? '';
      const before = topicBefore(guide, messages, context);
      // A topic set by no turn of its own ("give me one of the techniques") is the entry the last reply told.
      const topic =
        topicOf(before.previous, before.previousText) ?? entryLastTold(guide, messages)?.title;
      return {
        kind: 'practical',
        practical,
        ...(also === undefined ? {} : { also }),
        previousText,
        ...(topic === undefined ? {} : { topic }),
      };
    }
    // The last turn decides the topic (issue 41): a passage, figure or concept it names, or a doubt it
    // raises, is answered as asked ("then why did you burn Kama?" after the third eye); earlier turns
    // only add context. An entry the conversation has already cited is continued as a follow-up.
    // In a conversation "he" is most often the figure just spoken of ("tell me about karna", then "why
    // did he side with duryodhana"), so only "you" stands for the persona there.
    const named = detectSingle(guide, last, {
      ...context,
      ...(standsForSelf ? {} : { self: undefined }),
    });
    if (named.kind === 'honest' || (named.kind === 'reference' && named.asked !== undefined))
      return named;
    // "Which verse says that": where what was just spoken of is written, answered from the conversation.
    if (SOURCE_QUESTION.test(correctSpelling(last)) && parseReference(last) === undefined) {
      const before = topicBefore(guide, messages, context);
      if (before.previous.kind !== 'out-of-domain')
        return {
          kind: 'follow-up',
          ...before,
          asksSource: true,
          ...(userTurns.length > 1 ? { pointedAt: userTurns.at(-2)?.content ?? '' } : {}),
        };
    }
    // "Easy to say when ur not behind on rent": a push back on what was just said is answered as a
    // follow-up that owns it (the reply says back what it said before), unless it names a doubt or a
    // passage of its own.
    if (PUSHBACK.test(correctSpelling(last))) {
      const before = topicBefore(guide, messages, context);
      if (before.previous.kind !== 'out-of-domain')
        return { kind: 'follow-up', ...before, pushback: true };
    }
    if (named.kind === 'entry') {
      if (!saidEarlier(messages, named.entry)) {
        // A figure of the story just told, asked about within that story ("why did parvati stop it at
        // his throat?" after the blue throat), continues the story rather than opening the figure's own.
        const before = topicBefore(guide, messages, context);
        if (
          before.previous.kind === 'entry' &&
          isWithinStory(before.previous.entry, named.entry, correctSpelling(last))
        )
          return { kind: 'follow-up', ...before };
        return named;
      }
      // Asked again about what was already said: go further into that entry.
      return { kind: 'follow-up', previous: named, previousText: last };
    }
    // A pain the last turn tells of is met as such, with the conversation as its context (below).
    // Only a pain told in its own words outweighs the thread: one guessed from an everyday word ("what
    // if i don't want to forgive him?") continues the topic.
    const guessed = named.kind === 'pain' && named.situation?.id === 'personal';
    const followUp = named.kind === 'pain' && !guessed ? undefined : detectFollowUp(last);
    if (followUp)
      return {
        kind: 'follow-up',
        ...topicBefore(guide, messages, context),
        ...(followUp.about === undefined ? {} : { about: followUp.about }),
      };
  }
  // In a conversation "he" is most often the figure just spoken of, so only "you" stands for the persona
  // (as for the last turn's own topic above).
  const single = detectSingle(
    guide,
    last,
    hasHistory && !standsForSelf ? { ...context, self: undefined } : context,
  );
  // A new pain in a conversation keeps the person it is about ("my mom died in March", then "how do I
  // stop feeling guilty I wasn't there": the guilt is about the mother).
  if (hasHistory && single.kind === 'pain' && single.loss === undefined) {
    const { previous } = topicBefore(guide, messages, context);
    if (previous.kind === 'pain' && previous.loss !== undefined)
      return { ...single, loss: previous.loss };
  }
  // A story told on after a pain ("my brother and i are fighting over our late father's land", then "he
  // says im greedy but i gave up my job to look after dad") is the same pain, not a new topic: met as
  // that pain, with what it was first told with still held.
  if (hasHistory && single.kind === 'teaching' && speaksOfSelf(correctSpelling(last))) {
    const before = topicBefore(guide, messages, context);
    if (before.previous.kind === 'pain') return { kind: 'follow-up', ...before };
  }
  // A question about the story or figure just told that names no topic of its own and points back at it
  // ("why did he wait so long to die tho", "did she ever get over it", "did jesus ever bring it up with
  // him again") continues that story.
  if (
    hasHistory &&
    (single.kind === 'teaching' || single.kind === 'practice') &&
    POINTS_BACK.test(correctSpelling(last))
  ) {
    const before = topicBefore(guide, messages, context);
    // A doubt about a named teaching, answered, is continued the same way ("so does that mean i had
    // past lives", then "ok but why dont i remember any of them").
    if (
      before.previous.kind === 'entry' ||
      (before.previous.kind === 'honest' && findEntry(guide, before.previousText) !== undefined)
    )
      return { kind: 'follow-up', ...before };
  }
  // Whether the persona minds what the visitor means to do ("will mahadev mind if i take the helicopter",
  // after the pilgrimage told of) is asked of the thread: a follow-up, its question said back.
  if (
    hasHistory &&
    (single.kind === 'teaching' || (single.kind === 'out-of-domain' && !single.explicit)) &&
    MINDS_ASKED.test(correctSpelling(last))
  ) {
    const before = topicBefore(guide, messages, context);
    if (before.previous.kind !== 'out-of-domain') return { kind: 'follow-up', ...before };
  }
  // In a conversation, a question with no topic of its own ("how do I start?", "can you give me an
  // example?") leans on the last topic; only a subject named as worldly is declined.
  if (hasHistory && single.kind === 'out-of-domain' && !single.explicit) {
    const before = topicBefore(guide, messages, context);
    if (before.previous.kind !== 'out-of-domain') return { kind: 'follow-up', ...before };
  }
  // A first question put to the persona, or about what it is asked of ("16000 wives?? how is that a role
  // model for anyone"), is answered as well as the guide can: only a subject named as worldly is declined.
  // (In a conversation such a question leans on the last topic, above.)
  if (single.kind === 'out-of-domain' && !single.explicit && isPutToPersona(correctSpelling(last)))
    return { kind: 'teaching' };
  return single;
}

// Words that point back at what was just told: a person of the story, the story itself, or its time.
const POINTS_BACK =
  /\b(?:he|him|his|hes|he's|she|her|hers|shes|she's|they|them|their|that|this|it|those|these|again|too|afterwards?|after (?:that|this|all that))\b/;

// Words of an entry's names that say nothing of its story.
const NAME_FILLER = new Set(
  "your what does didnt didn't only with from that this when where which story shiva krishna buddha jesus".split(
    ' ',
  ),
);

/**
 * Whether a figure named in a message is asked about within the story just told (`story`): the story
 * tells of the figure, and the message holds a word of the story's own names ("why did parvati stop it
 * at his throat" after the blue throat, whose names hold "throat").
 */
function isWithinStory(story: GuideEntry, figure: GuideEntry, said: string): boolean {
  if (story.id === figure.id || figure.kind !== 'figure') return false;
  const told = ` ${story.text.toLowerCase()} `;
  if (!figure.names.some((name) => name.length >= 4 && NAME_BOUNDARY(name).test(told)))
    return false;
  const own = new Set(figure.names.flatMap((name) => name.split(' ')));
  const words = new Set(said.split(/[^a-z']+/));
  return story.names
    .flatMap((name) => name.split(' '))
    .some(
      (word) => word.length >= 4 && !NAME_FILLER.has(word) && !own.has(word) && words.has(word),
    );
}

/**
 * Whether a message asks about an entry itself: a figure it names ("angulimala. is that a real story"),
 * or a teaching it asks the meaning of ("what does maya actually mean").
 */
function isAskedAbout(said: string, entry: GuideEntry): boolean {
  return entry.names.some((name) => {
    if (name.length < 4 || !NAME_BOUNDARY(name).test(said)) return false;
    if (entry.kind === 'figure' || opensWithName(said, name)) return true;
    // "how do i chant om namah shivaya properly": a practice asked how to do
    if (entry.kind === 'practice' && PRACTICE_PATTERN.test(said)) return true;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(
      `\\b${escaped}\\b(?:\\s+\\w+){0,2}\\s+mean(?:s|ing|t)?\\b|\\bmeaning of (?:the )?${escaped}\\b|\\bwhat(?: is|'s| does)(?: the)? ${escaped}\\b`,
    ).test(said);
  });
}

// The personas' own names: every answer in a persona's chat may list them, so they tell no entry apart.
const PERSONA_NAMES = new Set(['krishna', 'buddha', 'jesus', 'christ', 'shiva', 'lord']);

/** Whether an honest answer's key words name an entry (a name of it, or a word of a name). */
function speaksOf(answer: HonestAnswer, entry: GuideEntry): boolean {
  const words = new Set(answer.match.flat());
  return entry.names.some(
    (name) =>
      words.has(name) ||
      name
        .split(' ')
        .some((part) => part.length >= 4 && !PERSONA_NAMES.has(part) && words.has(part)),
  );
}

/** A personal message no table names, met as pain, with the visitor's telling said back. */
function personalPain(text: string, situation: Situation): Intent {
  const told = reflectBack(text, situation.pattern);
  return {
    kind: 'pain',
    pain: situation.pain,
    situation,
    ...(told === undefined ? {} : { told }),
  };
}

/** The intent of one message taken alone. */
export function detectSingle(guide: PersonaGuide, text: string, context: IntentContext): Intent {
  const { isSpiritual } = context;
  const reference = parseReference(text);
  if (reference) return { kind: 'reference', asked: reference, label: formatReference(reference) };
  const pain = detectPain(text);
  const honest = findHonest(context.honest ?? [], text, context.self, entryWordsOf(guide));
  // A doubt that uses a pain word about the teaching ("doesn't letting go of desire sound hopeless?")
  // is answered honestly; a pain told of one's own life, with a feeling, a loss or a situation, is met
  // as pain first.
  const toldOwnPain =
    pain !== undefined &&
    (pain.feeling !== undefined ||
      HELL_IDIOM.test(correctSpelling(text)) ||
      pain.loss !== undefined ||
      pain.situation !== undefined ||
      pain.told !== undefined);
  const said = correctSpelling(text);
  const entry = findEntry(guide, text);
  if (
    pain &&
    (toldOwnPain || honest === undefined) &&
    !(
      entry !== undefined &&
      (asksOfFigure(said, entry, pain) ||
        // a topic the message opens with ("mahashivratri is next week what am i supposed to do, fast?
        // stay up all night?") before a situation guessed from its words, with no feeling or loss told
        (pain.loss === undefined &&
          pain.feeling === undefined &&
          entry.names.some((name) => opensWithName(said, name))))
    )
  )
    return { kind: 'pain', ...pain };
  // A text the message opens with by its title ("kalama sutta.. is it really saying dont believe
  // anything") is looked up before any doubt it raises.
  const titled = findNamedSource(context.sources, text);
  const title = titled === undefined ? undefined : /\(([^)]+)\)/.exec(titled)?.[1];
  if (titled !== undefined && title !== undefined && opensWithName(said, normalize(title)))
    return { kind: 'reference', label: titled };
  // A doubt about a named teaching or figure is the honest answer's when that answer is about it
  // ("isnt the lingam just a phallic symbol"); a question that names one the honest answer does not
  // speak of ("angulimala, is that a real story", "my teacher said the world is maya") is the entry's.
  // A topic the message opens with ("svadharma is it like ur caste duty") is the entry's unless the
  // honest answer lists that very name.
  const opened = entry?.names.find((name) => opensWithName(said, name));
  const entryFirst =
    entry !== undefined &&
    opened !== undefined &&
    !honest?.match.some((group) => group.includes(opened));
  // A doubt that some answer raises about the entry named ("krishna had 16000 wives and stole the gopis
  // clothes. how is that a role model": the gopis' answer meets it too) is a doubt, met by the most
  // specific answer.
  const doubtOfEntry = (named: GuideEntry) =>
    findHonest(
      (context.honest ?? []).filter((answer) => speaksOf(answer, named)),
      text,
      context.self,
      entryWordsOf(guide),
    );
  if (honest && !entryFirst) {
    if (entry === undefined || speaksOf(honest, entry) || !isAskedAbout(said, entry))
      return { kind: 'honest', answer: honest };
    // Two doubts in one, the second about the figure named: both are answered.
    const also = doubtOfEntry(entry);
    if (also !== undefined)
      return { kind: 'honest', answer: honest, ...(also === honest ? {} : { also }) };
  }
  if (isWorldly(said, entry)) return { kind: 'out-of-domain', explicit: true };
  const practicals = findPracticals(said);
  const practical = practicals[0];
  const [asked, also] = practicals.filter((item) => item.id !== 'how-to-start');
  // A practical question about something the persona teaches ("how do i chant om namah shivaya, how
  // many times") names it, so the plain answer says what it is about.
  if (asked !== undefined)
    return {
      kind: 'practical',
      practical: asked,
      ...(also === undefined ? {} : { also }),
      ...(entry === undefined ? {} : { topic: entry.title }),
    };
  if (entry) return { kind: 'entry', entry };
  const named = findNamedSource(context.sources, text);
  if (named) return { kind: 'reference', label: named };
  if (practical !== undefined) return { kind: 'practical', practical };
  if (GREETING_PATTERN.test(said)) return { kind: 'greeting' };
  // A person telling of their own life, in everyday words, is met as a person before a teaching is
  // searched for (issue 41: "all my friends are married and my aunties ask at every wedding").
  if (speaksOfSelf(said.replace(HOW_QUESTION, ' ')) && !TRADITION_WORDS.test(said)) {
    const situation = personalSituation(said);
    if (situation !== undefined) return personalPain(text, situation);
  }
  if (PRACTICE_PATTERN.test(said) && isSpiritual(text)) return { kind: 'practice' };
  if (isSpiritual(text)) return { kind: 'teaching' };
  // A person is never declined (docs/decisions.md#the-built-in-guide-meets-the-question): a message about
  // oneself or one's life gets a teaching that fits it; only a subject with no person in it is.
  if (speaksOfSelf(said)) {
    const situation = personalSituation(said);
    if (situation !== undefined) return personalPain(text, situation);
    return { kind: 'teaching' };
  }
  if (LIFE_PATTERN.test(said)) return { kind: 'teaching' };
  return { kind: 'out-of-domain', explicit: false };
}

/**
 * Whether a feeling in a message is a figure's of the story, asked about ("the prodigal son story, why is
 * the older brother so mad"), not the writer's own: a question clause that names the figure and none of
 * the writer's own (I, me, my), with no loss or situation of the writer's told.
 */
function asksOfFigure(
  said: string,
  entry: GuideEntry,
  pain: NonNullable<ReturnType<typeof detectPain>>,
): boolean {
  if (pain.loss !== undefined || pain.situation !== undefined) return false;
  if (entry.kind !== 'figure' && entry.kind !== 'passage') return false;
  return said
    .split(/[.?!,;:]+/)
    .some(
      (clause) =>
        /\b(?:why|how come|what made)\b/.test(clause) &&
        !/\b(?:i|me|my|im|i'm|mine|myself)\b/.test(clause) &&
        entry.names.some((name) => name.length >= 4 && NAME_BOUNDARY(name).test(` ${clause} `)),
    );
}

// A question as visitors put one to the persona: "how is that...", "why would he...", "did you...".
const PUT_TO_PERSONA =
  /\b(?:how|why|what|who|whom|whose|did|does|do|is|isn'?t|are|was|were|would|could|should|can)\b[^.!?]*\b(?:you|u|ur|your|he|him|his|she|her|they|them|that|this|it|anyone|anybody|people|ppl)\b/;

function isPutToPersona(said: string): boolean {
  return PUT_TO_PERSONA.test(said);
}

/** The evaluation's name for an intent. */
export function labelOf(intent: Intent): IntentLabel {
  switch (intent.kind) {
    case 'entry':
      return intent.entry.kind === 'list'
        ? 'core'
        : intent.entry.kind === 'passage'
          ? 'reference'
          : intent.entry.kind === 'practice'
            ? 'practice'
            : intent.entry.kind;
    case 'honest':
      return intent.answer.kind;
    default:
      return intent.kind;
  }
}
