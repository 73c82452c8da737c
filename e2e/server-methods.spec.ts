import { expect, test } from '@playwright/test';

/** Pages, assets and an unknown address: none of them takes anything but GET and HEAD. */
const STATIC_PATHS = [
  '/',
  '/box-breathing',
  '/box-breathing-guide',
  '/sitemap.xml',
  '/manifest.webmanifest',
  '/sw.js',
  '/favicon.svg',
  '/no-such-page',
];

for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS']) {
  test(`${method} on pages and assets answers 405 with Allow: GET, HEAD`, async ({ request }) => {
    for (const path of STATIC_PATHS) {
      const response = await request.fetch(path, {
        method,
        data: method === 'OPTIONS' ? undefined : 'x',
      });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()['allow'], `${method} ${path}`).toBe('GET, HEAD');
      // The security headers come with every answer, refusals included.
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'");
    }
  });
}

test('GET and HEAD answer as before: 200 for pages, 404 for unknown addresses', async ({
  request,
}) => {
  expect((await request.get('/box-breathing')).status()).toBe(200);
  expect((await request.head('/box-breathing')).status()).toBe(200);
  expect((await request.get('/no-such-page')).status()).toBe(404);
  expect((await request.head('/no-such-page')).status()).toBe(404);
});

test('/api routes keep their own methods', async ({ request, baseURL }) => {
  const origin = { origin: baseURL ?? '' };
  const chat = await request.post('/api/ai/chat', {
    headers: origin,
    data: {
      persona: 'buddha',
      messages: [{ role: 'user', content: 'How do I find peace when I am anxious?' }],
    },
  });
  expect(chat.status()).toBe(200);
  expect((await chat.text()).length).toBeGreaterThan(20);
  expect((await request.get('/api/ai/status')).status()).toBe(200);
  // A method a route does not take: JSON 405 with the route's own Allow.
  const put = await request.fetch('/api/ai/status', { method: 'PUT', headers: origin });
  expect(put.status()).toBe(405);
  expect(put.headers()['allow']).toBe('GET, HEAD');
});

test('/api answers as an API: JSON with a status and a reason, never the HTML 404 page', async ({
  request,
  baseURL,
}) => {
  const cases = [
    {
      response: await request.get('/api/ai/chat'),
      status: 405,
      error: 'This address answers POST only.',
      allow: 'POST',
    },
    {
      response: await request.get('/api/nothing-here'),
      status: 404,
      error: 'There is no API at this address.',
    },
    {
      response: await request.post('/api/ai/chat', {
        headers: { 'content-type': 'text/plain', origin: baseURL ?? '' },
        data: 'hello',
      }),
      status: 415,
      error: 'The request body must be JSON (Content-Type: application/json).',
    },
    {
      response: await request.post('/api/ai/chat', {
        headers: { origin: 'https://elsewhere.example' },
        data: { persona: 'buddha', messages: [{ role: 'user', content: 'Hello' }] },
      }),
      status: 403,
      error: 'Requests from other sites are not accepted.',
    },
  ];
  for (const { response, status, error, allow } of cases) {
    expect(response.status(), error).toBe(status);
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ error });
    if (allow !== undefined) expect(response.headers()['allow']).toBe(allow);
  }
});

test('a precompressed file is not an address of its own; a page comes in the form asked for', async ({
  request,
}) => {
  for (const path of [
    '/index.html.br',
    '/index.html.gz',
    '/404.html.br',
    '/box-breathing.html.br',
  ]) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-encoding'], path).toBeUndefined();
  }
  const plain = await request.get('/box-breathing', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const brotli = await request.get('/box-breathing', { headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
});
