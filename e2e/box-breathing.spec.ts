import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';
import { practiceLog, reloadMidSession } from './session-helpers';

/** Records the frequency of every oscillator the page starts, with the (fake) time it was scheduled. */
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

/** The fake clock stands still at this time once the page has loaded (a minute after install, so a slow load never passes it); only runFor moves it. */
const START = new Date('2026-11-22T08:01:00Z').getTime();

test.describe('box breathing (docs/tools/box-breathing.md#screen, #behaviour)', () => {
  test.beforeEach(async ({ page }) => {
    await spyOnTones(page);
    await page.clock.install({ time: new Date('2026-11-22T08:00:00Z') });
    await page.goto('/box-breathing');
    await waitForIslands(page);
    await page.clock.pauseAt(START);
  });

  test('runs two full cycles with the right phases, seconds and tones', async ({ page }) => {
    const phase = page.getByTestId('phase');
    const countdown = page.getByTestId('countdown');
    const hint = page.getByTestId('hint');
    await expect(hint).toHaveText('Press play to begin a 4-4-4-4 session');
    await expect(phase).toHaveText('Breathe In');
    await expect(countdown).toHaveText('4');

    await page.getByRole('button', { name: 'Play' }).click();
    await expect(hint).toHaveText('Focus on the expanding orb and follow the breath');
    const expected = [
      'Breathe In',
      'Hold',
      'Breathe Out',
      'Hold',
      'Breathe In',
      'Hold',
      'Breathe Out',
      'Hold',
    ];
    const orbs = ['expanding', 'full', 'contracting', 'empty'];
    for (const [index, label] of expected.entries()) {
      await expect(phase).toHaveText(label);
      await expect(countdown).toHaveText('4');
      await expect(page.getByTestId('orb')).toHaveAttribute('data-orb', orbs[index % 4] ?? '');
      const dots = page.getByTestId('phase-dot');
      await expect(dots.nth(index % 4)).toHaveAttribute('data-active', '');
      await page.clock.runFor(1_000);
      await expect(countdown).toHaveText('3');
      await page.clock.runFor(2_000);
      await expect(countdown).toHaveText('1');
      await page.clock.runFor(1_000);
    }
    await expect(phase).toHaveText('Breathe In');
    expect(await tones(page)).toEqual([523, 659, 587, 494, 523, 659, 587, 494, 523]);

    // Two full cycles (32 s) go to the practice log when the visitor pauses: ended early, as every
    // ending by the visitor (docs/tools/sessions.md#behaviour).
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          JSON.parse(localStorage.getItem('stillwell:site:practice-log') ?? '[]'),
        ),
      )
      .toEqual([
        {
          tool: 'box-breathing',
          startedAt: new Date(START).toISOString(),
          endedAt: new Date(START + 32_000).toISOString(),
          seconds: 32,
          ending: 'early',
        },
      ]);
  });

  test('leaving the page mid-session still records it in the practice log', async ({ page }) => {
    // The practice log is part of the tool's own bundle: the write at pagehide is synchronous, even
    // when the visitor leaves the moment after Play (nothing is waited for here).
    await page.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(20_000);
    await page.goto('/tools');
    const log = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('stillwell:site:practice-log') ?? '[]'),
    );
    expect(log).toEqual([expect.objectContaining({ tool: 'box-breathing', seconds: 20 })]);
  });

  test('pause stops, and starting again resets to Breathe In', async ({ page }) => {
    await page.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(9_000);
    await expect(page.getByTestId('phase')).toHaveText('Breathe Out');
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByTestId('hint')).toHaveText('Press play to begin a 4-4-4-4 session');
    // shorter than a round: nothing is kept, no card
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(5_000);
    await expect(page.getByTestId('phase')).toHaveText('Breathe In');
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByTestId('phase')).toHaveText('Breathe In');
    await expect(page.getByTestId('countdown')).toHaveText('4');
  });

  test('Space starts and pauses', async ({ page }) => {
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(page.getByTestId('phase')).toHaveText('Hold');
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  });

  test('a background tab that slept resumes in the right phase', async ({ page }) => {
    await page.getByRole('button', { name: 'Play' }).click();
    // Jump the wall clock without running timers, as a sleeping laptop would.
    // 38 cycles of 16 s and 9 s more: 1 s into Breathe Out.
    await page.clock.setSystemTime(START + (38 * 16 + 9) * 1000);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByTestId('phase')).toHaveText('Breathe Out');
    await expect(page.getByTestId('countdown')).toHaveText('3');
  });

  test('the tones can be muted, and the choice is remembered', async ({ page }) => {
    const sound = page.getByRole('button', { name: 'Phase tones' });
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(8_000);
    expect(await tones(page)).toEqual([]);
    // Switching the tones back on mid-phase waits for the next phase change (the second Hold, 494 Hz at 12 s).
    await page.clock.runFor(1_000);
    await sound.click();
    await page.clock.runFor(2_000);
    expect(await tones(page)).toEqual([]);
    await page.clock.runFor(1_000);
    expect(await tones(page)).toEqual([494]);
    await sound.click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Phase tones' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('reduced motion: the orb changes without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Play' }).click();
    const duration = await page
      .getByTestId('orb')
      .evaluate((node) => getComputedStyle(node).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.01);
  });

  test('a 2-minute session runs 8 whole rounds, ends with the completion card and is logged', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Breathing Settings' });
    await dialog.getByRole('radio', { name: '2 min' }).check({ force: true });
    await expect(dialog.getByText('8 rounds of 16 seconds')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByTestId('round')).toHaveText('Round 1 of 8');
    await page.clock.runFor(16_000);
    await expect(page.getByTestId('round')).toHaveText('Round 2 of 8');
    await page.clock.runFor(112_000);
    const card = page.getByRole('dialog', { name: 'Session Complete' });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('summary-rounds')).toHaveText('8');
    await expect
      .poll(() =>
        page.evaluate(() =>
          JSON.parse(localStorage.getItem('stillwell:site:practice-log') ?? '[]'),
        ),
      )
      .toEqual([expect.objectContaining({ tool: 'box-breathing', seconds: 128 })]);
  });

  test('on a phone the main control is on screen without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Play' })).toBeInViewport({ ratio: 1 });
  });

  test('on a phone every phase title stays clear of the tones and settings buttons (issue 42)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Play' }).click();
    const tones = await page.getByRole('button', { name: 'Phase tones' }).boundingBox();
    for (const label of ['Breathe In', 'Hold', 'Breathe Out']) {
      await page.clock.runFor(label === 'Breathe In' ? 0 : 4_000);
      const title = page.getByTestId('phase');
      if (label !== 'Hold') await expect(title).toHaveText(label);
      const box = await title.boundingBox();
      expect(box && tones && box.y >= tones.y + tones.height).toBe(true);
    }
    await expect(page.getByRole('button', { name: 'Pause' })).toBeInViewport();
  });

  test('a session survives a reload: paused at the clock with Resume, the minutes logged once', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(7 * 16_000 + 4_000); // 7 rounds and a quarter: Hold after Breathe In
    await reloadMidSession(page);
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'box-breathing', seconds: 116 })]);
    // tones are on: the browser plays sound only after a tap, so the session waits for Resume, a
    // labelled button as the hint names it, beside End session
    const resume = page.getByRole('button', { name: 'Resume' });
    await expect(resume).toBeVisible();
    await expect(resume).toHaveText('Resume');
    await expect(page.getByTestId('hint')).toHaveText(
      'Your session is waiting: press Resume to breathe on',
    );
    await expect(page.getByRole('button', { name: 'End session' })).toBeVisible();
    await expect(page.getByTestId('round')).toHaveText('Round 8');
    await expect(page.getByTestId('phase')).toHaveText('Hold');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(page.getByTestId('phase')).toHaveText('Breathe Out');
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('dialog', { name: 'Session Ended' })).toBeVisible();
    const log = await practiceLog(page);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ seconds: 120, ending: 'early' });
  });

  test('with tones off a session comes back running, where the wall clock says', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Phase tones' }).click();
    await page.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(20_000);
    await reloadMidSession(page);
    await page.clock.runFor(1_000); // Round 2, Hold: 21 s into the session
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(page.getByTestId('round')).toHaveText('Round 2');
    await expect(page.getByTestId('phase')).toHaveText('Hold');
    await expect(page.getByRole('button', { name: 'Phase tones' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('an open session paused at 3 minutes: the Session Ended card, the journal marks it ended early', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Play' }).click();
    await page.clock.fastForward(180_000);
    await page.getByRole('button', { name: 'Pause' }).click();
    const card = page.getByRole('dialog', { name: 'Session Ended' });
    await expect(card).toContainText('You practised for 3 minutes.');
    // 180 s are 11 whole rounds of 16 s
    await expect(card.getByTestId('summary-rounds')).toHaveText('11');
    await expect(card.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'New Session' })).toBeVisible();
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'box-breathing', seconds: 180, ending: 'early' })]);
    await page.goto('/practice');
    await waitForIslands(page);
    const row = page
      .getByRole('region', { name: 'Sessions' })
      .getByRole('listitem')
      .filter({ hasText: 'Box Breathing' })
      .last();
    await expect(row).toContainText('3 min');
    await expect(row).toContainText('ended early');
  });

  test('Undo on the card brings an open session back running on from the wall clock', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Play' }).click();
    await page.clock.fastForward(180_000);
    await page.getByRole('button', { name: 'Pause' }).click();
    const card = page.getByRole('dialog', { name: 'Session Ended' });
    await expect.poll(() => practiceLog(page)).toHaveLength(1);
    await page.clock.fastForward(10_000);
    await card.getByRole('button', { name: 'Undo' }).click();
    await expect(card).toBeHidden();
    // the same session, its card's seconds counted: 190 s is round 12, 14 s in (the second Hold)
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(page.getByTestId('round')).toHaveText('Round 12');
    await expect(page.getByTestId('phase')).toHaveText('Hold');
    expect(await practiceLog(page)).toEqual([]);
  });

  test('End session after a reload: the Session Ended card, and Undo brings it back paused', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Play' }).click();
    await page.clock.fastForward(180_000);
    await reloadMidSession(page);
    await expect(page.getByRole('button', { name: 'Resume' })).toHaveText('Resume');
    await page.getByRole('button', { name: 'End session' }).click();
    const card = page.getByRole('dialog', { name: 'Session Ended' });
    await expect(card).toContainText('You practised for 3 minutes.');
    await expect(card.getByTestId('summary-rounds')).toHaveText('11');
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'box-breathing', seconds: 180, ending: 'early' })]);
    await card.getByRole('button', { name: 'Undo' }).click();
    await expect(card).toBeHidden();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(page.getByTestId('round')).toHaveText('Round 12');
    // the reload's 'left' entry is taken out with the ending's: Resume and a later end log it again
    await expect.poll(() => practiceLog(page)).toEqual([]);
  });

  test('a 5-minute session paused at 3:00 is not complete: the rounds shown are the 11 breathed', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Breathing Settings' });
    await dialog.getByRole('radio', { name: '5 min' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByTestId('round')).toHaveText('Round 1 of 19');
    await page.clock.fastForward(180_000);
    await page.getByRole('button', { name: 'Pause' }).click();
    const card = page.getByRole('dialog', { name: 'Session Ended' });
    await expect(card).toContainText('You practised for 3 minutes.');
    await expect(card.getByTestId('summary-rounds')).toHaveText('11');
    await expect(page.getByRole('dialog', { name: 'Session Complete' })).toHaveCount(0);
    await expect(page.getByText('Session Complete')).toHaveCount(0);
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'box-breathing', seconds: 180, ending: 'early' })]);
  });
});
