import { expect, test } from '@playwright/test';
import { waitForIslands } from './helpers';

const SOUND_KEY = 'stillwell:box-breathing:sound-on';

test.describe('stored data (docs/decisions.md#principles)', () => {
  test('a corrupt value is kept aside, the visitor is told, and the tool works', async ({
    page,
  }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, '{"not": "a boolean"');
        sessionStorage.setItem('seeded', '1');
      }
    }, SOUND_KEY);
    await page.goto('/box-breathing');
    await waitForIslands(page);
    await expect(page.getByRole('alert')).toContainText(
      "We couldn't read your box breathing sound setting",
    );
    const backup = await page.evaluate(
      (key) => localStorage.getItem(`stillwell:backup:${key}`),
      SOUND_KEY,
    );
    expect(JSON.parse(backup ?? '{}')).toMatchObject({ raw: '{"not": "a boolean"' });
    await expect(page.getByRole('button', { name: 'Phase tones' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test('a full storage quota is reported, and the tool keeps working', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto('/box-breathing');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Phase tones' }).click();
    await expect(page.getByRole('alert')).toContainText('storage is full');
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  });
});
