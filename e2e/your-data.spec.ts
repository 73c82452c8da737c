import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';
import { readLocalStorage, SEEDED_LOG, seedStorage } from './journal-fixtures';
import { expectNoAxeViolations } from './axe';

const SEED = {
  'stillwell:site:practice-log': JSON.stringify(SEEDED_LOG),
  'stillwell:site:practice-moods': JSON.stringify({
    'box-breathing@2026-11-25T07:30:00.000Z': { after: 4 },
  }),
  'stillwell:sound-mixer:mix': JSON.stringify({
    on: ['rain'],
    volumes: { rain: 60 },
    master: 90,
    durationMin: 15,
  }),
  'stillwell:sound-bowl:volume': '0.6',
  'stillwell:site:theme': '"light"',
  'not-stillwell': 'another app on this origin',
};

const SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function openYourData(page: Page): Promise<void> {
  await seedStorage(page, SEED);
  await page.goto('/your-data');
  await waitForIslands(page);
}

/** Chooses a file for "Import a backup" (the button opens the same input). */
async function importFile(page: Page, name: string, text: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a backup' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

test.describe('your data (/your-data)', () => {
  test('lists what each tool and the site keep, with sizes', async ({ page }) => {
    await openYourData(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Data');
    const kept = page.getByRole('region', { name: 'What Stillwell keeps here' });
    await expect(kept.getByRole('heading', { level: 3 })).toHaveText([
      /^Practice journal \d+(\.\d)? KB$/,
      /^Site settings \d+ bytes$/,
      /^Sound Bowl 60 bytes$/,
      /^Sound Mixer \d+ bytes$/,
    ]);
    await expect(kept).toContainText('Your practice log');
    await expect(kept).toContainText('Your sound mix');
    // every tool without stored data, in directory order; tools with data are not in the sentence
    const nothing = kept.getByText(/^Nothing stored yet for /);
    await expect(nothing).toHaveText(
      /^Nothing stored yet for Box Breathing, .*Rain Meditation.*\.$/,
    );
    await expect(nothing).not.toContainText('Sound Bowl');
    await expect(nothing).not.toContainText('Sound Mixer');
  });

  test('deletes one tool’s data after a confirmation, and nothing else', async ({ page }) => {
    await openYourData(page);
    await page.getByRole('button', { name: 'Delete Sound Bowl data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Sound Bowl data?' });
    await expect(dialog).toContainText('Your singing bowl volume');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('stillwell:sound-bowl:volume'))).toBe(
      '0.6',
    );

    await page.getByRole('button', { name: 'Delete Sound Mixer data' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Sound Mixer data?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Sound Mixer data deleted.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Sound Mixer data' })).toHaveCount(0);
    const stored = Object.fromEntries(await readLocalStorage(page));
    expect(stored['stillwell:sound-mixer:mix']).toBeUndefined();
    expect(stored['stillwell:sound-bowl:volume']).toBe('0.6');
    expect(stored['stillwell:site:practice-log']).toBe(SEED['stillwell:site:practice-log']);
  });

  test('a downloaded backup imports back after deleting everything, after a preview, byte for byte', async ({
    page,
  }) => {
    await openYourData(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('region', { name: 'Back up and restore' })
        .getByRole('button', { name: 'Download a backup' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^stillwell-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile((await download.path()) ?? '', 'utf8');
    const file = JSON.parse(text) as {
      format: string;
      version: number;
      items: Record<string, string>;
    };
    expect(file.format).toBe('stillwell-data');
    expect(file.version).toBe(1);
    expect(file.items['stillwell:site:practice-log']).toBe(SEED['stillwell:site:practice-log']);
    expect(file.items['not-stillwell']).toBeUndefined();
    await expect(page.getByText(/^Downloaded .+ \d{4}\.$/)).toBeVisible();
    const afterExport = await readLocalStorage(page);

    await page.getByRole('button', { name: 'Delete everything' }).click();
    await page
      .getByRole('dialog', { name: 'Delete everything?' })
      .getByRole('button', { name: 'Delete everything' })
      .click();
    await expect(
      page.getByText('Nothing yet: Stillwell keeps no data in this browser.'),
    ).toBeVisible();
    expect(await readLocalStorage(page)).toEqual([['not-stillwell', SEED['not-stillwell']]]);

    await importFile(page, download.suggestedFilename(), text);
    const preview = page.getByRole('dialog', { name: 'Import this backup?' });
    await expect(preview).toContainText('Practice journal');
    await expect(preview).toContainText('Adds your practice log');
    await expect(preview).toContainText('Sound Mixer');
    await expect(preview).toContainText('Adds your sound mix');
    // Nothing is written before the visitor says so.
    expect(await readLocalStorage(page)).toEqual([['not-stillwell', SEED['not-stillwell']]]);
    await preview.getByRole('button', { name: 'Import backup' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Backup from .+ imported\.$/ }),
    ).toBeVisible();
    expect(await readLocalStorage(page)).toEqual(afterExport);
    await expect(page.getByRole('button', { name: 'Delete Sound Mixer data' })).toBeVisible();
  });

  test('a cancelled import changes nothing', async ({ page }) => {
    await openYourData(page);
    const before = await readLocalStorage(page);
    await importFile(
      page,
      'other.json',
      JSON.stringify({
        format: 'stillwell-data',
        version: 1,
        exportedAt: '2026-01-01T00:00:00Z',
        items: {},
      }),
    );
    const preview = page.getByRole('dialog', { name: 'Import this backup?' });
    await expect(preview).toContainText('Removes your sound mix');
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect(preview).toBeHidden();
    expect(await readLocalStorage(page)).toEqual(before);
  });

  for (const [what, text, message] of [
    [
      'a file that is not JSON',
      'this is not json',
      "This file isn't a Stillwell backup: it isn't JSON. Nothing was changed.",
    ],
    [
      'another program’s JSON',
      '{"name":"notes","entries":[]}',
      "This file isn't a Stillwell backup. Choose a file made with “Download a backup”. Nothing was changed.",
    ],
    [
      'a backup from a newer Stillwell',
      '{"format":"stillwell-data","version":2,"exportedAt":"2027-01-01T00:00:00Z","items":{}}',
      'This backup was made by a newer version of Stillwell (format 2; this page reads up to format 1). Reload Stillwell to get the latest version, then import it again. Nothing was changed.',
    ],
  ] as const) {
    test(`importing ${what} changes nothing and says why`, async ({ page }) => {
      await openYourData(page);
      const before = await readLocalStorage(page);
      await importFile(page, 'backup.json', text);
      await expect(page.getByRole('alert').filter({ hasText: message })).toHaveText(message);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await readLocalStorage(page)).toEqual(before);
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test.describe(`at ${viewport.width} x ${viewport.height} (issue 24)`, () => {
      test.use({ viewport });

      test('after Delete everything, importing a backup clears the deleted notice', async ({
        page,
      }) => {
        await openYourData(page);
        const text = JSON.stringify({
          format: 'stillwell-data',
          version: 1,
          exportedAt: '2026-11-20T09:00:00Z',
          items: { 'stillwell:sound-bowl:volume': '0.4' },
        });
        await page.getByRole('button', { name: 'Delete everything' }).click();
        await page
          .getByRole('dialog', { name: 'Delete everything?' })
          .getByRole('button', { name: 'Delete everything' })
          .click();
        const deleted = page.getByText('Everything Stillwell kept in this browser is deleted.');
        await expect(deleted).toBeVisible();
        await importFile(page, 'backup.json', text);
        const preview = page.getByRole('dialog', { name: 'Import this backup?' });
        await expect(preview.getByRole('button', { name: 'Import backup' })).toBeInViewport();
        await preview.getByRole('button', { name: 'Import backup' }).click();
        await expect(
          page.getByRole('status').filter({ hasText: /^Backup from .+ imported\.$/ }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Delete Sound Bowl data' })).toBeVisible();
        await expect(deleted).toHaveCount(0);
      });

      test('the import preview names the values it cannot use and leaves them out', async ({
        page,
      }) => {
        await openYourData(page);
        const before = await readLocalStorage(page);
        await importFile(
          page,
          'backup.json',
          JSON.stringify({
            format: 'stillwell-data',
            version: 1,
            exportedAt: '2026-11-20T09:00:00Z',
            items: {
              ...Object.fromEntries(before.filter(([key]) => key.startsWith('stillwell:'))),
              // a volume of 7 (0 to 1 is kept) and a mix that is not one
              'stillwell:sound-bowl:volume': '7',
              'stillwell:sound-mixer:mix': '{"on":"rain"}',
            },
          }),
        );
        const preview = page.getByRole('dialog', { name: 'Import this backup?' });
        await expect(preview.getByTestId('import-unusable')).toHaveText(
          "2 values in this backup are damaged and can't be used. They are left out; what this browser keeps for them stays.",
        );
        await expect(preview).toContainText(
          "Can't use your singing bowl volume: it is damaged in this backup",
        );
        await expect(preview).toContainText(
          "Can't use your sound mix: it is damaged in this backup",
        );
        await expect(preview).not.toContainText('Replaces your sound mix');
        await expect(preview.getByRole('button', { name: 'Import backup' })).toBeInViewport();
        await preview.getByRole('button', { name: 'Import backup' }).click();
        await expect(
          page.getByRole('status').filter({
            hasText:
              /^Backup from .+ imported\. 2 values it held could not be used and were left out\.$/,
          }),
        ).toBeVisible();
        // what this browser kept for them stays, so the tools open on it
        expect(await readLocalStorage(page)).toEqual(before);
      });
    });
  }

  test('asks the browser to keep the data and shows its answer and the space used', async ({
    page,
  }) => {
    await openYourData(page);
    const status = page.getByTestId('persistence');
    const ask = page.getByRole('button', { name: 'Ask the browser to keep it' });
    const answer = /Your browser has agreed to keep Stillwell's data|Your browser said not yet/;
    // the island first asks the browser what it has decided: wait for the button or an answer, then ask
    await expect(ask.or(status.filter({ hasText: answer }))).toBeVisible();
    if (await ask.isVisible()) await ask.click();
    await expect(status).toHaveText(answer);
    await expect(page.getByText(/^About .+ of the .+ this browser allows Stillwell/)).toBeVisible();
    await expect(page.getByText('No backup downloaded from this browser yet.')).toBeVisible();
    await expect(page.getByTestId('safari-notice')).toHaveCount(0);
  });

  test('on Safari, explains the 7-day rule and offers a backup', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: SAFARI_UA });
    const page = await context.newPage();
    await seedStorage(page, { ...SEED, 'stillwell:site:install-dismissed': 'true' });
    await page.goto('/your-data');
    await waitForIslands(page);
    const notice = page.getByTestId('safari-notice');
    await expect(notice.getByRole('heading')).toHaveText('Safari deletes data after 7 days away');
    await expect(notice).toContainText(
      'after 7 days without a visit, unless the site is added to your Home Screen',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      notice.getByRole('button', { name: 'Download a backup' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^stillwell-backup-/);
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the data page, its import preview and delete dialog pass axe in ${scheme}`, async ({
      browser,
    }) => {
      // three axe passes over the site's longest page: 40 s on a quiet 2-core machine, more under load
      test.setTimeout(150_000);
      const context = await browser.newContext({
        colorScheme: scheme,
        reducedMotion: 'reduce',
        userAgent: SAFARI_UA,
      });
      const page = await context.newPage();
      // The iOS install prompt (docs/site.md#install-prompt) would cover the page for a Safari user agent.
      await seedStorage(page, {
        ...SEED,
        'stillwell:site:theme': `"${scheme}"`,
        'stillwell:site:install-dismissed': 'true',
      });
      await page.goto('/your-data');
      await waitForIslands(page);
      const check = (what: string) => expectNoAxeViolations(page, `${what} (${scheme})`);
      await check('page with the Safari notice');
      await importFile(
        page,
        'b.json',
        JSON.stringify({
          format: 'stillwell-data',
          version: 1,
          exportedAt: '2026-01-01T00:00:00Z',
          items: {},
        }),
      );
      await check('import preview');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Delete everything' }).click();
      await check('delete dialog');
      await context.close();
    });
  }
});

test('after one visit, the journal and the data page work offline, backup included', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedStorage(page, SEED);
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await context.setOffline(true);
  await page.goto('/practice');
  await waitForIslands(page);
  await expect(page.getByRole('region', { name: 'Sessions' })).toContainText('6 sessions in all');
  await page.goto('/your-data');
  await waitForIslands(page);
  await expect(page.getByRole('button', { name: 'Delete Sound Mixer data' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('region', { name: 'Back up and restore' })
      .getByRole('button', { name: 'Download a backup' })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^stillwell-backup-/);
  await context.close();
});
