/**
 * Situations visitors describe in everyday words (issue 41: "my boss yells at me every day", "got laid
 * off today", "everyone at school ignores me"), so the guide meets a person without a spiritual keyword
 * and names what happened back to them: being laid off today is not "before work tomorrow", and an affair
 * confessed is not a break-up. Ordered: the first situation that matches is the one named.
 */
import type { PainKind } from './guide-types';

/** One everyday situation and how a reply meets it. */
export interface Situation {
  /** Stable id, kebab-case. */
  id: string;
  /** What the visitor's words hold (matched against the lower-cased, spelling-corrected message). */
  pattern: RegExp;
  /** The kind of pain whose comfort fits it. */
  pain: PainKind;
  /**
   * How the reply names it back, as a noun phrase that follows "with" or "through": 'losing your job'.
   * `{1}` is the pattern's first capture, `{topic}` the first subject the message names, `{about}` " about"
   * that subject, or nothing when it names none.
   */
  phrase: string;
  /** Small steps that fit it (replace the pain's own, which may not: "before work tomorrow"). */
  steps?: readonly string[];
  /** A line said after the teaching: where to find a person who can help (a doctor, a counsellor). */
  pointer?: string;
}

/** A gentle pointer to professional help, for signs of depression or anything that needs a person. */
export const PROFESSIONAL_HELP =
  'If this heaviness has lasted for weeks, please also speak with a doctor or a counsellor; it is a strength to ask, and depression is treatable.';

/** The situations, most specific first. */
export const SITUATIONS: readonly Situation[] = [
  {
    id: 'affair-confessed',
    pattern:
      /\bi (?:cheated|have cheated|had an affair|have been having an affair|was unfaithful|slept with (?:someone|another|my))\b(?:[^.?!]*?\b(?:my|on my) (wife|husband|partner|girlfriend|boyfriend|fiancee?))?/,
    pain: 'shame',
    phrase: 'having cheated, and what it has done to your {1} and to you',
    steps: [
      'Today, write down plainly what happened and who was hurt, without excuses and without cruelty to yourself; it is where an honest amends begins.',
      'Before you speak with them again, take ten slow breaths and decide to listen fully, without defending yourself.',
    ],
  },
  {
    id: 'betrayed',
    pattern:
      /\b(?:cheated on me|(?:he|she|they) (?:had|is having|was having) an affair|found (?:out )?(?:messages|texts) (?:from|to) (?:another|someone)|was unfaithful to me)\b/,
    pain: 'heartbreak',
    phrase: 'being betrayed by someone you trusted',
  },
  {
    id: 'laid-off',
    pattern:
      /\b(?:laid off|got fired|been fired|was fired|fired me|let me go|lost my job|made redundant|got sacked|lost my position|contract (?:was )?(?:ended|terminated))\b/,
    pain: 'work',
    phrase: 'losing your job',
    steps: [
      'Today, let yourself rest from the news; tomorrow, write down one next step, such as one person to call or one place to apply, and do only that.',
      'Tonight, take five slow breaths and tell yourself, "I lost a job, not my worth," then tell one person you trust what happened.',
    ],
  },
  {
    id: 'boss-yells',
    pattern:
      /\b(boss|manager|supervisor|coworkers?|co-workers?|colleagues?)\b[^.?!]{0,30}\b(?:yells?|shouts?|screams?|bull(?:y|ies)|humiliates?|belittles?|insults?|picks on|is cruel to)\b|\bbullied at (work)\b/,
    pain: 'work',
    phrase: 'the way your {1} treats you',
    steps: [
      'Starting today, keep a short note of each time it happens, with the date and the words used, and speak with someone you trust, HR or a union representative, about it.',
      'Before the next shift, take three slow breaths and remind yourself that how they speak says more about them than about you.',
    ],
  },
  {
    id: 'ignored-at-school',
    pattern:
      /\b(?:at school|in class|my classmates|at college|at uni)\b[^.?!]*\b(?:ignores?|ignored|left out|excluded|no one talks|nobody talks|bull(?:y|ies|ied)|laugh at me|makes? fun of me)\b|\b(?:ignores?|ignored|left out|excluded|bull(?:y|ies|ied)|laugh at me|makes? fun of me)\b[^.?!]*\b(?:at school|in class|my classmates|at college|at uni)\b/,
    pain: 'loneliness',
    phrase: 'being left out at school',
    steps: [
      'This week, tell one adult you trust, a parent, a teacher or a school counsellor, what has been happening.',
      'Today, find one small place where you feel at ease, a club, a library corner, an online group for something you love, and spend a little time there.',
    ],
  },
  {
    id: 'what-people-think',
    pattern:
      /\b(?:what (?:other )?people think|what others think|people'?s opinions?|opinions? of others|approval of others|people(?:'s)? approval|being judged|people judg(?:e|ing) me|what everyone thinks)\b/,
    pain: 'anxiety',
    phrase: 'worrying about what other people think of you',
    steps: [
      'Today, do one small thing you value without telling anyone, and notice that it was enough.',
      'When the worry comes, breathe out slowly and ask, "What would I do here if no one were watching?"',
    ],
  },
  {
    id: 'saying-no',
    pattern:
      /\b(?:say(?:ing)? no|can'?t refuse|people[- ]pleas\w*|boundar(?:y|ies)|(?:always|keep) (?:end up )?(?:covering|doing (?:everyone|everybody)|agreeing|saying yes))\b/,
    pain: 'worthlessness',
    phrase: 'finding it so hard to say no',
    steps: [
      'The next time you are asked, say, "Let me check and get back to you," and take one slow breath before you answer.',
      'This week, say no to one small request kindly and plainly, without a long excuse, and notice that you are still loved.',
    ],
  },
  {
    // A screen that keeps the visitor up ("cant stop scrolling reels till 3am and then im a zombie next
    // day"): the night and the sleep it costs, named before the time it takes from work.
    id: 'screen-at-night',
    pattern:
      /\b(?:scroll\w*|reels|tiktok|instagram|youtube|netflix|my phone|social media|gaming)\b[^.?!]*\b(?:(?:till|until|past|to) (?:\d{1,2}(?::\d\d)? ?am|[1-5](?::\d\d)?|midnight|dawn)|at (?:[1-5](?::\d\d)? ?am|midnight))\b|\b(?:can'?t|cannot) stop (?:scroll\w*|watching (?:reels|tiktok|youtube|netflix)|gaming|checking my phone)\b[^.?!]*\b(?:night|sleep|bed|midnight|\d{1,2} ?am)\b/,
    pain: 'anxiety',
    phrase: 'scrolling late into the night when you need sleep',
    steps: [
      'Tonight, leave your phone to charge outside the room you sleep in, and keep a paper book by the bed for when the pull comes.',
      'Tonight, an hour before you mean to sleep, put the phone face down in another room and take ten slow breaths where you would have scrolled.',
    ],
  },
  {
    id: 'procrastination',
    pattern:
      /\b(?:procrastinat\w*|putting (?:it|things|everything) off|keep putting off|can'?t (?:make myself|get myself to) start|(?:scroll\w*|watch\w*) (?:reels|tiktok|youtube|videos)[^.?!]*\bhours?|hours? (?:on|of) (?:reels|tiktok|youtube|my phone))\b/,
    pain: 'anxiety',
    phrase: 'putting off {topic} while the time runs short',
    steps: [
      'Today, put the phone in another room, set a timer for ten minutes and do only the first small piece; stopping after ten minutes is allowed.',
      'Right now, write the one smallest next step on a piece of paper, and do only that one before you look at anything else.',
    ],
  },
  {
    id: 'presentation',
    pattern:
      /\b(?:presentation|public speaking|(?:give|giving|deliver\w*) (?:a |the |my )?(?:talk|speech|pitch)|speech (?:tomorrow|tmrw|today|tonight|on)|(?:present|presenting) (?:tomorrow|tmrw|today|in front))\b/,
    pain: 'anxiety',
    phrase: 'the presentation ahead of you',
    steps: [
      'Before you begin, breathe out slowly for six counts three times and let your hands hang loose; shaking hands are only energy, and the room sees far less of it than you feel.',
      'Tonight, say your opening two sentences out loud three times, then put the slides away and rest.',
    ],
  },
  {
    id: 'credit-taken',
    pattern: /\b(?:takes?|took|taking|steal\w*|stole|claim\w*) (?:all )?(?:the )?credit\b/,
    pain: 'anger',
    phrase: 'someone taking credit for your work',
    steps: [
      'Before the next meeting, write down what you did and send a short note about it to the people it matters to; say it plainly, without heat.',
      'When the anger rises in the meeting, breathe out slowly once before you speak, then say, "I can add to that, since I worked on it."',
    ],
  },
  {
    id: 'left-out',
    pattern:
      /\b(?:(?:didn'?t|did not|wasn'?t|was not|never|not) (?:even )?(?:get )?invit\w*|uninvit\w*|left out|excluded|pretend\w* (?:i'?m|im|i am|to be) (?:fine|ok|okay|happy))\b/,
    pain: 'sadness',
    phrase: 'being left out, and pretending you are fine',
    steps: [
      'Today, tell one person you trust how much it hurt, in one honest sentence, instead of saying you are fine.',
    ],
  },
  {
    id: 'big-decision',
    pattern:
      /\b(?:back and forth|can'?t decide|torn between|how (?:do|does|can|would) (?:you|i|one|anyone) (?:even )?(?:decide|choose|know (?:which|whether|what to|when to|if (?:i|you|it'?s|its|this|that) (?:should|is right|is the right|the right|right)))|quit(?:ting)? (?:my|a) (?:stable |safe |good |secure |steady )?job to)\b/,
    pain: 'anxiety',
    phrase: 'a choice{about} you have carried for a long time',
    steps: [
      'Write the choice as two columns, what each way gives and what it costs, then ask which loss you could live with; sleep on it one night before you decide.',
      'Before you decide, take one small step that tests it, a weekend, a conversation, a small trial, so the choice rests on what you learned, not only on fear.',
    ],
  },
  {
    id: 'interview',
    pattern: /\b(?:job |an |the |my )?interview\b/,
    pain: 'anxiety',
    phrase: 'the interview ahead of you',
    steps: [
      'Before the interview, breathe out slowly for six counts three times, and if your mind goes blank, say, "Let me think for a moment"; a pause is allowed.',
      'Tonight, say your answers to two likely questions out loud once, then put them away and rest.',
    ],
  },
  {
    id: 'pressure-to-marry',
    pattern:
      /\b(?:all my friends are married|still (?:single|not married|unmarried)|when (?:will|are) (?:you|i) (?:get(?:ting)? )?married|pressure to (?:get )?marry|(?:aunties|aunts|relatives|parents) (?:keep )?ask\w* (?:me )?(?:about|when)[^.?!]*\b(?:marr\w*|wedding|single)|every (?:single )?wedding)\b/,
    pain: 'loneliness',
    phrase: 'the questions about marriage at every family wedding',
    steps: [
      'Before you go to the next family gathering, prepare one short, kind sentence for when you are asked, such as "When it is right, I will tell you," and let it be enough.',
      'This week, write down three things in your own life, as it is now, that you are glad of.',
    ],
  },
  {
    id: 'not-there-at-the-end',
    pattern:
      /\b(?:wasn'?t|was not|couldn'?t be|could not be) (?:there|with (?:him|her|them)) (?:at the end|when (?:he|she|they) died|in time)\b/,
    pain: 'shame',
    phrase: 'the guilt of not being there at the end',
  },
  {
    id: 'prison',
    pattern: /\b(?:prison|jail|locked up|incarcerat\w*|on parole|my sentence)\b/,
    pain: 'shame',
    phrase: 'coming back from prison and being looked at differently',
  },
  {
    id: 'panic',
    pattern: /\bpanic(?: attacks?)?\b|\bheart (?:races|is racing|pounds)\b/,
    pain: 'anxiety',
    phrase: 'panic that sets your heart racing',
    steps: [
      'When the panic rises, breathe out slowly for longer than you breathe in, six counts out for four in, and name five things you can see; it will pass.',
    ],
  },
  {
    id: 'married-someone-else',
    pattern: /\b(?:married|engaged to|marrying) (?:someone|somebody) else\b/,
    pain: 'heartbreak',
    phrase: 'seeing the one you loved married to someone else',
  },
  {
    id: 'pet-died',
    pattern:
      /\b(dog|cat|puppy|kitten|pet|bunny|rabbit|hamster|parrot|budgie|horse|guinea pig)\b[^.?!]{0,60}\b(?:died|dead|passed|put down|put to sleep|hit by a car|run over|killed|gone)\b|\b(?:put (?:down|to sleep)|lost|losing|bury|buried) (?:my|our) (dog|cat|pet|puppy|kitten|horse|rabbit)\b|\bput (?:my|our|the) (dog|cat|pet|puppy|kitten|horse|rabbit) (?:down|to sleep)\b/,
    pain: 'grief',
    phrase: 'losing your {1}',
    steps: [
      'Tonight, write down three things you loved about them, or tell them to someone who knew them; grief for an animal is real grief.',
      'If there are children, let them say goodbye in their own way today, a drawing, a flower, a few words by the place you laid them.',
    ],
  },
  {
    id: 'divorce',
    pattern: /\b(?:divorce|divorced|divorcing|separated|separation)\b/,
    pain: 'heartbreak',
    phrase: 'the divorce and all it has changed',
  },
  {
    id: 'loved-one-surgery',
    pattern:
      /\bmy (daughter|son|child|baby|mother|mom|mum|father|dad|wife|husband|partner|sister|brother)'?s? (?:surgery|operation|treatment|chemo)\b/,
    pain: 'fear',
    phrase: "the worry of your {1}'s surgery",
  },
  {
    id: 'loved-one-in-hospital',
    pattern:
      /\bmy (?:twin |little |big |older |younger |baby |best )?(daughter|son|child|baby|mother|mom|mum|father|dad|wife|husband|partner|sister|brother|grandma|grandmother|grandpa|grandfather|friend|best friend)\b[^.?!]{0,40}\b(?:in (?:the )?(?:icu|intensive care|nicu|hospital|surgery|a coma|the er|a&e)|had a (?:stroke|heart attack|seizure|fall)|after (?:a|an|the) (?:stroke|heart attack|accident|crash|fall)|on a ventilator|life support)\b/,
    pain: 'fear',
    phrase: 'waiting while your {1} is in hospital',
    steps: [
      'While you wait, breathe out slowly for six counts three times, drink some water, and let one person know where you are so you are not alone with it.',
      'Tonight, if you can, sleep or rest a little; you can only keep watch tomorrow if you are looked after too.',
    ],
  },
  {
    id: 'trying-for-a-baby',
    pattern:
      /\b(?:ivf|infertil\w*|trying (?:for a baby|to conceive|to get pregnant)|(?:cant|can't|cannot) (?:get pregnant|conceive|have (?:a baby|kids|children))|miscarriages|failed (?:ivf|embryo|transfer))\b/,
    pain: 'sadness',
    phrase: 'the long wait for a child',
    steps: [
      'Today, let one person you trust hear how tired you are, without having to be hopeful for them.',
      'Today, when advice comes that hurts, you may say, "Thank you, we are doing what our doctors advise," and leave it there.',
    ],
  },
  {
    id: 'parent-forgets',
    pattern:
      /\bmy (mother|mom|mum|father|dad|grandmother|grandma|grandfather|grandpa|husband|wife|partner|nan|nana|nani|dadi)\b[^.?!]{0,60}\b(?:alzheimer'?s?|dementia|(?:didn'?t|doesn'?t|does not|did not|no longer|won'?t) (?:recogni[sz]e|remember|know) me|asked me who i was)\b|\b(?:alzheimer'?s?|dementia)\b/,
    pain: 'sadness',
    phrase: 'watching your {1} forget',
    steps: [
      'Today, when you sit with them, let it be enough to hold a hand or hum a song they loved; being there is the gift, whether or not they know your name.',
    ],
  },
  {
    id: 'failed-exam',
    pattern:
      /\bi (?:failed|flunked|bombed|didn'?t pass|did not pass) (?:my |the |an |a )?(?:\w+ )?(?:exams?|tests?|class|course|finals|prelims|boards|entrance)\b/,
    pain: 'worthlessness',
    phrase: 'failing that exam',
    steps: [
      'Tonight, write down one thing you will do differently next time, then close the book and rest.',
    ],
  },
  {
    id: 'rent-due',
    pattern:
      /\b(?:rent|bills?|mortgage)\b[^.?!]*\b(?:due|late|behind|can'?t pay|cannot pay|can'?t afford)\b|\b(?:can'?t pay|cannot pay|can'?t afford) (?:my |the )?(?:rent|bills?|mortgage)\b/,
    pain: 'money',
    phrase: 'the worry of paying the rent and the bills',
  },
  {
    id: 'moved-away',
    pattern:
      /\b(?:since i moved|i (?:just )?moved to|new (?:city|country|town)|don'?t know anyone here)\b/,
    pain: 'loneliness',
    phrase: 'starting over in a new place',
  },
  {
    id: 'caring-for-parent',
    pattern:
      /\b(?:caring for|taking care of|looking after) my (?:sick |elderly |old )?(?:mother|mom|mum|father|dad|parents?|husband|wife|partner)\b/,
    pain: 'illness',
    phrase: 'caring for someone you love who is unwell',
  },
  {
    id: 'cant-sleep',
    pattern: /\b(?:can'?t sleep|cannot sleep|insomnia|lie awake|lying awake|up all night)\b/,
    pain: 'anxiety',
    phrase: 'nights without sleep',
    steps: [
      'Tonight, when you lie down, breathe in for four counts and out for six, ten times, letting each out-breath soften your shoulders.',
    ],
  },
  {
    id: 'burnout',
    pattern: /\b(?:burn(?:ed|t)? ?out|so exhausted|running on empty|no energy left)\b/,
    pain: 'work',
    phrase: 'running on empty for so long',
  },
  {
    id: 'business-failed',
    pattern:
      /\b(?:my |our |the )?(startup|start-up|business|company|shop|restaurant|cafe|firm)\b[^.?!]{0,40}\b(?:shut down|closed|went under|went bust|failed|folded|collapsed|is over|bankrupt)\b|\b(?:shut down|closed|lost) (?:my|our) (startup|business|company|shop|restaurant|cafe)\b/,
    pain: 'work',
    phrase: 'losing the {1} you built',
    steps: [
      'This week, write down three things you learned in building it that no one can take from you, and one person who stood by you.',
      'Tonight, take five slow breaths and tell yourself, "A venture ended; I did not," then rest before you plan anything.',
    ],
  },
  {
    id: 'retiring',
    pattern: /\b(?:retir(?:ing|e|ed|ement))\b/,
    pain: 'fear',
    phrase: 'retirement, and the empty days you fear after it',
    // The step names the change itself: a telling said back whole ("you're retiring in june") may not.
    steps: [
      'Before you retire, write down three things you have always wanted time for, and one way to keep caring for people as you did at work.',
    ],
  },
  {
    id: 'torn-about-leaving',
    pattern:
      /\b(?:job |an )?offer (?:in|from|abroad)\b[^.?!]*\b(?:parents|mum|mom|mother|dad|father|family)\b|\b(?:move|moving|go|going) abroad\b[^.?!]*\b(?:parents|family)\b|\b(?:only (?:son|daughter|child))\b[^.?!]*\b(?:go|leave|move|offer)\b/,
    pain: 'anxiety',
    phrase: 'the offer, and leaving your parents behind',
    steps: [
      'Today, sit with your parents and ask what they truly want for you and what they would need if you went; decide after you have heard them, not before.',
      'Write the choice down as two columns, what going gives and what staying gives, then sleep on it one night before you answer.',
    ],
  },
  {
    id: 'accident',
    pattern: /\b(?:car|bus|bike|road|train|motorbike|scooter)? ?(?:accident|crash|collision)\b/,
    pain: 'fear',
    phrase: 'the accident, and the fear it left in you',
    pointer:
      'Fear that returns this strongly after an accident is common, and it is treatable: a doctor or a counsellor who knows trauma can help you ride again without it ruling you.',
  },
  {
    id: 'drinking',
    pattern:
      /\b(?:can'?t stop (?:drinking|using|gambling|smoking)|addicted|addiction|relapsed|drinking too much|my drinking|drinking problem|hid(?:e|ing)? (?:the )?bottles)\b/,
    pain: 'shame',
    phrase: 'the drinking, or whatever has this hold on you, and the shame of it',
    pointer:
      'A doctor, a counsellor or a group such as a local recovery fellowship can walk with you in this; reaching out is a strong step, not a weak one.',
  },
  {
    id: 'depression-signs',
    pattern:
      /\b(?:depressed|depression|can'?t get out of bed|nothing (?:feels good|brings me joy|matters to me) anymore|no motivation for (?:weeks|months)|feel nothing anymore|numb for (?:weeks|months))\b/,
    pain: 'sadness',
    phrase: 'a heaviness that will not lift',
    pointer: PROFESSIONAL_HELP,
  },
];

/** Words that fill `{1}` when a situation's pattern captured none. */
/** What a `{topic}` in a phrase says when the message names nothing. */
const FALLBACK_TOPIC = 'what needs doing';

const FALLBACK_WORDS: Readonly<Record<string, string>> = {
  'boss-yells': 'boss',
  'affair-confessed': 'marriage',
  'business-failed': 'business',
  'parent-forgets': 'loved one',
};

/** A situation with its phrase filled from the message ('the way your manager treats you'). */
function filled(situation: Situation, said: string): Situation {
  const match = situation.pattern.exec(said);
  const captured = match?.slice(1).find((group) => group !== undefined);
  const word = captured ?? FALLBACK_WORDS[situation.id] ?? '';
  const named = subjectsOf(said)[0];
  return {
    ...situation,
    phrase: situation.phrase
      .replace('{1}', word)
      .replace('{topic}', named ?? FALLBACK_TOPIC)
      .replace('{about}', named === undefined ? '' : ` about ${named}`),
  };
}

/**
 * The situation a message describes, if any; two, when it tells of two ("laid off today, and the rent
 * is due friday"), named together and met with the first one's steps.
 */
export function findSituation(said: string): Situation | undefined {
  const found = SITUATIONS.filter((situation) => situation.pattern.test(said)).slice(0, 2);
  const [first, second] = found.map((situation) => filled(situation, said));
  if (first === undefined || second === undefined) return first;
  return { ...first, phrase: `${first.phrase}, and ${second.phrase}` };
}

// Who or what a personal message is about, named back to the visitor ("my 16 year old son" -> "your son").
const TOPIC_PATTERN =
  /\b(?:my|our) (?:(?:\d+ (?:year|yr) old|little|younger|older|big|best|new|old|ex|late|teenage) )?((?:sister|brother|mother|father)[- ]in[- ]laws?|in[- ]laws|son|daughter|brother|sister|mother|mom|mum|father|dad|parents|husband|wife|partner|boyfriend|girlfriend|friend|friends|cousin|aunts?|aunties|uncles?|relatives|grandmother|grandma|grandfather|grandpa|landlord|roommate|flatmate|neighbou?r|teacher|coach|boss|manager|coworker|co-worker|colleague|kids?|children|family|cat|dog|puppy|kitten|job|car|phone|exam|presentation|interview|thesis|assignments?|deposit|weight|health|marriage|relationship)\b|\b(?:a|the|this|every|every single|my|our|\d+|two|three|four|five) (presentation|interview|exam|deadline|assignments?|wedding|reception|move|surgery|test|adoption|shifts?|debt|loan|rent|coworker|co-worker|colleague|boss|manager)\b|\b(adopted|adoption|borrowed|lent|lakhs?|loan|land|property|inheritance|ancestral home|family home)\b/g;

// Words that say a message is about something going wrong in the visitor's life.
const TROUBLE_PATTERN =
  /\b(?:can'?t|cannot|won'?t|wont|doesn'?t|don'?t know|keep|always|never|stop|hard|help|should i|what do i do|how do i|worried|upset|hurt|annoy\w*|tired|stuck|blank|ignor\w*|barely|comments?|compar\w*|procrastinat\w*|putting (?:it )?off|broke down|afford|owe|borrowed|argu\w*|fight\w*|grow(?:ing)? apart|still|pressure\w*|judg\w*|ask(?:s|ing)? (?:me )?about|found out|won'?t (?:speak|talk)|wont (?:speak|talk)|yell\w*|shout\w*|mean to me|makes? (?:little )?comments|moving|moved|leaving|left|failed|failing|flunked|lost|evict\w*|kicked (?:me |us )?out|wants? (?:me|us) out|missing|miss (?:him|her|them|it|my)|sick|rejected|dumped|behind on|drifting|drifted|not sure|unsure|don'?t know (?:if|whether|what|how)|confused|torn|can'?t decide|advice|tight|might not|(?:wrong|selfish|bad|normal) (?:that|to)|relieved|put(?:ting)? (?:him|her|it) down|put to sleep|snapp\w*|bad (?:review|grade|mark)|dementia|diagnos\w*|haven'?t (?:spoken|talked)|not speaking|stopped (?:talking|speaking|calling|replying)|gone quiet|avoid\w*|don'?t want|(?:no one|nobody) (?:ever|replies|calls|texts)|passed|closed|sold|cancel\w*|called off|stuck|ghost\w*|replies|jealous\w*|envious|envy|freak\w* out|dread\w*|nervous|too loud|so loud|noise|till \d+ ?am|until \d+ ?am|keeps? (?:me|us|the baby) (?:up|awake)|want to quit|thinking (?:of|about) quitting|am i crazy|thinks? (?:i'?m|im|i am) (?:crazy|having a crisis|making a mistake))\b/;

// The pain whose comfort fits a personal message best, by its words; sadness when none says more.
const TOPIC_PAINS: readonly [PainKind, RegExp][] = [
  [
    'money',
    /\b(?:afford|money|rent|deposit|loan|borrow\w*|owe|lakh|repair|bills?|debt|evict\w*|landlord)\b/,
  ],
  [
    'anxiety',
    /\b(?:procrastinat\w*|putting (?:it )?off|deadline|assignments?|presentation|interview|exam|test|blank|nervous|phone|instagram|scroll\w*|reels)\b/,
  ],
  ['worthlessness', /\b(?:compar\w*|jealous|envy|earns?|not good enough|weight)\b/],
  [
    'loneliness',
    /\b(?:won'?t talk|wont talk|doesn'?t talk|barely (?:talk|text)|grow(?:ing)? apart|ignor\w*|left out|moved away|moving (?:away|to|abroad|out)|leaving|drift\w*|miss(?:ing)?)\b/,
  ],
  ['worthlessness', /\b(?:failed|failing|flunked|rejected)\b/],
  ['anger', /\b(?:argu\w*|fight\w*|comments?|critici\w*|unfair|rude)\b/],
];

/**
 * An everyday situation no table names, when a first-person message tells of trouble in the visitor's
 * life: met as a person, its subject named back ("what is happening with your brother").
 */
export function personalSituation(said: string): Situation | undefined {
  if (!TROUBLE_PATTERN.test(said)) return undefined;
  const subjects = subjectsOf(said);
  const pain = TOPIC_PAINS.find(([, pattern]) => pattern.test(said))?.[0] ?? 'sadness';
  return {
    id: 'personal',
    pattern: TROUBLE_PATTERN,
    pain,
    phrase:
      subjects.length === 0
        ? 'what you are facing right now'
        : `what is happening with ${subjects.join(' and ')}`,
  };
}

/** What is inherited, named as it was said ("the land"): the rest of the bare words are money. */
const INHERITED = new Set(['land', 'property', 'inheritance', 'ancestral home', 'family home']);

/** Up to two of the people and things a message tells of, named back: "your sister in law", "the presentation". */
export function subjectsOf(said: string): string[] {
  const subjects: string[] = [];
  for (const topic of said.matchAll(TOPIC_PATTERN)) {
    const person = topic[1];
    const bare = topic[3];
    const thing =
      topic[2] ??
      (bare === undefined
        ? undefined
        : bare.startsWith('adopt')
          ? 'adoption'
          : INHERITED.has(bare)
            ? bare.replace(/^(?:ancestral|family) /, '')
            : 'money');
    const named =
      person !== undefined
        ? `your ${person.replace(/-/g, ' ')}`
        : thing === undefined
          ? undefined
          : `the ${thing}`;
    if (named !== undefined && !subjects.includes(named) && subjects.length < 2)
      subjects.push(named);
  }
  return subjects;
}
