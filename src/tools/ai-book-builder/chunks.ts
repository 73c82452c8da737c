/**
 * How the reader cuts a section into what it shows (docs/tools/ai-book-builder.md#constants): paragraphs at blank lines; a text
 * without blank lines in chunks of about 70 words that end at sentence ends. And the one markup a book
 * carries: key terms in asterisks, drawn bold as text (never as HTML).
 */

/** docs/tools/ai-book-builder.md#constants: a chunk is about this many words. */
export const CHUNK_WORDS = 70;
/** docs/tools/ai-book-builder.md#constants: a chunk may run on this many words past CHUNK_WORDS to end at a sentence end. */
export const CHUNK_AHEAD_WORDS = 30;
/** docs/tools/ai-book-builder.md#constants: or end at an earlier sentence end, as long as it keeps at least this many words. */
export const CHUNK_MIN_WORDS = 40;

/** A word that ends a sentence: . ! ? or … followed by any closing quotes or brackets. */
const SENTENCE_END = /[.!?…]["'”’»)\]]*$/;
const BLANK_LINE = /\n[ \t]*\n/;

const isSentenceEnd = (word: string | undefined): boolean =>
  word !== undefined && SENTENCE_END.test(word);

/** Where the chunk that starts at word `start` ends (exclusive word index). */
function chunkEnd(words: readonly string[], start: number): number {
  const target = start + CHUNK_WORDS;
  if (target >= words.length) return words.length;
  // The first sentence end from the 70th word up to 30 words further on.
  const furthest = Math.min(target + CHUNK_AHEAD_WORDS, words.length);
  for (let end = target; end <= furthest; end += 1) {
    if (isSentenceEnd(words[end - 1])) return end;
  }
  // Else the last sentence end before it that still leaves a chunk of at least 40 words.
  for (let end = target - 1; end >= start + CHUNK_MIN_WORDS; end -= 1) {
    if (isSentenceEnd(words[end - 1])) return end;
  }
  return target;
}

/** The paragraphs or chunks of a section's text, each with its whitespace collapsed. */
export function splitIntoChunks(content: string): string[] {
  const text = content.replace(/\r\n?/g, '\n').trim();
  if (text === '') return [];
  if (BLANK_LINE.test(text)) {
    return text
      .split(/\n[ \t]*\n/)
      .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
      .filter((paragraph) => paragraph !== '');
  }
  const words = text.split(/\s+/);
  const chunks: string[] = [];
  for (let start = 0; start < words.length;) {
    const end = chunkEnd(words, start);
    chunks.push(words.slice(start, end).join(' '));
    start = end;
  }
  return chunks;
}

/** A run of text, bold or not. */
export interface TextRun {
  readonly text: string;
  readonly isBold: boolean;
}

/** `*term*` or `**term**` on one line, not empty and not padded with spaces inside. */
const EMPHASIS = /\*\*(\S(?:[^*\n]*\S)?)\*\*|\*(\S(?:[^*\n]*\S)?)\*/g;

/** docs/tools/ai-book-builder.md#calls: key terms come in asterisks; they become bold runs (stray asterisks stay as text). */
export function parseEmphasis(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    const term = match[1] ?? match[2] ?? '';
    if (match.index > last) runs.push({ text: text.slice(last, match.index), isBold: false });
    runs.push({ text: term, isBold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), isBold: false });
  return runs;
}

/** The text as it should be heard or searched: asterisk markup removed. */
export function toPlainText(text: string): string {
  return parseEmphasis(text)
    .map((run) => run.text)
    .join('');
}
