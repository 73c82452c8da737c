import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';
import {
  keptAside,
  openWithCorrupt,
  practiceLog,
  readKey,
  reloadMidSession,
} from './session-helpers';

/** The fake clock stands still at this time once the page has loaded (a minute after install). */
const START = new Date('2026-11-24T08:00:30Z').getTime();
const TYPES = [
  'seed',
  'sprout',
  'flower1',
  'flower2',
  'flower3',
  'flower4',
  'flower5',
  'tree1',
  'tree2',
  'bush1',
  'bush2',
  'special1',
  'special2',
  'special3',
];

// why: the audio tests make the birdsong fail with page.route, which a service worker would bypass
test.use({ serviceWorkers: 'block', timezoneId: 'Europe/London' });

/** Seeds `count` plants (and optionally the completed count) before the first load. */
async function seedGarden(page: Page, count: number, completedGardens = 0) {
  await page.addInitScript(
    ({ count, completedGardens, types }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const plants = Array.from({ length: count }, (_, index) => ({
        type: types[index % types.length],
        planted: '2026-11-20T08:00:00.000Z',
        id: 1_763_625_600_000 + index,
      }));
      localStorage.setItem('gardenPlants', JSON.stringify(plants));
      localStorage.setItem('completedGardens', JSON.stringify(completedGardens));
    },
    { count, completedGardens, types: TYPES },
  );
}

async function open(page: Page) {
  await page.goto('/garden-plant-meditation');
  await waitForIslands(page);
  await page.clock.pauseAt(START);
}

const plots = (page: Page) =>
  page.getByRole('list', { name: 'Garden plots' }).getByRole('listitem');

test.describe('garden (docs/tools/garden-plant-meditation.md#screen, #data, #behaviour, #validation, #errors, #constants)', () => {
  test.beforeEach(async ({ page }) => {
    // a minute before START, so a slow load never passes it
    await page.clock.install({ time: new Date('2026-11-24T07:59:30Z') });
  });

  test('a 30 s session breathes 4-4-4-4 and grows a highlighted plant', async ({ page }) => {
    await open(page);
    await expect(page.getByTestId('garden-name')).toHaveText('My Mindful Garden');
    await expect(page.getByTestId('garden-level')).toHaveText('0 plants · Level 1');
    await expect(plots(page)).toHaveCount(36);
    await expect(page.getByTestId('breath-phase')).toHaveText('Ready');
    await page.getByRole('button', { name: 'Plant a Seed' }).click();
    await expect(page.getByRole('button', { name: 'End Session' })).toBeVisible();
    // issue 42: the focus goes with the control that takes the pressed one's place
    await expect(page.getByRole('button', { name: 'End Session' })).toBeFocused();
    await expect(page.getByTestId('breath-phase')).toHaveText('Breathe in');
    for (const phase of ['Hold', 'Breathe out', 'Hold', 'Breathe in']) {
      await page.clock.runFor(4_000);
      await expect(page.getByTestId('breath-phase')).toHaveText(phase);
    }
    await expect(page.getByRole('timer')).toHaveText('00:14');
    await page.clock.runFor(14_000);
    await expect(page.getByRole('button', { name: 'Plant a Seed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Plant a Seed' })).toBeFocused();
    await expect(page.getByTestId('breath-phase')).toHaveText('Planted');
    await expect(page.getByTestId('garden-level')).toHaveText('1 plant · Level 1');
    const first = plots(page).first();
    await expect(first).toHaveAttribute('data-new', '');
    expect(TYPES).toContain(await first.getAttribute('data-plant'));
    await page.clock.runFor(3_000);
    await expect(first).not.toHaveAttribute('data-new');
    await expect(page.getByTestId('breath-phase')).toHaveText('Ready');

    expect(await readKey(page, 'gardenPlants')).toEqual([
      expect.objectContaining({
        planted: new Date(START + 30_000).toISOString(),
        id: START + 30_000,
      }),
    ]);
    expect(await readKey(page, 'gardenSessions')).toEqual([
      { date: '2026-11-24', duration: 30, timestamp: new Date(START + 30_000).toISOString() },
    ]);
    await expect(page.getByTestId('total-sessions')).toHaveText('1');
    await expect(page.getByTestId('time-practised')).toHaveText('30 s');
    await expect(page.getByTestId('plants-grown')).toHaveText('1/36');
    // 2026-11-24 is a Tuesday: today closes the strip
    await expect(page.getByTestId('weekly-strip').getByRole('listitem').last()).toContainText(
      'Tue: 1 session',
    );
    await expect
      .poll(() => readKey(page, 'stillwell:site:practice-log'))
      .toEqual([expect.objectContaining({ tool: 'garden-plant-meditation', seconds: 30 })]);
  });

  test('End Session grows no plant and keeps the time practised, marked ended early', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Plant a Seed' }).click();
    await page.clock.runFor(20_000);
    await page.getByRole('button', { name: 'End Session' }).click();
    await page.clock.runFor(20_000);
    await expect(page.getByTestId('garden-level')).toHaveText('0 plants · Level 1');
    expect(await readKey(page, 'gardenSessions')).toBeNull();
    // docs/tools/sessions.md#behaviour: an ending by the visitor keeps the time practised
    await expect
      .poll(() => practiceLog(page))
      .toEqual([
        expect.objectContaining({ tool: 'garden-plant-meditation', seconds: 20, ending: 'early' }),
      ]);
  });

  test('a session survives a reload: paused with Resume while birdsong is on, the minutes logged once', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Plant a Seed' }).click();
    await page.clock.runFor(20_000);
    await reloadMidSession(page);
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'garden-plant-meditation', seconds: 20 })]);
    // birdsong is on: the browser plays it only after a tap, so the session waits for Resume
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'End Session' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText('00:10');
    // issue 42: the paused state is named, not 'Ready'
    await expect(page.getByTestId('breath-phase')).toHaveText('Paused');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeHidden();
    await page.clock.runFor(10_000);
    await expect(page.getByTestId('garden-level')).toHaveText('1 plant · Level 1');
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: 'garden-plant-meditation', seconds: 30 })]);
    expect(await readKey(page, 'gardenSessions')).toEqual([
      expect.objectContaining({ duration: 30 }),
    ]);
  });

  test('a muted garden comes back running where the wall clock says', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Mute' }).click();
    await page.getByRole('button', { name: 'Plant a Seed' }).click();
    await page.clock.runFor(5_000);
    await reloadMidSession(page);
    await page.clock.runFor(1_000);
    await expect(page.getByRole('button', { name: 'End Session' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeHidden();
    await expect(page.getByRole('timer')).toHaveText('00:24');
  });

  test('the garden grows its 36th plant and completes; Start New Garden clears plants only', async ({
    page,
  }) => {
    await seedGarden(page, 35);
    await open(page);
    await expect(page.getByTestId('garden-level')).toHaveText('35 plants · Level 12');
    await expect(page.getByTestId('progress-message')).toHaveText('Your garden is in full bloom.');
    await page.getByRole('button', { name: 'Plant a Seed' }).click();
    await page.clock.runFor(30_000);
    const dialog = page.getByRole('dialog', { name: 'Garden Complete!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('complete-plants')).toHaveText('36');
    await expect(dialog.getByTestId('complete-sessions')).toHaveText('1');
    await expect(dialog.getByTestId('achievement')).toContainText('First Garden Master');
    await expect(dialog.getByTestId('achievement')).toContainText('Gardens completed: 1');
    expect(await readKey(page, 'completedGardens')).toBe(1);
    expect(await readKey<unknown[]>(page, 'gardenPlants')).toHaveLength(36);
    await expect(page.getByTestId('garden-level')).toHaveText('36 plants · Level 13');

    await dialog.getByRole('button', { name: 'Start New Garden' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('garden-level')).toHaveText('0 plants · Level 1');
    expect(await readKey(page, 'gardenPlants')).toEqual([]);
    expect(await readKey<unknown[]>(page, 'gardenSessions')).toHaveLength(1);
    expect(await readKey(page, 'completedGardens')).toBe(1);
  });

  test('a full garden shows its completion on return; the achievement grows with gardens', async ({
    page,
  }) => {
    await seedGarden(page, 36, 5);
    await open(page);
    const dialog = page.getByRole('dialog', { name: 'Garden Complete!' });
    await expect(dialog.getByTestId('achievement')).toContainText('Mindfulness Expert');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // a session in a full garden is recorded, but nothing more is planted or completed
    await page.getByRole('button', { name: 'Plant a Seed' }).click();
    await page.clock.runFor(30_000);
    expect(await readKey<unknown[]>(page, 'gardenPlants')).toHaveLength(36);
    expect(await readKey(page, 'completedGardens')).toBe(5);
    expect(await readKey<unknown[]>(page, 'gardenSessions')).toHaveLength(1);
  });

  test('Garden Settings: the name is trimmed, bounded and shown as text; the length applies', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Garden Settings' });
    const name = settings.getByRole('textbox', { name: 'Garden name' });
    await expect(name).toHaveValue('My Mindful Garden');
    await expect(settings.getByTestId('name-help')).toContainText('Up to 40 characters');
    await name.fill('   ');
    await expect(settings.getByTestId('name-help')).toHaveText(
      'Give your garden a name of up to 40 characters.',
    );
    await expect(settings.getByRole('button', { name: 'Save & Close' })).toBeDisabled();
    await name.fill('  <img src=x onerror=alert(1)> Nook  ');
    await settings.getByRole('radio', { name: '1 min', exact: true }).check({ force: true });
    await settings.getByRole('button', { name: 'Save & Close' }).click();
    await expect(settings).toBeHidden();
    await expect(page.getByTestId('garden-name')).toHaveText('<img src=x onerror=alert(1)> Nook');
    await expect(page.getByTestId('garden-name').locator('img')).toHaveCount(0);
    expect(await readKey(page, 'gardenName')).toBe('<img src=x onerror=alert(1)> Nook');
    expect(await readKey(page, 'sessionDuration')).toBe(60);
    await expect(page.getByTestId('session-length')).toHaveText('Session: 1 min');

    await page.getByRole('button', { name: 'Settings' }).click();
    await name.fill('A'.repeat(55));
    await expect(name).toHaveValue('A'.repeat(40));
    await expect(settings.getByTestId('name-help')).toContainText('(40/40)');
    await settings.getByRole('button', { name: 'Save & Close' }).click();
    expect(await readKey(page, 'gardenName')).toBe('A'.repeat(40));

    // closing without saving keeps what was there
    await page.getByRole('button', { name: 'Settings' }).click();
    await name.fill('Never saved');
    await settings.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByTestId('garden-name')).toHaveText('A'.repeat(40));

    await page.getByRole('button', { name: 'Plant a Seed' }).click();
    await expect(page.getByRole('timer')).toHaveText('01:00');
  });

  test('birdsong plays at 0.6 during a session, and stops when muted and at zero', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const log = { loops: 0, gains: [] as number[] };
      (window as unknown as { audio: typeof log }).audio = log;
      const start = AudioBufferSourceNode.prototype.start;
      AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args) {
        if (this.loop) log.loops += 1;
        return start.apply(this, args);
      };
      const ramp = AudioParam.prototype.linearRampToValueAtTime;
      AudioParam.prototype.linearRampToValueAtTime = function (value: number, time: number) {
        log.gains.push(value);
        return ramp.call(this, value, time);
      };
    });
    const audio = () =>
      page.evaluate(
        () => (window as unknown as { audio: { loops: number; gains: number[] } }).audio,
      );
    await open(page);
    await expect(page.getByTestId('audio-status')).toHaveText('');
    await page.getByRole('button', { name: 'Plant a Seed' }).click();
    await expect.poll(async () => (await audio()).loops).toBe(1);
    expect((await audio()).gains).toContain(0.6);
    await page.getByRole('button', { name: 'Mute' }).click();
    await expect(page.getByRole('button', { name: 'Mute' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await readKey(page, 'isMuted')).toBe(true);
    await expect.poll(async () => (await audio()).gains.at(-1)).toBe(0);
    await page.getByRole('button', { name: 'Mute' }).click();
    await expect.poll(async () => (await audio()).loops).toBe(2);
    await page.clock.runFor(30_000);
    await expect.poll(async () => (await audio()).gains.at(-1)).toBe(0);
  });

  test('birdsong that cannot load: Audio unavailable, the toggle disabled, the garden grows', async ({
    page,
  }) => {
    await page.route('**/audio/garden-birds.*', (route) => route.fulfill({ status: 404 }));
    await open(page);
    await expect(page.getByTestId('audio-status')).toHaveText('Audio unavailable');
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Garden Settings' });
    await expect(settings.getByTestId('settings-audio-status')).toHaveText('Audio file not found');
    await expect(settings.getByRole('switch', { name: 'Ambient sound' })).toBeDisabled();
    await settings.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Plant a Seed' }).click();
    await page.clock.runFor(30_000);
    await expect(page.getByTestId('garden-level')).toHaveText('1 plant · Level 1');
  });

  test.describe('a corrupt or foreign value under each key is kept aside and the garden works', () => {
    const CASES = [
      ['gardenPlants', '[{"type":"weed","planted":"yesterday","id":1}]'],
      ['gardenSessions', '{"sessions":3}'],
      ['completedGardens', '1.5'],
      ['gardenName', '"   "'],
      ['sessionDuration', '45'],
      ['isMuted', '"no"'],
      ['stillwell:garden-plant-meditation:ambient', '[]'],
    ] as const;
    for (const [key, raw] of CASES) {
      test(key, async ({ page }) => {
        await openWithCorrupt(page, '/garden-plant-meditation', key, raw);
        await waitForIslands(page);
        await page.clock.pauseAt(START);
        await expect(page.getByRole('alert')).toContainText("We couldn't read your");
        expect(await keptAside(page, key)).toBe(raw);
        await expect(page.getByTestId('garden-name')).toHaveText('My Mindful Garden');
        await page.getByRole('button', { name: 'Plant a Seed' }).click();
        await page.clock.runFor(30_000);
        await expect(page.getByTestId('garden-level')).toHaveText('1 plant · Level 1');
      });
    }
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`garden at ${viewport.width} x ${viewport.height} (issue 24)`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: new Date('2026-11-24T08:00:00Z') });
    });

    test('the plant grows in view, stage by stage, and arrives in the garden in view', async ({
      page,
    }) => {
      await open(page);
      await page.getByRole('button', { name: 'Plant a Seed' }).click();
      const end = page.getByRole('button', { name: 'End Session' });
      await expect(end).toBeInViewport();
      await expect(end).toBeEnabled();
      for (const [stage, name] of [
        ['seed', 'Your plant: a seed'],
        ['sprout', 'Your plant: a sprout'],
        ['young', /^Your plant: a young .+$/],
      ] as const) {
        const plant = page.getByRole('img', { name });
        await expect(plant).toHaveAttribute('data-stage', stage);
        await expect(plant).toBeInViewport();
        await page.clock.runFor(10_000);
      }
      // planted: the grown plant in the panel, and its plot in the garden, both in view
      const grown = page.getByTestId('growing-plant');
      await expect(grown).toHaveAttribute('data-stage', 'grown');
      const type = await grown.getAttribute('data-plant');
      expect(TYPES).toContain(type);
      const arrival = page.getByTestId('plant-arrival');
      await expect(arrival).toHaveText(/^.+ planted in your garden$/);
      const plot = plots(page).first();
      await expect(plot).toHaveAttribute('data-new', '');
      await expect(plot).toHaveAttribute('data-plant', type ?? '');
      await expect(plot).toBeInViewport();
      await expect(arrival).toBeInViewport();
    });
  });
}
