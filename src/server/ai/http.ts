/**
 * The HTTP side of the AI routes: rate limit, body size, JSON and schema validation, then the
 * service; every error is JSON `{ error }` with a fitting status, never a stack trace.
 */
import { createTextStreamResponse } from 'ai';
import type * as z from 'zod/mini';
import {
  MAX_BODY_BYTES,
  REPLY_KIND_HEADER,
  bookRequestSchema,
  chatRequestSchema,
  suggestionRequestSchema,
} from '../../lib/ai/schemas';
import { readConfig, type ServerConfig } from '../config';
import { AiError, describeForLog } from './errors';
import { getClientAddress, toBudgetKey } from './limits/client-ip';
import {
  OPEN_STREAMS_RETRY_AFTER_SEC,
  chatStreamSlots,
  tooManyStreamsMessage,
} from './limits/open-streams';
import { getRateLimits } from './limits/rate-limit';
import { redactSecrets } from './redact';
import { getStatus, startChat, suggest, writeBook } from './service';

/** The parts of Astro's APIContext the AI routes use (tests pass a plain object). */
export interface RouteContext {
  request: Request;
  /**
   * What server/index.mjs passes: the TCP peer, and `cutResponse`, which ends the response as a
   * broken connection (a stream cut mid-way; the chat client shows it as a cut reply).
   */
  locals?:
    { socketAddress?: string | undefined; cutResponse?: (() => void) | undefined } | undefined;
  /** Astro's `clientAddress`; a getter that may throw where the adapter has none. */
  readonly clientAddress?: string;
}

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** A JSON error body `{ error }`. */
export function errorResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json({ error: message }, { status, headers: { ...NO_STORE, ...headers } });
}

function aiErrorResponse(error: AiError): Response {
  const headers: Record<string, string> =
    error.retryAfterSec === undefined ? {} : { 'Retry-After': String(error.retryAfterSec) };
  // A refused body is not read on (issue 46: a declared 3 GB body was read for the whole 30 s request
  // limit): Node ends the connection once this answer is sent, instead of reading the rest to keep it.
  if (error.status === 413) headers['Connection'] = 'close';
  return errorResponse(error.status, error.message, headers);
}

function peerAddress(context: RouteContext): string | undefined {
  const fromServer = context.locals?.socketAddress;
  if (fromServer !== undefined && fromServer !== '') return fromServer;
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

/** Reads the body as text, refusing more than `MAX_BODY_BYTES` (declared or actual). */
async function readBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES)
    throw new AiError(413, `The request body is over ${MAX_BODY_BYTES / 1024} KB.`);
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new AiError(413, `The request body is over ${MAX_BODY_BYTES / 1024} KB.`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Formats the first schema issue as a reason: `messages.3.content: message is over 2000 characters`. */
function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'invalid request';
  const path = issue.path.map(String).join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

/** Whether a Content-Type names JSON (`application/json`, with or without parameters). */
export function isJsonContentType(value: string | null): boolean {
  return value !== null && /^application\/json\s*(;|$)/i.test(value.trim());
}

async function parseBody<T>(request: Request, schema: z.ZodMiniType<T>): Promise<T> {
  if (!isJsonContentType(request.headers.get('content-type')))
    throw new AiError(415, 'The request body must be JSON (Content-Type: application/json).');
  const text = await readBody(request);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AiError(400, 'The request body is not valid JSON.');
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new AiError(400, describeIssue(result.error));
  return result.data;
}

/** Counts the request against its client's rate limit; returns the client's key. */
async function checkRateLimit(context: RouteContext, config: ServerConfig): Promise<string> {
  const address = getClientAddress(
    peerAddress(context),
    context.request.headers.get('x-forwarded-for'),
    config.trustProxyHops,
  );
  const clientKey = toBudgetKey(address);
  const refusal = await getRateLimits(config).consume(clientKey);
  if (refusal !== undefined) throw new AiError(429, refusal.message, refusal.retryAfterSec);
  return clientKey;
}

async function handle(
  context: RouteContext,
  answer: (config: ServerConfig, clientKey: string) => Promise<Response>,
): Promise<Response> {
  try {
    const config = readConfig();
    const clientKey = await checkRateLimit(context, config);
    return await answer(config, clientKey);
  } catch (error) {
    if (error instanceof AiError) {
      // One line per failed request, with its reason (issue 23); a visitor who left is not a failure,
      // and a visitor's own mistake (4xx) is answered, not logged.
      if (error.status >= 500) {
        const { pathname } = new URL(context.request.url);
        console.error(`[ai] ${pathname} ${error.status}: ${describeForLog(error)}`);
      }
      return aiErrorResponse(error);
    }
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[ai] unexpected: ${redactSecrets(reason)}`);
    return errorResponse(500, 'Something went wrong on the server. Please try again.');
  }
}

/**
 * The reply stream as the response carries it. A stream that breaks mid-way is ended as a broken
 * connection through `cutResponse` (the chat client's cut reply), never with the framework's
 * "Internal server error" text, which Astro writes into a body whose stream errors (issue 23).
 */
function cuttable(stream: ReadableStream<string>, cutResponse: (() => void) | undefined) {
  if (cutResponse === undefined) return stream;
  const reader = stream.getReader();
  return new ReadableStream<string>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch {
        cutResponse();
        controller.close();
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** The stream, calling `release` once when it ends, fails or is cancelled (the visitor left). */
function releasedAtEnd(stream: ReadableStream<string>, release: () => void) {
  const reader = stream.getReader();
  return new ReadableStream<string>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        release();
        throw error;
      }
    },
    cancel: (reason) => {
      release();
      return reader.cancel(reason);
    },
  });
}

/**
 * `POST /api/ai/chat`: streams the persona's reply (or crisis care) as plain text; a client holds at
 * most `AI_STREAMS_PER_CLIENT` streams at once (issue 46), the next answers 429.
 */
export function handleChat(context: RouteContext): Promise<Response> {
  return handle(context, async (config, clientKey) => {
    const body = await parseBody(context.request, chatRequestSchema);
    const max = config.streamsPerClient;
    const release = max === 0 ? () => undefined : chatStreamSlots.acquire(clientKey, max);
    if (release === undefined)
      throw new AiError(429, tooManyStreamsMessage(max), OPEN_STREAMS_RETRY_AFTER_SEC);
    context.request.signal.addEventListener('abort', release, { once: true });
    try {
      const { stream, isCare } = await startChat(body, context.request.signal, config);
      return createTextStreamResponse({
        stream: cuttable(releasedAtEnd(stream, release), context.locals?.cutResponse),
        headers: {
          ...NO_STORE,
          'X-Content-Type-Options': 'nosniff',
          [REPLY_KIND_HEADER]: isCare ? 'care' : 'persona',
        },
      });
    } catch (error) {
      release();
      throw error;
    }
  });
}

/** `POST /api/ai/suggestions`: `{ items }`, exactly 6. */
export function handleSuggestions(context: RouteContext): Promise<Response> {
  return handle(context, async (config) => {
    const body = await parseBody(context.request, suggestionRequestSchema);
    return Response.json(await suggest(body, context.request.signal, config), {
      headers: NO_STORE,
    });
  });
}

/** `POST /api/ai/book`: a book with the reading time's sections. */
export function handleBook(context: RouteContext): Promise<Response> {
  return handle(context, async (config) => {
    const body = await parseBody(context.request, bookRequestSchema);
    return Response.json(await writeBook(body, context.request.signal, config), {
      headers: NO_STORE,
    });
  });
}

/** `GET /api/ai/status`: provider and model, and whether they are ready. */
export function handleStatus(): Response {
  try {
    return Response.json(getStatus(readConfig()), { headers: NO_STORE });
  } catch {
    return errorResponse(500, 'Could not read the AI configuration.');
  }
}
