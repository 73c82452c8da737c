import { expect, test, type Page } from '@playwright/test';

/** The JSON-LD block of `type` on the page. */
async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}') as unknown));
  return (blocks as Record<string, unknown>[]).find((block) => block['@type'] === type) ?? {};
}

const steps = (page: Page) =>
  page.getByRole('region', { name: 'How to practise' }).getByRole('listitem');
const faq = (page: Page) => page.locator('details[name="faq"]');

test.describe('session tool guides (docs/site.md#guides)', () => {
  test('the focus timer guide states the rhythm and has a theme toggle in its header', async ({
    page,
  }) => {
    await page.goto('/focus-timer-guide');
    const main = page.getByRole('main');
    for (const text of [
      'focus 25 minutes, short break 5 minutes, long',
      'fixed and not customizable',
      'Four to eight focus sessions a day',
      'A long break follows every 4 focus sessions',
      '15 to 20 minutes',
      'Your progress is kept',
    ]) {
      await expect(main.getByText(text, { exact: false }).first()).toBeAttached();
    }
    await expect(main.getByRole('link', { name: 'Start the Focus Timer' })).toHaveAttribute(
      'href',
      '/focus-timer',
    );
    const headerToggle = page.locator('article header').getByRole('button', {
      name: 'Switch to dark theme',
    });
    await expect(headerToggle).toBeVisible();
    await headerToggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the eye guide: 20/20/20 explainer, controls overview, 6 steps, 8 questions, 2 minutes', async ({
    page,
  }) => {
    await page.goto('/eye-health-app-guide');
    for (const twenty of ['20 minutes', '20 feet', '20 seconds']) {
      await expect(page.getByText(twenty, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Controls overview' })).toBeVisible();
    await expect(steps(page)).toHaveCount(6);
    await expect(faq(page)).toHaveCount(8);
    expect(await jsonLd(page, 'HowTo')).toMatchObject({ totalTime: 'PT2M' });
    await expect(page.getByText('free of charge').first()).toBeAttached();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Start the Eye Health Timer' }),
    ).toHaveAttribute('href', '/eye-health-app');
  });

  test('the walking guide states durations, paces and the 10-20 step path', async ({ page }) => {
    await page.goto('/walking-meditation-guide');
    const main = page.getByRole('main');
    for (const text of [
      '5, 10, 15, 20, 30, 45 or 60 minutes',
      'slow (4 seconds per step)',
      'normal (2.5 seconds, the default)',
      'medium (1.5 seconds)',
      'path of 10 to 20 steps',
    ]) {
      await expect(main.getByText(text, { exact: false }).first()).toBeAttached();
    }
    await expect(main.getByRole('link', { name: 'Start Walking Meditation' })).toHaveAttribute(
      'href',
      '/walking-meditation',
    );
  });

  test('the garden guide states the grid, the lengths and the breathing pattern', async ({
    page,
  }) => {
    await page.goto('/garden-plant-meditation-guide');
    const main = page.getByRole('main');
    for (const text of [
      'a 6x6 grid of 36 plots',
      '30 seconds (demo), 1, 3, 5, 10 or 20 minutes',
      'a 4-4-4-4 pattern',
    ]) {
      await expect(main.getByText(text, { exact: false }).first()).toBeAttached();
    }
    await expect(main.getByRole('link', { name: 'Start Your Garden' })).toHaveAttribute(
      'href',
      '/garden-plant-meditation',
    );
  });
});
