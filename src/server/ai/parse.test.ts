import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUGGESTION_ITEM_SCHEMAS, bookResponseSchema } from '../../lib/ai/schemas';
import {
  BOOK_ERRORS,
  MAX_REPLY_CHARS,
  createRepairBudget,
  parseBook,
  parseSuggestions,
  repairJson,
  unableToParseMessage,
} from './parse';
import { readHeadingLine, readKeyLine } from './scan';

const pose = {
  name: 'Tree Pose (Vrksasana)',
  benefits: 'Balance',
  instructions: 'Stand|Lift foot|Hold',
  difficulty: 'beginner',
  category: 'balance',
};
const context = { expectedSections: 3, fallbackTitle: 'Your reading' };
const section = (n: number) => ({ title: `Part ${n}`, content: 'Calm words. '.repeat(30).trim() });

describe('parseSuggestions', () => {
  it('reads a bare array, an {items} object, or the first bracketed array in prose', () => {
    expect(parseSuggestions('poses', JSON.stringify([pose])).items).toEqual([pose]);
    expect(parseSuggestions('poses', JSON.stringify({ items: [pose] })).items).toEqual([pose]);
    expect(parseSuggestions('poses', `Sure! Here: ${JSON.stringify([pose])} Enjoy.`).items).toEqual(
      [pose],
    );
  });

  it('normalizes near misses: case, aliases, step arrays, an exercise’s goal', () => {
    const loose = {
      ...pose,
      difficulty: 'Beginner',
      category: 'Forward Fold',
      instructions: ['Stand', 'Fold'],
    };
    expect(parseSuggestions('poses', JSON.stringify([loose])).items[0]).toMatchObject({
      difficulty: 'beginner',
      category: 'forward_fold',
      instructions: 'Stand|Fold',
    });
    const exercise = {
      name: 'Plank',
      benefits: 'Core',
      instructions: 'Hold',
      difficulty: 'beginner',
      category: 'abs',
    };
    expect(
      parseSuggestions('exercises', JSON.stringify([exercise]), { goal: 'core' }).items[0]
        ?.category,
    ).toBe('core');
  });

  it('drops invalid items and reports a reply with no array', () => {
    expect(parseSuggestions('poses', JSON.stringify([pose, { name: 'x' }, 7, null])).items).toEqual(
      [pose],
    );
    expect(parseSuggestions('tasks', 'No JSON here.')).toEqual({
      items: [],
      error: 'the reply holds no JSON array',
    });
  });
});

describe('parseBook stages (docs/ai.md#parse-stages)', () => {
  it('1: parses clean JSON directly and cuts to the expected sections', () => {
    const result = parseBook(
      JSON.stringify({ title: 'T', author: 'A', sections: [1, 2, 3, 4, 5].map(section) }),
      context,
    );
    expect(result).toMatchObject({ ok: true, stage: 'direct' });
    if (result.ok) expect(result.book.sections).toHaveLength(3);
  });

  it('2: cleans fences, raw line breaks, trailing commas and unclosed braces', () => {
    const damaged =
      '```json\n{"title": "T", "author": "A", "sections": [{"title": "One", "content": "Line one\nline two",},';
    const result = parseBook(damaged, context);
    expect(result).toMatchObject({ ok: true, stage: 'cleanup' });
    if (result.ok) expect(result.book.sections[0]?.content).toBe('Line one\nline two');
  });

  it('3: rebuilds a book line by line from Markdown headings', () => {
    const markdown =
      '# The Hill\n\n## Chapter 1: Dawn\nThe sun rose.\n\n## Chapter 2: Noon\nThe sun stood high.';
    const result = parseBook(markdown, context);
    expect(result).toMatchObject({
      ok: true,
      stage: 'lines',
      book: {
        title: 'The Hill',
        sections: [{ title: 'Chapter 1: Dawn' }, { title: 'Chapter 2: Noon' }],
      },
    });
    if (result.ok) expect(result.warnings).toContain('expected 3 sections, got 2');
  });

  it('4: keeps plain prose as clearly marked untitled parts instead of placeholder text', () => {
    const prose = Array.from(
      { length: 6 },
      (_, index) => `Paragraph ${index + 1}. ${'Quiet words flow here. '.repeat(6)}`,
    ).join('\n\n');
    const result = parseBook(prose, context);
    expect(result).toMatchObject({ ok: true, stage: 'prose' });
    if (result.ok)
      expect(result.book.sections.map((part) => part.title)).toEqual([
        'Part 1 (untitled)',
        'Part 2 (untitled)',
        'Part 3 (untitled)',
      ]);
  });

  it.each([
    ['[1, 2]', BOOK_ERRORS.notObject],
    ['{"title": "T"}', BOOK_ERRORS.missingSections],
    ['{"sections": []}', BOOK_ERRORS.emptySections],
    [
      '{"sections": [{"title": "A", "content": "B"}, {"title": "C"}]}',
      'Section 2 is missing title or content',
    ],
  ])('fails %s with the spec’s message', (reply, detail) => {
    expect(parseBook(reply, context)).toEqual({ ok: false, error: unableToParseMessage(detail) });
  });
});

describe('repairJson', () => {
  it('closes an open string and nested brackets', () => {
    expect(JSON.parse(repairJson('{"a": [1, {"b": "c') ?? '')).toEqual({ a: [1, { b: 'c' }] });
  });

  it('repairs once a budget: a second repair on the same request gives nothing', () => {
    const budget = createRepairBudget();
    expect(repairJson('[1, 2,', budget)).toBe('[1, 2]');
    expect(repairJson('[3,', budget)).toBeUndefined();
  });
});

/** The probe's reply (issue 23): `{"items":[` and `[],` 64,000 times, 188 KB, never closed. */
const BROKEN_188_KB = `{"items":[${'[],'.repeat(64_000)}`;

describe('replies too large or too broken to hold the server', () => {
  it('a reply over the size limit is refused before any parsing', () => {
    const huge = `[${JSON.stringify(pose)},${' '.repeat(MAX_REPLY_CHARS.suggestions)}]`;
    expect(parseSuggestions('poses', huge)).toEqual({
      items: [],
      error: 'the reply is over 32 KB',
      isTooLong: true,
    });
    const book = parseBook(`{"sections": [${'"x",'.repeat(40_000)}`, context);
    expect(book).toEqual({ ok: false, error: unableToParseMessage('the reply is over 128 KB') });
  });

  it('the 188 KB broken reply fails by its size, as a suggestion or a book', () => {
    expect(parseSuggestions('poses', BROKEN_188_KB).items).toEqual([]);
    expect(parseBook(BROKEN_188_KB, context).ok).toBe(false);
  });

  it('under the size limit, a broken reply of 31 KB is repaired once, never twice', () => {
    const broken = `{"items":[${JSON.stringify(pose)},${'[],'.repeat(10_000)}`;
    const budget = createRepairBudget();
    expect(parseSuggestions('poses', broken, { repair: budget }).items).toEqual([pose]);
    expect(budget.isSpent).toBe(true);
    // The same request's second reply gets no second repair.
    expect(parseSuggestions('poses', broken, { repair: budget }).items).toEqual([]);
  });
});

describe('the line stage reads each line once (issue 46)', () => {
  // The patterns the stage used before: right answers, but cubic backtracking on runs of spaces.
  const OLD_KEY = /^\s*"?(title|author|content|text)"?\s*:\s*"(.*?)"?\s*,?\s*$/;
  const OLD_HEADING = /^\s*(#{1,3}\s+|(?:chapter|section|part)\s+\d+\s*[:.-]\s*)(.+?)\s*$/i;
  const line = fc
    .array(
      fc.constantFrom(
        ' ',
        '\t',
        '"',
        ',',
        ':',
        '#',
        'title',
        'text',
        'Chapter',
        '2',
        '-',
        '.',
        'a',
        'Z',
      ),
      { maxLength: 14 },
    )
    .map((parts) => parts.join(''));

  it('gives what the old patterns gave, on short lines of their characters (fast-check)', () => {
    fc.assert(
      fc.property(line, (text) => {
        const before = OLD_KEY.exec(text);
        expect(readKeyLine(text)).toEqual(before ? [before[1], before[2] ?? ''] : undefined);
        const heading = OLD_HEADING.exec(text);
        expect(readHeadingLine(text)?.[1]).toEqual(heading ? (heading[2] ?? '').trim() : undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('parses a reply of whitespace runs in key and heading lines up to the size cap', () => {
    const spaces = ' '.repeat(30_000);
    const reply = [
      `"title": "A${spaces}B`,
      `## Heading${spaces}x`,
      `Chapter 1:${spaces}y`,
      `"content": "${'\t'.repeat(30_000)}z`,
    ].join('\n');
    expect(reply.length).toBeLessThan(128 * 1024);
    // The old patterns took over a minute on 6 KB of this (the test's own time limit ends it); the
    // linear stage reads each line once.
    expect(readKeyLine(`"title": "A${spaces}B`)).toEqual(['title', `A${spaces}B`]);
    expect(readHeadingLine(`## Heading${spaces}x`)?.[1]).toBe(`Heading${spaces}x`);
    expect(parseBook(reply, context).ok).toBeTypeOf('boolean');
  });
});

const BOOK_FAILURE = /^Unable to parse AI response\. Please try again\. Error details: .+/;

/** Replies a model might plausibly send, damaged in assorted ways. */
const malformedReply = fc.oneof(
  fc.string({ maxLength: 400 }),
  fc.json({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc
    .tuple(
      fc.json({ maxDepth: 3 }),
      fc.nat(),
      fc.constantFrom('', ',', '```', '\n', '}', ']', '{', '[', '"'),
    )
    .map(([json, cut, junk]) => json.slice(0, cut % (json.length + 1)) + junk),
  fc
    .array(
      fc.record({
        title: fc.oneof(fc.string(), fc.constant(undefined)),
        content: fc.oneof(fc.string(), fc.integer()),
      }),
      { maxLength: 6 },
    )
    .map((sections) => `\`\`\`json\n${JSON.stringify({ title: 'T', sections })},\n\`\`\``),
  fc
    .array(
      fc.record({
        name: fc.string(),
        category: fc.string(),
        difficulty: fc.constantFrom('beginner', 'Advanced', 'expert'),
      }),
      { maxLength: 8 },
    )
    .map((items) => `Here: ${JSON.stringify(items)}`),
);

describe('parsers never throw on malformed replies (fast-check)', () => {
  it('suggestions: every returned item is schema-valid', () => {
    fc.assert(
      fc.property(
        malformedReply,
        fc.constantFrom('tasks', 'poses', 'exercises') as fc.Arbitrary<
          'tasks' | 'poses' | 'exercises'
        >,
        (reply, kind) => {
          const result = parseSuggestions(kind, reply, { goal: 'core' });
          for (const item of result.items)
            expect(SUGGESTION_ITEM_SCHEMAS[kind].safeParse(item).success).toBe(true);
          if (result.items.length === 0 && result.error !== undefined)
            expect(result.error).toBe('the reply holds no JSON array');
        },
      ),
      { numRuns: 400 },
    );
  });

  it('books: a valid book with at most the expected sections, or the spec’s failure message', () => {
    fc.assert(
      fc.property(malformedReply, fc.constantFrom(3, 5), (reply, expectedSections) => {
        const result = parseBook(reply, { expectedSections, fallbackTitle: 'Your reading' });
        if (result.ok) {
          expect(bookResponseSchema.safeParse(result.book).success).toBe(true);
          expect(result.book.sections.length).toBeLessThanOrEqual(expectedSections);
        } else {
          expect(result.error).toMatch(BOOK_FAILURE);
        }
      }),
      { numRuns: 400 },
    );
  });
});
