import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';
import { expectNoAxeViolations } from './axe';

/** The fake clock stands still at this time once the page has loaded (a minute's margin for a slow load); only runFor moves it. */
const START = new Date('2026-11-24T08:01:00Z').getTime();

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);

const reader = (page: Page) => page.getByTestId('reader');

async function open(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-11-24T08:00:00Z') });
  await page.goto('/ai-book-builder');
  await waitForIslands(page);
  await page.clock.pauseAt(START);
}

/** Steps 1 and 2: a genre and a reading time, then Continue. */
async function choose(page: Page, genre: string, minutes: 10 | 20 | 30): Promise<void> {
  await page.getByRole('radio', { name: genre, exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: `${minutes} minutes` }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A History book of 10 minutes (3 sections), open in the reader. */
async function openHistoryBook(page: Page): Promise<void> {
  await choose(page, 'History', 10);
  await page.getByRole('button', { name: 'Generate Book' }).click();
  await expect(reader(page).getByText('Section 1 of 3', { exact: true })).toBeVisible();
}

test.describe('ai-book-builder', () => {
  test.beforeEach(async ({ page }) => {
    await open(page);
  });

  test('a real genre skips the content type step', async ({ page }) => {
    const steps = page.getByRole('navigation', { name: 'Steps' });
    const names = ['Genre', 'Reading Time', 'Content Type', 'Generate', 'Analytics'];
    for (const [index, name] of names.entries()) {
      await expect(steps.getByRole('button').nth(index)).toHaveAccessibleName(name);
    }
    await choose(page, 'History', 20);
    await expect(page.getByRole('heading', { name: 'Your book' })).toBeVisible();
    await expect(steps.getByRole('button', { name: /Content Type/ })).toHaveCount(0);
    await expect(steps.getByRole('button', { name: /Generate/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(page.getByText('20 minutes, 5 sections')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('radio', { name: '20 minutes' })).toBeChecked();
  });

  test('a fiction book asks for the content type; an existing book needs a 4-character title', async ({
    page,
  }) => {
    await choose(page, 'Fantasy', 10);
    await expect(page.getByRole('group', { name: 'What would you like to read?' })).toBeVisible();
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(next).toHaveCount(0);
    await page.getByRole('radio', { name: 'Existing book' }).check({ force: true });
    const title = page.getByRole('textbox', { name: 'Book title' });
    await title.fill('Oz!');
    await expect(next).toHaveCount(0);
    await title.fill('  Oz!  ');
    await expect(next).toHaveCount(0);
    await title.fill('Ozma');
    await expect(next).toBeVisible();
    await title.fill('The Wizard of Oz');
    await next.click();
    await expect(page.getByText('A retelling of “The Wizard of Oz”')).toBeVisible();
    await page.getByRole('button', { name: 'Generate Book' }).click();
    await expect(reader(page)).toContainText('Oz');
    await expect(reader(page).getByText('Section 1 of 3', { exact: true })).toBeVisible();
  });

  test('a title the built-in library lacks gets its answer, and the visitor picks one it holds', async ({
    page,
  }) => {
    await choose(page, 'Mystery', 10);
    await page.getByRole('radio', { name: 'Existing book' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Book title' }).fill('Gone Girl');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Generate Book' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to generate book content: The built-in guide has no retelling of "Gone Girl".',
    );
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Read “The Moonstone”' }).click();
    await expect(reader(page)).toContainText('Moonstone');
  });

  test('reading to the end shows Book Completed! for 2 s, records the book and updates analytics', async ({
    page,
  }) => {
    await openHistoryBook(page);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await page.clock.runFor(60_000);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(reader(page).getByText('Section 2 of 3', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(reader(page).getByText('Section 3 of 3', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expect(reader(page).getByText('Section 2 of 3', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(60_000);
    await page.getByRole('button', { name: 'Complete' }).click();

    const overlay = page.getByRole('status').filter({ hasText: 'Book Completed!' });
    await expect(overlay.getByRole('heading', { name: 'Book Completed!' })).toBeVisible();
    await expect(overlay).toContainText('AI-generated content may contain mistakes');
    await page.clock.runFor(1_999);
    await expect(overlay).toBeVisible();
    await page.clock.runFor(1);
    await expect(reader(page)).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Choose a genre' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'History' })).not.toBeChecked();

    expect(await stored(page, 'completedBooks')).toEqual([
      {
        id: START + 120_000,
        title: 'Letters of Metal: Gutenberg and the Printing Press',
        author: 'Stillwell Library',
        genre: 'history',
        completedAt: new Date(START + 120_000).toISOString(),
        readingTime: 10,
      },
    ]);
    await expect
      .poll(() => stored(page, 'stillwell:site:practice-log'))
      .toEqual([
        {
          tool: 'ai-book-builder',
          startedAt: new Date(START).toISOString(),
          endedAt: new Date(START + 120_000).toISOString(),
          seconds: 120,
        },
      ]);

    await page.getByRole('button', { name: /Analytics/ }).click();
    const figure = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(figure('Books read')).toHaveText('1');
    await expect(figure('Minutes')).toHaveText('10');
    await expect(figure('Genres')).toHaveText('1');
    await expect(figure('Day streak')).toHaveText('1');
    await expect(page.getByRole('list').filter({ hasText: 'History' }).first()).toContainText(
      '1 book',
    );

    await page.getByRole('button', { name: 'Clear All Data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear all reading data?' });
    await confirm.getByRole('button', { name: 'Clear All Data' }).click();
    await expect(page.getByRole('button', { name: 'Start Reading' })).toBeVisible();
    expect(await stored(page, 'completedBooks')).toEqual([]);
    await page.getByRole('button', { name: 'Start Reading' }).click();
    await expect(page.getByRole('group', { name: 'Choose a genre' })).toBeVisible();
  });

  test('exit resets the flow without recording; reload keeps the library and the position', async ({
    page,
  }) => {
    await openHistoryBook(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(reader(page).getByText('Section 2 of 3', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(reader(page)).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Larger text' }).click();
    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(reader(page)).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Choose a genre' })).toBeVisible();
    expect(await stored(page, 'completedBooks')).toBeNull();
    expect(await stored(page, 'darkMode')).toBe(true);

    await page.reload();
    await waitForIslands(page);
    const library = page.getByRole('region', { name: 'Your library' });
    await expect(library).toContainText('Letters of Metal');
    await expect(library).toContainText('Section 2 of 3');
    await library.getByRole('button', { name: /^Resume/ }).click();
    await expect(reader(page).getByText('Section 2 of 3', { exact: true })).toBeVisible();
    await expect(reader(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(reader(page)).toHaveCount(0);
    // Step 1 offers the book under way too.
    await page.getByRole('button', { name: /^Resume “Letters of Metal/ }).click();
    await expect(reader(page).getByText('Section 2 of 3', { exact: true })).toBeVisible();
  });

  test('a book open when the page reloads opens again where the visitor was', async ({ page }) => {
    await openHistoryBook(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(reader(page).getByText('Section 2 of 3', { exact: true })).toBeVisible();
    await page.reload();
    await waitForIslands(page);
    await expect(reader(page).getByText('Section 2 of 3', { exact: true })).toBeVisible();
    await expect(reader(page)).toContainText('Letters of Metal');
    await page.getByRole('button', { name: 'Exit' }).click();
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('group', { name: 'Choose a genre' })).toBeVisible();
    await expect(reader(page)).toHaveCount(0);
  });

  test('a failing book call shows the message and lets the visitor try again', async ({ page }) => {
    await page.route('**/api/ai/book', (route) =>
      route.fulfill({ status: 500, json: { error: 'The AI provider failed' } }),
    );
    await choose(page, 'Philosophy', 10);
    await page.getByRole('button', { name: 'Generate Book' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to generate book content: The AI provider failed. Please try again.',
    );
    await page.unroute('**/api/ai/book');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(reader(page).getByText('Section 1 of 3', { exact: true })).toBeVisible();
  });

  test('the line saying where books come from never moves Generate Book', async ({ page }) => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/ai/status', async (route) => {
      await held;
      await route.continue();
    });
    await choose(page, 'Biography', 10);
    const generate = page.getByRole('button', { name: 'Generate Book' });
    await expect(generate).toBeVisible();
    const before = await generate.boundingBox();
    answer();
    await expect(page.getByTestId('book-provider')).toHaveText(
      'Books come from Stillwell’s built-in library of readings: no AI model is set up on this server.',
    );
    expect(await generate.boundingBox()).toEqual(before);
  });

  test('a call that cannot reach the server says so', async ({ page }) => {
    await page.route('**/api/ai/book', (route) => route.abort('connectionrefused'));
    await choose(page, 'Biography', 10);
    await page.getByRole('button', { name: 'Generate Book' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to generate book content: Stillwell’s server could not be reached. Please try again.',
    );
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  test('a book that never arrives shows its progress, can be cancelled, and times out at 100 s', async ({
    page,
  }) => {
    await page.route('**/api/ai/book', () => undefined);
    await choose(page, 'History', 30);
    await page.getByRole('button', { name: 'Generate Book' }).click();
    const progress = page.getByTestId('generation-progress');
    await expect(progress).toContainText('Sending your choices');
    await page.clock.runFor(12_000);
    await expect(progress).toContainText('Writing 5 sections of 500–800 words');
    await expect(progress).toContainText('12 s');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(progress).toHaveCount(0);
    await page.getByRole('button', { name: 'Generate Book' }).click();
    await page.clock.runFor(100_000);
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to generate book content: The book did not arrive within 100 seconds. Please try again.',
    );
  });

  test('read-aloud highlights the chunk being read, moves on, and stops on stop, page hide and exit', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // A speech engine that speaks until the test says an utterance ended.
      type Fake = EventTarget & { current: EventTarget | null };
      const state = window as unknown as {
        spoken: string[];
        cancels: number;
        finishSpeech: () => void;
      };
      state.spoken = [];
      state.cancels = 0;
      class Utterance extends EventTarget {
        rate = 1;
        volume = 1;
        lang = '';
        voice: unknown = null;
        constructor(readonly text: string) {
          super();
        }
      }
      const synth = Object.assign(new EventTarget(), { current: null }) as Fake;
      Object.defineProperties(synth, {
        speaking: { get: () => synth.current !== null },
        pending: { get: () => false },
      });
      Object.assign(synth, {
        getVoices: () => [],
        speak: (utterance: Utterance) => {
          state.spoken.push(utterance.text);
          synth.current = utterance;
        },
        cancel: () => {
          state.cancels += 1;
          const current = synth.current;
          synth.current = null;
          current?.dispatchEvent(Object.assign(new Event('error'), { error: 'interrupted' }));
        },
      });
      state.finishSpeech = () => {
        const current = synth.current;
        synth.current = null;
        current?.dispatchEvent(new Event('end'));
      };
      Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', {
        value: Utterance,
        configurable: true,
      });
    });
    await page.reload();
    await waitForIslands(page);
    await openHistoryBook(page);
    const narrated = reader(page).locator('[data-narrating]');
    await page.getByRole('button', { name: 'Read aloud' }).click();
    await expect(narrated).toHaveAttribute('data-chunk', '0');
    await expect(narrated).toHaveClass(/bg-primary-soft/);
    const spoken = () => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
    await expect
      .poll(spoken)
      .toContain('Imagine that every book you have ever read had been copied out by hand.');
    // Each sentence of the first paragraph ends; then the second paragraph is read.
    for (let i = 0; i < 20; i += 1) {
      if ((await narrated.getAttribute('data-chunk')) === '1') break;
      await page.evaluate(() => (window as unknown as { finishSpeech: () => void }).finishSpeech());
    }
    await expect(narrated).toHaveAttribute('data-chunk', '1');
    await expect
      .poll(spoken)
      .toContain('That was how books were made in Europe for more than a thousand years.');

    await page.getByRole('button', { name: 'Stop reading aloud' }).click();
    await expect(narrated).toHaveCount(0);

    await page.getByRole('button', { name: 'Read aloud' }).click();
    await expect(narrated).toHaveAttribute('data-chunk', '1');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'hidden',
      });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'visible',
      });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(narrated).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Read aloud' })).toBeVisible();

    await page.getByRole('button', { name: 'Read aloud' }).click();
    await expect(narrated).toHaveCount(1);
    const cancels = () => page.evaluate(() => (window as unknown as { cancels: number }).cancels);
    const before = await cancels();
    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(reader(page)).toHaveCount(0);
    await expect.poll(cancels).toBeGreaterThan(before);
    expect(
      await page.evaluate(
        () => (window.speechSynthesis as unknown as { speaking: boolean }).speaking,
      ),
    ).toBe(false);
    // The position followed the narration.
    await expect(page.getByRole('region', { name: 'Your library' })).toContainText(
      'Section 1 of 3',
    );
    const progress = (await stored(page, 'stillwell:ai-book-builder:progress')) as object;
    expect(Object.values(progress)).toEqual([expect.objectContaining({ section: 0, chunk: 1 })]);
  });

  test('on a 390 x 844 phone the genre choice, Continue and Generate Book show without scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    // The radio itself is visually hidden; its card shows the genre's name.
    await expect(page.getByText('Fantasy', { exact: true })).toBeInViewport({ ratio: 1 });
    await page.getByRole('radio', { name: 'Fantasy', exact: true }).check({ force: true });
    // Continue rides in the card's footer, stuck to the bottom of the screen.
    await expect(page.getByRole('button', { name: 'Continue' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: '10 minutes' }).check({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'New story' }).check({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Generate Book' })).toBeInViewport({ ratio: 1 });
  });

  test('analytics has an empty state with Start Reading', async ({ page }) => {
    await page.getByRole('button', { name: /Analytics/ }).click();
    await expect(page.getByRole('heading', { name: 'No finished books yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Start Reading' }).click();
    await expect(page.getByRole('group', { name: 'Choose a genre' })).toBeVisible();
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the reader and the analytics pass axe in ${scheme}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      colorScheme: scheme,
      reducedMotion: 'reduce',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const check = async (what: string) => {
      await expectNoAxeViolations(page, `${what} (${scheme})`);
    };
    // Axe waits on timers, so the clock is not paused here; a fixed Date keeps the overlay up.
    await page.clock.setFixedTime(START);
    await page.goto('/ai-book-builder');
    await waitForIslands(page);
    await openHistoryBook(page);
    await check('reader');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await check('reader, other theme');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByRole('heading', { name: 'Book Completed!' })).toBeVisible();
    await check('completion overlay');
    await page.reload();
    await waitForIslands(page);
    await check('builder with a library');
    await page.getByRole('button', { name: /Analytics/ }).click();
    await expect(page.getByText('Books read')).toBeVisible();
    await check('analytics');
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await check('clear confirmation');
    await context.close();
  });
}
