import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENRES, GENRE_IDS } from '../../../../../lib/ai/catalog';
import type { BookItem } from '../types';
import { BOOKS } from './index';

/** Words are runs of non-space characters, the way a reader would count them. */
function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

/** `*emphasis*` must open and close within a section, and never be doubled or empty. */
function emphasisBalanced(text: string): boolean {
  const stars = (text.match(/\*/g) ?? []).length;
  return stars % 2 === 0 && !text.includes('**');
}

/** Paragraphs are separated by exactly one blank line, with no stray space at either end. */
function paragraphsWellFormed(text: string): boolean {
  return text === text.trim() && !/\n{3,}/.test(text) && !/[ \t]+\n|\n[ \t]+/.test(text);
}

function problemsWith(book: BookItem): string[] {
  const problems: string[] = [];
  if (book.sections.length !== 5) problems.push(`${book.id}: ${book.sections.length} sections`);
  book.sections.forEach((section, index) => {
    const where = `${book.id} section ${index + 1}`;
    const words = wordCount(section.content);
    if (section.title.trim() === '') problems.push(`${where}: empty title`);
    if (words < 500 || words > 800) problems.push(`${where}: ${words} words`);
    if (/[<>]/.test(section.title + section.content)) problems.push(`${where}: contains < or >`);
    if (!emphasisBalanced(section.content)) problems.push(`${where}: unbalanced *emphasis*`);
    if (!paragraphsWellFormed(section.content))
      problems.push(`${where}: badly separated paragraphs`);
  });
  return problems;
}

const FICTION_GENRES = GENRES.filter((genre) => genre.type === 'fiction').map((genre) => genre.id);

describe('the checks themselves', () => {
  it('count words across blank lines and punctuation', () => {
    expect(wordCount('One two.\n\nThree — four')).toBe(5);
    expect(wordCount('   ')).toBe(0);
  });

  it('reject unbalanced or doubled emphasis', () => {
    expect(emphasisBalanced('a *calm* breath')).toBe(true);
    expect(emphasisBalanced('a *calm breath')).toBe(false);
    expect(emphasisBalanced('a **calm** breath')).toBe(false);
  });

  it('reject a book that is too short, too thin or marked up', () => {
    const bad: BookItem = {
      id: 'bad-book',
      genre: 'fantasy',
      kind: 'new',
      title: 'Bad',
      author: 'Nobody',
      sections: [{ title: '', content: 'Too <b>short</b> and *open.\n\n\n' }],
    };
    const problems = problemsWith(bad);
    expect(problems).toContain('bad-book: 1 sections');
    expect(problems.some((p) => p.includes('empty title'))).toBe(true);
    expect(problems.some((p) => p.includes('words'))).toBe(true);
    expect(problems.some((p) => p.includes('< or >'))).toBe(true);
    expect(problems.some((p) => p.includes('emphasis'))).toBe(true);
    expect(problems.some((p) => p.includes('paragraphs'))).toBe(true);
  });
});

describe('bundled books', () => {
  it('has books', () => {
    expect(BOOKS.length).toBeGreaterThanOrEqual(16);
  });

  it('lists every book file in this folder', () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter(
      (name) => name.endsWith('.ts') && name !== 'index.ts' && !name.endsWith('.test.ts'),
    );
    expect(BOOKS.length).toBe(files.length);
  });

  it('every book has 5 well-formed sections of 500–800 words', () => {
    expect(BOOKS.flatMap(problemsWith)).toEqual([]);
  });

  it('every book has an id, title and author, and ids are unique kebab-case', () => {
    for (const book of BOOKS) {
      expect(book.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(book.title.trim()).not.toBe('');
      expect(book.author.trim()).not.toBe('');
      expect(/[<>]/.test(book.title)).toBe(false);
    }
    const ids = BOOKS.map((book) => book.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every genre is in the catalog', () => {
    for (const book of BOOKS) expect(GENRE_IDS).toContain(book.genre);
  });

  it('has at least 2 new books in every genre', () => {
    for (const genre of GENRE_IDS) {
      const count = BOOKS.filter((book) => book.genre === genre && book.kind === 'new').length;
      expect(count, `new books in ${genre}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('has at least 2 retellings in every fiction genre', () => {
    for (const genre of FICTION_GENRES) {
      const count = BOOKS.filter((book) => book.genre === genre && book.kind === 'existing').length;
      expect(count, `existing books in ${genre}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('retellings name the classic they retell, and new books do not', () => {
    for (const book of BOOKS) {
      if (book.kind === 'existing') {
        expect(book.retells?.title.trim(), `${book.id} retells.title`).toBeTruthy();
        expect(book.retells?.author.trim(), `${book.id} retells.author`).toBeTruthy();
      } else {
        expect(book.retells, `${book.id} is new`).toBeUndefined();
      }
    }
  });
});
