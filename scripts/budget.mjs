#!/usr/bin/env node
/**
 * `npm run budget`: builds, serves the production build on 127.0.0.1, then prints per route the JavaScript
 * and CSS a visitor's browser actually loads (gzip bytes, measured in Chromium) and Lighthouse mobile
 * scores, and exits non-zero past the budgets. `--no-build` reuses dist/, `--no-lighthouse` skips scores.
 *
 * Budgets (issue #2): pages without a tool ≤ 5 KB JS; tool pages ≤ 90 KB JS; Lighthouse performance ≥ 95,
 * accessibility, best practices and SEO = 100.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PORT = Number(process.env.BUDGET_PORT || 4398);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FLAGS = ['--headless', ...CHROMIUM_ARGS];
const BUDGET = { pageJs: 5 * 1024, toolJs: 90 * 1024, performance: 95, other: 100 };
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
  await page.close();
  rows.push({ path, isTool: toolPaths.has(path), ...sizes });
}
await browser.close();

const failures = [];
mkdirSync('reports/lighthouse', { recursive: true });
for (const row of rows) {
  const limit = row.isTool ? BUDGET.toolJs : BUDGET.pageJs;
  if (row.js > limit)
    failures.push(`${row.path}: ${(row.js / 1024).toFixed(1)} KB JS > ${limit / 1024} KB`);
  if (args.has('--no-lighthouse')) continue;
  const output = `reports/lighthouse/${row.path === '/' ? 'home' : row.path.slice(1)}.json`;
  // Lighthouse occasionally fails to record a trace (NO_NAVSTART); one retry separates a flake from a fault.
  const runLighthouse = () =>
    spawnSync(
      'npx',
      [
        'lighthouse',
        `${ORIGIN}${row.path}`,
        `--chrome-flags=${FLAGS.join(' ')}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { env: { ...env, CHROME_PATH: CHROMIUM_PATH }, stdio: 'inherit' },
    );
  let run = runLighthouse();
  if (run.status !== 0) run = runLighthouse();
  if (run.status !== 0) {
    failures.push(`${row.path}: Lighthouse did not run`);
    continue;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  Object.assign(row, {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
  });
  if (row.perf < BUDGET.performance)
    failures.push(`${row.path}: performance ${row.perf} < ${BUDGET.performance}`);
  for (const key of ['a11y', 'bp', 'seo'])
    if (row[key] < BUDGET.other) failures.push(`${row.path}: ${key} ${row[key]} < 100`);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
console.log(
  `\n${'route'.padEnd(28)}${'kind'.padEnd(6)}${'JS gz'.padStart(9)}${'CSS gz'.padStart(9)}  perf a11y  bp seo`,
);
for (const row of rows) {
  const scores =
    row.perf === undefined
      ? ''
      : `  ${String(row.perf).padStart(4)} ${String(row.a11y).padStart(4)} ${String(row.bp).padStart(3)} ${String(row.seo).padStart(3)}`;
  console.log(
    `${row.path.padEnd(28)}${(row.isTool ? 'tool' : 'page').padEnd(6)}${kb(row.js)}${kb(row.css)}${scores}`,
  );
}
if (failures.length) {
  console.log(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll routes within budget.');
// Exit explicitly: the server child (and any browser Lighthouse left behind) must not keep this alive.
process.exit(0);
