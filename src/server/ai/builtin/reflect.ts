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
  // a possessive typed without its apostrophe ("is this shivas tandav in my life")
  shivas: "shiva's",
  krishnas: "krishna's",
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
// A laugh typed inside a telling ("she says my adobo is wrong lol but it really hurts"): never said back.
const INNER_LAUGH = /\s+(?:lol|lmao|haha+|hehe+)(?=\s)/gi;
// A clause that asks rather than tells ("should i ...", "how do i ...").
const ASKS =
  /^(?:how|what|what's|whats|why|when|where|who|which|should|can|could|would|will|is|are|am|do|does|did|any|anyone|please|pls|help|tell|explain|teach|give)\b/i;
// Words a reply never says back: the message speaks to the guide, or of harm. Harm is the safety gate's
// to answer, and is never said back even where the gate let the message through (it meets 99 % of
// danger, not all): words of death and means, and the everyday ways of saying one wants out.
const NEVER_ECHO =
  /\b(?:you|your|u|ur|yourself|die|died|dying|dead|death|kill\w*|suicid\w*|end (?:it|it all|everything|my life|things)|disappear\w*|vanish\w*|not (?:be )?(?:here|around|alive) anymore|(?:can'?t|cannot) go on|give up on (?:life|everything)|better off without me|goodbye|hurt\w* myself|harm\w* myself|cut(?:ting)? myself|hang\w*|overdos\w*|pills?|tablets|rope|bridge|jump\w*|wrists?|blades?|gun|fuck\w*|shit\w*|bitch\w*|ass(?:hole)?|damn\w*|crap|sex\w*)\b/i;
// One of the visitor's own people, named as theirs ("my parents", "our son").
const OWN_PERSON =
  /\b(?:my|our)\s+(?:\w+\s+)?(?:parents?|mother|mom|mum|father|dad|son|daughter|kids?|children|husband|wife|partner|brother|sister|family|friends?|boyfriend|girlfriend|fiancee?|grand\w+|in-?laws?|boss|roommate|flatmate)\b/i;
const FIRST_PERSON = /\b(?:i|i'm|im|i've|ive|i'd|i'll|me|my|myself|we|we're|our|us)\b/i;

/** Whether words the visitor wrote name one of their own people ("my dad", "our son"). */
export function namesOwnPerson(said: string): boolean {
  return OWN_PERSON.test(said);
}
// A telling with nothing in it yet ("i have a question", "i need advice").
const EMPTY =
  /^i (?:have a question|need (?:some )?(?:advice|help)|want to ask|wanted to ask|am new|just want to talk|need to talk)\b/i;
// Splits a sentence where a new clause begins: at a comma or semicolon, or at a joining word that
// starts a new telling by the visitor ("... and i keep ..."; "me and my roommate" stays whole).
const CLAUSE_BREAK =
  /\s*[,;:]\s*|\s+[-–—]+\s+|\s+(?:but|and|so|because|cause|since then|and now)\s+(?=(?:i|i'm|im|i've|ive|we)\b)|(?<!\b(?:what|how|why|where|when|who))(?<!\bhow (?:many|much|long|often)(?: [a-z']+){0,2})(?<!\b(?:can|could|should|would|will|do|does|did|may|must|many|much|long|often)(?: [a-z']+)?\s+(?:i|we|you|u|one|it|they|he|she))(?<!\b(?:i|we|you|u|they|he|she))\s+(?=(?:what|how|should|can|could|do|does|is|am|why|any)\s+(?:i|we|you|u|one|anyone|it|this|that)\b)|\s+(?=(?:what|how|why|where|when|who)\s+(?:do|does|did|should|can|could|would|will|is|are|am)\b)|\s+(?=(?:any|some) (?:advice|tips|ideas|thoughts)\b)/i;

// "ill" typed for "i'll" ("im scared ill just freeze up"): after a word that leads into what one will do,
// and before a verb, it is never the illness.
export const ILL_FOR_I_WILL =
  /\b(scared|afraid|worried|think|hope|know|sure|guess|maybe|probably|and|but|so|then|or)\s+ill(?=\s+(?:just|never|be|have|get|go|do|say|make|lose|freeze|mess|cry|break|forget|always|probably|not|ever|end|fail|look|see|tell|call|try|stay)\b)/gi;

// A clause that tells what the visitor feels.
const FELT =
  /\b(?:feel|feels|felt|feeling|numb|cry|crying|cried|scared|afraid|terrified|ashamed|guilty|lonely|empty|heartbroken|furious)\b/i;

const MIN_WORDS = 5;
const MAX_WORDS = 20;
// How many words more than one clause's two tellings said back together may hold.
const TOGETHER_EXTRA = 10;

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
// A clause that begins with how long a state of one's life lasted ("19 years married and he left"): "i
// had been married for 19 years".
const SPAN_OF_STATE =
  /^(\d+|a few|many|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty) (years?|yrs?|months?) (married|together|sober|clean)\b/i;
// A clause that begins with a long illness and how long it has lasted ("fibromyalgia for 6 years"): its
// "i've had" is meant.
const SUBJECTLESS_ILLNESS =
  /^(?:fibromyalgia|fibro|chronic pain|chronic fatigue|migraines|lupus|ms|arthritis|endometriosis|long covid|crohn'?s|diabetes|epilepsy|insomnia|depression|tinnitus|ptsd|ocd|cancer|back pain|pcos)\s+for\s+(?:\d+|a few|many|two|three|four|five|six|seven|eight|nine|ten|twenty)\s+(?:years?|yrs?|months?|weeks?)\b/i;
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
  // "is this shivas tandav in my life or what": what the visitor wonders their trouble is.
  [/^is (this|that|it) (.+?)(?: or (?:what|not|something))?$/i, 'whether $1 is $2'],
  [/^what (?:do|should|can) (?:i|we) do (.+)$/i, 'what to do $1'],
  [
    /^how (many|much|long|often)((?: [a-z']+){0,2}) (?:should|do|must|can) (?:i|we) (.+)$/i,
    'how $1$2 to $3',
  ],
];

// Who makes the first move after a falling out ("who should text first"): asked of the visitor and their
// person, so it needs no "i" of its own.
const WHO_FIRST =
  /^who (?:should|has to|needs to|is supposed to|ought to) (?:text|call|message|reach out|apologi[sz]e|say sorry|speak|talk|make the first move|make up)\b.*$/i;
// A choice told inside a longer telling ("going back and forth for months on whether to take a job across
// the country or stay near my parents"): said back as what the visitor wonders.
const WONDERS_WHETHER =
  /\b(?:on|about|over|deciding|decide|sure|know) (whether (?:to|i should) .+)$/i;
// A wish to do something and not knowing what or how ("i need to tell my boss but i dont know how").
const UNSURE_HOW =
  /^i (?:want|need|have|wanna|would like|'d like) to (.+?) but i (?:don'?t|dont|do not) know (what|how)$/i;
// A clause that ends on what it does not know ("i dont know what"): its object is the clause before it.
const DANGLING = /\b(?:know|sure|decide) (?:what|how|where|why|who)$/i;
// When the trouble weighs most ("weekends are the worst"): said back beside the telling.
const HARDEST_TIME =
  /^(?:the )?(?:weekends?|nights?|evenings?|mornings?|sundays?|holidays|the holidays|mondays?|night ?time|bedtime)\s+(?:are|is)\s+the\s+(?:worst|hardest|toughest|loneliest)$/i;

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

/**
 * A clause that begins with how long a state lasted, told in full: "19 years married and he left" ->
 * "after 19 years of our marriage, he left"; "6 years together" -> "we had been together for 6 years".
 */
function spanTold(clause: string): string {
  const match = SPAN_OF_STATE.exec(clause);
  if (match === null) return clause;
  const [start, span = '', unit = '', state = ''] = match;
  const rest = clause.slice(start.length).trim();
  const then = /^and\s+/i.test(rest) ? rest.replace(/^and\s+/i, '') : '';
  if (state.toLowerCase() === 'married' && then !== '')
    return `after ${span} ${unit} of our marriage, ${then}`;
  const who = state.toLowerCase() === 'together' ? 'we' : 'i';
  return `${who} had been ${state} for ${span} ${unit}${rest === '' ? '' : ` ${rest}`}`;
}

/** A clause as told ("i ..."), as asked ("whether to ..."), or nothing. */
function heard(clause: string): Told | undefined {
  // "been going back and forth for a year" is "i have been ...", never "you been".
  if (WHO_FIRST.test(clause) && !NEVER_ECHO.test(clause) && wordCount(clause) <= MAX_WORDS)
    return { words: swapped(clause.toLowerCase()), said: clause.toLowerCase(), asks: true };
  const said = SPAN_OF_STATE.test(clause)
    ? spanTold(clause)
    : SUBJECTLESS_ILLNESS.test(clause)
      ? `i've had ${clause}`
      : SUBJECTLESS.test(clause)
        ? `i ${/^been\b/i.test(clause) ? 'have ' : ''}${clause}`
        : BARE_PERSON.test(clause)
          ? `my ${clause}`
          : SUBJECTLESS_DONE_TO.test(clause)
            ? `i was ${clause}`
            : SUBJECTLESS_ING.test(clause)
              ? `i'm ${clause}`
              : clause;
  const lower = said.toLowerCase();
  // "i want to say something before he goes but i dont know what": what they wonder is what to say.
  const unsure = UNSURE_HOW.exec(said);
  if (unsure !== null && isSayable(said)) {
    const [, doing = '', what = ''] = unsure;
    const done = doing.replace(/\s*\bsomething\b\s*/i, ' ').trim();
    return { words: swapped(`${what.toLowerCase()} to ${done}`), said: lower, asks: true };
  }
  if (!ASKS.test(said)) {
    if (isSayable(said)) return { words: swapped(said), said: lower, asks: false };
    // Too long to say back whole, a telling of a choice is said back as what is wondered.
    const choice = WONDERS_WHETHER.exec(said)?.[1];
    return choice !== undefined && isSayable(choice)
      ? { words: swapped(choice), said: lower, asks: true }
      : undefined;
  }
  for (const [pattern, form] of ASK_FORMS) {
    const match = pattern.exec(said);
    // The asked clause is said back from its rest, so "you" in it is the visitor's own.
    if (match !== null && isSayable(said))
      return { words: swapped(said.replace(pattern, form)), said: lower, asks: true };
  }
  return undefined;
}

const CLAUSE_SPLIT = new RegExp(`(${CLAUSE_BREAK.source})`, 'i');
// A person introduced in a few words before a comma ("my son is 19, i pushed him into engineering").
const INTRODUCED = /^(?:my |our )?[a-z']+(?: [a-z']+)? (?:is|was|just turned|turned) \d+$/i;
// A clause that goes on about the one just named ("my business partner, who was like a brother to me").
const RELATIVE = /^(?:who|whom|whose)\b/i;
// An event named with its time and no verb ("bus accident in himachal last year"), then what followed.
const BARE_EVENT =
  /^(?!.*\b(?:i|i'm|im|me|we|is|are|was|were|am|has|have|had)\b)(?:[a-z']+ ){1,6}(?:last (?:year|month|week|summer|winter|spring|autumn|fall)|(?:a|an|\d+|two|three|four|five|six) (?:years?|yrs?|months?|weeks?) ago|in \d{4})$/i;
const SINCE_THEN = /^since then\s+/i;
const DETERMINED = /^(?:my|our|the|a|an|that|this|his|her|their)\b/i;

/**
 * A sentence's pieces (clauses and the breaks between them) with a clause that cannot stand alone joined
 * to its neighbours at a comma: a person introduced ("my son is 19"), a clause about the one just named
 * ("who was like a brother to me for 12 yrs"), an event told before what has followed it ("bus accident
 * in himachal last year, since then i panic ..." -> "since the bus accident ..., i panic ...").
 */
function joinedAtCommas(pieces: readonly string[]): string[] {
  const joined = [...pieces];
  const atComma = (index: number) => /^\s*,/.test(joined[index] ?? '');
  for (let index = 0; index + 2 < joined.length; index += 2) {
    const part = (joined[index] ?? '').trim();
    const next = (joined[index + 2] ?? '').trim();
    if (!atComma(index + 1)) continue;
    if (RELATIVE.test(next) && index + 4 < joined.length && atComma(index + 3)) {
      const rest = (joined[index + 4] ?? '').trim();
      const whole = `${part}, ${next}, ${rest}`;
      // Too long to say back, the clause about the one named is left out: "my business partner quietly
      // moved all our clients to his new firm".
      joined.splice(index, 5, wordCount(whole) <= MAX_WORDS ? whole : `${part} ${rest}`);
      index -= 2;
    } else if (INTRODUCED.test(part)) {
      joined.splice(index, 3, `${part}, ${next}`);
      index -= 2;
    } else if (BARE_EVENT.test(part) && SINCE_THEN.test(next)) {
      const event = DETERMINED.test(part) ? part : `the ${part}`;
      joined.splice(index, 3, `since ${event}, ${next.replace(SINCE_THEN, '')}`);
      index -= 2;
    }
  }
  return joined;
}

/** A message with straight apostrophes and "ill" read as "i'll" where it is meant so. */
function plainOf(text: string): string {
  return text.replace(/[’‘`]/g, "'").replace(ILL_FOR_I_WILL, "$1 i'll");
}

/** A message's clauses, cleaned, with each pair of neighbouring tellings joined as the visitor wrote them. */
function clausesOf(text: string): string[] {
  const clauses: string[] = [];
  for (const sentence of plainOf(text).split(/(?<=[.!?\n])\s*/)) {
    const pieces = joinedAtCommas(sentence.split(CLAUSE_SPLIT));
    const clean = (piece: string) =>
      piece
        .replace(/[.!?\n]+$/, '')
        .replace(LEAD_IN, '')
        .replace(TRAILING_FILLER, '')
        .replace(INNER_LAUGH, '')
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
        !DANGLING.test(part) &&
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
 * trouble the message names) is chosen over the others, and any telling over a question; a clause
 * holding one of `avoid`'s is never said back.
 */
export function reflectBack(typed: string, prefer?: RegExp, avoid?: RegExp): Told | undefined {
  const text = plainOf(typed);
  const clauses = clausesOf(text);
  const all = clauses.flatMap((clause) => {
    // A clause of what the reply names in its own words (a death, "my father passed away") is not said
    // back beside it.
    if (avoid?.test(clause.toLowerCase()) === true) return [];
    const told = heard(clause);
    return told === undefined ? [] : [{ clause, told }];
  });
  const preferred = all.filter(({ clause }) => prefer?.test(clause) ?? false);
  // Where no clause that can be said back holds the trouble's words (a death is never said back), the one
  // that tells what the visitor feels is the trouble ("i get home and feel nothing at all").
  const felt = preferred.length > 0 ? [] : all.filter(({ clause }) => FELT.test(clause));
  const order = [
    ...preferred.filter(({ told }) => !told.asks),
    ...felt.filter(({ told }) => !told.asks),
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
      ? (() => {
          const after = all.filter(
            ({ clause, told }) =>
              !told.asks &&
              !overlaps(clause, trouble.clause) &&
              text.indexOf(clause) > text.indexOf(trouble.clause),
          );
          // One that names the visitor's own people ("my parents paid for everything") says most.
          return after.find(({ clause }) => OWN_PERSON.test(clause)) ?? after[0] ?? firstTelling;
        })()
      : firstTelling;
  const both =
    scene !== undefined &&
    trouble !== undefined &&
    !trouble.told.asks &&
    !scene.clause.includes(trouble.clause) &&
    !trouble.clause.includes(scene.clause) &&
    wordCount(scene.clause) + wordCount(trouble.clause) <= MAX_WORDS + TOGETHER_EXTRA;
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
  // Two short questions are both said back ("who should text first and whether to just let it go").
  const [one, other, ...more] = all.filter(({ told }) => told.asks);
  const [first, second] =
    one !== undefined &&
    other !== undefined &&
    more.length === 0 &&
    !overlaps(one.clause, other.clause) &&
    wordCount(`${one.told.words} and ${other.told.words}`) <= MAX_WORDS
      ? [one, other]
      : [order.find(({ told }) => told.asks), undefined];
  const asked =
    chosen?.asks === false && first !== undefined
      ? second === undefined
        ? first.told.words
        : `${first.told.words} and ${second.told.words}`
      : undefined;
  const withAsked =
    chosen === undefined || asked === undefined ? chosen : { ...chosen, also: asked };
  return withHardestTime(withAsked, clauses);
}

/** A telling with when it weighs most said after it ("..., and weekends are the worst"). */
function withHardestTime(told: Told | undefined, clauses: readonly string[]): Told | undefined {
  if (told === undefined || told.asks) return told;
  const hardest = clauses.find((clause) => HARDEST_TIME.test(clause));
  if (hardest === undefined || told.said.includes(hardest.toLowerCase())) return told;
  if (wordCount(told.words) + wordCount(hardest) > MAX_WORDS + TOGETHER_EXTRA) return told;
  const lower = hardest.toLowerCase();
  return { ...told, words: `${told.words}, and ${lower}`, said: `${told.said}, and ${lower}` };
}

// A doubt told beside a question ("how do u pray if ur not even sure anyone is listening"): whether anyone
// hears, or is there at all.
const DOUBT =
  /\bnot (even |really |totally |fully )?sure (?:if |whether |that )?(anyone|anybody|someone|god|he|jesus|krishna|shiva|the buddha|buddha|anything) (?:(?:is|even) )*(listening|there|real|hears?(?: me)?|exists?|cares?)\b/i;

/**
 * The doubt a message tells of its own ("how do u pray if ur not even sure anyone is listening"), said
 * back in the second person: "you are not even sure anyone is listening"; nothing when it tells none.
 */
export function doubtTold(typed: string): string | undefined {
  const match = DOUBT.exec(plainOf(typed));
  if (match === null) return undefined;
  const [, how = '', who = '', what = ''] = match;
  const verb = /^(?:listening|there|real)$/i.test(what) ? `is ${what}` : what;
  return `you are not ${how}sure ${who.toLowerCase()} ${verb.toLowerCase()}`;
}
