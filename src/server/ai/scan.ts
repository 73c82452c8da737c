/**
 * Hand-written scanners for the text passes the reply parsers make over model output (issue 46: a
 * backtracking pattern in the book's line stage once froze every request for 64 s on a 6 KB reply).
 * Each reads its input left to right and never steps back more than the few characters of a literal,
 * so its work is linear in the text's length; each counts the characters it visits in an optional
 * `ScanSteps`, which is how the tests check that (counted steps, not wall time). Every scanner gives
 * exactly what the regular expression named in its comment gives (parse.test.ts compares them).
 */

/** Characters visited by the scanners of one parse (tests read it; production passes none). */
export interface ScanSteps {
  count: number;
}

/** A counter for `steps` that does nothing when none was given. */
function counterOf(steps: ScanSteps | undefined): (visited: number) => void {
  return steps === undefined ? () => undefined : (visited) => (steps.count += visited);
}

/** Whether a UTF-16 unit is what JavaScript's `\s` (and `String#trim`) takes as white space. */
export function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const isAsciiLetter = (code: number): boolean =>
  (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

/** Index of the first unit at or after `from` that is not white space. */
function skipSpaces(text: string, from: number, count: (visited: number) => void): number {
  let index = from;
  while (index < text.length && isSpace(text.charCodeAt(index))) index += 1;
  count(index - from + 1);
  return index;
}

/** Whether `word` (lower case, ASCII) stands at `at`, in any case when `isCaseless`. */
function hasWordAt(text: string, at: number, word: string, isCaseless: boolean): boolean {
  if (at + word.length > text.length) return false;
  const found = text.slice(at, at + word.length);
  return (isCaseless ? found.toLowerCase() : found) === word;
}

/**
 * Markdown code fences removed, their contents kept: `text.replace(/```[a-zA-Z]*[ \t]*\r?\n?/g, '')`
 * then `.replace(/```/g, '')`.
 */
export function stripCodeFences(text: string, steps?: ScanSteps): string {
  const count = counterOf(steps);
  let kept = '';
  let from = 0;
  let at = text.indexOf('```');
  while (at !== -1) {
    kept += text.slice(from, at);
    let index = at + 3;
    while (index < text.length && isAsciiLetter(text.charCodeAt(index))) index += 1;
    while (index < text.length && (text[index] === ' ' || text[index] === '\t')) index += 1;
    if (text[index] === '\r') index += 1;
    if (text[index] === '\n') index += 1;
    count(index - from);
    from = index;
    at = text.indexOf('```', from);
  }
  count(text.length - from);
  kept += text.slice(from);
  count(kept.length);
  return kept.split('```').join('');
}

/** The lines of a text: `text.split(/\r?\n/)`. */
export function splitLines(text: string, steps?: ScanSteps): string[] {
  counterOf(steps)(text.length);
  const lines = text.split('\n');
  // Only a \r before a line break goes with it: the last line keeps its own.
  return lines.map((line, index) =>
    index < lines.length - 1 && line.endsWith('\r') ? line.slice(0, -1) : line,
  );
}

const KEYS = ['title', 'author', 'content', 'text'] as const;

/** A key of a `"key": "value"` line the line stage reads. */
export type LineKey = (typeof KEYS)[number];

/**
 * `"title": "Value",` -> ['title', 'Value']: the key and the raw value without its closing quote. The
 * line starts as `/^\s*"?(title|author|content|text)"?\s*:\s*"/` does; the value's end is trimmed of
 * white space, one comma and one quote.
 */
export function readKeyLine(
  line: string,
  steps?: ScanSteps,
): [key: LineKey, raw: string] | undefined {
  const count = counterOf(steps);
  let index = skipSpaces(line, 0, count);
  if (line[index] === '"') index += 1;
  const key = KEYS.find((word) => hasWordAt(line, index, word, false));
  if (key === undefined) return undefined;
  index += key.length;
  if (line[index] === '"') index += 1;
  index = skipSpaces(line, index, count);
  if (line[index] !== ':') return undefined;
  index = skipSpaces(line, index + 1, count);
  if (line[index] !== '"') return undefined;
  let raw = line.slice(index + 1).trimEnd();
  if (raw.endsWith(',')) raw = raw.slice(0, -1).trimEnd();
  if (raw.endsWith('"')) raw = raw.slice(0, -1);
  count(line.length - index);
  return [key, raw];
}

const CHAPTER_WORDS = ['chapter', 'section', 'part'] as const;

/**
 * `## The Road` or `Chapter 2: The Road` -> [the marker ('##' and the character after it, or
 * 'Chapter 2:'), 'The Road']. The line starts as
 * `/^\s*(?:#{1,3}(?=\s)|(?:chapter|section|part)\s+\d+\s*[:.-])/i` does; a # marker needs one character
 * after its space, a chapter marker one character after it.
 */
export function readHeadingLine(
  line: string,
  steps?: ScanSteps,
): [marker: string, title: string] | undefined {
  const count = counterOf(steps);
  const start = skipSpaces(line, 0, count);
  let index = start;
  let isHash = false;
  if (line[index] === '#') {
    while (index < line.length && index - start < 3 && line[index] === '#') index += 1;
    if (index >= line.length || !isSpace(line.charCodeAt(index))) return undefined;
    isHash = true;
  } else {
    const word = CHAPTER_WORDS.find((candidate) => hasWordAt(line, index, candidate, true));
    if (word === undefined) return undefined;
    index += word.length;
    const afterWord = index;
    index = skipSpaces(line, index, count);
    if (index === afterWord) return undefined;
    const digits = index;
    while (index < line.length && isDigit(line.charCodeAt(index))) index += 1;
    if (index === digits) return undefined;
    index = skipSpaces(line, index, count);
    if (line[index] !== ':' && line[index] !== '.' && line[index] !== '-') return undefined;
    index += 1;
  }
  const rest = line.slice(index);
  count(line.length - start);
  if (rest.length < (isHash ? 2 : 1)) return undefined;
  const marker = line.slice(start, index);
  return [isHash ? `${marker}${rest[0] as string}` : marker, rest.trim()];
}

/** Whether a trimmed line holds only JSON punctuation (`{}[],`) or nothing: `/^[{}[\],]*$/`. */
export function isPunctuationOnly(line: string, steps?: ScanSteps): boolean {
  counterOf(steps)(line.length);
  for (const char of line) if (!'{}[],'.includes(char)) return false;
  return true;
}

/** Runs of three or more line breaks made two: `text.replace(/\n{3,}/g, '\n\n')`. */
export function collapseBlankLines(text: string, steps?: ScanSteps): string {
  counterOf(steps)(text.length);
  let kept = '';
  let from = 0;
  let at = text.indexOf('\n\n\n');
  while (at !== -1) {
    let end = at + 3;
    while (text[end] === '\n') end += 1;
    kept += `${text.slice(from, at)}\n\n`;
    from = end;
    at = text.indexOf('\n\n\n', from);
  }
  return kept + text.slice(from);
}

/**
 * Paragraphs: `text.split(/\n\s*\n/)`. A separator runs from a line break over white space to the last
 * line break of that white space, so a break with none after it is passed over with its white space.
 */
export function splitParagraphs(text: string, steps?: ScanSteps): string[] {
  const count = counterOf(steps);
  const paragraphs: string[] = [];
  let from = 0;
  let index = text.indexOf('\n');
  while (index !== -1) {
    let end = index + 1;
    let lastBreak = -1;
    while (end < text.length && isSpace(text.charCodeAt(end))) {
      if (text[end] === '\n') lastBreak = end;
      end += 1;
    }
    count(end - index);
    if (lastBreak !== -1) {
      paragraphs.push(text.slice(from, index));
      from = lastBreak + 1;
    }
    index = text.indexOf('\n', lastBreak === -1 ? end : lastBreak + 1);
  }
  count(text.length);
  paragraphs.push(text.slice(from));
  return paragraphs;
}
