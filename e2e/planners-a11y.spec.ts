import { expect, test } from '@playwright/test';
import { waitForIslands } from './helpers';
import { expectNoAxeViolations } from './axe';

/** Every tab of the three planners, with suggestions shown and a session running, in both themes. */
for (const scheme of ['light', 'dark'] as const) {
  test(`planner tabs pass axe in ${scheme}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-22T09:00:00Z') });

    await page.goto('/mindful-tasks-planner');
    await waitForIslands(page);
    await page.getByRole('radio', { name: 'Calm' }).check({ force: true });
    await page.getByRole('button', { name: 'Generate AI Suggestions' }).click();
    await expect(page.getByRole('list', { name: 'Suggestions' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Custom task' }).fill('Old task');
    await page.getByRole('textbox', { name: 'Custom task' }).press('Enter');
    await page.getByRole('checkbox', { name: 'Drink Water' }).click();
    await expectNoAxeViolations(page, `tasks Today (${scheme})`);
    for (const tab of ['Habits', 'Insights']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel')).not.toContainText('Loading…');
      await expectNoAxeViolations(page, `tasks ${tab} (${scheme})`);
    }

    for (const [path, practice, custom, start] of [
      ['/ai-yoga-planner', 'Practice', 'Custom pose', 'Calm'],
      ['/ai-exercise-planner', 'Train', 'Custom exercise', null],
    ] as const) {
      await page.goto(path);
      await waitForIslands(page);
      if (start) await page.getByRole('radio', { name: start }).check({ force: true });
      else await page.getByRole('combobox', { name: 'Fitness goal' }).selectOption('core');
      await page.getByRole('button', { name: /Generate AI/ }).click();
      await expect(page.getByRole('list', { name: 'Suggestions' })).toBeVisible();
      await page.getByRole('textbox', { name: custom }).fill('Mine');
      await page.getByRole('textbox', { name: custom }).press('Enter');
      await expectNoAxeViolations(page, `${path} Plan (${scheme})`);
      await page.getByRole('tab', { name: practice }).click();
      await page.getByRole('button', { name: 'Start Session' }).click();
      await page.clock.runFor(6_000);
      // why resumed: axe waits on timers, and the running practice's clock must move for it to finish
      await page.clock.resume();
      await expectNoAxeViolations(page, `${path} ${practice} running (${scheme})`);
      await page.getByRole('button', { name: 'Stop' }).click();
      const card = page.getByRole('dialog', { name: 'Session Ended' });
      await expect(card).toBeVisible();
      await expectNoAxeViolations(page, `${path} ${practice} ended card (${scheme})`);
      await card.getByRole('button', { name: 'New Session' }).click();
      await page.getByRole('tab', { name: 'Progress' }).click();
      await expect(page.getByRole('list', { name: 'Recent sessions' })).toBeVisible();
      await expectNoAxeViolations(page, `${path} Progress (${scheme})`);
      await page.getByRole('button', { name: 'Clear history' }).click();
      await expectNoAxeViolations(page, `${path} clear dialog (${scheme})`);
      await page.keyboard.press('Escape');
    }
    await context.close();
  });
}
