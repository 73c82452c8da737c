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
  // A method a route does not export is the route's business (Astro answers 404), not the static 405.
  const put = await request.fetch('/api/ai/status', { method: 'PUT', headers: origin });
  expect(put.status()).not.toBe(405);
  expect(put.headers()['allow']).toBeUndefined();
});
