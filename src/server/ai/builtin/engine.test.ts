import { describe, expect, it } from 'vitest';
import { PERSONA_IDS, type PersonaId } from '../../../lib/ai/catalog';
import { SUGGESTION_ITEM_SCHEMAS, type SuggestionRequest } from '../../../lib/ai/schemas';
import { getPersona } from '../personas';
import { chooseBook } from './books';
import { createBuiltinEngine } from './engine';
import { FIXTURE_LIBRARY } from './fixtures.test-data';
import { buildTeachingIndex, countSentences, replyAsPersona } from './teachings';
import { suggestFromLibrary } from './suggest';

const ask = (persona: PersonaId, ...turns: string[]) =>
  replyAsPersona(
    buildTeachingIndex(persona, FIXTURE_LIBRARY.teachings[persona]),
    turns.map((content, index) => ({
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content,
    })),
  );

const ON_TOPIC: Record<PersonaId, { question: string; source: string }> = {
  krishna: { question: 'I am afraid of failing at my work', source: 'Bhagavad Gita' },
  buddha: { question: 'How do I let go of my anger at my brother?', source: 'Dhammapada 5' },
  jesus: { question: 'I worry about tomorrow all the time', source: 'Matthew 6:34' },
  shiva: { question: 'How should I meditate properly?', source: 'Vijnana Bhairava Tantra 24' },
};

describe('built-in persona replies', () => {
  it.each(PERSONA_IDS)(
    '%s answers an on-topic question from its own teachings, at its reply length',
    (persona) => {
      const reply = ask(persona, ON_TOPIC[persona].question);
      expect(reply.kind).toBe('reply');
      if (reply.kind !== 'reply') return;
      expect(reply.teachings.every((teaching) => teaching.persona === persona)).toBe(true);
      expect(reply.text).toContain(ON_TOPIC[persona].source);
      expect(countSentences(reply.text)).toBe(getPersona(persona).sentences);
      expect(reply.text).not.toMatch(/[<>]/);
    },
  );

  it.each(PERSONA_IDS)('%s refuses an off-topic question with its refusal text', (persona) => {
    for (const question of [
      'What is the best lasagna recipe?',
      'Fix my JavaScript build error',
      'Who won the football match?',
    ]) {
      const reply = ask(persona, question);
      expect(reply).toEqual({ kind: 'refusal', text: getPersona(persona).refusal });
    }
  });

  it('Jesus replies carry bracketed Bible references', () => {
    const reply = ask('jesus', 'I am so tired and burdened');
    expect(reply.text).toMatch(/\[Matthew 11:28\]/);
  });

  it('answers the same conversation the same way', () => {
    expect(ask('buddha', 'My mind races at night')).toEqual(
      ask('buddha', 'My mind races at night'),
    );
  });

  it('a follow-up continues the topic with a teaching not cited before', () => {
    const first = ask('krishna', 'I feel so angry');
    expect(first.kind).toBe('reply');
    const followUp = ask('krishna', 'I feel so angry', first.text, 'tell me more');
    expect(followUp.kind).toBe('reply');
    if (followUp.kind !== 'reply' || first.kind !== 'reply') return;
    expect(followUp.teachings[0]?.id).not.toBe(first.teachings[0]?.id);
  });

  it('greets back instead of refusing a greeting', () => {
    expect(ask('shiva', 'Hello!').kind).toBe('reply');
  });

  it('streams the reply in several pieces that join to the full text', async () => {
    const engine = createBuiltinEngine(FIXTURE_LIBRARY);
    const pieces: string[] = [];
    for await (const piece of engine.streamChat(
      { persona: 'buddha', messages: [{ role: 'user', content: 'How do I calm my mind?' }] },
      new AbortController().signal,
    )) {
      pieces.push(piece);
    }
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(ask('buddha', 'How do I calm my mind?').text);
  });
});

const MORNING = '2026-11-22T08:10:00+01:00';
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('built-in suggestions', () => {
  it('gives exactly 6 schema-valid tasks for the mood', () => {
    const items = suggestFromLibrary(FIXTURE_LIBRARY, {
      kind: 'tasks',
      mood: 'calm',
      now: MORNING,
    });
    expect(items).toHaveLength(6);
    for (const item of items) expect(SUGGESTION_ITEM_SCHEMAS.tasks.parse(item)).toEqual(item);
    expect(names(items).every((name) => name.startsWith('calm task'))).toBe(true);
  });

  it('prefers items that fit the time of day', () => {
    const items = suggestFromLibrary(FIXTURE_LIBRARY, {
      kind: 'poses',
      mood: 'tired',
      now: MORNING,
    });
    const morningPoses = FIXTURE_LIBRARY.poses.filter(
      (pose) => pose.moods.includes('tired') && pose.timesOfDay.includes('morning'),
    );
    expect(names(items).slice(0, morningPoses.length).sort()).toEqual(names(morningPoses).sort());
  });

  it('never repeats an item to avoid, case-insensitively, and still gives 6', () => {
    const avoid = ['CALM TASK 1', 'calm task 2', ' calm task 3 '];
    const items = suggestFromLibrary(FIXTURE_LIBRARY, {
      kind: 'tasks',
      mood: 'calm',
      now: MORNING,
      existing: avoid,
    });
    expect(items).toHaveLength(6);
    for (const name of ['calm task 1', 'calm task 2', 'calm task 3'])
      expect(names(items)).not.toContain(name);
  });

  it('fills from related goals when a goal runs out, never repeating', () => {
    const existing = FIXTURE_LIBRARY.exercises
      .filter((exercise) => exercise.category === 'core')
      .map((exercise) => exercise.name)
      .slice(0, 4);
    const items = suggestFromLibrary(FIXTURE_LIBRARY, {
      kind: 'exercises',
      goal: 'core',
      now: MORNING,
      existing,
    });
    expect(items).toHaveLength(6);
    expect(new Set(names(items)).size).toBe(6);
    expect(names(items).filter((name) => existing.includes(name))).toEqual([]);
    expect(items.filter((item) => 'category' in item && item.category === 'core')).toHaveLength(3);
  });

  it('is stable within a half hour and varies across half hours', () => {
    const at = (now: string): SuggestionRequest => ({ kind: 'tasks', mood: 'social', now });
    const first = names(suggestFromLibrary(FIXTURE_LIBRARY, at('2026-11-22T10:01:00+00:00')));
    expect(names(suggestFromLibrary(FIXTURE_LIBRARY, at('2026-11-22T10:29:59+00:00')))).toEqual(
      first,
    );
    const later = ['10:31', '11:01', '11:31', '12:01'].map((time) =>
      names(suggestFromLibrary(FIXTURE_LIBRARY, at(`2026-11-22T${time}:00+00:00`))).join(),
    );
    expect(later.some((list) => list !== first.join())).toBe(true);
  });

  it('answers 409 when the library has nothing new left', () => {
    const existing = FIXTURE_LIBRARY.tasks.map((task) => task.name);
    expect(() =>
      suggestFromLibrary(FIXTURE_LIBRARY, { kind: 'tasks', mood: 'calm', now: MORNING, existing }),
    ).toThrow(expect.objectContaining({ status: 409 }));
  });
});

describe('built-in books', () => {
  it.each([
    [10, 3],
    [20, 5],
    [30, 5],
  ] as const)('a %i-minute reading has %i sections', (readingTime, count) => {
    const book = chooseBook(FIXTURE_LIBRARY.books, { genre: 'history', readingTime });
    expect(book.sections).toHaveLength(count);
    expect(book.title).toBe('Top of the World');
  });

  it('finds a retelling by a loosely typed title', () => {
    const book = chooseBook(FIXTURE_LIBRARY.books, {
      genre: 'fantasy',
      readingTime: 20,
      contentType: 'existing',
      title: 'alice in wonderland',
    });
    expect(book.title).toBe('Alice in Wonderland, Retold');
  });

  it('answers 404 naming the bundled retellings when the title matches none', () => {
    expect(() =>
      chooseBook(FIXTURE_LIBRARY.books, {
        genre: 'fantasy',
        readingTime: 20,
        contentType: 'existing',
        title: 'War and Peace',
      }),
    ).toThrow(
      expect.objectContaining({
        status: 404,
        message: expect.stringContaining('"Alice\'s Adventures in Wonderland"'),
      }),
    );
  });

  it('new fiction never picks a retelling', () => {
    for (const readingTime of [10, 20, 30] as const) {
      const book = chooseBook(FIXTURE_LIBRARY.books, {
        genre: 'fantasy',
        readingTime,
        contentType: 'new',
      });
      expect(['The Lantern', 'The River Door']).toContain(book.title);
    }
  });
});
