import { readFileSync } from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';

/**
 * The planner specs' browser: no service worker. why: they pause the clock, which holds the worker's
 * registration (it waits for the page to settle, docs/architecture.md#offline) until `downloadImage`
 * resumes it, so the install's 215 precache fetches ran beside the PNG export (a 30 s timeout in CI).
 * e2e/offline.spec.ts covers the worker. Use: `test.use(NO_SERVICE_WORKER)`.
 */
export const NO_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

/** Records the frequency of every oscillator the page starts (as e2e/box-breathing.spec.ts does). */
export async function spyOnTones(page: Page): Promise<void> {
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

/** The tones played so far. */
export const tones = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { tones: number[] }).tones);

/** A stored JSON value. */
export const readKey = <T>(page: Page, key: string): Promise<T> =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as T, key);

/** Width and height from a PNG's IHDR chunk. */
export function readPngSize(download: Download, path: string): { width: number; height: number } {
  void download;
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Clicks the download button (with the clock running) and returns the saved PNG's name and size. */
export async function downloadImage(
  page: Page,
): Promise<{ name: string; width: number; height: number }> {
  await page.clock.resume();
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Download as image' }).click();
  const download = await downloading;
  const path = await download.path();
  await download.saveAs(`test-results/${download.suggestedFilename()}`);
  return { name: download.suggestedFilename(), ...readPngSize(download, path) };
}
