/**
 * The fetch the model providers call through (issue 23): a provider's answer is cut at
 * MAX_PROVIDER_RESPONSE_BYTES before the SDK parses any of it, and a 429 whose Retry-After outlasts the
 * call's time limit ends the call at once (503 with that Retry-After) instead of a late 504.
 */
import { timeLeftMs } from '../call-deadline';
import { AiError, MODEL_BUSY_MESSAGE } from '../errors';

/**
 * Largest provider answer read, in bytes: a streamed chat reply of 2,000 words in 3-word pieces is
 * about 200 KB of events, a book of five 800-word sections about 40 KB of JSON.
 */
export const MAX_PROVIDER_RESPONSE_BYTES = 1024 * 1024;

/** Milliseconds a Retry-After (or Retry-After-Ms) header asks for, or undefined. */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The body, erroring once more than `maxBytes` have passed. */
function bounded(body: ReadableStream<Uint8Array>, maxBytes: number): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          controller.error(
            new AiError(
              502,
              `The AI model’s reply was over ${Math.round(maxBytes / 1024)} KB. Please try again.`,
            ),
          );
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

/** A fetch for the AI SDK providers with the limits above. */
export function createProviderFetch(
  maxBytes: number = MAX_PROVIDER_RESPONSE_BYTES,
  base: typeof fetch = globalThis.fetch,
): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    if (response.status === 429) {
      const waitMs = retryAfterMs(response.headers);
      const leftMs = timeLeftMs();
      if (waitMs !== undefined && leftMs !== undefined && waitMs > leftMs) {
        await response.body?.cancel().catch(() => undefined);
        throw new AiError(503, MODEL_BUSY_MESSAGE, Math.max(1, Math.ceil(waitMs / 1000)));
      }
    }
    if (response.body === null) return response;
    return new Response(bounded(response.body, maxBytes), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
