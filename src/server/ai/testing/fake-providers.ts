/**
 * Local HTTP servers that speak the providers' protocols, for tests and `scripts/bench-ai.mjs`:
 * OpenAI-compatible `/v1/chat/completions` (JSON, or SSE ending in `[DONE]`) and Gemini
 * `:generateContent` / `:streamGenerateContent?alt=sse`. Self-contained and erasable-only TypeScript
 * so Node runs it directly (no relative imports).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers one request with. */
export interface FakeReply {
  /** Reply text; streamed in `chunks` (or split by words) when the client asks for a stream. */
  text?: string;
  chunks?: string[];
  /** HTTP error status, answered with the provider's error body. */
  status?: number;
  /** That error body's message (default `fake provider error <status>`): a provider echoing a key. */
  errorMessage?: string;
  /** Extra response headers (e.g. `retry-after`). */
  headers?: Record<string, string>;
  /** Milliseconds to wait before answering, and between streamed chunks. */
  delayMs?: number;
  /** A 200 answer with this body as it is (HTML, garbage, a broken reply), whatever was asked. */
  raw?: { contentType: string; body: string };
  /** Never answer (for timeouts and aborts). */
  hang?: boolean;
  /** Cut the connection after streaming this many chunks (a provider failing mid-stream). */
  dropAfterChunks?: number;
  /**
   * Holds the stream before chunk `beforeChunk` until `until` settles, so a test can look at a reply
   * before it starts or mid-way however slow the machine is (0 holds the first words back).
   */
  holds?: { beforeChunk: number; until: Promise<unknown> }[];
}

/** A request the fake received. */
export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

/** A running fake. */
export interface FakeProviderServer {
  /** Base URL to give the SDK (`…/v1` for OpenAI-compatible, `…/v1beta` for Gemini). */
  baseURL: string;
  /** Origin only, `http://127.0.0.1:port`. */
  origin: string;
  requests: RecordedRequest[];
  /** Requests whose client went away before the answer was complete. */
  abortedCount: number;
  /** Replaces how the fake answers. */
  setReply(reply: FakeReply | ((request: RecordedRequest) => FakeReply)): void;
  close(): Promise<void>;
}

type Protocol = 'openai' | 'gemini';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function splitWords(text: string): string[] {
  const words = text.split(/(?<=\s)/);
  const chunks: string[] = [];
  for (let index = 0; index < words.length; index += 3)
    chunks.push(words.slice(index, index + 3).join(''));
  return chunks.length > 0 ? chunks : [''];
}

function openaiCompletion(text: string, model: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function openaiChunk(model: string, delta: Record<string, unknown>, finish: string | null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

function geminiResponse(text: string, finish: string | undefined) {
  return {
    candidates: [
      {
        content: { role: 'model', parts: [{ text }] },
        index: 0,
        ...(finish === undefined ? {} : { finishReason: finish }),
      },
    ],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
  };
}

function errorBody(protocol: Protocol, status: number, message = `fake provider error ${status}`) {
  if (protocol === 'gemini') {
    const statusName =
      status === 429 ? 'RESOURCE_EXHAUSTED' : status === 404 ? 'NOT_FOUND' : 'INTERNAL';
    return { error: { code: status, message, status: statusName } };
  }
  return {
    error: {
      message,
      type: status === 429 ? 'rate_limit_error' : 'server_error',
      code: String(status),
    },
  };
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

async function startFake(protocol: Protocol, initial: FakeReply): Promise<FakeProviderServer> {
  let reply: FakeReply | ((request: RecordedRequest) => FakeReply) = initial;
  const state = { abortedCount: 0 };
  const requests: RecordedRequest[] = [];

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readJson(request);
    const recorded: RecordedRequest = {
      path: `${url.pathname}${url.search}`,
      body,
      headers: request.headers,
    };
    requests.push(recorded);
    let isDone = false;
    response.on('close', () => {
      if (!isDone) state.abortedCount += 1;
    });
    const plan = typeof reply === 'function' ? reply(recorded) : reply;
    if (plan.hang === true) return;
    if (plan.delayMs !== undefined) await sleep(plan.delayMs);
    if (response.destroyed) return;
    const headers = plan.headers ?? {};
    if (plan.status !== undefined && plan.status >= 400) {
      response.writeHead(plan.status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(errorBody(protocol, plan.status, plan.errorMessage)));
      isDone = true;
      return;
    }
    if (plan.raw !== undefined) {
      response.writeHead(200, { 'content-type': plan.raw.contentType, ...headers });
      response.end(plan.raw.body);
      isDone = true;
      return;
    }
    const text = plan.text ?? '';
    const model = typeof body['model'] === 'string' ? body['model'] : 'fake-model';
    const isStream =
      protocol === 'openai'
        ? body['stream'] === true
        : url.pathname.endsWith(':streamGenerateContent');
    const isKnownPath =
      protocol === 'openai'
        ? url.pathname.endsWith('/chat/completions')
        : /:(stream)?[gG]enerateContent$/.test(url.pathname);
    if (!isKnownPath) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(errorBody(protocol, 404)));
      isDone = true;
      return;
    }
    if (!isStream) {
      response.writeHead(200, { 'content-type': 'application/json', ...headers });
      response.end(
        JSON.stringify(
          protocol === 'openai' ? openaiCompletion(text, model) : geminiResponse(text, 'STOP'),
        ),
      );
      isDone = true;
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      ...headers,
    });
    const chunks = plan.chunks ?? splitWords(text);
    if (protocol === 'openai')
      response.write(
        `data: ${JSON.stringify(openaiChunk(model, { role: 'assistant', content: '' }, null))}\n\n`,
      );
    for (const [index, chunk] of chunks.entries()) {
      for (const hold of plan.holds ?? []) if (hold.beforeChunk === index) await hold.until;
      if (response.destroyed) return;
      if (plan.dropAfterChunks !== undefined && index >= plan.dropAfterChunks) {
        // why end, not destroy: a reset makes the peer's kernel drop what it has received and not yet
        // read, so on a busy machine the words before the drop were lost at random; a close without the
        // stream's last chunk cuts the reply as surely, after every word sent
        response.socket?.end();
        return;
      }
      const isLast = index === chunks.length - 1;
      const event =
        protocol === 'openai'
          ? openaiChunk(model, { content: chunk }, null)
          : geminiResponse(chunk, isLast ? 'STOP' : undefined);
      response.write(`data: ${JSON.stringify(event)}\n\n`);
      if (plan.delayMs !== undefined && !isLast) await sleep(plan.delayMs);
    }
    if (protocol === 'openai') {
      response.write(`data: ${JSON.stringify(openaiChunk(model, {}, 'stop'))}\n\n`);
      response.write('data: [DONE]\n\n');
    }
    response.end();
    isDone = true;
  }

  const server = createServer((request, response) => {
    answer(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    baseURL: protocol === 'openai' ? `${origin}/v1` : `${origin}/v1beta`,
    origin,
    requests,
    get abortedCount() {
      return state.abortedCount;
    },
    setReply(next) {
      reply = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Starts a fake OpenAI-compatible endpoint on a free loopback port. */
export function startFakeOpenAI(
  reply: FakeReply = { text: 'Hello from the fake.' },
): Promise<FakeProviderServer> {
  return startFake('openai', reply);
}

/** Starts a fake Gemini endpoint on a free loopback port. */
export function startFakeGemini(
  reply: FakeReply = { text: 'Hello from the fake.' },
): Promise<FakeProviderServer> {
  return startFake('gemini', reply);
}
