/**
 * Errors the AI service answers with: an HTTP status and a message that is safe to show
 * (no stack, key or provider URL). Provider failures are mapped here.
 */
import { APICallError, LoadAPIKeyError, NoSuchModelError } from 'ai';
import { redactSecrets } from './redact';

/** An error with the status and message the route answers with. */
export class AiError extends Error {
  readonly status: number;
  /** Seconds, for 429 and 503. */
  readonly retryAfterSec: number | undefined;
  /** What the server's log line adds (the provider's own words); never sent to the visitor. */
  readonly detail: string | undefined;

  constructor(status: number, message: string, retryAfterSec?: number, detail?: string) {
    super(message);
    this.name = 'AiError';
    this.status = status;
    this.retryAfterSec = retryAfterSec;
    this.detail = detail;
  }
}

/** The answer to a provider's 429: the model is busy, which the chat says as such (not a time-out). */
export const MODEL_BUSY_MESSAGE = 'The AI model is busy right now.';

const isAiError = (value: unknown): value is AiError => value instanceof AiError;

/**
 * The log line's reason for a failed request: the message, and the provider's words when known, with
 * any key in them redacted before they are cut to length (issue 46: a provider may echo the key).
 */
export function describeForLog(error: AiError): string {
  const detail =
    error.detail === undefined
      ? undefined
      : redactSecrets(error.detail).replace(/\s+/g, ' ').slice(0, 200);
  const message = redactSecrets(error.message);
  return detail === undefined || detail === '' ? message : `${message} (${detail})`;
}

/** Why a call ended early, known to the caller that owns the signals. */
export interface AbortState {
  /** Our own deadline fired. */
  isTimedOut: boolean;
  /** The visitor went away. */
  isClientGone: boolean;
  timeoutMs: number;
}

function findCause<T>(
  error: unknown,
  test: (value: unknown) => value is T,
  depth = 0,
): T | undefined {
  if (depth > 5 || error === null || typeof error !== 'object') return undefined;
  if (test(error)) return error;
  const record = error as { cause?: unknown; lastError?: unknown; errors?: unknown };
  const nested = [
    record.lastError,
    record.cause,
    ...(Array.isArray(record.errors) ? record.errors : []),
  ];
  for (const value of nested) {
    const found = findCause(value, test, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function retryAfter(headers: Record<string, string> | undefined): number | undefined {
  const value = headers?.['retry-after'];
  if (value === undefined) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/**
 * Maps anything a provider call threw to an `AiError`, the provider's own words kept in `detail` for
 * the one log line the route writes (issue 23: never a retry stack).
 */
export function toAiError(error: unknown, state: AbortState, model: string): AiError {
  if (error instanceof AiError) return error;
  if (state.isTimedOut) {
    const limit =
      state.timeoutMs >= 1000
        ? `${Math.round(state.timeoutMs / 1000)} seconds`
        : `${state.timeoutMs} ms`;
    return new AiError(504, `The AI model did not answer within ${limit}. Please try again.`);
  }
  if (state.isClientGone) return new AiError(499, 'The request was cancelled.');
  // Ours, raised inside the SDK's call (the provider fetch's limits) and wrapped by it.
  const own = findCause(error, isAiError);
  if (own !== undefined) return own;
  const apiError = findCause(error, APICallError.isInstance);
  if (apiError !== undefined) {
    const status = apiError.statusCode;
    const detail = `provider status ${status ?? 'none'}: ${apiError.message}`;
    const fail = (code: number, message: string, retryAfterSec?: number) =>
      new AiError(code, message, retryAfterSec, detail);
    if (status === 429)
      return fail(503, MODEL_BUSY_MESSAGE, retryAfter(apiError.responseHeaders) ?? 30);
    if (status === 401 || status === 403)
      return fail(502, 'The AI provider refused the server’s credentials.');
    if (status === 404)
      return fail(
        502,
        `The AI model "${model}" is not available at the provider (it may be retired).`,
      );
    if (status === 408 || status === 504)
      return fail(504, 'The AI provider timed out. Please try again.');
    if (status !== undefined && status >= 500)
      return fail(502, `The AI provider had an error (${status}). Please try again.`);
    if (status !== undefined && status >= 400)
      return fail(502, `The AI provider rejected the request (${status}).`);
    // A 2xx whose body is not a model reply (an HTML page, garbage).
    if (status !== undefined)
      return fail(502, 'The AI provider’s answer was not a model reply. Please try again.');
    return fail(502, 'Could not reach the AI provider. Please try again.');
  }
  if (findCause(error, LoadAPIKeyError.isInstance) !== undefined) {
    return new AiError(503, 'The AI service is not configured: the provider’s API key is missing.');
  }
  if (findCause(error, NoSuchModelError.isInstance) !== undefined) {
    return new AiError(502, `The AI model "${model}" is not available.`);
  }
  return new AiError(
    502,
    'The AI provider failed to answer. Please try again.',
    undefined,
    error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  );
}
