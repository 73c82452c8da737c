import { describe, expect, it } from 'vitest';

import {
  EXERCISE_DIFFICULTIES,
  GOAL_IDS,
  PERSONA_IDS,
  PLANNER_MOOD_IDS,
  POSE_CATEGORIES,
  POSE_DIFFICULTIES,
  PRIORITIES,
  TASK_CATEGORIES,
  TASK_TIMES,
  TIME_PRIORITIES,
  YOGA_MOOD_IDS,
  type PersonaId,
} from '../../../../lib/ai/catalog';
import { EXERCISES } from './exercises';
import { POSES } from './poses';
import { TASKS } from './tasks';
import { BUDDHA_TEACHINGS } from './teachings-buddha';
import { JESUS_TEACHINGS } from './teachings-jesus';
import { KRISHNA_TEACHINGS } from './teachings-krishna';
import { SHIVA_TEACHINGS } from './teachings-shiva';
import type { Teaching } from './types';

const TEACHINGS: Record<PersonaId, readonly Teaching[]> = {
  krishna: KRISHNA_TEACHINGS,
  buddha: BUDDHA_TEACHINGS,
  jesus: JESUS_TEACHINGS,
  shiva: SHIVA_TEACHINGS,
};

/** Source formats per persona: real references only, in the house style. */
const SOURCE_FORMATS: Record<PersonaId, RegExp> = {
  krishna: /^Bhagavad Gita \d{1,2}\.\d{1,2}(-\d{1,2})?$/,
  buddha:
    /^(Dhammapada \d{1,3}(-\d{1,3})?|(Digha|Majjhima) Nikaya \d{1,3} \([A-Z][a-z]+ Sutta\)|(Samyutta|Anguttara) Nikaya \d{1,2}\.\d{1,3} \([A-Z][a-z]+ Sutta\)|Sutta Nipata \d\.\d{1,2} \([A-Z][a-z]+ Sutta\)|Vinaya, Mahavagga \d{1,2}\.\d{1,2})$/,
  jesus: /^(Matthew|Mark|Luke|John|Acts) \d{1,2}:\d{1,2}(-\d{1,2})?$/,
  shiva:
    /^(Shiva Sutras [1-3]\.\d{1,2}(-\d{1,2})?|Vijnana Bhairava Tantra \d{1,3}|(Shvetashvatara|Katha|Mundaka|Isha|Kena|Mandukya|Taittiriya|Brihadaranyaka|Chandogya) Upanishad \d{1,2}(\.\d{1,2}){0,2}(-\d{1,2})?)$/,
};

/** Topics each persona must speak to (the brief's list, where the tradition has something to say). */
const CORE_TOPICS = [
  'fear',
  'anxiety',
  'anger',
  'grief',
  'loss',
  'love',
  'duty',
  'work',
  'purpose',
  'death',
  'meditation',
  'forgiveness',
  'desire',
  'attachment',
  'ego',
  'peace',
  'suffering',
  'change',
  'prayer',
  'faith',
  'hope',
  'patience',
  'compassion',
  'gratitude',
  'doubt',
  'loneliness',
  'family',
  'friendship',
  'karma',
  'mind',
  'breath',
  'silence',
  'surrender',
  'joy',
  'humility',
  'truth',
  'service',
  'money',
  'failure',
  'success',
] as const;

/** Counts sentences: runs ending in . ! or ? followed by whitespace or the end of the text. */
function countSentences(text: string): number {
  return text.match(/[^.!?]+[.!?]+['"’”)]*(?=\s|$)/g)?.length ?? 0;
}

function steps(instructions: string): string[] {
  return instructions.split('|');
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function countBy<T>(items: readonly T[], key: (item: T) => readonly string[] | string) {
  const counts = new Map<string, number>();
  for (const item of items) {
    const keys = key(item);
    for (const k of typeof keys === 'string' ? [keys] : keys)
      counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

describe('countSentences helper', () => {
  it('counts sentences and ignores trailing space', () => {
    expect(countSentences('One. Two! Three? ')).toBe(3);
    expect(countSentences('He said "stop." Then he left.')).toBe(2);
    expect(countSentences('No ending')).toBe(0);
  });
});

describe('teachings', () => {
  it('covers every persona', () => {
    expect(Object.keys(TEACHINGS).sort()).toEqual([...PERSONA_IDS].sort());
  });

  for (const persona of PERSONA_IDS) {
    describe(persona, () => {
      const teachings = TEACHINGS[persona];

      it('has at least 42 teachings', () => {
        expect(teachings.length).toBeGreaterThanOrEqual(42);
      });

      it('uses unique ids of the form <persona>-<kebab-topic>', () => {
        const ids = teachings.map((t) => t.id);
        expect(duplicates(ids)).toEqual([]);
        for (const id of ids) expect(id).toMatch(new RegExp(`^${persona}-[a-z0-9]+(-[a-z0-9]+)*$`));
      });

      it('belongs to the right persona', () => {
        for (const t of teachings) expect(t.persona, t.id).toBe(persona);
      });

      it('has 3 to 8 non-empty lower-case topics, without repeats', () => {
        for (const t of teachings) {
          expect(t.topics.length, t.id).toBeGreaterThanOrEqual(3);
          expect(t.topics.length, t.id).toBeLessThanOrEqual(8);
          expect(duplicates(t.topics), t.id).toEqual([]);
          for (const topic of t.topics) expect(topic, t.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
        }
      });

      it('has text of 3 to 6 sentences, in plain text', () => {
        for (const t of teachings) {
          const n = countSentences(t.text);
          expect(n, `${t.id}: ${n} sentences`).toBeGreaterThanOrEqual(3);
          expect(n, `${t.id}: ${n} sentences`).toBeLessThanOrEqual(6);
          expect(t.text, t.id).not.toMatch(/[<>]/);
          expect(t.text.trim(), t.id).toBe(t.text);
        }
      });

      it('cites a source in the expected format', () => {
        for (const t of teachings) expect(t.source, t.id).toMatch(SOURCE_FORMATS[persona]);
      });

      it('speaks to every core topic', () => {
        const topics = new Set(teachings.flatMap((t) => t.topics));
        const missing = CORE_TOPICS.filter((topic) => !topics.has(topic));
        expect(missing).toEqual([]);
      });

      it('has no duplicate text', () => {
        expect(duplicates(teachings.map((t) => t.text))).toEqual([]);
      });
    });
  }

  it('flags a malformed teaching', () => {
    expect(countSentences('Only one sentence here.')).toBeLessThan(3);
    expect('Bhagavad Gita ch. 2').not.toMatch(SOURCE_FORMATS.krishna);
    expect('Gospel of Matthew 6').not.toMatch(SOURCE_FORMATS.jesus);
    expect('Dhammapada').not.toMatch(SOURCE_FORMATS.buddha);
    expect('Shiva Purana').not.toMatch(SOURCE_FORMATS.shiva);
  });
});

describe('tasks', () => {
  it('has at least 88 tasks with unique names', () => {
    expect(TASKS.length).toBeGreaterThanOrEqual(88);
    expect(duplicates(TASKS.map((t) => t.name))).toEqual([]);
  });

  it('uses only valid enum values and never the custom category', () => {
    for (const t of TASKS) {
      expect(TASK_CATEGORIES, t.name).toContain(t.category);
      expect(TASK_TIMES, t.name).toContain(t.time);
      expect(TIME_PRIORITIES, t.name).toContain(t.timePriority);
      expect(PRIORITIES, t.name).toContain(t.priority);
      expect(t.moods.length, t.name).toBeGreaterThan(0);
      expect(duplicates(t.moods), t.name).toEqual([]);
      for (const mood of t.moods) expect(PLANNER_MOOD_IDS, t.name).toContain(mood);
    }
  });

  it('has at least 11 tasks in every category', () => {
    const counts = countBy(TASKS, (t) => t.category);
    for (const category of TASK_CATEGORIES)
      expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(11);
  });

  it('lists every planner mood on at least 12 tasks', () => {
    const counts = countBy(TASKS, (t) => t.moods);
    for (const mood of PLANNER_MOOD_IDS)
      expect(counts.get(mood) ?? 0, mood).toBeGreaterThanOrEqual(12);
  });

  it('uses every time and every time priority', () => {
    const times = new Set(TASKS.map((t) => t.time));
    const priorities = new Set(TASKS.map((t) => t.timePriority));
    for (const time of TASK_TIMES) expect(times.has(time), time).toBe(true);
    for (const tp of TIME_PRIORITIES) expect(priorities.has(tp), tp).toBe(true);
  });

  it('gives a one-sentence reason and a non-empty name', () => {
    for (const t of TASKS) {
      expect(t.name.trim().length, t.name).toBeGreaterThan(0);
      expect(countSentences(t.reason), t.name).toBe(1);
    }
  });
});

describe('poses', () => {
  it('has at least 64 poses with unique names', () => {
    expect(POSES.length).toBeGreaterThanOrEqual(64);
    expect(duplicates(POSES.map((p) => p.name))).toEqual([]);
  });

  it('uses only valid enum values', () => {
    for (const p of POSES) {
      expect(POSE_DIFFICULTIES, p.name).toContain(p.difficulty);
      expect(POSE_CATEGORIES, p.name).toContain(p.category);
      expect(p.moods.length, p.name).toBeGreaterThan(0);
      for (const mood of p.moods) expect(YOGA_MOOD_IDS, p.name).toContain(mood);
      for (const time of p.timesOfDay)
        expect(['morning', 'afternoon', 'evening'], p.name).toContain(time);
    }
  });

  it('uses every category at least 4 times and every mood at least 14 times', () => {
    const categories = countBy(POSES, (p) => p.category);
    for (const category of POSE_CATEGORIES)
      expect(categories.get(category) ?? 0, category).toBeGreaterThanOrEqual(4);
    const moods = countBy(POSES, (p) => p.moods);
    for (const mood of YOGA_MOOD_IDS) expect(moods.get(mood) ?? 0, mood).toBeGreaterThanOrEqual(14);
  });

  it('is mostly beginner and intermediate', () => {
    const advanced = POSES.filter((p) => p.difficulty === 'advanced').length;
    expect(advanced).toBeLessThan(POSES.length / 4);
  });

  it('has benefits and 3 to 6 non-empty steps', () => {
    for (const p of POSES) {
      expect(p.benefits.trim().length, p.name).toBeGreaterThan(0);
      const s = steps(p.instructions);
      expect(s.length, p.name).toBeGreaterThanOrEqual(3);
      expect(s.length, p.name).toBeLessThanOrEqual(6);
      for (const step of s) expect(step.trim().length, p.name).toBeGreaterThan(0);
    }
  });
});

describe('exercises', () => {
  it('has at least 7 exercises for every goal, 133 or more in all', () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(133);
    const counts = countBy(EXERCISES, (e) => e.category);
    for (const goal of GOAL_IDS) expect(counts.get(goal) ?? 0, goal).toBeGreaterThanOrEqual(7);
  });

  it('has names unique across the whole table', () => {
    expect(duplicates(EXERCISES.map((e) => e.name))).toEqual([]);
  });

  it('uses only valid enum values', () => {
    for (const e of EXERCISES) {
      expect(GOAL_IDS, e.name).toContain(e.category);
      expect(EXERCISE_DIFFICULTIES, e.name).toContain(e.difficulty);
      for (const time of e.timesOfDay)
        expect(['morning', 'afternoon', 'evening'], e.name).toContain(time);
    }
  });

  it('has benefits and 3 to 6 non-empty steps', () => {
    for (const e of EXERCISES) {
      expect(e.benefits.trim().length, e.name).toBeGreaterThan(0);
      const s = steps(e.instructions);
      expect(s.length, e.name).toBeGreaterThanOrEqual(3);
      expect(s.length, e.name).toBeLessThanOrEqual(6);
      for (const step of s) expect(step.trim().length, e.name).toBeGreaterThan(0);
    }
  });
});

describe('all content', () => {
  it('contains no angle brackets anywhere', () => {
    const all = JSON.stringify([TEACHINGS, TASKS, POSES, EXERCISES]);
    expect(all).not.toMatch(/[<>]/);
  });

  it('does not use the bar separator outside instructions', () => {
    for (const p of POSES) expect(p.name + p.benefits, p.name).not.toContain('|');
    for (const e of EXERCISES) expect(e.name + e.benefits, e.name).not.toContain('|');
  });
});

/**
 * References must point at verses that exist. Verse counts per chapter of the Bhagavad Gita (chapter 13
 * has 34 or 35 by edition), the Dhammapada's 423 verses, and the chapter and verse counts of the books
 * the Jesus teachings cite.
 */
const GITA_VERSES = [47, 72, 43, 42, 29, 47, 30, 28, 34, 42, 55, 20, 35, 27, 20, 24, 28, 78];
const DHAMMAPADA_VERSES = 423;
const GOSPEL_CHAPTERS: Record<string, number> = {
  Matthew: 28,
  Mark: 16,
  Luke: 24,
  John: 21,
  Acts: 28,
};

describe('source references exist', () => {
  it.each(KRISHNA_TEACHINGS.map((teaching) => [teaching.source]))('%s', (source) => {
    const [, chapter = '0', verses = '0'] = /Bhagavad Gita (\d+)\.([\d-]+)/.exec(source) ?? [];
    const last = Math.max(...verses.split('-').map(Number));
    expect(Number(chapter)).toBeGreaterThanOrEqual(1);
    expect(Number(chapter)).toBeLessThanOrEqual(18);
    expect(last).toBeLessThanOrEqual(GITA_VERSES[Number(chapter) - 1] ?? 0);
  });

  it.each(
    BUDDHA_TEACHINGS.filter((teaching) => teaching.source.startsWith('Dhammapada')).map(
      (teaching) => [teaching.source],
    ),
  )('%s', (source) => {
    const numbers = (/Dhammapada ([\d-]+)/.exec(source)?.[1] ?? '0').split('-').map(Number);
    for (const verse of numbers) {
      expect(verse).toBeGreaterThanOrEqual(1);
      expect(verse).toBeLessThanOrEqual(DHAMMAPADA_VERSES);
    }
  });

  it.each(JESUS_TEACHINGS.map((teaching) => [teaching.source]))('%s', (source) => {
    const [, book = '', chapter = '0'] = /^(\w+) (\d+):/.exec(source) ?? [];
    expect(Object.keys(GOSPEL_CHAPTERS)).toContain(book);
    expect(Number(chapter)).toBeGreaterThanOrEqual(1);
    expect(Number(chapter)).toBeLessThanOrEqual(GOSPEL_CHAPTERS[book] ?? 0);
  });
});
