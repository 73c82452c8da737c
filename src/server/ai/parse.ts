/**
 * Parsers for model replies that should hold JSON (docs/ai.md#validation, #parse-stages). They never throw: suggestions
 * come back as the valid items found, books as a validated book or the spec's error message.
 */
import { jsonrepair } from 'jsonrepair';
import { GOAL_IDS, type GoalId } from '../../lib/ai/catalog';
import {
  SUGGESTION_ITEM_SCHEMAS,
  type Book,
  type SuggestionItemByKind,
  type SuggestionKind,
} from '../../lib/ai/schemas';
import {
  collapseBlankLines,
  isPunctuationOnly,
  readHeadingLine,
  readKeyLine,
  splitLines,
  splitParagraphs,
  stripCodeFences,
  type ScanSteps,
} from './scan';

export { stripCodeFences };

/**
 * Longest reply the parsers read, in characters (UTF-16 units, what `String#length` counts). A reply
 * over it is refused before any parsing (issue 23: a 188 KB broken reply once held the server for 30 s):
 * six suggestions are about 3 KB, a five-part book of 800-word sections about 30 KB.
 */
export const MAX_REPLY_CHARS = { suggestions: 32_000, book: 128_000 } as const;

/** Why a reply over its size limit was refused. */
export function tooLongMessage(limit: number): string {
  return `the reply is over ${Math.round(limit / 1000)} KB`;
}

/**
 * One JSON repair a request may spend (issue 23: repair at most once a request). A suggestion request
 * that asks the model twice passes the same budget to both parses.
 */
export interface RepairBudget {
  isSpent: boolean;
}

/** A fresh budget of one repair. */
export function createRepairBudget(): RepairBudget {
  return { isSpent: false };
}

/**
 * Repairs common JSON damage with `jsonrepair` (linear time): code fences, raw line breaks inside
 * strings, trailing commas, a string or braces left open at the end (docs/ai.md#parse-stages stage 2). Returns
 * undefined when the text cannot be repaired or the budget is spent.
 */
export function repairJson(
  text: string,
  budget: RepairBudget = createRepairBudget(),
): string | undefined {
  if (budget.isSpent) return undefined;
  budget.isSpent = true;
  try {
    return jsonrepair(text);
  } catch {
    return undefined;
  }
}

/** JSON.parse that reports failure instead of throwing. */
function tryParse(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The text from the first `open` character to the end of the reply, or undefined. */
function fromFirst(text: string, open: '{' | '['): string | undefined {
  const start = text.indexOf(open);
  if (start === -1) return undefined;
  const close = open === '{' ? '}' : ']';
  const end = text.lastIndexOf(close);
  return end > start ? text.slice(start, end + 1) : text.slice(start);
}

/** The first bracketed array in the text, found by matching brackets outside strings. */
export function extractFirstArray(text: string): string | undefined {
  const start = text.indexOf('[');
  if (start === -1) return undefined;
  let depth = 0;
  let isInString = false;
  let isEscaped = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (isInString) {
      if (isEscaped) isEscaped = false;
      else if (char === '\\') isEscaped = true;
      else if (char === '"') isInString = false;
      continue;
    }
    if (char === '"') isInString = true;
    else if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(start, index + 1);
    }
  }
  return text.slice(start);
}

// ---------------------------------------------------------------------------------------------
// Suggestions

/** What a suggestion reply yielded: the valid items, and why nothing did when empty. */
export interface SuggestionParse<K extends SuggestionKind> {
  items: SuggestionItemByKind[K][];
  /** Set when the reply held no JSON array (docs/ai.md#validation: the list is then emptied). */
  error?: string;
  /** The reply was over MAX_REPLY_CHARS and was not read at all. */
  isTooLong?: boolean;
}

const POSE_CATEGORY_ALIASES: Record<string, string> = {
  'forward fold': 'forward_fold',
  'forward-fold': 'forward_fold',
  forwardfold: 'forward_fold',
  'forward bend': 'forward_fold',
  balancing: 'balance',
  backbends: 'backbend',
  twists: 'twist',
  inversions: 'inversion',
};

const lower = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** Brings a model's near-miss item into shape before validation (case, aliases, list steps). */
function normalizeItem(kind: SuggestionKind, raw: unknown, goal: GoalId | undefined): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const item: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  if (Array.isArray(item['instructions'])) {
    item['instructions'] = item['instructions']
      .filter((step) => typeof step === 'string')
      .join('|');
  }
  if (Array.isArray(item['benefits'])) {
    item['benefits'] = item['benefits'].filter((part) => typeof part === 'string').join(', ');
  }
  if (kind === 'tasks') {
    item['category'] =
      typeof item['category'] === 'string'
        ? item['category']
            .trim()
            .toLowerCase()
            .replace(/[\s_-]+/g, '')
        : item['category'];
    item['time'] =
      typeof item['time'] === 'string'
        ? item['time'].trim().toLowerCase().replace(/\s+/g, '')
        : item['time'];
    item['timePriority'] = lower(item['timePriority']);
    item['priority'] = lower(item['priority']);
  } else {
    item['difficulty'] = lower(item['difficulty']);
    const category = lower(item['category']);
    if (kind === 'poses') {
      item['category'] =
        typeof category === 'string' ? (POSE_CATEGORY_ALIASES[category] ?? category) : category;
    } else {
      // docs/tools/ai-exercise-planner.md#data: an exercise's category is the goal it serves.
      const isGoal =
        typeof category === 'string' && (GOAL_IDS as readonly string[]).includes(category);
      item['category'] = isGoal ? category : (goal ?? category);
    }
  }
  return item;
}

function arrayIn(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of ['items', 'suggestions', 'tasks', 'poses', 'exercises']) {
    const found = record[key];
    if (Array.isArray(found)) return found;
  }
  return undefined;
}

/**
 * Finds the array of items in a reply: an object's `items`/`suggestions`, or the first bracketed
 * array (docs/ai.md#validation), parsed as it is; failing that, one repair of the reply from its first bracket.
 */
function findItemArray(text: string, budget: RepairBudget): unknown[] | undefined {
  const cleaned = stripCodeFences(text).trim();
  const array = extractFirstArray(cleaned);
  for (const candidate of [cleaned, fromFirst(cleaned, '{'), array]) {
    if (candidate === undefined) continue;
    const parsed = tryParse(candidate);
    const found = parsed.ok ? arrayIn(parsed.value) : undefined;
    if (found !== undefined) return found;
  }
  const brace = cleaned.indexOf('{');
  const bracket = cleaned.indexOf('[');
  if (brace === -1 && bracket === -1) return undefined;
  const start = brace === -1 ? bracket : bracket === -1 ? brace : Math.min(brace, bracket);
  const repaired = repairJson(cleaned.slice(start), budget);
  const parsed = repaired === undefined ? undefined : tryParse(repaired);
  return parsed?.ok === true ? arrayIn(parsed.value) : undefined;
}

/** Most items of one reply validated (schema failures cost about 60 µs each). */
const MAX_ITEMS_READ = 30;

/** Parses a suggestion reply into the valid items of `kind`, never throwing. */
export function parseSuggestions<K extends SuggestionKind>(
  kind: K,
  text: string,
  options: { goal?: GoalId; repair?: RepairBudget } = {},
): SuggestionParse<K> {
  const source = typeof text === 'string' ? text : '';
  if (source.length > MAX_REPLY_CHARS.suggestions)
    return { items: [], error: tooLongMessage(MAX_REPLY_CHARS.suggestions), isTooLong: true };
  const array = findItemArray(source, options.repair ?? createRepairBudget());
  if (array === undefined) return { items: [], error: 'the reply holds no JSON array' };
  const schema = SUGGESTION_ITEM_SCHEMAS[kind];
  const items: SuggestionItemByKind[K][] = [];
  // Only the first few are looked at: a model asked for 6 has nothing to say in its 10,000th item.
  for (const raw of array.slice(0, MAX_ITEMS_READ)) {
    const result = schema.safeParse(normalizeItem(kind, raw, options.goal));
    if (result.success) items.push(result.data as SuggestionItemByKind[K]);
  }
  return { items };
}

// ---------------------------------------------------------------------------------------------
// Books

/** The spec's book validation messages (docs/tools/ai-book-builder.md#errors). */
export const BOOK_ERRORS = {
  notObject: 'Invalid response format: not an object',
  missingSections: 'missing sections array',
  emptySections: 'empty sections array',
  section: (n: number) => `Section ${n} is missing title or content`,
} as const;

/** Final parse failure message (docs/ai.md#parse-stages). */
export function unableToParseMessage(detail: string): string {
  return `Unable to parse AI response. Please try again. Error details: ${detail}`;
}

/** Which stage of docs/ai.md#parse-stages produced the book. */
export type BookStage = 'direct' | 'cleanup' | 'lines' | 'prose';

/** What a book reply yielded. */
export type BookParse =
  { ok: true; book: Book; stage: BookStage; warnings: string[] } | { ok: false; error: string };

/** Context the parser needs to cut and name the book. */
export interface BookParseContext {
  /** Sections the reading time asks for (docs/tools/ai-book-builder.md#constants). */
  expectedSections: number;
  /** Used when the model left the title out. */
  fallbackTitle: string;
  /** The request's one repair (a fresh one when absent). */
  repair?: RepairBudget;
  /** Counts the characters the text passes visit (tests: the work grows linearly). */
  steps?: ScanSteps;
}

/** Shortest section content before a warning (docs/ai.md#validation), in characters. */
const MIN_SECTION_CHARS = 200;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Validates a parsed value as a book (docs/tools/ai-book-builder.md#validation); returns the spec's message on failure. */
export function validateBook(
  value: unknown,
  context: BookParseContext,
): { ok: true; book: Book; warnings: string[] } | { ok: false; error: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: BOOK_ERRORS.notObject };
  }
  const record = value as Record<string, unknown>;
  const sections = record['sections'] ?? record['chapters'];
  if (!Array.isArray(sections)) return { ok: false, error: BOOK_ERRORS.missingSections };
  if (sections.length === 0) return { ok: false, error: BOOK_ERRORS.emptySections };
  const cleanSections: Book['sections'] = [];
  for (const [index, section] of sections.entries()) {
    const entry = (typeof section === 'object' && section !== null ? section : {}) as Record<
      string,
      unknown
    >;
    const title = text(entry['title']);
    const content = text(entry['content'] ?? entry['text']);
    if (title === '' || content === '') return { ok: false, error: BOOK_ERRORS.section(index + 1) };
    cleanSections.push({ title, content });
  }
  const warnings: string[] = [];
  if (cleanSections.length < context.expectedSections) {
    warnings.push(`expected ${context.expectedSections} sections, got ${cleanSections.length}`);
  }
  const kept = cleanSections.slice(0, context.expectedSections);
  kept.forEach((section, index) => {
    if (section.content.length < MIN_SECTION_CHARS)
      warnings.push(`section ${index + 1} is under 200 characters`);
  });
  return {
    ok: true,
    book: {
      title: text(record['title']) || context.fallbackTitle,
      author: text(record['author']) || 'Anonymous',
      sections: kept,
    },
    warnings,
  };
}

const unquote = (value: string): string => {
  const parsed = tryParse(`"${value}"`);
  return parsed.ok && typeof parsed.value === 'string'
    ? parsed.value
    : value.replace(/\\n/g, '\n').replace(/\\"/g, '"');
};

/** A section the line stage is building: its content's pieces are joined once, at the end. */
interface SectionDraft {
  title: string;
  pieces: string[];
}

/** Adds one piece of content after a separator (none before the first); empty pieces add nothing. */
function addPiece(section: SectionDraft, separator: string, piece: string): void {
  if (piece === '') return;
  if (section.pieces.length > 0) section.pieces.push(separator);
  section.pieces.push(piece);
}

/**
 * Stage 3: rebuilds a book from `"key": "value"` lines or from Markdown-style headings. It reads model
 * output, so it is made of linear scanners (./scan.ts; issue 46: its old patterns backtracked for 64 s
 * on a 6 KB line of spaces), and content is gathered in pieces joined once (re-trimming the whole
 * content at each line made a reply of many short lines quadratic).
 */
function reconstructFromLines(reply: string, steps?: ScanSteps): unknown {
  const lines = splitLines(stripCodeFences(reply, steps), steps);
  let title: string | undefined;
  let author: string | undefined;
  const drafts: SectionDraft[] = [];
  let current: SectionDraft | undefined;
  for (const line of lines) {
    const keyMatch = readKeyLine(line, steps);
    if (keyMatch) {
      const [key, raw] = keyMatch;
      const value = unquote(raw).trim();
      if (key === 'title') {
        if (title === undefined && drafts.length === 0 && current === undefined) title = value;
        else {
          current = { title: value, pieces: [] };
          drafts.push(current);
        }
      } else if (key === 'author') author = value;
      else if (current !== undefined) addPiece(current, '\n\n', value);
      continue;
    }
    const headingMatch = readHeadingLine(line, steps);
    if (headingMatch) {
      const heading = headingMatch[1].replace(/[*#]/g, '').trim();
      if (/^#\s/.test(headingMatch[0]) && title === undefined && drafts.length === 0) {
        title = heading;
      } else {
        current = { title: heading, pieces: [] };
        drafts.push(current);
      }
      continue;
    }
    const trimmed = line.trim();
    if (current !== undefined && !isPunctuationOnly(trimmed, steps))
      addPiece(current, '\n', trimmed);
  }
  const sections = drafts.map((draft) => ({
    title: draft.title,
    content: collapseBlankLines(draft.pieces.join(''), steps).trim(),
  }));
  return { title, author, sections };
}

/**
 * Stage 4. The spec fills placeholder chapters here; we never invent content (docs/decisions.md#principles: nothing is
 * lost, never a hard-coded answer): when the reply is plain prose, its own paragraphs are split into
 * sections with clearly marked generic titles. Without usable prose, parsing fails.
 */
function splitProse(reply: string, expectedSections: number, steps?: ScanSteps): unknown {
  const prose = stripCodeFences(reply, steps)
    .replace(/[{}[\]]/g, ' ')
    .trim();
  const paragraphs = splitParagraphs(prose, steps)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  if (prose.length < MIN_SECTION_CHARS || paragraphs.length === 0) return undefined;
  const count = Math.min(expectedSections, paragraphs.length);
  const perSection = Math.ceil(paragraphs.length / count);
  const sections = Array.from({ length: count }, (_, index) => ({
    title: `Part ${index + 1} (untitled)`,
    content: paragraphs.slice(index * perSection, (index + 1) * perSection).join('\n\n'),
  })).filter((section) => section.content !== '');
  return { sections };
}

/** Parses a book reply through the four stages of docs/ai.md#parse-stages, never throwing. */
export function parseBook(reply: string, context: BookParseContext): BookParse {
  const source = typeof reply === 'string' ? reply : '';
  if (source.length > MAX_REPLY_CHARS.book)
    return { ok: false, error: unableToParseMessage(tooLongMessage(MAX_REPLY_CHARS.book)) };
  let lastError = 'empty response';
  const attempt = (value: unknown, stage: BookStage): BookParse | undefined => {
    const result = validateBook(value, context);
    if (result.ok) return { ok: true, book: result.book, stage, warnings: result.warnings };
    lastError = result.error;
    return undefined;
  };
  const direct = tryParse(source);
  if (direct.ok) {
    const result = attempt(direct.value, 'direct');
    if (result) return result;
  } else if (source.trim() !== '') lastError = direct.error;

  const cleaned = fromFirst(stripCodeFences(source, context.steps), '{');
  const repairedText =
    cleaned === undefined ? undefined : repairJson(cleaned, context.repair ?? createRepairBudget());
  if (repairedText !== undefined) {
    const repaired = tryParse(repairedText);
    if (repaired.ok) {
      const result = attempt(repaired.value, 'cleanup');
      if (result) return result;
    } else lastError = repaired.error;
  }

  const rebuilt = reconstructFromLines(source, context.steps) as { sections: unknown[] };
  if (rebuilt.sections.length > 0) {
    const result = attempt(rebuilt, 'lines');
    if (result) return result;
  }

  const prose =
    cleaned === undefined ? splitProse(source, context.expectedSections, context.steps) : undefined;
  if (prose !== undefined) {
    const result = attempt(prose, 'prose');
    if (result) return result;
  }
  return { ok: false, error: unableToParseMessage(lastError) };
}
