import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';
import { reloadMidSession } from './session-helpers';

/** The fake clock stands still at this time once the page has loaded (a minute after install, so a slow load never passes it); only runFor moves it. */
const START = new Date('2026-11-24T08:01:00Z').getTime();

/** Records the frequency of every oscillator the page starts. */
async function spyOnTones(page: Page) {
  await page.addInitScript(() => {
    const tones: number[] = [];
    (window as unknown as { tones: number[] }).tones = tones;
    const create = BaseAudioContext.prototype.createOscillator;
    BaseAudioContext.prototype.createOscillator = function createOscillator(
      this: BaseAudioContext,
    ) {
      const oscillator = create.call(this);
      const setValueAtTime = oscillator.frequency.setValueAtTime.bind(oscillator.frequency);
      oscillator.frequency.setValueAtTime = (value: number, time: number) => {
        tones.push(value);
        return setValueAtTime(value, time);
      };
      return oscillator;
    };
  });
}

const tones = (page: Page) => page.evaluate(() => (window as unknown as { tones: number[] }).tones);

const practiceLog = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('stillwell:site:practice-log') ?? '[]'));

/** A fingerprint of what the canvas shows. */
const canvasPrint = (page: Page) =>
  page.getByTestId('scene-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    let hash = 0;
    for (let i = 0; i < (data?.length ?? 0); i += 97) hash = (hash * 31 + (data?.[i] ?? 0)) | 0;
    return hash;
  });

async function open(page: Page) {
  await page.clock.install({ time: new Date('2026-11-24T08:00:00Z') });
  await page.goto('/zen-timer');
  await waitForIslands(page);
  await page.clock.pauseAt(START);
  // The scene's drawing code loads on demand (scenes/index.ts).
  await expect(page.getByTestId('scene-canvas')).toHaveAttribute('data-ready', '');
}

const settings = (page: Page) => page.getByRole('dialog', { name: 'Zen Timer Settings' });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(settings(page)).toBeVisible();
}

async function chooseScene(page: Page, name: string) {
  await openSettings(page);
  await settings(page).getByText(name, { exact: true }).click();
  await expect(settings(page).getByRole('radio', { name, exact: true })).toBeChecked();
  await settings(page).getByRole('button', { name: 'Done' }).click();
}

test.describe('visual-scene timer (docs/tools/zen-timer.md#screen, #behaviour, #constants)', () => {
  test('a 1 minute session fills the ring and ends with the three-note chime and the dialog', async ({
    page,
  }) => {
    // why: a minute of animation frames on the fake clock takes minutes of software rendering here;
    // the moving scene has its own tests below
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await spyOnTones(page);
    await open(page);
    const timer = page.getByRole('timer');
    const status = page.getByTestId('status-line');
    const ring = page.getByRole('progressbar', { name: 'Session progress' });
    await expect(timer).toHaveText('10:00');
    await expect(status).toHaveText('Ready to begin');

    await openSettings(page);
    await settings(page).getByRole('button', { name: 'Shorter by 5 minutes' }).click();
    await settings(page).getByRole('button', { name: 'Shorter by 5 minutes' }).click();
    await expect(settings(page).getByTestId('duration')).toHaveText('1 min');
    await settings(page).getByRole('button', { name: 'Done' }).click();
    await expect(timer).toHaveText('01:00');

    await page.getByRole('button', { name: 'Begin' }).click();
    await expect(status).toHaveText('Breathing deeply...');
    await expect(ring).toHaveAttribute('aria-valuenow', '0');
    await page.clock.runFor(30_000);
    await expect(timer).toHaveText('00:30');
    await expect(ring).toHaveAttribute('aria-valuenow', '50');
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(status).toHaveText('Session paused');
    await page.clock.runFor(20_000);
    await expect(timer).toHaveText('00:30');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(15_000);
    await expect(ring).toHaveAttribute('aria-valuenow', '75');
    expect(await tones(page)).toEqual([]);
    await page.clock.runFor(15_000);

    const dialog = page.getByRole('dialog', { name: 'Session Complete' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('1 minute');
    await expect.poll(() => tones(page)).toEqual([523.25, 659.25, 783.99]);
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'zen-timer', seconds: 60 })]);
    await dialog.getByRole('button', { name: 'Continue Journey' }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText('Ready to begin');
    await expect(timer).toHaveText('01:00');
  });

  test('the duration buttons step by 5 between 1 and 60, and the length is remembered', async ({
    page,
  }) => {
    await open(page);
    await openSettings(page);
    const dialog = settings(page);
    const value = dialog.getByTestId('duration');
    const longer = dialog.getByRole('button', { name: 'Longer by 5 minutes' });
    const shorter = dialog.getByRole('button', { name: 'Shorter by 5 minutes' });
    await expect(value).toHaveText('10 min');
    for (const minutes of [15, 20, 25, 30, 35, 40, 45, 50, 55, 60]) {
      await longer.click();
      await expect(value).toHaveText(`${minutes} min`);
    }
    await expect(longer).toBeDisabled();
    for (const minutes of [55, 50, 45, 40, 35, 30, 25, 20, 15, 10, 5, 1]) {
      await shorter.click();
      await expect(value).toHaveText(`${minutes} min`);
    }
    await expect(shorter).toBeDisabled();
    await longer.click();
    await expect(value).toHaveText('5 min');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('timer')).toHaveText('05:00');
  });

  test('changing scene draws a fresh field; particles float 150 motes', async ({ page }) => {
    await open(page);
    const canvas = page.getByTestId('scene-canvas');
    await expect(canvas).toHaveAttribute('data-scene', 'particles');
    await expect(canvas).toHaveAttribute('data-particles', '150');
    const firstField = await canvas.getAttribute('data-field');
    await chooseScene(page, 'Ocean Waves');
    await expect(page.getByTestId('scene-name')).toHaveText('Ocean Waves');
    await expect(canvas).toHaveAttribute('data-scene', 'waves');
    await expect(canvas).toHaveAttribute('data-ready', '');
    await chooseScene(page, 'Floating Particles');
    await expect(canvas).toHaveAttribute('data-scene', 'particles');
    expect(await canvas.getAttribute('data-field')).not.toBe(firstField);
    for (const name of ['Sacred Geometry', 'Cosmic Journey', 'Northern Lights']) {
      await chooseScene(page, name);
      await expect(page.getByTestId('scene-name')).toHaveText(name);
      await expect(canvas).toHaveAttribute('data-ready', '');
    }
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByTestId('scene-name')).toHaveText('Northern Lights');
  });

  test('the scene is still before a session, moves while it runs, and holds while paused or hidden', async ({
    page,
  }) => {
    await open(page);
    await page.clock.runFor(100);
    const idle = await canvasPrint(page);
    await page.clock.runFor(1_000);
    expect(await canvasPrint(page)).toBe(idle);

    await page.getByRole('button', { name: 'Begin' }).click();
    await page.clock.runFor(100);
    const before = await canvasPrint(page);
    await page.clock.runFor(1_000);
    expect(await canvasPrint(page)).not.toBe(before);

    await page.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(100);
    const paused = await canvasPrint(page);
    await page.clock.runFor(1_000);
    expect(await canvasPrint(page)).toBe(paused);

    await page.getByRole('button', { name: 'Resume' }).click();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'hidden',
      });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.runFor(100);
    const hidden = await canvasPrint(page);
    await page.clock.runFor(1_000);
    expect(await canvasPrint(page)).toBe(hidden);
  });

  test('reduced motion: a still scene', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await page.getByRole('button', { name: 'Begin' }).click();
    await page.clock.runFor(100);
    const still = await canvasPrint(page);
    await page.clock.runFor(2_000);
    expect(await canvasPrint(page)).toBe(still);
    await expect(page.getByRole('timer')).toHaveText('09:58');
  });
});

test.describe('visual-scene timer across a reload (issue 21)', () => {
  test('a session comes back paused at the clock with Resume; the minutes are logged once', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await openSettings(page);
    await settings(page).getByRole('button', { name: 'Shorter by 5 minutes' }).click();
    await settings(page).getByRole('button', { name: 'Shorter by 5 minutes' }).click();
    await settings(page).getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Begin' }).click();
    await page.clock.runFor(20_000);
    await reloadMidSession(page);
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'zen-timer', seconds: 20 })]);
    // the closing chime needs a tap before the browser plays sound, so the session waits for Resume
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(page.getByTestId('status-line')).toHaveText('Session paused');
    await expect(page.getByRole('timer')).toHaveText('00:40');
    await page.clock.runFor(5_000);
    await expect(page.getByRole('timer')).toHaveText('00:40');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(40_000);
    await expect(page.getByRole('dialog', { name: 'Session Complete' })).toBeVisible();
    await expect
      .poll(() => practiceLog(page))
      .toEqual([
        expect.objectContaining({
          tool: 'zen-timer',
          startedAt: new Date(START).toISOString(),
          seconds: 60,
        }),
      ]);
  });
});

test.describe('visual-scene timer on a 3× screen', () => {
  test.use({ deviceScaleFactor: 3 });

  test('paints at most 2 device pixels per CSS pixel', async ({ page }) => {
    await open(page);
    const size = await page
      .getByTestId('scene-canvas')
      .evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.clientWidth]);
    expect(size[0]).toBe(Math.round((size[1] ?? 0) * 2));
  });
});

/** Whether the topmost element at the centre of `selector`'s box is inside the scene alone on screen. */
const isCoveredByScene = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const box = document.querySelector(css)?.getBoundingClientRect();
    if (!box) return null;
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return Boolean(top?.closest('[data-testid="zen-scene"]'));
  }, selector);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`visual-scene timer at ${viewport.width} x ${viewport.height} (issue 24)`, () => {
    test.use({ viewport });

    test('hiding the interface leaves the scene alone on screen, edge to edge, with a way back', async ({
      page,
    }) => {
      await open(page);
      await page.getByRole('button', { name: 'Begin' }).click();
      await page.getByRole('button', { name: 'Hide interface' }).click();
      const scene = page.getByRole('dialog', { name: 'Zen timer, Floating Particles' });
      await expect(scene).toBeVisible();
      // edge to edge: the scene is the viewport
      expect(await scene.boundingBox()).toEqual({ x: 0, y: 0, ...viewport });
      // the site header, the title and the intro are under it, and out of reach
      for (const selector of ['header', 'h1', 'main p']) {
        expect(await isCoveredByScene(page, selector), selector).toBe(true);
      }
      // one visible control, the way back; the first focus is on it
      await expect(scene.getByRole('button')).toHaveCount(1);
      const show = scene.getByRole('button', { name: 'Show interface' });
      await expect(show).toBeInViewport();
      await expect(show).toBeFocused();
      await expect(page.getByRole('timer')).toHaveCount(0);
      // the session goes on under it; Space on the scene pauses
      await page.clock.runFor(5_000);
      await page.mouse.click(viewport.width / 2, viewport.height / 2);
      await page.keyboard.press('Space');
      await show.click();
      await expect(scene).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText('09:55');

      // Escape comes back too
      await page.getByRole('button', { name: 'Hide interface' }).click();
      await expect(scene).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(scene).toBeHidden();
      await expect(page.getByRole('button', { name: 'Hide interface' })).toBeVisible();
    });

    test('with reduced motion the hidden interface shows a still scene', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page);
      await page.getByRole('button', { name: 'Begin' }).click();
      await page.getByRole('button', { name: 'Hide interface' }).click();
      await expect(page.getByTestId('zen-scene')).toBeVisible();
      await page.clock.runFor(100);
      const still = await canvasPrint(page);
      await page.clock.runFor(2_000);
      expect(await canvasPrint(page)).toBe(still);
    });
  });
}
