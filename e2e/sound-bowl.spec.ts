import { expect, test, type Page } from '@playwright/test';
import { bowl as bowlSound } from '../src/lib/audio/library/sounds/bowl';
import { pressMediaAction, readMediaSession, spyOnMediaSession } from './media-session';
import { practiceLog, reloadMidSession } from './session-helpers';

interface Start {
  /** Offset into the recording, s. */
  offset: number;
  /** Fake wall time of the start, ms. */
  at: number;
}

/** Records every start of a recorded sound longer than 1 s (the bowl), and every stop. */
async function spyOnBowl(page: Page) {
  await page.addInitScript(() => {
    const log = { starts: [] as Start[], stops: 0 };
    (window as unknown as { bowl: typeof log }).bowl = log;
    const proto = AudioBufferSourceNode.prototype;
    const start = proto.start;
    proto.start = function (this: AudioBufferSourceNode, when?: number, offset?: number) {
      if ((this.buffer?.duration ?? 0) > 1)
        log.starts.push({ offset: offset ?? 0, at: Date.now() });
      return start.call(this, when, offset);
    };
    const stop = proto.stop;
    proto.stop = function (this: AudioBufferSourceNode, when?: number) {
      if ((this.buffer?.duration ?? 0) > 1) log.stops += 1;
      return stop.call(this, when);
    };
  });
}

const bowlLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { bowl: { starts: Start[]; stops: number } }).bowl);

/**
 * The fake clock stands still at this time once the page has loaded (a minute after install, so a
 * slow load never passes it); only runFor moves it.
 */
const START = new Date('2026-11-22T08:01:00Z').getTime();
const MIN = 60_000;
/** The bowl recording's length and the replay delay of docs/tools/sound-bowl.md#constants (100 ms), ms. */
const CYCLE_MS = Math.round(bowlSound.durationSec * 1000) + 100;

/**
 * Each start came at its expected time (ms after START) or within the 1 s step that contains it: the
 * fake clock lets React render (and so start the sound) only between runFor steps.
 */
function expectStartsNear(starts: Start[], expectedMs: number[]) {
  expect(starts).toHaveLength(expectedMs.length);
  for (const [index, start] of starts.entries()) {
    const expected = expectedMs[index] ?? 0;
    expect(start.at - START).toBeGreaterThanOrEqual(expected);
    expect(start.at - START).toBeLessThanOrEqual(Math.ceil(expected / 1000) * 1000);
  }
}

/** Runs the fake clock in 1 s steps so that React renders between timers, as in real time. */
async function runSeconds(page: Page, seconds: number) {
  for (let s = 0; s < seconds; s += 1) await page.clock.runFor(1_000);
}

// why: these tests make files fail with page.route, which does not see requests a service worker
// makes; the worker (which claims the page on the first visit) would fetch the real file instead.
// e2e/offline.spec.ts covers the worker.
test.use({ serviceWorkers: 'block' });

test.describe('sound bowl (docs/tools/sound-bowl.md#screen, #behaviour, #errors, #constants)', () => {
  test.beforeEach(async ({ page }) => {
    await spyOnBowl(page);
    await page.clock.install({ time: new Date('2026-11-22T08:00:00Z') });
  });

  test('a full 5 minute session replays the bowl, counts strikes, stops, resets and is logged', async ({
    page,
  }) => {
    // why: five fake minutes, stepped second by second, take a while to run
    test.setTimeout(90_000);
    await page.goto('/sound-bowl');
    await page.clock.pauseAt(START);
    await expect(page.getByRole('button', { name: 'Play' })).toBeEnabled();
    await expect(page.getByTestId('hint')).toHaveText('Tap the bowl to strike it, or press play');
    // docs/tools/sound-bowl.md#constants, issue 15: the default quick timer, 5 min, is shown as chosen before any session.
    const quickTimers = page.getByRole('group', { name: 'Quick timer' }).getByRole('button');
    await expect(quickTimers).toHaveText([
      '5 min',
      '10 min',
      '15 min',
      '30 min',
      '60 min',
      'Custom',
    ]);
    for (const [index, isOn] of [true, false, false, false, false, false].entries()) {
      await expect(quickTimers.nth(index)).toHaveAttribute('aria-pressed', String(isOn));
    }

    await page.getByRole('button', { name: '5 min', exact: true }).click();
    await expect(page.getByRole('button', { name: '5 min', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('countdown')).toHaveText('05:00');
    await expect(page.getByTestId('strikes')).toHaveText('1');
    await expect(page.getByTestId('bowl')).toHaveAttribute('data-ringing', '');
    // The countdown is a timer (not read out every second); only state changes are announced.
    await expect(page.getByRole('timer')).toHaveText('05:00');
    await expect(page.locator('[aria-live] [data-testid="countdown"]')).toHaveCount(0);
    await expect(page.getByTestId('bowl-announcement')).toHaveText('5 minute session playing');

    await runSeconds(page, 13);
    await expect(page.getByTestId('countdown')).toHaveText('04:47');
    await expect(page.getByTestId('strikes')).toHaveText('2');
    let log = await bowlLog(page);
    expectStartsNear(log.starts.slice(1), [CYCLE_MS]);

    // A manual strike restarts the ring and counts.
    await page.getByTestId('bowl').click();
    await expect(page.getByTestId('strikes')).toHaveText('3');

    await runSeconds(page, 287);
    await expect(page.getByTestId('countdown')).toBeHidden();
    await expect(page.getByTestId('strikes')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(page.getByTestId('bowl')).not.toHaveAttribute('data-ringing', '');
    // Strikes at 0 s and one cycle later, the manual one at 13 s, then one every cycle until 300 s.
    const manualAt = 13_000;
    const automatic = Math.floor((300_000 - manualAt - 1) / CYCLE_MS);
    const strikes = 3 + automatic;
    await expect(page.getByTestId('hint')).toHaveText(
      `Session complete: 5 min, ${strikes} strikes`,
    );
    await expect(page.getByTestId('bowl-announcement')).toHaveText(
      `Session complete: 5 min, ${strikes} strikes`,
    );
    log = await bowlLog(page);
    expect(log.starts).toHaveLength(strikes);
    expectStartsNear(
      log.starts.slice(3),
      Array.from({ length: automatic }, (_, index) => manualAt + (index + 1) * CYCLE_MS),
    );

    // The practice log loads its validator when the session ends, so the entry lands a moment later.
    await expect
      .poll(() =>
        page.evaluate(() =>
          JSON.parse(localStorage.getItem('stillwell:site:practice-log') ?? '[]'),
        ),
      )
      .toEqual([expect.objectContaining({ tool: 'sound-bowl', seconds: 300 })]);

    // Nothing more plays after zero.
    await runSeconds(page, 30);
    expect((await bowlLog(page)).starts).toHaveLength(strikes);
  });

  test('tap rings once; play, pause, resume from the same point, and stop', async ({ page }) => {
    await page.goto('/sound-bowl');
    await page.clock.pauseAt(START);
    const bowl = page.getByTestId('bowl');
    await expect(bowl).toBeEnabled();

    await bowl.click();
    await expect(bowl).toHaveAttribute('data-ringing', '');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await runSeconds(page, 14);
    await expect(bowl).not.toHaveAttribute('data-ringing', '');
    expect((await bowlLog(page)).starts).toHaveLength(1);

    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByTestId('strikes')).toHaveText('1');
    // docs/tools/sound-bowl.md#behaviour: Play runs the highlighted length, 5 min
    await expect(page.getByTestId('countdown')).toHaveText('05:00');
    await runSeconds(page, 4);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await runSeconds(page, 20);
    expect((await bowlLog(page)).starts).toHaveLength(2);
    await page.getByRole('button', { name: 'Resume' }).click();
    const starts = (await bowlLog(page)).starts;
    expect(starts).toHaveLength(3);
    expect(starts[2]?.offset).toBeCloseTo(4, 1);

    await page.getByRole('button', { name: 'Stop' }).click();
    const ended = page.getByRole('dialog', { name: 'Session Ended' });
    await expect(ended).toContainText('You practised for less than a minute.');
    await ended.getByRole('button', { name: 'New Session' }).click();
    await expect(page.getByTestId('strikes')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    await runSeconds(page, 20);
    expect((await bowlLog(page)).starts).toHaveLength(3);
  });

  test('Play with 10 min highlighted is that timed session: it ends, is logged once and survives a reload', async ({
    page,
  }) => {
    await page.goto('/sound-bowl');
    await page.clock.pauseAt(START);
    await expect(page.getByRole('button', { name: 'Play' })).toBeEnabled();
    await page.getByRole('button', { name: '10 min', exact: true }).click();
    await page.clock.fastForward(30_000);
    // a mistaken Stop, undone: the session runs on and the journal holds nothing yet
    await page.getByRole('button', { name: 'Stop' }).click();
    await page
      .getByRole('dialog', { name: 'Session Ended' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect.poll(() => practiceLog(page)).toEqual([]);
    // a Stop meant: its 30 s are kept
    await page.getByRole('button', { name: 'Stop' }).click();
    await page
      .getByRole('dialog', { name: 'Session Ended' })
      .getByRole('button', { name: 'New Session' })
      .click();
    await expect(page.getByRole('button', { name: '10 min', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByTestId('countdown')).toHaveText('10:00');
    await page.clock.fastForward(4 * MIN);
    await reloadMidSession(page);
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(page.getByTestId('countdown')).toHaveText('06:00');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.fastForward(6 * MIN);
    await expect(page.getByRole('dialog', { name: 'Session Complete' })).toBeVisible();
    // the 30 s ended with the second Stop, then the full session, each once
    const log = await practiceLog(page);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ tool: 'sound-bowl', seconds: 30, ending: 'early' });
    expect(log[1]).toMatchObject({ tool: 'sound-bowl', seconds: 600 });
    expect(log[1]).not.toHaveProperty('ending');
  });

  test('while it plays, the lock screen and headset controls are set (Media Session)', async ({
    page,
  }) => {
    await spyOnMediaSession(page);
    await page.goto('/sound-bowl');
    await page.clock.pauseAt(START);
    await expect(page.getByRole('button', { name: 'Play' })).toBeEnabled();
    expect(await readMediaSession(page)).toMatchObject({ title: null, actions: [] });

    await page.getByRole('button', { name: '10 min', exact: true }).click();
    await expect
      .poll(() => readMediaSession(page))
      .toMatchObject({
        title: 'Sound Bowl',
        artist: 'Stillwell',
        hasArtwork: true,
        playbackState: 'playing',
        actions: ['play', 'pause', 'stop'],
      });
    // The bowl plays through a media element, which phones attach those controls to.
    expect((await readMediaSession(page)).streamPlays).toBeGreaterThan(0);
    expect((await bowlLog(page)).starts).toHaveLength(1);

    // The lock screen's pause holds the timer and the ring; its play resumes both.
    await runSeconds(page, 3);
    await pressMediaAction(page, 'pause');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect.poll(async () => (await readMediaSession(page)).playbackState).toBe('paused');
    await runSeconds(page, 10);
    await expect(page.getByTestId('countdown')).toHaveText('09:57');
    await pressMediaAction(page, 'play');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect.poll(async () => (await readMediaSession(page)).playbackState).toBe('playing');
    const starts = (await bowlLog(page)).starts;
    expect(starts).toHaveLength(2);
    expect(starts[1]?.offset).toBeCloseTo(3, 1);

    // Its stop is the bowl's Stop: silence, and nothing left on the lock screen.
    await pressMediaAction(page, 'stop');
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(page.getByTestId('countdown')).toBeHidden();
    await expect
      .poll(() => readMediaSession(page))
      .toMatchObject({ title: null, playbackState: 'none', actions: [] });
  });

  test('Space plays and pauses; the bowl strikes from the keyboard', async ({ page }) => {
    await page.goto('/sound-bowl');
    await page.clock.pauseAt(START);
    await expect(page.getByTestId('bowl')).toBeEnabled();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await page.getByTestId('bowl').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('strikes')).toHaveText('2');
  });

  test('settings: volume 0 to 1 in steps of 0.1 (default 0.8), remembered; status; Done', async ({
    page,
  }) => {
    await page.goto('/sound-bowl');
    await page.clock.pauseAt(START);
    await expect(page.getByTestId('bowl')).toBeEnabled();
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bowl Settings' });
    await expect(dialog.getByTestId('settings-audio-status')).toHaveText('Ready');
    const slider = dialog.getByRole('slider', { name: 'Volume' });
    await expect(slider).toHaveValue('0.8');
    await expect(slider).toHaveAttribute('aria-valuetext', '80%');
    await slider.press('ArrowLeft');
    await expect(slider).toHaveValue('0.7');
    await expect(slider).toHaveAttribute('aria-valuetext', '70%');
    await expect(dialog.getByTestId('volume-value')).toHaveText('70%');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // Done hands focus back to Settings, where Space would press that button: leave the controls,
    // then Space reaches the bowl and plays and pauses it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(page.getByTestId('bowl-announcement')).toHaveText('5 minute session playing');
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(page.getByTestId('bowl-announcement')).toHaveText('Paused');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Stop' }).click();

    const mute = page.getByRole('button', { name: 'Mute' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Mute' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('slider', { name: 'Volume' })).toHaveValue('0.7');
  });

  test('meditation timer: warm-up, starting bell, interval bells at their minutes in silence, ending bell, completion card', async ({
    page,
  }) => {
    // why: five fake minutes, stepped second by second, take a while to run
    test.setTimeout(90_000);
    await page.goto('/sound-bowl');
    await page.clock.pauseAt(START);
    await expect(page.getByTestId('bowl')).toBeEnabled();
    await expect(page.getByTestId('timer-summary')).toHaveText('Rings throughout');
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bowl Settings' });
    await dialog.getByRole('radio', { name: 'Silence' }).check({ force: true });
    await dialog
      .getByRole('group', { name: 'Interval bell' })
      .getByRole('radio', { name: '1 min' })
      .check({ force: true });
    await dialog.getByRole('radio', { name: '5 s', exact: true }).check({ force: true });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('timer-summary')).toHaveText(
      'Silence between bells · a bell every 1 min · 5 s warm-up',
    );

    await page.getByRole('button', { name: '5 min', exact: true }).click();
    await expect(page.getByTestId('warmup')).toHaveText('00:05');
    await expect(page.getByTestId('hint')).toHaveText(
      'Settle in. The starting bell rings at zero.',
    );
    await expect(page.getByTestId('bowl-announcement')).toHaveText('Starting in 5 seconds');
    expect((await bowlLog(page)).starts).toHaveLength(0);

    await runSeconds(page, 5);
    await expect(page.getByTestId('countdown')).toHaveText('05:00');
    await expect(page.getByTestId('warmup')).toBeHidden();
    await expect(page.getByTestId('strikes')).toHaveText('1');
    await expect(page.getByTestId('bowl')).toHaveAttribute('data-ringing', '');
    await expect(page.getByTestId('hint')).toHaveText(
      'Silence between bells, with a bell every 1 min.',
    );

    // The ring fades and the bowl stays silent until the first interval bell.
    await runSeconds(page, 30);
    await expect(page.getByTestId('bowl')).not.toHaveAttribute('data-ringing', '');
    expect((await bowlLog(page)).starts).toHaveLength(1);

    await runSeconds(page, 275);
    await expect(page.getByRole('dialog', { name: 'Session Complete' })).toBeVisible();
    await expect(page.getByTestId('summary-strikes')).toHaveText('6');
    // warm-up 5 s; the starting bell; bells at 1, 2, 3 and 4 minutes; the ending bell at 5 minutes
    expectStartsNear(
      (await bowlLog(page)).starts,
      [5_000, 65_000, 125_000, 185_000, 245_000, 305_000],
    );
    await expect
      .poll(() =>
        page.evaluate(() =>
          JSON.parse(localStorage.getItem('stillwell:site:practice-log') ?? '[]'),
        ),
      )
      .toEqual([expect.objectContaining({ tool: 'sound-bowl', seconds: 300 })]);
    await page.getByRole('button', { name: 'New Session' }).click();
    await expect(page.getByTestId('hint')).toHaveText('Tap the bowl to strike it, or press play');

    // The timer's options are remembered.
    await page.reload();
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('radio', { name: 'Silence' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '5 s', exact: true })).toBeChecked();
  });

  test('a custom timer of any length from 1 to 180 minutes, remembered; bad input says so', async ({
    page,
  }) => {
    await page.goto('/sound-bowl');
    await page.clock.pauseAt(START);
    await expect(page.getByTestId('bowl')).toBeEnabled();
    await page.getByRole('button', { name: 'Custom' }).click();
    const dialog = page.getByRole('dialog', { name: 'Custom timer' });
    const minutes = dialog.getByRole('spinbutton', { name: 'Minutes' });
    await expect(minutes).toHaveValue('20');
    await minutes.fill('');
    await expect(dialog.getByText('Enter a number of minutes from 1 to 180.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start' })).toBeDisabled();
    await minutes.fill('500');
    await minutes.blur();
    await expect(minutes).toHaveValue('180');
    await minutes.fill('7');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('countdown')).toHaveText('07:00');
    await expect(page.getByRole('button', { name: 'Custom' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('bowl-announcement')).toHaveText('7 minute session playing');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Custom' }).click();
    await expect(minutes).toHaveValue('7');
  });

  test('a tap leaves no blank: the hint says the bowl is ringing, then invites again', async ({
    page,
  }) => {
    await page.goto('/sound-bowl');
    await page.clock.pauseAt(START);
    await expect(page.getByTestId('bowl')).toBeEnabled();
    await page.getByTestId('bowl').click();
    await expect(page.getByTestId('hint')).toHaveText(
      'Ringing until the sound fades. Tap to strike it again.',
    );
    await runSeconds(page, 14);
    await expect(page.getByTestId('hint')).toHaveText('Tap the bowl to strike it, or press play');
  });

  test('a missing audio file shows the spec states and disables the controls', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/audio/bowl.*', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/sound-bowl');
    await page.clock.pauseAt(START);
    await expect(page.getByTestId('audio-status')).toHaveText('Audio unavailable');
    await expect(page.getByTestId('bowl')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '5 min', exact: true })).toBeDisabled();
    // No invitation to tap while nothing can sound: the hint says what is wrong and what still works.
    await expect(page.getByTestId('hint')).toHaveText(
      /could not load, so striking and the timers are off\. Volume and mute still work/,
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByTestId('settings-audio-status')).toHaveText('Audio file not found');
    await page.getByRole('button', { name: 'Done' }).click();
    // Off the controls, so that Space reaches the bowl's handler (on Settings it reopens the dialog).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Space');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    await expect(page.getByTestId('bowl')).not.toHaveAttribute('data-ringing', '');
    expect((await bowlLog(page)).starts).toHaveLength(0);

    // Try again loads the sound afresh; once it arrives the bowl wakes.
    await page.unroute('**/audio/bowl.*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('bowl')).toBeEnabled();
    await expect(page.getByTestId('hint')).toHaveText('Tap the bowl to strike it, or press play');
    expect(errors).toEqual([]);
  });

  test('while the sound loads the controls wait and say Loading...', async ({ page }) => {
    await page.route('**/audio/bowl.*', () => {
      // never answered: the sound stays loading
    });
    const requested = page.waitForRequest('**/audio/bowl.*');
    await page.goto('/sound-bowl');
    await requested;
    await expect(page.getByTestId('audio-status')).toHaveText('Loading...');
    await expect(page.getByTestId('bowl')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled();
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByTestId('settings-audio-status')).toHaveText('Loading...');
  });

  test('a timed session survives a reload: paused at the clock with Resume, the minutes logged once', async ({
    page,
  }) => {
    // why: three and a half fake minutes of bowl replays take a while to run
    test.setTimeout(90_000);
    await page.goto('/sound-bowl');
    await page.clock.pauseAt(START);
    await expect(page.getByTestId('bowl')).toBeEnabled();
    await page.getByRole('button', { name: '5 min', exact: true }).click();
    await page.clock.runFor(90_000);
    await expect(page.getByTestId('countdown')).toHaveText('03:30');
    await reloadMidSession(page);
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'sound-bowl', seconds: 90 })]);
    // the bowl needs a tap before the browser plays it: the session waits, paused, for Resume
    const resume = page.getByRole('button', { name: 'Resume' });
    await expect(resume).toBeEnabled();
    await expect(page.getByTestId('countdown')).toHaveText('03:30');
    await expect(page.getByTestId('bowl')).not.toHaveAttribute('data-ringing', '');
    await resume.click();
    await expect(page.getByTestId('bowl')).toHaveAttribute('data-ringing', '');
    await page.clock.runFor(211_000);
    await expect(page.getByRole('dialog', { name: 'Session Complete' })).toBeVisible();
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'sound-bowl', seconds: 300 })]);
  });
});
