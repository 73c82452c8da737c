/**
 * The built-in guide's persona replies: teachings retrieved by the topic of the visitor's message
 * (MiniSearch full-text search), composed to the persona's reply length (docs/tools/chats.md#calls).
 */
import MiniSearch from 'minisearch';
import type { PersonaId } from '../../../lib/ai/catalog';
import type { ChatMessage } from '../../../lib/ai/schemas';
import { getPersona, type Persona } from '../personas';
import type { Teaching } from './content/types';
import { hashString } from './random';

/** Words that carry no topic. */
const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers herself him himself
  his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours
  ourselves out over own same she should so some such than that the their theirs them themselves then there these they this
  those through to too under until up very was we were what when where which while who whom why will with would you your
  yours yourself yourselves tell please want wants know get got make really thing things lot way ways day today best good
  much many also still even ever like just im ive dont cant wont youre whats hows lord krishna buddha jesus shiva master
  teacher friend dear sir one someone something anything everything let lets give say said need`.split(
    /\s+/,
  ),
);

/** Everyday words mapped to the topic words teachings use. */
const SYNONYMS: Record<string, string> = {
  afraid: 'fear',
  scared: 'fear',
  frightened: 'fear',
  fearful: 'fear',
  terrified: 'fear',
  angry: 'anger',
  mad: 'anger',
  furious: 'anger',
  rage: 'anger',
  resentment: 'anger',
  sad: 'sorrow',
  unhappy: 'sorrow',
  depressed: 'sorrow',
  grieving: 'grief',
  mourning: 'grief',
  loss: 'grief',
  lost: 'grief',
  worried: 'worry',
  worrying: 'worry',
  anxious: 'anxiety',
  nervous: 'anxiety',
  stressed: 'stress',
  overwhelmed: 'stress',
  lonely: 'loneliness',
  alone: 'loneliness',
  die: 'death',
  dying: 'death',
  dead: 'death',
  died: 'death',
  meditate: 'meditation',
  meditating: 'meditation',
  pray: 'prayer',
  praying: 'prayer',
  forgiving: 'forgiveness',
  forgive: 'forgiveness',
  calm: 'peace',
  peaceful: 'peace',
  purpose: 'purpose',
  meaning: 'purpose',
  job: 'work',
  career: 'work',
  jealous: 'envy',
  jealousy: 'envy',
  greedy: 'greed',
  desire: 'craving',
  desires: 'craving',
  attached: 'attachment',
  happy: 'happiness',
  joy: 'happiness',
  thankful: 'gratitude',
  grateful: 'gratitude',
  proud: 'pride',
  ego: 'ego',
  kind: 'kindness',
  compassionate: 'compassion',
  patient: 'patience',
  enlightened: 'enlightenment',
  awakening: 'enlightenment',
  breathe: 'breath',
  breathing: 'breath',
  sleep: 'rest',
  tired: 'rest',
  doubt: 'doubt',
  doubts: 'doubt',
  believe: 'faith',
  belief: 'faith',
  trust: 'faith',
};

/** Words that make a message spiritual even when no teaching names them as a topic. */
const SPIRITUAL_WORDS = new Set(
  `god soul spirit spiritual divine sacred holy heaven faith prayer meditation mind heart peace love compassion
  forgiveness fear anger grief sorrow suffering death life purpose duty dharma karma truth wisdom self ego attachment
  craving desire stillness silence awareness consciousness enlightenment nirvana moksha grace hope worry anxiety stress
  loneliness happiness gratitude kindness patience humility pride envy greed doubt breath rest sin mercy devotion yoga
  mantra om mindfulness impermanence rebirth heaven eternal virtue courage strength pain healing family relationship
  parents children marriage friendship forgive guilt shame temptation lust jealousy worship scripture teaching path
  liberation surrender calm`.split(/\s+/),
);

/** Greetings and thanks: answered with a general teaching instead of a refusal. */
const GREETING_PATTERN =
  /^\s*(hi|hello|hey|namaste|greetings|good (morning|afternoon|evening)|thank(s| you)[^?]*)[\s!.,]*$/i;

/** Follow-ups that continue the previous topic. */
const FOLLOW_UP_PATTERN =
  /^\s*(tell me more|more|go on|continue|why\??|how\??|and\??|what else\??|explain( more)?|please explain)[\s!.?]*$/i;

/** Lower-cases, drops stop words and maps synonyms; exported for tests. */
export function toTopicTerms(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map((word) => SYNONYMS[word] ?? word);
}

/** Light suffix stemming so 'fears', 'fearing' and 'fear' meet. */
function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(ings|ing|edly|ness|ful|ies|ed|es|s)$/, (suffix) =>
    suffix === 'ies' ? 'y' : '',
  );
}

function processTerm(term: string): string | null {
  const lowered = term.toLowerCase().replace(/[’']/g, '');
  if (lowered.length <= 1 || STOP_WORDS.has(lowered)) return null;
  return stem(SYNONYMS[lowered] ?? lowered);
}

interface TeachingDoc {
  id: string;
  topics: string;
  text: string;
  source: string;
}

/** A persona's searchable teachings. */
export interface TeachingIndex {
  persona: PersonaId;
  teachings: readonly Teaching[];
  search: MiniSearch<TeachingDoc>;
  topicTerms: Set<string>;
}

/** Builds the MiniSearch index over one persona's teachings. */
export function buildTeachingIndex(
  persona: PersonaId,
  teachings: readonly Teaching[],
): TeachingIndex {
  const search = new MiniSearch<TeachingDoc>({
    fields: ['topics', 'text', 'source'],
    storeFields: ['id'],
    processTerm,
  });
  search.addAll(
    teachings.map((teaching) => ({
      id: teaching.id,
      topics: teaching.topics.join(' '),
      text: teaching.text,
      source: teaching.source,
    })),
  );
  const topicTerms = new Set(
    teachings.flatMap((teaching) =>
      teaching.topics.flatMap((topic) =>
        topic
          .toLowerCase()
          .split(/[^a-z]+/)
          .map(stem),
      ),
    ),
  );
  return { persona, teachings, search, topicTerms };
}

/** Whether the visitor's words touch a spiritual topic this persona speaks to. */
function isOnTopic(index: TeachingIndex, terms: readonly string[]): boolean {
  return terms.some(
    (term) =>
      index.topicTerms.has(stem(term)) ||
      SPIRITUAL_WORDS.has(term) ||
      SPIRITUAL_WORDS.has(stem(term)),
  );
}

/** Splits a teaching into sentences. */
export function splitSentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?]["”’)\]]?)\s+(?=[A-Z*"“‘(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Counts sentences the way `splitSentences` does. */
export function countSentences(text: string): number {
  return splitSentences(text).length;
}

/** Finds teachings for the visitor's words, best first. */
export function findTeachings(index: TeachingIndex, query: string): Teaching[] {
  const results = index.search.search(query, {
    boost: { topics: 3, text: 1, source: 0.5 },
    prefix: (term) => term.length > 4,
    fuzzy: (term) => (term.length > 6 ? 0.15 : false),
    combineWith: 'OR',
  });
  const byId = new Map(index.teachings.map((teaching) => [teaching.id, teaching]));
  return results
    .map((result) => byId.get(String(result.id)))
    .filter((teaching) => teaching !== undefined);
}

/** What the built-in guide decided for a chat turn. */
export type PersonaReply =
  { kind: 'reply'; text: string; teachings: Teaching[] } | { kind: 'refusal'; text: string };

/** Adds a bracketed reference before the final punctuation of a sentence (Jesus, docs/tools/jesus-my-saviour.md#calls). */
function withReference(sentence: string, source: string): string {
  const match = /^(.*?)([.!?]["”’)]?)$/.exec(sentence);
  return match ? `${match[1]} [${source}]${match[2]}` : `${sentence} [${source}]`;
}

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length] as T;
}

/** Composes a reply of exactly the persona's sentence count from the chosen teachings. */
function compose(persona: Persona, teachings: readonly Teaching[], seed: number): string {
  const bodyCount = persona.sentences - 2;
  const body: string[] = [];
  const cited: string[] = [];
  for (const teaching of teachings) {
    const sentences = splitSentences(teaching.text).slice(0, bodyCount - body.length);
    if (sentences.length === 0) continue;
    if (persona.id === 'jesus') {
      const last = sentences.length - 1;
      sentences[last] = withReference(sentences[last] as string, teaching.source);
    }
    body.push(...sentences);
    if (!cited.includes(teaching.source)) cited.push(teaching.source);
    if (body.length >= bodyCount) break;
  }
  const spare = persona.reflections.filter((line) => !body.includes(line));
  const start = spare.length > 0 ? seed % spare.length : 0;
  const rotated = [...spare.slice(start), ...spare.slice(0, start)];
  for (let offset = 0; body.length < bodyCount; offset += 1) {
    body.push(rotated[offset] ?? pick(persona.reflections, offset));
  }
  const closer = pick(persona.closers, seed >>> 3).replace(
    '{source}',
    cited.join('; ') || 'the teachings',
  );
  return [pick(persona.openers, seed >>> 1), ...body, closer].join(' ');
}

/** Sources already cited in the persona's earlier replies, so a follow-up hears something new. */
function citedSources(
  messages: readonly ChatMessage[],
  teachings: readonly Teaching[],
): Set<string> {
  const earlier = messages
    .filter((message) => message.role === 'assistant')
    .map((message) => message.content);
  return new Set(
    teachings
      .filter((teaching) => earlier.some((reply) => reply.includes(teaching.source)))
      .map((teaching) => teaching.id),
  );
}

/** How many teachings a reply draws on. */
function teachingsPerReply(persona: Persona): number {
  return persona.sentences >= 9 ? 3 : 1;
}

/** Answers a conversation as the persona, deterministically for the same turns. */
export function replyAsPersona(
  index: TeachingIndex,
  messages: readonly ChatMessage[],
): PersonaReply {
  const persona = getPersona(index.persona);
  const userTurns = messages.filter((message) => message.role === 'user');
  const last = userTurns.at(-1)?.content ?? '';
  const seed = hashString(`${persona.id}:${last.toLowerCase().trim()}:${messages.length}`);
  const isFollowUp = FOLLOW_UP_PATTERN.test(last);
  const topicText = isFollowUp
    ? userTurns
        .slice(-2)
        .map((turn) => turn.content)
        .join(' ')
    : last;
  const terms = toTopicTerms(topicText);
  const isGreeting = GREETING_PATTERN.test(last);
  if (!isGreeting && !isFollowUp && !isOnTopic(index, terms))
    return { kind: 'refusal', text: persona.refusal };

  // Earlier turns add context with less weight than the message itself.
  const context = toTopicTerms(
    userTurns
      .slice(-3, -1)
      .map((turn) => turn.content)
      .join(' '),
  );
  const found = findTeachings(index, [...terms, ...terms, ...context].join(' '));
  const alreadyCited = citedSources(messages, index.teachings);
  const fresh = found.filter((teaching) => !alreadyCited.has(teaching.id));
  const uncited = index.teachings.filter((teaching) => !alreadyCited.has(teaching.id));
  // A follow-up wants something new: related teachings not yet cited, else any not yet cited.
  const followUpPool =
    fresh.length > 0 ? fresh : uncited.length > 0 ? [pick(uncited, seed)] : found;
  let chosen = (isFollowUp ? followUpPool : fresh.length > 0 ? fresh : found).slice(
    0,
    teachingsPerReply(persona),
  );
  if (chosen.length === 0) {
    if (!isGreeting && !isFollowUp && terms.length > 0 && !isOnTopic(index, terms)) {
      return { kind: 'refusal', text: persona.refusal };
    }
    const fallbackPool = uncited.length > 0 ? uncited : index.teachings;
    chosen = fallbackPool.length > 0 ? [pick(fallbackPool, seed)] : [];
  }
  const text = compose(persona, chosen, seed);
  return {
    kind: 'reply',
    text,
    teachings: chosen.filter((teaching) => text.includes(teaching.source)),
  };
}
