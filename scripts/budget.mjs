#!/usr/bin/env node
/**
 * `npm run budget`: builds, serves the production build on 127.0.0.1, then prints per route the JavaScript
 * and CSS a visitor's browser actually loads (gzip bytes, measured in Chromium) with the room left under
 * its budget, the layout shift at phone width and Lighthouse mobile scores, and exits non-zero past the
 * budgets. `--no-build` reuses dist/, `--no-lighthouse` skips the shift and the scores (the JavaScript
 * budget alone, as `npm test` runs it).
 *
 * Budgets (issues #2, #16): pages without a tool ≤ 5 KB JS; tool pages ≤ 90 KB JS; cumulative layout shift
 * 0 at 390 x 844; Lighthouse performance ≥ 98, accessibility, best practices and SEO = 100; largest
 * contentful paint ≤ 1.2 s on Lighthouse's mobile network and CPU, applied while the page loads
 * (docs/decisions.md#largest-contentful-paint-is-measured-on-a-throttled-load; issue 45: a page that
 * paints in one trip). The simulated LCP of the scoring run is printed beside it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PORT = Number(process.env.BUDGET_PORT || 4398);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FLAGS = ['--headless', ...CHROMIUM_ARGS];
const BUDGET = {
  pageJs: 5 * 1024,
  toolJs: 90 * 1024,
  cls: 0,
  performance: 98,
  other: 100,
  lcpMs: 1200,
};
/** The phone the layout shift is measured on (the budget's "no layout shift at phone width"). */
const PHONE = { width: 390, height: 844 };
/**
 * Web fonts and scripts are held back this long in the shift pass, so they arrive after the first paint
 * as on a slow phone: a font swap or an island that changes size on hydration then shows as a shift.
 */
const LATE_MS = 600;
/** Lighthouse runs per route when the first run misses a budget; the median run counts. */
const LIGHTHOUSE_RUNS = 3;
const args = new Set(process.argv.slice(2));
/** Build folder to measure (README: parallel builds). */
const DIST = process.env.STILLWELL_DIST || 'dist';
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

if (!args.has('--no-build')) {
  const build = spawnSync('npx', ['astro', 'build', '--outDir', DIST], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('node', ['server/index.mjs'], {
  env: { ...env, PORT: String(PORT), HOST: '127.0.0.1' },
  stdio: 'ignore',
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
for (let attempt = 0; attempt < 50; attempt += 1) {
  try {
    if ((await fetch(`${ORIGIN}/`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);
/** A page with a hydrated island is a tool page; the rest must stay nearly script-free. */
const toolPaths = new Set(
  paths.filter((path) =>
    readFileSync(`${DIST}/client${path === '/' ? '/index' : path}.html`, 'utf8').includes(
      '<astro-island',
    ),
  ),
);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows = [];
for (const path of paths) {
  const page = await browser.newPage();
  const sizes = { js: 0, css: 0 };
  const seen = new Set();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin !== ORIGIN || seen.has(url.pathname)) return;
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind) return;
    seen.add(url.pathname);
    sizes[kind] += gzipSync(readFileSync(`${DIST}/client${url.pathname}`), { level: 9 }).length;
  });
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
  // The site stylesheet is inlined in each page (astro.config.mjs): count it as CSS too.
  const inlineCss = (await page.content())
    .match(/<style[^>]*>[\s\S]*?<\/style>/g)
    ?.map((tag) => tag.replace(/^<style[^>]*>|<\/style>$/g, ''))
    .join('');
  if (inlineCss) sizes.css += gzipSync(inlineCss, { level: 9 }).length;
  await page.close();
  rows.push({ path, isTool: toolPaths.has(path), ...sizes });
}

/**
 * Cumulative layout shift of one page load at phone width with late fonts and scripts and a CPU slowed
 * 4x (so the page is painted while its HTML is still being parsed, as on a phone): every `layout-shift`
 * entry summed (at least the CLS of any session window).
 */
async function measureShift(path) {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route(/\.(woff2|js)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    await route.continue();
  });
  await page.addInitScript(() => {
    globalThis.__shifts = [];
    new PerformanceObserver((list) => {
      // why every entry: no input is given here, yet under touch emulation Chromium flags shifts as
      // following input (hadRecentInput), which hid the mixer's 0.31 from this pass; Lighthouse counts them
      for (const entry of list.getEntries()) {
        const sources = entry.sources.map((source) => source.node?.nodeName ?? '?').join(', ');
        globalThis.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  await page.waitForTimeout(LATE_MS);
  const shifts = await page.evaluate(() => globalThis.__shifts);
  await context.close();
  return {
    cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
    shiftSources: [...new Set(shifts.map((shift) => shift.sources))].join('; '),
  };
}

if (!args.has('--no-lighthouse')) {
  for (const row of rows) Object.assign(row, await measureShift(row.path));
}
await browser.close();

const failures = [];
mkdirSync('reports/lighthouse', { recursive: true });
for (const row of rows) {
  const limit = row.isTool ? BUDGET.toolJs : BUDGET.pageJs;
  if (row.js > limit)
    failures.push(`${row.path}: ${(row.js / 1024).toFixed(1)} KB JS > ${limit / 1024} KB`);
  if (args.has('--no-lighthouse')) continue;
  if (row.cls > BUDGET.cls)
    failures.push(
      `${row.path}: layout shift ${row.cls.toFixed(4)} at phone width (${row.shiftSources})`,
    );
  const output = `reports/lighthouse/${row.path === '/' ? 'home' : row.path.slice(1)}.json`;
  // Lighthouse occasionally fails to record a trace (NO_NAVSTART); one retry separates a flake from a fault.
  const runLighthouse = (path, extra) =>
    spawnSync(
      'npx',
      [
        'lighthouse',
        `${ORIGIN}${row.path}`,
        `--chrome-flags=${FLAGS.join(' ')}`,
        ...extra,
        '--output=json',
        `--output-path=${path}`,
        '--quiet',
      ],
      { env: { ...env, CHROME_PATH: CHROMIUM_PATH }, stdio: 'inherit' },
    );
  /** One Lighthouse report, tried twice (a trace can fail to record: NO_NAVSTART), or null. */
  const reportOf = (path, extra) => {
    let run = runLighthouse(path, extra);
    if (run.status !== 0) run = runLighthouse(path, extra);
    return run.status === 0 ? JSON.parse(readFileSync(path, 'utf8')) : null;
  };
  const lcpOf = (report) =>
    Math.round(report?.audits['largest-contentful-paint']?.numericValue ?? Infinity);
  const scoreOnce = () => {
    const report = reportOf(output, [
      '--only-categories=performance,accessibility,best-practices,seo',
    ]);
    if (!report) return null;
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    // why a second load: docs/decisions.md#largest-contentful-paint-is-measured-on-a-throttled-load.
    // Lighthouse's simulation counts every request that ended before the unthrottled paint (fonts,
    // icons, module scripts) as holding it; the applied run loads the page on the same network and CPU.
    const applied = reportOf(output.replace(/\.json$/, '.applied.json'), [
      '--only-categories=performance',
      '--throttling-method=devtools',
    ]);
    return {
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcp: lcpOf(applied),
      simulatedLcp: lcpOf(report),
    };
  };
  const isWithin = (scores) =>
    scores.perf >= BUDGET.performance &&
    scores.lcp <= BUDGET.lcpMs &&
    ['a11y', 'bp', 'seo'].every((key) => scores[key] >= 100);
  const runs = [scoreOnce()];
  // Scores move with the machine's load (a shared 2-core box): a miss is re-measured, and the run with
  // the median performance score of LIGHTHOUSE_RUNS counts, with the median applied LCP, as
  // Lighthouse's own guidance advises. A
  // route whose trace failed twice (NO_NAVSTART on both tries) is measured again the same way.
  if (!runs[0] || !isWithin(runs[0])) while (runs.length < LIGHTHOUSE_RUNS) runs.push(scoreOnce());
  const scored = runs.filter(Boolean).sort((a, b) => a.perf - b.perf);
  if (scored.length === 0) {
    failures.push(`${row.path}: Lighthouse did not run`);
    continue;
  }
  const middle = Math.floor((scored.length - 1) / 2);
  const lcps = scored.map((run) => run.lcp).sort((a, b) => a - b);
  Object.assign(row, scored[middle], { runs: scored.length, lcp: lcps[middle] });
  if (row.perf < BUDGET.performance)
    failures.push(`${row.path}: performance ${row.perf} < ${BUDGET.performance}`);
  if (row.lcp > BUDGET.lcpMs)
    failures.push(`${row.path}: largest contentful paint ${row.lcp} ms > ${BUDGET.lcpMs} ms`);
  for (const key of ['a11y', 'bp', 'seo'])
    if (row[key] < BUDGET.other) failures.push(`${row.path}: ${key} ${row[key]} < 100`);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
console.log(
  `\n${'route'.padEnd(28)}${'kind'.padEnd(6)}${'JS gz'.padStart(9)}${'room'.padStart(9)}${'CSS gz'.padStart(9)}   CLS*  perf a11y  bp seo   LCP** (simulated)`,
);
for (const row of rows) {
  const shift = row.cls === undefined ? '' : `  ${row.cls.toFixed(3).padStart(5)}`;
  const scores =
    row.perf === undefined
      ? ''
      : `  ${String(row.perf).padStart(4)} ${String(row.a11y).padStart(4)} ${String(row.bp).padStart(3)} ${String(row.seo).padStart(3)} ${`${row.lcp} ms`.padStart(8)} ${`(${row.simulatedLcp} ms)`.padStart(11)}${row.runs > 1 ? `  (median of ${row.runs} runs)` : ''}`;
  console.log(
    `${row.path.padEnd(28)}${(row.isTool ? 'tool' : 'page').padEnd(6)}${kb(row.js)}${kb((row.isTool ? BUDGET.toolJs : BUDGET.pageJs) - row.js)}${kb(row.css)}${shift}${scores}`,
  );
}
if (!args.has('--no-lighthouse'))
  console.log(
    `\n* CLS: layout shift at ${PHONE.width} x ${PHONE.height} with fonts and scripts arriving ${LATE_MS} ms late.` +
      `\n** LCP: Lighthouse's mobile network and CPU applied while the page loads; in brackets, its simulation.`,
  );
if (failures.length) {
  console.log(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll routes within budget.');
// Exit explicitly: the server child (and any browser Lighthouse left behind) must not keep this alive.
process.exit(0);
