import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../config';
import { FIXTURE_LIBRARY } from '../builtin/fixtures.test-data';
import { handleSuggestions } from '../http';
import { setLibraryForTests } from '../service';
import { contextFor, postJson } from '../test-helpers';
import { getClientAddress, toBudgetKey } from './client-ip';
import { createRateLimits, createThrottledLog, resetRateLimits } from './rate-limit';

describe('client address', () => {
  it('uses the socket peer and ignores X-Forwarded-For without trusted hops', () => {
    expect(getClientAddress('::ffff:198.51.100.4', '1.2.3.4', 0)).toBe('198.51.100.4');
  });

  it('takes the entry the trusted proxies appended, not what the client claimed', () => {
    // client claims 6.6.6.6; our one proxy appended the real peer 198.51.100.9
    expect(getClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.9', 1)).toBe('198.51.100.9');
    expect(getClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.9, 10.0.0.3', 2)).toBe('198.51.100.9');
    expect(getClientAddress('10.0.0.2', '198.51.100.9', 5)).toBe('198.51.100.9');
  });

  it('reads addresses with ipaddr.js: brackets, ports, zones, mapped IPv4, non-canonical IPv6', () => {
    expect(getClientAddress('[2001:DB8::1]:443', null, 0)).toBe('2001:db8::1');
    expect(getClientAddress('198.51.100.4:8080', null, 0)).toBe('198.51.100.4');
    expect(getClientAddress('fe80::1%eth0', null, 0)).toBe('fe80::1');
    expect(getClientAddress('::FFFF:c633:6404', null, 0)).toBe('198.51.100.4');
    expect(getClientAddress('2001:0db8:0000::0001', null, 0)).toBe('2001:db8::1');
    // Not an address (a shorthand no proxy writes, or junk): kept as its own client, never parsed.
    expect(getClientAddress('127.1', null, 0)).toBe('127.1');
    expect(getClientAddress(' Junk ', null, 0)).toBe('junk');
    expect(toBudgetKey('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
  });

  it('counts an IPv6 client by its /64', () => {
    expect(toBudgetKey('2001:db8:1:2::5')).toBe(toBudgetKey('2001:db8:1:2:ffff::9'));
    expect(toBudgetKey('2001:db8:1:2::5')).not.toBe(toBudgetKey('2001:db8:1:3::5'));
    expect(toBudgetKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });
});

const NOW = '2026-11-22T09:15:00+00:00';
const suggestFrom = (address: string, headers: Record<string, string> = {}) =>
  handleSuggestions(
    contextFor(
      postJson('/api/ai/suggestions', { kind: 'poses', mood: 'calm', now: NOW }, { headers }),
      address,
    ),
  );

describe('per-IP rate limit', () => {
  beforeEach(async () => {
    vi.stubEnv('AI_PROVIDER', 'builtin');
    vi.stubEnv('AI_RATE_LIMIT', '7');
    vi.stubEnv('AI_RATE_WINDOW_SEC', '60');
    setLibraryForTests(FIXTURE_LIBRARY);
    await resetRateLimits();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    setLibraryForTests(undefined);
    await resetRateLimits();
  });

  it('lets exactly the allowed number of 100 concurrent requests through; the rest get 429 with Retry-After', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => suggestFrom('198.51.100.20')),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(statuses.filter((status) => status === 429)).toHaveLength(93);
    const refused = responses.find((response) => response.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toEqual({
      error: 'Too many requests. Please wait a moment and try again.',
    });
  });

  it('a spoofed X-Forwarded-For does not buy a new budget', async () => {
    for (let index = 0; index < 7; index += 1)
      await suggestFrom('198.51.100.30', { 'x-forwarded-for': `10.9.9.${index}` });
    const spoofed = await suggestFrom('198.51.100.30', { 'x-forwarded-for': '10.1.1.1' });
    expect(spoofed.status).toBe(429);
    expect((await suggestFrom('198.51.100.31')).status).toBe(200);
  });

  it('enforces a daily budget per IP and in total', async () => {
    vi.stubEnv('AI_RATE_LIMIT', '0');
    vi.stubEnv('AI_DAILY_LIMIT_PER_IP', '2');
    vi.stubEnv('AI_DAILY_LIMIT_TOTAL', '3');
    const statuses = [];
    for (const address of ['192.0.2.1', '192.0.2.1', '192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      const response = await suggestFrom(address);
      statuses.push(response.status);
      if (response.status === 429)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3600);
    }
    expect(statuses).toEqual([200, 200, 429, 200, 429]);
  });

  it('a malformed REDIS_URL keeps the limits in memory instead of failing every request', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('AI_RATE_LIMIT', '2');
    vi.stubEnv('REDIS_URL', 'redis://[not a host');
    const statuses = [];
    for (let index = 0; index < 3; index += 1)
      statuses.push((await suggestFrom('192.0.2.9')).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('REDIS_URL is not usable'));
  });
});

describe('Redis outage log', () => {
  it('logs the first error at once, then one line a minute counting the rest', () => {
    const lines: string[] = [];
    let now = 0;
    const log = createThrottledLog(
      (line) => lines.push(line),
      60_000,
      () => now,
    );
    // Reconnect errors twice a second for two minutes.
    for (; now <= 120_000; now += 500) log('connect ECONNREFUSED 127.0.0.1:6379');
    expect(lines).toEqual([
      '[ai] redis: connect ECONNREFUSED 127.0.0.1:6379',
      '[ai] redis: connect ECONNREFUSED 127.0.0.1:6379 (119 more since the last line)',
      '[ai] redis: connect ECONNREFUSED 127.0.0.1:6379 (119 more since the last line)',
    ]);
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address !== null ? address.port : 0;
}

describe('Redis-backed limit shared by several server instances', () => {
  let redis: ChildProcess | undefined;

  afterEach(() => {
    redis?.kill('SIGTERM');
    redis = undefined;
  });

  it('the first requests after start count in Redis too (none escapes to the in-memory insurance)', async () => {
    const port = await freePort();
    redis = spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const config = readConfig({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      AI_RATE_LIMIT: '2',
      AI_RATE_WINDOW_SEC: '60',
    });
    await vi.waitFor(
      async () => {
        const probe = createRateLimits(config);
        try {
          await Promise.race([
            probe.ready(),
            new Promise((_, reject) => setTimeout(() => reject(new Error('not ready')), 200)),
          ]);
        } finally {
          await probe.close();
        }
      },
      { timeout: 5000, interval: 100 },
    );
    // Freshly started instances, asked at once: no waiting for `ready()` first.
    const first = createRateLimits(config);
    expect(await first.consume('198.51.100.60')).toBeUndefined();
    expect(await first.consume('198.51.100.60')).toBeUndefined();
    const second = createRateLimits(config);
    expect(await second.consume('198.51.100.60')).toMatchObject({
      message: 'Too many requests. Please wait a moment and try again.',
    });
    await Promise.all([first.close(), second.close()]);
  });

  it('two instances share one budget', async () => {
    const port = await freePort();
    redis = spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const config = readConfig({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      AI_RATE_LIMIT: '10',
      AI_RATE_WINDOW_SEC: '60',
    });
    await vi.waitFor(
      async () => {
        const probe = createRateLimits(config);
        try {
          await Promise.race([
            probe.ready(),
            new Promise((_, reject) => setTimeout(() => reject(new Error('not ready')), 200)),
          ]);
        } finally {
          await probe.close();
        }
      },
      { timeout: 5000, interval: 100 },
    );
    const first = createRateLimits(config);
    const second = createRateLimits(config);
    await Promise.all([first.ready(), second.ready()]);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        (index % 2 === 0 ? first : second).consume('198.51.100.50'),
      ),
    );
    expect(results.filter((result) => result === undefined)).toHaveLength(10);
    expect(results.filter((result) => result !== undefined)).toHaveLength(20);
    await Promise.all([first.close(), second.close()]);
  });
});
