/**
 * Per-IP rate limits for the AI routes (rate-limiter-flexible): a short window budget and optional
 * daily budgets per IP and in total. In memory by default; in Redis when `REDIS_URL` is set, so
 * several server instances share one budget. If Redis is unreachable, an in-memory limiter insures it.
 */
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { ServerConfig } from '../../config';
import { redactSecrets } from '../redact';

const DAY_SEC = 24 * 60 * 60;
const KEY_PREFIX = 'stillwell:ai';

/**
 * How long a request waits for Redis while it is still connecting, right after start (issue 23: the
 * first request once went to the in-memory insurance and so escaped the shared budget).
 */
export const REDIS_CONNECT_WAIT_MS = 2_000;

/** A Redis outage is logged once, then at most once a minute with how many errors it hid (issue 23). */
export const REDIS_LOG_INTERVAL_MS = 60_000;

/** Logs a store's errors: the first at once, then one line per interval counting the rest. */
export function createThrottledLog(
  write: (line: string) => void,
  intervalMs: number = REDIS_LOG_INTERVAL_MS,
  now: () => number = Date.now,
): (message: string) => void {
  let lastAt = Number.NEGATIVE_INFINITY;
  let hidden = 0;
  return (message) => {
    const at = now();
    if (at - lastAt < intervalMs) {
      hidden += 1;
      return;
    }
    write(
      hidden === 0
        ? `[ai] redis: ${message}`
        : `[ai] redis: ${message} (${hidden} more since the last line)`,
    );
    lastAt = at;
    hidden = 0;
  };
}

/** A refusal: the message and when to try again. */
export interface RateLimitRefusal {
  message: string;
  retryAfterSec: number;
}

/** The limiters for one configuration. */
export interface RateLimits {
  /** Spends one request for `key`; returns a refusal when a budget is spent. */
  consume(key: string): Promise<RateLimitRefusal | undefined>;
  /** Resolves when the store is connected (immediately in memory). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Budget {
  limiter: RateLimiterAbstract;
  /** Key to count under: the client's, or one shared key for the total. */
  keyFor: (clientKey: string) => string;
  message: string;
}

function createLimiter(
  points: number,
  duration: number,
  name: string,
  redis: Redis | undefined,
): RateLimiterAbstract {
  const options = { points, duration, keyPrefix: `${KEY_PREFIX}:${name}` };
  if (redis === undefined) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/**
 * A Redis client for the shared budgets, or undefined when the address cannot be used (a malformed
 * REDIS_URL must not turn every AI request into a 500): the limits then stay in this process's memory.
 */
function connectRedis(url: string): Redis | undefined {
  try {
    return new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `[ai] REDIS_URL is not usable (${redactSecrets(reason)}); rate limits are kept in memory instead.`,
    );
    return undefined;
  }
}

/** Builds the limiters a configuration asks for. */
export function createRateLimits(config: ServerConfig): RateLimits {
  const redis = config.redisUrl === undefined ? undefined : connectRedis(config.redisUrl);
  const logRedis = createThrottledLog((line) => console.error(line));
  redis?.on('error', (error: Error) => logRedis(redactSecrets(error.message)));
  // Settles once Redis is ready or has failed to connect, or after REDIS_CONNECT_WAIT_MS.
  let connecting: Promise<void> | undefined =
    redis === undefined
      ? undefined
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, REDIS_CONNECT_WAIT_MS);
          timer.unref();
          const settle = () => {
            clearTimeout(timer);
            resolve();
          };
          redis.once('ready', settle);
          redis.once('error', settle);
          redis.once('end', settle);
        });
  const budgets: Budget[] = [];
  if (config.rateLimit > 0) {
    budgets.push({
      limiter: createLimiter(config.rateLimit, config.rateWindowSec, 'window', redis),
      keyFor: (key) => key,
      message: 'Too many requests. Please wait a moment and try again.',
    });
  }
  if (config.dailyLimitPerIp > 0) {
    budgets.push({
      limiter: createLimiter(config.dailyLimitPerIp, DAY_SEC, 'day', redis),
      keyFor: (key) => key,
      message: 'You have reached today’s limit of AI requests. Please come back tomorrow.',
    });
  }
  if (config.dailyLimitTotal > 0) {
    budgets.push({
      limiter: createLimiter(config.dailyLimitTotal, DAY_SEC, 'total', redis),
      keyFor: () => 'all',
      message: 'The AI service has reached its daily limit. Please come back tomorrow.',
    });
  }
  return {
    async consume(key) {
      if (connecting !== undefined) {
        await connecting;
        connecting = undefined;
      }
      for (const budget of budgets) {
        try {
          await budget.limiter.consume(budget.keyFor(key));
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) {
            return {
              message: budget.message,
              retryAfterSec: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
            };
          }
          // A store failure without insurance: let the request through rather than fail the site.
          console.error(
            `[ai] rate limiter: ${redactSecrets(rejection instanceof Error ? rejection.message : String(rejection))}`,
          );
        }
      }
      return undefined;
    },
    async ready() {
      if (redis === undefined || redis.status === 'ready') return;
      await new Promise<void>((resolve, reject) => {
        redis.once('ready', () => resolve());
        redis.once('end', () => reject(new Error('redis connection ended')));
      });
    },
    async close() {
      if (redis !== undefined) await redis.quit().catch(() => undefined);
    },
  };
}

let cached: { key: string; limits: RateLimits } | undefined;

/** The process's limiters for the current configuration (rebuilt when the configuration changes). */
export function getRateLimits(config: ServerConfig): RateLimits {
  const key = JSON.stringify([
    config.rateLimit,
    config.rateWindowSec,
    config.dailyLimitPerIp,
    config.dailyLimitTotal,
    config.redisUrl,
  ]);
  if (cached?.key !== key) {
    void cached?.limits.close();
    cached = { key, limits: createRateLimits(config) };
  }
  return cached.limits;
}

/** Forgets the process's limiters (tests). */
export async function resetRateLimits(): Promise<void> {
  await cached?.limits.close();
  cached = undefined;
}
