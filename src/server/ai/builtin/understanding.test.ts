/**
 * The guide understands the person (issue 41): the last turn decides a follow-up's topic, names and
 * references typed with a slip resolve, everyday messages are met rather than declined, and replies
 * do not repeat their openings or verses.
 */
import { describe, expect, it } from 'vitest';
import { PERSONA_IDS, type PersonaId } from '../../../lib/ai/catalog';
import { getPersona } from '../personas';
import { HONEST_ANSWERS } from './content/honest';
import { NAMED_OPENINGS } from './content/openings';
import { isNear } from './fuzzy';
import { pickFresh, withoutSalutation } from './guide';
import { detectPain, findEntry, findHonest, formatReference, parseReference } from './intent';
import { converse, converseDrawn } from './converse.testing';
import { LIBRARY } from './library';
import { splitSentences, type PersonaReply } from './teachings';

/** The last reply of a conversation, which must not be a refusal. */
function lastReply(persona: PersonaId, ...questions: string[]) {
  const reply = converse(persona, ...questions).at(-1);
  if (reply?.kind !== 'reply') throw new Error(`refused: ${questions.at(-1)}`);
  return reply;
}

/** The first sentence of an honest answer: what a reply that gives it holds. */
function honestOpening(persona: PersonaId, id: string): string {
  const answer = HONEST_ANSWERS[persona].find((item) => item.id === id);
  if (!answer) throw new Error(id);
  return splitSentences(answer.text)[0] ?? answer.text;
}

const guideOf = (persona: PersonaId) => {
  const guide = LIBRARY.guides?.[persona];
  if (!guide) throw new Error(persona);
  return guide;
};

describe('the last turn decides the topic (issue 41)', () => {
  it.each(PERSONA_IDS)(
    '%s: a follow-up about sitting length and time of day gets both plain answers',
    (persona) => {
      const reply = lastReply(
        persona,
        'I want to begin a daily practice',
        'what is the best time of day, and how long should a session last?',
      );
      expect(reply.intent).toBe('practical');
      expect(reply.text).toContain('Begin with five or ten minutes a day');
      expect(reply.text).toContain('Early morning is easiest for most people');
    },
  );

  it('a practical follow-up names what the conversation was about', () => {
    const entry = lastReply('krishna', 'what is karma yoga', 'what is the best time of day for it');
    expect(entry.intent).toBe('practical');
    expect(entry.text).toContain('karma yoga');
    expect(entry.text).toContain('Early morning is easiest for most people');
    const feeling = lastReply(
      'buddha',
      'i get so jealous of my sister',
      'ok but how long should i meditate on that each day',
    );
    expect(feeling.text).toContain('the jealousy');
    expect(feeling.text).toContain('Begin with five or ten minutes a day');
  });

  it.each([
    [
      'does forgiving him mean i have to let him see the kids again',
      'does not mean trusting them again, going back, or letting them near you or your children',
    ],
    [
      'when i meditate my nose itches, do i scratch it',
      'When an itch or an ache comes while you sit',
    ],
    [
      'can i pray while im jogging or does it only count sitting still',
      'While you run, walk or work',
    ],
    ['trataka on a candle, how long, will it hurt my eyes', 'Take contact lenses out first'],
  ])('answers "%s" plainly, in every persona', (question, answer) => {
    for (const persona of PERSONA_IDS) {
      const reply = lastReply(persona, question);
      expect(reply.intent).toBe('practical');
      expect(reply.text).toContain(answer);
    }
  });

  it('reads "what mattered most" to the teacher as the heart of the teaching, and to the visitor as their life', () => {
    expect(findEntry(guideOf('jesus'), 'the one thing that mattered most to jesus')?.id).toBe(
      'jesus-heart-of-the-gospel',
    );
    expect(findEntry(guideOf('buddha'), 'what mattered most to the buddha')?.text).toContain(
      'suffering and the end of suffering',
    );
    expect(
      findEntry(guideOf('krishna'), 'the thing that mattered most to me was my career'),
    ).toBeUndefined();
  });

  it.each(PERSONA_IDS)(
    '%s: a story told on after a pain keeps its people and things in the reply to the next question',
    (persona) => {
      const reply = lastReply(
        persona,
        'my brother and i are fighting over our late fathers land',
        'he says im greedy but i gave up my job to look after dad for 4 years',
        'so should i just let him have it?',
      );
      expect(reply.text).toMatch(/whether to just let him have it/);
      expect(reply.text).toContain('your brother and the land');
    },
  );

  it.each([
    [
      'krishna',
      'why does everyone feel so bad for karna?? he sided with duryodhana',
      'stayed loyal to him to the end',
    ],
    ['buddha', 'what is dependent origination in simple words, read it 3 times', 'When this is'],
    ['krishna', 'yada yada hi dharmasya which verse is that', 'Bhagavad Gita 4.7'],
    ['shiva', 'shiv sutra 3 9 nartaka atma, what does that mean', '3.9'],
    ['krishna', 'my nani raised me. she died last year and i cry at every bhajan', 'your nani'],
    ['shiva', 'the startup i founded with 2 friends just shut down', 'startup'],
    ['jesus', 'retiring in june after 40 yrs as a nurse and scared of empty days', 'retiring'],
    [
      'buddha',
      'can i meditate in my hostel room, i dont have a shrine',
      'quiet corner of your room',
    ],
    ['shiva', 'what do i do in the moment when im about to explode', 'breathe out slowly'],
    [
      'krishna',
      'is nishkama karma the same as buddhist non attachment',
      'The Buddha taught letting go of craving',
    ],
    ['buddha', 'jesus says forgive, buddha says let go of anger, same thing?', 'Jesus asked'],
    [
      'jesus',
      'hindus say krishna was god in human form like jesus, same idea?',
      'avatar of Vishnu',
    ],
  ] as const)('%s meets "%s"', (persona, question, words) => {
    expect(lastReply(persona, question).text).toContain(words);
  });

  it('a question asked within a pain told earlier keeps its people in view', () => {
    const reply = lastReply(
      'buddha',
      'my sister called me selfish in front of everyone at our moms funeral',
      'we havent spoken in 4 months now',
      'so should i be the one to call first? what would i even say',
    );
    expect(reply.text).toContain('whether to be the one to call first');
    expect(reply.text).toMatch(
      /(?:keeping in mind|not forgotten) what you (?:told me|said) about your sister/,
    );
  });

  it('a follow-up that names a figure is answered about that figure', () => {
    const reply = lastReply('shiva', 'What is the third eye?', 'and why did it burn Kama?');
    expect(reply.intent).toBe('figure');
    expect(reply.teachings[0]?.source).toBe('Skanda Purana');
    expect(reply.text).toContain('Kama, the god of desire');
  });

  it('a follow-up about another person in a parable is answered about them', () => {
    const reply = lastReply(
      'jesus',
      'Tell me the parable of the prodigal son',
      'was the older brother wrong to be angry?',
    );
    expect(reply.teachings[0]?.source).toBe('Luke 15:25-30');
    expect(reply.text).toContain('The elder brother had stayed and worked');
  });

  it('a long turn that points back continues the topic with a passage on its own words', () => {
    const [before, after] = converse(
      'krishna',
      'what is karma yoga',
      'ok but how does that work if my job is dull and boring',
    );
    expect(before?.kind === 'reply' && before.intent).toBe('concept');
    expect(after?.kind === 'reply' && after.intent).toBe('follow-up');
    expect(after?.kind === 'reply' && after.teachings[0]?.source).toBe('Bhagavad Gita 18.48');
  });
});

describe('names and references typed with a slip (issue 41)', () => {
  it.each([
    ['jhon 3 16', 'John 3:16'],
    ['bhagvad geeta 2.47', 'Bhagavad Gita 2.47'],
    ['dhamapada 1', 'Dhammapada 1'],
    ['vigyan bhairav tantra verse 24', 'Vijnana Bhairava Tantra 24'],
    ['chapter 6 verse 5 gita, something abt the mind being ur friend', 'Bhagavad Gita 6.5'],
    ['ch 3 v 16 of john', 'John 3:16'],
  ])('"%s" is %s', (typed, reference) => {
    const parsed = parseReference(typed);
    expect(parsed && formatReference(parsed)).toBe(reference);
  });

  it.each([
    ['buddha', 'wat are the 4 nobel truths', 'buddha-four-noble-truths'],
    ['jesus', 'who was mary magdelene, was she really a prostitute?', 'jesus-mary-magdalene'],
    ['buddha', 'what is tanha? my meditation teacher says its the root of it all', 'buddha-tanha'],
    ['krishna', 'what are the 4 yogas? karma, bhakti and what else', 'krishna-four-paths'],
    ['shiva', 'what do the syllables na ma shi va ya stand for', 'shiva-om-namah-shivaya'],
  ] as const)('%s: "%s" names %s', (persona, typed, id) => {
    expect(findEntry(guideOf(persona), typed)?.id).toBe(id);
  });

  it('a slip keeps the first letter: "dinner" is not "sinner", "karma" is not "karna"', () => {
    expect(isNear('dinner', 'sinner')).toBe(false);
    expect(findEntry(guideOf('jesus'), 'she comments on my cooking at every family dinner')).toBe(
      undefined,
    );
    expect(findEntry(guideOf('krishna'), 'what is karma?')?.id).toBe('krishna-karma');
  });
});

describe('everyday messages are met, worldly ones declined (issue 41)', () => {
  it('a person with no spiritual word is met with care that names their people', () => {
    const reply = lastReply(
      'jesus',
      'my mother in law keeps making comments about my cooking at every family dinner',
    );
    expect(reply.intent).toBe('pain');
    expect(splitSentences(reply.text)[0]).toContain('your mother in law');
  });

  it.each([
    ['krishna', 'what should i get my girlfriend for her birthday, under 30 bucks'],
    ['buddha', 'what is 12 times 14'],
  ] as const)('%s declines "%s"', (persona, question) => {
    const reply = converse(persona, question)[0];
    expect(reply?.text).toBe(getPersona(persona).refusal);
  });

  it('a worldly word the named figure uses itself does not decline the question', () => {
    const reply = lastReply('jesus', 'tell me about zaccheus the tax collector');
    expect(reply.teachings[0]?.id).toBe('jesus-zacchaeus');
  });
});

describe('replies do not repeat themselves (issue 41, sameness)', () => {
  it.each(PERSONA_IDS)(
    '%s: the same first question asked again (another draw) mostly gets other words, meaning the same',
    (persona) => {
      const questions = guideOf(persona)
        .entries.slice(0, 30)
        .map((entry) => `tell me about ${entry.names[0] ?? ''}`);
      let same = 0;
      for (const question of questions) {
        const [first] = converseDrawn(1, persona, question);
        const [again] = converseDrawn(2, persona, question);
        if (first?.text === again?.text) same += 1;
        // what was asked about is answered on either draw: the same entry leads
        const lead = (reply?: PersonaReply) =>
          reply?.kind === 'reply' ? [reply.intent, reply.teachings[0]?.id] : [reply?.kind];
        expect(lead(again), question).toEqual(lead(first));
      }
      expect(same, `${same} of ${questions.length} the same`).toBeLessThanOrEqual(3);
    },
  );

  it('the same draw of the same conversation gets the same words (a reply can be reproduced)', () => {
    const question = 'how do i stop caring what people think';
    expect(converseDrawn(7, 'buddha', question)[0]?.text).toBe(
      converseDrawn(7, 'buddha', question)[0]?.text,
    );
    expect(converseDrawn(0, 'buddha', question)[0]?.text).toBe(
      converse('buddha', question)[0]?.text,
    );
  });

  it('never picks the opening the last reply used, whatever the seed', () => {
    const earlier = ['You ask about karma, and it is a good thing to ask. Karma is action.'];
    for (let seed = 0; seed < 64; seed += 1)
      expect(pickFresh(NAMED_OPENINGS, seed, earlier)).not.toBe(NAMED_OPENINGS[0]);
  });

  it.each(PERSONA_IDS)(
    '%s: openings vary across the turns of a conversation, never twice in a row',
    (persona) => {
      const names = guideOf(persona)
        .entries.filter((entry) => entry.kind === 'figure' || entry.kind === 'concept')
        .slice(0, 8)
        .map((entry) => `tell me about ${entry.names[0] ?? ''}`);
      const replies = converse(persona, ...names);
      // A template shows as its longest stretch between placeholders.
      const marks = NAMED_OPENINGS.map((template) =>
        template
          .split(/\{\w+\}/)
          .map((part) => part.trim())
          .reduce((longest, part) => (part.length > longest.length ? part : longest), ''),
      );
      const templates = replies.map((reply) =>
        marks.findIndex((mark) => splitSentences(reply.text)[0]?.includes(mark)),
      );
      expect(templates).not.toContain(-1);
      for (let turn = 1; turn < templates.length; turn += 1)
        expect(templates[turn], `turn ${turn}: ${templates.join(',')}`).not.toBe(
          templates[turn - 1],
        );
      expect(new Set(templates).size).toBeGreaterThanOrEqual(5);
    },
  );

  it.each(PERSONA_IDS)('%s never cites the same verse twice in one reply', (persona) => {
    const questions = guideOf(persona)
      .entries.slice(0, 40)
      .map((entry) => `what is ${entry.names[0] ?? ''}?`);
    for (const question of questions) {
      const reply = converse(persona, question)[0];
      const cited = [...(reply?.text ?? '').matchAll(/[([]([^()[\]]*\d[^()[\]]*)[)\]]/g)].map(
        (match) => match[1],
      );
      expect(new Set(cited).size, `${question}: ${cited.join(' | ')}`).toBe(cited.length);
    }
  });
});

describe('honest answers to branches, practices and being gay, as visitors type them', () => {
  const CASES: readonly [PersonaId, string, string][] = [
    ['jesus', 'catholic vs protestant, whats the actual difference', 'jesus-honest-denominations'],
    ['jesus', 'whats the difference between orthodox and catholic', 'jesus-honest-denominations'],
    ['jesus', 'are you actually god or just a prophet', 'jesus-honest-god-or-prophet'],
    ['jesus', 'is jesus god or a prophet', 'jesus-honest-god-or-prophet'],
    ['jesus', 'is it ok to be gay and christian', 'jesus-honest-gay'],
    ['jesus', 'can i be gay and still be a christian', 'jesus-honest-gay'],
    [
      'buddha',
      'zen vs theravada, whats the actual difference, they look nothing alike',
      'buddha-honest-schools',
    ],
    ['buddha', 'is vipassana the same as TM with a mantra', 'buddha-honest-vipassana-tm'],
    ['buddha', 'is it ok to be gay and buddhist', 'buddha-honest-gay'],
    [
      'krishna',
      'is atman the same thing as the soul christians talk about',
      'krishna-honest-atman-soul',
    ],
    [
      'krishna',
      'advaita vs dvaita, is krishna a person or formless brahman',
      'krishna-honest-advaita-dvaita',
    ],
    ['krishna', 'is being gay a sin in hinduism', 'krishna-honest-gay'],
    ['krishna', 'would krishna accept me if im gay', 'krishna-honest-gay'],
    ['shiva', 'is kundalini the same thing as chi in tai chi', 'shiva-honest-kundalini-qi'],
    [
      'shiva',
      'isnt the shiva lingam just a phallic symbol? my professor said so',
      'shiva-honest-lingam',
    ],
    [
      'shiva',
      'kashmir shaivism vs shaiva siddhanta, whats the difference',
      'shiva-honest-siddhanta',
    ],
  ];

  it.each(CASES)('%s: "%s" is met by %s', (persona, question, id) => {
    expect(lastReply(persona, question).text).toContain(honestOpening(persona, id));
  });
});

describe('doubts met by what they name most specifically, with "he" and "you" as the persona', () => {
  const CASES: readonly [PersonaId, string[], string][] = [
    // the rarest word decides: "weed" over "is it made up"
    [
      'shiva',
      [
        'ppl use shiva as an excuse to smoke weed all day. did he actually do that or is it made up',
      ],
      'shiva-honest-cannabis',
    ],
    // "he" is the Buddha in his own chat, when the message names none of the writer's people
    [
      'buddha',
      [
        'he left his wife and newborn son in the night. thats abandonment. why is he anyones role model',
      ],
      'buddha-honest-left-family',
    ],
    // "=" and "diff" set two things side by side
    ['shiva', ['shiva and shakti = yin and yang?'], 'shiva-honest-yin-yang'],
    ['krishna', ['is moksha basically nirvana or r they diff'], 'krishna-honest-moksha-nirvana'],
    [
      'krishna',
      ['dharma vs karma whats the difference, i mix them up'],
      'krishna-honest-dharma-karma',
    ],
    [
      'buddha',
      ['how is rebirth supposed to work if theres no soul?? what even gets reborn'],
      'buddha-honest-rebirth-no-self',
    ],
    [
      'jesus',
      ['christians judge everyone. didnt you literally say not to judge? whats the point'],
      'jesus-honest-judgmental-christians',
    ],
    [
      'jesus',
      [
        'walking on water and raising the dead is obviously made up, why should i take it seriously',
      ],
      'jesus-honest-miracles',
    ],
    ['krishna', ['16000 wives?? how is that a role model for anyone'], 'krishna-honest-many-wives'],
    [
      'shiva',
      [
        'how did ganesha get the elephant head',
        'that seems kinda brutal, why would he behead a kid',
      ],
      'shiva-honest-ganesha-beheading',
    ],
  ];

  it.each(CASES)('%s: %j is met by %s', (persona, questions, id) => {
    expect(lastReply(persona, ...questions).text).toContain(honestOpening(persona, id));
  });

  it('reads a name the persona knows as itself, never as a slip of another word', () => {
    // "ganga" is one letter from "ganja": the Ganga in Shiva's hair is not a question about cannabis
    expect(lastReply('shiva', 'How did Ganga come into your hair?').text).toMatch(/Ganga/);
    expect(lastReply('shiva', 'How did Ganga come into your hair?').text).not.toMatch(/cannabis/i);
  });

  it('leaves "he" to the people a writer names ("my twin brother ... now he wont talk to me")', () => {
    const reply = lastReply(
      'shiva',
      'my twin brother and i both applied for the same job and i got it. now he wont talk to me',
    ).text;
    expect(reply).toMatch(/brother/);
    expect(reply).not.toMatch(/Shaivism and many other traditions/);
  });
});

describe('everyday situations named back, and practical answers that name their subject', () => {
  it.each<[PersonaId, string, RegExp]>([
    [
      'krishna',
      'presentation tmrw in front of the whole department and my hands are already shaking',
      /presentation/,
    ],
    [
      'buddha',
      'coworker takes credit for my work in meetings and i just sit there fuming',
      /credit/,
    ],
    [
      'jesus',
      'my sister didnt invite me to her wedding and im pretending im fine',
      /your sister didn't invite you to her wedding/,
    ],
    ['buddha', 'i had to put my dog down yesterday', /your dog/],
    ['krishna', 'my dad is in the icu since sunday after a stroke. how do i even wait', /your dad/],
    ['krishna', 'we have been trying for a baby for 4 yrs and 3 ivf rounds failed', /child|baby/],
    ['jesus', 'my mom has alzheimers and didnt recognise me today', /forget|alzheimers/],
    [
      'jesus',
      'our cat misty got hit by a car this morning. my kids are asking if shes in heaven',
      /cat/,
    ],
    [
      'krishna',
      'been going back and forth for a year on quitting my stable job to open a bakery. how do you even decide',
      /choice/,
    ],
  ])('%s: "%s" is met as a person, its situation named', (persona, question, named) => {
    const reply = lastReply(persona, question).text;
    expect(reply).toMatch(named);
  });

  it('answers how to offer food at home with the offering itself', () => {
    const reply = lastReply(
      'krishna',
      'how do i offer food to krishna at home? i dont have a temple, just a small picture',
    ).text;
    expect(reply).toMatch(/before the picture/);
    expect(reply).toMatch(/prasad/);
  });

  it('names the mantra a practical question is about ("how many times, do i need a mala")', () => {
    const reply = lastReply(
      'shiva',
      'how do i chant om namah shivaya, how many times, do i need a mala',
    ).text;
    expect(reply).toMatch(/Namah Shivaya/i);
    expect(reply).toMatch(/108/);
  });

  it('answers what the Buddha found under the tree, never declines it', () => {
    const reply = lastReply('buddha', 'what did he actually figure out under that tree').text;
    expect(reply).toMatch(/suffering/i);
  });
});

describe('a visitor who pushes back is answered, owning what was said', () => {
  it.each<[PersonaId, string, string]>([
    [
      'jesus',
      'what did jesus mean by consider the lilies',
      'easy to say when ur not behind on rent',
    ],
    [
      'krishna',
      'what does the gita say about work',
      'easier said than done when my boss is a nightmare',
    ],
  ])('%s: "%s", then "%s"', (persona, first, pushback) => {
    const before = lastReply(persona, first);
    const reply = lastReply(persona, first, pushback);
    const passage = before.teachings[0];
    if (!passage) throw new Error('the first reply cited nothing');
    // the first sentence of the passage it gave, said again, and a passage it has not given yet
    const said = withoutSalutation(splitSentences(passage.text)[0] ?? '')
      .replace(/\s*[([][^()[\]]*[)\]]/g, '')
      .replace(/[.!?]+$/, '');
    expect(reply.text).toContain(`"${said}"`);
    expect(reply.teachings[0]?.source).not.toBe(passage.source);
  });
});

describe('a first question put to the persona is never declined for want of a keyword', () => {
  it.each<[PersonaId, string]>([
    ['krishna', '16000 wives?? how is that a role model for anyone'],
    ['jesus', 'why would he say something like that'],
  ])('%s answers "%s"', (persona, question) => {
    expect(lastReply(persona, question).text.length).toBeGreaterThan(0);
  });

  it('still declines a question with no one in it that names a worldly subject', () => {
    expect(converse('buddha', 'what is 12 times 14').at(-1)?.kind).toBe('refusal');
    expect(converse('krishna', 'who won the world cup in 2018').at(-1)?.kind).toBe('refusal');
  });
});

describe('where a passage is written, and stories found by what they tell', () => {
  it('answers "which verse says that" with the source of what was just spoken of', () => {
    const [, after] = converse(
      'jesus',
      'what did jesus say about not worrying about tomorrow',
      'which verse says that',
    );
    expect(after?.kind === 'reply' && after.intent).toBe('follow-up');
    expect(after?.kind === 'reply' && after.text).toMatch(
      /^(?:That is|You will find it in|It is written in) Matthew 6:/,
    );
  });

  it('finds a story by what it tells when it names none of its names', () => {
    // Nothing in the question is a name of the Govardhan entry: its telling is found by its words.
    const reply = lastReply(
      'krishna',
      'tell me the story where little krishna lifts the whole mountain',
    );
    expect(reply.text).toMatch(/Govardhan/);
  });

  it('answers how Jesus can pray to God honestly, with the Father', () => {
    const reply = lastReply(
      'jesus',
      'how can jesus be god and also pray to god? who was he even talking to',
    );
    expect(reply.text).toMatch(/Father/);
    expect(reply.text).toMatch(/Trinity/);
  });
});

describe('hell as a word for hard days is met as a person, never with the hell realms', () => {
  it.each<[PersonaId, string]>([
    ['buddha', 'work has been hell this week'],
    ['buddha', 'i feel like im in hell'],
    ['jesus', 'school is hell'],
  ])('%s meets "%s" as pain', (persona, message) => {
    expect(lastReply(persona, message).intent).toBe('pain');
  });

  it.each<[PersonaId, string]>([
    ['jesus', 'is hell real'],
    ['jesus', 'what is hell like'],
    ['buddha', 'is there hell in buddhism'],
  ])('%s still answers "%s" as a question', (persona, message) => {
    expect(lastReply(persona, message).intent).not.toBe('pain');
  });
});

describe('a parent who forgets is not met as a death', () => {
  it('says nothing of losing her', () => {
    const reply = lastReply('jesus', 'my mom has alzheimers and didnt recognise me today').text;
    expect(reply).not.toMatch(/losing your mom|grief is the love/i);
  });
});

describe('a verse asked for is that verse, before a passage whose range holds it', () => {
  it('answers "bg 18 66" with the refuge verse, not the summary cited as 18.65-66', () => {
    const reply = lastReply('krishna', 'bg 18 66 sarva dharman parityajya, what does it mean');
    expect(reply.teachings[0]?.source).toBe('Bhagavad Gita 18.66');
    expect(reply.text).toMatch(/refuge/);
  });
});

describe('a follow-up about a figure in the picture just described', () => {
  it('names Apasmara when asked who Nataraja stands on', () => {
    const reply = lastReply(
      'shiva',
      'what does the nataraja statue mean',
      'and whos the little guy hes standing on',
    );
    expect(reply.text).toMatch(/Apasmara/);
    expect(reply.text).not.toMatch(/Ganesha/);
  });
});

/** The sources a reply cites that no earlier reply of its conversation cited. */
function newSources(persona: PersonaId, ...questions: string[]): string[] {
  const replies = converse(persona, ...questions);
  const last = replies.at(-1);
  if (last?.kind !== 'reply') throw new Error(`refused: ${questions.at(-1)}`);
  const before = replies
    .slice(0, -1)
    .map((reply) => reply.text)
    .join(' ');
  return last.teachings.map((cited) => cited.source).filter((source) => !before.includes(source));
}

describe('a follow-up on a story asks why, what happened after, or where it is told', () => {
  it('a why about a figure just told of is answered from the story: Bhishma waits for the northward sun', () => {
    const reply = lastReply(
      'krishna',
      'tell me about bhishma',
      'but why did he wait on the arrows so long before dying',
    );
    expect(reply.intent).toBe('follow-up');
    expect(reply.text).toMatch(/northward/);
    expect(reply.text).toContain('(Mahabharata, Anushasana Parva)');
  });

  it('what happened after is the story going on: Peter asked three times by the lake', () => {
    const reply = lastReply(
      'jesus',
      'what happened when peter denied jesus',
      'did jesus ever talk to him about it again',
    );
    expect(reply.text).toMatch(/feed my sheep/);
    expect(reply.text).toContain('[John 21:15-19]');
    const after = lastReply('buddha', 'who was kisa gotami', 'what became of her later');
    expect(after.text).toMatch(/dart of sorrow/);
  });

  it('tells the parts of other stories too: why Judas did it, what became of Lazarus and of the gopis', () => {
    expect(lastReply('jesus', 'tell me about judas', 'but why did he do it').text).toMatch(
      /common purse/,
    );
    expect(lastReply('jesus', 'who was lazarus', 'what happened to him after that').text).toContain(
      '[John 12:1-11]',
    );
    expect(
      lastReply('krishna', 'tell me about radha', 'did krishna ever go back to her').text,
    ).toContain('(Bhagavata Purana 10.47)');
    expect(
      lastReply('jesus', 'explain the good samaritan', 'but why did he stop when the others didnt')
        .text,
    ).toMatch(/moved with compassion/);
  });

  it('a story answered as a doubt goes on from its own part: what became of Ganesha', () => {
    const reply = lastReply(
      'shiva',
      'how did ganesha get the elephant head',
      'and what happened to him after that',
    );
    expect(reply.text).toMatch(/^(?:Here is what came after|The story of Ganesha)/);
    expect(reply.text).toMatch(/lord of my ganas/);
    expect(lastReply('shiva', 'who was markandeya', 'what happened to him later').text).toContain(
      '(Mahabharata, Vana Parva)',
    );
  });

  it('a question that points back at the story, naming nothing of its own, continues it', () => {
    const raft = lastReply(
      'buddha',
      'explain the parable of the raft',
      'so i throw the teachings away once im across? that sounds backwards',
    );
    expect(raft.intent).toBe('follow-up');
    expect(raft.text).toMatch(/raft/);
    const murderer = lastReply(
      'buddha',
      'who was angulimala',
      'how did the buddha even stop him',
      'would he take in a killer like that today too',
    );
    expect(murderer.text).toMatch(/Angulimala/);
  });

  it('a practical turn in between leaves the topic the last story set', () => {
    expect(detectPain('how would i know if im becoming like that')?.situation?.id).not.toBe(
      'big-decision',
    );
    const reply = lastReply(
      'krishna',
      'what is sthitaprajna',
      'how would i know if im becoming like that',
      'is that realistic for a parent with a full time job',
    );
    expect(reply.text).toMatch(/steady wisdom/);
  });

  it('a figure of the story just told, asked of within it, keeps the story: the blue throat, not Parvati', () => {
    const reply = lastReply(
      'shiva',
      'why is shivas throat blue',
      'so why did parvati hold his throat, why didnt he just swallow it',
    );
    expect(reply.text).toMatch(/Parvati pressed my throat/);
    expect(reply.text).toMatch(/poison/);
    expect(reply.text).toContain('(Mahabharata, Adi Parva)');
  });

  it('a question already told in the story is said back from it, then goes further', () => {
    const reply = lastReply(
      'krishna',
      'whats the deal with krishna lifting govardhan hill',
      'so was indra actually the villain there',
    );
    expect(reply.text).toMatch(
      /^(?:Of|Recall what I told of|In the story of) the lifting of Govardhan.*Indra/,
    );
    expect(
      newSources(
        'krishna',
        'whats the deal with krishna lifting govardhan hill',
        'so was indra actually the villain there',
      ),
    ).not.toEqual([]);
  });

  it('a story named again, or doubted, after its passage was cited brings a passage not cited yet', () => {
    expect(
      newSources(
        'shiva',
        'what does the nataraja statue mean',
        'and who is the little guy under his foot',
      ),
    ).not.toEqual([]);
    const doubted = lastReply(
      'shiva',
      'story of ganesha getting the elephant head',
      'thats so cruel, why would shiva chop off his sons head',
    );
    expect(doubted.text).toMatch(/brutal story/);
    expect(
      newSources(
        'shiva',
        'story of ganesha getting the elephant head',
        'thats so cruel, why would shiva chop off his sons head',
      ),
    ).not.toEqual([]);
  });

  it('"which verse is that" finds the passage the visitor spoke of, and a new one beside it', () => {
    const lilies = lastReply(
      'jesus',
      'what did jesus say about worry',
      'the lilies of the field thing?',
      'where is that in the bible',
    );
    expect(lilies.text).toMatch(/^That is Matthew 6:25-30|Matthew 6:25-30/);
    expect(lilies.text).toMatch(/lilies/);
    const mind = lastReply(
      'buddha',
      'is there a verse saying mind is the forerunner of all things',
      'which verse is that',
    );
    expect(mind.text).toMatch(/Dhammapada 1-2/);
    expect(
      newSources(
        'krishna',
        'krishna says somewhere i am the taste in water, its in the gita',
        'which verse says that',
      ),
    ).not.toEqual([]);
  });

  it('"is that in the gita or somewhere else" says where the story is told', () => {
    const reply = lastReply(
      'krishna',
      'tell me the story of sudama',
      'is that in the gita or somewhere else',
    );
    expect(reply.text).toMatch(/^Not in the Gita: it is told in Bhagavata Purana 10\.80-81/);
  });
});

describe('a doubt read in a conversation', () => {
  it('a short word of a group is met in its plural or possessive ("his sons head")', () => {
    expect(findHonest(HONEST_ANSWERS.shiva, 'why would shiva chop off his sons head')?.id).toBe(
      'shiva-honest-ganesha-beheading',
    );
  });

  it('"he" is the figure just spoken of, not the persona, for the whole turn', () => {
    const reply = lastReply(
      'shiva',
      'parvati did crazy tapas to win shiva right? like years out in the snow',
      'but why would a god put her through all that, couldnt he just agree',
    );
    expect(reply.text).not.toContain(honestOpening('shiva', 'shiva-honest-two-paths'));
    expect(reply.text).toMatch(/Parvati/);
  });
});

describe('a topic named first is the one asked about', () => {
  it('"spanda?? heard it on a podcast" is spanda, not the longer name after it', () => {
    expect(
      lastReply('shiva', 'spanda?? i heard the word in a talk on kashmir shaivism').text,
    ).toMatch(/Spanda means/);
    expect(lastReply('buddha', 'anatta means no self? then who is it that meditates').text).toMatch(
      /Anatta, not-self/,
    );
  });

  it('an entry named first outweighs a doubt that only shares its words', () => {
    expect(
      lastReply('krishna', 'svadharma is it like ur caste duty or ur own calling? so confused')
        .text,
    ).toMatch(/svadharma/);
  });

  it('a text named first by its title is looked up before the doubt it raises', () => {
    const reply = lastReply(
      'buddha',
      'kalama sutta.. is it really saying dont believe anything unless u test it, my atheist flatmate quotes it',
    );
    expect(reply.text).toContain('Anguttara Nikaya 3.65 (Kalama Sutta)');
  });

  it('a practice asked how to do is answered as that practice, not as a comparison', () => {
    const reply = lastReply(
      'shiva',
      'how do i chant om namah shivaya and how many times, and can anyone do it or only men',
    );
    expect(reply.text).toMatch(/Om Namah Shivaya/);
    expect(reply.text).not.toContain(honestOpening('shiva', 'shiva-honest-two-paths'));
  });

  it('a practical question names the practice the last reply told, when no turn named it', () => {
    const reply = lastReply(
      'shiva',
      'what is the vijnana bhairava tantra',
      'give me one of the techniques',
      'i tried it and got bored, am i doing it wrong',
    );
    expect(reply.intent).toBe('practical');
    expect(reply.text).toMatch(/Vijnana Bhairava/);
  });
});

describe('questions the guide could not meet before', () => {
  it('reads "bg chap 6 verse 5" as a reference', () => {
    expect(parseReference('bg chap 6 verse 5 raise yourself by yourself')).toEqual({
      book: 'bhagavad gita',
      chapter: 6,
      verse: 5,
      verseEnd: 5,
    });
  });

  it('meets "i feel like ive done nothing with my life" as a pain, said back', () => {
    expect(
      detectPain('i turn 40 in march and i feel like ive done nothing with my life')?.pain,
    ).toBe('worthlessness');
    const reply = lastReply(
      'shiva',
      'i turn 40 in march and i feel like ive done nothing with my life',
    );
    expect(reply.intent).toBe('pain');
    expect(reply.text).toMatch(/40/);
  });

  it('sets the dancing Nataraja beside the seated Buddha', () => {
    const reply = lastReply(
      'shiva',
      'why does nataraja dance when the buddha sat so still, arent both awake',
    );
    expect(reply.intent).toBe('comparison');
    expect(reply.text).toMatch(/seated Buddha/);
  });

  it('sets the golden rule beside Confucius, and karma yoga beside the Protestant work ethic', () => {
    expect(
      lastReply('jesus', 'isnt the golden rule just what confucius already taught').text,
    ).toMatch(/Confucius/);
    expect(
      lastReply('krishna', 'karma yoga vs the protestant work ethic, same idea?').text,
    ).toMatch(/Protestant work ethic/);
  });

  it('names not-self, insight and works where the doubt turns on them', () => {
    expect(lastReply('buddha', 'no self but still rebirth? what is even reborn then').text).toMatch(
      /anatta, not-self/,
    );
    expect(
      lastReply('buddha', 'are vipassana retreats different from mindfulness apps').text,
    ).toMatch(/vipassana/);
    expect(
      lastReply('jesus', 'catholics vs protestants, is it faith or works that saves').text,
    ).toMatch(/faith without works/);
  });

  it('answers the doubt on the sixteen thousand wives in its own word', () => {
    expect(
      lastReply('krishna', 'sixteen thousand wives?? how could that be a role model').text,
    ).toMatch(/my wives/);
  });

  it('reads "so the gita made caste" as the doubt on caste', () => {
    const reply = lastReply('krishna', 'so the gita made caste? chatur varnyam maya srishtam');
    expect(reply.intent).toBe('skeptical');
    expect(reply.text).toContain('(Bhagavad Gita 4.13)');
  });

  it('knows Uddhava and the Uddhava Gita', () => {
    const reply = lastReply('krishna', 'who was uddhava');
    expect(reply.text).toMatch(/Uddhava Gita/);
    expect(reply.text).toContain('(Bhagavata Purana 11.7-29)');
  });

  it('gives a step for the day to a person told their childlessness is their karma', () => {
    const reply = lastReply(
      'krishna',
      'trying for a baby for 3 years, ivf failed twice, my mother in law says its my karma',
    );
    expect(reply.text).toMatch(/Today, when advice comes that hurts/);
  });
});

describe('stories found by what they tell, second doubts and whole-word groups', () => {
  it('continues a story found by what it tells, as if it had been named', () => {
    const reply = lastReply(
      'shiva',
      'why does shiva have a river coming out of his hair',
      'who brought her down tho',
    );
    expect(reply.intent).toBe('follow-up');
    expect(reply.text).toMatch(/Bhagiratha/);
  });

  it("knows Shiva's sons and why Kartikeya is loved in the south", () => {
    expect(lastReply('shiva', 'who are your kids').text).toMatch(/Kartikeya/);
    const reply = lastReply(
      'shiva',
      'who are shivas children',
      'why is he mostly worshipped down south',
    );
    expect(reply.text).toMatch(/Tamil/);
    expect(reply.text).toContain('(Shiva Purana, Koti Rudra Samhita)');
  });

  it('meets a group of several words only as whole words ("not real" is not in "not really")', () => {
    const answer = findHonest(
      HONEST_ANSWERS.buddha,
      'buddha vs jesus on forgiveness, same thing or not really',
      'buddha',
    );
    expect(answer?.id).toBe('buddha-honest-forgiveness-letting-go');
  });

  it('reads "he" as the persona after the persona\'s own story', () => {
    const reply = lastReply(
      'buddha',
      'who was the buddha before he was the buddha',
      'why did he leave his wife and kid, seems messed up',
    );
    expect(reply.text).toContain(honestOpening('buddha', 'buddha-honest-left-family'));
  });

  it('says what nishkama karma means', () => {
    expect(lastReply('krishna', 'what is nishkama karma').text).toMatch(
      /nishkama karma, action without selfish desire/,
    );
  });

  it('tells of Cunda and the last meal, and that he was not to blame', () => {
    expect(lastReply('buddha', 'what was the buddhas last meal').text).toMatch(/Cunda/);
    const reply = lastReply(
      'buddha',
      'tell me about the buddhas last meal',
      'the blacksmith guy',
      'did he blame him',
    );
    expect(reply.text).toMatch(/remorse/);
  });

  it('meets "is karma made up so the poor accept it" as the doubt on karma and blame, saying karma', () => {
    const reply = lastReply('buddha', 'is karma just made up so poor people accept being poor');
    expect(reply.text).toContain(honestOpening('buddha', 'buddha-honest-karma-blame'));
    expect(reply.text).toMatch(/karma/);
  });

  it('answers "how long until it works" with patience, not minutes to sit', () => {
    const reply = lastReply(
      'krishna',
      'how do i stop snapping at my kids',
      'ok but how long before it actually helps',
    );
    expect(reply.text).toMatch(/little by little/);
    expect(reply.text).not.toMatch(/Begin with five or ten minutes/);
  });

  it('declines growing a tiktok, but meets a person hurt by one', () => {
    expect(converse('shiva', 'how do i get more followers on tiktok fast')[0]?.kind).toBe(
      'refusal',
    );
    expect(converse('shiva', 'i feel worthless when my tiktok videos get no views')[0]?.kind).toBe(
      'reply',
    );
  });

  it('continues a doubt about a named teaching with that teaching, where it meets the question', () => {
    const reply = lastReply(
      'krishna',
      'so does that mean i had past lives',
      'but why dont i remember any of them tho',
    );
    expect(reply.intent).toBe('follow-up');
    expect(reply.text).toContain('I remember them all, and you do not (Bhagavad Gita 4.5)');
  });

  it('names again who a pain was told of when a later turn names no one', () => {
    const reply = lastReply(
      'jesus',
      'my sister and i havent talked in a year, she said i ruined the family',
      'she just sent me a happy birthday text',
      'do i reply? and if i do what do i even say',
    );
    expect(reply.text).toMatch(/what you said about your sister/);
  });

  it("reads a feeling asked of a story's figure as the figure's, not the writer's", () => {
    const reply = lastReply(
      'jesus',
      'the prodigal son. why was the older brother so angry, honestly i get him',
    );
    expect(reply.intent).toBe('figure');
    expect(reply.text).toContain('[Luke 15:25-30]');
    // the writer's own brother is the writer's pain
    expect(lastReply('jesus', 'why is my older brother so mad at me all the time').intent).toBe(
      'pain',
    );
  });

  it('reads a topic the message opens with before a situation guessed from its words', () => {
    const reply = lastReply(
      'shiva',
      'shivratri is on friday, do i fast? do i stay up all night? i share a room',
    );
    expect(reply.intent).toBe('concept');
    expect(reply.text).toMatch(/Maha Shivaratri/);
  });

  it('names emptiness when Kashmir Shaivism is set beside Buddhism', () => {
    const reply = lastReply(
      'shiva',
      'is kashmir shaivism basically the same as buddhist emptiness',
    );
    expect(reply.text).toMatch(/emptiness, shunyata/);
  });

  it('answers a second doubt about a figure named beside the first', () => {
    const reply = lastReply(
      'krishna',
      'krishna had 16000 wives and stole the gopis clothes. how is that a role model',
    );
    expect(reply.text).toContain(honestOpening('krishna', 'krishna-honest-many-wives'));
    expect(reply.text).toContain(honestOpening('krishna', 'krishna-honest-gopis'));
  });
});

describe('the people, the event and the ask named back in a reply (issue 41)', () => {
  it.each<[PersonaId, string, RegExp]>([
    [
      'krishna',
      'my daughter is 16, i read her diary and she found out. now she wont look at me',
      /your daughter is 16/,
    ],
    ['shiva', 'lupus for 9 years. every day hurts. i used to dance every weekend', /lupus/],
    [
      'jesus',
      'my mum is in a care home and we were never close. i want to write something to her but i dont know what',
      /what to write to her/,
    ],
    [
      'buddha',
      'moved to leeds for a job in march and i know nobody here. evenings are the worst',
      /evenings are the worst/,
    ],
    [
      'krishna',
      'my sister and i fell out over the house and we havent talked in a month. who should message first',
      /who should message first/,
    ],
  ])('%s: "%s" is met with care, named back', (persona, question, named) => {
    const reply = lastReply(persona, question).text;
    expect(reply).toMatch(named);
    expect(reply).toMatch(/^(?:So |I hear you|You tell me|I am sorry|That sounds)/);
  });
});
