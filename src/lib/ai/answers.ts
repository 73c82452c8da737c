/**
 * The AI API's limits and its small answers (status, error), without zod: every AI page needs these,
 * and a chat page needs nothing else, so it carries no zod at all (~6 KB gzip of its 90 KB budget).
 * schemas.ts builds the zod/mini request and content schemas on these and re-exports them.
 */

/** Largest request body the server reads, in bytes; larger bodies get 413. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Longest single chat message, in characters. */
export const MAX_MESSAGE_CHARS = 2000;
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Providers `/api/ai/status` names. */
export const AI_STATUS_PROVIDERS = ['builtin', 'gemini', 'openai-compatible'] as const;

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
