import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_REPLY_CHARS, parseBook } from './parse';
import {
  collapseBlankLines,
  isPunctuationOnly,
  isSpace,
  readHeadingLine,
  readKeyLine,
  splitLines,
  splitParagraphs,
  stripCodeFences,
  type ScanSteps,
} from './scan';

/** Short strings of the characters the scanners care about (the patterns are fast on these). */
const shortText = fc
  .array(
    fc.constantFrom(
      ' ',
      '\t',
      '\n',
      '\r',
      '\u00a0',
      '\u2028',
      '"',
      ',',
      ':',
      '.',
      '-',
      '#',
      '`',
      '```',
      '{',
      '}',
      '[',
      ']',
      'title',
      'content',
      'CHAPTER',
      'part',
      '7',
      'js',
      'a',
    ),
    { maxLength: 16 },
  )
  .map((parts) => parts.join(''));

describe('each scanner gives what its pattern gave (fast-check)', () => {
  it('white space is what \\s takes', () => {
    for (let code = 0; code < 0x10000; code += 1)
      expect(isSpace(code), `U+${code.toString(16)}`).toBe(/\s/.test(String.fromCharCode(code)));
  });

  it('fences, lines, blank lines, paragraphs and punctuation-only lines', () => {
    fc.assert(
      fc.property(shortText, (text) => {
        expect(stripCodeFences(text)).toBe(
          text.replace(/```[a-zA-Z]*[ \t]*\r?\n?/g, '').replace(/```/g, ''),
        );
        expect(splitLines(text)).toEqual(text.split(/\r?\n/));
        expect(collapseBlankLines(text)).toBe(text.replace(/\n{3,}/g, '\n\n'));
        expect(splitParagraphs(text)).toEqual(text.split(/\n\s*\n/));
        expect(isPunctuationOnly(text.trim())).toBe(/^[{}[\],]*$/.test(text.trim()));
      }),
      { numRuns: 3000 },
    );
  });

  it('key and heading lines', () => {
    const key = /^\s*"?(title|author|content|text)"?\s*:\s*"/;
    const heading = /^\s*(?:#{1,3}(?=\s)|(?:chapter|section|part)\s+\d+\s*[:.-])/i;
    fc.assert(
      fc.property(shortText, (line) => {
        const keyStart = key.exec(line);
        expect(readKeyLine(line)?.[0]).toBe(keyStart?.[1]);
        const headingStart = heading.exec(line);
        const rest = headingStart ? line.slice(headingStart[0].length) : '';
        const isHash = headingStart?.[0].trimStart().startsWith('#') ?? false;
        const isHeading = headingStart !== null && rest.length >= (isHash ? 2 : 1);
        expect(readHeadingLine(line)?.[1]).toBe(isHeading ? rest.trim() : undefined);
      }),
      { numRuns: 3000 },
    );
  });
});

/** Steps the book parser's text passes take on a reply. */
function stepsOf(reply: string): number {
  const steps: ScanSteps = { count: 0 };
  parseBook(reply, { expectedSections: 5, fallbackTitle: 'Your reading', steps });
  return steps.count;
}

/** A reply of `size` characters: the head, then the unit repeated, then the tail. */
function build(head: string, unit: string, tail: string, size: number): string {
  const room = size - head.length - tail.length;
  return head + unit.repeat(Math.max(0, Math.floor(room / unit.length))) + tail;
}

/** Most steps per character of reply: a handful of linear passes (fences, lines, keys, headings). */
const MAX_STEPS_PER_CHAR = 24;

/** Replies shaped to make a backtracking pattern or a re-trim at each line blow up. */
const ADVERSARIAL: [name: string, head: string, unit: string, tail: string][] = [
  ['spaces in a key line', '"title": "A', ' ', 'B'],
  ['tabs in a content line', '"title": "T"\n"title": "S"\n"content": "', '\t', 'z'],
  ['spaces in a heading line', '## Heading', ' ', 'x'],
  ['spaces after a chapter marker', 'Chapter 1:', ' ', 'y'],
  ['spaces before a key colon', '"content"', ' ', ': x'],
  ['spaces then a comma and quote', '"text": "v', ' ,', '"'],
  ['quotes', '"title": ', '"', ''],
  ['brackets', '{', '[{"', ''],
  ['braces and commas on lines', '## A\n', '{},\n', ''],
  ['many short content lines', '"title": "T"\n"title": "S"\n', '"content": "x"\n', ''],
  ['many headings', '', '## a\n', ''],
  ['blank-line runs', '## a\n', 'x\n\n\n\n', ''],
  ['line breaks and spaces', '', '\n ', 'x'],
  ['fences', '', '```js \t', ''],
  ['backticks', '', '`', ''],
  ['hashes', '', '#', ''],
  ['chapter words', '', 'chapter 1 ', ''],
];

describe('the book parser’s work grows linearly in the reply (issue 46; counted steps)', () => {
  const cap = MAX_REPLY_CHARS.book;

  it.each(ADVERSARIAL)('%s: linear up to the size cap', (_name, head, unit, tail) => {
    const quarter = stepsOf(build(head, unit, tail, cap / 4));
    const half = stepsOf(build(head, unit, tail, cap / 2));
    const full = build(head, unit, tail, cap);
    const whole = stepsOf(full);
    expect(whole).toBeLessThanOrEqual(MAX_STEPS_PER_CHAR * full.length);
    // Twice the reply, at most about twice the work (quadratic work would be four times).
    expect(half / quarter).toBeLessThan(2.2);
    expect(whole / half).toBeLessThan(2.2);
  });

  it('30,000 spaces in a heading line are read once', () => {
    const reply = `# Book\n## Heading${' '.repeat(30_000)}x\nSome words.`;
    expect(stepsOf(reply)).toBeLessThanOrEqual(MAX_STEPS_PER_CHAR * reply.length);
    expect(readHeadingLine(`## Heading${' '.repeat(30_000)}x`)?.[1]).toBe(
      `Heading${' '.repeat(30_000)}x`,
    );
  });

  it('any mix of white space, brackets, quotes and markers, at n and 2n (fast-check)', () => {
    const unit = fc
      .array(
        fc.constantFrom(
          ' ',
          '\t',
          '\n',
          '\r\n',
          '"',
          "'",
          ',',
          ':',
          '{',
          '}',
          '[',
          ']',
          '#',
          '## ',
          '```',
          '"title": "',
          '"content": "',
          'Chapter 2:',
          'word',
        ),
        { minLength: 1, maxLength: 12 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(unit, fc.string({ maxLength: 20 }), (piece, head) => {
        const single = build(head, piece, '', 8_000);
        const double = build(head, piece, '', 16_000);
        const once = stepsOf(single);
        const twice = stepsOf(double);
        expect(twice).toBeLessThanOrEqual(MAX_STEPS_PER_CHAR * double.length);
        expect(twice).toBeLessThanOrEqual(2.2 * once + MAX_STEPS_PER_CHAR * 64);
      }),
      { numRuns: 80 },
    );
    // why 30 s: about 1 s alone, but several times that on a 2-core machine shared with other runs
  }, 30_000);
});
