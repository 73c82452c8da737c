import { describe, expect, it } from 'vitest';
import { PERSONA_IDS, type PersonaId } from '../../../lib/ai/catalog';
import type { ChatMessage } from '../../../lib/ai/schemas';
import { LIBRARY } from './library';
import {
  correctSpelling,
  covers,
  detectIntent,
  detectPain,
  formatReference,
  labelOf,
  parseReference,
  type IntentLabel,
} from './intent';
import { buildTeachingIndex, replyAsPersona } from './teachings';

const turns = (...contents: string[]): ChatMessage[] =>
  contents.map((content, index) => ({
    role: index % 2 === 0 ? 'user' : 'assistant',
    content,
  }));

/** The label the bundled guide gives a conversation. */
function labelFor(persona: PersonaId, ...contents: string[]): IntentLabel | 'refusal' {
  const index = buildTeachingIndex(persona, LIBRARY.teachings[persona], LIBRARY.guides?.[persona]);
  const reply = replyAsPersona(index, turns(...contents));
  return reply.kind === 'refusal' ? 'refusal' : reply.intent;
}

describe('references (issue 22)', () => {
  it.each([
    ['Gita 2.47', 'Bhagavad Gita 2.47'],
    ['BG 18.66', 'Bhagavad Gita 18.66'],
    ['Bhagavad Gita chapter 2 verse 20', 'Bhagavad Gita 2.20'],
    ['what does verse 6.5 of the Gita teach?', 'Bhagavad Gita 6.5'],
    ['John 3:16', 'John 3:16'],
    ['the Gospel of Matthew 5:3-10', 'Matthew 5:3-10'],
    ['Dhammapada 5', 'Dhammapada 5'],
    ['dhammapada verse 183', 'Dhammapada 183'],
    ['Shiva Sutras 1.1', 'Shiva Sutras 1.1'],
    ['vijnana bhairava 24', 'Vijnana Bhairava Tantra 24'],
  ])('reads "%s" as %s', (text, expected) => {
    const reference = parseReference(text);
    expect(reference && formatReference(reference)).toBe(expected);
  });

  it('finds no reference in ordinary words', () => {
    for (const text of ['I am 24 and lost', 'What is my dharma?', 'John is my brother'])
      expect(parseReference(text)).toBeUndefined();
  });

  it('a cited verse range covers a verse inside it, not one beside it', () => {
    const asked = parseReference('Gita 2.62');
    expect(asked).toBeDefined();
    if (!asked) return;
    expect(covers('Bhagavad Gita 2.62-63', asked)).toBe(true);
    expect(covers('Bhagavad Gita 2.64', asked)).toBe(false);
    expect(covers('Bhagavad Gita 3.62', asked)).toBe(false);
  });
});

describe('personal pain (issue 22)', () => {
  it.each([
    ['My father passed away and I feel lost', 'grief', 'father', 'lost'],
    ['My girlfriend broke up with me', 'heartbreak', 'girlfriend', undefined],
    ['I am so afraid of the future', 'fear', undefined, 'afraid'],
    ['I have so much anxiety about my exams', 'anxiety', undefined, undefined],
    ['I am so angry at my brother', 'anger', 'brother', 'angry'],
    ['I feel so lonely', 'loneliness', undefined, 'lonely'],
    ['I am ashamed of what I did', 'shame', undefined, 'ashamed'],
    ['I feel worthless', 'worthlessness', undefined, 'worthless'],
    ['I lost my job', 'work', 'job', undefined],
    ["I can't pay my rent", 'money', undefined, undefined],
    ['I was diagnosed with cancer', 'illness', undefined, undefined],
    ['I feel empty and sad all the time', 'sadness', undefined, 'empty'],
  ] as const)('"%s" is %s', (text, pain, loss, feeling) => {
    const { situation, ...found } = detectPain(text) ?? {};
    expect(found).toEqual({
      pain,
      ...(loss === undefined ? {} : { loss }),
      ...(feeling === undefined ? {} : { feeling }),
    });
    expect(situation === undefined || situation.pain === pain).toBe(true);
  });

  it('a question about a feeling, or work named without distress, is not personal pain', () => {
    for (const text of [
      'How can I overcome fear?',
      'How do I let go of anger?',
      'What happens to the soul after death?',
      'How do I offer my work to God?',
      'Can money buy happiness?',
    ])
      expect(detectPain(text), text).toBeUndefined();
  });
});

describe('what is asked, before retrieval (issue 22)', () => {
  it.each<[PersonaId, string, IntentLabel | 'refusal']>([
    ['krishna', 'What does Gita 2.47 say?', 'reference'],
    ['jesus', 'What does John 3:16 say?', 'reference'],
    ['buddha', 'What does Dhammapada 5 say?', 'reference'],
    ['buddha', 'Tell me about the Kalama Sutta', 'reference'],
    ['jesus', 'What is the parable of the prodigal son?', 'reference'],
    ['krishna', 'Who is Arjuna?', 'figure'],
    ['buddha', 'Who was Ananda?', 'figure'],
    ['jesus', 'Who was Mary Magdalene?', 'figure'],
    ['shiva', 'Who is Parvati?', 'figure'],
    ['krishna', 'What is my dharma?', 'concept'],
    ['krishna', 'What is karma yoga?', 'concept'],
    ['shiva', 'What is the Tandava?', 'concept'],
    ['shiva', 'What is the third eye?', 'concept'],
    ['buddha', 'What are the Four Noble Truths?', 'core'],
    ['buddha', 'What is the Eightfold Path?', 'core'],
    ['jesus', 'What are the Beatitudes?', 'core'],
    ['krishna', 'What are the paths of the Gita?', 'core'],
    ['shiva', 'What are the five acts of Shiva?', 'core'],
    ['buddha', 'How do I meditate on the breath?', 'practice'],
    ['jesus', 'How do I forgive someone who hurt me?', 'practice'],
    ['shiva', 'How do I chant Om Namah Shivaya?', 'practice'],
    ['krishna', 'My father passed away and I feel lost', 'pain'],
    ['buddha', 'I lost my job and I am scared', 'pain'],
    ['jesus', 'I feel so lonely', 'pain'],
    ['shiva', 'I was diagnosed with cancer', 'pain'],
    ['krishna', 'What is the best lasagna recipe?', 'refusal'],
    ['buddha', 'Fix my JavaScript build error', 'refusal'],
    ['jesus', 'Where can I buy cheap sneakers?', 'refusal'],
    ['shiva', 'Who won the football match?', 'refusal'],
  ])('%s: "%s" is %s', (persona, question, label) => {
    expect(labelFor(persona, question)).toBe(label);
  });

  it.each(['can you say more?', 'why?', 'tell me more', 'what about my sister?', 'go on'])(
    '"%s" after a reply is a follow-up of the last topic, for every persona',
    (followUp) => {
      for (const persona of PERSONA_IDS)
        expect(labelFor(persona, 'What is karma?', 'A reply.', followUp)).toBe('follow-up');
    },
  );

  it('a follow-up carries the topic it continues and whom it is about', () => {
    const intent = detectIntent(
      LIBRARY.guides?.krishna ?? { entries: [], comfort: {} as never, practices: [], openers: [] },
      turns('My father passed away', 'A reply.', 'why?', 'Another reply.', 'what about my sister?'),
      { isSpiritual: () => true, sources: [] },
    );
    expect(intent.kind).toBe('follow-up');
    if (intent.kind !== 'follow-up') return;
    expect(intent.about).toBe('my sister');
    expect(labelOf(intent.previous)).toBe('pain');
  });

  it('"say more" with no conversation before it is not treated as a follow-up', () => {
    expect(labelFor('buddha', 'say more')).not.toBe('follow-up');
  });
});

describe('references and names as visitors type them (issue 41)', () => {
  it.each([
    ['dhamapada 1', 'Dhammapada 1'],
    ['jhon 3 16', 'John 3:16'],
    ['bhagvad geeta 2.47', 'Bhagavad Gita 2.47'],
    ['wat does gita 2 47 say', 'Bhagavad Gita 2.47'],
    ['matthew 5 v 9', 'Matthew 5:9'],
    ['mathew 6:34 pls', 'Matthew 6:34'],
  ] as const)('"%s" is %s', (text, label) => {
    const reference = parseReference(text);
    expect(reference && formatReference(reference)).toBe(label);
  });

  it('does not read a reference into ordinary words with a number', () => {
    expect(parseReference('i like 3 things about you')).toBeUndefined();
    expect(parseReference('make 2 friends')).toBeUndefined();
  });

  it('expands chat spellings', () => {
    expect(correctSpelling('wat r u')).toBe('what are you');
  });
});

describe('what a message is about, as visitors write it (issue 41)', () => {
  it('a death the teaching tells of is not the visitor’s grief', () => {
    expect(detectPain('why do christians say jesus died for us')).toBeUndefined();
    expect(detectPain('did jesus die for my sins even if i keep messing up')?.pain).not.toBe(
      'grief',
    );
    expect(labelFor('jesus', 'why do christians say jesus died for us')).toBe('concept');
    // an exclamation is not the teaching's death
    expect(detectPain('oh god he died last night and i cant stop shaking')?.pain).toBe('grief');
    expect(detectPain('jesus i cant believe she died so suddenly')?.pain).toBe('grief');
  });

  it('the one who died is the one the death is told of, a baby lost included', () => {
    expect(
      detectPain('my twin sister overdosed in march and everyone says shes in a better place'),
    ).toMatchObject({ pain: 'grief', loss: 'sister' });
    expect(detectPain('we lost the baby at 20 weeks. my wife wont get out of bed')).toMatchObject({
      pain: 'grief',
      loss: 'baby',
    });
    expect(detectPain('my brother was killed in a crash on new years eve')).toMatchObject({
      pain: 'grief',
      loss: 'brother',
    });
  });

  it('a telling that begins at its verb is the visitor’s own; a question about someone is not', () => {
    expect(detectPain('moved to berlin for work 8 months ago and still no friends')?.pain).toBe(
      'loneliness',
    );
    expect(detectPain('was the older brother wrong to be angry?')).toBeUndefined();
    expect(detectPain('big presentation to the board tmrw and im freaking out')?.pain).toBe(
      'anxiety',
    );
    expect(
      labelFor('shiva', 'im 45 and want to quit my bank job to become a potter. am i crazy'),
    ).toBe('pain');
    expect(
      detectPain('retiring in june after 40 yrs as a nurse and honestly terrified')?.pain,
    ).toBe('fear');
  });

  it('a worldly word named in passing in a story of one’s people is not a worldly question', () => {
    expect(
      labelFor(
        'krishna',
        'my manager presents my work as his in every meeting. do i say something or keep quiet, i need this job for my visa',
      ),
    ).not.toBe('refusal');
    expect(
      labelFor(
        'jesus',
        'my 15yo daughter wont talk to me anymore, just stays in her room with headphones. how do i reach her',
      ),
    ).not.toBe('refusal');
    expect(labelFor('shiva', 'how do i file gst return for my small tiffin business')).toBe(
      'refusal',
    );
    expect(labelFor('buddha', 'which laptop should i buy for my son')).toBe('refusal');
  });

  it('a question that names a figure, or asks what a teaching means, is about it before a doubt it shares words with', () => {
    expect(
      labelFor(
        'buddha',
        'angulimala. the serial killer who became a monk. is that a real story or a parable',
      ),
    ).toBe('figure');
    expect(
      labelFor(
        'krishna',
        'my yoga teacher said the whole world is maya and now everything feels fake. what does maya actually mean',
      ),
    ).toBe('concept');
    // the doubt still answers a doubt that quotes the word ("chaturvarnyam maya srishtam")
    expect(
      labelFor(
        'krishna',
        'the caste system comes from the gita right? chaturvarnyam maya srishtam. how do u defend that',
      ),
    ).toBe('skeptical');
  });
});

describe('care first, and what is truly out of the domain (issue 41)', () => {
  it('declines spreadsheet help, but never a person struggling who names a spreadsheet', () => {
    expect(labelFor('buddha', 'my xlookup returns the wrong row every time, how do i fix it')).toBe(
      'refusal',
    );
    expect(labelFor('krishna', 'how do i make a pivot table show months in order')).toBe('refusal');
    expect(
      labelFor(
        'jesus',
        'my boss shouted at me in front of everyone because my vlookup was wrong and i cried in the toilets',
      ),
    ).not.toBe('refusal');
  });

  it('meets a long illness and a body that hurts as illness', () => {
    expect(detectPain('lupus for 9 years now. everything hurts and i miss dancing')?.pain).toBe(
      'illness',
    );
    expect(detectPain('i have arthritis in both hands and i cant knit anymore')?.pain).toBe(
      'illness',
    );
  });

  it('reads "ill" typed for "i\'ll" as no illness', () => {
    expect(detectPain('my exam is on monday and im scared ill just fail again')?.pain).not.toBe(
      'illness',
    );
  });

  it("meets one's own people gone silent as a pain, before a word of prayer said by another", () => {
    expect(
      detectPain('i told my family im leaving the church and my brother hasnt spoken to me since')
        ?.pain,
    ).toBe('loneliness');
    expect(
      labelFor(
        'jesus',
        'i told my parents im gay. my dad says he will pray for me and he hasnt said a word to me since',
      ),
    ).toBe('pain');
  });

  it("says back a table's situation with the visitor's person in it", () => {
    expect(
      detectPain('my brother didnt invite me to his graduation and im pretending im fine')?.told
        ?.words,
    ).toBe("your brother didn't invite you to his graduation and you're pretending you're fine");
  });
});

describe('a pain told in everyday words (issue 41)', () => {
  it('knows a parent by the name the visitor calls them at home', () => {
    expect(
      detectPain('my papa died last spring and we could not be with him at the end')?.loss,
    ).toBe('papa');
    expect(detectPain('lost my amma in january and the house is so quiet')?.loss).toBe('amma');
  });

  it('reads a mother or sister in law as no mother or sister of the visitor’s own', () => {
    const found = detectPain(
      'my sister in law laughs at my accent at every family dinner lol but it really hurts',
    );
    expect(found?.pain).toBe('sadness');
    expect(found?.loss).toBeUndefined();
  });

  it('hears a temper lost as anger', () => {
    expect(
      detectPain('the kids upstairs stomp around till midnight and im losing my temper every night')
        ?.pain,
    ).toBe('anger');
  });

  it('names a screen that keeps the visitor up at night', () => {
    const found = detectPain(
      'cant stop watching youtube till 2am and im wrecked at work every morning',
    );
    expect(found?.situation?.id).toBe('screen-at-night');
    expect(found?.situation?.phrase).toMatch(/night/);
  });

  it('says back, beside a death, what else was told, never the death itself', () => {
    const found = detectPain(
      'my grandma passed away on friday. my cousins are already fighting over her house',
    );
    expect(found?.loss).toBe('grandma');
    expect(found?.told?.words).toBe('your cousins are already fighting over her house');
    expect(detectPain('My mother passed away and I feel lost')?.told).toBeUndefined();
  });
});
