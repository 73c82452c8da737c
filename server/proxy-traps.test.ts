import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refuseApiRequest } from './api-gate.mjs';
import { describeProxyRisk, isLoopbackHost } from './proxy-warning.mjs';

describe('the cross-site check behind a reverse proxy', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (!refuseApiRequest(req, res, path)) res.end('passed');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  /** A chat POST as nginx passes it on: its own `Host` (the upstream's name), the browser's `Origin`. */
  function post(host: string, origin: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const sent = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/ai/chat',
          method: 'POST',
          headers: { host, origin, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      sent.on('error', reject);
      sent.end('{}');
    });
  }

  it.each([
    ['the upstream name nginx sends by default', 'stillwell_app'],
    ['$host on a non-default port, without the port', 'stillwell.example'],
    ['a loopback backend address', '127.0.0.1:4321'],
  ])('accepts the SITE_URL origin whatever Host arrives: %s', async (_, host) => {
    vi.stubEnv('SITE_URL', 'https://stillwell.example:8443/');
    expect(await post(host, 'https://stillwell.example:8443')).toBe(200);
  });

  it('without SITE_URL, the same request is refused (the trap the README names)', async () => {
    vi.stubEnv('SITE_URL', '');
    expect(await post('stillwell_app', 'https://stillwell.example')).toBe(403);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['the site over plain http', 'http://stillwell.example'],
    ['the site on another port', 'https://stillwell.example:9443'],
    ['a sandboxed frame', 'null'],
  ])('still refuses %s', async (_, origin) => {
    vi.stubEnv('SITE_URL', 'https://stillwell.example');
    expect(await post('stillwell_app', origin)).toBe(403);
  });

  it('still accepts an Origin naming the Host it was sent to (no proxy, no SITE_URL)', async () => {
    vi.stubEnv('SITE_URL', '');
    expect(await post(`127.0.0.1:${port}`, `http://127.0.0.1:${port}`)).toBe(200);
  });
});

describe('the start-up warning for a trusted proxy that can be walked around', () => {
  it('warns when TRUST_PROXY_HOPS > 0 and the server listens beyond loopback (the default HOST too)', () => {
    expect(describeProxyRisk({ TRUST_PROXY_HOPS: '1' })).toBe(
      '[server] TRUST_PROXY_HOPS=1 while listening on 0.0.0.0: a client that reaches this port directly, ' +
        'not through the proxy, can name its own address in X-Forwarded-For and escape the rate limits. ' +
        'Bind to loopback (HOST=127.0.0.1) with the proxy on this machine, or let only the proxy reach the port.',
    );
    expect(describeProxyRisk({ TRUST_PROXY_HOPS: '2', HOST: '::' })).toMatch(
      /^\[server\] TRUST_PROXY_HOPS=2 while listening on ::: /,
    );
    expect(describeProxyRisk({ TRUST_PROXY_HOPS: '1', HOST: '10.0.0.5' })).toBeDefined();
  });

  it.each([
    [{}],
    [{ TRUST_PROXY_HOPS: '0' }],
    [{ TRUST_PROXY_HOPS: 'x' }],
    [{ TRUST_PROXY_HOPS: '1', HOST: '127.0.0.1' }],
    [{ TRUST_PROXY_HOPS: '1', HOST: '127.0.0.2' }],
    [{ TRUST_PROXY_HOPS: '1', HOST: 'localhost' }],
    [{ TRUST_PROXY_HOPS: '1', HOST: '::1' }],
    [{ TRUST_PROXY_HOPS: '1', HOST: '[::1]' }],
  ])('says nothing for %j', (env: Record<string, string>) => {
    expect(describeProxyRisk(env)).toBeUndefined();
  });

  it('knows loopback addresses from the rest', () => {
    expect(['127.0.0.1', 'LOCALHOST', '::1'].map(isLoopbackHost)).toEqual([true, true, true]);
    expect(['0.0.0.0', '::', '192.168.1.2', '127.example'].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
