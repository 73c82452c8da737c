import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { isLatin } from '../scripts/fonts/subset-fonts.mjs';
import { getSitemapPaths } from './helpers';

/** docs/architecture.md#fonts: whether a character is in the fonts' Latin cores (core-range.json). */
function fontCore(): (char: string) => boolean {
  const ranges: [number, number][] = JSON.parse(
    readFileSync(new URL('../src/assets/fonts/core-range.json', import.meta.url), 'utf8'),
  ).core.map((item: string) => {
    const [from = 0, to = from] = item
      .slice(2)
      .split('-')
      .map((hex) => parseInt(hex, 16));
    return [from, to];
  });
  return (char) => {
    const code = char.codePointAt(0) ?? 0;
    return ranges.some(([from, to]) => code >= from && code <= to);
  };
}

test.describe('every route', () => {
  test('answers 200 with its own title, description, canonical and social tags', async ({
    page,
    request,
  }) => {
    const paths = await getSitemapPaths(request);
    // The walk grows with the site: about 0.3 s a page alone, twice that beside another worker.
    test.setTimeout(Math.max(30_000, paths.length * 1_500));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/tools',
        '/guides',
        '/box-breathing',
        '/box-breathing-guide',
        '/privacy-policy',
        '/terms-of-service',
        '/credits',
      ]),
    );
    const seen = {
      title: new Set<string>(),
      description: new Set<string>(),
      canonical: new Set<string>(),
    };
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const head = await page.evaluate(() => ({
        title: document.title,
        description:
          document.querySelector('meta[name=description]')?.getAttribute('content') ?? '',
        canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href') ?? '',
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
        ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? '',
        ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '',
        twitter: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content') ?? '',
        h1: document.querySelectorAll('h1').length,
        // the first paint waits for the whole main content (BaseLayout.astro): no half-parsed page
        rendersWhole:
          document.querySelector('link[rel=expect][blocking=render]')?.getAttribute('href') ===
            '#main-end' && document.querySelector('main')?.lastElementChild?.id === 'main-end',
      }));
      expect(head.title, path).toMatch(/Stillwell/);
      expect(head.description.length, path).toBeGreaterThan(40);
      expect(new URL(head.canonical).pathname, path).toBe(path);
      expect(head.ogTitle, path).toBe(head.title);
      expect(head.ogUrl, path).toBe(head.canonical);
      expect(head.ogImage, path).toMatch(/^https?:\/\/.+\/og-image\.png$/);
      expect(head.twitter, path).toBe('summary_large_image');
      expect(head.h1, path).toBe(1);
      expect(head.rendersWhole, path).toBe(true);
      for (const key of ['title', 'description', 'canonical'] as const) {
        expect(seen[key].has(head[key]), `${path} repeats another page's ${key}`).toBe(false);
        seen[key].add(head[key]);
      }
    }
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(
      page.getByText("This page is currently under construction or doesn't exist."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible();
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    for (const ownName of ['/404', '/404.html']) {
      expect((await page.request.get(ownName)).status(), ownName).toBe(404);
    }
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('tool pages carry WebApplication data and guides HowTo and FAQPage data', async ({
    page,
  }) => {
    const types = async () =>
      page.$$eval('script[type="application/ld+json"]', (nodes) =>
        nodes.map((node) => JSON.parse(node.textContent ?? '{}') as Record<string, unknown>),
      );
    await page.goto('/box-breathing');
    expect(await types()).toEqual([
      expect.objectContaining({
        '@type': 'WebApplication',
        applicationCategory: 'HealthApplication',
      }),
    ]);
    await page.goto('/box-breathing-guide');
    expect((await types()).map((data) => data['@type'])).toEqual(['HowTo', 'FAQPage']);
  });

  test('robots.txt and the web manifest are served', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      short_name: 'Stillwell',
      display: 'standalone',
      start_url: '/',
    });
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
  });
});

test.describe('production server', () => {
  test('sends security headers on pages and on the 404', async ({ request }) => {
    for (const path of ['/', '/nope']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('screen-wake-lock=(self)');
    }
  });

  test('compresses pages and scripts and caches hashed assets for good', async ({ request }) => {
    const page = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const html = await page.text();
    const script = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('page scripts run under the CSP without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/box-breathing');
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    await page.goto('/');
    expect(violations).toEqual([]);
  });

  test('no link on any page points at a page that does not exist', async ({ request }) => {
    const pages = await getSitemapPaths(request);
    const targets = new Set<string>();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      for (const match of html.matchAll(/href="(\/[^"#?]*)/g)) {
        const href = match[1] ?? '';
        if (
          !/^\/(_astro|icons|audio|api)\//.test(href) &&
          !/\.(png|svg|xml|webmanifest|txt|ico|css|js)$/.test(href)
        )
          targets.add(href);
      }
    }
    expect(targets.size).toBeGreaterThan(10);
    for (const href of targets) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test('no page scrolls sideways on a 390 px phone (the credits table included), nor shows a character outside the fonts’ cores', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const paths = await getSitemapPaths(request);
    test.setTimeout(Math.max(30_000, paths.length * 1_500));
    const core = fontCore();
    for (const path of paths) {
      await page.goto(path);
      const [scroll, client] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scroll, path).toBeLessThanOrEqual(client);
      // docs/architecture.md#fonts: the page's text is in the fonts' Latin cores, so the rest of each
      // Latin file (the face whose range starts after ASCII, at U+7F) is never needed
      const shown = await page.evaluate(async () => {
        await document.fonts.ready;
        const generated = [...document.querySelectorAll('*')].flatMap((element) =>
          ['::before', '::after'].map((pseudo) => getComputedStyle(element, pseudo).content),
        );
        const fields = [...document.querySelectorAll('input, textarea')].map(
          (field) =>
            `${(field as HTMLInputElement).placeholder} ${(field as HTMLInputElement).value}`,
        );
        return {
          text: [
            document.body.innerText,
            ...fields,
            ...generated.filter((c) => c.startsWith('"')),
          ].join(' '),
          rest: [...document.fonts]
            .filter((face) => face.status !== 'unloaded' && face.unicodeRange.includes('U+7F-'))
            .map((face) => face.family),
        };
      });
      const outside = [...new Set(shown.text)].filter(
        (char) => isLatin(char.codePointAt(0) ?? 0) && !core(char),
      );
      expect(outside, path).toEqual([]);
      // The browser fetched a rest face for no character of the page's (seen once in a clean clone, on
      // /tools, and not again): recorded for the report rather than failed, as no text of ours asked for it.
      if (shown.rest.length)
        test.info().annotations.push({
          type: 'rest of a font fetched',
          description: `${path}: ${shown.rest.join(', ')}`,
        });
    }
  });
});
