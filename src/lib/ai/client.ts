/**
 * The one way the browser talks to Stillwell's AI API (`/api/ai/*`). Every call resolves (never
 * rejects) to a typed result: the value, or a failure a tool can word for a visitor in its own voice.
 *
 * - Answers are validated with the shared schemas (zod/mini, see schemas.ts).
 * - The server's statuses map to kinds: 400 invalid, 413 too-large, 404 not-found, 429 rate-limited
 *   (with Retry-After), 503 unavailable, 504 timeout, other 5xx upstream. A fetch that never reached
 *   the server is `offline` (or `unreachable` while the browser believes it is online).
 * - Every call takes an AbortSignal; an aborted call resolves as `aborted`, which a tool ignores.
 * - Chat replies stream: `streamChat` reports the text as it arrives and tells a complete reply from one
 *   cut mid-way (`cut`, with what did arrive).
 */
import {
  REPLY_KIND_HEADER,
  bookResponseSchema,
  errorResponseSchema,
  statusResponseSchema,
  suggestionResponseSchema,
  type AiStatus,
  type Book,
  type BookRequest,
  type ChatRequest,
  type SuggestionItemByKind,
  type SuggestionRequest,
} from './schemas';

/** Why a call did not give a value. */
export type AiFailureKind =
  | 'invalid'
  | 'too-large'
  | 'not-found'
  | 'rate-limited'
  | 'unavailable'
  | 'timeout'
  | 'upstream'
  | 'offline'
  | 'unreachable'
  | 'bad-response'
  | 'cut'
  | 'aborted';

/** A call that did not give a value, and what the server (or the network) said. */
export interface AiFailure {
  readonly kind: AiFailureKind;
  /** The server's reason (safe to show), or ours; empty for `aborted`. */
  readonly message: string;
  /** HTTP status, when the server answered. */
  readonly status?: number;
  /** Seconds to wait before trying again (429, 503), when the server said. */
  readonly retryAfterSec?: number;
  /** Whether the server answered at all (an error answer), or the call never reached it. */
  readonly hasReachedServer: boolean;
}

/** A value or a failure. */
export type AiResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: AiFailure };

/** Options of every call. */
export interface CallOptions {
  /** Cancels the call; it then resolves as `aborted`. */
  readonly signal?: AbortSignal | undefined;
  /** Base URL of the API (tests); defaults to the page's origin. */
  readonly baseUrl?: string | undefined;
}

/** The minimal Standard-Schema-like validator the client needs (zod/mini schemas fit). */
interface Validator<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

const STATUS_KINDS: Record<number, AiFailureKind> = {
  400: 'invalid',
  404: 'not-found',
  413: 'too-large',
  429: 'rate-limited',
  503: 'unavailable',
  504: 'timeout',
};

function fail(failure: AiFailure): { ok: false; failure: AiFailure } {
  return { ok: false, failure };
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/** The failure of a fetch that threw: aborted, offline, or the server could not be reached. */
function networkFailure(error: unknown, signal: AbortSignal | undefined): AiFailure {
  if (isAbort(error, signal)) return { kind: 'aborted', message: '', hasReachedServer: false };
  const isOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return {
    kind: isOffline ? 'offline' : 'unreachable',
    message: isOffline ? 'You are offline.' : 'Stillwell’s server could not be reached.',
    hasReachedServer: false,
  };
}

/** Seconds from a Retry-After header (seconds or an HTTP date), or undefined. */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The failure an error answer stands for, with the server's reason when it gave one. */
async function statusFailure(response: Response): Promise<AiFailure> {
  let message = `The server answered ${response.status}.`;
  try {
    const body = errorResponseSchema.safeParse(await response.json());
    if (body.success) message = body.data.error;
  } catch {
    // why: a proxy's HTML error page has no JSON reason; the status still says what happened
  }
  const retryAfterSec = parseRetryAfter(response.headers.get('retry-after'));
  return {
    kind: STATUS_KINDS[response.status] ?? 'upstream',
    message,
    status: response.status,
    hasReachedServer: true,
    ...(retryAfterSec === undefined ? {} : { retryAfterSec }),
  };
}

async function request(
  path: string,
  init: RequestInit,
  options: CallOptions,
): Promise<{ ok: true; response: Response } | { ok: false; failure: AiFailure }> {
  let response: Response;
  try {
    response = await fetch(`${options.baseUrl ?? ''}${path}`, {
      ...init,
      signal: options.signal ?? null,
    });
  } catch (error) {
    return fail(networkFailure(error, options.signal));
  }
  if (!response.ok) return fail(await statusFailure(response));
  return { ok: true, response };
}

async function readJson<T>(
  response: Response,
  schema: Validator<T>,
  signal?: AbortSignal,
): Promise<AiResult<T>> {
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (isAbort(error, signal))
      return fail({ kind: 'aborted', message: '', hasReachedServer: true });
    return fail({
      kind: 'bad-response',
      message: 'The answer was not readable.',
      hasReachedServer: true,
    });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return fail({
      kind: 'bad-response',
      message: 'The answer was not in the expected shape.',
      hasReachedServer: true,
    });
  }
  return { ok: true, value: parsed.data };
}

/** POSTs `body` as JSON to `path` and validates the answer with `schema`. */
export async function postJson<T>(
  path: string,
  body: unknown,
  schema: Validator<T>,
  options: CallOptions = {},
): Promise<AiResult<T>> {
  const sent = await request(
    path,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    options,
  );
  return sent.ok ? readJson(sent.response, schema, options.signal) : sent;
}

/** Who answers the AI tools (`GET /api/ai/status`). */
export async function getAiStatus(options: CallOptions = {}): Promise<AiResult<AiStatus>> {
  const sent = await request('/api/ai/status', { method: 'GET' }, options);
  return sent.ok ? readJson(sent.response, statusResponseSchema, options.signal) : sent;
}

/** Six suggestions of the kind asked for (`POST /api/ai/suggestions`). */
export async function fetchSuggestions<R extends SuggestionRequest>(
  body: R,
  options: CallOptions = {},
): Promise<AiResult<SuggestionItemByKind[R['kind']][]>> {
  const result = await postJson('/api/ai/suggestions', body, suggestionResponseSchema, options);
  return result.ok
    ? { ok: true, value: result.value.items as SuggestionItemByKind[R['kind']][] }
    : result;
}

/** A generated book (`POST /api/ai/book`). */
export function fetchBook(body: BookRequest, options: CallOptions = {}): Promise<AiResult<Book>> {
  return postJson('/api/ai/book', body, bookResponseSchema, options);
}

/** A complete chat reply. */
export interface ChatReply {
  readonly text: string;
  /** The server answered with crisis care (helpline guidance), not a persona reply. */
  readonly isCare: boolean;
}

/** Options of a streamed chat call. */
export interface StreamOptions extends CallOptions {
  /** Called with the whole text so far each time a piece arrives. */
  readonly onText?: ((text: string, reply: { isCare: boolean }) => void) | undefined;
}

/**
 * Streams a chat reply (`POST /api/ai/chat`). Resolves with the whole reply once the stream ends; a
 * stream that breaks after it began resolves as `cut`, with the text that did arrive in `partial`.
 */
export async function streamChat(
  body: ChatRequest,
  options: StreamOptions = {},
): Promise<AiResult<ChatReply> & { readonly partial?: string }> {
  const sent = await request(
    '/api/ai/chat',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    options,
  );
  if (!sent.ok) return sent;
  const { response } = sent;
  const isCare = response.headers.get(REPLY_KIND_HEADER) === 'care';
  if (!response.body) {
    return fail({ kind: 'bad-response', message: 'The reply was empty.', hasReachedServer: true });
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += value;
      options.onText?.(text, { isCare });
    }
  } catch (error) {
    if (isAbort(error, options.signal)) {
      return { ...fail({ kind: 'aborted', message: '', hasReachedServer: true }), partial: text };
    }
    return {
      ...fail({
        kind: 'cut',
        message: 'The reply was cut off before it was complete.',
        hasReachedServer: true,
      }),
      partial: text,
    };
  }
  if (text.trim() === '') {
    return fail({ kind: 'bad-response', message: 'The reply was empty.', hasReachedServer: true });
  }
  return { ok: true, value: { text, isCare } };
}

/** 'Please try again in 30 seconds.' / '… in 2 minutes.' for a wait, or a plain 'a little later'. */
export function describeRetryAfter(seconds: number | undefined): string {
  if (seconds === undefined) return 'Please try again a little later.';
  if (seconds < 60) {
    const whole = Math.max(1, seconds);
    return `Please try again in ${whole} ${whole === 1 ? 'second' : 'seconds'}.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
