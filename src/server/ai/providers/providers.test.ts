import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookResponseSchema, suggestionResponseSchema } from '../../../lib/ai/schemas';
import { handleBook, handleChat, handleSuggestions } from '../http';
import { resetRateLimits } from '../limits/rate-limit';
import {
  startFakeGemini,
  startFakeOpenAI,
  type FakeProviderServer,
} from '../testing/fake-providers';
import { contextFor, postJson, readPieces } from '../test-helpers';

const NOW = '2026-11-22T09:15:00+00:00';

const task = (name: string) => ({
  name,
  category: 'mindfulness',
  time: '15min',
  timePriority: 'morning',
  reason: 'It grounds you.',
  priority: 'high',
});
const tasks = (prefix: string, count = 6) =>
  Array.from({ length: count }, (_, index) => task(`${prefix} ${index + 1}`));
const paragraph =
  'The lantern glowed softly as the keeper climbed the hill, breathing slowly and noticing every step. '.repeat(
    4,
  );
const bookJson = (sections: number) => ({
  title: 'The Quiet Hill',
  author: 'A. Writer',
  sections: Array.from({ length: sections }, (_, index) => ({
    title: `Chapter ${index + 1}`,
    content: paragraph,
  })),
});

type Setup = {
  name: string;
  start: typeof startFakeOpenAI;
  env: (fake: FakeProviderServer) => Record<string, string>;
};

const SETUPS: Setup[] = [
  {
    name: 'openai-compatible',
    start: startFakeOpenAI,
    env: (fake) => ({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'test-model',
      AI_API_KEY: 'local-key',
    }),
  },
  {
    name: 'gemini',
    start: startFakeGemini,
    env: (fake) => ({
      AI_PROVIDER: 'gemini',
      GOOGLE_GENERATIVE_AI_BASE_URL: fake.baseURL,
      GOOGLE_GENERATIVE_AI_API_KEY: 'local-key',
      AI_MODEL: 'gemini-test',
    }),
  },
];

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe.each(SETUPS)('$name provider against a local fake', ({ name, start, env }) => {
  let fake: FakeProviderServer;

  beforeAll(async () => {
    fake = await start();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    fake.requests.length = 0;
    for (const [key, value] of Object.entries({
      ...env(fake),
      AI_RATE_LIMIT: '0',
      AI_MAX_RETRIES: '0',
    }))
      vi.stubEnv(key, value);
    await resetRateLimits();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  const chat = (messages: { role: string; content: string }[], signal?: AbortSignal) =>
    handleChat(
      contextFor(
        postJson(
          '/api/ai/chat',
          { persona: 'buddha', messages },
          signal === undefined ? {} : { signal },
        ),
      ),
    );
  const suggestTasks = (existing: string[] = []) =>
    handleSuggestions(
      contextFor(
        postJson('/api/ai/suggestions', { kind: 'tasks', mood: 'calm', now: NOW, existing }),
      ),
    );
  const book = (readingTime: number) =>
    handleBook(
      contextFor(postJson('/api/ai/book', { genre: 'fantasy', readingTime, contentType: 'new' })),
    );

  it('streams chat text in pieces and sends the recent turns with the persona instructions', async () => {
    fake.setReply({ chunks: ['Dear friend, ', 'breathe in. ', 'Breathe out.'], delayMs: 15 });
    const response = await chat([
      { role: 'user', content: 'I am restless' },
      { role: 'assistant', content: 'Sit with me.' },
      { role: 'user', content: 'How do I calm down?' },
    ]);
    expect(response.status).toBe(200);
    const pieces = await readPieces(response);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('Dear friend, breathe in. Breathe out.');
    const sent = JSON.stringify(fake.requests[0]?.body);
    expect(sent).toContain('I am restless');
    expect(sent).toContain('Sit with me.');
    expect(sent).toContain('How do I calm down?');
    expect(sent).toContain('up to 9 sentences');
    expect(sent).not.toMatch(/exactly \d+ sentences/);
    if (name === 'gemini')
      expect(fake.requests[0]?.path).toMatch(/:streamGenerateContent\?alt=sse$/);
    else expect(fake.requests[0]?.body['stream']).toBe(true);
  });

  it('answers a crisis message without calling the provider', async () => {
    const response = await chat([{ role: 'user', content: 'I have been thinking about suicide' }]);
    expect((await readPieces(response)).join('')).toContain('988');
    expect(fake.requests).toHaveLength(0);
  });

  it('parses structured suggestions and asks in structured-output mode', async () => {
    fake.setReply({ text: JSON.stringify({ items: tasks('Mindful tea') }) });
    const response = await suggestTasks();
    expect(response.status).toBe(200);
    expect(suggestionResponseSchema.parse(await response.json()).items).toHaveLength(6);
    const body = fake.requests[0]?.body ?? {};
    if (name === 'gemini')
      expect(JSON.stringify(body['generationConfig'])).toContain('application/json');
    else expect(JSON.stringify(body['response_format'])).toContain('json_schema');
  });

  it('takes fenced, loose JSON through the fallback stages', async () => {
    const loose = `Here are your tasks:\n\`\`\`json\n${JSON.stringify(tasks('Slow walk')).replace(/}]$/, '},]')}\n\`\`\``;
    fake.setReply({ text: loose });
    const response = await suggestTasks();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { items: unknown[] }).items).toHaveLength(6);
  });

  it('drops items that are already on the list and asks again for replacements', async () => {
    fake.setReply((request) => ({
      text: JSON.stringify({
        items: fake.requests.indexOf(request) === 0 ? tasks('Walk') : tasks('Stretch', 2),
      }),
    }));
    const response = await suggestTasks(['walk 1', 'WALK 2']);
    const { items } = (await response.json()) as { items: { name: string }[] };
    expect(items.map((item) => item.name)).toEqual([
      'Walk 3',
      'Walk 4',
      'Walk 5',
      'Walk 6',
      'Stretch 1',
      'Stretch 2',
    ]);
    expect(JSON.stringify(fake.requests[1]?.body)).toContain('Suggest 2 mindful tasks');
  });

  it('gives up with 502 when the model never returns 6 usable items', async () => {
    fake.setReply({ text: 'I would rather not.' });
    const response = await suggestTasks();
    expect(response.status).toBe(502);
    expect(await errorOf(response)).toBe(
      'The AI model returned 0 usable suggestions instead of 6. Please try again.',
    );
  });

  it('cuts a book to the reading time and repairs trailing commas', async () => {
    fake.setReply({ text: JSON.stringify(bookJson(5)).replace(/"}]/, '",},],') });
    const response = await book(10);
    expect(response.status).toBe(200);
    expect(bookResponseSchema.parse(await response.json()).sections).toHaveLength(3);
  });

  it('answers the spec’s parse failure message when no stage yields a book', async () => {
    fake.setReply({ text: JSON.stringify({ title: 'X', sections: [{ title: 'One' }] }) });
    const response = await book(20);
    expect(response.status).toBe(502);
    expect(await errorOf(response)).toBe(
      'Unable to parse AI response. Please try again. Error details: Section 1 is missing title or content',
    );
  });

  it.each([
    [429, 503, 'The AI model is busy right now.'],
    [500, 502, 'The AI provider had an error (500). Please try again.'],
    [404, 502, 'is not available at the provider (it may be retired).'],
    [401, 502, 'The AI provider refused the server’s credentials.'],
  ])('maps an upstream %i to %i with a clear message', async (upstream, status, message) => {
    fake.setReply({ status: upstream, headers: { 'retry-after': '7' } });
    for (const response of [
      await suggestTasks(),
      await chat([{ role: 'user', content: 'peace' }]),
    ]) {
      expect(response.status).toBe(status);
      const error = await errorOf(response);
      expect(error).toContain(message);
      expect(error).not.toContain('127.0.0.1');
      if (upstream === 429) expect(response.headers.get('retry-after')).toBe('7');
    }
  });

  it('answers 504 with a reason when the model does not answer in time', async () => {
    vi.stubEnv('AI_CHAT_TIMEOUT_MS', '150');
    vi.stubEnv('AI_BOOK_TIMEOUT_MS', '150');
    fake.setReply({ hang: true });
    const chatResponse = await chat([{ role: 'user', content: 'peace' }]);
    expect(chatResponse.status).toBe(504);
    expect(await errorOf(chatResponse)).toBe(
      'The AI model did not answer within 150 ms. Please try again.',
    );
    const bookResponse = await book(30);
    expect(bookResponse.status).toBe(504);
    vi.stubEnv('AI_SUGGESTIONS_TIMEOUT_MS', '150');
    const suggestionsResponse = await suggestTasks();
    expect(suggestionsResponse.status).toBe(504);
    expect(await errorOf(suggestionsResponse)).toBe(
      'The AI model did not answer within 150 ms. Please try again.',
    );
  });

  it('ends the stream with an error, not a hang, when the provider fails mid-reply', async () => {
    fake.setReply({
      chunks: ['Dear friend, ', 'breathe ', 'in. ', 'Now '],
      delayMs: 10,
      dropAfterChunks: 2,
    });
    const response = await chat([{ role: 'user', content: 'peace' }]);
    expect(response.status).toBe(200);
    const received: string[] = [];
    const body: ReadableStream<Uint8Array<ArrayBuffer>> = response.body ?? new ReadableStream();
    await expect(
      (async () => {
        for await (const piece of body.pipeThrough(new TextDecoderStream())) received.push(piece);
      })(),
    ).rejects.toThrow();
    expect(received.join('')).toBe('Dear friend, breathe ');
  });

  it('aborts the upstream call when the visitor goes away', async () => {
    fake.setReply({ hang: true });
    const visitor = new AbortController();
    const pending = chat([{ role: 'user', content: 'peace' }], visitor.signal);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    const before = fake.abortedCount;
    visitor.abort();
    await pending;
    await vi.waitFor(() => expect(fake.abortedCount).toBe(before + 1));
  });
});

describe('an unreachable provider', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('answers 502 and stays up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const fake = await startFakeOpenAI();
    const closedUrl = fake.baseURL;
    await fake.close();
    for (const [key, value] of Object.entries({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: closedUrl,
      AI_MODEL: 'm',
      AI_RATE_LIMIT: '0',
      AI_MAX_RETRIES: '0',
    })) {
      vi.stubEnv(key, value);
    }
    const response = await handleChat(
      contextFor(
        postJson('/api/ai/chat', {
          persona: 'jesus',
          messages: [{ role: 'user', content: 'peace' }],
        }),
      ),
    );
    expect(response.status).toBe(502);
    expect(await errorOf(response)).toBe('Could not reach the AI provider. Please try again.');
  });
});
