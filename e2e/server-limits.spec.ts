import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { startServer, type ProbedServer } from '../scripts/server-probe.mjs';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, SHUTDOWN_GRACE_MS } from '../server/limits.mjs';
import { startFakeOpenAI, type FakeProviderServer } from '../src/server/ai/testing/fake-providers';

const CHAT = {
  persona: 'buddha',
  messages: [{ role: 'user', content: 'How do I find peace when I am anxious?' }],
};

let fake: FakeProviderServer;
let server: ProbedServer;

test.beforeEach(async () => {
  fake = await startFakeOpenAI();
  // The server streams the AI answer from this local fake, so a test controls how long it lasts.
  server = await startServer({
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'slow-model',
      AI_MAX_RETRIES: '0',
      AI_RATE_LIMIT: '0',
      AI_CHAT_TIMEOUT_MS: '120000',
    },
  });
});

test.afterEach(async () => {
  await server.stop();
  await fake.close();
});

/** Opens a chat stream and waits for its first bytes. */
async function openChatStream() {
  const response = await fetch(`${server.origin}/api/ai/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify(CHAT),
  });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const first = await reader.read();
  expect(first.done).toBe(false);
  return { reader, text: new TextDecoder().decode(first.value) };
}

/** Sends SIGTERM and resolves with the exit code and how long after the signal the process ended. */
function terminate(): Promise<{ code: number | null; ms: number }> {
  const signalled = Date.now();
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) =>
    server.child.once('exit', (code) => resolve({ code, ms: Date.now() - signalled })),
  );
  server.child.kill('SIGTERM');
  return exited;
}

async function isAccepting(): Promise<boolean> {
  try {
    await fetch(`${server.origin}/`);
    return true;
  } catch {
    return false;
  }
}

test(`SIGTERM ends a stream still running after ${SHUTDOWN_GRACE_MS / 1000} s and exits 0; new connections are refused at once`, async () => {
  test.setTimeout(SHUTDOWN_GRACE_MS + 20_000);
  // 200 chunks 250 ms apart: a 50 s answer, far longer than the grace time.
  fake.setReply({ chunks: Array.from({ length: 200 }, () => 'breathe '), delayMs: 250 });
  const { reader } = await openChatStream();
  const exit = terminate();
  await expect.poll(isAccepting, { timeout: 2_000 }).toBe(false);
  // The stream in flight keeps flowing during the grace time…
  expect((await reader.read()).done).toBe(false);
  // …and is cut when it is over.
  let isEnded = false;
  const drained = (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // a cut connection
    }
    isEnded = true;
  })();
  const { code, ms } = await exit;
  await drained;
  expect(code).toBe(0);
  expect(ms).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 500);
  expect(ms).toBeLessThan(SHUTDOWN_GRACE_MS + 1_500);
  expect(isEnded).toBe(true);
  // Closing the visitor's stream aborts the provider request behind it.
  await expect.poll(() => fake.abortedCount, { timeout: 2_000 }).toBeGreaterThan(0);
  expect(server.output()).toContain('[server] SIGTERM: not accepting connections');
});

test('SIGTERM lets a short answer in flight finish whole, then exits at once', async () => {
  test.setTimeout(20_000);
  const chunks = ['Breathe ', 'in ', 'slowly, ', 'and ', 'let ', 'the ', 'day ', 'settle.'];
  fake.setReply({ chunks, delayMs: 150 });
  const stream = await openChatStream();
  const exit = terminate();
  let text = stream.text;
  for (;;) {
    const { done, value } = await stream.reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  expect(text).toBe(chunks.join(''));
  const { code, ms } = await exit;
  expect(code).toBe(0);
  expect(ms).toBeLessThan(SHUTDOWN_GRACE_MS / 2);
});

test(`a client that stalls in its headers gets 408 after ${HEADERS_TIMEOUT_MS / 1000} s; idle keep-alive lasts ${KEEP_ALIVE_TIMEOUT_MS / 1000} s`, async () => {
  test.setTimeout(HEADERS_TIMEOUT_MS + 15_000);
  const response = await fetch(`${server.origin}/`);
  expect(response.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
  const { port } = new URL(server.origin);
  const started = Date.now();
  const answer = await new Promise<string>((resolve) => {
    let received = '';
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'),
    );
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
  });
  const ms = Date.now() - started;
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
  expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + 2_500);
});
