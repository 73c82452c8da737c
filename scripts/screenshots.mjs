#!/usr/bin/env node
/**
 * Screenshots of pages at phone and desktop widths in light and dark, for looking at the site as a
 * visitor would: `node scripts/screenshots.mjs http://127.0.0.1:4321 / /tools` → reports/screens/*.png.
 * `SEED=file.json` stores `{ key: string }` in localStorage first (e.g. scripts/sample-journal.mjs);
 * `SUFFIX=-seeded` is added to the file names.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [origin = 'http://127.0.0.1:4321', ...paths] = process.argv.slice(2);
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
const seed = process.env.SEED ? JSON.parse(readFileSync(process.env.SEED, 'utf8')) : null;
const suffix = process.env.SUFFIX ?? '';
mkdirSync('reports/screens', { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const path of paths.length ? paths : ['/']) {
  for (const [device, viewport] of Object.entries(widths)) {
    for (const colorScheme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport, colorScheme, reducedMotion: 'reduce' });
      if (seed) {
        await page.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, seed);
      }
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${device}-${colorScheme}${suffix}.png`;
      await page.screenshot({
        path: `reports/screens/${name}`,
        fullPage: process.env.FULL === '1',
      });
      await page.close();
    }
  }
}
await browser.close();
