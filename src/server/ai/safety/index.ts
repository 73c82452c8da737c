/**
 * The safety gate (docs/ai.md#safety): before any provider is called, a chat message is judged for
 * danger to the visitor's life and for abuse at home. Danger gets `CRISIS_REPLY`, abuse `ABUSE_REPLY`,
 * both the two together; a persona never answers them. Two classifiers trained on the labelled corpus
 * (`corpus.ts`) judge the words as people write them; the patterns below are a backstop that flags
 * the plainest phrasings whatever the classifier says.
 */
import { flagOf, trainSafetyModel, type Flag, type SafetyModel } from './classifier';
import { SAFETY_CORPUS, trainingLines } from './corpus';
import { modelKey, readCachedModels, writeCachedModels } from './model-cache';
import {
  ABUSE_REPLY,
  CRISIS_AND_ABUSE_REPLY,
  CRISIS_REPLY,
  MEDICATION_NOTE,
  POSSIBLE_ABUSE_NOTE,
  POSSIBLE_DANGER_NOTE,
} from './replies';

// Errs on the side of care: a caring reply to a false alarm costs little, a persona reply to a real
// crisis costs much. Each phrasing here is common in crisis messages; the tests list what must not match.
const CRISIS_PATTERNS: readonly RegExp[] = [
  /\bsuicid(e|al)\b/i,
  // (not the idiom: "i'm killing myself laughing", "killing myself trying to get this cake to rise")
  /\b(kill|hang|shoot|poison|drown)(ing)?\s+my\s*self\b(?!\s+(laughing|trying|to\s+(get|make|finish|keep|meet|hit)\b))/i,
  /\bunalive\b/i,
  /\bkms\b/i,
  /\b(ctb|sewerslide|sewer\s*slide)\b/i,
  /\bend(ing)?\s+(it\s+all|my\s+(own\s+)?life|my\s+life)\b/i,
  /\b(want|wanna|going|plan(ning)?|ready|about|decided)\s+to\s+end\s+it\b(?!\s+with\b)/i,
  /\btak(e|ing)\s+my\s+(own\s+)?life\b/i,
  /\b(want|wanna|going|plan(ning)?|deserve|should(\s+just)?)\s+(to\s+)?die\b/i,
  /\b(want|wish|rather)\s+(to\s+)?(be|was|were|i\s+was|i\s+were)\s+dead\b/i,
  /\bwish\s+i\s+(was|were|had)\s+(dead|never\s+(been\s+)?born)\b/i,
  /\bbetter\s+off\s+(dead|without\s+me)\b/i,
  /\b(no|not\s+any)\s+(reason|point)\s+(to|in)\s+(live|living|go(ing)?\s+on)\b/i,
  /\b(life\s+is|life's|it's|it\s+is)\s+not\s+worth\s+living\b|\bnot\s+worth\s+living\b/i,
  /\b(don'?t|do\s+not)\s+want\s+to\s+(live|be\s+alive|wake\s+up|exist|be\s+here\s+anymore)\b/i,
  /\b(can'?t|cannot)\s+(go\s+on|keep\s+going)\s+(any\s*more|living)\b/i,
  // The same as `\s*[.!]*\s*$` at the end, without two runs of white space that trade characters.
  /\b(can'?t|cannot)\s+go\s+on(?:\s*[.!]+)?\s*$/i,
  /\b(no\s*one|nobody)\s+would\s+(miss|care\s+about|notice)\b[^.?!]*\b(gone|dead|died|die|disappeared)\b/i,
  /\b(jump|jumping)\s+(off|from|in\s+front\s+of)\s+(a|the)\s+(bridge|building|roof|cliff|train|balcony)\b/i,
  /\bslit(ting)?\s+my\s+wrists?\b/i,
  // (an intent, not a delay: "i keep running into traffic on the m25" is not one)
  /\b(going\s+to|gonna|want\s+to|wanna|will|i'?ll|thinking\s+(of|about))\s+(run|walk|step|drive|jump)\w*\s+(in)?to\s+(the\s+)?(motorway|traffic|highway|freeway|oncoming)\b/i,
  /\b(scratch|cut|burn|carv)\w*\s+(at\s+)?my\s+(wrists?|arms?|thighs?|legs?|skin|stomach)\b[^.?!]{0,30}\b(bled|bleed\w*|blood)\b/i,
  /\bhid(e|ing)\s+(the\s+|my\s+)?(cuts|scars|burns)\s+on\s+my\b/i,
  /\b(writing|wrote|write|written|sent|sending|send)\s+(my\s+)?(goodbye|farewell|last)\s+(messages?|letters?|notes?|texts?)\b/i,
  /\b(step|walk|jump|throw\s+my\s*self)\s+in\s+front\s+of\s+(a|the)\s+(bus|train|truck|lorry|car)\b/i,
  /\bself[-\s]?harm(ed|ing|s)?\b/i,
  /\bi\s+(sh'?d|sh'?ed)\b/i,
  /\b(hit|hitting|punch(ed|ing)?|scratch(ed|ing)?|starv(e|ed|ing))\s+my\s*self\b/i,
  /\b(drank|drink|swallowed|took|taken)\s+(some\s+)?(bleach|poison|antifreeze|all\s+(of\s+)?(my|the)\s+(pills|meds|tablets))\b/i,
  // A place to fall, said as where one is now: "standing on the terrace of my building right now".
  /\b(standing|stood) on (the |a |my )?(ledge|roof|rooftop|terrace|balcony railing|railing|bridge|train tracks|tracks)\b[^.?!]*\b(right now|now|tonight)\b/i,
  /\b(hurt|harm|cut|cutting|burn)(ing)?\s+my\s*self\b/i,
  /\boverdos(e|es|ing)\b/i,
  // "overdosed" said of the writer: "my twin sister overdosed" is a loved one in care (dangerFlagOf).
  /\b(i|i've|ive|i\s+have|i\s+had|i\s+just|just)\s+(overdosed|od'?d|oded)\b/i,
  // Acts said in past tenses and plain words (the blind set, docs/ai.md#safety: "burned myself with the
  // iron on purpose", "i tied the noose to test it", "just swallowed everything in the cabinet").
  /\b(burn(ed|t)?|cut|stabb?(ed)?|hit|scratch(ed)?|starv(ed|e))\s+my\s*self\b[^.?!]{0,40}\bon\s+purpose\b/i,
  /\b(started|start|been|am|im|i'm|keep)\s+cutting\s+(again|my\s+(arms?|wrists?|legs?|thighs?|skin))\b/i,
  /\b(tied|tie|tying|made|make|making|bought|buy|tested|test|got|have)\s+(a\s+|the\s+|my\s+)?noose\b/i,
  /\b(swallowed|took|taken|downed)\s+everything\b[^.?!]{0,30}\b(cabinet|pills|meds|tablets|bottle|drawer)\b/i,
  /\b(should|deserve\s+to)\s+(just\s+)?be\s+dead\b/i,
  // Asking for a method or how lethal one is: "best way to hang yourself", "how many paracetamol does it
  // take to die", "what height do you need for a fall to be fatal", "how long does it take to bleed out".
  /\b(best|easiest|quickest|fastest|painless|least\s+painful|surest|cleanest)\s+(way|method|place)s?\s+(to|of)\s+(die|dying|kill\w*|hang\w*|end\s+(it|my)\w*|overdos\w*|suicide)\b/i,
  // (not "how do i die to self", dying to the ego as the teachings say)
  /\bhow\s+(to|do\s+i|can\s+i|could\s+i|would\s+i|should\s+i)\s+(die|kill\s+my\s*self|hang\s+my\s*self|end\s+it\s+all)\b(?!\s+to\s+(the\s+)?(self|my\s*self|ego|sin|the\s+world))/i,
  /\b(lethal|fatal|deadly)\s+(dose|amount|height|fall|combination|mix)\b/i,
  /\b(height|how\s+high|floors?|storeys?|stories)\b[^.?!]{0,40}\b(fatal|lethal|to\s+die|kill\s+you)\b/i,
  /\bhow\s+many\b[^.?!]{0,30}\b(pills|tablets|paracetamol|tylenol|ibuprofen|meds|mg)\b[^.?!]{0,30}\b(die|kill|fatal|lethal|never\s+wake)\w*/i,
  /\benough\s+to\s+(die|kill\s+me|not\s+wake\s+up|never\s+wake\s+up)\b/i,
  /\bhow\s+long\b[^.?!]{0,40}\bto\s+(die|bleed\s+out|drown|suffocate)\b/i,
  /\bbleed(ing)?\s+out\b/i,
  /\b(wrist|neck)\b[^.?!]{0,25}\bartery\b|\bartery\b[^.?!]{0,25}\b(wrist|neck)\b/i,
  // Means at hand and a plan with a place: "i think i will drink the pesticide", "i will go to the
  // railway track tonight", "drove to the cliffs to jump".
  /\b(drink|drinking|take|taking|swallow|swallowing)\s+(the\s+|some\s+)?(pesticide|poison|bleach|weed\s*killer|rat\s+poison|antifreeze)\b/i,
  /\b(i\s+will|i'll|ill|i\s+am\s+going\s+to|im\s+going\s+to|i'm\s+going\s+to|gonna)\s+go\s+to\s+the\s+(railway|train)\s+tracks?\b/i,
  /\b(cliffs?|bridge|roof|rooftop|building|ledge|tracks)\b[^.?!]{0,20}\bto\s+jump\b/i,
  /\b(think\w*|thought|want\w*|tempt\w*|urge\w*|imagin\w*)\b[^.?!]{0,30}\b(swerv\w*|steer\w*|driv\w*|crash\w*)\b[^.?!]{0,30}\b(oncoming|into\s+(a|the)\s+(tree|wall|truck|pole|barrier|river)|off\s+(the|a)\s+(road|bridge|cliff|overpass))\b/i,
  // Readying a death: "how do i make sure someone finds my body", "planning my death", "goodnight forever".
  /\b(find|finds|found|finding)\s+my\s+body\b/i,
  /\bplanning\s+my\s+(own\s+)?(death|suicide|exit)\b/i,
  /\b(goodnight|good\s+night|goodbye|good\s+bye|bye)\s+forever\b/i,
  /\bkill\s+(your|my)\s*self\b[^.?!]{0,40}\b(i'?m|i\s+am)\s+(going|gonna|planning)\b/i,
  /\bno\s+point\s+(any\s*more|in\s+(anything|living|going\s+on))\b/i,
  // Where the writer is, and how soon: "dear krishna i'm on the bridge, please accept me", "in a few hours
  // my life will be over", "lord take me home tonight".
  // (not a roof being mended nor the edge of a forest: those are the older pattern's, with "right now")
  /\b(i'?m|i\s+am|im)\s+(on|at)\s+(the|a)\s+(bridge|ledge|tracks|cliff|railing)\b(?!\s+(club|game|team|tournament|class|lesson|course))/i,
  /\b(in\s+(a\s+few|an?|two|three|\d+)\s+(hours?|minutes?)|tonight|by\s+(the\s+)?morning)\b[^.?!]{0,30}\b(my\s+life\s+will\s+be\s+over|i\s+(will|'ll)\s+be\s+(gone|dead))\b/i,
  // (not a father who drives, nor a prayer for a safe way home)
  /\b(god|lord|krishna|shiva|mahadev|jesus|buddha|allah)\b[^.?!]{0,30}\b(take\s+me\s+(now|home|tonight|away\s+from\s+here)|call\s+me\s+home)\b(?!\s+safe)/i,
  // After an attempt, and a death hoped for from outside: "i shouldnt have survived", "why did they save
  // me", "part of me hopes the plane goes down", "jealous of dead people".
  /\b(shouldn'?t|shouldnt|should\s+not)\s+have\s+(survived|woken\s+up|lived|made\s+it)\b/i,
  /\bwhy\s+(did|do)\s+(they|you|he|she|the\s+doctors?|someone)\s+(save|saved|revive|find)\s+me\b/i,
  /\b(wish|wished)\s+(i|they)\s+(hadn'?t|had\s+not|didn'?t)\s+(survived|woken\s+up|found\s+me|saved\s+me)\b/i,
  /\b(hope|hopes|hoping|wish)\b[^.?!]{0,30}\b(plane|flight|car|bus|train|truck)\b[^.?!]{0,20}\b(crash\w*|goes\s+down|hits\s+me|falls)\b/i,
  /\b(jealous|envious)\s+of\s+(the\s+)?dead(\s+people)?\b/i,
  // Another's death by their own hand asked about ("can the buddha forgive someone who ends their own
  // life"): said of others it gets the helplines note with the persona's answer (dangerFlagOf).
  /\b(end|ends|ended|ending|take|takes|took|taking)\s+(his|her|their|one'?s|your)\s+own\s+life\b/i,
];

// Violence or control by someone at home, said plainly.
const ABUSE_PATTERNS: readonly RegExp[] = [
  // Anywhere in the same sentence ("my dad … makes me sit in puja for hours then beats me"), but not a
  // game lost ("my husband beat me at tennis", "beat me to it", "beats me in every race").
  /\b(my|our)\s+(husband|wife|partner|boyfriend|girlfriend|bf|gf|fianc[eé]e?|ex|dad|father|mom|mum|mother|step\w*|uncle|brother|son|parents?)\b[^.?!]{0,100}\b(hits?|hitting|beats?|beating|beat me|chok(es|ing)|strangl\w+|slaps?|punch(es|ed)|kicks?|kicked|rap(es|ed))\s+(me|us|my)\b(?!\s+at\b)(?!\s+to\s+it\b)(?!\s+in\s+(?:a|the|every|our)?\s*(?:race|game|match|round|final|chess|tennis|quiz|argument|exams?|grades?)\b)/i,
  /\b(domestic|family)\s+(abuse|violence)\b/i,
  // A threat to the visitor's life from someone else: always the card, with the emergency number.
  /\b(he|she|they|my\s+\w+)\s+(is\s+|was\s+|'s\s+)?(going\s+to|gonna|will|wants\s+to|threaten(s|ed)?\s+to|said\s+(he|she|they)('d|\s+would|\s+will))\s+(kill|hurt|murder|beat|strangle)\s+(me|us|my)\b/i,
  /\bpinned\s+me\s+(down|against)\b/i,
  // Food kept from the writer: "my parents lock the fridge and i haven't eaten properly in days".
  /\b(lock\w*|hid(e|es|ing)?|hidden)\s+(up\s+)?(the\s+)?(fridge|food|kitchen|pantry)\b[^.?!]{0,60}\b(haven'?t|havent|have\s+not|hasn'?t|didn'?t|not|can'?t|cannot)\s+(eaten|eat)\b/i,
  /\b(won'?t|doesn'?t|don'?t|wont|doesnt|dont)\s+let\s+me\s+eat\b(?!\s+in\s+peace)/i,
];

export {
  ABUSE_REPLY,
  CRISIS_AND_ABUSE_REPLY,
  CRISIS_REPLY,
  MEDICATION_NOTE,
  POSSIBLE_ABUSE_NOTE,
  POSSIBLE_DANGER_NOTE,
} from './replies';

/**
 * What the gate decided for a message. `danger`, `abuse` and `danger-and-abuse` are answered by
 * Stillwell's care card instead of the persona. Where a classifier is unsure (`possible`), care wins
 * without taking the conversation away: the persona answers and a note with the helplines follows its
 * reply. `none` lets the persona answer alone.
 */
export type SafetyVerdict =
  | 'danger'
  | 'abuse'
  | 'danger-and-abuse'
  | { readonly possible: readonly ('danger' | 'abuse')[] }
  | 'none';

/** Share of held-back danger lines the threshold keeps flagged (issue 41: recall at least 99 %). */
const DANGER_RECALL = 0.99;
/** The same for abuse. */
const ABUSE_RECALL = 0.97;
/**
 * Share of look-alikes the sure thresholds may flag in cross-validation (issue 41: false positives at
 * most 2 %): above it the card answers, between it and the recall threshold the note follows a reply.
 * why 1.25 % and not 1 %: with the look-alikes that carry danger words in everyday use (corpus/
 * not-danger-words.txt), 1 % took the card from held-out danger lines it had given it to; 1.5 % gave it to
 * five more of the 1,168 visitor questions of the guide's evaluation sets (docs/ai.md#safety).
 */
const SURE_FALSE_ALARMS = 0.0125;
/** The same for abuse, tighter: its look-alikes (a husband who "beat me at tennis") are harder. */
const ABUSE_SURE_FALSE_ALARMS = 0.005;

/** The gate's two models. */
export interface SafetyModels {
  danger: SafetyModel;
  abuse: SafetyModel;
}

let training: Promise<SafetyModels> | undefined;

async function trainModels(): Promise<SafetyModels> {
  const danger = trainingLines(SAFETY_CORPUS.danger);
  const notDanger = trainingLines(SAFETY_CORPUS.notDanger);
  const abuse = trainingLines(SAFETY_CORPUS.abuse);
  const notAbuse = trainingLines(SAFETY_CORPUS.notAbuse);
  const key = modelKey([
    danger,
    notDanger,
    abuse,
    notAbuse,
    [DANGER_RECALL, ABUSE_RECALL, SURE_FALSE_ALARMS, ABUSE_SURE_FALSE_ALARMS].map(String),
  ]);
  const cached = await readCachedModels(key, ['danger', 'abuse']);
  if (cached?.['danger'] !== undefined && cached['abuse'] !== undefined)
    return { danger: cached['danger'], abuse: cached['abuse'] };
  const labelled = (lines: readonly string[], label: boolean) =>
    lines.map((text) => ({ text, label }));
  const started = Date.now();
  const models = {
    danger: await trainSafetyModel(
      [
        ...labelled(danger, true),
        ...labelled(notDanger, false),
        ...labelled(abuse, false),
        ...labelled(notAbuse, false),
      ],
      { targetRecall: DANGER_RECALL, sureFalseAlarms: SURE_FALSE_ALARMS },
    ),
    abuse: await trainSafetyModel(
      [
        ...labelled(abuse, true),
        ...labelled(notAbuse, false),
        ...labelled(notDanger, false),
        ...labelled(danger, false),
      ],
      { targetRecall: ABUSE_RECALL, sureFalseAlarms: ABUSE_SURE_FALSE_ALARMS },
    ),
  };
  console.info(`[safety] gate trained in ${Date.now() - started} ms`);
  await writeCachedModels(key, models);
  return models;
}

/**
 * The gate's models, trained once per process from the corpus (a few seconds of work on 2 cores,
 * yielding to requests as it goes); the service starts it when it loads, so the first chat finds it
 * ready or nearly so.
 */
export function safetyModels(): Promise<SafetyModels> {
  training ??= trainModels();
  return training;
}

// A medicine named with a choice about it: "should i stop my antidepressants", "so am i not supposed to
// take my meds then??", "can i pray instead of taking my pills". A medicine in a figure of speech ("the
// dharma is medicine") names no choice.
const MEDICINE =
  /\b(?:meds|medications?|medicines?|antidepressants?|anti-depressants?|antipsychotics?|pills|tablets|insulin|lithium|sertraline|zoloft|prozac|fluoxetine|lexapro|escitalopram|ssris?|adderall|ritalin|inhalers?|chemo(?:therapy)?|prescriptions?|prescribed)\b/i;
const MEDICINE_CHOICE =
  /\b(?:stop|stopp(?:ed|ing)|quit(?:ting)?|come off|coming off|get off|go off|skip(?:ping)?|tak(?:e|ing)|keep|supposed|instead|replace|need|allowed|ok|okay|fine|wean|throw (?:them |it )?away|flush|sin|sinful|lack of faith|weak(?:ness)?|rely on|depend on|cure|heal)\b/i;

/** Whether a message asks about taking, stopping or changing a medicine (issue 41: no advice on medication). */
export function asksAboutMedicine(text: string): boolean {
  const normalized = text.replace(/[’`]/g, "'");
  return MEDICINE.test(normalized) && MEDICINE_CHOICE.test(normalized);
}

// A question whether to take or stop a medicine: "so am i not supposed to take my meds then??", "wait do
// i still have to take my pills if im praying", "should i stop my antidepressants".
const MEDICINE_QUESTION = new RegExp(
  String.raw`\b(?:(?:should|shall|do|does|am|is|are|can|could|must|may)\s+(?:i|we|u|you|he|she)\b[^.?!]{0,40}?|(?:supposed|have|need|allowed|meant|ok|okay|fine|wrong|bad|a sin)\s+to\s+(?:still\s+)?)(?:take|taking|keep taking|stop|stopping|quit|quitting|come off|coming off|go off|be on|skip|skipping)\b[^.?!]{0,25}?\b` +
    MEDICINE.source.slice(2),
  'i',
);

// Words that make pills a means, or a medicine question a crisis: how many, kept, mixed, ready, what for,
// hopelessness. A medicine question with one of them keeps the model's judgement.
const MEANS_CUE =
  /\b(?:all|every|whole|entire|too many|lots|bunch|handful|how many|more|bottles?|packs?|boxes|stash\w*|stockpil\w*|sav(?:e|ed|ing)|hoard\w*|collect\w*|ready|holding|overdos\w*|od|enough|at once|double|triple|extra|vodka|wine|beer|whiske?y|alcohol|booze|drunk|drinking|courage|die|dying|dead|death|end|never wake|forever|goodbye|goodnight|note|kill\w*|hurt\w*|harm\w*|tonight|numb|disappear|sleep|point|anymore|any more|give up|giving up|hopeless|worthless|tired of|sick of|done with|go on|no reason|burden|better off|won'?t need|wont need|on purpose|survived|regret|come home)\b/i;

// The writer, or the one they speak to: a danger message nearly always holds one of these ("i", "me",
// "you", "we") or begins at its verb ("cant do this anymore"). Of the 2,855 danger lines, three speak only
// of others ("they'll understand the note someday").
const WRITER =
  /\b(?:i|im|i'm|ive|i've|id|i'd|ill|i'll|me|my|mine|myself|u|you|ur|your|yours|youre|you're|yourself|we|us|our|ours|ourselves)\b/i;
const OTHERS = /\b(?:he|hes|he's|she|shes|she's|his|him|her|they|theyre|they're|them|their)\b/i;

/**
 * Whether a message speaks only of others ("and whos the little guy hes standing on", "why didnt he just
 * swallow it"): a question about a story or another person, not the writer's own danger.
 */
export function speaksOnlyOfOthers(text: string): boolean {
  const normalized = text.replace(/[’`]/g, "'");
  return OTHERS.test(normalized) && !WRITER.test(normalized);
}

// One of the writer's people in hospital care: "my dad is in the icu", "my sister had a stroke", "my son is
// in surgery after a crash".
const LOVED_ONE_IN_CARE =
  /\bmy (?:twin |little |big |older |younger |baby |best )?(?:daughter|son|child|baby|kid|mother|mom|mum|father|dad|wife|husband|partner|sister|brother|grandma|grandmother|grandpa|grandfather|friend|girlfriend|boyfriend)\b[^.?!]{0,40}\b(?:in (?:the )?(?:icu|intensive care|nicu|hospital|surgery|a coma|the er|a&e|the emergency room)|had a (?:stroke|heart attack|seizure|fall)|after (?:a|an|the) (?:stroke|heart attack|accident|crash|fall)|on a ventilator|on life support)\b/i;

// The writer's own life named beside a loved one's illness: "the only thing keeping me alive is my mum and
// shes in hospital now" keeps the card (the one danger line of the corpus that names a loved one in care).
const OWN_LIFE_CUE =
  /\b(?:alive|live|living|life|lose (?:him|her|them)|without (?:him|her|them))\b/i;

// Something other than a life ending: a relationship ("I want to end it with my boyfriend kindly") or a
// pet's home ("will my dog be better off with a new family?"). The danger lines ready a death in the same
// words ("my cat will be fine with the neighbour"), so the model can be sure of them.
const OTHER_ENDING =
  /\b(end|ending|ended|break|breaking)\s+(it|things)\s+(off\s+)?with\s+(my|him|her|them)\b|\bbreak(ing)?\s+up\s+with\b|\b(dog|cat|puppy|kitten|pet|rabbit|parrot)\b[^.?!]{0,40}\b(new\s+(family|home|owners?)|rehom\w*|adopt\w*)\b/i;
// The writer gone, said beside it: "my cat will be better off with a new family when im gone".
const WRITER_GONE =
  /\b(when|after|once|if)\s+(i'?m|i\s+am|im)\s+(gone|dead|not\s+(here|around))\b|\bwithout\s+me\b|\bi\s+(won'?t|wont|will\s+not)\s+be\s+(here|around)\b/i;

// A screen habit the writer cannot break: "cant stop scrolling reels till 3am", "addicted to tiktok, every
// night i say tonight i will stop". Stopping, nights and "tonight i will" weigh toward danger in the corpus;
// here what is to stop is the habit.
const SCREEN_HABIT =
  /\b(?:(?:doom)?scroll\w*|reels|tiktok|instagram|insta|youtube|netflix|social media|video games?|gaming|my phone|screen time)\b/i;
const HABIT_CUE =
  /\b(?:can'?t|cannot|couldn'?t|cant|couldnt)\s+stop\b|\baddict\w*|\bhooked\b|\b(?:till|until)\s+\d|\ball night\b|\bevery night\b|\bbinge\w*/i;

// Where a teaching is written, asked so as to read it oneself: "where is that written? i want to read it
// myself not just take your word", "which verse is that". "Myself" and "written" weigh toward danger in
// the corpus (a note written, "kill myself").
const SOURCE_ASKED =
  /\bwhere\s+(?:is|was)\s+(?:that|this|it)\s+(?:written|from)\b|\bwhere\s+(?:does|did)\s+(?:it|that|he|she)\s+say\b|\b(?:which|what)\s+(?:verse|chapter|sutta|sutra|passage)\s+(?:is|was|says?)\s+(?:that|this|it)\b|\b(?:read|check|look)\s+(?:it|that)\s+(?:up\s+)?(?:for\s+)?myself\b|\btake\s+(?:your|his|her|their)\s+word\b/i;

// Words of a death, a means, a goodbye or hopelessness: beside one of them, a habit or a source asked of
// keeps the model's judgement ("cant stop scrolling thru old photos, sayin bye to everyone in my head",
// "what verse should be read at my funeral, i want to choose it myself").
const LIFE_CUE =
  /\b(?:die|dying|dead|death|funeral|kill\w*|suicid\w*|end it|end my|ending it|gone|goodbye|bye|farewell|last|notes?|letters?|hurt\w*|harm\w*|cut\w*|pills|overdos\w*|noose|rope|bridge|jump\w*|worthless|hopeless|point|burden|better off|disappear\w*|alive|live|living|life|anymore|any more|give up|giving up|go on|never wake|forever|soon|after i|when i'?m|without me|plan\w*|ready)\b/i;

/** How surely a message signals danger to the writer's life (crisis, a plan, a means, self-harm). */
export function dangerFlagOf(models: SafetyModels, text: string): Flag {
  const normalized = text.replace(/[’`]/g, "'");
  const onlyOthers = speaksOnlyOfOthers(normalized);
  // A message that speaks only of others ("so hes still alive today?? where" after a story, "isnt that
  // basically suicide" of a Jataka, "she says she wants to kill herself") is a step less sure: a sure
  // judgement gets the helplines note with the persona's answer, never the card that speaks to the
  // writer's own pain; an unsure one lets the persona answer.
  if (CRISIS_PATTERNS.some((pattern) => pattern.test(normalized)))
    return onlyOthers ? 'possible' : 'sure';
  const flag = flagOf(models.danger, text);
  if (onlyOthers) return flag === 'sure' ? 'possible' : 'no';
  // Pills in the danger corpus are mostly a means, so the model is sure of "am i not supposed to take
  // my meds then??"; a question about taking or stopping a medicine with no word of a means gets the
  // helplines note and the medicine note with the persona's reply, never the card alone (issue 41: no
  // advice on medication, and when unsure, care without taking the conversation away).
  if (flag === 'sure' && MEDICINE_QUESTION.test(normalized) && !MEANS_CUE.test(normalized))
    return 'possible';
  // Someone the writer loves in hospital ("my twin brother is in surgery after a bike accident and im in
  // the waiting room shaking"): hospital words weigh toward danger, but the danger is to the other's
  // health. With no word of a means or of hopelessness, the note with the persona's answer, not the card.
  if (
    flag === 'sure' &&
    LOVED_ONE_IN_CARE.test(normalized) &&
    !MEANS_CUE.test(normalized) &&
    !OWN_LIFE_CUE.test(normalized)
  )
    return 'possible';
  if (flag === 'sure' && OTHER_ENDING.test(normalized) && !WRITER_GONE.test(normalized))
    return 'possible';
  // A screen habit ("cant stop scrolling reels till 3am") or a source asked for ("where is that written?
  // i want to read it myself"), with no word of a death or a means: the note with the persona's answer.
  if (
    flag === 'sure' &&
    ((SCREEN_HABIT.test(normalized) && HABIT_CUE.test(normalized)) ||
      SOURCE_ASKED.test(normalized)) &&
    !LIFE_CUE.test(normalized)
  )
    return 'possible';
  return flag;
}

/** Whether a message signals danger at all, surely or possibly. */
export function isCrisisMessage(models: SafetyModels, text: string): boolean {
  return dangerFlagOf(models, text) !== 'no';
}

// Words of harm, threat or control. The abuse card, which takes the persona's place, needs one of them
// besides the classifier's certainty: "my husband left me and I cannot stop crying" is heartbreak, and
// gets the persona's comfort with the abuse note before it, not the card.
const HARM_CUE =
  /\b(hit|hits|hitting|beat|beats|beating|beaten|beatin|slap\w*|smack\w*|punch\w*|kick\w*|chok\w*|strangl\w*|shov\w*|push\w*|threw|throws?|drag\w*|pull\w* my hair|bit me|hurt\w*|bruis\w*|abus\w*|violen\w*|rap(e|ed|es|ing)|forc\w*|touch\w*|grop\w*|molest\w*|threat\w*|kill me|scared of|afraid of|terrified|fear|control\w*|won'?t let me|doesn'?t let me|not allowed|forbid\w*|permission|takes? (my|the) (phone|money|card|keys|passport|pension|car)|lock\w*|track\w*|stalk\w*|monitor\w*|checks? my|belt|burn\w*|bleed\w*|blood|black eye|broke my|injur\w*|scream\w* at|yell\w* at|worthless|humiliat\w*|unsafe|escape|isolat\w*|punish\w*|knife|gun|weapon|flinch\w*|explod\w*)\b/i;

// Someone besides the writer. Abuse is always done by someone: a message that names or points at no one
// ("speak to me", "can you help me?") is never judged abuse by the classifier, whatever it shares with
// the corpus. Broad on purpose ("my" and any word: "my husbnd", misspelt); every abuse line of the corpus
// names someone by it (safety.test.ts).
const SOMEONE =
  /\b(he|hes|she|shes|they|theyre|him|her|them|his|hers|their|we|us|our|my\s+\w+|someone|somebody|any\s?one|married|marriage|in\s?laws?|(partner|husband|hubby|wife|wive|boyfriend|girlfriend|bf|gf|ex|fianc[eé]e?|spouse|dad|daddy|father|mom|mommy|mum|mummy|mother|parent|step\w*|family|families|uncle|aunt|auntie|brother|sister|son|daughter|kid|child|children|grand\w*|cousin|in-?law|carer|caregiver|nurse|coach|teacher|pastor|priest|guru|boss|roommate|flatmate|landlord|man|men|woman|women|guy|people|home|house)(s|'s|s')?)\b/i;

// A game won, not a blow: "he beat me at chess again", "my wife beat me at scrabble", "beat me to it".
const GAME_WON =
  /\bbeat(s|en)?\s+(me|us)\s+(at|to\s+it|in\s+(a|the|every|our)?\s*(race|game|match|round|final|chess|tennis|quiz|argument))\b/gi;

// Harm hidden from others, said without naming who does it: "i told the doctor i walked into a door",
// "i wear a scarf in summer to hide the marks", "i keep a bag packed in case i need to run".
const HIDDEN_HARM =
  /\b(hide|hiding|hid|cover|covering)\s+(up\s+)?(the\s+|my\s+)?(marks|bruises|bruising)\b|\bwalked\s+into\s+a\s+door\b|\bbag\s+packed\b[^.?!]{0,30}\b(run|leave|escape|get\s+out)\b/i;

/** How surely a message tells of abuse or violence at home. */
export function abuseFlagOf(models: SafetyModels, text: string): Flag {
  const normalized = text.replace(/[’`]/g, "'");
  if (ABUSE_PATTERNS.some((pattern) => pattern.test(normalized))) return 'sure';
  if (!namesSomeone(normalized)) return 'no';
  const flag = flagOf(models.abuse, text);
  return flag === 'sure' && !HARM_CUE.test(normalized.replace(GAME_WON, '')) ? 'possible' : flag;
}

/**
 * Whether a message names or points at someone besides the writer, or tells of harm hidden from others
 * (the abuse classifier reads only such messages).
 */
export function namesSomeone(text: string): boolean {
  const normalized = text.replace(/[’`]/g, "'");
  return SOMEONE.test(normalized) || HIDDEN_HARM.test(normalized);
}

/** Judges one visitor message with trained models. */
export function judgeMessage(models: SafetyModels, text: string): SafetyVerdict {
  const danger = dangerFlagOf(models, text);
  const abuse = abuseFlagOf(models, text);
  if (danger === 'sure') return abuse === 'no' ? 'danger' : 'danger-and-abuse';
  if (abuse === 'sure') return danger === 'no' ? 'abuse' : 'danger-and-abuse';
  const possible = [
    ...(danger === 'possible' ? (['danger'] as const) : []),
    ...(abuse === 'possible' ? (['abuse'] as const) : []),
  ];
  return possible.length === 0 ? 'none' : { possible };
}

/** Judges one visitor message, training the models first if this process has not yet. */
export async function assessMessage(text: string): Promise<SafetyVerdict> {
  return judgeMessage(await safetyModels(), text);
}

/** The reply Stillwell gives instead of the persona's, or `undefined` when the persona answers. */
export function safetyReplyFor(verdict: SafetyVerdict): string | undefined {
  if (verdict === 'danger') return CRISIS_REPLY;
  if (verdict === 'abuse') return ABUSE_REPLY;
  return verdict === 'danger-and-abuse' ? CRISIS_AND_ABUSE_REPLY : undefined;
}

/**
 * Replies after one that gave the helplines during which a note is not given again: a visitor the gate
 * is unsure about has them on screen, and a note before every answer would drown the conversation
 * (the card, for a message the gate is sure of, is never held back).
 */
export const NOTE_QUIET_REPLIES = 3;

/** Each kind's note, and the card that also puts its helplines on screen. */
const HELPLINES = {
  danger: { note: POSSIBLE_DANGER_NOTE, card: CRISIS_REPLY },
  abuse: { note: POSSIBLE_ABUSE_NOTE, card: ABUSE_REPLY },
} as const;

/** A turn of the conversation, as far as the gate reads it. */
interface Turn {
  readonly role: string;
  readonly content: string;
}

/**
 * What comes with the persona's reply: where the gate is unsure, the notes with the helplines; where the
 * visitor asks about a medicine, the word that it is their doctor's to decide; or nothing. `history` is
 * the conversation so far, ending with the message judged: a note (or the card of its kind) given in one
 * of the last NOTE_QUIET_REPLIES replies is not repeated.
 */
export function safetyNoteFor(
  verdict: SafetyVerdict,
  history: readonly Turn[] = [],
): string | undefined {
  if (verdict === 'danger' || verdict === 'abuse' || verdict === 'danger-and-abuse')
    return undefined;
  const recent = history
    .filter((turn) => turn.role === 'assistant')
    .slice(-NOTE_QUIET_REPLIES)
    .map((turn) => turn.content);
  const isQuiet = (note: string, card?: string) =>
    recent.some((reply) => reply.includes(note) || (card !== undefined && reply.includes(card)));
  const told = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const last = told.at(-1) ?? '';
  const notes: string[] = (verdict === 'none' ? [] : verdict.possible)
    .filter((kind) => kind !== 'abuse' || !isStoryFollowUp(told))
    .map((kind) => HELPLINES[kind])
    .filter(({ note, card }) => !isQuiet(note, card))
    .map(({ note }) => note);
  if (asksAboutMedicine(last) && !isQuiet(MEDICATION_NOTE)) notes.push(MEDICATION_NOTE);
  return notes.length === 0 ? undefined : notes.join('\n\n');
}

/**
 * Whether the last of a conversation's visitor turns goes on about others in a story, not the writer's
 * home: it speaks only of others and names no harm ("whats his name and what does he stand for" after
 * "why is nataraja standing on a little demon guy"), and no earlier turn spoke of the writer's own people
 * or of harm. The unsure abuse note is left off such a turn; a first message, or one after the writer told
 * of their home ("my husband hits me", then "he said he would come back tonight"), keeps it.
 */
function isStoryFollowUp(told: readonly string[]): boolean {
  const last = told.at(-1);
  if (last === undefined || told.length < 2) return false;
  const plain = (text: string) => text.replace(/[’`]/g, "'");
  return (
    speaksOnlyOfOthers(plain(last)) &&
    !HARM_CUE.test(plain(last)) &&
    told.slice(0, -1).every((turn) => !OWN_PEOPLE.test(plain(turn)) && !HARM_CUE.test(plain(turn)))
  );
}

// The writer's own people or home: "my husband", "our house", "at home", "me".
const OWN_PEOPLE = /\b(?:my|our|me|us|at home|i live)\b/i;

/** A verdict's name for tables and logs. */
export function verdictName(verdict: SafetyVerdict): string {
  return typeof verdict === 'string' ? verdict : `possible ${verdict.possible.join(' and ')}`;
}
