import { expect, test } from '@playwright/test';
import { getSitemapPaths, waitForIslands } from './helpers';
import { expectNoAxeViolations } from './axe';

for (const scheme of ['light', 'dark'] as const) {
  test(`every sitemap page has no WCAG 2.2 AA violations in ${scheme}`, async ({
    browser,
    request,
  }) => {
    const paths = [...(await getSitemapPaths(request)), '/no-such-page'];
    // The sweep grows with the site: about 8 s a page (two for axe alone on a busy machine).
    test.setTimeout(Math.max(120_000, paths.length * 8_000));
    const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expectNoAxeViolations(page, `${path} (${scheme})`);
    }
    await context.close();
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`phone width: open drawer, install dialog and a running session pass axe in ${scheme}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      colorScheme: scheme,
      reducedMotion: 'reduce',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-22T09:00:00Z') });
    const check = async (what: string) => {
      await expectNoAxeViolations(page, `${what} (${scheme})`);
    };
    await page.goto('/box-breathing');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await check('open drawer');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(5_000);
    await check('running box breathing');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, { prompt: () => Promise.resolve() });
      window.dispatchEvent(event);
    });
    await page.clock.runFor(3_000);
    await expect(page.getByRole('dialog', { name: 'Install Stillwell' })).toBeVisible();
    await check('install dialog');
    await context.close();
  });

  test(`an open settings dialog and an open summary dialog pass axe in ${scheme}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-22T09:00:00Z') });
    const check = async (what: string) => {
      await expectNoAxeViolations(page, `${what} (${scheme})`);
    };
    await page.goto('/rain-meditation');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Rain Settings' })).toBeVisible();
    await check('open settings dialog');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: '5 min', exact: true }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Begin Rain Session' }).click();
    await page.clock.runFor(301_000);
    await expect(page.getByRole('dialog', { name: 'Rain Session Complete' })).toBeVisible();
    await check('open summary dialog');
    await context.close();
  });
}
