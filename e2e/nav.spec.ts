import { expect, test } from '@playwright/test';
import { getSitemapPaths } from './helpers';

test.describe('navigation bar (docs/site.md#navigation)', () => {
  test('desktop: fixed links with the active one highlighted and a shadow after 50 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/tools');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Tools', 'Guides'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tools', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'data-active',
    );
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    const header = page.locator('[data-site-nav]');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute('data-scrolled', '');

    await nav.getByRole('link', { name: 'Stillwell home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a tool page highlights Tools, a guide highlights Guides', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/box-breathing');
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Tools', exact: true }),
    ).toHaveAttribute('data-active', '');
    await page.goto('/box-breathing-guide');
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Guides', exact: true }),
    ).toHaveAttribute('data-active', '');
  });

  test('mobile: a 350 px drawer with backdrop, scroll lock, Escape and focus return', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.locator('#nav-drawer');
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Tools', exact: true }),
    ).toBeHidden();
    await expect(drawer).toBeHidden();

    await menu.click();
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(350, 1);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(390, 1);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    const backdrop = await drawer.evaluate(
      (node) => getComputedStyle(node, '::backdrop').backgroundColor,
    );
    expect(backdrop).not.toBe('rgba(0, 0, 0, 0)');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    await menu.click();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // Hold the navigation so the drawer's own closing is what the test sees, not a fresh page.
    await page.route('**/guides', (route) => route.abort());
    await drawer.getByRole('link', { name: 'Guides' }).click();
    await expect(drawer).toBeHidden();
    await page.unroute('**/guides');
    await menu.click();
    await drawer.getByRole('link', { name: 'Guides' }).click();
    await expect(page).toHaveURL(/\/guides$/);
  });
});

test.describe('theme (docs/decisions.md#theme)', () => {
  test('follows the system first, then the toggle, remembered across pages and tabs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    const toggle = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Switch to light theme' });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // The browser bar follows the chosen theme too.
    await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
      'content',
      '#f6f4ee',
    );

    const other = await context.newPage();
    await other.goto('/tools');
    // The head script applies the stored theme before the first paint: no flash of dark.
    expect(await other.evaluate(() => document.documentElement.dataset['theme'])).toBe('light');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Switch to dark theme' })
      .click();
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('no flash: the theme is set before the body is parsed', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener(
        'readystatechange',
        () => {
          const record = window as unknown as { firstTheme?: string };
          record.firstTheme ??= document.documentElement.dataset['theme'] ?? 'unset';
        },
        { once: true },
      );
    });
    await page.goto('/guides');
    expect(
      await page.evaluate(() => (window as unknown as { firstTheme?: string }).firstTheme),
    ).toBe('dark');
    await context.close();
  });

  test('the phone menu lists every tool by category and offers System, Light and Dark', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const toolPaths = (await getSitemapPaths(request)).filter(
      (path) =>
        !path.endsWith('-guide') &&
        ![
          '/',
          '/tools',
          '/guides',
          '/practice',
          '/your-data',
          '/privacy-policy',
          '/terms-of-service',
          '/credits',
        ].includes(path),
    );
    for (const path of toolPaths) await expect(drawer.locator(`a[href="${path}"]`)).toHaveCount(1);
    await expect(drawer.getByRole('region', { name: 'Sound & Nature' })).toBeVisible();
    await drawer.getByText('Dark', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await drawer.getByText('System', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
