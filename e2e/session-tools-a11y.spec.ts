import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';
import { expectNoAxeViolations } from './axe';

/** Runs axe; the fake clock runs on meanwhile (axe waits on timers), then stands still again. */
async function expectNoViolations(page: Page, what: string) {
  await page.clock.resume();
  await expectNoAxeViolations(page, what);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForIslands(page);
  await page.clock.pauseAt(new Date('2026-11-24T08:00:30Z').getTime());
}

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

test.describe('session timers on a 390 × 844 phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-24T08:00:00Z') });
  });

  for (const [path, name] of [
    ['/focus-timer', 'Start'],
    ['/eye-health-app', 'Start'],
    ['/walking-meditation', 'Begin Walking'],
    ['/garden-plant-meditation', 'Plant a Seed'],
  ] as const) {
    test(`${path}: the main control is visible without scrolling`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`axe clean with panels, banners and dialogs open (${scheme})`, () => {
      test.use({ colorScheme: scheme });
      // why: each axe run takes seconds on a busy machine, and these run three or four
      test.describe.configure({ timeout: 120_000 });

      test('focus timer', async ({ page }) => {
        await open(page, '/focus-timer');
        await page.getByRole('button', { name: 'Start', exact: true }).click();
        await page.clock.runFor(5_000);
        await expectNoViolations(page, 'running');
        await page.getByRole('button', { name: 'Settings' }).click();
        await expectNoViolations(page, 'settings');
        await page.keyboard.press('Escape');
        await page.getByTestId('sessions-count').click();
        await expectNoViolations(page, 'history');
      });

      test('eye timer', async ({ page }) => {
        await open(page, '/eye-health-app');
        await page.getByRole('button', { name: 'Start' }).click();
        await page.clock.fastForward(1_195_000);
        await page.clock.runFor(10_000);
        await expect(page.getByRole('region', { name: 'Eye Break Time!' })).toBeVisible();
        await expectNoViolations(page, 'break');
        await page.clock.runFor(20_000);
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByTestId('sessions-count').click();
        await expect(page.getByRole('dialog', { name: 'History' })).toBeVisible();
        await expectNoViolations(page, 'history');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Settings' }).click();
        await expectNoViolations(page, 'settings');
      });

      test('walking meditation', async ({ page }) => {
        await open(page, '/walking-meditation');
        await page.getByRole('button', { name: 'Settings' }).click();
        await expectNoViolations(page, 'settings');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Begin Walking' }).click();
        await page.clock.runFor(3_000);
        await expectNoViolations(page, 'walking');
      });

      test('garden', async ({ page }) => {
        await page.addInitScript(() => {
          const plants = Array.from({ length: 35 }, (_, index) => ({
            type: 'flower2',
            planted: '2026-11-20T08:00:00.000Z',
            id: index + 1,
          }));
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem('gardenPlants', JSON.stringify(plants));
          }
        });
        await open(page, '/garden-plant-meditation');
        await page.getByRole('button', { name: 'Settings' }).click();
        await expectNoViolations(page, 'settings');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Plant a Seed' }).click();
        await page.clock.runFor(5_000);
        await expectNoViolations(page, 'session');
        await page.clock.runFor(25_000);
        await expect(page.getByRole('dialog', { name: 'Garden Complete!' })).toBeVisible();
        await expectNoViolations(page, 'complete');
      });
    });
  }
});
