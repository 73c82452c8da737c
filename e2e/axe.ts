/**
 * One axe pass for the whole suite: WCAG 2.2 AA rules, violations listed as `rule: targets` so a failure
 * names what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule tags every axe pass runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What of the page a pass covers: CSS selectors to include or leave out (the whole page by default). */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/**
 * The page's violations, one `rule: targets` line each (empty when clean).
 * why legacy mode: axe then runs in the page itself; the default mode finishes each pass in a new blank
 * page of the same browser context, which took twice as long and, under an installed fake clock (it
 * covers every page of the context), could wait forever on that page's timers. The site has no
 * cross-origin frames, the one thing legacy mode cannot reach.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_TAGS);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Fails, naming `what` and each violation, when axe finds anything on the page. */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  scope: AxeScope = {},
): Promise<void> {
  expect(await axeViolations(page, scope), what).toEqual([]);
}
