/**
 * Reflective listening (issue 41: "replies that name the visitor's situation back"): the clause of a
 * message that tells what is happening, said back in the second person ("my best friend is moving to
 * another country next week" -> "your best friend is moving to another country next week"). A table of
 * situations names the common ones in chosen words (content/situations.ts); this names the rest in the
 * visitor's own, so a situation no table foresaw is still heard as told.
 */
import { CHAT_SPELLINGS } from './spellings';

// The visitor's words for themselves, said back to them; `am`, `was` and `wasn't` follow an "I".
const SWAPS: Readonly<Record<string, string>> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  ive: "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  "we're": "you're",
  "we've": "you've",
};
const AFTER_I: Readonly<Record<string, string>> = {
  am: 'are',
  was: 'were',
  "wasn't": "weren't",
  wasnt: "weren't",
};
// Who the message is spoken to, and fillers, before the telling begins ("hey krishna, so ...").
const LEAD_IN =
  /^(?:(?:hi|hey|hello|dear|oh|o|so|well|ok|okay|um+|hm+|honestly|basically|lord|krishna|buddha|jesus|shiva|mahadev|master|teacher|friend|namaste)\b[\s,!.:-]*)+/i;
const TRAILING_FILLER = /(?:[\s,]+(?:lol|haha+|idk|tbh|lmao|smh|ugh|honestly|anyway|like))+$/i;
// A clause that asks rather than tells ("should i ...", "how do i ...").
const ASKS =
  /^(?:how|what|what's|whats|why|when|where|who|which|should|can|could|would|will|is|are|am|do|does|did|any|anyone|please|pls|help|tell|explain|teach|give)\b/i;
// Words a reply never says back: the message speaks to the guide, or of harm. Harm is the safety gate's
// to answer, and is never said back even where the gate let the message through (it meets 99 % of
// danger, not all): words of death and means, and the everyday ways of saying one wants out.
const NEVER_ECHO =
  /\b(?:you|your|u|ur|yourself|die|died|dying|dead|death|kill\w*|suicid\w*|end (?:it|it all|everything|my life|things)|disappear\w*|vanish\w*|not (?:be )?(?:here|around|alive) anymore|(?:can'?t|cannot) go on|give up on (?:life|everything)|better off without me|goodbye|hurt\w* myself|harm\w* myself|cut(?:ting)? myself|hang\w*|overdos\w*|pills?|tablets|rope|bridge|jump\w*|wrists?|blades?|gun|fuck\w*|shit\w*|bitch\w*|ass(?:hole)?|damn\w*|crap|sex\w*)\b/i;
const FIRST_PERSON = /\b(?:i|i'm|im|i've|ive|i'd|i'll|me|my|myself|we|we're|our|us)\b/i;
// A telling with nothing in it yet ("i have a question", "i need advice").
const EMPTY =
  /^i (?:have a question|need (?:some )?(?:advice|help)|want to ask|wanted to ask|am new|just want to talk|need to talk)\b/i;
// Splits a sentence where a new clause begins: at a comma or semicolon, or at a joining word that
// starts a new telling by the visitor ("... and i keep ..."; "me and my roommate" stays whole).
const CLAUSE_BREAK =
  /\s*[,;:]\s*|\s+[-–—]+\s+|\s+(?:but|and|so|because|cause|since then|and now)\s+(?=(?:i|i'm|im|i've|ive|we)\b)|(?<!\b(?:what|how|why|where|when|who))(?<!\bhow (?:many|much|long|often)(?: [a-z']+){0,2})(?<!\b(?:can|could|should|would|will|do|does|did|may|must|many|much|long|often)(?: [a-z']+)?\s+(?:i|we|you|u|one|it|they|he|she))\s+(?=(?:what|how|should|can|could|do|does|is|am|why|any)\s+(?:i|we|you|u|one|anyone|it|this|that)\b)|\s+(?=(?:what|how|why|where|when|who)\s+(?:do|does|did|should|can|could|would|will|is|are|am)\b)|\s+(?=(?:any|some) (?:advice|tips|ideas|thoughts)\b)/i;

const MIN_WORDS = 5;
const MAX_WORDS = 20;

/** A clause in the visitor's words, said back in the second person. */
function swapped(clause: string): string {
  const words = clause.split(/\s+/);
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      const previous = words[index - 1]?.toLowerCase();
      if (previous === 'i' && AFTER_I[lower] !== undefined) return AFTER_I[lower];
      return SWAPS[lower] ?? CHAT_SPELLINGS[lower] ?? word;
    })
    .join(' ');
}

// A clause that begins at its verb ("got a bad review today", "cant sleep since ..."): its "I" is meant.
export const SUBJECTLESS =
  /^(?:got|had|have|lost|failed|feel|felt|been|just|keep|kept|can't|cant|don't|dont|didn't|didnt|need|want|wanna|gonna|am|was|went|moved|started|broke|found|hate|love|miss|tried|spent|finally)\b(?!\s+(?:i|we)\b)/i;
// A clause that begins at its -ing verb ("retiring in june after 40 years", "going through a divorce"):
// its "I'm" is meant.
export const SUBJECTLESS_ING =
  /^(?:retiring|starting|leaving|moving|quitting|graduating|going through|dealing with|struggling|stuck|feeling|failing|losing|missing|waiting|turning|getting divorced|getting married|expecting|pregnant|unemployed|single|exhausted|burnt out|burned out|terrified|scared|worried|lonely)\b(?!\s+(?:i|we)\b)/i;
// A clause that begins at a done-to word ("diagnosed with ms at 31", "laid off last week"): its "I was"
// is meant.
export const SUBJECTLESS_DONE_TO =
  /^(?:diagnosed|fired|laid off|dumped|rejected|hospitali[sz]ed|evicted|bullied|cheated on|ghosted|made redundant|kicked out)\b(?!\s+(?:i|we)\b)/i;
// A clause that begins with one of the visitor's people, unowned ("neighbour plays drums till 1am"):
// their "my" is meant.
const BARE_PERSON =
  /^(?:neighbou?r|boss|manager|mum|mom|dad|wife|husband|roommate|flatmate|girlfriend|boyfriend|landlord|coworker|colleague)s?\s+(?!is\b|are\b)[a-z']+s\b/i;
// Questions a visitor asks about their own life, said back as what they wonder: "should i tell her"
// -> "whether to tell her"; "how do i tell him" -> "how to tell him"; "is it wrong that i ..." ->
// "whether it is wrong that you ...".
const ASK_FORMS: readonly [RegExp, string][] = [
  [/^should (?:i|we) (.+)$/i, 'whether to $1'],
  [/^how (?:do|can|should|could|would) (?:i|we) (.+)$/i, 'how to $1'],
  [
    /^is it (wrong|bad|selfish|normal|okay|ok|weird|fine|crazy|stupid|too late)( (?:that|to|if|for) .+)$/i,
    'whether it is $1$2',
  ],
  [/^am i (.+)$/i, 'whether you are $1'],
  [/^can (?:i|we) (.+)$/i, 'whether i can $1'],
  [/^do (?:i|we) (?:have|need) to (.+)$/i, 'whether i have to $1'],
  [/^does (.+?) mean (?:that )?(?:i|we) (.+)$/i, 'whether $1 means i $2'],
  [/^will (.+?) mind if (?:i|we) (.+)$/i, 'whether $1 will mind if i $2'],
  [/^what if (.+)$/i, 'what to do if $1'],
  [/^what (?:do|should|can) (?:i|we) do (.+)$/i, 'what to do $1'],
  [
    /^how (many|much|long|often)((?: [a-z']+){0,2}) (?:should|do|must|can) (?:i|we) (.+)$/i,
    'how $1$2 to $3',
  ],
];

/** A clause said back: what the visitor tells, or what they ask about their own life. */
export interface Told {
  /** Their words in the second person: "your best friend is moving away next week". */
  words: string;
  /** The same words as the visitor wrote them, lower case: "my best friend is moving away next week". */
  said: string;
  /** Whether it is what they wonder ("whether to tell her"), not what happened. */
  asks: boolean;
  /** What they also ask, beside a telling: "how to keep visiting without breaking down". */
  also?: string;
}

const wordCount = (clause: string) => clause.split(/\s+/).length;

/** Whether a clause may be said back: of the visitor's life, in a length a reply can hold. */
function isSayable(clause: string): boolean {
  const count = wordCount(clause);
  return (
    count >= MIN_WORDS &&
    count <= MAX_WORDS &&
    FIRST_PERSON.test(clause) &&
    !EMPTY.test(clause) &&
    !NEVER_ECHO.test(clause)
  );
}

/** A clause as told ("i ..."), as asked ("whether to ..."), or nothing. */
function heard(clause: string): Told | undefined {
  // "been going back and forth for a year" is "i have been ...", never "you been".
  const said = SUBJECTLESS.test(clause)
    ? `i ${/^been\b/i.test(clause) ? 'have ' : ''}${clause}`
    : BARE_PERSON.test(clause)
      ? `my ${clause}`
      : SUBJECTLESS_DONE_TO.test(clause)
        ? `i was ${clause}`
        : SUBJECTLESS_ING.test(clause)
          ? `i'm ${clause}`
          : clause;
  const lower = said.toLowerCase();
  if (!ASKS.test(said))
    return isSayable(said) ? { words: swapped(said), said: lower, asks: false } : undefined;
  for (const [pattern, form] of ASK_FORMS) {
    const match = pattern.exec(said);
    // The asked clause is said back from its rest, so "you" in it is the visitor's own.
    if (match !== null && isSayable(said))
      return { words: swapped(said.replace(pattern, form)), said: lower, asks: true };
  }
  return undefined;
}

/** A message's clauses, cleaned, with each pair of neighbouring tellings joined as the visitor wrote them. */
function clausesOf(text: string): string[] {
  const clauses: string[] = [];
  for (const sentence of text.replace(/[’‘`]/g, "'").split(/(?<=[.!?\n])\s*/)) {
    const pieces = sentence.split(new RegExp(`(${CLAUSE_BREAK.source})`, 'i'));
    const clean = (piece: string) =>
      piece
        .replace(/[.!?\n]+$/, '')
        .replace(LEAD_IN, '')
        .replace(TRAILING_FILLER, '')
        .replace(/\s+/g, ' ')
        .trim();
    for (let index = 0; index < pieces.length; index += 2) {
      const part = clean(pieces[index] ?? '');
      const next = clean(pieces[index + 2] ?? '');
      // "my dad wants me to do engineering but i want to study art": both halves, as one telling.
      if (
        next !== '' &&
        !ASKS.test(part) &&
        !ASKS.test(next) &&
        !/^[,;:]/.test((pieces[index + 1] ?? '').trim())
      )
        clauses.push(`${part} ${(pieces[index + 1] ?? '').trim()} ${next}`);
      clauses.push(part);
    }
  }
  return clauses;
}

/** Whether one clause holds the other (a joined telling and its halves). */
function overlaps(one: string, other: string): boolean {
  return one.includes(other) || other.includes(one);
}

/**
 * The clause of a message that tells what is happening (or, when none does, what the visitor asks about
 * their life), said back in the second person; nothing when no clause can be said back plainly (a
 * greeting, a question about the texts, words of harm). A clause holding one of `prefer`'s words (the
 * trouble the message names) is chosen over the others, and any telling over a question.
 */
export function reflectBack(text: string, prefer?: RegExp): Told | undefined {
  const all = clausesOf(text).flatMap((clause) => {
    const told = heard(clause);
    return told === undefined ? [] : [{ clause, told }];
  });
  const preferred = all.filter(({ clause }) => prefer?.test(clause) ?? false);
  const order = [
    ...preferred.filter(({ told }) => !told.asks),
    ...all.filter(({ told }) => !told.asks),
    ...preferred,
    ...all,
  ];
  // The first telling usually sets the scene ("my grandmother's bakery closed after forty years") and
  // the preferred one holds the trouble ("i keep walking past it"): both are said back when they fit.
  const trouble = order[0];
  // The scene is the first telling; when that is the trouble itself, the next telling that adds to it
  // ("got laid off today and rent is due friday. i havent even told my wife yet").
  const firstTelling = all.find(({ told }) => !told.asks);
  const scene =
    firstTelling !== undefined &&
    trouble !== undefined &&
    overlaps(firstTelling.clause, trouble.clause)
      ? (all.find(
          ({ clause, told }) =>
            !told.asks &&
            !overlaps(clause, trouble.clause) &&
            text.indexOf(clause) > text.indexOf(trouble.clause),
        ) ?? firstTelling)
      : firstTelling;
  const both =
    scene !== undefined &&
    trouble !== undefined &&
    !trouble.told.asks &&
    !scene.clause.includes(trouble.clause) &&
    !trouble.clause.includes(scene.clause) &&
    wordCount(scene.clause) + wordCount(trouble.clause) <= MAX_WORDS + 8;
  const chosen = both
    ? {
        ...(text.indexOf(scene.clause) <= text.indexOf(trouble.clause)
          ? {
              words: `${scene.told.words}, and ${trouble.told.words}`,
              said: `${scene.told.said}, and ${trouble.told.said}`,
            }
          : {
              words: `${trouble.told.words}, and ${scene.told.words}`,
              said: `${trouble.told.said}, and ${scene.told.said}`,
            }),
        asks: false,
      }
    : trouble?.told;
  // Beside what happened, the question the visitor asks about it is said back too.
  const asked = chosen?.asks === false ? order.find(({ told }) => told.asks)?.told : undefined;
  return chosen === undefined || asked === undefined ? chosen : { ...chosen, also: asked.words };
}
