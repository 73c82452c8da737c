/**
 * A dialog's actions stay in view (issue 24: Done sat under the fold on a phone): on a short phone screen
 * (a phone with its keyboard up) the body of a long dialog scrolls under its actions, which never leave
 * the screen. Each dialog is checked both ways: its body is taller than the panel, and the action is
 * fully in view without scrolling.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';

/** A phone's screen with the on-screen keyboard up. */
test.use({ viewport: { width: 390, height: 480 } });

const DIALOGS = [
  { path: '/sound-bowl', open: 'Settings', dialog: 'Bowl Settings', action: 'Done' },
  { path: '/sound-bowl', open: 'Custom', dialog: 'Custom timer', action: 'Start' },
  {
    path: '/garden-plant-meditation',
    open: 'Settings',
    dialog: 'Garden Settings',
    action: 'Save & Close',
  },
  { path: '/walking-meditation', open: 'Settings', dialog: 'Walking Settings', action: 'Done' },
] as const;

/** Whether the dialog's panel scrolls: its content is taller than the panel. */
const scrolls = (dialog: Locator) =>
  dialog.evaluate((panel) => panel.scrollHeight > panel.clientHeight + 1);

async function openDialog(page: Page, path: string, open: string, name: string) {
  await page.goto(path);
  await waitForIslands(page);
  await page.getByRole('button', { name: open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const { path, open, dialog: name, action } of DIALOGS) {
  test(`${name}: ${action} stays in view while the body scrolls under it`, async ({ page }) => {
    const dialog = await openDialog(page, path, open, name);
    const button = dialog.getByRole('button', { name: action, exact: true });
    await expect(button).toBeInViewport({ ratio: 1 });
    // scrolled to the end, the action is still where it was
    await dialog.evaluate((panel) => panel.scrollTo(0, panel.scrollHeight));
    await expect(button).toBeInViewport({ ratio: 1 });
  });
}

test('the long dialogs do scroll on this screen (so the test above means something)', async ({
  page,
}) => {
  for (const { path, open, dialog: name } of DIALOGS.filter((entry) => entry.action !== 'Start')) {
    expect(await scrolls(await openDialog(page, path, open, name)), name).toBe(true);
  }
});
