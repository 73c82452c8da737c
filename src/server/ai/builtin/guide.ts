/**
 * The built-in guide's composition (issue 22): answer what was asked, with its source; meet pain with
 * care first (the loss named, the feeling allowed), then one comforting teaching, then one small step;
 * continue the last topic on a follow-up with a passage not cited before. A reply keeps the persona's
 * length (docs/ai.md#prompts) and holds at most one salutation.
 */
import type { ChatMessage } from '../../../lib/ai/schemas';
import type { Persona } from '../personas';
import {
  ACKNOWLEDGE,
  ALLOW,
  ALLOW_FEELING,
  ALSO_ASKED,
  ASKED_ACKNOWLEDGE,
  CARE_PRACTICES,
  DOUBT_ALLOWED,
  GRIEF_TOLD,
  PRESENCE,
  REFLECT_ACKNOWLEDGE,
  SITUATION_ACKNOWLEDGE,
  TOLD_FOLLOW_UP,
  lossPhrase,
} from './content/care';
import type { Cited, GuideEntry, PainKind, PersonaGuide } from './content/guide-types';
import {
  ASKED_FOLLOW_UP_OPENINGS,
  COMPARISON_OPENINGS,
  FOLLOW_UP_OPENINGS,
  NAMED_OPENINGS,
  PAIN_FOLLOW_UP_OPENINGS,
  PUSHBACK_OPENINGS,
  AFTER_OPENINGS,
  DECISION_OPENINGS,
  DECISION_STEPS,
  RECALL_OPENINGS,
  SIMPLER_OPENINGS,
  START_OPENINGS,
  STILL_FEELING_OPENINGS,
  WHY_OPENINGS,
  REFERENCE_OPENINGS,
  SOURCE_OPENINGS,
  REMEMBERED_SUBJECTS,
  SKEPTICAL_OPENINGS,
  TOPIC_FOLLOW_UP_OPENINGS,
  TOPIC_PRACTICAL_OPENINGS,
} from './content/openings';
import { subjectsOf } from './content/situations';
import type { Teaching } from './content/types';
import { mix } from './random';
import { doubtTold, namesOwnPerson, reflectBack } from './reflect';
import {
  covers,
  distance,
  findEntry,
  normalize,
  parseReference,
  type Intent,
  type Reference,
} from './intent';

/** What the composer may draw on for one persona. */
export interface GuideSources {
  persona: Persona;
  guide: PersonaGuide;
  teachings: readonly Teaching[];
  /** Full-text retrieval over the teachings, best first. */
  find: (query: string) => Teaching[];
}

/** A composed reply and the passages it cites. */
export interface Composed {
  text: string;
  cited: Cited[];
}

// Vocatives stripped from passages so the opener's salutation is the only one (issue 22).
const SALUTATION = String.raw`(?:o |oh )?(?:my (?:dear )?(?:friend|child|son|daughter|children)|dear (?:one|friend|seeker|heart|child)|noble one|beloved|seeker|dear seeker|arjuna|friend|child|little one|om,? (?:dear )?seeker)`;
const INNER = String.raw`(?:my (?:dear )?(?:friend|child)|dear (?:one|friend|seeker)|noble one|beloved|seeker|little one)`;
const LEADING_SALUTATION = new RegExp(`^(?:om,?\\s+)?${SALUTATION}[,!]\\s+`, 'i');
const INNER_SALUTATION = new RegExp(`,\\s*${INNER}(?=[,.!?;])`, 'gi');

/** A sentence without its salutations, capitalised again. */
export function withoutSalutation(sentence: string): string {
  const stripped = sentence.replace(LEADING_SALUTATION, '').replace(INNER_SALUTATION, '');
  return stripped.replace(
    /^([*"“‘(]*)([a-z])/,
    (_, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`,
  );
}

/** Splits a text into sentences (a sentence ends at . ! ? before a capital, quote or bracket). */
export function splitSentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?]["”’)\]]?)\s+(?=[A-Z*"“‘(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** A source without its title in brackets: 'Majjhima Nikaya 10 (Satipatthana Sutta)' -> 'Majjhima Nikaya 10'. */
export function shortSource(source: string): string {
  return source.replace(/\s*\([^)]*\)$/, '');
}

/** Adds the citation before a sentence's final punctuation: (Source), or [Source] for Jesus. */
export function cite(sentence: string, source: string, brackets: boolean): string {
  // A sentence that already ends on a reference of its own keeps it (no double citation).
  if (
    sentence.includes(shortSource(source)) ||
    /[([][^()[\]]*\d[^()[\]]*[)\]][.!?]?$/.test(sentence)
  )
    return sentence;
  const mark = brackets ? `[${source}]` : `(${source})`;
  const match = /^(.*?)([.!?]["”’)]?)$/.exec(sentence);
  return match ? `${match[1]} ${mark}${match[2]}` : `${sentence} ${mark}.`;
}

/** Sentences of a passage, salutations removed, the citation on the last one taken. */
function passageSentences(passage: Cited, limit: number, brackets: boolean): string[] {
  const sentences = splitSentences(passage.text)
    .map(withoutSalutation)
    .slice(0, Math.max(1, limit));
  const last = sentences.length - 1;
  if (!sentences.some((sentence) => sentence.includes(shortSource(passage.source))))
    sentences[last] = cite(sentences[last] as string, passage.source, brackets);
  return sentences;
}

function pick<T>(items: readonly T[], seed: number): T | undefined {
  return items.length === 0 ? undefined : items[seed % items.length];
}

/** What shows of a written variant whatever fills it: its longest stretch between placeholders. */
function signature(variant: string): string {
  return variant
    .split(/\{[A-Za-z0-9]+\}/)
    .map((part) => part.trim())
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '')
    .slice(0, 40);
}

/**
 * One of several written variants, by a seed over the conversation so far (issue 41, sameness):
 * never one the last reply used, and one the conversation has not heard yet when there is one.
 */
export function pickFresh(
  items: readonly string[],
  seed: number,
  earlier: readonly string[],
): string | undefined {
  const heard = (item: string, replies: readonly string[]) => {
    const mark = signature(item);
    return mark.length > 0 && replies.some((reply) => reply.includes(mark));
  };
  const last = earlier.slice(-1);
  const notLast = items.filter((item) => !heard(item, last));
  const unheard = notLast.filter((item) => !heard(item, earlier));
  return pick(unheard.length > 0 ? unheard : notLast.length > 0 ? notLast : items, seed);
}

/** A written variant, picked fresh, with what was asked filled in. */
function opening(
  items: readonly string[],
  seed: number,
  earlier: readonly string[],
  fill: { title?: string; label?: string } = {},
): string {
  const template = pickFresh(items, seed, earlier) ?? '';
  const title = fill.title ?? '';
  return template
    .replace('{title}', title)
    .replace('{Title}', capitalise(title))
    .replace('{label}', fill.label ?? '');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Sources the persona's earlier replies already cited. */
export function citedBefore(messages: readonly ChatMessage[]): string[] {
  return messages
    .filter((message) => message.role === 'assistant')
    .map((message) => message.content);
}

function isFresh(passage: { source: string }, earlier: readonly string[]): boolean {
  // Not fresh when an earlier reply cited it, or cited verses it covers (6.11 within 6.11-13).
  return !earlier.some(
    (reply) =>
      reply.includes(shortSource(passage.source)) ||
      citedReferences(reply).some((reference) => covers(passage.source, reference)),
  );
}

/**
 * Whether a passage would cite again, in one reply, a verse the reply's text already cites: by its
 * source or by a reference inside its text ('Matthew 6:34' after 'Matthew 6:33-34'; issue 41).
 */
function repeats(passage: Cited, text: string): boolean {
  const said = citedReferences(text);
  const own = [
    passage.source,
    ...[...passage.text.matchAll(/[([]([^()[\]]+)[)\]]/g)].map((match) => match[1] ?? ''),
  ];
  // `covers` holds when two ranges of one chapter meet, whichever is the wider.
  return own.some(
    (source) =>
      text.includes(shortSource(source)) || said.some((reference) => covers(source, reference)),
  );
}

/** The references a reply cites in brackets or parentheses. */
function citedReferences(reply: string): Reference[] {
  return [...reply.matchAll(/[([]([^()[\]]+)[)\]]/g)]
    .map((match) => parseReference(match[1] ?? ''))
    .filter((reference) => reference !== undefined);
}

/** Fits head + middle + tail to exactly `count` sentences, padding the middle from `padding`. */
function fit(
  head: readonly string[],
  middle: readonly string[],
  tail: readonly string[],
  padding: readonly string[],
  count: number,
): string[] {
  const room = Math.max(0, count - head.length - tail.length);
  const body = middle.slice(0, room);
  for (const line of padding) {
    if (body.length >= room) break;
    if (!body.includes(line) && !head.includes(line) && !tail.includes(line)) body.push(line);
  }
  for (let index = 0; body.length < room; index += 1)
    body.push(padding[index % padding.length] ?? '');
  return [...head, ...body, ...tail].filter((line) => line !== '').slice(0, count);
}

/** An opener that varies with the seed; `{title}` names what was asked. */
function opener(
  sources: GuideSources,
  seed: number,
  title?: string,
  earlier: readonly string[] = [],
): string {
  if (title !== undefined) return opening(NAMED_OPENINGS, seed, earlier, { title });
  return (
    pickFresh(sources.guide.openers, seed, earlier) ?? pick(sources.persona.openers, seed) ?? ''
  );
}

/** A practice line for an answer: the entry's own, else one of the persona's. */
function practiceLine(
  sources: GuideSources,
  seed: number,
  earlier: readonly string[],
  entry?: GuideEntry,
): string {
  const own = entry?.practice;
  if (own !== undefined && !earlier.some((reply) => reply.includes(own))) return own;
  return (
    pickFresh(sources.guide.practices, seed >>> 2, earlier) ?? sources.persona.reflections[0] ?? ''
  );
}

/** Safe lines that fill a reply without a new teaching and without a salutation. */
function reflections(sources: GuideSources): string[] {
  return sources.persona.reflections.map(withoutSalutation);
}

/** Related passages for a topic, best first, without those already used. */
function related(
  sources: GuideSources,
  query: string,
  exclude: readonly Cited[],
  earlier: readonly string[],
): Cited[] {
  // The same verse is never cited twice in one reply, even from an entry and a teaching (issue 41).
  const usedText = exclude.map((passage) => `(${shortSource(passage.source)})`).join(' ');
  // An entry is a reply's own subject, never a passing extra: told in passing, it would read as already
  // said when the visitor asks about it next.
  const isEntry = (passage: Cited) =>
    sources.guide.entries.some((entry) => entry.id === passage.id);
  return sources
    .find(query)
    .filter(
      (teaching) =>
        !isEntry(teaching) && isFresh(teaching, [usedText]) && isFresh(teaching, earlier),
    );
}

/** An answer built around one main passage, with a related one to fill the persona's length. */
function answer(
  sources: GuideSources,
  main: Cited,
  lead: string,
  query: string,
  seed: number,
  earlier: readonly string[],
  entry?: GuideEntry,
  beside?: Cited,
): Composed {
  const brackets = sources.persona.id === 'jesus';
  // A passage the conversation has already cited (the same story asked of again, a verse asked where it
  // is written) is told whole, with one sentence more for a passage it has not (`beside` first).
  const extras = [
    ...(beside === undefined ? [] : [beside]),
    ...related(sources, query, [main], earlier).filter((extra) => extra.id !== beside?.id),
  ];
  const stale = !isFresh(main, earlier) && extras.length > 0;
  const count = sources.persona.sentences + (stale ? 1 : 0);
  const room = count - 2;
  const first = passageSentences(main, stale ? room - 1 : room, brackets);
  const cited: Cited[] = [main];
  const middle = [...first];
  for (const extra of extras) {
    if (middle.length >= room) break;
    if (repeats(extra, middle.join(' '))) continue;
    middle.push(...passageSentences(extra, room - middle.length, brackets));
    cited.push(extra);
  }
  const text = fit(
    [lead],
    middle,
    [practiceLine(sources, seed, earlier, entry)],
    reflections(sources),
    count,
  ).join(' ');
  return { text, cited };
}

/** An entry, an honest answer or a story's part as a reply cites it. */
function asCited(
  sources: GuideSources,
  passage: Pick<GuideEntry, 'id' | 'text' | 'source'>,
): Cited {
  return {
    id: passage.id,
    persona: sources.persona.id,
    text: passage.text,
    source: passage.source,
  };
}

/** A passage of the same chapter as `passage` that the conversation has not cited, nearest first. */
function nearby(
  sources: GuideSources,
  passage: Cited,
  earlier: readonly string[],
): Cited | undefined {
  const at = parseReference(passage.source);
  if (at === undefined || at.chapter === undefined) return undefined;
  let best: { passage: Cited; far: number } | undefined;
  for (const candidate of sources.teachings) {
    if (candidate.id === passage.id || !isFresh(candidate, earlier)) continue;
    const far = distance(candidate.source, at);
    if (far < 1000 && far < (best?.far ?? Infinity)) best = { passage: candidate, far };
  }
  return best?.passage;
}

/** Where a reply cites a source, as a whole reference ('Bhagavad Gita 2.4' is not in '... 2.48'); -1 if not. */
function citedAt(reply: string, source: string): number {
  for (let at = reply.indexOf(source); at >= 0; at = reply.indexOf(source, at + 1)) {
    if (!/[0-9]/.test(reply.charAt(at + source.length))) return at;
  }
  return -1;
}

/** The first passage the last reply gave, if it cited one. */
function lastPassage(sources: GuideSources, earlier: readonly string[]): Cited | undefined {
  const reply = earlier.at(-1);
  if (reply === undefined) return undefined;
  let first: { at: number; passage: Cited } | undefined;
  for (const passage of allPassages(sources)) {
    const at = citedAt(reply, shortSource(passage.source));
    if (at >= 0 && (first === undefined || at < first.at)) first = { at, passage };
  }
  return first?.passage;
}

/**
 * The first sentence of the first passage the last reply gave ("Look at the birds of the air; they do not
 * sow or reap, yet your Father feeds them"), as it can be said again; undefined when it cited none.
 */
function saidLast(sources: GuideSources, earlier: readonly string[]): string | undefined {
  const passage = lastPassage(sources, earlier);
  const sentence = passage === undefined ? undefined : splitSentences(passage.text)[0];
  if (sentence === undefined) return undefined;
  return withoutSalutation(sentence)
    .replace(/\s*[([][^()[\]]*[)\]]/g, '')
    .replace(/[.!?]+$/, '');
}

/** The entry the latest reply that told one told (its opening words said), if any. */
function entryToldLast(sources: GuideSources, earlier: readonly string[]): GuideEntry | undefined {
  for (const reply of [...earlier].reverse()) {
    const entry = sources.guide.entries.find((candidate) =>
      reply.includes(candidate.text.slice(0, 60)),
    );
    if (entry !== undefined) return entry;
  }
  return undefined;
}

/**
 * The part a short turn asks of the entry the last reply told (its `start`, `why` or `after`), when it has
 * it and the conversation has not heard it yet.
 */
function partOfLastEntry(
  sources: GuideSources,
  question: string,
  earlier: readonly string[],
): { entry: GuideEntry; part: { passage: Cited; openings: readonly string[] } } | undefined {
  const last = earlier.at(-1);
  if (last === undefined || question.trim().split(/\s+/).length > 8) return undefined;
  const entry = entryToldLast(sources, [last]);
  const part = entry === undefined ? undefined : storyPart(sources, entry, question, earlier);
  return entry === undefined || part === undefined ? undefined : { entry, part };
}

// A turn that points back at the figure just spoken of ("why did he ...").
const POINTS_AT_FIGURE = /\b(?:he|she|they|him|her|his|them)\b/;

/**
 * The story the last reply told, when a turn names a thing within it (`named`, an entry of its own that
 * the story's text names) and asks why its figure acted or what happened after ("why did he put his own
 * eye on the linga", after Kannappa), with the part it asks for; undefined otherwise.
 */
function storyNaming(
  sources: GuideSources,
  named: GuideEntry,
  question: string,
  earlier: readonly string[],
): { entry: GuideEntry; part: { passage: Cited; openings: readonly string[] } } | undefined {
  const last = earlier.at(-1);
  if (last === undefined || !POINTS_AT_FIGURE.test(normalize(question))) return undefined;
  const entry = entryToldLast(sources, [last]);
  if (entry === undefined || entry.id === named.id) return undefined;
  const told = ` ${entry.text.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  const mentioned = named.names.some((name) => name.length >= 4 && told.includes(` ${name} `));
  if (!mentioned) return undefined;
  const part = storyPart(sources, entry, question, earlier);
  return part === undefined ? undefined : { entry, part };
}

/** Everything the persona can cite, entries and teachings. */
function allPassages(sources: GuideSources): Cited[] {
  return [...sources.guide.entries.map((entry) => asCited(sources, entry)), ...sources.teachings];
}

// Words of a question that say nothing of its topic.
const QUESTION_WORDS = new Set(
  `about after again also always another anything because been before being better could does doing done even
  every feel feeling from going have having into just know like make more most much never other really right
  should since some still supposed than that then them there these they thing think this those though through
  what when where which while will with without would your yours wrong true work works working happen happens
  tell mean means said says`.split(/\s+/),
);

// Word forms whose stem is not their start ('she forgave me' is about forgiveness).
const IRREGULAR_STEMS: Readonly<Record<string, string>> = {
  forgave: 'forgiv',
  forgiven: 'forgiv',
  died: 'death',
  dies: 'death',
  dying: 'death',
  dead: 'death',
  thought: 'think',
  children: 'child',
  went: 'going',
  temper: 'anger',
};

/** The stems of a question's topic words ('the older brother' -> older, brother). */
function questionStems(question: string): string[] {
  return normalize(question)
    .replace(/[^a-z ]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length >= 4 && !QUESTION_WORDS.has(word))
    .map((word) => {
      const stripped = word.replace(/(?:ings?|ed|es|s)$/, '');
      return (
        IRREGULAR_STEMS[word] ??
        (stripped.length < 4 ? word : stripped.slice(0, Math.max(4, word.length - 3)))
      );
    });
}

/**
 * The passage a follow-up asks for: one that meets two of its own words, else two of its words and the
 * turn before it ("ok so how do i actually use that at 7:15" after "i lose my temper with my kids every
 * morning"), else one of its own words.
 */
function askedWithin(
  sources: GuideSources,
  question: string,
  before: string,
  earlier: readonly string[],
  told?: GuideEntry,
): Cited | undefined {
  // The words that named the story just told say nothing new ("karma yoga" in "how do i do karma yoga at
  // a job i hate", then "but how does that work if my job is boring").
  const named = new Set(
    told === undefined ? [] : normalize(`${told.title} ${told.names.join(' ')}`).split(/[^a-z]+/),
  );
  const rest = normalize(before)
    .split(/[^a-z0-9']+/)
    .filter((word) => !named.has(word))
    .join(' ');
  return (
    aboutQuestion(sources, question, earlier, undefined, 2) ??
    aboutQuestion(sources, `${rest} ${question}`, earlier, undefined, 2) ??
    aboutQuestion(sources, question, earlier)
  );
}

/**
 * The fresh passage that speaks to the most of a question's own words (issue 41: the last turn
 * decides the topic), or nothing when no passage holds one of them; the first of equals wins.
 */
function aboutQuestion(
  sources: GuideSources,
  question: string,
  earlier: readonly string[],
  candidates: readonly Cited[] = allPassages(sources),
  least = 1,
): Cited | undefined {
  const stems = [...new Set(questionStems(question))];
  if (stems.length === 0) return undefined;
  const patterns = stems.map((stem) => new RegExp(`\\b${stem}`, 'i'));
  let best: { passage: Cited; score: number; said: number } | undefined;
  for (const passage of candidates) {
    if (!isFresh(passage, earlier)) continue;
    // A teaching's topics count as its words ('forgiveness' for a passage on letting go of blame), and
    // an entry's names ('loving kindness' for the metta entry).
    const names = sources.guide.entries.find((entry) => entry.id === passage.id)?.names ?? [];
    const words =
      'topics' in passage
        ? `${passage.text} ${String(passage.topics)}`
        : `${passage.text} ${names.join(' ')}`;
    const score = patterns.filter((pattern) => pattern.test(words)).length;
    // Among equals, a passage whose own words say it ("forgiving") before one only tagged with it.
    const said = score === 0 ? 0 : patterns.filter((pattern) => pattern.test(passage.text)).length;
    if (score > (best?.score ?? 0) || (score > 0 && score === best?.score && said > best.said))
      best = { passage, score, said };
  }
  return best !== undefined && best.score >= least ? best.passage : undefined;
}

/** Comfort passages for a pain: the guide's own, then gentle teachings found by the pain's name. */
function comfortFor(sources: GuideSources, pain: PainKind): Cited[] {
  const own = sources.guide.comfort[pain].map((comfort, index) => ({
    id: `${sources.persona.id}-comfort-${pain}-${index}`,
    persona: sources.persona.id,
    ...comfort,
  }));
  // A guide without comfort of its own (a test fixture) falls back to teachings on the pain.
  return own.length > 0 ? own : [...sources.find(pain), ...sources.teachings];
}

// Pains whose comfort also consoles this one, nearest first.
const KINDRED: Readonly<Record<PainKind, readonly PainKind[]>> = {
  grief: ['sadness', 'loneliness'],
  heartbreak: ['sadness', 'loneliness', 'worthlessness'],
  fear: ['anxiety', 'illness'],
  anxiety: ['fear', 'sadness'],
  anger: ['shame', 'sadness'],
  loneliness: ['sadness', 'worthlessness'],
  shame: ['worthlessness', 'sadness'],
  worthlessness: ['shame', 'loneliness'],
  work: ['anxiety', 'money'],
  money: ['anxiety', 'work'],
  illness: ['fear', 'sadness'],
  sadness: ['loneliness', 'worthlessness'],
};

/**
 * The opening that names back what happened: a situation a table names, in its chosen words, unless the
 * visitor told more around it; a death, by the one who died; anything else in the visitor's own words
 * (reflect.ts); else the table's phrase, the loss, or the pain's plain acknowledgement.
 */
function namedBack(
  intent: Extract<Intent, { kind: 'pain' }>,
  seed: number,
  earlier: readonly string[],
): string {
  const { situation, told, loss } = intent;
  const acknowledge = ACKNOWLEDGE[intent.pain];
  const situationLine = (phrase: string) =>
    (pickFresh(SITUATION_ACKNOWLEDGE, seed, earlier) as string)
      .replace('{situation}', phrase)
      .replace('{Situation}', capitalise(phrase));
  const lossLine = (who: string) =>
    (pickFresh(acknowledge.withLoss, seed, earlier) as string).replace('{loss}', lossPhrase(who));
  if (situation !== undefined && situation.id !== 'personal' && told === undefined)
    return situationLine(situation.phrase);
  if (intent.pain === 'grief' && loss !== undefined && acknowledge.withLoss.length > 0)
    return told === undefined || told.asks
      ? lossLine(loss)
      : `${lossLine(loss)} ${(pickFresh(GRIEF_TOLD, seed >>> 2, earlier) as string).replace('{told}', told.words)}`;
  if (told !== undefined)
    return (pickFresh(told.asks ? ASKED_ACKNOWLEDGE : REFLECT_ACKNOWLEDGE, seed, earlier) as string)
      .replace('{told}', told.words)
      .replace('{Told}', capitalise(told.words));
  if (situation !== undefined) return situationLine(situation.phrase);
  if (loss !== undefined && acknowledge.withLoss.length > 0) return lossLine(loss);
  return pickFresh(acknowledge.plain, seed, earlier) as string;
}

/** Care first: the loss named, the feeling allowed, one comforting teaching, one small step. */
function care(
  sources: GuideSources,
  intent: Extract<Intent, { kind: 'pain' }>,
  seed: number,
  earlier: readonly string[],
  lead?: string,
  question?: string,
  remembered = '',
): Composed {
  const brackets = sources.persona.id === 'jesus';
  const count = sources.persona.sentences;
  const { situation } = intent;
  const named = namedBack(intent, seed, earlier);
  const allowed =
    intent.feeling !== undefined
      ? (pickFresh(ALLOW_FEELING, seed >>> 3, earlier) as string).replace(
          '{feeling}',
          intent.feeling,
        )
      : (pickFresh(ALLOW[intent.pain], seed >>> 3, earlier) as string);
  const also =
    intent.told?.also === undefined || lead !== undefined || named.includes(intent.told.also)
      ? []
      : [
          (pickFresh(ALSO_ASKED, seed >>> 5, earlier) as string).replace(
            '{also}',
            intent.told.also,
          ),
        ];
  const head = lead === undefined ? [`${named}${remembered}`, ...also, allowed] : [lead, allowed];
  const pool = comfortFor(sources, intent.pain);
  const fresh = pool.filter((passage) => isFresh(passage, earlier));
  // When a long conversation has used this pain's comfort, gentle teachings for kindred pains follow.
  const kindred = KINDRED[intent.pain]
    .flatMap((kind) => comfortFor(sources, kind))
    .filter(
      (passage) => isFresh(passage, earlier) && !pool.some((own) => own.source === passage.source),
    );
  // A follow-up's own question ("do you think she forgave me?") is met by a passage on it first.
  // On a first telling, only comfort (the pain's own, then its kindred's) is searched: a teaching
  // that fits the words may still scold the feeling. A how-question ("how do I calm my restless
  // mind?") asks for a teaching too, comfort first.
  const comfort = [...pool, ...KINDRED[intent.pain].flatMap((kind) => comfortFor(sources, kind))];
  const asksHow =
    question !== undefined && /\bhow (?:do|can|should|could) (?:i|we)\b/i.test(question);
  const candidates =
    lead !== undefined ? undefined : asksHow ? [...comfort, ...allPassages(sources)] : comfort;
  // A first telling's comfort keeps its variety unless two of the visitor's words point elsewhere.
  const asked =
    question === undefined
      ? undefined
      : aboutQuestion(
          sources,
          question,
          earlier,
          candidates,
          lead !== undefined || asksHow ? 1 : 2,
        );
  const ordered = [
    ...(asked === undefined ? [] : [asked]),
    ...rotate(fresh, mix(seed, 'comfort')).filter((passage) => passage.source !== asked?.source),
    ...kindred,
    ...(fresh.length + kindred.length > 0 ? [] : rotate(pool, mix(seed, 'comfort'))),
  ];
  const room = count - head.length - 1;
  const middle: string[] = [];
  const cited: Cited[] = [];
  // One comforting teaching; a longer reply (Buddha, Jesus) has room for a presence line and a second.
  for (const passage of ordered) {
    if (middle.length >= room || cited.length >= 3) break;
    if (repeats(passage, middle.join(' '))) continue;
    if (cited.length === 1) middle.push(pickFresh(PRESENCE, seed >>> 7, earlier) as string);
    if (middle.length >= room) break;
    middle.push(...passageSentences(passage, Math.min(2, room - middle.length), brackets));
    cited.push(passage);
  }
  const practices = situation?.steps ?? CARE_PRACTICES[intent.pain];
  const step = pickFresh(practices, seed >>> 9, earlier) as string;
  // A pointer to a doctor or counsellor is said whatever the persona's length (issue 41).
  const tail = situation?.pointer === undefined ? [step] : [situation.pointer, step];
  const text = fit(
    head,
    middle,
    tail,
    PRESENCE,
    Math.max(count, head.length + tail.length + 1),
  ).join(' ');
  return { text, cited };
}

function rotate<T>(items: readonly T[], seed: number): T[] {
  if (items.length === 0) return [];
  const start = seed % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/** The passage that answers a reference look-up: the one that covers it, else the nearest. */
function lookUp(
  sources: GuideSources,
  intent: Extract<Intent, { kind: 'reference' }>,
): {
  passage?: Cited;
  exact: boolean;
} {
  const passages = allPassages(sources);
  const asked = intent.asked;
  if (asked === undefined) {
    const named = passages.find((passage) => passage.source === intent.label);
    return named ? { passage: named, exact: true } : { exact: false };
  }
  // The passage of that very verse before one whose range holds it ("18.66" is the refuge verse, not the
  // summary cited as 18.65-66).
  const exact =
    passages.find((passage) => shortSource(passage.source) === intent.label) ??
    passages.find((passage) => covers(passage.source, asked));
  if (exact) return { passage: exact, exact: true };
  let nearest: { passage: Cited; far: number } | undefined;
  for (const passage of passages) {
    const far = distance(passage.source, asked);
    if (far < (nearest?.far ?? Infinity)) nearest = { passage, far };
  }
  return nearest ? { passage: nearest.passage, exact: false } : { exact: false };
}

/**
 * " I am keeping in mind what you told me about your sister and your mom.": the people and things the
 * conversation was told with (`told`, the earlier turns), said after a question about them that names none
 * of them itself ("so should i be the one to call first?"); '' when there are none.
 */
function rememberedOf(
  told: string,
  lastText: string,
  seed: number,
  earlier: readonly string[],
): string {
  const asked = lastText.toLowerCase();
  const subjects = subjectsOf(told.toLowerCase()).filter(
    (subject) => !asked.includes(subject.replace(/^(?:your|the) /, '')),
  );
  if (subjects.length === 0) return '';
  const line = pickFresh(REMEMBERED_SUBJECTS, seed, earlier) as string;
  return ` ${line.replace('{subjects}', subjects.join(' and '))}`;
}

/** Composes the reply to an intent that is not declined. */
export function compose(
  sources: GuideSources,
  intent: Exclude<Intent, { kind: 'out-of-domain' }>,
  lastText: string,
  messages: readonly ChatMessage[],
  seed: number,
): Composed {
  const earlier = citedBefore(messages);
  switch (intent.kind) {
    case 'pain': {
      // A question asked within a pain told earlier keeps that telling's people in view.
      const told = messages
        .filter((message) => message.role === 'user')
        .slice(0, -1)
        .map((message) => message.content)
        .join('. ');
      // So does a later turn that names nothing of its own ("is it ok that im still this sad", after
      // "my cat died last week").
      const bare =
        intent.told === undefined && intent.loss === undefined && intent.situation === undefined;
      const remembered =
        intent.told?.asks === true || bare ? rememberedOf(told, lastText, seed, earlier) : '';
      // "is it ok that im still this sad": the feeling allowed in the visitor's own word.
      const feeling = stillFeeling(lastText);
      const still =
        feeling === undefined
          ? ''
          : ` ${opening(STILL_FEELING_OPENINGS, seed, earlier).replace('{feeling}', feeling)}`;
      return care(sources, intent, seed, earlier, undefined, lastText, `${remembered}${still}`);
    }
    case 'entry': {
      const { entry } = intent;
      // "wait why did he put his own eye on the linga" after Kannappa: a thing the story just told names,
      // asked why or what after of its figure, is that story's part, not the thing's own entry.
      const within = storyNaming(sources, entry, lastText, earlier);
      if (within !== undefined) {
        const title = within.entry.title.replace(/^the (?:parable|story) of (?:the )?/i, 'the ');
        const lead = opening(within.part.openings, seed, earlier, { title });
        const query = `${within.entry.title} ${within.part.passage.text}`;
        return answer(sources, within.part.passage, lead, query, seed + 1, earlier);
      }
      // "how do i do metta? who do i start with": where to begin is told beside it.
      const start =
        entry.start !== undefined && START_QUESTION.test(normalize(lastText))
          ? asCited(sources, { ...entry.start, id: `${entry.id}-start` })
          : undefined;
      return answer(
        sources,
        asCited(sources, entry),
        opener(sources, seed, entry.title, earlier),
        `${entry.title} ${entry.text}`,
        seed,
        earlier,
        entry,
        start,
      );
    }
    case 'reference': {
      const { passage, exact } = lookUp(sources, intent);
      if (!passage) return general(sources, lastText, seed, earlier);
      const lead = exact
        ? opening(REFERENCE_OPENINGS, seed, earlier, { label: intent.label })
        : `I will not put words into ${intent.label} that I cannot vouch for, so here is the nearest passage I know well.`;
      const entry = sources.guide.entries.find((candidate) => candidate.source === passage.source);
      return answer(sources, passage, lead, passage.text, seed, earlier, entry);
    }
    case 'follow-up': {
      // What the earlier turns told, so a follow-up that names none of it is met as theirs.
      const told = messages
        .filter((message) => message.role === 'user')
        .slice(0, -1)
        .map((message) => message.content)
        .join('. ');
      return followUp(sources, intent, lastText, seed, earlier, told);
    }
    case 'practical':
      return practical(sources, intent, lastText, seed, earlier);
    case 'honest': {
      const { answer: honest } = intent;
      // "easy for you to say. you had 16000 wives": a doubt thrown back as a push back still meets who
      // and what the earlier turns told.
      const userTurns = messages.filter((message) => message.role === 'user');
      const thrownBack =
        earlier.length > 0 && userTurns.length > 1 && PUSHBACK_LIKE.test(normalize(lastText))
          ? rememberedOf(
              userTurns
                .slice(0, -1)
                .map((message) => message.content)
                .join('. '),
              lastText,
              seed,
              earlier,
            )
          : '';
      const lead = `${opening(
        honest.kind === 'comparison' ? COMPARISON_OPENINGS : SKEPTICAL_OPENINGS,
        seed,
        earlier,
      )}${thrownBack}`;
      const cited = asCited(sources, honest);
      const brackets = sources.persona.id === 'jesus';
      // A second doubt in the same message (`also`) is answered after the first, in brief.
      const second = intent.also === undefined ? undefined : asCited(sources, intent.also);
      const body = [
        ...passageSentences(cited, second === undefined ? 6 : 4, brackets),
        ...(second === undefined ? [] : passageSentences(second, 3, brackets)),
      ];
      // An answer whose source the conversation already cited (the story just told, now doubted) goes
      // on to one passage it has not.
      const beside = isFresh(cited, earlier)
        ? undefined
        : related(sources, `${lastText} ${honest.text}`, [cited], earlier)[0];
      const further = beside === undefined ? [] : passageSentences(beside, 1, brackets);
      const text = [lead, ...body, ...further, practiceLine(sources, seed, earlier)].join(' ');
      return {
        text,
        cited: [
          cited,
          ...(second === undefined ? [] : [second]),
          ...(beside === undefined ? [] : [beside]),
        ],
      };
    }
    case 'practice':
    case 'teaching':
    case 'greeting': {
      // "easy for krishna to say, he was god": a push back the intent read as a question of its own is
      // owned as one, with what the turn before it told.
      const userTurns = messages.filter((message) => message.role === 'user');
      if (earlier.length > 0 && userTurns.length > 1 && PUSHBACK_LIKE.test(normalize(lastText))) {
        const previousText = userTurns.at(-2)?.content ?? '';
        const told = userTurns
          .slice(0, -1)
          .map((message) => message.content)
          .join('. ');
        return followUp(
          sources,
          { kind: 'follow-up', previous: { kind: 'teaching' }, previousText, pushback: true },
          lastText,
          seed,
          earlier,
          told,
        );
      }
      // A short turn that asks on of the story just told, read as a question of its own ("what did shiva
      // do then" after Ravana at Kailash, "ok which one do i start with" after the Eightfold Path): the
      // part of that story it asks for.
      const asked = partOfLastEntry(sources, lastText, earlier);
      if (asked !== undefined) {
        const title = asked.entry.title.replace(/^the (?:parable|story) of (?:the )?/i, 'the ');
        const lead = opening(asked.part.openings, seed, earlier, { title });
        const query = `${asked.entry.title} ${asked.part.passage.text}`;
        return answer(sources, asked.part.passage, lead, query, seed + 1, earlier);
      }
      return general(sources, lastText, seed, earlier);
    }
  }
}

/** A practical question: its plain answer first, then a passage on the topic, then a small step. */
function practical(
  sources: GuideSources,
  intent: Extract<Intent, { kind: 'practical' }>,
  lastText: string,
  seed: number,
  earlier: readonly string[],
): Composed {
  const query = `${intent.practical.topic} ${intent.previousText ?? ''} ${lastText}`;
  const found = sources.find(query).filter((teaching) => isFresh(teaching, earlier));
  const main =
    found[0] ??
    pick(
      sources.teachings.filter((teaching) => isFresh(teaching, earlier)),
      seed,
    ) ??
    pick(sources.teachings, seed);
  if (!main) return { text: intent.practical.answer, cited: [] };
  const brackets = sources.persona.id === 'jesus';
  // Two questions in one ("the best time, and how long?") get both plain answers.
  // In a conversation the answer names what it was about ("with the Jesus Prayer, ..."), so a plain
  // answer to "how long should i do it?" still meets the thing asked about.
  const answered = splitSentences(
    intent.also === undefined
      ? intent.practical.answer
      : `${intent.practical.answer} ${intent.also.answer}`,
  );
  // A situation told beside the question ("i share a hostel room with my cousin ... can i do it without
  // one") is said back before the answer, so the answer meets it.
  const told = reflectBack(lastText);
  const situation =
    told !== undefined && !told.asks && told.also !== undefined
      ? [`${capitalise(told.words)}, and you ask ${told.also}.`]
      : [];
  // A doubt told beside it ("how do u pray if ur not even sure anyone is listening") is allowed first.
  const doubt = doubtTold(lastText);
  const doubted =
    doubt === undefined
      ? []
      : [
          (pickFresh(DOUBT_ALLOWED, seed, earlier) as string)
            .replace('{doubt}', doubt)
            .replace('{Doubt}', capitalise(doubt)),
        ];
  const head =
    intent.topic === undefined
      ? [...doubted, ...situation, ...answered]
      : [
          (pickFresh(TOPIC_PRACTICAL_OPENINGS, seed, earlier) as string).replace(
            '{topic}',
            intent.topic,
          ),
          ...doubted,
          ...situation,
          ...answered,
        ];
  const passage = passageSentences(
    main,
    Math.max(1, sources.persona.sentences - head.length - 1),
    brackets,
  );
  const text = fit(
    head,
    passage,
    [practiceLine(sources, seed, earlier)],
    reflections(sources),
    Math.max(sources.persona.sentences, head.length + 2),
  ).join(' ');
  return { text, cited: [main] };
}

/** A general spiritual question: the best teaching for its words, then a small practice. */
function general(
  sources: GuideSources,
  text: string,
  seed: number,
  earlier: readonly string[],
): Composed {
  const found = sources.find(text);
  const fresh = found.filter((teaching) => isFresh(teaching, earlier));
  const main =
    fresh[0] ??
    found[0] ??
    pick(
      sources.teachings.filter((teaching) => isFresh(teaching, earlier)),
      seed,
    ) ??
    pick(sources.teachings, seed);
  if (!main)
    return {
      text: fit(
        [opener(sources, seed)],
        [],
        [],
        reflections(sources),
        sources.persona.sentences,
      ).join(' '),
      cited: [],
    };
  return answer(sources, main, opener(sources, seed, undefined, earlier), text, seed, earlier);
}

// Books a visitor may guess a passage is from: the word typed, how a source names it, how it is said.
const NAMED_BOOKS: readonly (readonly [string, string, string])[] = [
  ['gita', 'Bhagavad Gita', 'the Gita'],
  ['dhammapada', 'Dhammapada', 'the Dhammapada'],
  ['mahabharata', 'Mahabharata', 'the Mahabharata'],
  ['bhagavata', 'Bhagavata Purana', 'the Bhagavata'],
  ['ramayana', 'Ramayana', 'the Ramayana'],
  ['shiva purana', 'Shiva Purana', 'the Shiva Purana'],
  ['shiva sutras', 'Shiva Sutras', 'the Shiva Sutras'],
];

/** A follow-up continues the last topic with a passage not cited before. */
function followUp(
  sources: GuideSources,
  intent: Extract<Intent, { kind: 'follow-up' }>,
  lastText: string,
  seed: number,
  earlier: readonly string[],
  toldBefore: string = intent.previousText,
): Composed {
  const about = intent.about === undefined ? undefined : intent.about.replace(/^my /, 'your ');
  // A turn declined between ("and who won in the end") leaves the story told before it as the thread:
  // "what happened after that" after it goes on with that story.
  const toldEntry =
    intent.previous.kind === 'out-of-domain' ? entryToldLast(sources, earlier) : undefined;
  const previous: Intent =
    toldEntry === undefined ? intent.previous : { kind: 'entry', entry: toldEntry };
  if (intent.asksSource === true) {
    // The passage the visitor spoke of: of those the conversation gave, the one their last words meet
    // ("the birds and the lilies thing?"), else the one the topic's words meet, else the last reply's.
    const given = (text: string | undefined) =>
      text === undefined
        ? undefined
        : sources.find(normalize(text)).find((passage) => !isFresh(passage, earlier));
    // "where is that written" after a turn that leaned on the last ("how do i actually use that") asks
    // for the passage that turn was answered with, not one an older reply gave on the same topic.
    const last = earlier.slice(-1);
    const givenLast = (text: string | undefined) =>
      text === undefined
        ? undefined
        : sources.find(normalize(text)).find((passage) => !isFresh(passage, last));
    // A turn that leaned on what was said ("how do i actually use that") was answered by the last reply,
    // whose passage is the one asked of; one that named its own ("the lilies of the field thing?") is
    // found by its words.
    const leaned =
      intent.pointedAt !== undefined && /\b(?:that|this|it)\b/.test(normalize(intent.pointedAt));
    const asked =
      (leaned ? (givenLast(intent.pointedAt) ?? lastPassage(sources, earlier)) : undefined) ??
      given(intent.pointedAt) ??
      given(intent.previousText) ??
      sources.find(normalize(intent.previousText))[0] ??
      lastPassage(sources, earlier);
    if (asked !== undefined) {
      // "is that in the gita or somewhere else": a book named that the passage is not from is said so.
      const guessed = NAMED_BOOKS.find(([word]) =>
        new RegExp(`\\b${word}\\b`).test(normalize(lastText)),
      );
      const lead =
        guessed !== undefined && !asked.source.startsWith(guessed[1])
          ? `Not in ${guessed[2]}: it is told in ${shortSource(asked.source)}, and it reads like this.`
          : (pickFresh(SOURCE_OPENINGS, seed, earlier) as string).replace(
              '{source}',
              shortSource(asked.source),
            );
      // After a turn that leaned on the reply before it, the passage that reply gave is named too
      // ("where is that written" after anger, then "how do i use that at 7:15": 5.23, and 2.62-63), and
      // the passage beside stays one not given yet.
      const first = leaned ? lastPassage(sources, earlier.slice(0, -1)) : undefined;
      const alsoFirst = first !== undefined && first.source !== asked.source ? first : undefined;
      const more =
        alsoFirst === undefined
          ? ''
          : ` What I told you of it first is in ${shortSource(alsoFirst.source)}.`;
      return answer(
        sources,
        asked,
        `${lead}${more}`,
        intent.previousText,
        seed + 1,
        earlier,
        undefined,
        nearby(sources, asked, earlier) ??
          related(sources, intent.previousText, [asked], earlier)[0] ??
          related(sources, asked.text, [asked], earlier)[0],
      );
    }
  }
  const said = intent.pushback === true ? saidLast(sources, earlier) : undefined;
  if (said !== undefined) {
    // A push back is owned first; the reply then goes on to a passage it has not given yet.
    // What the visitor told before is named too ("easy for u to say u live on kailash", after the in-laws
    // in the kitchen), so the push back is met as theirs.
    // A push back that tells something of its own ("easy for you to say. my dad has to keep working at 63
    // because of me") is met with that first.
    const own = reflectBack(lastText);
    const ownLine =
      own !== undefined && !own.asks && namesOwnPerson(own.said)
        ? ` ${(pickFresh(TOLD_FOLLOW_UP, seed >>> 3, earlier) as string).replace('{told}', own.words)}`
        : '';
    const before = reflectBack(intent.previousText);
    const situation =
      before !== undefined && !before.asks
        ? `${ownLine} I have not forgotten that ${before.words.replace(/^(?:but|and|so|ok|okay|well|also)\s+/i, '')}.`
        : `${ownLine}${rememberedOf(toldBefore, lastText, seed, earlier)}`;
    const lead = `${(pickFresh(PUSHBACK_OPENINGS, seed, earlier) as string).replace('{said}', said)}${situation}`;
    const topic = `${intent.previousText} ${lastText}`;
    const found = sources.find(normalize(topic)).filter((teaching) => isFresh(teaching, earlier));
    // A passage that meets two of the push back's own words ("u live on kailash, i live in a 2bhk") first.
    const main =
      aboutQuestion(sources, lastText, earlier, undefined, 2) ??
      found[0] ??
      pick(
        sources.teachings.filter((teaching) => isFresh(teaching, earlier)),
        seed,
      );
    if (main) return answer(sources, main, lead, topic, seed + 1, earlier);
  }
  // The new question said back ("you ask whether you can do that in a job you hate"), so the reply
  // shows it heard what was asked this time.
  const told = about === undefined ? reflectBack(lastText) : undefined;
  // "what do i actually do when he walks in the door": the moment asked about, said back when no telling is.
  const asking =
    told?.asks === true ? told.words : told === undefined ? whatToDoWhen(lastText) : undefined;
  // A telling of the turn's own ("my dad has to keep working at 63 because of me") is said back too.
  const askedLead =
    asking !== undefined
      ? (pickFresh(ASKED_FOLLOW_UP_OPENINGS, seed, earlier) as string).replace('{asked}', asking)
      : told !== undefined && !told.asks && namesOwnPerson(told.said)
        ? (pickFresh(TOLD_FOLLOW_UP, seed, earlier) as string).replace('{told}', told.words)
        : undefined;
  if (previous.kind === 'pain') {
    // What the pain was told of is named again ("I have not forgotten what you said about your cat"),
    // so a turn that names nothing of its own ("is it ok that im still this sad") is met as theirs.
    const remembered = rememberedOf(toldBefore, lastText, seed, earlier);
    // A choice asked within the pain ("ok but do i go to the reception or not") is answered as one.
    const choice = choiceAsked(lastText);
    // "is it ok that im still this sad": the feeling allowed in the visitor's own word first.
    const feeling = stillFeeling(lastText);
    const lead =
      choice !== undefined
        ? `${opening(DECISION_OPENINGS, seed, earlier).replace('{choice}', choice)}${remembered} ${pickFresh(DECISION_STEPS, seed >>> 4, earlier) as string}`
        : feeling !== undefined && about === undefined
          ? `${opening(STILL_FEELING_OPENINGS, seed, earlier).replace('{feeling}', feeling)}${remembered}`
          : about !== undefined
            ? `${capitalise(about)} matters in this too, and what you feel about them is allowed.`
            : askedLead !== undefined
              ? `${askedLead}${remembered}`
              : `${opening(PAIN_FOLLOW_UP_OPENINGS, seed, earlier)}${remembered}`;
    return care(sources, previous, seed + 1, earlier, lead, lastText);
  }
  // A story doubted and answered honestly ("how did ganesha get the elephant head"), then "what happened
  // to him after that": the part of that story the question asks for.
  const doubted =
    previous.kind === 'honest' && about === undefined
      ? findEntry(sources.guide, intent.previousText)
      : undefined;
  const doubtedPart =
    doubted === undefined ? undefined : storyPart(sources, doubted, lastText, earlier);
  if (doubted !== undefined && doubtedPart !== undefined) {
    const title = doubted.title.replace(/^the (?:parable|story) of (?:the )?/i, 'the ');
    const lead = opening(doubtedPart.openings, seed, earlier, { title });
    return answer(
      sources,
      doubtedPart.passage,
      lead,
      `${title} ${doubtedPart.passage.text}`,
      seed + 1,
      earlier,
    );
  }
  // A doubt answered, then a question on what it left open ("why dont i remember any of them" after the
  // doubt on past lives): the entry doubted, when its words meet the question and it was not told yet.
  if (
    doubted !== undefined &&
    isFresh(doubted, earlier) &&
    recall(doubted, lastText) !== undefined
  ) {
    const lead =
      askedLead ?? opening(TOPIC_FOLLOW_UP_OPENINGS, seed, earlier, { title: doubted.title });
    const query = `${doubted.title} ${doubted.text}`;
    return answer(sources, asCited(sources, doubted), lead, query, seed + 1, earlier);
  }
  if (previous.kind === 'entry' && about === undefined) {
    // A question on the story just told: why its figure acted, what happened after, told from the
    // entry's own `why` or `after`; else the story's sentence that meets the question is said back
    // first ("so was indra the bad guy": the sentence where Indra sends the storm), then a passage further.
    const { entry } = previous;
    // "too deep. explain like im 10": the story's sentence that met the question before, said plainly,
    // then one passage further.
    if (SIMPLER_QUESTION.test(normalize(lastText))) {
      const plain =
        recall(entry, intent.previousText) ??
        withoutSalutation(splitSentences(entry.text)[0] ?? '').replace(
          /\s*[([][^()[\]]*[)\]]/g,
          '',
        );
      const lead = (pickFresh(SIMPLER_OPENINGS, seed, earlier) as string).replace(
        '{recalled}',
        plain,
      );
      const query = `${entry.title} ${entry.names.join(' ')} ${entry.text}`;
      const next = relatedEntryOrTeaching(sources, query, earlier, entry);
      if (next) return answer(sources, next, lead, query, seed + 1, earlier);
    }
    const part = storyPart(sources, entry, lastText, earlier);
    const recalled = recall(entry, lastText, part?.passage.text);
    const recalling =
      recalled === undefined
        ? undefined
        : (pickFresh(RECALL_OPENINGS, seed, earlier) as string)
            .replace('{title}', entry.title)
            .replace('{recalled}', recalled);
    if (part !== undefined) {
      // "the story of the Good Samaritan", not "the story of the parable of the Good Samaritan"
      const title = entry.title.replace(/^the (?:parable|story) of (?:the )?/i, 'the ');
      const lead = recalling ?? opening(part.openings, seed, earlier, { title });
      const query = `${entry.title} ${part.passage.text}`;
      return answer(sources, part.passage, lead, query, seed + 1, earlier);
    }
    if (recalling !== undefined) {
      const lead = recalling;
      const query = `${entry.title} ${entry.names.join(' ')} ${entry.text}`;
      const next =
        aboutQuestion(sources, lastText, earlier) ??
        relatedEntryOrTeaching(sources, query, earlier, entry);
      if (next) return answer(sources, next, lead, query, seed + 1, earlier);
    }
  }
  if (previous.kind === 'entry' || previous.kind === 'reference') {
    const title = previous.kind === 'entry' ? previous.entry.title : previous.label;
    const query =
      previous.kind === 'entry'
        ? `${previous.entry.title} ${previous.entry.names.join(' ')} ${previous.entry.text}`
        : intent.previousText;
    const next =
      askedWithin(
        sources,
        lastText,
        intent.previousText,
        earlier,
        previous.kind === 'entry' ? previous.entry : undefined,
      ) ??
      relatedEntryOrTeaching(
        sources,
        query,
        earlier,
        previous.kind === 'entry' ? previous.entry : undefined,
      );
    const lead =
      about !== undefined
        ? `As for ${about}, the same light of ${title} falls there too.`
        : askedLead !== undefined
          ? `${askedLead}${rememberedOf(toldBefore, lastText, seed, earlier)}`
          : opening(TOPIC_FOLLOW_UP_OPENINGS, seed, earlier, { title });
    if (next) return answer(sources, next, lead, query, seed + 1, earlier);
  }
  const topic = `${intent.previousText} ${about ?? ''} ${lastText}`;
  const found = sources.find(normalize(topic)).filter((teaching) => isFresh(teaching, earlier));
  const main =
    askedWithin(sources, `${about ?? ''} ${lastText}`, intent.previousText, earlier) ??
    found[0] ??
    pick(
      sources.teachings.filter((teaching) => isFresh(teaching, earlier)),
      seed,
    );
  const lead =
    about !== undefined
      ? `${capitalise(about)} belongs in this too, so let us look again.`
      : `${askedLead ?? opening(FOLLOW_UP_OPENINGS, seed, earlier)}${rememberedOf(toldBefore, lastText, seed, earlier)}`;
  if (!main) return general(sources, lastText, seed, earlier);
  return answer(sources, main, lead, topic, seed + 1, earlier);
}

// A follow-up that asks why a story's figure acted, or what happened after.
const WHY_QUESTION =
  /\b(?:why|how come|what for|for what|reason|what (?:was|were) (?:he|she|they) (?:waiting|doing|thinking)|waiting for)\b/;
const AFTER_QUESTION =
  /\b(?:what happen(?:s|ed)?|happened (?:to|after|next|then)|after (?:that|this|all that)|afterwards?|later|next|in the end|end(?:ed)? up|still alive|ever|again|get over|got over|bec(?:a|o)me of|then what|(?:do|did) (?:then|next)|said back|say back|first thing (?:\w+ )?(?:said|say|told)|what did (?:\w+ )?(?:say|tell|answer|reply)|replied)\b/;
// A push back the intent may read as a question of its own ("easy for krishna to say").
const PUSHBACK_LIKE = /\beasy (?:for|4) [a-z]+(?: [a-z]+)? to say\b|\beasier said than done\b/;
// A follow-up that asks where to begin with a list or practice (an entry's `start`).
const START_QUESTION =
  /\b(?:which|what|where)\b[^?.!]*\b(?:start|begin)\w*\b|\b(?:start|begin) with\b|\bwhich (?:one|part|step) first\b/;
// A follow-up that asks for what was just told more simply.
const SIMPLER_QUESTION =
  /\b(?:explain (?:it |that |this )?(?:to me )?like (?:i'?m|i am|im) (?:a |an )?(?:\d+|five|ten|twelve|kid|child|baby)|eli5|too deep|too complicated|too complex|in simpler (?:words|terms)|simpler|dumb (?:it|that) down)\b/;

/**
 * The moment a follow-up asks what to do in ("what do i actually do when he walks in the door" -> "what
 * to do when he walks in the door"), in the second person, or undefined.
 */
function whatToDoWhen(question: string): string | undefined {
  const match =
    /\bwhat (?:do|should|can|shall) i (?:actually |even |just |really )?(do|say) ((?:when|if|before|after|once|while) [^?.!]+)/.exec(
      normalize(question),
    );
  if (match === null) return undefined;
  const moment = (match[2] ?? '')
    .trim()
    .replace(/\bmy\b/g, 'your')
    .replace(/\b(?:i|me)\b/g, 'you')
    .replace(/\bmyself\b/g, 'yourself');
  return `what to ${match[1] ?? 'do'} ${moment}`;
}

/** The feeling a follow-up asks may last ("is it ok that im still this sad" -> "sad"), or undefined. */
function stillFeeling(question: string): string | undefined {
  return /\b(?:is it (?:ok|okay|alright|all right|normal|wrong|bad|weird)|am i (?:wrong|weird|bad|crazy)) (?:that |if |to )?(?:i'?m |i am |im |i feel |to feel |to be |i'?m feeling )?still (?:this |so |feeling )?(sad|angry|upset|hurt|lonely|numb|anxious|scared|heartbroken|grieving|crying|missing (?:him|her|them))\b/.exec(
    normalize(question),
  )?.[1];
}

/**
 * The choice a follow-up asks ("do i go to the reception or not"), in the second person ("go to the
 * reception"), or undefined.
 */
function choiceAsked(question: string): string | undefined {
  const match =
    /\b(?:do|should|shall|must) i (?:still |even |actually |just )?((?:go|stay|attend|call|text|tell|say|leave|quit|reply|answer|invite|visit|block|send|skip|see|meet)\b[^?.!]*?),? or (?:not|no)\b/.exec(
      normalize(question),
    );
  const choice = match?.[1];
  if (choice === undefined) return undefined;
  return choice
    .replace(/\bmy\b/g, 'your')
    .replace(/\b(?:i|me)\b/g, 'you')
    .replace(/\bmyself\b/g, 'yourself');
}

/**
 * The part of a story a follow-up asks for (an entry's `why` or `after`, or where to begin with it,
 * `start`), when the entry has it and the conversation has not heard it yet.
 */
function storyPart(
  sources: GuideSources,
  entry: GuideEntry,
  question: string,
  earlier: readonly string[],
): { passage: Cited; openings: readonly string[] } | undefined {
  const said = normalize(question);
  const asked =
    entry.start !== undefined && START_QUESTION.test(said)
      ? { part: entry.start, name: 'start', openings: START_OPENINGS }
      : WHY_QUESTION.test(said)
        ? { part: entry.why, name: 'why', openings: WHY_OPENINGS }
        : AFTER_QUESTION.test(said)
          ? { part: entry.after, name: 'after', openings: AFTER_OPENINGS }
          : undefined;
  const part = asked?.part;
  if (asked === undefined || part === undefined) return undefined;
  if (earlier.some((reply) => reply.includes(part.text.slice(0, 60)))) return undefined;
  return {
    passage: asCited(sources, { ...part, id: `${entry.id}-${asked.name}` }),
    openings: asked.openings,
  };
}

/**
 * The sentence of a story already told that meets a follow-up's own words ("so was indra the bad guy"
 * after Govardhan: the sentence where Indra sends the storm), without its citation; words of the story's
 * title do not count, for every sentence holds them. Beside a part of the story told next (`beside`),
 * only a sentence that names someone the question names and that part does not ("why did parvati stop
 * it at his throat", the blue throat's why) is said back.
 */
function recall(entry: GuideEntry, question: string, beside?: string): string | undefined {
  const title = normalize(entry.title);
  const stems = [...new Set(questionStems(question))].filter((stem) => !title.includes(stem));
  if (stems.length === 0) return undefined;
  // (citations apart: "Adi Parva" names no one)
  const uncited = (text: string) => text.replace(/\s*[([][^()[\]]*[)\]]/g, '');
  const named = (stem: string, sentence: string) =>
    new RegExp(`\\b${stem.charAt(0).toUpperCase()}${stem.slice(1)}`).test(uncited(sentence)) &&
    !new RegExp(`\\b${stem}`, 'i').test(uncited(beside ?? ''));
  const patterns = stems.map((stem) => new RegExp(`\\b${stem}`, 'i'));
  let best: { sentence: string; score: number } | undefined;
  for (const sentence of splitSentences(entry.text)) {
    if (beside !== undefined && !stems.some((stem) => named(stem, sentence))) continue;
    const score = patterns.filter((pattern) => pattern.test(sentence)).length;
    if (score > (best?.score ?? 0)) best = { sentence, score };
  }
  if (best === undefined) return undefined;
  const plain = best.sentence.replace(/\s*[([][^()[\]]*[)\]]/g, '').replace(/[.!?]*$/, '.');
  return plain;
}

/** The next passage on an entry's topic that the conversation has not cited yet. */
function relatedEntryOrTeaching(
  sources: GuideSources,
  query: string,
  earlier: readonly string[],
  entry?: GuideEntry,
): Cited | undefined {
  const fromEntries = sources.guide.entries.filter(
    (candidate) =>
      candidate !== entry &&
      isFresh(candidate, earlier) &&
      entry !== undefined &&
      candidate.names.some((name) => entry.text.toLowerCase().includes(name) && name.length > 3),
  );
  const fromTeachings = sources.find(query).filter((teaching) => isFresh(teaching, earlier));
  const entryFound = fromEntries[0];
  return entryFound ? asCited(sources, entryFound) : fromTeachings[0];
}
