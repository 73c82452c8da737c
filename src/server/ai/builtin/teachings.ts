/**
 * The built-in guide's persona replies: what the message asks is decided first (`intent.ts`), then the
 * answer is composed from the persona's guide tables and its teachings, retrieved by topic (MiniSearch
 * full-text search), at the persona's reply length (docs/tools/chats.md#calls).
 */
import MiniSearch from 'minisearch';
import type { PersonaId } from '../../../lib/ai/catalog';
import type { ChatMessage } from '../../../lib/ai/schemas';
import { getPersona } from '../personas';
import { EMPTY_GUIDE, type Cited, type PersonaGuide } from './content/guide-types';
import { HONEST_ANSWERS } from './content/honest';
import type { Teaching } from './content/types';
import { compose, splitSentences } from './guide';
import { detectIntent, labelOf, type IntentLabel } from './intent';
import { hashString, mix } from './random';

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
  result: 'fruit',
  results: 'fruit',
  outcome: 'fruit',
  outcomes: 'fruit',
  forgave: 'forgiveness',
  forgiven: 'forgiveness',
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

// Names and words of the four traditions: a question about them is spiritual whichever persona is asked.
const TRADITION_PATTERN =
  /\b(third eye|chakras?|kundalini|mantras?|tantra|guru|temple|church|bible|scriptures?|suttas?|sutras?|sangha|samadhi|afterlife|angels?|miracles?|saints?|prophets?|christ|jesus|buddha|krishna|shiva|vishnu|parvati|ganesha|disciples?|apostles?|parables?|gospels?|psalms?|baptism|resurrection|crucifixion|gita|upanishads?|vedas?|monks?|nuns?|bodhisattva|arhat|nirvana|moksha|brahman|atman|reincarnation|rebirth|god|gods|goddess|holy|sacred|soul|spirit|heaven|hell|sin|worship|pilgrimage|fasting|ritual)\b/i;

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
  /** What a search can find: the teachings, and the guide's entries as passages (a story, a figure). */
  searchable: readonly Teaching[];
  search: MiniSearch<TeachingDoc>;
  topicTerms: Set<string>;
  /** The persona's answer tables (glossary, passages, lists, practices, comfort). */
  guide: PersonaGuide;
}

/** Builds the MiniSearch index over one persona's teachings. */
export function buildTeachingIndex(
  persona: PersonaId,
  teachings: readonly Teaching[],
  guide: PersonaGuide = EMPTY_GUIDE,
): TeachingIndex {
  const search = new MiniSearch<TeachingDoc>({
    fields: ['topics', 'text', 'source'],
    storeFields: ['id'],
    processTerm,
  });
  // The entries are found by what they tell as well as by their names ("the story where little krishna
  // lifts the whole mountain" is Govardhan's), so a question that names none of them still meets them.
  const searchable: Teaching[] = [
    ...teachings,
    ...guide.entries
      .filter((entry) => !teachings.some((teaching) => teaching.id === entry.id))
      .map((entry) => ({
        id: entry.id,
        persona,
        topics: [entry.title, ...entry.names],
        text: entry.text,
        source: entry.source,
      })),
  ];
  search.addAll(
    searchable.map((teaching) => ({
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
  return { persona, teachings, searchable, search, topicTerms, guide };
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
  const byId = new Map(index.searchable.map((teaching) => [teaching.id, teaching]));
  return results
    .map((result) => byId.get(String(result.id)))
    .filter((teaching) => teaching !== undefined);
}

/** What the built-in guide decided for a chat turn. */
export type PersonaReply =
  | { kind: 'reply'; text: string; teachings: Cited[]; intent: IntentLabel }
  | { kind: 'refusal'; text: string };

/** Answers a conversation as the persona, deterministically for the same turns (issue 22). */
export function replyAsPersona(
  index: TeachingIndex,
  messages: readonly ChatMessage[],
  variety = 0,
): PersonaReply {
  const persona = getPersona(index.persona);
  const last = messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
  // Seeded over the whole conversation so far, so a reply's written variants follow what was said, and
  // over the request's draw (`variety`, docs/ai.md#built-in-guide), so the same question asked again
  // need not get the same words (issue 41, sameness); draw 0 is the conversation alone.
  const conversation = hashString(
    [persona.id, ...messages.map((message) => `${message.role}: ${message.content.trim()}`)].join(
      '\n',
    ),
  );
  const seed = variety === 0 ? conversation : mix(conversation, `draw ${variety}`);
  const isSpiritual = (text: string) =>
    isOnTopic(index, toTopicTerms(text)) || TRADITION_PATTERN.test(text);
  const intent = detectIntent(index.guide, messages, {
    isSpiritual,
    sources: index.teachings.map((teaching) => teaching.source),
    honest: HONEST_ANSWERS[index.persona],
    self: index.persona,
  });
  if (intent.kind === 'out-of-domain') return { kind: 'refusal', text: persona.refusal };
  const composed = compose(
    {
      persona,
      guide: index.guide,
      teachings: index.teachings,
      find: (query) => findTeachings(index, query),
    },
    intent,
    last,
    messages,
    seed,
  );
  return { kind: 'reply', text: composed.text, teachings: composed.cited, intent: labelOf(intent) };
}

export { splitSentences };
