#!/usr/bin/env node
/**
 * The operator's recipe, run for real on loopback (docs/operating.md; `npm test` runs it after the build):
 * redis-server, two server processes started as the Dockerfile starts them (`node server/index.mjs`) with
 * TRUST_PROXY_HOPS=1 and REDIS_URL, a local OpenAI-compatible model server, and Debian's nginx with the
 * repository's deploy/nginx.conf (only its ports rewritten). Checks, in order:
 *   1. both processes ready, rate limits in Redis;
 *   2. the rate limit is shared: 12 chat requests through nginx, limit 5, exactly five answered;
 *      and 3 + 3 sent straight to each process under one address, five answered;
 *   3. a spoofed X-Forwarded-For through nginx buys nothing;
 *   4. one process killed: the other serves every page of the sitemap through nginx;
 *   5. Redis stopped: readiness says memory, AI requests are still answered; Redis back: readiness says redis;
 *   6. the last process stopped (SIGTERM) with a slow reply streaming through nginx: the reply reaches the
 *      visitor as cut, with the text so far, after the grace time;
 *   7. every process ended, and nothing listens on the ports used.
 * Prints one line per check and a count; exits non-zero on any failure. Loopback only.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHUTDOWN_GRACE_MS } from '../server/limits.mjs';
import { freePort } from './free-port.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const REDIS = '/usr/bin/redis-server';
/** The whole run stops past this, whatever it is doing. */
const RUN_LIMIT_MS = 120_000;
const RATE_LIMIT = 5;
/** A chat message the model server answers slowly (200 words, 250 ms apart: 50 s). */
const SLOW = 'Please answer slowly.';

/** Every process this run started, to end in `cleanup`. */
const children = [];
const results = [];
const work = mkdtempSync(join(tmpdir(), 'stillwell-recipe-'));

function record(name, ok, detail = '') {
  results.push(ok);
  console.log(`${ok ? '✔' : '✘'} ${name}${detail ? `: ${detail}` : ''}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `probe` until it returns true or `timeoutMs` passes; resolves with the last answer. */
async function waitFor(probe, timeoutMs, intervalMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await probe().catch(() => false);
    if (ok || Date.now() > deadline) return ok;
    await sleep(intervalMs);
  }
}

/** Starts a process, its output collected (and kept in the work folder's log for a failed run). */
function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const entry = { name, child, output: () => output };
  children.push(entry);
  return entry;
}

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

function exited(child) {
  return hasExited(child)
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

async function isListening(port) {
  return new Promise((resolve) => {
    const socket = createServer().listen(port, '127.0.0.1');
    socket.once('listening', () => socket.close(() => resolve(false)));
    socket.once('error', () => resolve(true));
  });
}

async function cleanup() {
  for (const { child } of children) if (!hasExited(child)) child.kill('SIGKILL');
  await Promise.all(children.map(({ child }) => exited(child)));
}

/** deploy/nginx.conf with its ports rewritten, inside a main configuration that keeps nginx in `work`. */
function writeNginxConfig(nginxPort, appPorts) {
  const site = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace('server 127.0.0.1:4321 ', `server 127.0.0.1:${appPorts[0]} `)
    .replace('server 127.0.0.1:4322 ', `server 127.0.0.1:${appPorts[1]} `)
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${nginxPort};`);
  const listens = [...site.matchAll(/^\s*listen\s+([^;]+);/gm)].map((match) => match[1]);
  if (listens.length !== 1 || listens[0] !== `127.0.0.1:${nginxPort}`)
    throw new Error(`deploy/nginx.conf: expected one "listen 80;" to rewrite, found ${listens}`);
  if (!site.includes(`127.0.0.1:${appPorts[1]}`))
    throw new Error('deploy/nginx.conf: expected backends on 127.0.0.1:4321 and 127.0.0.1:4322');
  writeFileSync(join(work, 'stillwell.conf'), site);
  for (const folder of ['logs', 'temp']) mkdirSync(join(work, folder), { recursive: true });
  const main = [
    // Run by root (CI), the workers stay root so they can use this private folder; otherwise nginx runs as the user.
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${work}/nginx.pid;`,
    `error_log ${work}/logs/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log ${work}/logs/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${work}/temp/${kind};`,
    ),
    `  include ${work}/stillwell.conf;`,
    '}',
  ].join('\n');
  writeFileSync(join(work, 'nginx.conf'), `${main}\n`);
}

const CHAT = (content) => ({ persona: 'buddha', messages: [{ role: 'user', content }] });

/** POSTs a chat message to `origin` (as a browser on `siteOrigin` would) and reads the answer. */
async function postChat(origin, siteOrigin, headers = {}, content = 'How do I rest?') {
  const response = await fetch(`${origin}/api/ai/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteOrigin, ...headers },
    body: JSON.stringify(CHAT(content)),
  });
  await response.arrayBuffer();
  return response.status;
}

async function readiness(origin) {
  const response = await fetch(`${origin}/readyz`);
  return { status: response.status, body: await response.json() };
}

const count = (statuses, status) => statuses.filter((value) => value === status).length;

async function main() {
  for (const [program, name] of [
    [NGINX, 'nginx'],
    [REDIS, 'redis-server'],
  ]) {
    if (!existsSync(program)) throw new Error(`${program} is missing: apt-get install ${name}`);
  }
  if (!existsSync(join(ROOT, 'dist/server/entry.mjs'))) throw new Error('no build: npm run build');
  const { startFakeOpenAI } = await import('../src/server/ai/testing/fake-providers.ts');
  const model = await startFakeOpenAI();
  model.setReply((request) =>
    JSON.stringify(request.body).includes(SLOW)
      ? { chunks: Array.from({ length: 200 }, (_, index) => `word${index} `), delayMs: 250 }
      : { text: 'Breathe in, and let the breath go.' },
  );

  const [redisPort, nginxPort, ...appPorts] = await Promise.all(
    Array.from({ length: 4 }, freePort),
  );
  const site = `http://127.0.0.1:${nginxPort}`;
  const startRedis = () =>
    start('redis', REDIS, [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
  let redis = startRedis();
  // The environment docs/operating.md gives each process (compose.yaml sets the same).
  const appEnv = {
    HOST: '127.0.0.1',
    TRUST_PROXY_HOPS: '1',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    SITE_URL: site,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: model.baseURL,
    AI_MODEL: 'local-model',
    AI_MAX_RETRIES: '0',
    AI_RATE_LIMIT: String(RATE_LIMIT),
    AI_RATE_WINDOW_SEC: '600',
  };
  const apps = appPorts.map((port, index) =>
    start(`app${index + 1}`, process.execPath, ['server/index.mjs'], {
      ...appEnv,
      PORT: String(port),
    }),
  );
  const appOrigins = appPorts.map((port) => `http://127.0.0.1:${port}`);
  writeNginxConfig(nginxPort, appPorts);
  const nginx = start('nginx', NGINX, [
    '-p',
    work,
    '-c',
    join(work, 'nginx.conf'),
    '-e',
    join(work, 'logs/error.log'),
  ]);

  // 1. Ready, limits in Redis.
  const isReadyWithRedis = async (origin) => {
    const { status, body } = await readiness(origin);
    return status === 200 && body.checks.rateLimits.store === 'redis';
  };
  const ready = await Promise.all(
    appOrigins.map((origin) => waitFor(() => isReadyWithRedis(origin), 30_000)),
  );
  const home = await waitFor(async () => (await fetch(`${site}/`)).status === 200, 10_000);
  record(
    'both processes ready with the limits in Redis; nginx serves the home page',
    ready.every(Boolean) && home,
  );
  if (!ready.every(Boolean) || !home) return;

  // 2. One budget across both processes.
  const throughProxy = [];
  for (let index = 0; index < 12; index += 1) throughProxy.push(await postChat(site, site));
  record(
    `shared limit through nginx: 12 requests, limit ${RATE_LIMIT}`,
    count(throughProxy, 200) === RATE_LIMIT && count(throughProxy, 429) === 12 - RATE_LIMIT,
    throughProxy.join(' '),
  );
  // Straight to each process, both counting one address (a direct client the proxy would not let through).
  const direct = [];
  for (let index = 0; index < 6; index += 1) {
    const origin = appOrigins[index % 2];
    direct.push(await postChat(origin, origin, { 'x-forwarded-for': '198.51.100.7' }));
  }
  record(
    'shared limit across the two processes: 3 + 3 requests, five answered',
    direct.join(' ') === '200 200 200 200 200 429',
    direct.join(' '),
  );

  // 3. Spoofing through the proxy.
  const spoofed = [];
  for (let index = 0; index < 8; index += 1)
    spoofed.push(await postChat(site, site, { 'x-forwarded-for': `203.0.113.${index + 1}` }));
  record(
    'spoofed X-Forwarded-For through nginx: 8 of 8 still refused',
    count(spoofed, 429) === 8,
    spoofed.join(' '),
  );

  // 4. One process killed.
  apps[0].child.kill('SIGKILL');
  await exited(apps[0].child);
  const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  const failedPages = [];
  for (const path of paths) {
    const response = await fetch(`${site}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) failedPages.push(`${path} ${response.status}`);
  }
  record(
    `one process killed: the other serves all ${paths.length} pages of the sitemap through nginx`,
    paths.length > 10 && failedPages.length === 0,
    failedPages.join(', '),
  );

  // 5. Redis stopped, then back.
  redis.child.kill('SIGTERM');
  await exited(redis.child);
  const onMemory = await waitFor(async () => {
    const { status, body } = await readiness(appOrigins[1]);
    return status === 200 && body.checks.rateLimits.store === 'memory';
  }, 5_000);
  const answeredWithoutRedis = await postChat(site, site);
  record(
    'Redis stopped: readiness says memory, and an AI request is still answered',
    onMemory && answeredWithoutRedis === 200,
    `status ${answeredWithoutRedis}`,
  );
  redis = startRedis();
  const backOnRedis = await waitFor(() => isReadyWithRedis(appOrigins[1]), 10_000);
  record('Redis back: readiness says redis again', backOnRedis);

  // 6. The last process stopped while a slow reply streams through nginx.
  const response = await fetch(`${site}/api/ai/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify(CHAT(SLOW)),
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let isCut = false;
  let signalledAt = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += value;
      if (signalledAt === 0) {
        signalledAt = Date.now();
        apps[1].child.kill('SIGTERM');
      }
    }
  } catch {
    isCut = true;
  }
  const cutAfterMs = Date.now() - signalledAt;
  const words = text.trim().split(' ');
  record(
    `the last process stopped mid-reply: the reply reaches the visitor as cut after the ${SHUTDOWN_GRACE_MS / 1000} s grace, its ${words.length} words kept`,
    response.status === 200 &&
      isCut &&
      words.length > 10 &&
      words.every((word, index) => word === `word${index}`) &&
      cutAfterMs >= SHUTDOWN_GRACE_MS - 500,
    `status ${response.status}, ${isCut ? 'cut' : 'ended cleanly'} after ${cutAfterMs} ms`,
  );
  await exited(apps[1].child);
  record(
    'the stopped process exited 0',
    apps[1].child.exitCode === 0,
    `exit ${apps[1].child.exitCode}`,
  );

  // 7. Cleanup.
  nginx.child.kill('SIGQUIT');
  redis.child.kill('SIGTERM');
  await Promise.all([exited(nginx.child), exited(redis.child)]);
  await model.close();
  const ports = [redisPort, nginxPort, ...appPorts];
  const listening = [];
  for (const port of ports) if (await isListening(port)) listening.push(port);
  record(
    'every process ended; nothing listens on the ports used',
    children.every(({ child }) => hasExited(child)) && listening.length === 0,
    listening.join(', '),
  );
}

const started = Date.now();
const limit = setTimeout(() => {
  console.log(`✘ over ${RUN_LIMIT_MS / 1000} s: stopped`);
  results.push(false);
  void cleanup().then(() => process.exit(1));
}, RUN_LIMIT_MS);
try {
  await main();
} catch (error) {
  record('the recipe ran', false, error instanceof Error ? error.message : String(error));
} finally {
  clearTimeout(limit);
  await cleanup();
}
const failed = results.filter((ok) => !ok).length;
if (failed > 0) {
  for (const { name, output } of children) console.log(`\n--- ${name}\n${output().slice(-3000)}`);
  const log = join(work, 'logs/error.log');
  if (existsSync(log))
    console.log(`\n--- nginx error.log\n${readFileSync(log, 'utf8').slice(-3000)}`);
}
rmSync(work, { recursive: true, force: true });
// `npm test` adds these to its own count (scripts/test-all.mjs).
if (process.env.CI_REPORT) {
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(
    join(ROOT, 'reports/operator-recipe.json'),
    JSON.stringify({ passed: results.length - failed, failed }),
  );
}
console.log(
  `\noperator recipe: ${results.length - failed} of ${results.length} checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
