/** What the reading builder says when a book cannot be had (docs/tools/ai-book-builder.md#errors), and while one is on its way. */

/** docs/tools/ai-book-builder.md#errors: the message a failed generation shows (as an accessible alert, not window.alert). */
export function bookFailureText(detail: string): string {
  const reason = detail.trim().replace(/[\s.]+$/, '');
  return `Failed to generate book content: ${reason === '' ? 'Unknown error' : reason}. Please try again.`;
}

/**
 * The titles a "no such retelling" answer offers. The built-in guide answers an unknown title with
 * `… retellings it can offer: "Title A", "Title B".` (src/server/ai/builtin/books.ts); a test keeps
 * the two in step.
 */
export function offeredTitles(message: string): string[] {
  const offer = /can offer:(.*)$/s.exec(message)?.[1] ?? '';
  return [...offer.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '').filter(Boolean);
}

/** After this long the progress line says the request has been sent and the book is being written. */
export const STAGE_WRITING_MS = 1500;
/** After this long it says that long books take a while. */
export const STAGE_LONG_MS = 20_000;

/** The progress line for a book `elapsedMs` after it was asked for. */
export function generationStage(elapsedMs: number, sections: number): string {
  if (elapsedMs < STAGE_WRITING_MS) return 'Sending your choices…';
  if (elapsedMs < STAGE_LONG_MS) return `Writing ${sections} sections of 500–800 words…`;
  return 'Still writing: a long book can take up to a minute and a half.';
}
