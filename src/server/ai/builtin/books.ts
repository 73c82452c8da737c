/**
 * The built-in guide's books: a bundled reading for the genre, cut to the reading time's section
 * count (docs/tools/ai-book-builder.md#constants). For 'existing', the typed title is matched against the bundled retellings; when
 * none matches, the answer is a 404 naming the retellings that are bundled (no invented book).
 */
import { GENRES } from '../../../lib/ai/catalog';
import { isFictionGenre, type Book, type BookRequest } from '../../../lib/ai/schemas';
import { AiError } from '../errors';
import { sectionsFor } from '../prompts';
import type { BookItem } from './content/types';
import { hashString } from './random';

const TITLE_STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'of',
  'and',
  'in',
  'to',
  'by',
  'book',
  'story',
]);

/** Significant words of a title, for matching what the visitor typed. */
function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !TITLE_STOP_WORDS.has(word));
}

/** How well a typed title matches a retelling, 0–1. */
export function titleMatchScore(typed: string, book: BookItem): number {
  const typedWords = titleWords(typed);
  if (typedWords.length === 0) return 0;
  let best = 0;
  for (const candidate of [book.retells?.title, book.title]) {
    if (candidate === undefined) continue;
    const words = new Set(titleWords(candidate));
    if (words.size === 0) continue;
    const shared = typedWords.filter((word) => words.has(word)).length;
    // Share of the typed words found, weighted by how much of the title they cover.
    best = Math.max(best, (shared / typedWords.length) * 0.6 + (shared / words.size) * 0.4);
  }
  return best;
}

/** Least score for a typed title to count as a match. */
const MATCH_THRESHOLD = 0.6;

function cut(book: BookItem, request: BookRequest): Book {
  return {
    title: book.title,
    author: book.author,
    sections: book.sections.slice(0, sectionsFor(request.readingTime)).map((section) => ({
      title: section.title,
      content: section.content,
    })),
  };
}

/** Chooses a bundled book for the request, deterministically for the same request and seed. */
export function chooseBook(books: readonly BookItem[], request: BookRequest, seed = 0): Book {
  const genreName = GENRES.find((genre) => genre.id === request.genre)?.name ?? request.genre;
  if (isFictionGenre(request.genre) && request.contentType === 'existing') {
    const typed = request.title ?? '';
    const retellings = books.filter((book) => book.kind === 'existing');
    const ranked = retellings
      .map((book) => ({
        book,
        score: titleMatchScore(typed, book) + (book.genre === request.genre ? 0.01 : 0),
      }))
      .sort((a, b) => b.score - a.score);
    const best = ranked[0];
    if (best !== undefined && best.score >= MATCH_THRESHOLD) return cut(best.book, request);
    const inGenre = retellings.filter((book) => book.genre === request.genre);
    const listed = (inGenre.length > 0 ? inGenre : retellings)
      .map((book) => `"${book.retells?.title ?? book.title}"`)
      .join(', ');
    throw new AiError(
      404,
      listed === ''
        ? `The built-in guide has no retelling of "${typed}".`
        : `The built-in guide has no retelling of "${typed}". ${genreName} retellings it can offer: ${listed}.`,
    );
  }
  const candidates = books.filter((book) => book.genre === request.genre && book.kind === 'new');
  if (candidates.length === 0)
    throw new AiError(404, `The built-in guide has no ${genreName} reading yet.`);
  const index = hashString(`${request.genre}:${request.readingTime}:${seed}`) % candidates.length;
  return cut(candidates[index] as BookItem, request);
}
