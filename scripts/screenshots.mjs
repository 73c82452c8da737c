#!/usr/bin/env node
/**
 * Screenshots of pages at phone and desktop widths in light and dark, for looking at the site as a
 * visitor would: `node scripts/screenshots.mjs http://127.0.0.1:4321 / /tools` → reports/screens/*.png.
 *
 * States beyond the first paint: `--steps=` runs visitor steps on a fake clock before the shot, and
 * `--label=` names it, e.g.
 *   node scripts/screenshots.mjs http://127.0.0.1:4321 /rain-meditation \
 *     --steps="click=Begin Rain Session;run=60000" --label=running
 * Steps (separated by ';'): `click=<button or link name>`, `press=<key>`, `run=<ms>` (fake clock),
 * `fill=<label>|<text>`, `check=<radio or checkbox name>`, `wait=<ms>` (real time, for animations).
 * A sound still decoding has a time limit on that fake clock: give it `wait=` (real time) before `run=`,
 * e.g. `click=Rain;wait=3000;click=Start 5-min timer;run=60000` on the sound mixer.
 * FULL=1 takes the whole page. `SEED=file.json` stores `{ key: string }` in localStorage first (e.g.
 * scripts/sample-journal.mjs); `SUFFIX=-seeded` is added to the file names.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const [origin = 'http://127.0.0.1:4321', ...paths] = args.filter((arg) => !arg.startsWith('--'));
const steps = (flag('steps') ?? '').split(';').filter(Boolean);
const label = flag('label');
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
const seed = process.env.SEED ? JSON.parse(readFileSync(process.env.SEED, 'utf8')) : null;
const suffix = process.env.SUFFIX ?? '';
mkdirSync('reports/screens', { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});

async function runStep(page, step) {
  const [kind, ...rest] = step.split('=');
  const value = rest.join('=');
  if (kind === 'click') {
    await page
      .getByRole('button', { name: value, exact: true })
      .or(page.getByRole('link', { name: value, exact: true }))
      .first()
      .click();
  } else if (kind === 'press') await page.keyboard.press(value);
  else if (kind === 'run') await page.clock.runFor(Number(value));
  else if (kind === 'wait') await page.waitForTimeout(Number(value));
  else if (kind === 'check')
    await page
      .getByRole('radio', { name: value, exact: true })
      .or(page.getByRole('checkbox', { name: value, exact: true }))
      .first()
      .check({ force: true });
  else if (kind === 'fill') {
    const [field, text] = value.split('|');
    await page.getByLabel(field ?? '').fill(text ?? '');
  } else throw new Error(`Unknown step: ${step}`);
}

for (const path of paths.length ? paths : ['/']) {
  for (const [device, viewport] of Object.entries(widths)) {
    for (const colorScheme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport, colorScheme, reducedMotion: 'reduce' });
      if (seed) {
        await page.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, seed);
      }
      if (steps.length) await page.clock.install({ time: new Date('2026-11-24T08:00:00Z') });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await page
        .locator('astro-island[ssr]')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      for (const step of steps) await runStep(page, step);
      const base = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
      const name = `${base}${label ? `-${label}` : ''}-${device}-${colorScheme}${suffix}.png`;
      await page.screenshot({
        path: `reports/screens/${name}`,
        fullPage: process.env.FULL === '1',
      });
      await page.close();
    }
  }
}
await browser.close();
