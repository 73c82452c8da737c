import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';
import { NOW, SEEDED_LOG, seedStorage } from './journal-fixtures';
import { expectNoAxeViolations } from './axe';

test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

const LOG_KEY = 'stillwell:site:practice-log';

async function openJournal(page: Page, log: unknown[] = SEEDED_LOG): Promise<void> {
  await page.clock.setFixedTime(NOW);
  await seedStorage(page, { [LOG_KEY]: JSON.stringify(log) });
  await page.goto('/practice');
  await waitForIslands(page);
}

test.describe('practice journal (/practice)', () => {
  test('a seeded log shows this week, this month, the streaks, each tool and the heatmap', async ({
    page,
  }) => {
    await openJournal(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Practice Journal');
    const totals = page.getByRole('region', { name: 'Your time' });
    // Monday-first week: 10 + 15 + 5 min, plus the 10 min after Sunday's midnight.
    await expect(totals.getByRole('definition').nth(0)).toHaveText('40 min');
    await expect(totals).toContainText('3 sessions since Monday');
    await expect(totals.getByRole('definition').nth(2)).toHaveText('1 h 10 min');
    await expect(totals).toContainText('5 sessions in November');
    await expect(totals.getByRole('definition').nth(4)).toHaveText('4 days');
    await expect(totals).toContainText('in a row, today included');
    await expect(totals.getByRole('definition').nth(6)).toHaveText('4 days');

    const byTool = page.getByRole('region', { name: 'By tool' });
    await expect(byTool.getByRole('listitem')).toHaveText([
      /Sound Bowl\s*45 min · 2 sessions/,
      /Rain Meditation\s*20 min · 1 session/,
      /Sound Mixer\s*20 min · 1 session/,
      /Box Breathing\s*15 min · 2 sessions/,
    ]);

    const heatmap = page.getByRole('region', { name: 'Minutes per day' });
    await expect(heatmap.locator('[data-day="2026-11-24"]')).toHaveAttribute('data-level', '2');
    await expect(heatmap.locator('[data-day="2026-11-22"]')).toHaveAttribute('data-level', '2');
    await expect(heatmap.locator('[data-day="2026-11-26"]')).not.toHaveAttribute('data-level');
    await expect(heatmap).toContainText('you practised on 6 days, 1 h 40 min in all');
    await heatmap.getByText('Show as a table').click();
    await expect(heatmap.getByRole('row', { name: /November 2026/ })).toHaveText(
      /November 2026\s*5\s*1 h 10 min/,
    );

    const sessions = page.getByRole('region', { name: 'Sessions' });
    await expect(sessions.getByRole('heading', { level: 3 }).first()).toHaveText(
      /^Today\s*1 session · 5 min$/,
    );
    await expect(
      sessions.getByRole('listitem').filter({ hasText: 'Box Breathing' }).first(),
    ).toContainText('07:30 · 5 min');
    await expect(sessions.getByRole('heading', { level: 3 }).nth(1)).toHaveText(/^Yesterday/);
  });

  test('hiding streaks is remembered and nothing scolds a missed day', async ({ page }) => {
    await openJournal(page, SEEDED_LOG.slice(0, 2));
    const totals = page.getByRole('region', { name: 'Your time' });
    await expect(totals).toContainText('A new one begins with your next session');
    const toggle = page.getByRole('switch', { name: 'Show streaks' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(totals.getByText('Current streak')).toHaveCount(0);
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('switch', { name: 'Show streaks' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.getByText('Longest streak')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('stillwell:site:show-streaks'))).toBe(
      'false',
    );
  });

  test('a mood tap is saved beside the log and shown with the session', async ({ page }) => {
    await openJournal(page);
    // times follow the visitor's locale (issue 24): 07:30 in en-GB, 7:30 AM in en-US
    await page.getByRole('button', { name: /^Add mood for Box Breathing at 0?7:30/ }).click();
    const dialog = page.getByRole('dialog', { name: 'How did you feel?' });
    await expect(dialog).toContainText('Box Breathing');
    const before = dialog.getByRole('group', { name: 'Before the session' });
    const after = dialog.getByRole('group', { name: 'After the session' });
    await before.getByText('Uneasy').click();
    await after.getByText('Good').click();
    await expect(after.getByRole('radio', { name: 'Good' })).toBeChecked();
    await expect(before.getByRole('radio', { name: 'Uneasy' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    const moodButton = page.getByRole('button', {
      name: 'Mood for Box Breathing at 07:30: Uneasy before, Good after',
    });
    await expect(moodButton).toBeVisible();
    expect(
      JSON.parse(
        (await page.evaluate(() => localStorage.getItem('stillwell:site:practice-moods'))) ?? '{}',
      ),
    ).toEqual({ 'box-breathing@2026-11-25T07:30:00.000Z': { before: 2, after: 4 } });
    // The log itself is untouched: moods live beside it.
    expect(
      JSON.parse((await page.evaluate((key) => localStorage.getItem(key), LOG_KEY)) ?? '[]'),
    ).toEqual(SEEDED_LOG);
    await page.reload();
    await waitForIslands(page);
    await expect(moodButton).toBeVisible();
    await moodButton.click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(
      page.getByRole('button', { name: 'Add mood for Box Breathing at 07:30' }),
    ).toBeVisible();
  });

  test('a long log shows a page of days at a time', async ({ page }) => {
    const long = Array.from({ length: 40 }, (_, index) => ({
      tool: 'box-breathing',
      startedAt: new Date(NOW.getTime() - (index + 1) * 86_400_000).toISOString(),
      endedAt: new Date(NOW.getTime() - (index + 1) * 86_400_000 + 300_000).toISOString(),
      seconds: 300,
    }));
    await openJournal(page, long);
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await expect(sessions.getByRole('heading', { level: 3 })).toHaveCount(14);
    await sessions.getByRole('button', { name: 'Show earlier days' }).click();
    await expect(sessions.getByRole('heading', { level: 3 })).toHaveCount(28);
  });

  test('an empty journal invites a first session', async ({ page }) => {
    await page.goto('/practice');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { name: 'No sessions yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start your first session' })).toHaveAttribute(
      'href',
      '/tools',
    );
  });

  test('Practice is in the navigation, on desktop and in the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/tools');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Stillwell',
      'Home',
      'Tools',
      'Guides',
      'Practice',
    ]);
    await nav.getByRole('link', { name: 'Practice' }).click();
    await expect(page).toHaveURL(/\/practice$/);
    await expect(nav.getByRole('link', { name: 'Practice' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Menu links' }).getByRole('link', { name: 'Practice' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the seeded journal, heatmap and mood dialog pass axe in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await openJournal(page);
      const check = (what: string) => expectNoAxeViolations(page, `${what} (${scheme})`);
      await page.getByText('Show as a table').click();
      await check('journal');
      // times follow the visitor's locale (issue 24): 07:30 in en-GB, 7:30 AM in en-US
      await page.getByRole('button', { name: /^Add mood for Box Breathing at 0?7:30/ }).click();
      await check('mood dialog');
    });
  }
});
