import { describe, expect, it } from 'vitest';
import {
  GOAL_IDS,
  PERSONA_IDS,
  PLANNER_MOOD_IDS,
  YOGA_MOOD_IDS,
  type PersonaId,
} from '../../../lib/ai/catalog';
import { SUGGESTION_ITEM_SCHEMAS } from '../../../lib/ai/schemas';
import { getPersona } from '../personas';
import { chooseBook } from './books';
import { suggestFromLibrary } from './suggest';
import { LIBRARY } from './library';
import { buildTeachingIndex, countSentences, replyAsPersona } from './teachings';

const QUESTIONS = [
  'How do I overcome fear?',
  'I am so angry at my father',
  'How can I find inner peace?',
  'What is karma?',
  'How do I meditate properly?',
  'My mother died and I cannot stop crying',
  'I feel lonely and lost',
  'How do I forgive someone who hurt me?',
  'What is the purpose of my life?',
  'I am anxious about my exams',
  'How do I stop worrying about the future?',
  'What is the path to enlightenment?',
];
const OFF_TOPIC = [
  'What is the best lasagna recipe?',
  'Can you fix my Python code?',
  'Which stock should I buy?',
  'Who won the World Cup in 2018?',
];

describe.each(PERSONA_IDS)('the bundled %s teachings', (persona: PersonaId) => {
  const index = buildTeachingIndex(persona, LIBRARY.teachings[persona]);
  const ask = (content: string) => replyAsPersona(index, [{ role: 'user', content }]);

  it('holds at least 40 teachings of its own, each with a source', () => {
    expect(LIBRARY.teachings[persona].length).toBeGreaterThanOrEqual(40);
    for (const teaching of LIBRARY.teachings[persona]) {
      expect(teaching.persona).toBe(persona);
      expect(teaching.source.trim()).not.toBe('');
    }
  });

  it.each(QUESTIONS)('answers "%s" from its teachings at its reply length', (question) => {
    const reply = ask(question);
    expect(reply.kind).toBe('reply');
    if (reply.kind !== 'reply') return;
    expect(reply.teachings.length).toBeGreaterThan(0);
    expect(reply.text).toContain(reply.teachings[0]?.source ?? '—');
    expect(countSentences(reply.text)).toBe(getPersona(persona).sentences);
    expect(reply.text).not.toMatch(/[<>]/);
  });

  it.each(OFF_TOPIC)('refuses "%s"', (question) => {
    expect(ask(question)).toEqual({ kind: 'refusal', text: getPersona(persona).refusal });
  });
});

describe('the bundled books', () => {
  const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

  it.each(['history', 'biography', 'philosophy'] as const)(
    'a %s reading has 3 sections of 500–800 words for 10 minutes',
    (genre) => {
      const book = chooseBook(LIBRARY.books, { genre, readingTime: 10 });
      expect(book.sections).toHaveLength(3);
      for (const section of book.sections)
        expect(wordCount(section.content)).toBeGreaterThanOrEqual(500);
    },
  );

  it.each([
    ['romance', 'pride and prejudice', 'Pride and Prejudice'],
    ['adventure', 'Treasure Island', 'Treasure Island'],
    ['science-fiction', 'the time machine by h.g. wells', 'The Time Machine'],
    ['fantasy', 'Wizard of Oz', 'The Wonderful Wizard of Oz'],
  ] as const)('finds the %s retelling for "%s"', (genre, title, classic) => {
    const book = chooseBook(LIBRARY.books, {
      genre,
      readingTime: 20,
      contentType: 'existing',
      title,
    });
    const bundled = LIBRARY.books.find((entry) => entry.title === book.title);
    expect(bundled?.retells?.title).toContain(classic);
    expect(book.sections).toHaveLength(5);
  });
});

describe('bundled suggestions', () => {
  const HOURS = ['07:10', '13:40', '20:05'];

  it.each(PLANNER_MOOD_IDS)(
    'tasks for %s: 6 valid, distinct, for the mood, all day long',
    (mood) => {
      for (const time of HOURS) {
        const items = suggestFromLibrary(LIBRARY, {
          kind: 'tasks',
          mood,
          now: `2026-11-22T${time}:00+02:00`,
        });
        expect(items).toHaveLength(6);
        expect(new Set(items.map((item) => item.name)).size).toBe(6);
        for (const item of items) {
          expect(SUGGESTION_ITEM_SCHEMAS.tasks.safeParse(item).success).toBe(true);
          expect(LIBRARY.tasks.find((task) => task.name === item.name)?.moods).toContain(mood);
        }
      }
    },
  );

  it.each(YOGA_MOOD_IDS)('poses for %s: 6 valid, distinct, for the mood', (mood) => {
    const items = suggestFromLibrary(LIBRARY, {
      kind: 'poses',
      mood,
      now: '2026-11-22T07:10:00+02:00',
    });
    expect(items).toHaveLength(6);
    for (const item of items) {
      expect(SUGGESTION_ITEM_SCHEMAS.poses.safeParse(item).success).toBe(true);
      expect(LIBRARY.poses.find((pose) => pose.name === item.name)?.moods).toContain(mood);
    }
  });

  it.each(GOAL_IDS)('exercises for %s: 6 valid, distinct, for the goal', (goal) => {
    const items = suggestFromLibrary(LIBRARY, {
      kind: 'exercises',
      goal,
      now: '2026-11-22T18:10:00+02:00',
    });
    expect(items).toHaveLength(6);
    for (const item of items) {
      expect(SUGGESTION_ITEM_SCHEMAS.exercises.safeParse(item).success).toBe(true);
      expect(item.category).toBe(goal);
    }
  });
});
