import { describe, expect, it } from 'vitest';
import { AiError } from '../../server/ai/errors';
import { chooseBook } from '../../server/ai/builtin/books';
import { BOOKS } from '../../server/ai/builtin/content/books';
import { formatElapsed } from './elapsed';
import { bookFailureText, generationStage, offeredTitles } from './messages';

describe('bookFailureText (docs/tools/ai-book-builder.md#errors)', () => {
  it('words the alert with the detail', () => {
    expect(bookFailureText('AI provider timed out')).toBe(
      'Failed to generate book content: AI provider timed out. Please try again.',
    );
  });

  it('does not double the full stop of a detail that has one', () => {
    expect(bookFailureText('The server answered 500.')).toBe(
      'Failed to generate book content: The server answered 500. Please try again.',
    );
  });

  it('passes the server’s parse message through', () => {
    expect(
      bookFailureText(
        'Unable to parse AI response. Please try again. Error details: Section 2 is missing title or content',
      ),
    ).toBe(
      'Failed to generate book content: Unable to parse AI response. Please try again. Error details: Section 2 is missing title or content. Please try again.',
    );
  });
});

describe('offeredTitles', () => {
  it('reads the retellings the built-in guide offers for a title it does not hold', () => {
    let message = '';
    try {
      chooseBook(BOOKS, {
        genre: 'mystery',
        readingTime: 10,
        contentType: 'existing',
        title: 'Gone Girl',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(AiError);
      message = (error as AiError).message;
    }
    const titles = offeredTitles(message);
    expect(titles.length).toBeGreaterThan(0);
    // Each offered title is one the built-in guide then holds.
    for (const title of titles) {
      expect(
        chooseBook(BOOKS, { genre: 'mystery', readingTime: 10, contentType: 'existing', title })
          .sections,
      ).toHaveLength(3);
    }
  });

  it('offers nothing for other messages', () => {
    expect(offeredTitles('The server answered 500.')).toEqual([]);
  });
});

describe('generationStage', () => {
  it('says what is happening as the wait grows', () => {
    expect(generationStage(0, 3)).toBe('Sending your choices…');
    expect(generationStage(1500, 5)).toBe('Writing 5 sections of 500–800 words…');
    expect(generationStage(20_000, 5)).toBe(
      'Still writing: a long book can take up to a minute and a half.',
    );
  });
});

describe('formatElapsed', () => {
  it('says seconds, then minutes and seconds', () => {
    expect([0, 12, 59, 60, 65, 125].map(formatElapsed)).toEqual([
      '0 s',
      '12 s',
      '59 s',
      '1 min 00 s',
      '1 min 05 s',
      '2 min 05 s',
    ]);
  });
});
