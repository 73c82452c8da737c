import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';
import {
  keptAside,
  openWithCorrupt,
  practiceLog,
  readKey,
  reloadMidSession,
  setHidden,
  spiedTones,
  spyOnTones,
} from './session-helpers';

/** A minute after the clock's install, so a slow load never passes it. */
const START = new Date('2026-11-24T08:01:00Z').getTime();

async function open(page: Page) {
  await page.goto('/walking-meditation');
  await waitForIslands(page);
  await page.clock.pauseAt(START);
}

/** Chooses duration and pace in the settings dialog (reachable only before a walk). */
async function choose(page: Page, duration: string, pace: string) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Walking Settings' });
  await settings.getByRole('radio', { name: duration, exact: true }).check({ force: true });
  await settings.getByRole('radio', { name: pace, exact: true }).check({ force: true });
  await settings.getByRole('button', { name: 'Done' }).click();
}

test.describe('walking meditation (docs/tools/walking-meditation.md#screen, #data, #behaviour, #errors, #constants)', () => {
  test.beforeEach(async ({ page }) => {
    await spyOnTones(page);
    await page.clock.install({ time: new Date('2026-11-24T08:00:00Z') });
  });

  test('steps and steps per minute at each pace', async ({ page }) => {
    await open(page);
    await expect(page.getByTestId('intro-settings')).toHaveText(
      'Normal pace · 2.5 s per step · 10 min',
    );
    for (const [pace, perMinute] of [
      ['Normal', '24'],
      ['Slow', '15'],
      ['Medium', '40'],
    ] as const) {
      await choose(page, '5 min', pace);
      await page.getByRole('button', { name: 'Begin Walking' }).click();
      await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0);
      await page.clock.runFor(60_000);
      await expect(page.getByTestId('steps')).toHaveText(perMinute);
      await expect(page.getByTestId('steps-per-minute')).toHaveText(perMinute);
      await expect(page.getByRole('timer')).toHaveText('04:00');
      await page.getByRole('button', { name: 'Reset' }).click();
      // docs/tools/sessions.md#behaviour: the minute walked is kept and shown
      const ended = page.getByRole('dialog', { name: 'Session Ended' });
      await expect(ended).toContainText('You practised for 1 minute.');
      await ended.getByRole('button', { name: 'New Session' }).click();
      await expect(page.getByRole('button', { name: 'Begin Walking' })).toBeVisible();
    }
    expect(await readKey(page, 'stillwell:walking-meditation:pace')).toBe('medium');
    expect(await readKey(page, 'stillwell:walking-meditation:duration')).toBe(5);
  });

  test('phases follow the cycle with their tones, ahead on the audio clock', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Begin Walking' }).click();
    await expect(page.getByTestId('phase')).toHaveText('Lift');
    await expect(page.getByTestId('instruction')).toHaveText('Slowly lift your foot');
    await page.clock.runFor(625);
    await expect(page.getByTestId('phase')).toHaveText('Move');
    await page.clock.runFor(625);
    await expect(page.getByTestId('phase')).toHaveText('Place');
    await page.clock.runFor(625);
    await expect(page.getByTestId('phase')).toHaveText('Pause');
    await page.clock.runFor(625);
    await expect(page.getByTestId('phase')).toHaveText('Lift');
    await expect(page.getByTestId('steps')).toHaveText('1');

    const tones = await spiedTones(page);
    expect(tones[0]?.hz).toBe(174.61);
    // planned at the start for the next 20 s: the first step's lift with the start tone, then the
    // first cycle's tones 625 ms apart
    const first = tones.slice(1, 6);
    expect(first.map((tone) => tone.hz)).toEqual([261.63, 293.66, 329.63, 220, 261.63]);
    expect(first.every((tone) => tone.calledAt === START)).toBe(true);
    expect(first.map((tone) => Math.round(tone.aheadSec * 1000))).toEqual([
      expect.closeTo(0, -2),
      expect.closeTo(625, -2),
      expect.closeTo(1250, -2),
      expect.closeTo(1875, -2),
      expect.closeTo(2500, -2),
    ]);
    // 20 s ahead are scheduled: the start tone, the first lift, then 4 tones a step, 8 steps
    expect(tones.filter((tone) => tone.calledAt === START)).toHaveLength(1 + 1 + 32);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`at ${viewport.width} x ${viewport.height}, a 5 minute walk plays every step its four tones: 120 lifts, moves, places and pauses (issue 24)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page);
      await choose(page, '5 min', 'Normal');
      await page.getByRole('button', { name: 'Begin Walking' }).click();
      await page.clock.runFor(300_000);
      await expect(page.getByRole('button', { name: 'Summary' })).toBeVisible();
      const tones = await spiedTones(page);
      const countOf = (hz: number) => tones.filter((tone) => tone.hz === hz).length;
      // 300 s at 2.5 s a step is 120 steps, each with its lift, move, place and pause tone
      expect([261.63, 293.66, 329.63, 220].map(countOf)).toEqual([120, 120, 120, 120]);
      expect([countOf(174.61), countOf(523.25)]).toEqual([1, 1]);
    });
  }

  test('tones keep coming in a hidden tab and stop when muted', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () =>
          (window as unknown as { isTestHidden?: boolean }).isTestHidden ? 'hidden' : 'visible',
      });
    });
    await open(page);
    await page.getByRole('button', { name: 'Begin Walking' }).click();
    await setHidden(page, true);
    await page.clock.runFor(120_000);
    const heard = (await spiedTones(page)).filter((tone) => tone.hz !== 174.61);
    // two minutes at 2.5 s a step is 48 steps, 192 phase changes; tones are planned 20 s ahead
    expect(heard.length).toBeGreaterThanOrEqual(192);
    await page.getByRole('button', { name: 'Step tones' }).click();
    const count = (await spiedTones(page)).length;
    await page.clock.runFor(30_000);
    expect((await spiedTones(page)).length).toBe(count);
    expect(await readKey(page, 'stillwell:walking-meditation:tones')).toBe(false);
  });

  test('a session ends with the completion tone and the summary', async ({ page }) => {
    await open(page);
    await choose(page, '5 min', 'Normal');
    await page.getByRole('button', { name: 'Begin Walking' }).click();
    await page.clock.runFor(60_000);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(60_000);
    await expect(page.getByRole('timer')).toHaveText('04:00');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.fastForward(239_000);
    await page.clock.runFor(1_000);
    const dialog = page.getByRole('dialog', { name: 'Session Complete' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('summary-time')).toHaveText('05:00');
    await expect(dialog.getByTestId('summary-steps')).toHaveText('120');
    await expect(dialog.getByTestId('summary-pace')).toHaveText('24/min');
    expect((await spiedTones(page)).filter((tone) => tone.hz === 523.25)).toHaveLength(1);
    await expect
      .poll(() => readKey(page, 'stillwell:site:practice-log'))
      .toEqual([expect.objectContaining({ tool: 'walking-meditation', seconds: 300 })]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Summary' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'New Session' }).click();
    await expect(page.getByTestId('intro-settings')).toHaveText(
      'Normal pace · 2.5 s per step · 5 min',
    );
  });

  test('Space begins and pauses', async ({ page }) => {
    await open(page);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  });

  test('with tones on a walk survives a reload paused with Resume; the minutes are logged once', async ({
    page,
  }) => {
    await open(page);
    await choose(page, '5 min', 'Slow');
    await page.getByRole('button', { name: 'Begin Walking' }).click();
    await page.clock.runFor(120_000);
    await reloadMidSession(page);
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'walking-meditation', seconds: 120 })]);
    // the step tones need a tap before the browser plays sound, so the walk waits for Resume
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText('03:00');
    await expect(page.getByTestId('steps')).toHaveText('30');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.fastForward(179_000);
    await page.clock.runFor(1_000);
    await expect(page.getByRole('dialog', { name: 'Session Complete' })).toBeVisible();
    await expect
      .poll(() => practiceLog(page))
      .toEqual([
        expect.objectContaining({
          tool: 'walking-meditation',
          startedAt: new Date(START).toISOString(),
          seconds: 300,
        }),
      ]);
  });

  test('with tones off a walk comes back walking, where the wall clock says', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Step tones' }).click();
    await page.getByRole('button', { name: 'Begin Walking' }).click();
    await page.clock.runFor(60_000);
    await reloadMidSession(page);
    await page.clock.runFor(10_000);
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText('08:50');
    await expect(page.getByTestId('steps')).toHaveText('28');
    await expect(page.getByRole('button', { name: 'Step tones' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test.describe('a corrupt or foreign value under each key is kept aside and the tool works', () => {
    const CASES = [
      ['stillwell:walking-meditation:duration', '7'],
      ['stillwell:walking-meditation:pace', '"brisk"'],
      ['stillwell:walking-meditation:tones', 'nope'],
    ] as const;
    for (const [key, raw] of CASES) {
      test(key, async ({ page }) => {
        await openWithCorrupt(page, '/walking-meditation', key, raw);
        await waitForIslands(page);
        await page.clock.pauseAt(START);
        await expect(page.getByRole('alert')).toContainText("We couldn't read your");
        expect(await keptAside(page, key)).toBe(raw);
        await expect(page.getByTestId('intro-settings')).toHaveText(
          'Normal pace · 2.5 s per step · 10 min',
        );
        await page.getByRole('button', { name: 'Begin Walking' }).click();
        await page.clock.runFor(30_000);
        await expect(page.getByTestId('steps')).toHaveText('12');
      });
    }
  });
});
