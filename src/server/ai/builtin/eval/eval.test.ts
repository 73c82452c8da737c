import { describe, expect, it } from 'vitest';
import { PERSONA_IDS } from '../../../../lib/ai/catalog';
import { getPersona } from '../../personas';
import { EVAL_KINDS, checkReply, citationsOf, salutationsIn, type EvalItem } from './check';
import { EVAL_SET } from './questions';
import { passShare, runEval, type Answerer } from './run';

describe('the guide evaluation set (issue 22)', () => {
  it.each(PERSONA_IDS)('%s has at least 60 questions covering every kind', (persona) => {
    const items = EVAL_SET[persona];
    expect(items.length).toBeGreaterThanOrEqual(60);
    for (const kind of EVAL_KINDS)
      expect(items.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(3);
    expect(new Set(items.map((item) => item.question)).size).toBe(items.length);
  });

  it('every question about a reference, figure, concept, list or practice names what a good answer must mention', () => {
    for (const persona of PERSONA_IDS)
      for (const item of EVAL_SET[persona])
        if (['reference', 'figure', 'concept', 'core', 'practice'].includes(item.kind))
          expect(item.mention?.length ?? 0, item.question).toBeGreaterThan(0);
  });
});

describe('the checker can fail', () => {
  const pain: EvalItem = { kind: 'pain', question: 'My father passed away', mention: ['father'] };
  const refusal = getPersona('krishna').refusal;

  it('fails a reply that scolds grief, even with a source', () => {
    const verdict = checkReply(
      pain,
      'Your father is not gone, for the self never dies (Bhagavad Gita 2.20). Sit quietly tonight.',
      refusal,
    );
    expect(verdict).toEqual({
      pass: false,
      reasons: expect.arrayContaining(['scolds grief or fear']),
    });
  });

  it('fails a reply with two salutations, and one with no source', () => {
    expect(salutationsIn('Arjuna, my friend, be still. My friend, hear this (Gita 2.47).')).toBe(3);
    const verdict = checkReply(
      { kind: 'concept', question: 'What is karma?', mention: ['karma'] },
      'My friend, karma is action. My friend, act well.',
      refusal,
    );
    expect(verdict.pass).toBe(false);
    if (!verdict.pass) expect(verdict.reasons).toEqual(['cites no source', '2 salutations']);
  });

  it('fails a follow-up that repeats the passage it gave before', () => {
    const before = 'Karma is action (Bhagavad Gita 3.5).';
    expect(citationsOf(before)).toEqual(['bhagavad gita 3.5']);
    expect(
      checkReply(
        { kind: 'follow-up', question: 'say more' },
        'Again, karma is action (Bhagavad Gita 3.5).',
        refusal,
        before,
      ).pass,
    ).toBe(false);
  });

  it.each<[string, Answerer, number]>([
    [
      'a canned generic reply',
      () => 'My friend, be at peace and trust the path; breathe today (Bhagavad Gita 2.47).',
      0.15,
    ],
    ['always declining', (persona) => getPersona(persona).refusal, 0.1],
  ])('%s fails almost all of the set', (_, answer, ceiling) => {
    expect(passShare(runEval(answer))).toBeLessThan(ceiling);
  });
});

describe('the built-in guide on the evaluation (issue 22)', () => {
  const results = runEval();

  it.each(PERSONA_IDS)('%s passes at least 90 %', (persona) => {
    const own = results.filter((result) => result.persona === persona);
    const failures = own.filter((result) => !result.verdict.pass);
    expect(passShare(own), JSON.stringify(failures.slice(0, 3), null, 1)).toBeGreaterThanOrEqual(
      0.9,
    );
  });
});
