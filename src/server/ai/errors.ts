/**
 * Errors the AI service answers with: an HTTP status and a message that is safe to show
 * (no stack, key or provider URL). Provider failures are mapped here.
 */
import { APICallError, LoadAPIKeyError, NoSuchModelError } from 'ai';

/** An error with the status and message the route answers with. */
export class AiError extends Error {
  readonly status: number;
  /** Seconds, for 429 and 503. */
  readonly retryAfterSec: number | undefined;

  constructor(status: number, message: string, retryAfterSec?: number) {
    super(message);
    this.name = 'AiError';
    this.status = status;
    this.retryAfterSec = retryAfterSec;
  }
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

/** Maps anything a provider call threw to an `AiError`; logs the original on the server. */
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
  const apiError = findCause(error, APICallError.isInstance);
  if (apiError !== undefined) {
    const status = apiError.statusCode;
    logProviderError(`status ${status ?? 'none'}`, apiError.message);
    if (status === 429) {
      return new AiError(
        503,
        'The AI provider is busy right now (rate limited). Please try again shortly.',
        retryAfter(apiError.responseHeaders) ?? 30,
      );
    }
    if (status === 401 || status === 403)
      return new AiError(502, 'The AI provider refused the server’s credentials.');
    if (status === 404)
      return new AiError(
        502,
        `The AI model "${model}" is not available at the provider (it may be retired).`,
      );
    if (status === 408 || status === 504)
      return new AiError(504, 'The AI provider timed out. Please try again.');
    if (status !== undefined && status >= 500)
      return new AiError(502, `The AI provider had an error (${status}). Please try again.`);
    if (status !== undefined && status >= 400)
      return new AiError(502, `The AI provider rejected the request (${status}).`);
    return new AiError(502, 'Could not reach the AI provider. Please try again.');
  }
  if (findCause(error, LoadAPIKeyError.isInstance) !== undefined) {
    return new AiError(503, 'The AI service is not configured: the provider’s API key is missing.');
  }
  if (findCause(error, NoSuchModelError.isInstance) !== undefined) {
    return new AiError(502, `The AI model "${model}" is not available.`);
  }
  logProviderError('failure', error instanceof Error ? error.message : String(error));
  return new AiError(502, 'The AI provider failed to answer. Please try again.');
}

function logProviderError(kind: string, message: string): void {
  console.error(`[ai] provider ${kind}: ${message.slice(0, 300)}`);
}
