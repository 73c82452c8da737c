/**
 * The AI routes against a misbehaving OpenAI-compatible model server (issue 23): a 188 KB broken reply,
 * a stream cut or stalled mid-way, a slow but steady stream, a 429 with a long Retry-After, HTML and
 * garbage bodies. Each ends in a JSON error or a cleanly ended stream, never the framework's text, and
 * writes one log line. (e2e/server-model-faults.spec.ts repeats the worst of them on the built server.)
 */
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { handleBook, handleChat, handleSuggestions } from './http';
import { resetRateLimits } from './limits/rate-limit';
import { startFakeOpenAI, type FakeProviderServer } from './testing/fake-providers';
import { contextFor, postJson } from './test-helpers';

const NOW = '2026-11-22T09:15:00+00:00';
/** The probe's reply: `{"items":[` and `[],` 64,000 times (188 KB), never closed. */
const BROKEN_188_KB = `{"items":[${'[],'.repeat(64_000)}`;

let fake: FakeProviderServer;
let errors: MockInstance<typeof console.error>;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  fake.requests.length = 0;
  for (const [key, value] of Object.entries({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseURL,
    AI_MODEL: 'test-model',
    AI_RATE_LIMIT: '0',
    // The default: one SDK retry, which must not turn a long Retry-After into a late 504.
    AI_MAX_RETRIES: '1',
  }))
    vi.stubEnv(key, value);
  await resetRateLimits();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  fake.setReply({ text: 'Hello from the fake.' });
});

const logLines = () => errors.mock.calls.map((call) => String(call[0]));
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

/** A chat request as server/index.mjs hands it over, with the `cutResponse` it passes in. */
function chat(signal?: AbortSignal) {
  const cutResponse = vi.fn();
  const request = postJson(
    '/api/ai/chat',
    { persona: 'krishna', messages: [{ role: 'user', content: 'How do I calm down?' }] },
    signal === undefined ? {} : { signal },
  );
  const context = contextFor(request);
  return {
    cutResponse,
    response: handleChat({ ...context, locals: { ...context.locals, cutResponse } }),
  };
}

async function readAll(response: Response): Promise<string> {
  let text = '';
  for await (const piece of (response.body ?? new ReadableStream()).pipeThrough(
    new TextDecoderStream(),
  ))
    text += piece;
  return text;
}

const suggest = () =>
  handleSuggestions(
    contextFor(postJson('/api/ai/suggestions', { kind: 'poses', mood: 'calm', now: NOW })),
  );

describe('a 188 KB broken reply', () => {
  it('fails suggestions at once (one model call, JSON 502, one log line)', async () => {
    fake.setReply({ text: BROKEN_188_KB });
    const response = await suggest();
    expect(response.status).toBe(502);
    expect(await errorOf(response)).toBe(
      'The AI model’s reply was too long to use. Please try again.',
    );
    expect(fake.requests).toHaveLength(1);
    expect(logLines()).toEqual([
      '[ai] /api/ai/suggestions 502: The AI model’s reply was too long to use. Please try again. (the reply is over 32 KB)',
    ]);
  });

  it('fails a book at once with the spec’s parse failure message', async () => {
    fake.setReply({ text: BROKEN_188_KB });
    const response = await handleBook(
      contextFor(
        postJson('/api/ai/book', {
          genre: 'fantasy',
          readingTime: 10,
          contentType: 'new',
          now: NOW,
        }),
      ),
    );
    expect(response.status).toBe(502);
    expect(await errorOf(response)).toBe(
      'Unable to parse AI response. Please try again. Error details: the reply is over 128 KB',
    );
    expect(logLines()).toHaveLength(1);
  });

  it('asks the model for a bounded reply on every route (maxOutputTokens)', async () => {
    fake.setReply({ text: JSON.stringify({ items: [] }) });
    await suggest();
    await readAll(await chat().response);
    const limits = fake.requests.map((request) => request.body['max_tokens']);
    expect(limits).toEqual([2048, 2048, 1024]);
  });
});

describe('a chat stream that breaks', () => {
  it('cut mid-way: the pieces that came, then a cut connection, never the framework’s text', async () => {
    fake.setReply({
      chunks: ['Dear ', 'friend ', 'the rest ', 'never comes.'],
      dropAfterChunks: 2,
      delayMs: 50,
    });
    const { response, cutResponse } = chat();
    const answer = await response;
    expect(answer.status).toBe(200);
    const text = await readAll(answer);
    expect(text).toBe('Dear friend ');
    expect(text).not.toContain('Internal server error');
    expect(cutResponse).toHaveBeenCalledTimes(1);
    expect(logLines()).toHaveLength(1);
    expect(logLines()[0]).toMatch(/^\[ai\] chat stream ended early: /);
    expect(logLines()[0]).not.toContain('node_modules');
  });

  it('stalled after the first piece: cut once the idle limit passes', async () => {
    vi.stubEnv('AI_CHAT_IDLE_MS', '200');
    fake.setReply({
      chunks: ['Dear ', 'friend.'],
      holds: [{ beforeChunk: 1, until: new Promise(() => undefined) }],
    });
    const { response, cutResponse } = chat();
    const text = await readAll(await response);
    expect(text).toBe('Dear ');
    expect(cutResponse).toHaveBeenCalledTimes(1);
    expect(logLines()).toEqual([
      '[ai] chat stream ended early: The AI model did not answer within 200 ms. Please try again.',
    ]);
  });

  it('a slow but steady stream longer than the first-piece and idle limits completes', async () => {
    vi.stubEnv('AI_CHAT_TIMEOUT_MS', '400');
    vi.stubEnv('AI_CHAT_IDLE_MS', '400');
    const chunks = Array.from({ length: 12 }, (_, index) => `piece ${index + 1}. `);
    fake.setReply({ chunks, delayMs: 150 });
    const started = performance.now();
    const { response, cutResponse } = chat();
    const text = await readAll(await response);
    // 12 pieces 150 ms apart: 1.65 s, four times the 400 ms limits.
    expect(performance.now() - started).toBeGreaterThan(1500);
    expect(text).toBe(chunks.join(''));
    expect(cutResponse).not.toHaveBeenCalled();
    expect(logLines()).toEqual([]);
  });

  it('a visitor who leaves mid-stream is not logged as a failure', async () => {
    fake.setReply({ chunks: ['Dear ', 'friend ', 'more'], delayMs: 300 });
    const visitor = new AbortController();
    const answer = await chat(visitor.signal).response;
    const reader = answer.body?.getReader();
    await reader?.read();
    visitor.abort();
    await reader?.cancel().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(logLines()).toEqual([]);
  });
});

describe('a 429 whose Retry-After outlasts the time limit', () => {
  it.each(['chat', 'suggestions'] as const)(
    '%s: 503 at once with the provider’s Retry-After, saying the model is busy',
    async (route) => {
      fake.setReply({ status: 429, headers: { 'retry-after': '120' } });
      const response = route === 'chat' ? await chat().response : await suggest();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('120');
      expect(await errorOf(response)).toBe('The AI model is busy right now.');
      expect(fake.requests).toHaveLength(1);
      expect(logLines()).toHaveLength(1);
    },
  );
});

describe('answers that are not a model reply', () => {
  it.each([
    [
      'an HTML page',
      'text/html',
      '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>',
    ],
    ['garbage', 'application/json', '\u0000\u00ff{{{ not json'],
  ])('%s: JSON 502 on every route, one log line each', async (_, contentType, body) => {
    fake.setReply({ raw: { contentType, body } });
    const chatResponse = await chat().response;
    const suggestionsResponse = await suggest();
    for (const response of [chatResponse, suggestionsResponse]) {
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await errorOf(response)).toMatch(/^The AI provider/);
    }
    expect(logLines()).toHaveLength(2);
    for (const line of logLines()) expect(line).not.toContain('node_modules');
  });
});
