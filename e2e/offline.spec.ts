import { expect, test } from '@playwright/test';
import { getSitemapPaths, isAiPath } from './helpers';

test('after one visit, every non-AI page loads and works offline', async ({ browser, request }) => {
  const paths = (await getSitemapPaths(request)).filter((path) => !isAiPath(path));
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
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await context.close();
});
