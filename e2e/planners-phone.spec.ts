import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';

/** The phone the budget names: a planner's main control is on screen without scrolling. */
const PHONE = { width: 390, height: 844 };

/** The control's box lies inside the first screen, with the page scrolled to the top. */
async function expectOnFirstScreen(page: Page, control: Locator): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
}

const PLANNERS = [
  {
    path: '/mindful-tasks-planner',
    generate: 'Generate AI Suggestions',
    field: null,
    tab: null,
  },
  {
    path: '/ai-yoga-planner',
    generate: 'Generate AI Practice',
    field: 'Custom pose',
    tab: 'Practice',
  },
  {
    path: '/ai-exercise-planner',
    generate: 'Generate AI Workout',
    field: 'Custom exercise',
    tab: 'Train',
  },
] as const;

test.describe('planners at 390 x 844', () => {
  test.use({ viewport: PHONE });

  for (const planner of PLANNERS) {
    test(`${planner.path}: the generate button (and Start Session where there is one) on the first screen`, async ({
      page,
    }) => {
      await page.goto(planner.path);
      await waitForIslands(page);
      await expectOnFirstScreen(page, page.getByRole('button', { name: planner.generate }));
      if (!planner.field || !planner.tab) return;
      await page.getByLabel(planner.field).fill('Steady stance');
      await page.getByLabel(planner.field).press('Enter');
      await page.getByRole('tab', { name: planner.tab }).click();
      await expectOnFirstScreen(page, page.getByRole('button', { name: 'Start Session' }));
    });
  }
});
