import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';
import { reloadMidSession } from './session-helpers';

/** The fake clock stands still at this time once the page has loaded (a minute after install, so a slow load never passes it); only runFor moves it. */
const START = new Date('2026-11-24T08:01:00Z').getTime();

interface AudioLog {
  /** Loops started (duration of their buffer, s). */
  loops: number[];
  /** Every gain the page ramped to or set. */
  gains: number[];
  /** Loops stopped. */
  stops: number;
}

/** Records the loops the page starts and stops, and every gain it ramps to. */
async function spyOnAudio(page: Page) {
  await page.addInitScript(() => {
    const log: AudioLog = { loops: [], gains: [], stops: 0 };
    (window as unknown as { audio: AudioLog }).audio = log;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (
      this: AudioBufferSourceNode,
      when?: number,
      offset?: number,
    ) {
      if (this.loop) log.loops.push(this.buffer?.duration ?? 0);
      return start.call(this, when, offset);
    };
    const stop = AudioBufferSourceNode.prototype.stop;
    AudioBufferSourceNode.prototype.stop = function (this: AudioBufferSourceNode, when?: number) {
      if (this.loop) log.stops += 1;
      return stop.call(this, when);
    };
    const ramp = AudioParam.prototype.linearRampToValueAtTime;
    AudioParam.prototype.linearRampToValueAtTime = function (value: number, time: number) {
      log.gains.push(value);
      return ramp.call(this, value, time);
    };
  });
}

const audioLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { audio: AudioLog }).audio);

const practiceLog = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('stillwell:site:practice-log') ?? '[]'));

/** The page is hidden (another tab, a locked phone) and shown again. */
const hideAndShowPage = (page: Page) =>
  page.evaluate(() => {
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    setVisibility('hidden');
    setVisibility('visible');
  });

async function open(page: Page) {
  await page.clock.install({ time: new Date('2026-11-24T08:00:00Z') });
  await page.goto('/trataka-focus');
  await waitForIslands(page);
  await page.clock.pauseAt(START);
}

async function chooseMinutes(page: Page, minutes: number) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Trataka Settings' });
  await settings.getByRole('radio', { name: `${minutes} min`, exact: true }).check({ force: true });
  await settings.getByRole('button', { name: 'Done' }).click();
}

// why: the audio tests make files fail with page.route, which a service worker would bypass
test.use({ serviceWorkers: 'block' });

test.describe('trataka (docs/tools/trataka-focus.md#screen, #behaviour, #errors, #constants)', () => {
  test('a 1 minute session counts a wheel scroll, a key, a hidden page and a scroll, then sums up', async ({
    page,
  }) => {
    await open(page);
    await expect(page.getByRole('heading', { name: 'Gaze at the Flame' })).toBeVisible();
    await expect(page.getByTestId('intro-settings')).toHaveText('5 min · Dim Surroundings on');
    await chooseMinutes(page, 1);
    await expect(page.getByTestId('intro-settings')).toHaveText('1 min · Dim Surroundings on');
    await page.getByRole('button', { name: 'Begin Session' }).click();

    const timer = page.getByRole('timer');
    const count = page.getByTestId('interruptions');
    const banner = page.getByTestId('banner');
    await expect(timer).toHaveText('01:00');
    await expect(count).toHaveText('0');
    await expect(page.getByTestId('dim-overlay')).toHaveAttribute('data-dimmed', '');
    await expect(banner).toHaveText('');

    await page.clock.runFor(5_000);
    await page.mouse.wheel(0, 300);
    await expect(count).toHaveText('1');
    await expect(banner).toHaveText('Focus Lost - Return to the Flame');
    await page.clock.runFor(1_900);
    await expect(banner).toHaveText('Focus Lost - Return to the Flame');
    await page.clock.runFor(100);
    await expect(banner).toHaveText('');

    await page.clock.runFor(3_000);
    await page.keyboard.press('a');
    await expect(count).toHaveText('2');
    await expect(banner).toHaveText('Focus Lost - Return to the Flame');
    // More activity while the banner shows is the same lapse.
    await page.keyboard.press('b');
    await expect(count).toHaveText('2');

    await page.clock.runFor(3_000);
    await hideAndShowPage(page);
    await expect(count).toHaveText('3');

    // A scroll made any other way (scrollbar, a script) counts too.
    await page.clock.runFor(3_000);
    await page.evaluate(() => window.scrollBy(0, -120));
    await expect(count).toHaveText('4');

    await page.clock.runFor(60_000 - 16_000 - 1_000);
    await expect(timer).toHaveText('00:01');
    await page.clock.runFor(1_000);
    const summary = page.getByRole('dialog', { name: 'Session Complete' });
    await expect(summary).toBeVisible();
    await expect(summary.getByTestId('summary-total')).toHaveText('01:00');
    await expect(summary.getByTestId('summary-interruptions')).toHaveText('4');
    // round((60 - 5 × 4) / 60 × 100) = 67
    await expect(summary.getByTestId('summary-quality')).toHaveText('67%');
    await expect
      .poll(() => practiceLog(page))
      .toEqual([
        {
          tool: 'trataka-focus',
          startedAt: new Date(START).toISOString(),
          endedAt: new Date(START + 60_000).toISOString(),
          seconds: 60,
        },
      ]);
    await expect(page.getByTestId('dim-overlay')).not.toHaveAttribute('data-dimmed', '');

    await summary.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Summary' }).click();
    await expect(summary).toBeVisible();
    await summary.getByRole('button', { name: 'New Session' }).click();
    await expect(page.getByRole('button', { name: 'Begin Session' })).toBeVisible();
  });

  test('pause and resume toggle; the controls and Space do not count; reset restores the full time', async ({
    page,
  }) => {
    await open(page);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.clock.runFor(10_000);
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(page.getByRole('timer')).toHaveText('04:50');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(5_000);
    await expect(page.getByRole('timer')).toHaveText('04:45');
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByTestId('interruptions')).toHaveText('0');

    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Trataka Settings' });
    await expect(settings.getByRole('radio', { name: '1 min', exact: true })).toBeDisabled();
    await expect(settings.getByRole('switch', { name: 'Dim Surroundings' })).toBeDisabled();
    await settings.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('button', { name: 'Begin Session' })).toBeVisible();
    await expect(page.getByTestId('intro-settings')).toHaveText('5 min · Dim Surroundings on');
  });

  test('Dim Surroundings can be turned off and is remembered', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    const dim = page.getByRole('switch', { name: 'Dim Surroundings' });
    await expect(dim).toHaveAttribute('aria-checked', 'true');
    await dim.click();
    await page.getByRole('button', { name: 'Done' }).click();
    // remembered: checked after a reload before any session (a session under way would come back)
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByTestId('intro-settings')).toHaveText('5 min · Dim Surroundings off');
    await page.getByRole('button', { name: 'Begin Session' }).click();
    await expect(page.getByTestId('dim-overlay')).not.toHaveAttribute('data-dimmed', '');
  });

  test('the closed-eye afterimage follows the gaze; nothing counts with eyes closed', async ({
    page,
  }) => {
    await open(page);
    await chooseMinutes(page, 1);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Closed-eye afterimage' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Begin Session' }).click();
    await page.clock.runFor(60_000);
    await expect(page.getByText('Eyes closed')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText('01:00');
    await expect(page.getByTestId('flame')).not.toHaveAttribute('data-lit', '');
    await page.keyboard.press('a');
    await page.mouse.wheel(0, 200);
    await expect(page.getByTestId('interruptions')).toHaveText('0');
    await page.clock.runFor(60_000);
    const summary = page.getByRole('dialog', { name: 'Session Complete' });
    await expect(summary.getByTestId('summary-quality')).toHaveText('100%');
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'trataka-focus', seconds: 120 })]);
  });

  test('the drone plays at 0.6 only while running and unmuted', async ({ page }) => {
    await spyOnAudio(page);
    await open(page);
    await expect(page.getByTestId('audio-status')).toHaveText('Ambient drone ready');
    const mute = page.getByRole('button', { name: 'Mute' });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Begin Session' }).click();
    await expect.poll(async () => (await audioLog(page)).loops).toHaveLength(1);
    expect((await audioLog(page)).gains).toContain(0.6);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => (await audioLog(page)).stops).toBe(1);
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(2_000);
    expect((await audioLog(page)).loops).toHaveLength(1);
    await mute.click();
    await expect.poll(async () => (await audioLog(page)).loops).toHaveLength(2);
  });

  test('a drone that cannot load: the spec texts, mute disabled, the session carries on', async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.route('**/audio/trataka-drone.*', (route) => route.fulfill({ status: 404 }));
    await open(page);
    await expect(page.getByTestId('audio-status')).toHaveText('Audio file not found');
    const mute = page.getByRole('button', { name: 'Audio unavailable' });
    await expect(mute).toBeDisabled();
    expect(messages).toContain(
      'Trataka: ambient audio unavailable; continuing without ambient sound.',
    );
    await chooseMinutes(page, 1);
    await page.getByRole('button', { name: 'Begin Session' }).click();
    await page.clock.runFor(60_000);
    await expect(page.getByRole('dialog', { name: 'Session Complete' })).toBeVisible();
  });

  test('the flame sways only while the gaze runs', async ({ page }) => {
    await open(page);
    const states = () =>
      page
        .locator('.trataka-flame, .trataka-core, .trataka-glow')
        .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).animationPlayState));
    expect(await states()).toEqual(['paused', 'paused', 'paused']);
    await page.getByRole('button', { name: 'Begin Session' }).click();
    await expect.poll(states).toEqual(['running', 'running', 'running']);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(states).toEqual(['paused', 'paused', 'paused']);
  });

  test('reduced motion: the flame stands still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    const durations = await page
      .locator('.trataka-flame, .trataka-core, .trataka-glow')
      .evaluateAll((nodes) =>
        nodes.map((node) => parseFloat(getComputedStyle(node).animationDuration)),
      );
    expect(durations).toHaveLength(3);
    for (const seconds of durations) expect(seconds).toBeLessThan(0.01);
  });

  test('with the drone on a session survives a reload paused with Resume; the minutes are logged once', async ({
    page,
  }) => {
    await open(page);
    await chooseMinutes(page, 1);
    await page.getByRole('button', { name: 'Begin Session' }).click();
    await page.clock.runFor(20_000);
    await reloadMidSession(page);
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'trataka-focus', seconds: 20 })]);
    // the drone needs a tap before the browser plays sound, so the gaze waits for Resume
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText('00:40');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(40_000);
    await expect(page.getByRole('dialog', { name: 'Session Complete' })).toBeVisible();
    await expect
      .poll(() => practiceLog(page))
      .toEqual([
        expect.objectContaining({
          tool: 'trataka-focus',
          startedAt: new Date(START).toISOString(),
          seconds: 60,
        }),
      ]);
  });

  test('muted, a session comes back running where the wall clock says', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('button', { name: 'Mute' })).toBeEnabled();
    await page.getByRole('button', { name: 'Mute' }).click();
    await page.getByRole('button', { name: 'Begin Session' }).click();
    await page.clock.runFor(30_000);
    await reloadMidSession(page);
    await page.clock.runFor(5_000);
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText('04:25');
  });
});
