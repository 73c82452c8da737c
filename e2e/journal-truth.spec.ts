/**
 * The journal tells the truth (docs/tools/sessions.md#behaviour), for every timed tool: a session the
 * visitor ends with the tool's own stop keeps its minutes in /practice; a session left with the tab
 * closed and come back to after its end is credited with the time before leaving, and shows no
 * full-length card (the focus and eye timers, wall-clock timers, finish in full).
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from './helpers';
import { keptAside, openWithCorrupt, practiceLog, setHidden } from './session-helpers';

test.use({ serviceWorkers: 'block', timezoneId: 'Europe/London', locale: 'en-GB' });

const MIN = 60_000;
const T0 = new Date('2026-11-24T08:00:00Z');
const START = T0.getTime() + MIN;

/** One timed tool as a visitor drives it. */
interface TimedTool {
  readonly slug: string;
  /** Its name in the journal. */
  readonly name: string;
  /** Waits until the page can start a session (sound loaded, scene drawn). */
  readonly ready?: (page: Page) => Promise<void>;
  /** Chooses a length of at least 5 minutes, when the default is shorter or open-ended. */
  readonly choose?: (page: Page) => Promise<void>;
  readonly start: (page: Page) => Promise<void>;
  /** The tool's own stop (Stop, Reset, End Session). */
  readonly stop: (page: Page) => Promise<void>;
  /**
   * Its stop finishes the session itself (breath-sync): the journal has its record,
   * marked ended early; `ownCard` names the tool's own card, which then carries Undo (else the
   * kit's card shows).
   */
  readonly endsItself?: boolean;
  readonly ownCard?: string;
  /** The button that carries on a paused session (default 'Resume'). */
  readonly resume?: string;
  /** A wall-clock timer: it runs on while away and finishes in full. */
  readonly wallClockSec?: number;
}

const button = (name: string) => (page: Page) =>
  page.getByRole('button', { name, exact: true }).click();

const TOOLS: readonly TimedTool[] = [
  {
    slug: 'zen-timer',
    name: 'Zen Timer',
    ready: (page) => expect(page.getByTestId('scene-canvas')).toHaveAttribute('data-ready', ''),
    start: button('Begin'),
    stop: button('Stop'),
  },
  {
    slug: 'walking-meditation',
    name: 'Walking Meditation',
    start: button('Begin Walking'),
    stop: button('Reset'),
  },
  {
    slug: 'trataka-focus',
    name: 'Trataka',
    start: button('Begin Session'),
    stop: button('Reset'),
  },
  {
    slug: 'rain-meditation',
    name: 'Rain Meditation',
    ready: (page) =>
      expect(page.getByTestId('audio-status')).toHaveText('Ready (Rain + Thunder)', {
        timeout: 15_000,
      }),
    start: button('Begin Rain Session'),
    stop: button('Reset'),
  },
  {
    slug: 'body-scan-online',
    name: 'Body Scan',
    start: button('Begin Journey'),
    stop: button('Reset'),
  },
  {
    slug: 'sound-bowl',
    name: 'Sound Bowl',
    ready: (page) => expect(page.getByRole('button', { name: 'Play' })).toBeEnabled(),
    start: button('5 min'),
    stop: button('Stop'),
  },
  {
    slug: 'garden-plant-meditation',
    name: 'Garden',
    choose: async (page) => {
      await page.getByRole('button', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Garden Settings' });
      await settings.getByRole('radio', { name: '5 min', exact: true }).check({ force: true });
      await settings.getByRole('button', { name: 'Save & Close' }).click();
      await expect(settings).toBeHidden();
    },
    start: button('Plant a Seed'),
    stop: button('End Session'),
  },
  {
    slug: 'sound-mixer',
    name: 'Sound Mixer',
    choose: (page) => page.getByTestId('tile-rain').click(),
    start: (page) => page.getByRole('button', { name: 'Start 5-min timer' }).click(),
    stop: button('Stop timer'),
    resume: 'Play',
  },
  {
    slug: 'breath-sync',
    name: 'Breath Sync',
    start: button('Start'),
    stop: button('Stop'),
    endsItself: true,
  },
  {
    slug: 'box-breathing',
    name: 'Box Breathing',
    choose: async (page) => {
      await page.getByRole('button', { name: 'Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Breathing Settings' });
      await dialog.getByRole('radio', { name: '5 min' }).check({ force: true });
      await dialog.getByRole('button', { name: 'Done' }).click();
    },
    start: button('Play'),
    // its Pause ends the session: the kit's 'Session Ended' card, like every other tool's stop
    stop: button('Pause'),
  },
  {
    slug: 'focus-timer',
    name: 'Focus Timer',
    start: button('Start'),
    stop: button('Reset'),
    wallClockSec: 25 * 60,
  },
  {
    slug: 'eye-health-app',
    name: 'Eye Health',
    start: button('Start'),
    stop: button('Reset'),
    wallClockSec: 20 * 60,
  },
];

async function open(page: Page, tool: TimedTool) {
  await page.goto(`/${tool.slug}`);
  await waitForIslands(page);
}

/** The journal's row for the tool's one session. */
async function journalRow(page: Page, tool: TimedTool) {
  await page.goto('/practice');
  await waitForIslands(page);
  return page
    .getByRole('region', { name: 'Sessions' })
    .getByRole('listitem')
    .filter({ hasText: tool.name })
    .last();
}

test('Undo after a mistaken Stop brings the session back where it was stopped and takes it out of the journal', async ({
  page,
}) => {
  await page.clock.install({ time: T0 });
  await open(page, TOOLS[0] as TimedTool);
  await page.clock.pauseAt(START);
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  await page.clock.fastForward(3 * MIN);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect.poll(() => practiceLog(page)).toHaveLength(1);
  // half a minute reading the card is not practice: the session comes back where it was stopped
  await page.clock.fastForward(30_000);
  await page
    .getByRole('dialog', { name: 'Session Ended' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText('07:00');
  expect(await practiceLog(page)).toEqual([]);
});

test('box breathing: Undo on the card of a session its Pause ended brings that session back, not a new one', async ({
  page,
}) => {
  const box = TOOLS.find((tool) => tool.slug === 'box-breathing') as TimedTool;
  await page.clock.install({ time: T0 });
  await open(page, box);
  await page.clock.pauseAt(START);
  await box.choose?.(page);
  await box.start(page);
  await page.clock.fastForward(3 * MIN);
  await box.stop(page);
  const card = page.getByRole('dialog', { name: 'Session Ended' });
  await expect(card).toBeVisible();
  await expect.poll(() => practiceLog(page)).toHaveLength(1);
  await card.getByRole('button', { name: 'Undo' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  // the session kept is the one started at START, running on from it, not a new one (box breathing's
  // Pause ends its session, so its Undo cannot hold the card's seconds out: docs/tools/sessions.md#behaviour)
  const kept = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('stillwell:box-breathing:running-session') ?? 'null') as {
        session: { startedAt: number; clock: { status: string; segmentStartedAt: number } };
      } | null,
  );
  expect(kept?.session.startedAt).toBe(START);
  expect(kept?.session.clock).toMatchObject({ status: 'running', segmentStartedAt: START });
  expect(await practiceLog(page)).toEqual([]);
});

for (const tool of TOOLS) {
  test.describe(`${tool.slug}: the journal tells the truth`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: T0 });
      await page.clock.pauseAt(START - 30_000);
      await open(page, tool);
      await tool.ready?.(page);
      await page.clock.pauseAt(START);
      await tool.choose?.(page);
    });

    test('3 minutes, then the tool’s own stop: the 3 minutes are in /practice', async ({
      page,
    }) => {
      await tool.start(page);
      // why fastForward: the session runs from the wall clock; stepping every frame of a scene is slow
      await page.clock.fastForward(3 * MIN);
      await tool.stop(page);
      const ended = page.getByRole('dialog', { name: tool.ownCard ?? 'Session Ended' });
      await expect(ended).toContainText('You practised for 3 minutes.');
      await expect(ended.getByRole('button', { name: 'Undo' })).toBeVisible();
      await expect
        .poll(() => practiceLog(page))
        .toEqual([expect.objectContaining({ tool: tool.slug, seconds: 180 })]);
      const row = await journalRow(page, tool);
      await expect(row).toContainText('3 min');
      // every stop before the end is marked, a tool's own Stop that finishes the session too
      await expect(row).toContainText('ended early');
    });

    test('1 minute, the tab closed, back after the end: 1 minute credited, no full-length card', async ({
      page,
      context,
    }) => {
      await tool.start(page);
      await page.clock.fastForward(MIN);
      await page.close(); // pagehide: the minute is logged
      await page.clock.setSystemTime(START + 90 * MIN);
      const back = await context.newPage();
      await open(back, tool);
      if (tool.wallClockSec !== undefined) {
        // a wall-clock timer runs on while away and finishes at its end
        await expect
          .poll(() => practiceLog(back))
          .toEqual([expect.objectContaining({ tool: tool.slug, seconds: tool.wallClockSec })]);
        return;
      }
      await expect(back.locator('#notices')).toContainText('Paused when you left, 1:00 practised.');
      await expect(back.getByRole('dialog')).toHaveCount(0);
      await expect(back.getByRole('button', { name: tool.resume ?? 'Resume' })).toBeVisible();
      expect(await practiceLog(back)).toEqual([
        expect.objectContaining({ tool: tool.slug, seconds: 60, ending: 'left' }),
      ]);
      const row = await journalRow(back, tool);
      await expect(row).toContainText('1 min');
      await expect(row).toContainText('left before the end');
    });

    test('at the end of the session the focus is on a control, not lost to the page', async ({
      page,
    }) => {
      // the visitor's press leaves the focus on the tool's controls
      await tool.start(page);
      // longer than any tool's chosen length (a focus timer's 25 minutes, an eye timer's 20 and its break)
      await page.clock.fastForward(40 * MIN);
      await page.clock.runFor(30_000);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const active = document.activeElement;
            return active !== null && active !== document.body && active.matches('button, [href]');
          }),
        )
        .toBe(true);
    });

    // the kit's rule, in every timed tool
    test('a reload mid-session never shows the start screen first', async ({ page }) => {
      await tool.start(page);
      await page.clock.fastForward(MIN);
      // what the page had drawn when its HTML was parsed, before any script of the tool ran
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const start = document.querySelector('[data-tool-root] button');
          (window as unknown as { parsed: unknown }).parsed = {
            isMarked: document.documentElement.hasAttribute('data-restoring'),
            visibility: start ? getComputedStyle(start).visibility : null,
          };
        });
      });
      await page.reload();
      expect(await page.evaluate(() => (window as unknown as { parsed: unknown }).parsed)).toEqual({
        isMarked: true,
        visibility: 'hidden',
      });
      await waitForIslands(page);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-restoring')))
        .toBe(false);
      await expect(
        page
          .getByRole('button', { name: tool.resume ?? 'Resume' })
          .or(page.getByRole('button', { name: 'Pause', exact: true })),
      ).toBeVisible();
    });
  });
}

test.describe('stored sessions within reason', () => {
  test('an eye-timer snapshot out of range is kept aside with the notice, and the timer works', async ({
    page,
  }) => {
    const key = 'stillwell:eye-health-app:running-session';
    // a banked time whose deadline names no day: it threw on every load and the timer showed no buttons
    const raw = JSON.stringify({
      session: {
        clock: {
          status: 'running',
          durationMs: 1_200_000,
          bankedMs: 1e20,
          segmentStartedAt: START,
          lastSeenAt: START,
        },
        startedAt: START,
        endedAt: null,
        now: 0,
        completions: 0,
      },
      breakStartedAt: null,
    });
    await page.clock.install({ time: START });
    await openWithCorrupt(page, '/eye-health-app', key, raw);
    await waitForIslands(page);
    await expect(page.locator('#notices')).toContainText(
      "We couldn't read your running eye session, so Stillwell started fresh. A copy was kept in this browser.",
    );
    expect(await keptAside(page, key)).toBe(raw);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  });
});

test('trataka: a background tab is not practice; back after an hour it is paused where it was hidden', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const scope = window as unknown as { isTestHidden: boolean };
    scope.isTestHidden = false;
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (scope.isTestHidden ? 'hidden' : 'visible'),
    });
  });
  const tool = TOOLS.find((candidate) => candidate.slug === 'trataka-focus') as TimedTool;
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(START - 30_000);
  await open(page, tool);
  await page.clock.pauseAt(START);
  await tool.start(page);
  await page.clock.fastForward(MIN);
  await setHidden(page, true);
  // the 5-minute end passes while the tab is in the background
  await page.clock.fastForward(60 * MIN);
  await setHidden(page, false);
  await expect(page.locator('#notices')).toContainText('Paused when you left, 1:00 practised.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  expect(await practiceLog(page)).toEqual([
    expect.objectContaining({ tool: 'trataka-focus', seconds: 60, ending: 'left' }),
  ]);
});

/**
 * Makes this origin's localStorage full (every setItem throws the quota error) until the tab's session
 * storage says the visitor freed space; the page loaded after that has room again.
 */
async function fillStorageUntilFreed(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const isFull = !sessionStorage.getItem('test:freed');
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function setItemWhenRoom(this: Storage, key, value) {
      if (isFull && this === localStorage) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      setItem.call(this, key, value);
    };
  });
}

for (const slug of ['body-scan-online', 'breath-sync', 'eye-health-app']) {
  const tool = TOOLS.find((candidate) => candidate.slug === slug) as TimedTool;
  test(`${slug}: storage full, then freed and reloaded: the practice is kept`, async ({ page }) => {
    await fillStorageUntilFreed(page);
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(START - 30_000);
    await open(page, tool);
    await tool.ready?.(page);
    await page.clock.pauseAt(START);
    await tool.start(page);
    await page.clock.fastForward(3 * MIN);
    await tool.stop(page);
    await expect(page.locator('#notices')).toContainText(
      "Your browser's storage is full, so your practice log could not be saved.",
    );
    expect(await practiceLog(page)).toEqual([]);
    // space freed (elsewhere): the page still open has no room yet, the reloaded one has
    await page.evaluate(() => sessionStorage.setItem('test:freed', '1'));
    await page.reload();
    await waitForIslands(page);
    await expect
      .poll(() => practiceLog(page))
      .toEqual([expect.objectContaining({ tool: slug, seconds: 180 })]);
  });
}
