import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';
import { reloadMidSession } from './session-helpers';

/** The fake clock stands still at this time once the page has loaded (a minute after install, so a slow load never passes it); only runFor moves it. */
const START = new Date('2026-11-24T08:01:00Z').getTime();

const ZONES = [
  'Head & Crown',
  'Face & Jaw',
  'Neck & Throat',
  'Shoulders',
  'Arms & Hands',
  'Chest & Heart',
  'Abdomen',
  'Lower Back',
  'Hips & Pelvis',
  'Thighs',
  'Knees & Calves',
  'Feet & Toes',
];

interface Spoken {
  text: string;
  rate: number;
  volume: number;
  voice: string | null;
}

/** Replaces speech synthesis with a recorder that has a male and a female voice. */
async function stubSpeech(page: Page) {
  await page.addInitScript(() => {
    const record = { spoken: [] as Spoken[], cancels: 0 };
    (window as unknown as { speech: typeof record }).speech = record;
    const voice = (name: string, lang: string) => ({
      name,
      lang,
      default: false,
      localService: true,
      voiceURI: name,
    });
    class FakeUtterance {
      rate = 1;
      volume = 1;
      lang = '';
      voice: { name: string } | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    }
    const synth = Object.assign(new EventTarget(), {
      paused: false,
      getVoices: () => [voice('Daniel', 'en-GB'), voice('Samantha', 'en-US')],
      speak: (u: FakeUtterance) =>
        record.spoken.push({
          text: u.text,
          rate: u.rate,
          volume: u.volume,
          voice: u.voice?.name ?? null,
        }),
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
  });
}

const speech = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { speech: { spoken: Spoken[]; cancels: number } }).speech,
  );

const practiceLog = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('stillwell:site:practice-log') ?? '[]'));

async function open(page: Page) {
  await page.clock.install({ time: new Date('2026-11-24T08:00:00Z') });
  await page.goto('/body-scan-online');
  await waitForIslands(page);
  await page.clock.pauseAt(START);
}

const zoneState = (page: Page, zone: string) =>
  page.locator(`[data-zone="${zone}"]`).getAttribute('data-state');

test.describe('body scan (docs/tools/body-scan-online.md#screen, #behaviour, #errors, #constants)', () => {
  test('a 5 minute scan speaks each of the 12 zones in order, then completes and closes', async ({
    page,
  }) => {
    await stubSpeech(page);
    await open(page);
    await expect(page.getByRole('radio', { name: '10 min', exact: true })).toBeChecked();
    await page.getByRole('radio', { name: '5 min', exact: true }).check({ force: true });
    // docs/decisions.md#body-scan-timing: equal time per zone, 5 × 60 / 12 = 25 s
    await expect(page.getByTestId('zone-seconds')).toHaveText('25');
    const voice = page.getByRole('switch', { name: 'Voice guide' });
    await expect(voice).toHaveAttribute('aria-checked', 'false');
    await voice.click();
    await page.getByRole('button', { name: 'Begin Journey' }).click();

    const instructions: string[] = [];
    for (const [index, zone] of ZONES.entries()) {
      await expect(page.getByTestId('zone-name')).toHaveText(zone);
      await expect(page.getByTestId('zone-count')).toHaveText(`Zone ${index + 1} of 12`);
      await expect(page.getByTestId('zone-timer')).toHaveText('00:25');
      expect(await zoneState(page, zone)).toBe('current');
      instructions.push((await page.getByTestId('instruction').textContent()) ?? '');
      await page.clock.runFor(25_000);
    }

    await expect(page.getByRole('heading', { name: 'Body Scan Complete' })).toBeVisible();
    // issue 42: the finished screen's first action has the focus, not the page
    await expect(page.getByRole('button', { name: 'New Session' })).toBeFocused();
    const spokenBeforeClosing = (await speech(page)).spoken;
    expect(spokenBeforeClosing.map((u) => u.text)).toEqual(instructions);
    for (const utterance of spokenBeforeClosing) {
      expect(utterance).toMatchObject({ rate: 0.8, volume: 0.8, voice: 'Samantha' });
    }
    // docs/tools/body-scan-online.md#behaviour: the closing announcement comes 1 s after completion.
    await page.clock.runFor(900);
    expect((await speech(page)).spoken).toHaveLength(12);
    await page.clock.runFor(100);
    // Spoken sentence by sentence (the engine queues sentences so no browser cuts one short).
    await expect
      .poll(async () =>
        (await speech(page)).spoken
          .slice(12)
          .map((u) => u.text)
          .join(' '),
      )
      .toBe(
        'Your body scan is complete. Take a few slow breaths, notice how your whole body feels, and when you are ready, gently open your eyes.',
      );
    await expect
      .poll(() => practiceLog(page))
      .toEqual([
        {
          tool: 'body-scan-online',
          startedAt: new Date(START).toISOString(),
          endedAt: new Date(START + 300_000).toISOString(),
          seconds: 300,
        },
      ]);
    await page.getByRole('button', { name: 'New Session' }).click();
    await expect(page.getByRole('button', { name: 'Begin Journey' })).toBeVisible();
  });

  test('pause cancels speech, resume speaks the zone again, skip moves on, reset returns to setup', async ({
    page,
  }) => {
    await stubSpeech(page);
    await open(page);
    await page.getByRole('switch', { name: 'Voice guide' }).click();
    await page.getByRole('button', { name: 'Begin Journey' }).click();
    await page.clock.runFor(10_000);
    await expect(page.getByTestId('zone-timer')).toHaveText('00:40');
    const before = await speech(page);
    expect(before.spoken).toHaveLength(1);

    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => (await speech(page)).cancels).toBeGreaterThan(before.cancels);
    await page.clock.runFor(60_000);
    await expect(page.getByTestId('zone-timer')).toHaveText('00:40');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(async () => (await speech(page)).spoken).toHaveLength(2);
    expect((await speech(page)).spoken[1]?.text).toBe(before.spoken[0]?.text);

    const cancelsBeforeSkip = (await speech(page)).cancels;
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByTestId('zone-name')).toHaveText('Face & Jaw');
    await expect(page.getByTestId('zone-timer')).toHaveText('00:50');
    expect(await zoneState(page, 'Head & Crown')).toBe('done');
    const afterSkip = await speech(page);
    expect(afterSkip.cancels).toBeGreaterThan(cancelsBeforeSkip);
    expect(afterSkip.spoken.at(-1)?.text).toMatch(/forehead/);

    for (let zone = 2; zone < 12; zone += 1) {
      await page.getByRole('button', { name: 'Skip' }).click();
    }
    await expect(page.getByTestId('zone-name')).toHaveText('Feet & Toes');
    await expect(page.getByRole('button', { name: 'Skip' })).toBeDisabled();

    const cancelsBeforeReset = (await speech(page)).cancels;
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('button', { name: 'Begin Journey' })).toBeVisible();
    expect((await speech(page)).cancels).toBeGreaterThan(cancelsBeforeReset);
  });

  test('hiding the page cancels speech', async ({ page }) => {
    await stubSpeech(page);
    await open(page);
    await page.getByRole('switch', { name: 'Voice guide' }).click();
    await page.getByRole('button', { name: 'Begin Journey' }).click();
    const before = (await speech(page)).cancels;
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'hidden',
      });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect((await speech(page)).cancels).toBeGreaterThan(before);
  });

  test('the voice toggle says (Not supported) without speech synthesis', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
    });
    await open(page);
    const voice = page.getByRole('switch', { name: /Voice guide/ });
    await expect(voice).toBeDisabled();
    await expect(page.getByText('(Not supported)')).toBeVisible();
  });

  test('Space begins, pauses and resumes; the voice stays off unless turned on', async ({
    page,
  }) => {
    await stubSpeech(page);
    await open(page);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await page.keyboard.press('Space');
    await page.clock.runFor(60_000);
    await expect(page.getByTestId('zone-name')).toHaveText('Face & Jaw');
    expect((await speech(page)).spoken).toEqual([]);
  });

  test('with the voice on a scan survives a reload paused with Resume; the minutes are logged once', async ({
    page,
  }) => {
    await stubSpeech(page);
    await open(page);
    await page.getByRole('radio', { name: '5 min', exact: true }).check({ force: true });
    await page.getByRole('switch', { name: /Voice guide/ }).click();
    await page.getByRole('button', { name: 'Begin Journey' }).click();
    await page.clock.runFor(60_000);
    await reloadMidSession(page);
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'body-scan-online', seconds: 60 })]);
    // the voice needs a tap before the browser speaks, so the scan waits for Resume: zone 3, 15 s left
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(page.getByTestId('zone-count')).toHaveText('Zone 3 of 12 · Paused');
    await expect(page.getByTestId('zone-name')).toHaveText('Neck & Throat');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(240_000);
    await expect(page.getByRole('heading', { name: 'Body Scan Complete' })).toBeVisible();
    await expect
      .poll(() => practiceLog(page))
      .toEqual([
        expect.objectContaining({
          tool: 'body-scan-online',
          startedAt: new Date(START).toISOString(),
          seconds: 300,
        }),
      ]);
  });

  test('with the voice off a scan comes back running, where the wall clock says', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('radio', { name: '5 min', exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Begin Journey' }).click();
    await page.clock.runFor(40_000);
    await reloadMidSession(page);
    await page.clock.runFor(20_000);
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(page.getByTestId('zone-count')).toHaveText('Zone 3 of 12');
  });
});

/** The y of an element's text baseline: a zero-size inline-block sits on it. */
function baselineOf(locator: Locator) {
  return locator.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.cssText = 'display:inline-block;width:0;height:0';
    element.append(probe);
    const y = probe.getBoundingClientRect().bottom;
    probe.remove();
    return y;
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} x ${viewport.height} the two timers share a baseline, and so do their captions (issue 24)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await open(page);
    await page.getByRole('button', { name: 'Begin Journey' }).click();
    const zone = page.getByTestId('zone-timer');
    const scan = page.getByTestId('scan-timer');
    await expect(zone).toHaveText('00:50');
    await expect(scan).toHaveText('10:00');
    await expect(page.getByRole('timer')).toHaveCount(2);
    const [zoneY, scanY] = [await baselineOf(zone), await baselineOf(scan)];
    expect(Math.abs(zoneY - scanY)).toBeLessThan(1);
    const zoneCaptionY = await baselineOf(page.getByText('This zone', { exact: true }));
    const scanCaptionY = await baselineOf(page.getByText('Whole scan', { exact: true }));
    expect(Math.abs(zoneCaptionY - scanCaptionY)).toBeLessThan(1);
    // caption above its figure
    expect(zoneCaptionY).toBeLessThan(zoneY);
  });
}
