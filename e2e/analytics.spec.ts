import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { portNear } from './helpers';

const SCRIPT_PORT = portNear(94);
const SITE_PORT = portNear(95);
const DIST = 'dist-analytics';

/**
 * Analytics are off by default (every other test runs so); here one build has Google Analytics
 * configured, with its script served on loopback, to see a page view send its path (docs/site.md#analytics).
 */
test('a configured analytics provider receives each page view with its path', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const env = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    ANALYTICS_PROVIDER: 'ga',
    ANALYTICS_ID: 'G-TEST123',
    ANALYTICS_SRC: `http://127.0.0.1:${SCRIPT_PORT}/gtag/js`,
  };
  const build = spawnSync('npx', ['astro', 'build', '--outDir', DIST], { env, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);

  const scriptRequests: string[] = [];
  const scriptServer: Server = createServer((request, response) => {
    scriptRequests.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'text/javascript' });
    response.end('window.gtagLoaded = true;');
  });
  await new Promise<void>((resolve) => scriptServer.listen(SCRIPT_PORT, '127.0.0.1', resolve));
  const site = spawn('node', ['server/index.mjs'], {
    env: { ...env, STILLWELL_DIST: DIST, PORT: String(SITE_PORT), HOST: '127.0.0.1' },
  });
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${SITE_PORT}/`).catch(() => null))?.status)
      .toBe(200);
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${SITE_PORT}/tools`);
    await expect
      .poll(() => page.evaluate(() => (window as { gtagLoaded?: boolean }).gtagLoaded))
      .toBe(true);
    const configEvents = await page.evaluate(() =>
      ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'config'),
    );
    expect(configEvents).toEqual([['config', 'G-TEST123', { page_path: '/tools' }]]);
    expect(scriptRequests).toEqual(['/gtag/js?id=G-TEST123']);
    // The CSP allows exactly that script origin, and the privacy page says what is configured.
    const response = await page.goto(`http://127.0.0.1:${SITE_PORT}/privacy-policy`);
    expect(response?.headers()['content-security-policy']).toContain(`script-src 'self'`);
    expect(response?.headers()['content-security-policy']).toContain(
      `http://127.0.0.1:${SCRIPT_PORT}`,
    );
    await expect(page.getByText('site statistics are on, using Google Analytics')).toBeVisible();
    await page.close();
  } finally {
    site.kill('SIGTERM');
    await new Promise<void>((resolve) => scriptServer.close(() => resolve()));
    rmSync(DIST, { recursive: true, force: true });
  }
});
