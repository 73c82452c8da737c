import { expect, test } from '@playwright/test';
import { getAiPaths, getSitemapPaths, waitForIslands } from './helpers';

test('after one visit, every non-AI page loads and works offline', async ({ browser, request }) => {
  // about 50 pages, one after another: more than the default 30 s on a loaded 2-core machine
  test.setTimeout(90_000);
  const aiPaths = await getAiPaths();
  const paths = (await getSitemapPaths(request)).filter((path) => !aiPaths.includes(path));
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await context.setOffline(true);
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  await page.goto('/box-breathing');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await context.close();
});

test('a sound heard once plays again offline (cached on first use)', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await page.goto('/sound-bowl');
  await waitForIslands(page);
  await expect(page.getByRole('button', { name: 'Play' })).toBeEnabled();
  // The service worker's own cache holds the sound, not only the browser's HTTP cache.
  const cached = await page.evaluate(async () => {
    const cache = await caches.open('stillwell-audio');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(cached.some((path) => /^\/audio\/bowl\.(webm|m4a)$/.test(path))).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Play' })).toBeEnabled();
  await expect(page.getByText('Audio unavailable')).toHaveCount(0);
  await context.close();
});
