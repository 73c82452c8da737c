#!/usr/bin/env node
/**
 * AI service benchmark (`npm run bench:ai`, after `npm run build`).
 * 1. Starts `node server/index.mjs` on a free loopback port with the built-in guide and prints
 *    requests per second and p50/p99 latency (rate limits raised, not removed) for chat, suggestions and book.
 * 2. Restarts it with `AI_PROVIDER=openai-compatible` pointed at a local fake upstream and prints the
 *    overhead the server adds: the same request direct to the fake vs through the server.
 * Request counts are bounded and the script stops by itself (hard limit 180 s). Loopback only.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// Node 24 runs this erasable-only TypeScript file directly (type stripping).
import { startFakeOpenAI } from '../src/server/ai/testing/fake-providers.ts';
import { freePort } from './free-port.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS || 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16);
const HARD_LIMIT_MS = 180_000;
const NOW = '2026-11-22T09:15:00+00:00';

const hardStop = setTimeout(() => {
  console.error('bench-ai: hard time limit reached, stopping');
  process.exit(1);
}, HARD_LIMIT_MS);
hardStop.unref();

/** Starts the production server with extra env and waits until /api/ai/status answers. */
async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/index.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      AI_RATE_LIMIT: '1000000',
      AI_DAILY_LIMIT_PER_IP: '0',
      AI_DAILY_LIMIT_TOTAL: '0',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/ai/status`);
      if (response.ok)
        return { origin, status: await response.json(), stop: () => stopChild(child) };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stopChild(child);
      throw new Error('server did not start within 20 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}

/** Runs `count` requests with `concurrency` in flight; each reads its whole body. */
async function measure(label, count, concurrency, makeRequest) {
  const latencies = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      next += 1;
      const t0 = performance.now();
      try {
        const response = await makeRequest();
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const result = { label, rps: count / seconds, p50: at(0.5), p99: at(0.99), failures };
  console.log(
    `${label.padEnd(44)} ${result.rps.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(2).padStart(7)} ms   p99 ${result.p99
      .toFixed(2)
      .padStart(7)} ms${failures > 0 ? `   ${failures} failed` : ''}`,
  );
  return result;
}

const post = (url, body) => () =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const CHAT = {
  persona: 'buddha',
  messages: [{ role: 'user', content: 'How do I find peace when I am anxious?' }],
};
const SUGGEST = { kind: 'poses', mood: 'stressed', now: NOW };
const BOOK = { genre: 'fantasy', readingTime: 20, contentType: 'new' };

async function main() {
  if (!existsSync(new URL('../dist/server/entry.mjs', import.meta.url))) {
    console.error('bench-ai: dist/ is missing; run `npm run build` first.');
    process.exit(1);
  }
  console.log(`bench-ai: ${REQUESTS} requests per row, ${CONCURRENCY} in flight, loopback only\n`);

  const builtin = await startServer({ AI_PROVIDER: 'builtin' });
  try {
    console.log(`built-in guide (${builtin.status.provider} / ${builtin.status.model})`);
    await measure(
      '  POST /api/ai/chat',
      REQUESTS,
      CONCURRENCY,
      post(`${builtin.origin}/api/ai/chat`, CHAT),
    );
    await measure(
      '  POST /api/ai/suggestions',
      REQUESTS,
      CONCURRENCY,
      post(`${builtin.origin}/api/ai/suggestions`, SUGGEST),
    );
    await measure(
      '  POST /api/ai/book',
      REQUESTS,
      CONCURRENCY,
      post(`${builtin.origin}/api/ai/book`, BOOK),
    );
  } finally {
    await builtin.stop();
  }

  const items = Array.from({ length: 6 }, (_, index) => ({
    name: `Pose ${index + 1}`,
    benefits: 'Releases tension',
    instructions: 'Stand|Breathe|Fold',
    difficulty: 'beginner',
    category: 'forward_fold',
  }));
  const fake = await startFakeOpenAI();
  fake.setReply((request) =>
    request.body.stream === true
      ? { text: 'Dear friend, breathe in slowly and let the day settle around you.' }
      : { text: JSON.stringify({ items }) },
  );
  const proxied = await startServer({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseURL,
    AI_MODEL: 'bench-model',
    AI_MAX_RETRIES: '0',
  });
  try {
    console.log(
      `\nserver overhead over a local fake upstream (${proxied.status.provider} / ${proxied.status.model})`,
    );
    const upstream = `${fake.baseURL}/chat/completions`;
    const directChat = await measure(
      '  chat, direct to the fake (SSE)',
      REQUESTS,
      CONCURRENCY,
      post(upstream, {
        model: 'bench-model',
        stream: true,
        messages: [{ role: 'user', content: CHAT.messages[0].content }],
      }),
    );
    const viaChat = await measure(
      '  chat, through the server',
      REQUESTS,
      CONCURRENCY,
      post(`${proxied.origin}/api/ai/chat`, CHAT),
    );
    const directSuggest = await measure(
      '  suggestions, direct to the fake (JSON)',
      REQUESTS,
      CONCURRENCY,
      post(upstream, {
        model: 'bench-model',
        messages: [{ role: 'user', content: 'poses' }],
      }),
    );
    const viaSuggest = await measure(
      '  suggestions, through the server',
      REQUESTS,
      CONCURRENCY,
      post(`${proxied.origin}/api/ai/suggestions`, SUGGEST),
    );
    console.log(
      `\noverhead (p50): chat +${(viaChat.p50 - directChat.p50).toFixed(2)} ms, suggestions +${(viaSuggest.p50 - directSuggest.p50).toFixed(2)} ms`,
    );
  } finally {
    await proxied.stop();
    await fake.close();
  }
  clearTimeout(hardStop);
}

main().catch((error) => {
  console.error(`bench-ai: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
