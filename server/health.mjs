/**
 * Health and readiness for supervisors, containers and load balancers (docs/operating.md#health-and-readiness):
 * `GET /healthz` says the process is alive and answering; `GET /readyz` says whether it should be sent
 * visitors: its pages are there, its AI provider is configured, it is not shutting down, and where its rate
 * limits are kept (Redis, or this process's memory and why). Both answer JSON, `Cache-Control: no-store`,
 * before the API's rate limits, and are never logged.
 */
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { sendJson, sendJsonError } from './api-gate.mjs';

/** The two addresses this module answers. */
export const HEALTH_PATHS = /** @type {const} */ (['/healthz', '/readyz']);

/** Files of the build's client folder without which the site cannot serve (the home page and the 404 page). */
export const REQUIRED_STATIC_FILES = /** @type {const} */ (['index.html', '404.html']);

/** Longest a readiness check waits for Redis to answer PING before it counts Redis as unreachable. */
export const REDIS_PING_TIMEOUT_MS = 500;

/** Providers the AI service knows (src/server/config.ts `AI_PROVIDERS`). */
const PROVIDERS = ['builtin', 'gemini', 'openai-compatible'];

/** A variable's value trimmed, or undefined when unset or blank (as src/server/config.ts reads it). */
function valueOf(env, name) {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function isHttpUrl(value) {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The selected AI provider and what is wrong with its configuration, if anything; the same reasons as
 * `describeConfigProblem` in src/server/config.ts (health.test.ts checks the two agree), read without the
 * Astro bundle so a readiness check stays cheap. Names variables, never their values.
 * @param {Record<string, string | undefined>} env
 */
export function describeProvider(env) {
  const provider = (valueOf(env, 'AI_PROVIDER') ?? 'builtin').toLowerCase();
  if (!PROVIDERS.includes(provider))
    return {
      provider: 'unknown',
      problem:
        'the configured provider is unknown; AI_PROVIDER takes builtin, gemini or openai-compatible',
    };
  let problem;
  if (provider === 'gemini') {
    const baseUrl = valueOf(env, 'GOOGLE_GENERATIVE_AI_BASE_URL');
    if (valueOf(env, 'GOOGLE_GENERATIVE_AI_API_KEY') === undefined)
      problem = 'GOOGLE_GENERATIVE_AI_API_KEY is not set';
    else if (baseUrl !== undefined && !isHttpUrl(baseUrl))
      problem = 'GOOGLE_GENERATIVE_AI_BASE_URL is not an http(s) URL';
  }
  if (provider === 'openai-compatible') {
    const baseUrl = valueOf(env, 'AI_BASE_URL');
    if (baseUrl === undefined) problem = 'AI_BASE_URL is not set';
    else if (!isHttpUrl(baseUrl)) problem = 'AI_BASE_URL is not an http(s) URL';
    else if (valueOf(env, 'AI_MODEL') === undefined)
      problem = 'AI_MODEL is not set (the model name your endpoint serves)';
  }
  return problem === undefined ? { provider } : { provider, problem };
}

/**
 * Resolves with whether `redis` answers PING within REDIS_PING_TIMEOUT_MS.
 * @param {Redis} redis
 */
async function pingRedis(redis) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), REDIS_PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      redis.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The process's readiness: checked on each `/readyz`, and set to draining once on shutdown.
 * @param {{ clientDir: URL, env?: Record<string, string | undefined> }} options the build's client folder
 *   (a file URL ending in `/`) and the environment to read
 */
export function createReadiness({ clientDir, env = process.env }) {
  const redisUrl = valueOf(env, 'REDIS_URL');
  let isDraining = false;
  /** @type {Redis | undefined} */
  let redis;
  let redisProblem;
  if (redisUrl !== undefined) {
    try {
      // A connection of its own, failing fast: no queue while disconnected, one try per command.
      redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      // Outages are logged once by the rate limits; the readiness answer says the rest.
      redis.on('error', () => undefined);
    } catch {
      redisProblem = 'REDIS_URL is not usable';
    }
  }

  async function checkRateLimits() {
    if (redisUrl === undefined)
      return { ok: true, store: 'memory', note: 'REDIS_URL is not set: limits count per process' };
    if (redis === undefined)
      return { ok: true, store: 'memory', note: `${redisProblem}: limits count per process` };
    if (await pingRedis(redis)) return { ok: true, store: 'redis' };
    // why: Redis down is not a reason to take every process out of service; the limits fall back to
    // each process's memory (docs/operating.md#redis), which readiness states instead.
    return {
      ok: true,
      store: 'memory',
      note: 'Redis is unreachable: limits count per process until it is back',
    };
  }

  return {
    /** Marks the process as shutting down: readiness fails from now on. */
    startDraining() {
      isDraining = true;
    },
    get isDraining() {
      return isDraining;
    },
    /** Every check, and whether all pass. */
    async check() {
      const missing = REQUIRED_STATIC_FILES.filter((name) => !existsSync(new URL(name, clientDir)));
      const { provider, problem } = describeProvider(env);
      const checks = {
        draining: isDraining ? { ok: false, reason: 'the server is shutting down' } : { ok: true },
        staticFiles:
          missing.length === 0
            ? { ok: true }
            : { ok: false, reason: `missing from the build: ${missing.join(', ')}` },
        provider:
          problem === undefined ? { ok: true, provider } : { ok: false, provider, reason: problem },
        rateLimits: await checkRateLimits(),
      };
      return { ready: Object.values(checks).every((check) => check.ok), checks };
    },
    /** Closes the Redis connection of the checks. */
    async close() {
      if (redis !== undefined) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}

/** What a request for new AI work gets while the process drains: the proxy or the client tries again. */
export const DRAINING_MESSAGE = 'This server is restarting. Please try again in a moment.';

/**
 * Refuses an AI request that arrives while the process drains (a 503 with a reason and `Retry-After: 1`,
 * which a proxy may pass to another process); returns whether it answered. Requests already running go on.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {ReturnType<typeof createReadiness>} readiness
 */
export function refuseWhileDraining(req, res, readiness) {
  if (!readiness.isDraining || req.method !== 'POST') return false;
  sendJsonError(res, 503, DRAINING_MESSAGE, { 'Retry-After': '1' });
  return true;
}

/** Seconds since the process started, whole. */
const uptimeSec = () => Math.floor(process.uptime());

/**
 * Answers `/healthz` and `/readyz`; returns whether it answered (false for every other path).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path the request's path, without the query
 * @param {ReturnType<typeof createReadiness>} readiness
 */
export function answerHealth(req, res, path, readiness) {
  if (path !== '/healthz' && path !== '/readyz') return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendJsonError(res, 405, 'This address answers GET and HEAD only.');
    return true;
  }
  if (path === '/healthz') {
    sendJson(res, 200, { status: 'alive', uptimeSec: uptimeSec() });
    return true;
  }
  readiness.check().then(
    ({ ready, checks }) =>
      sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks }),
    (error) =>
      sendJson(res, 503, {
        status: 'not ready',
        checks: {
          readiness: { ok: false, reason: error instanceof Error ? error.message : 'unknown' },
        },
      }),
  );
  return true;
}
