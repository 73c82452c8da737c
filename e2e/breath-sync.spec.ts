import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';
import { reloadMidSession } from './session-helpers';

/** The fake clock stands still at this time once the page has loaded (a minute after install, so a slow load never passes it); only runFor moves it. */
const START = new Date('2026-11-24T08:01:00Z').getTime();

const practiceLog = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('stillwell:site:practice-log') ?? '[]'));

/** Records the pitch of every oscillator the page starts. */
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

/** Replaces speech synthesis with a recorder, and navigator.vibrate with one. */
async function stubSpeechAndVibration(page: Page) {
  await page.addInitScript(() => {
    const record = { spoken: [] as string[], cancels: 0, vibrations: [] as number[][] };
    (window as unknown as { cues: typeof record }).cues = record;
    class FakeUtterance {
      rate = 1;
      volume = 1;
      lang = '';
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    }
    const synth = Object.assign(new EventTarget(), {
      paused: false,
      speaking: false,
      pending: false,
      getVoices: () => [],
      speak: (utterance: FakeUtterance) => record.spoken.push(utterance.text),
      cancel: () => {
        record.cancels += 1;
      },
      pause: () => undefined,
      resume: () => undefined,
    });
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: FakeUtterance,
      configurable: true,
    });
    Object.defineProperty(Navigator.prototype, 'vibrate', {
      value: (pattern: number | number[]) => {
        record.vibrations.push(Array.isArray(pattern) ? pattern : [pattern]);
        return true;
      },
      configurable: true,
    });
  });
}

const cues = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          cues: { spoken: string[]; cancels: number; vibrations: number[][] };
        }
      ).cues,
  );

async function open(page: Page) {
  await page.clock.install({ time: new Date('2026-11-24T08:00:00Z') });
  await page.goto('/breath-sync');
  await waitForIslands(page);
  await page.clock.pauseAt(START);
}

/** Picks a technique on the page (any settings dialog closed first: it is modal while open). */
async function chooseTechnique(page: Page, name: string) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('radio', { name, exact: true }).check({ force: true });
}

test.describe('breath-sync (docs/tools/breath-sync.md#screen, #behaviour, #constants)', () => {
  test('a 5 minute box session runs whole breaths, then stops and resets to ready', async ({
    page,
  }) => {
    await open(page);
    const phase = page.getByTestId('phase');
    const seconds = page.getByTestId('phase-seconds');
    const clock = page.getByTestId('session-clock');
    await expect(phase).toHaveText('Ready');
    // 5 minutes of 16 s breaths is rounded up to 19 whole breaths: 5:04, shown before Start too.
    await expect(clock).toHaveText('00:00 / 05:04');
    await expect(page.getByTestId('technique-name')).toHaveText('Box Breathing');
    await expect(page.getByTestId('technique-pattern')).toHaveText('4-4-4-4');

    await page.getByRole('button', { name: 'Start' }).click();
    await expect(clock).toHaveText('00:00 / 05:04');
    const expected = [
      ['Breathe In', 'expanding'],
      ['Hold', 'full'],
      ['Breathe Out', 'contracting'],
      ['Hold', 'empty'],
    ];
    for (const [label, orb] of expected) {
      await expect(phase).toHaveText(label ?? '');
      await expect(seconds).toHaveText('4');
      await expect(page.getByTestId('orb')).toHaveAttribute('data-orb', orb ?? '');
      await page.clock.runFor(1_000);
      await expect(seconds).toHaveText('3');
      await page.clock.runFor(3_000);
    }
    await expect(phase).toHaveText('Breathe In');
    await expect(page.getByTestId('cycles')).toHaveText('Completed cycles: 1');

    await page.clock.runFor(300_000 - 16_000);
    // At 5:00 the 19th breath is on its last hold: the session does not stop mid-breath.
    await expect(phase).toHaveText('Hold');
    await expect(clock).toHaveText('05:00 / 05:04');
    await page.clock.runFor(4_000);
    await expect(phase).toHaveText('Ready');
    await expect(clock).toHaveText('00:00 / 05:04');
    await expect(page.getByTestId('cycles')).toHaveText('Completed cycles: 19');
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    const summary = page.getByRole('dialog', { name: 'Session Complete' });
    await expect(summary).toBeVisible();
    await expect(summary.getByTestId('summary-time')).toHaveText('05:04');
    await expect(summary.getByTestId('summary-cycles')).toHaveText('19');
    await expect
      .poll(() => practiceLog(page))
      .toEqual([
        {
          tool: 'breath-sync',
          startedAt: new Date(START).toISOString(),
          endedAt: new Date(START + 304_000).toISOString(),
          seconds: 304,
        },
      ]);
    await summary.getByRole('button', { name: 'New Session' }).click();
    await expect(summary).toBeHidden();
  });

  test('Wim Hof keeps exact 1.5 s phases and ends exactly at the chosen length', async ({
    page,
  }) => {
    await open(page);
    await chooseTechnique(page, 'Wim Hof');
    await expect(page.getByTestId('technique-summary')).toHaveText(
      'Quick rhythmic breathing for energy',
    );
    await expect(page.getByTestId('technique-pattern')).toHaveText('1.5-0-1.5-0');
    await page.getByRole('button', { name: 'Start' }).click();
    const phase = page.getByTestId('phase');
    for (let breath = 0; breath < 3; breath += 1) {
      await expect(phase).toHaveText('Breathe In');
      await page.clock.runFor(1_500);
      await expect(phase).toHaveText('Breathe Out');
      await page.clock.runFor(1_500);
    }
    await expect(page.getByTestId('cycles')).toHaveText('Completed cycles: 3');
    await expect(page.getByTestId('session-clock')).toHaveText('00:09 / 05:00');
    await page.clock.runFor(300_000 - 9_000 - 100);
    await expect(phase).toHaveText('Breathe Out');
    await page.clock.runFor(100);
    await expect(phase).toHaveText('Ready');
    await expect(page.getByTestId('cycles')).toHaveText('Completed cycles: 100');
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'breath-sync', seconds: 300 })]);
  });

  test('4-7-8 skips its zero hold, and a longer length is chosen in Settings', async ({ page }) => {
    await open(page);
    await chooseTechnique(page, '4-7-8 Technique');
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Breath Sync Settings' });
    await settings.getByRole('radio', { name: '10 min', exact: true }).check({ force: true });
    await settings.getByRole('button', { name: 'Done' }).click();
    // 600 s of 19 s breaths: 32 whole breaths = 608 s, before Start and after.
    await expect(page.getByTestId('session-clock')).toHaveText('00:00 / 10:08');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('session-clock')).toHaveText('00:00 / 10:08');
    const phase = page.getByTestId('phase');
    await page.clock.runFor(4_000);
    await expect(phase).toHaveText('Hold');
    await expect(page.getByTestId('phase-seconds')).toHaveText('7');
    await page.clock.runFor(7_000);
    await expect(phase).toHaveText('Breathe Out');
    await expect(page.getByTestId('phase-seconds')).toHaveText('8');
    await page.clock.runFor(8_000);
    await expect(phase).toHaveText('Breathe In');
    await expect(page.getByTestId('cycles')).toHaveText('Completed cycles: 1');
  });

  test('the technique and length cannot change while running; Stop returns to ready', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('radio', { name: 'Wim Hof', exact: true })).toBeDisabled();
    await page.clock.runFor(5_000);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByTestId('phase')).toHaveText('Paused');
    await page.clock.runFor(60_000);
    await expect(page.getByTestId('session-clock')).toHaveText('00:05 / 05:04');
    await expect(page.getByRole('radio', { name: 'Wim Hof', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(3_000);
    await expect(page.getByTestId('phase')).toHaveText('Breathe Out');
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByTestId('phase')).toHaveText('Ready');
    await expect(page.getByTestId('session-clock')).toHaveText('00:00 / 05:04');
    await expect(page.getByRole('radio', { name: 'Wim Hof', exact: true })).toBeEnabled();
    // Stopped before one whole breath: nothing to log, no summary.
    await expect(page.getByRole('dialog', { name: 'Session Complete' })).toBeHidden();
    expect(await practiceLog(page)).toEqual([]);
  });

  test('custom fields are clamped to 0–30 s, an all-zero pattern cannot start, and the pattern is remembered', async ({
    page,
  }) => {
    await open(page);
    await chooseTechnique(page, 'Custom Pattern');
    const inhale = page.getByLabel('Inhale, seconds', { exact: true });
    const hold = page.getByLabel('Hold after inhale, seconds', { exact: true });
    const exhale = page.getByLabel('Exhale, seconds', { exact: true });
    const rest = page.getByLabel('Hold after exhale, seconds', { exact: true });
    await inhale.fill('45');
    await expect(inhale).toHaveValue('30');
    await hold.fill('-3');
    await expect(hold).toHaveValue('0');
    await exhale.fill('6.3');
    await exhale.blur();
    await expect(exhale).toHaveValue('6.5');
    await expect(page.getByTestId('technique-pattern')).toHaveText('30-0-6.5-0');

    for (const field of [inhale, exhale]) await field.fill('0');
    await expect(rest).toHaveValue('0');
    await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();
    await expect(page.getByTestId('blocked-reason')).toHaveText(
      'Set at least one phase above 0 seconds to start: a pattern of all zeros has no breath in it.',
    );
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Space');
    await expect(page.getByTestId('phase')).toHaveText('Ready');

    await inhale.fill('3');
    await rest.fill('2');
    await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
    await expect(page.getByTestId('blocked-reason')).toHaveText('');
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('radio', { name: 'Custom Pattern', exact: true })).toBeChecked();
    await expect(page.getByLabel('Inhale, seconds', { exact: true })).toHaveValue('3');
    await expect(page.getByLabel('Hold after exhale, seconds', { exact: true })).toHaveValue('2');
    await expect(page.getByTestId('technique-pattern')).toHaveText('3-0-0-2');
  });

  test('Space starts, pauses and resumes', async ({ page }) => {
    await open(page);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test('the circle is 1.6 times larger on the in-breath than at rest', async ({ page }) => {
    await open(page);
    const scaleOf = () =>
      page
        .getByTestId('orb')
        .evaluate((node) => Number(/scale\(([\d.]+)\)/.exec(node.style.transform)?.[1]));
    const rest = await scaleOf();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('orb')).toHaveAttribute('data-orb', 'expanding');
    await expect.poll(async () => (await scaleOf()) / rest).toBeCloseTo(1.6, 5);
  });

  test('tones are off by default; turned on, each phase change plays its soft tone', async ({
    page,
  }) => {
    await spyOnTones(page);
    await open(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(8_000);
    expect(await page.evaluate(() => (window as unknown as { tones: number[] }).tones)).toEqual([]);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Soft phase tones' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(16_000);
    expect(await page.evaluate(() => (window as unknown as { tones: number[] }).tones)).toEqual([
      440, 554.37, 329.63, 277.18, 440,
    ]);
  });

  test('spoken cues and vibration follow the phases, and speech stops on pause', async ({
    page,
  }) => {
    await stubSpeechAndVibration(page);
    await open(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Spoken cues' }).click();
    await page.getByRole('switch', { name: 'Vibration' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await chooseTechnique(page, '4-7-8 Technique');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(19_000);
    const record = await cues(page);
    expect(record.spoken).toEqual(['Breathe in', 'Hold', 'Breathe out', 'Breathe in']);
    expect(record.vibrations).toEqual([[60], [25], [40, 80, 40], [60]]);
    const cancels = record.cancels;
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => (await cues(page)).cancels).toBeGreaterThan(cancels);
  });

  test('with tones on a session survives a reload paused with Resume; the minutes are logged once', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Soft phase tones' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(40_000);
    await reloadMidSession(page);
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'breath-sync', seconds: 40 })]);
    // the tones need a tap before the browser plays sound, so the session waits for Resume
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(page.getByTestId('session-clock')).toHaveText('00:40 / 05:04');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(264_000);
    await expect(page.getByRole('dialog', { name: 'Session Complete' })).toBeVisible();
    await expect
      .poll(() => practiceLog(page))
      .toEqual([
        expect.objectContaining({
          tool: 'breath-sync',
          startedAt: new Date(START).toISOString(),
          seconds: 304,
        }),
      ]);
  });

  test('silent, a session comes back breathing where the wall clock says', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(20_000);
    await reloadMidSession(page);
    await page.clock.runFor(5_000);
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(page.getByTestId('session-clock')).toHaveText('00:25 / 05:04');
    await expect(page.getByTestId('phase')).toHaveText('Breathe Out');
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`breath-sync at ${viewport.width} x ${viewport.height} (issue 24)`, () => {
    test.use({ viewport });

    test('the total shown before Start is the total Start runs', async ({ page }) => {
      await open(page);
      const clock = page.getByRole('timer');
      for (const [technique, total] of [
        ['Box Breathing', '05:04'],
        ['4-7-8 Technique', '05:04'],
        ['Wim Hof', '05:00'],
        ['Box Breathing', '05:04'],
      ] as const) {
        await chooseTechnique(page, technique);
        await expect(clock).toHaveText(`00:00 / ${total}`);
      }
      await page.getByRole('button', { name: 'Start' }).click();
      await expect(clock).toHaveText('00:00 / 05:04');
      await page.clock.runFor(2_000);
      await expect(clock).toHaveText('00:02 / 05:04');
    });

    test("Wim Hof's 1.5 s phases count 1.5, then 1", async ({ page }) => {
      await open(page);
      await chooseTechnique(page, 'Wim Hof');
      await page.getByRole('button', { name: 'Start' }).click();
      const phase = page.getByTestId('phase');
      const seconds = page.getByTestId('phase-seconds');
      for (const label of ['Breathe In', 'Breathe Out', 'Breathe In']) {
        await expect(phase).toHaveText(label);
        await expect(seconds).toHaveText('1.5');
        await page.clock.runFor(500);
        await expect(seconds).toHaveText('1');
        await page.clock.runFor(1_000);
      }
    });

    test('a negative custom value becomes 0 and one above 30 becomes 30, typed or pasted', async ({
      page,
    }) => {
      await open(page);
      await chooseTechnique(page, 'Custom Pattern');
      const inhale = page.getByRole('spinbutton', { name: 'Inhale, seconds', exact: true });
      const hold = page.getByRole('spinbutton', {
        name: 'Hold after inhale, seconds',
        exact: true,
      });
      const exhale = page.getByRole('spinbutton', { name: 'Exhale, seconds', exact: true });
      const pattern = page.getByTestId('technique-pattern');
      await expect(pattern).toHaveText('4-2-6-0');
      // typed key by key, as a visitor does
      await hold.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('-12');
      await expect(hold).toHaveValue('0');
      await page.keyboard.press('Tab');
      await expect(hold).toHaveValue('0');
      await expect(pattern).toHaveText('4-0-6-0');
      await exhale.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('-0.5');
      await page.keyboard.press('Tab');
      await expect(exhale).toHaveValue('0');
      // pasted or filled at once
      await inhale.fill('-5');
      await expect(inhale).toHaveValue('0');
      await inhale.fill('45');
      await expect(inhale).toHaveValue('30');
      await exhale.fill('7');
      await expect(pattern).toHaveText('30-0-7-0');
      // the numbers after a clamp are typed anew
      await hold.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('3');
      await page.keyboard.press('Tab');
      await expect(pattern).toHaveText('30-3-7-0');
      await page.reload();
      await waitForIslands(page);
      await expect(
        page.getByRole('spinbutton', { name: 'Inhale, seconds', exact: true }),
      ).toHaveValue('30');
      await expect(page.getByTestId('technique-pattern')).toHaveText('30-3-7-0');
    });
  });
}
