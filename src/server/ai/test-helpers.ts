/** Helpers for the AI route tests: real `Request`s and a minimal Astro-like context. */
import type { RouteContext } from './http';

/** A POST with a JSON body (or a raw string) to an AI route. */
export function postJson(
  path: string,
  body: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Request {
  return new Request(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(init.signal === undefined ? {} : { signal: init.signal }),
  });
}

/** A minimal route context: the request and the TCP peer address the server would pass. */
export function contextFor(request: Request, socketAddress = '203.0.113.7'): RouteContext {
  return { request, locals: { socketAddress }, clientAddress: socketAddress };
}

/** Reads a streamed text response, recording how many pieces arrived. */
export async function readPieces(response: Response): Promise<string[]> {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  const pieces: string[] = [];
  if (reader === undefined) return pieces;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return pieces;
    pieces.push(value);
  }
}
