/**
 * A reply's text as paragraphs of plain segments (docs/tools/jesus-my-saviour.md#screen: asterisk-wrapped words bold; Jesus's
 * bracketed references styled). The widgets render each segment as a text node, so nothing a model
 * sends (HTML, links, unbalanced asterisks) is ever interpreted: it shows as the characters it is.
 */

/** A run of text and how it is shown. */
export interface ReplySegment {
  readonly kind: 'text' | 'strong' | 'reference';
  readonly text: string;
}

/** `**words**` or `*words*`: no asterisk inside, no space just inside the markers, one line. */
const EMPHASIS = /\*\*([^*\n]*[^*\s][^*\n]*?)\*\*|\*([^*\s](?:[^*\n]*[^*\s])?)\*/g;
/** `[Matthew 11:28]`: a short bracketed run on one line, with no nested brackets. */
const REFERENCE = /\[[^[\]\n]{1,80}\]/g;

function pushText(segments: ReplySegment[], kind: ReplySegment['kind'], text: string): void {
  if (text === '') return;
  const last = segments.at(-1);
  if (last?.kind === kind && kind === 'text')
    segments[segments.length - 1] = { kind, text: last.text + text };
  else segments.push({ kind, text });
}

function splitReferences(text: string, segments: ReplySegment[]): void {
  let at = 0;
  for (const match of text.matchAll(REFERENCE)) {
    pushText(segments, 'text', text.slice(at, match.index));
    pushText(segments, 'reference', match[0]);
    at = match.index + match[0].length;
  }
  pushText(segments, 'text', text.slice(at));
}

/** One paragraph's segments. */
export function parseParagraph(text: string, hasReferences: boolean): ReplySegment[] {
  const segments: ReplySegment[] = [];
  const addText = (part: string) =>
    hasReferences ? splitReferences(part, segments) : pushText(segments, 'text', part);
  let at = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    addText(text.slice(at, match.index));
    pushText(segments, 'strong', match[1] ?? match[2] ?? '');
    at = match.index + match[0].length;
  }
  addText(text.slice(at));
  return segments;
}

/** The reply's paragraphs (split at blank lines), each as segments; single line breaks stay in the text. */
export function parseReply(text: string, hasReferences: boolean): ReplySegment[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => parseParagraph(paragraph, hasReferences));
}

/** The reply as a screen reader should hear it: the shown text without emphasis markers. */
export function toPlainText(text: string): string {
  return parseReply(text, false)
    .map((paragraph) => paragraph.map((segment) => segment.text).join(''))
    .join(' ');
}
