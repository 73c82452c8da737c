import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, refuseApiRequest } from './api-gate.mjs';

describe('API_ROUTES', () => {
  it('names every route in src/pages/api with the methods it exports', () => {
    const folder = new URL('../src/pages/api/ai/', import.meta.url);
    const fromPages = Object.fromEntries(
      readdirSync(folder)
        .filter((name) => name.endsWith('.ts'))
        .map((name) => {
          const source = readFileSync(new URL(name, folder), 'utf8');
          const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map(
            (match) => match[1] ?? '',
          );
          return [`/api/ai/${name.replace(/\.ts$/, '')}`, methods];
        }),
    );
    const declared = Object.fromEntries(
      Object.entries(API_ROUTES).map(([path, methods]) => [
        path,
        methods.filter((method) => method !== 'HEAD'),
      ]),
    );
    expect(declared).toEqual(fromPages);
  });
});

describe('refuseApiRequest', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (!refuseApiRequest(req, res, path)) res.end('passed');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const json = { 'content-type': 'application/json' };

  it.each([
    ['an unknown API path', '/api/nothing', 'GET', {}, 404, 'There is no API at this address.'],
    ['a wrong method', '/api/ai/chat', 'GET', {}, 405, 'This address answers POST only.'],
    [
      'a form post',
      '/api/ai/chat',
      'POST',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      'The request body must be JSON (Content-Type: application/json).',
    ],
    [
      'another site',
      '/api/ai/suggestions',
      'POST',
      { ...json, origin: 'https://elsewhere.example' },
      403,
      'Requests from other sites are not accepted.',
    ],
  ])('%s: JSON %i with a reason', async (_, path, method, headers, status, error) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers,
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ error });
    if (status === 405) expect(response.headers.get('allow')).toBe('POST');
  });

  it('lets a JSON POST from the same site, or from no browser, through to the route', async () => {
    for (const headers of [json, { ...json, origin }]) {
      const response = await fetch(`${origin}/api/ai/chat`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      expect(await response.text()).toBe('passed');
    }
    expect(await (await fetch(`${origin}/api/ai/status`)).text()).toBe('passed');
    const put = await fetch(`${origin}/api/ai/status`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD');
  });
});
