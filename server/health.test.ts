import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeConfigProblem, readConfig } from '../src/server/config';
import {
  DRAINING_MESSAGE,
  answerHealth,
  createReadiness,
  describeProvider,
  refuseWhileDraining,
  type Readiness,
} from './health.mjs';

/** A client folder with the files named, in a fresh temporary directory. */
function clientDirWith(files: string[]): URL {
  const dir = mkdtempSync(join(tmpdir(), 'stillwell-health-'));
  for (const name of files) writeFileSync(join(dir, name), '<!doctype html>');
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return pathToFileURL(`${dir}/`);
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A real HTTP server on 127.0.0.1 answering as server/index.mjs does for these paths. */
async function serve(readiness: Readiness): Promise<string> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (answerHealth(req, res, path, readiness)) return;
    if (refuseWhileDraining(req, res, readiness)) return;
    res.end('passed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await readiness.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function getJson(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as unknown,
  };
}

const BUILD = ['index.html', '404.html'];
const READY_MEMORY = {
  ok: true,
  store: 'memory',
  note: 'REDIS_URL is not set: limits count per process',
};

describe('GET /healthz', () => {
  it('answers 200 alive, uncached, while the process runs (draining too)', async () => {
    const readiness = createReadiness({ clientDir: clientDirWith([]), env: {} });
    const origin = await serve(readiness);
    readiness.startDraining();
    const answer = await getJson(`${origin}/healthz`);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.body).toEqual({ status: 'alive', uptimeSec: expect.any(Number) });
  });

  it('takes GET and HEAD only', async () => {
    const origin = await serve(createReadiness({ clientDir: clientDirWith(BUILD), env: {} }));
    const post = await fetch(`${origin}/readyz`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetch(`${origin}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('GET /readyz', () => {
  it('is ready with the build present, the built-in guide and no Redis (memory stated)', async () => {
    const origin = await serve(createReadiness({ clientDir: clientDirWith(BUILD), env: {} }));
    const answer = await getJson(`${origin}/readyz`);
    expect(answer).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: {
        status: 'ready',
        checks: {
          draining: { ok: true },
          staticFiles: { ok: true },
          provider: { ok: true, provider: 'builtin' },
          rateLimits: READY_MEMORY,
        },
      },
    });
  });

  it('is not ready when a page of the build is missing', async () => {
    const origin = await serve(
      createReadiness({ clientDir: clientDirWith(['index.html']), env: {} }),
    );
    const answer = await getJson(`${origin}/readyz`);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      status: 'not ready',
      checks: { staticFiles: { ok: false, reason: 'missing from the build: 404.html' } },
    });
  });

  it('is not ready when the selected provider is misconfigured, naming the variable', async () => {
    const env = { AI_PROVIDER: 'gemini', GOOGLE_GENERATIVE_AI_API_KEY: ' ' };
    const origin = await serve(createReadiness({ clientDir: clientDirWith(BUILD), env }));
    const answer = await getJson(`${origin}/readyz`);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      status: 'not ready',
      checks: {
        provider: {
          ok: false,
          provider: 'gemini',
          reason: 'GOOGLE_GENERATIVE_AI_API_KEY is not set',
        },
        staticFiles: { ok: true },
      },
    });
  });

  it('is not ready once draining, and refuses new AI work with 503 and a reason', async () => {
    const readiness = createReadiness({ clientDir: clientDirWith(BUILD), env: {} });
    const origin = await serve(readiness);
    expect((await fetch(`${origin}/api/ai/chat`, { method: 'POST' })).status).toBe(200);
    readiness.startDraining();
    const answer = await getJson(`${origin}/readyz`);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      status: 'not ready',
      checks: { draining: { ok: false, reason: 'the server is shutting down' } },
    });
    const refused = await fetch(`${origin}/api/ai/chat`, { method: 'POST' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ error: DRAINING_MESSAGE });
    // Reading goes on while the process drains.
    expect((await fetch(`${origin}/api/ai/status`)).status).toBe(200);
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startRedis(port: number): ChildProcess {
  return spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
}

describe('GET /readyz with REDIS_URL', () => {
  it('says redis while Redis answers, memory while it is down, and redis again once it is back', async () => {
    const port = await freePort();
    let redis = startRedis(port);
    cleanups.push(() => redis.kill('SIGKILL'));
    const readiness = createReadiness({
      clientDir: clientDirWith(BUILD),
      env: { REDIS_URL: `redis://127.0.0.1:${port}` },
    });
    const origin = await serve(readiness);
    const rateLimits = async () => {
      const answer = await getJson(`${origin}/readyz`);
      expect(answer.status).toBe(200);
      return (answer.body as { checks: { rateLimits: unknown } }).checks.rateLimits;
    };
    await vi.waitFor(async () => expect(await rateLimits()).toEqual({ ok: true, store: 'redis' }), {
      timeout: 5_000,
      interval: 100,
    });
    const stopped = new Promise((resolve) => redis.once('exit', resolve));
    redis.kill('SIGTERM');
    await stopped;
    await vi.waitFor(
      async () =>
        expect(await rateLimits()).toEqual({
          ok: true,
          store: 'memory',
          note: 'Redis is unreachable: limits count per process until it is back',
        }),
      { timeout: 5_000, interval: 100 },
    );
    redis = startRedis(port);
    await vi.waitFor(async () => expect(await rateLimits()).toEqual({ ok: true, store: 'redis' }), {
      timeout: 8_000,
      interval: 200,
    });
  }, 30_000);

  it('states a REDIS_URL that cannot be used, and stays ready on memory', async () => {
    const readiness = createReadiness({
      clientDir: clientDirWith(BUILD),
      env: { REDIS_URL: 'redis://127.0.0.1:notaport' },
    });
    const answer = await readiness.check();
    await readiness.close();
    expect(answer.ready).toBe(true);
    expect(answer.checks.rateLimits).toMatchObject({ ok: true, store: 'memory' });
  });
});

describe('describeProvider', () => {
  it.each([
    [{}],
    [{ AI_PROVIDER: ' BuiltIn ' }],
    [{ AI_PROVIDER: 'claude' }],
    [{ AI_PROVIDER: 'gemini' }],
    [{ AI_PROVIDER: 'gemini', GOOGLE_GENERATIVE_AI_API_KEY: 'k' }],
    [
      {
        AI_PROVIDER: 'gemini',
        GOOGLE_GENERATIVE_AI_API_KEY: 'k',
        GOOGLE_GENERATIVE_AI_BASE_URL: 'ftp://x',
      },
    ],
    [{ AI_PROVIDER: 'openai-compatible' }],
    [{ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'localhost:11434' }],
    [{ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:11434/v1' }],
    [{ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:1/v1', AI_MODEL: 'm' }],
  ])('gives the reason the AI service gives for %j', (env: Record<string, string>) => {
    expect(describeProvider(env).problem).toBe(describeConfigProblem(readConfig(env)));
  });
});
