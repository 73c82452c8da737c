/**
 * The AI API's limits and its small answers (status, error), without zod: every AI page needs these,
 * and a chat page needs nothing else, so it carries no zod at all (~6 KB gzip of its 90 KB budget).
 * schemas.ts builds the zod/mini request and content schemas on these and re-exports them.
 */
import { isRecord } from '../storage/guards';

/** Largest request body the server reads, in bytes; larger bodies get 413. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Longest single chat message, in characters (code points, see countChars). */
export const MAX_MESSAGE_CHARS = 2000;
/**
 * Longest chat reply, in characters: the server sends no more and the chat keeps no more (issue 23).
 * A reply of the spec's 5-10 sentences is under 2,000; the model is also held to 1,024 output tokens.
 */
export const MAX_CHAT_REPLY_CHARS = 8_000;

/**
 * A text's length as the chat limits count it: in code points, so an emoji is one character on the
 * page and on the server alike (zod's string lengths count code points too).
 */
export function countChars(text: string): number {
  let count = text.length;
  // Each surrogate pair is one code point in two UTF-16 units.
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        index += 1;
      }
    }
  }
  return count;
}

/** The first `max` code points of `text` (a surrogate pair is never split). */
export function sliceChars(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  let count = 0;
  for (const char of text) {
    if (count === max) break;
    end += char.length;
    count += 1;
  }
  return text.slice(0, end);
}

/** Most turns a chat request may carry. */
export const MAX_TURNS = 40;
/** Suggestions per answer (docs/ai.md#catalogue). */
export const SUGGESTION_COUNT = 6;
/** Most names an `existing` avoid list may carry. */
export const MAX_EXISTING = 100;
/** Longest name in an avoid list or habit list, in characters. */
export const MAX_NAME_CHARS = 200;
/** Words a book section should have (docs/tools/ai-book-builder.md#constants). */
export const SECTION_WORDS = { min: 500, max: 800 } as const;

/**
 * A validator with zod's `safeParse` and `parse`, written by hand for an answer shape small enough that
 * zod would cost more than it checks: the chat pages validate only these two answers, and without them
 * they carry no zod at all (~6 KB gzip of a 90 KB page budget).
 */
export interface AnswerValidator<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
  /** Returns the value, or throws a TypeError naming the answer. */
  parse(value: unknown): T;
}

function answerValidator<T>(
  isValid: (value: unknown) => value is T,
  name: string,
): AnswerValidator<T> {
  return {
    safeParse: (value) => (isValid(value) ? { success: true, data: value } : { success: false }),
    parse(value) {
      if (!isValid(value)) throw new TypeError(`not a valid ${name}`);
      return value;
    },
  };
}

/** Providers `/api/ai/status` names. */
export const AI_STATUS_PROVIDERS = ['builtin', 'gemini', 'openai-compatible', 'unknown'] as const;

/** `GET /api/ai/status` answer: who answers, never a key or URL. */
export interface AiStatus {
  provider: (typeof AI_STATUS_PROVIDERS)[number];
  model: string;
  /** False when the selected provider is misconfigured; AI requests then get 503. */
  ready: boolean;
  /** What to fix when not ready (names environment variables, never their values). */
  problem?: string | undefined;
}

/** Validates a `/api/ai/status` answer. */
export const statusResponseSchema = answerValidator(
  (value): value is AiStatus =>
    isRecord(value) &&
    (AI_STATUS_PROVIDERS as readonly unknown[]).includes(value['provider']) &&
    typeof value['model'] === 'string' &&
    typeof value['ready'] === 'boolean' &&
    (value['problem'] === undefined || typeof value['problem'] === 'string'),
  'status answer',
);

/** Header that says what a chat stream carries: `persona` (a reply) or `care` (crisis care). */
export const REPLY_KIND_HEADER = 'X-Stillwell-Reply';

/** Every error body: `{ error }`. */
export const errorResponseSchema = answerValidator(
  (value): value is { error: string } => isRecord(value) && typeof value['error'] === 'string',
  'error answer',
);
