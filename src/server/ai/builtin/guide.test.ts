import { describe, expect, it } from 'vitest';
import { PERSONA_IDS, type PersonaId } from '../../../lib/ai/catalog';
import { getPersona } from '../personas';
import { ACKNOWLEDGE, ALLOW, ALLOW_FEELING, CARE_PRACTICES } from './content/care';
import { PAIN_KINDS } from './content/guide-types';
import { PROFESSIONAL_HELP, SITUATIONS } from './content/situations';
import { salutationsIn } from './eval/check';
import { converse } from './converse.testing';
import { countSentences, splitSentences } from './teachings';

const ask = (persona: PersonaId, question: string) => {
  const reply = converse(persona, question)[0];
  if (!reply || reply.kind !== 'reply') throw new Error(`no reply to ${question}`);
  return reply;
};

const lines = (pool: readonly string[]) => pool.map((line) => line.split('{')[0] ?? line);
const startsWithOneOf = (sentence: string, pool: readonly string[]) =>
  lines(pool).some((start) => sentence.startsWith(start.trim()));

// Words that scold grief or fear (issue 22: "the self never dies", "weeping wounds the one who mourns").
const SCOLDING =
  /never dies|never born|do not grieve|wounds the one who mourns|weeping|trembling does not suit/i;

describe('care before teaching (issue 22)', () => {
  it.each(PERSONA_IDS)(
    '%s meets grief first in plain words, naming the loss, then one teaching, then one step',
    (persona) => {
      const reply = ask(persona, 'My father passed away and I feel lost');
      const sentences = splitSentences(reply.text);
      expect(sentences[0]).toMatch(/father/);
      expect(startsWithOneOf(sentences[0] ?? '', ACKNOWLEDGE.grief.withLoss)).toBe(true);
      // The feeling the visitor named is allowed, in the second sentence.
      expect(sentences[1]).toMatch(/lost/);
      expect(startsWithOneOf(sentences[1] ?? '', ALLOW_FEELING)).toBe(true);
      // The teaching comes after the care and carries its source.
      const cited = sentences.findIndex((sentence) =>
        reply.teachings.some((teaching) => sentence.includes(teaching.source)),
      );
      expect(cited).toBeGreaterThan(1);
      // One small step closes it.
      expect(CARE_PRACTICES.grief).toContain(sentences.at(-1));
      expect(reply.text).not.toMatch(SCOLDING);
      expect(countSentences(reply.text)).toBe(getPersona(persona).sentences);
    },
  );

  it.each(PAIN_KINDS)('every persona meets %s with care and never scolds it', (pain) => {
    const questions: Record<(typeof PAIN_KINDS)[number], string> = {
      grief: 'My mother died',
      heartbreak: 'My wife left me',
      fear: 'I am so scared',
      anxiety: 'I am anxious all the time',
      anger: 'I am furious with my brother',
      loneliness: 'I feel so alone',
      shame: 'I feel so ashamed',
      worthlessness: 'I feel worthless',
      work: 'I am so stressed about my job',
      money: 'I am drowning in debt',
      illness: 'I am sick and in hospital',
      sadness: 'I feel so sad',
    };
    for (const persona of PERSONA_IDS) {
      const reply = ask(persona, questions[pain]);
      const [first, second] = splitSentences(reply.text);
      const acknowledged = [...ACKNOWLEDGE[pain].plain, ...ACKNOWLEDGE[pain].withLoss];
      expect(startsWithOneOf(first ?? '', acknowledged), `${persona}: ${first}`).toBe(true);
      expect(
        startsWithOneOf(second ?? '', [...ALLOW[pain], ...ALLOW_FEELING]),
        `${persona}: ${second}`,
      ).toBe(true);
      expect(reply.text).not.toMatch(SCOLDING);
      expect(CARE_PRACTICES[pain]).toContain(splitSentences(reply.text).at(-1));
    }
  });
});

describe('everyday situations named back (issue 41)', () => {
  it.each([
    ['I was laid off today', 'losing your job', 'laid-off'],
    ['my boss yells at me every day', 'the way your boss treats you', 'boss-yells'],
    ['everyone at school ignores me', 'left out at school', 'ignored-at-school'],
    ['how do i stop caring what people think', 'what other people think', 'what-people-think'],
    ['i cheated on my wife and she found out', 'what it has done to your wife', 'affair-confessed'],
  ] as const)('"%s" is met as %s, with a step that fits it', (text, named, id) => {
    const situation = SITUATIONS.find((candidate) => candidate.id === id);
    for (const persona of PERSONA_IDS) {
      const reply = ask(persona, text);
      const [first] = splitSentences(reply.text);
      expect(first?.toLowerCase(), persona).toContain(named);
      expect(reply.text).not.toMatch(/break-?up|before work tomorrow|lies beyond the path/i);
      if (situation?.steps !== undefined)
        expect(situation.steps).toContain(splitSentences(reply.text).at(-1));
    }
  });

  it('signs of depression get a gentle pointer to a doctor or counsellor', () => {
    for (const persona of PERSONA_IDS) {
      const reply = ask(persona, "i've been depressed for months and can't get out of bed");
      expect(reply.text).toContain(PROFESSIONAL_HELP);
    }
  });
});

describe('answers that meet the question (issue 22)', () => {
  it.each<[PersonaId, string, RegExp]>([
    ['krishna', 'What is my dharma?', /dharma[^]*Bhagavad Gita 3\.35/],
    ['buddha', 'What are the Four Noble Truths?', /craving[^]*Eightfold Path/],
    ['jesus', 'What does John 3:16 say?', /\[John 3:16\]/],
    ['krishna', 'Who is Arjuna?', /Arjuna[^]*Kurukshetra/],
    ['shiva', 'What is the third eye?', /third eye[^]*Kama/],
    ['jesus', 'Blessed are the meek, what does that mean?', /meek[^]*\[Matthew 5:5\]/],
  ])('%s answers "%s" as asked, with its source', (persona, question, expected) => {
    expect(ask(persona, question).text).toMatch(expected);
  });

  it.each(PERSONA_IDS)('%s holds at most one salutation in any reply', (persona) => {
    for (const question of [
      'What is karma?',
      'My father passed away and I feel lost',
      'How do I meditate?',
      'Hello',
      'How can I find inner peace?',
    ])
      expect(salutationsIn(ask(persona, question).text), question).toBeLessThanOrEqual(1);
  });

  it('replies vary their openings', () => {
    const openings = new Set(
      ['What is karma?', 'How can I find peace?', 'What is love?', 'How do I pray?', 'Hello'].map(
        (question) => splitSentences(ask('jesus', question).text)[0],
      ),
    );
    expect(openings.size).toBeGreaterThanOrEqual(4);
  });

  it.each<[PersonaId, string, string]>([
    ['krishna', 'What is my dharma?', 'What is karma yoga?'],
    ['krishna', 'Who is Arjuna?', 'Who was Draupadi?'],
    ['buddha', 'What is the middle way?', 'What does dukkha mean?'],
    ['buddha', 'Who was Ananda?', 'Who was Mahapajapati?'],
    ['buddha', 'How do I do walking meditation?', 'How do I practise mindfulness in daily life?'],
    ['jesus', 'What does John 3:16 say?', 'What does John 14:6 mean?'],
    ['jesus', 'My father passed away and I feel lost', 'My wife died last spring'],
    ['shiva', 'How do I meditate properly?', 'How do I find inner peace?'],
    ['shiva', 'My mother died and I feel lost', 'My grandfather passed away last night'],
  ])('%s: two questions of one kind get two passages ("%s" / "%s")', (persona, one, two) => {
    expect(ask(persona, one).teachings[0]?.source).not.toBe(ask(persona, two).teachings[0]?.source);
  });
});

describe('conversation-aware follow-ups (issue 22)', () => {
  it.each(PERSONA_IDS)(
    '%s continues the last topic with a passage it has not cited yet',
    (persona) => {
      for (const [first, followUp] of [
        ['What is karma?', 'can you say more?'],
        ['My father passed away and I feel lost', 'why?'],
        ['How do I meditate?', 'tell me more'],
      ] as const) {
        const [before, after] = converse(persona, first, followUp);
        expect(after?.kind).toBe('reply');
        if (before?.kind !== 'reply' || after?.kind !== 'reply') return;
        expect(after.intent).toBe('follow-up');
        const earlier = new Set(before.teachings.map((teaching) => teaching.source));
        expect(after.teachings.some((teaching) => !earlier.has(teaching.source))).toBe(true);
      }
    },
  );

  it('a follow-up to pain stays caring and names the new person', () => {
    const [, after] = converse(
      'krishna',
      'My father passed away and I feel lost',
      'what about my sister?',
    );
    expect(after?.text).toMatch(/^Your sister/);
    expect(after?.text).not.toMatch(SCOLDING);
  });

  it('a follow-up to a figure keeps naming the figure', () => {
    const [, after] = converse('buddha', 'Who was Ananda?', 'tell me more');
    expect(after?.text).toMatch(/Ananda/);
  });
});
