import { expect, test } from '@playwright/test';

test('an unknown address opened offline shows the Stillwell 404 page, not the browser error', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await context.setOffline(true);
  for (const path of ['/no-such-page', '/guides/deeper/still-missing?from=offline']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Page Not Found' }),
      path,
    ).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  }
  // Known pages still come from the precache, not from the fallback.
  await page.goto('/box-breathing');
  await expect(page.getByRole('heading', { level: 1, name: 'Box Breathing' })).toBeVisible();
  await context.close();
});

test('online, an unknown address still gets the server’s 404 page', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  const response = await page.goto('/no-such-page-online');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await context.close();
});
