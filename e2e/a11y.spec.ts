import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { getSitemapPaths } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const scheme of ['light', 'dark'] as const) {
  test(`every sitemap page has no WCAG 2.2 AA violations in ${scheme}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const paths = [...(await getSitemapPaths(request)), '/no-such-page'];
    const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(summary, `${path} (${scheme})`).toEqual([]);
    }
    await context.close();
  });
}
