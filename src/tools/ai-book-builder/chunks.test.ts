import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_AHEAD_WORDS,
  CHUNK_MIN_WORDS,
  CHUNK_WORDS,
  parseEmphasis,
  splitIntoChunks,
  toPlainText,
} from './chunks';

/** `count` words w1…wN; the words at the 1-based positions in `ends` close a sentence. */
function words(count: number, ends: readonly number[] = []): string {
  return Array.from(
    { length: count },
    (_, i) => `w${i + 1}${ends.includes(i + 1) ? '.' : ''}`,
  ).join(' ');
}
const sizes = (text: string) => splitIntoChunks(text).map((chunk) => chunk.split(' ').length);

describe('splitIntoChunks: paragraphs (docs/tools/ai-book-builder.md#constants)', () => {
  it('splits at blank lines and keeps each paragraph whole', () => {
    const text = `First line\nof one paragraph.\n\nSecond paragraph.\n   \nThird.\r\n\r\nFourth.`;
    expect(splitIntoChunks(text)).toEqual([
      'First line of one paragraph.',
      'Second paragraph.',
      'Third.',
      'Fourth.',
    ]);
  });

  it('does not cut a long paragraph when the text has blank lines', () => {
    const long = words(150, [75, 150]);
    expect(sizes(`${long}\n\nShort one.`)).toEqual([150, 2]);
  });

  it('gives nothing for an empty or blank text', () => {
    expect(splitIntoChunks('')).toEqual([]);
    expect(splitIntoChunks(' \n \n ')).toEqual([]);
  });
});

describe('splitIntoChunks: about 70 words ending at sentence ends (docs/tools/ai-book-builder.md#constants)', () => {
  it('uses the spec constants', () => {
    expect([CHUNK_WORDS, CHUNK_AHEAD_WORDS, CHUNK_MIN_WORDS]).toEqual([70, 30, 40]);
  });

  it('keeps a text of 70 words or fewer as one chunk', () => {
    expect(sizes(words(70))).toEqual([70]);
    expect(sizes(words(12, [12]))).toEqual([12]);
  });

  it('ends a chunk exactly at the 70th word when a sentence ends there', () => {
    expect(sizes(words(140, [70, 90, 140]))).toEqual([70, 70]);
  });

  it('runs on to the first sentence end within 30 words after the 70th', () => {
    expect(sizes(words(160, [85, 95, 160]))).toEqual([85, 75]);
    expect(sizes(words(160, [100, 160]))).toEqual([100, 60]);
  });

  it('otherwise goes back to the last sentence end that leaves at least 40 words', () => {
    // The first end after the 70th word is the 101st: 31 words on, out of reach.
    expect(sizes(words(160, [45, 60, 101, 160]))).toEqual([60, 100]);
    expect(sizes(words(160, [40, 101, 160]))).toEqual([40, 61, 59]);
  });

  it('cuts at 70 words when no sentence end is in reach either way', () => {
    expect(sizes(words(160, [39, 101, 160]))).toEqual([70, 90]);
    expect(sizes(words(200))).toEqual([70, 70, 60]);
  });

  it('counts closing quotes and brackets after the full stop as a sentence end', () => {
    const text = `${words(74)} end.” ${words(20)}`;
    expect(sizes(text)).toEqual([75, 20]);
    expect(sizes(`${words(79)} (aside!) ${words(10)}`)).toEqual([80, 10]);
  });

  it('keeps every word once, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('word', 'end.', 'ask?', 'wow!', 'said.”', 'x'), {
          maxLength: 500,
        }),
        (list) => {
          const chunks = splitIntoChunks(list.join(' '));
          expect(chunks.join(' ').split(' ').filter(Boolean)).toEqual(list);
          for (const chunk of chunks.slice(0, -1)) {
            const count = chunk.split(' ').length;
            expect(count).toBeGreaterThanOrEqual(CHUNK_MIN_WORDS);
            expect(count).toBeLessThanOrEqual(CHUNK_WORDS + CHUNK_AHEAD_WORDS);
          }
        },
      ),
    );
  });
});

describe('parseEmphasis: key terms in asterisks (docs/tools/ai-book-builder.md#calls)', () => {
  it('makes *term* and **term** bold runs', () => {
    expect(parseEmphasis('The *Stoics* met at the **Painted Porch** daily.')).toEqual([
      { text: 'The ', isBold: false },
      { text: 'Stoics', isBold: true },
      { text: ' met at the ', isBold: false },
      { text: 'Painted Porch', isBold: true },
      { text: ' daily.', isBold: false },
    ]);
  });

  it('leaves stray or spaced asterisks as text', () => {
    expect(parseEmphasis('2 * 3 * 4 and a lone * star')).toEqual([
      { text: '2 * 3 * 4 and a lone * star', isBold: false },
    ]);
  });

  it('keeps markup-looking text as plain text', () => {
    expect(parseEmphasis('<b>not html</b> *<i>term</i>*')).toEqual([
      { text: '<b>not html</b> ', isBold: false },
      { text: '<i>term</i>', isBold: true },
    ]);
  });

  it('gives the text without asterisks to read aloud', () => {
    expect(toPlainText('A *key term* here.')).toBe('A key term here.');
  });
});
