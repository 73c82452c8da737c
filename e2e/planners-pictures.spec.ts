import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** Room for a loaded machine: suggestions, chunks and drawings can take seconds to arrive. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** Issue 25: every pose and exercise drawn, on a phone, in both themes. */
const PHONE = { width: 390, height: 844 };
const START = new Date('2026-11-22T08:00:05Z').getTime();

const suggestions = (page: Page) =>
  page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem');

/** A drawn picture: an img with a name that says the shape, at least `px` wide. */
async function expectDrawing(picture: Locator, px: number) {
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('aria-label', /^[A-Z].{8,}/);
  const box = await picture.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(px);
}

/** As helpers' waitForIslands, with room for a loaded machine (the island hydrates after first paint). */
async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 60_000 });
}

test.describe('planners with pictures at 390 x 844 (issue 25)', () => {
  test.use({ viewport: PHONE });
  // Pages, the AI server and the drawings all load on a shared machine: room for a slow first paint.
  test.describe.configure({ timeout: 240_000 });

  for (const scheme of ['light', 'dark'] as const) {
    test(`yoga: six drawn suggestions, today's list, a custom pose's mark, the practice's pictures; axe clean (${scheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.clock.install({ time: START - 5_000 });
      await page.clock.pauseAt(START);
      await page.goto('/ai-yoga-planner');
      await waitForIslands(page);
      await page.getByRole('radio', { name: 'Calm' }).check({ force: true });
      await page.getByRole('button', { name: 'Generate AI Practice' }).click();
      await expect(suggestions(page)).toHaveCount(6);
      for (const card of await suggestions(page).all())
        await expectDrawing(card.locator('[data-picture="figure"] svg[role="img"]'), 90);

      const first = suggestions(page).first();
      const name = (await first.getByRole('heading').textContent()) ?? '';
      const alt = await first.getByRole('img').getAttribute('aria-label');
      await first.getByRole('button', { name: `Add ${name}` }).click();
      const second = suggestions(page).first();
      const secondName = (await second.getByRole('heading').textContent()) ?? '';
      const secondAlt = await second.getByRole('img').getAttribute('aria-label');
      await second.getByRole('button', { name: `Add ${secondName}` }).click();
      await page.getByRole('textbox', { name: 'Custom pose' }).fill('Steady stance');
      await page.getByRole('textbox', { name: 'Custom pose' }).press('Enter');
      const today = page.getByRole('list', { name: "Today's poses" });
      await expect(today.getByRole('img', { name: alt ?? '' })).toBeVisible();
      await expect(today.getByRole('img', { name: 'No drawing: a custom pose' })).toBeVisible();
      // axe waits on timers: the clock runs for the check, then stands still again for the practice.
      await page.clock.resume();
      await expectNoAxeViolations(page, `yoga plan (${scheme})`);
      await page.clock.pauseAt(START + 3_600_000);

      await page.getByRole('tab', { name: 'Practice' }).click();
      await page.getByRole('button', { name: 'Start Session' }).click();
      // The get-ready count shows the first pose's picture, then the pose itself is drawn large.
      await expect(
        page.getByTestId('next-picture').getByRole('img', { name: alt ?? '' }),
      ).toBeVisible();
      await page.clock.runFor(5_500);
      await expect(page.getByTestId('run-title')).toHaveText(name);
      await expectDrawing(
        page.getByTestId('current-picture').getByRole('img', { name: alt ?? '' }),
        180,
      );
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(
        page.getByTestId('current-picture').getByRole('img', { name: secondAlt ?? '' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(
        page.getByTestId('current-picture').getByRole('img', { name: 'No drawing: a custom pose' }),
      ).toBeVisible();
      await page.clock.resume();
      await expectNoAxeViolations(page, `yoga practice (${scheme})`);
    });
  }

  test('exercise: the next exercise is drawn during the rest', async ({ page }) => {
    await page.clock.install({ time: START - 5_000 });
    await page.clock.pauseAt(START);
    await page.goto('/ai-exercise-planner');
    await waitForIslands(page);
    await page.getByRole('combobox', { name: 'Fitness goal' }).selectOption('plyometrics');
    await page.getByRole('button', { name: 'Generate AI Workout' }).click();
    await expect(suggestions(page)).toHaveCount(6);
    for (const card of await suggestions(page).all())
      await expectDrawing(card.locator('[data-picture="figure"] svg[role="img"]'), 90);

    const names: string[] = [];
    const alts: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const card = suggestions(page).first();
      names.push((await card.getByRole('heading').textContent()) ?? '');
      alts.push((await card.getByRole('img').getAttribute('aria-label')) ?? '');
      await card.getByRole('button', { name: `Add ${names[index]}` }).click();
    }
    await page.getByRole('tab', { name: 'Train' }).click();
    await page
      .getByRole('combobox', { name: 'Rest between sets and exercises' })
      .selectOption('15');
    await page.getByRole('button', { name: 'Start Session' }).click();
    // the get-ready count, then each set of the first exercise (Done set for reps, the clock for a hold)
    // and the rests between them, until the rest before the second exercise
    await page.clock.runFor(5_000);
    await expect(
      page.getByTestId('current-picture').getByRole('img', { name: alts[0] ?? '' }),
    ).toBeVisible();
    const nextPicture = page.getByTestId('next-picture').getByRole('img', { name: alts[1] ?? '' });
    for (let set = 0; set < 6 && !(await nextPicture.isVisible()); set += 1) {
      const doneSet = page.getByRole('button', { name: 'Done set' });
      if (await doneSet.isVisible()) await doneSet.click();
      else if ((await page.getByTestId('run-title').textContent()) === 'Rest')
        await page.clock.runFor(16_000);
      else await page.clock.runFor(61_000);
    }
    await expect(page.getByTestId('run-title')).toHaveText('Rest');
    await expect(nextPicture).toBeVisible();
  });

  test('a model’s suggestions: a known name is drawn with its caution, an unknown one gets its category’s mark', async ({
    page,
  }) => {
    const item = (name: string, caution?: string) => ({
      name,
      benefits: 'Power',
      instructions: 'Stand tall|Jump|Land softly|Do 3 sets of 5',
      difficulty: 'advanced',
      category: 'plyometrics',
      ...(caution ? { caution } : {}),
    });
    await page.route('**/api/ai/suggestions', (route) =>
      route.fulfill({
        json: {
          items: [
            item('Box Jumps', 'Start with a low box.'),
            item('Tuck Jumps'),
            item('Squat Jumps'),
            item('Broad Jumps'),
            item('Skater Jumps'),
            item('Lateral Bounds'),
          ],
        },
      }),
    );
    await page.goto('/ai-exercise-planner');
    await waitForIslands(page);
    await page.getByRole('combobox', { name: 'Fitness goal' }).selectOption('plyometrics');
    await page.getByRole('button', { name: 'Generate AI Workout' }).click();
    await expect(suggestions(page)).toHaveCount(6);
    const box = suggestions(page).filter({ hasText: 'Box Jumps' });
    await expectDrawing(box.getByRole('img', { name: /box/i }), 90);
    await expect(box.getByText('Caution:')).toBeVisible();
    await expect(box).toContainText('Start with a low box.');
    await expect(box).toContainText('3 sets × 5 reps');
    await expect(
      suggestions(page)
        .filter({ hasText: 'Lateral Bounds' })
        .getByRole('img', { name: 'No drawing: a Plyometrics exercise' }),
    ).toBeVisible();
  });

  test('the custom-add fields show their whole placeholder', async ({ page }) => {
    for (const [path, field, text] of [
      ['/ai-exercise-planner', 'Custom exercise', 'Add your own exercise'],
      ['/ai-yoga-planner', 'Custom pose', 'Add your own pose'],
    ] as const) {
      await page.goto(path);
      await waitForIslands(page);
      const input = page.getByRole('textbox', { name: field });
      await expect(input).toHaveAttribute('placeholder', text);
      const fits = await input.evaluate((element: HTMLInputElement) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return false;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(element.placeholder).width <= room;
      });
      expect(fits, `${path}: "${text}" fits its field`).toBe(true);
    }
  });
});
