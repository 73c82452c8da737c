import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';
import {
  keptAside,
  openWithCorrupt,
  practiceLog,
  readKey,
  reloadMidSession,
  setHidden,
  spiedNotifications,
  spiedTones,
  spyOnNotifications,
  spyOnTones,
  startHidden,
} from './session-helpers';

/** The fake clock stands still at this time once the page has loaded; only the test moves it. */
const START = new Date('2026-11-24T08:00:30Z').getTime();
const MIN = 60_000;
const HISTORY_KEY = 'focusTimer_sessionHistory';
const RUNNING_KEY = 'stillwell:focus-timer:running-session';

test.use({ timezoneId: 'Europe/London' });

async function open(page: Page) {
  await page.goto('/focus-timer');
  await waitForIslands(page);
}

const badge = (page: Page) => page.getByTestId('mode-badge');
const timer = (page: Page) => page.getByRole('timer');

/**
 * Lets `ms` pass on the fake clock: a jump to a second before the end (timers due meanwhile fire once,
 * as in a sleeping tab), then the last second tick by tick.
 */
async function pass(page: Page, ms: number) {
  if (ms > 1_000) await page.clock.fastForward(ms - 1_000);
  await page.clock.runFor(Math.min(ms, 1_000));
}

/** Starts the loaded mode and lets `minutes` pass. */
async function runMode(page: Page, minutes: number) {
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await pass(page, minutes * MIN);
}

test.describe('focus timer (docs/tools/focus-timer.md#screen, #data, #behaviour, #errors, #constants)', () => {
  test.beforeEach(async ({ page }) => {
    await spyOnTones(page);
    // a minute before START, so a slow load never passes it
    await page.clock.install({ time: new Date('2026-11-24T07:59:30Z') });
  });

  test('four focus sessions give a long break and four history records', async ({ page }) => {
    test.setTimeout(120_000);
    await open(page);
    await page.clock.pauseAt(START);
    await expect(badge(page)).toHaveText('Focus');
    await expect(timer(page)).toHaveText('25:00');
    await expect(page.getByTestId('sessions-count')).toHaveText('0 sessions today');

    for (let session = 1; session <= 4; session += 1) {
      await runMode(page, 25);
      await expect(page.getByTestId('sessions-count')).toHaveText(
        `${session} ${session === 1 ? 'session' : 'sessions'} today`,
      );
      if (session < 4) {
        await expect(badge(page)).toHaveText('Short Break');
        await expect(timer(page)).toHaveText('05:00');
        await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
        await runMode(page, 5);
        await expect(badge(page)).toHaveText('Focus');
        await expect(timer(page)).toHaveText('25:00');
      }
    }
    await expect(badge(page)).toHaveText('Long Break');
    await expect(timer(page)).toHaveText('15:00');
    await expect(page.getByRole('radio', { name: 'Long Break' })).toBeChecked();

    // Every finished phase beeped at 800 Hz, handed to the audio clock before its deadline.
    const beeps = (await spiedTones(page)).filter((tone) => tone.hz === 800);
    expect(beeps).toHaveLength(7);
    expect(beeps.every((tone) => tone.aheadSec > 0.5)).toBe(true);

    const history = await readKey<Record<string, unknown>[]>(page, HISTORY_KEY);
    expect(history).toHaveLength(4);
    expect(history?.[0]).toEqual({
      id: START,
      date: '2026-11-24',
      startTime: '08:00',
      endTime: '08:25',
      duration: 25,
      type: 'focus',
    });
    expect(await readKey(page, 'Tue Nov 24 2026')).toBe(4);
    await expect
      .poll(() => readKey<{ tool: string; seconds: number }[]>(page, 'stillwell:site:practice-log'))
      .toEqual(Array(4).fill(expect.objectContaining({ tool: 'focus-timer', seconds: 1500 })));

    await page.getByTestId('sessions-count').click();
    const dialog = page.getByRole('dialog', { name: 'Session History' });
    await expect(dialog.getByTestId('history-record')).toHaveCount(4);
    await expect(dialog.getByRole('region', { name: 'Today' })).toContainText('4 sessions');
    await expect(dialog.getByTestId('history-record').first()).toContainText('09:30 – 09:55');
    await expect(dialog.getByTestId('history-record').first()).toContainText('25 min');
    await expect(dialog.getByTestId('history-total')).toHaveText('Total: 4 sessions');
  });

  test('the empty history says so', async ({ page }) => {
    await open(page);
    await page.getByTestId('sessions-count').click();
    const dialog = page.getByRole('dialog', { name: 'Session History' });
    await expect(dialog.getByText('No sessions completed yet')).toBeVisible();
    await expect(
      dialog.getByText('Start your first focus session to see history here'),
    ).toBeVisible();
  });

  test('choosing a mode loads it stopped; pause, resume and reset', async ({ page }) => {
    await open(page);
    await page.clock.pauseAt(START);
    await runMode(page, 2);
    await expect(timer(page)).toHaveText('23:00');
    await page.getByRole('radio', { name: 'Short Break' }).check({ force: true });
    // docs/tools/sessions.md#behaviour: a focus session left for a break keeps its 2 minutes
    const ended = page.getByRole('dialog', { name: 'Session Ended' });
    await expect(ended).toContainText('You practised for 2 minutes.');
    await ended.getByRole('button', { name: 'New Session' }).click();
    await expect(badge(page)).toHaveText('Short Break');
    await expect(timer(page)).toHaveText('05:00');
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    await runMode(page, 1);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByTestId('timer-status')).toHaveText('Paused');
    await page.clock.runFor(3 * MIN);
    await expect(timer(page)).toHaveText('04:00');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(30_000);
    await expect(timer(page)).toHaveText('03:30');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(timer(page)).toHaveText('05:00');
    expect(await readKey(page, HISTORY_KEY)).toBeNull();
  });

  test('the remaining time shows in the tab title while running', async ({ page }) => {
    await open(page);
    await page.clock.pauseAt(START);
    const pageTitle = await page.title();
    await runMode(page, 1);
    await expect(page).toHaveTitle('24:00 · Focus');
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle);
    await page.keyboard.press('Space');
    await expect(page).toHaveTitle('24:00 · Focus');
  });

  test('auto-start begins the next mode 1 second after the last ends', async ({ page }) => {
    await open(page);
    await page.clock.pauseAt(START);
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByRole('switch', { name: 'Sound notifications' })).toBeChecked();
    await settings.getByRole('switch', { name: 'Auto-start next session' }).click();
    await settings.getByRole('button', { name: 'Done' }).click();
    expect(await readKey(page, 'stillwell:focus-timer:auto-start')).toBe(true);
    await runMode(page, 25);
    await expect(badge(page)).toHaveText('Short Break');
    await expect(timer(page)).toHaveText('05:00');
    await page.clock.runFor(1_000);
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(timer(page)).toHaveText('04:00');
  });

  test('a focus session survives a reload, its minutes logged on leaving and counted once', async ({
    page,
  }) => {
    await open(page);
    await page.clock.pauseAt(START);
    await runMode(page, 5);
    await expect(timer(page)).toHaveText('20:00');
    await reloadMidSession(page);
    // why a poll: the reloaded page may write the log a moment after its island has hydrated
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'focus-timer', seconds: 300 })]);
    await expect(timer(page)).toHaveText('20:00');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await pass(page, 20 * MIN);
    await expect(badge(page)).toHaveText('Short Break');
    const history = await readKey<{ id: number; endTime: string }[]>(page, HISTORY_KEY);
    expect(history).toEqual([expect.objectContaining({ id: START, endTime: '08:25' })]);
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'focus-timer', seconds: 1500 })]);
  });

  test('a session that ended while the tab was closed is recorded once, at its true end', async ({
    page,
    context,
  }) => {
    await open(page);
    await page.clock.pauseAt(START);
    await runMode(page, 10);
    await page.close();
    const later = await context.newPage();
    await later.clock.fastForward(2 * 60 * MIN);
    await later.goto('/focus-timer');
    await waitForIslands(later);
    await expect(badge(later)).toHaveText('Short Break');
    await expect(later.getByTestId('sessions-count')).toHaveText('1 session today');
    expect(await readKey(later, HISTORY_KEY)).toEqual([
      expect.objectContaining({ id: START, startTime: '08:00', endTime: '08:25', duration: 25 }),
    ]);
    expect(await readKey(later, RUNNING_KEY)).toMatchObject({ mode: 'shortBreak' });
    await later.reload();
    await waitForIslands(later);
    await expect(later.getByTestId('sessions-count')).toHaveText('1 session today');
    expect(await readKey(later, HISTORY_KEY)).toHaveLength(1);
  });

  test('an opted-in notification says a phase ended while the tab was hidden', async ({ page }) => {
    await spyOnNotifications(page, 'default', 'granted');
    await startHidden(page);
    await open(page);
    await setHidden(page, false);
    await page.clock.pauseAt(START);
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    const toggle = settings.getByRole('switch', { name: 'Notify me when a session ends' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await settings.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await setHidden(page, true);
    await pass(page, 25 * MIN);
    await expect
      .poll(async () => (await spiedNotifications(page)).shown)
      .toEqual([
        {
          title: 'Focus session complete',
          body: 'Time for a 5 minute short break. Start it when you are ready.',
          at: START + 25 * MIN,
        },
      ]);
    expect((await spiedNotifications(page)).prompts).toBe(1);
  });

  test('a blocked permission is explained beside the switch and never asked for', async ({
    page,
  }) => {
    await spyOnNotifications(page, 'denied');
    await open(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    const toggle = settings.getByRole('switch', { name: 'Notify me when a session ends' });
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(settings.getByTestId('notification-note')).toContainText(
      'Notifications are blocked for this site in your browser, so Stillwell will not ask again.',
    );
    expect((await spiedNotifications(page)).prompts).toBe(0);
  });

  test.describe('a corrupt or foreign value under each key is kept aside and the timer works', () => {
    const CASES = [
      [HISTORY_KEY, '[{"id":"yesterday","type":"focus"}]'],
      ['Tue Nov 24 2026', '"three"'],
      ['stillwell:focus-timer:sound', '{"on": tru'],
      ['stillwell:focus-timer:auto-start', '1'],
      ['stillwell:focus-timer:notifications', '"yes"'],
      [RUNNING_KEY, '{"mode":"nap","session":null,"autoStartAt":null}'],
    ] as const;
    for (const [key, raw] of CASES) {
      test(key, async ({ page }) => {
        await openWithCorrupt(page, '/focus-timer', key, raw);
        await waitForIslands(page);
        await page.clock.pauseAt(START);
        await expect(page.getByRole('alert')).toContainText("We couldn't read your");
        expect(await keptAside(page, key)).toBe(raw);
        await expect(page.getByTestId('sessions-count')).toHaveText('0 sessions today');
        await runMode(page, 25);
        await expect(badge(page)).toHaveText('Short Break');
        expect(await readKey(page, HISTORY_KEY)).toHaveLength(1);
      });
    }
  });
});
