#!/usr/bin/env node
/**
 * The cross-engine suite (issue 44; e2e-engines/): the built site in Firefox ESR (Puppeteer over WebDriver
 * BiDi) and WebKitGTK (selenium-webdriver against WebKitWebDriver, in Xvfb), beside the Chromium suite.
 * Every route (no error, no console error, islands hydrated, no sideways overflow), the core flows, and
 * the checks of the defects found outside Chromium; WebKit runs a desktop pass and an iPhone pass (user
 * agent, 390 px). Writes reports/engines.json, which `npm test` counts.
 *
 * `npm run test:engines [-- --engine=firefox|webkit|webkit-phone] [--grep=pattern]` (after `npm run build`). Debian's firefox-esr,
 * webkit2gtk-driver and xvfb are installed when missing. Ports: E2E_PORT + 26 to + 32, and a free one for each
 * fresh visit in WebKit (a new origin, see `fresh` in e2e-engines/drivers.mjs).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { ensureDebianPackage } from './debian-packages.mjs';
import { DEFECT_CHECKS, FLOWS, checkRoute } from '../e2e-engines/checks.mjs';
import {
  FIREFOX_PATH,
  WEBKIT_DRIVER_PATH,
  XVFB_PATH,
  openFirefox,
  openWebKit,
  waitFor,
} from '../e2e-engines/drivers.mjs';

// the site on E2E_PORT + 26, WebKit's proxy and driver on the next ports up to + 32 (clear of e2e's portNear)
const PORT = Number(process.env.E2E_PORT || 4399) + 26;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const option = (name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = option('engine');
/** `--grep=pattern`: only the checks whose name matches it (the routes' check is named "N routes …"). */
const grep = option('grep') ? new RegExp(option('grep')) : null;
/**
 * Firefox and the phone pass walk every route (desktop and phone widths); WebKit's desktop pass runs the
 * flows, as the routes' sweep in WebKit already ran at the width where overflow shows.
 */
const PASSES = [
  { engine: 'firefox', hasRoutes: true, open: () => openFirefox({ origin: ORIGIN }) },
  {
    engine: 'webkit',
    hasRoutes: false,
    open: () => openWebKit({ origin: ORIGIN, port: PORT + 1 }),
  },
  {
    engine: 'webkit-phone',
    hasRoutes: true,
    open: () => openWebKit({ origin: ORIGIN, port: PORT + 4, isPhone: true }),
  },
].filter((pass) => !only || pass.engine.startsWith(only));
if (PASSES.length === 0) {
  console.log(`--engine=${only}: no such engine (firefox, webkit)`);
  process.exit(2);
}

const installed = [
  ensureDebianPackage('firefox-esr', FIREFOX_PATH, 'the cross-engine suite drives it'),
  ensureDebianPackage(
    'webkit2gtk-driver',
    WEBKIT_DRIVER_PATH,
    'the cross-engine suite drives WebKit',
  ),
  ensureDebianPackage('xvfb', XVFB_PATH, 'WebKit needs a display'),
].every(Boolean);

const server = spawn('node', ['server/index.mjs'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    AI_PROVIDER: 'builtin',
    STILLWELL_DIST: process.env.STILLWELL_DIST || 'dist',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => server.kill());
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const results = [];
const messageOf = (error) => (error instanceof Error ? error.message : String(error));
/**
 * Runs one check and records it. A flow or defect check that fails is run once more from its start (a
 * loaded CI machine has made a step late where a quiet one never did); a check that passes only the
 * second time is reported as flaky, with its first failure, in the output, in reports/engines.json and
 * at the end of `npm test`'s output; one that fails twice fails the suite.
 */
async function record(engine, name, run, { retries = 0 } = {}) {
  if (grep && name !== 'starts' && !grep.test(name)) return;
  const started = Date.now();
  let firstError;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      await run();
      const ms = Date.now() - started;
      if (firstError === undefined) {
        results.push({ engine, name, ok: true, ms });
        console.log(`  ✔ ${engine}: ${name} (${ms} ms)`);
      } else {
        results.push({ engine, name, ok: true, ms, flaky: true, firstError });
        console.log(
          `  ✔ ${engine}: ${name} (${ms} ms; flaky, passed on its second run: ${firstError})`,
        );
      }
      return;
    } catch (error) {
      firstError ??= messageOf(error);
      if (attempt < retries) continue;
      const message = messageOf(error);
      results.push({ engine, name, ok: false, ms: Date.now() - started, error: message });
      console.log(`  ✘ ${engine}: ${name}\n    ${message.replaceAll('\n', '\n    ')}`);
    }
  }
}

const started = Date.now();
const versions = {};
try {
  await waitFor(
    () => fetch(`${ORIGIN}/`).then((response) => response.ok),
    `the site did not start on ${ORIGIN} (is dist/ built?)`,
    30_000,
  );
  const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  for (const pass of PASSES) {
    const passStarted = Date.now();
    let page;
    await record(pass.engine, 'starts', async () => {
      page = await pass.open();
      versions[pass.engine] = page.version;
    });
    if (!page) continue;
    console.log(`▶ ${pass.engine}: ${page.version}`);
    try {
      if (pass.hasRoutes)
        await record(
          pass.engine,
          `${paths.length} routes load, hydrate, fit and log no error`,
          async () => {
            const failures = [];
            for (const path of paths) {
              await checkRoute(page, path).catch((error) => failures.push(error.message));
            }
            if (failures.length) throw new Error(failures.join('\n'));
          },
        );
      for (const flow of FLOWS)
        await record(pass.engine, flow.name, () => flow.run(page), { retries: 1 });
      for (const check of DEFECT_CHECKS) {
        if (check.isPhoneOnly && pass.engine !== 'webkit-phone') continue;
        await record(pass.engine, check.name, () => check.run(page), { retries: 1 });
      }
      await record(pass.engine, 'no console error in the flows', async () => {
        const errors = await page.takeErrors();
        if (errors.length) throw new Error(errors.join('\n'));
      });
    } finally {
      await page.close();
    }
    console.log(`  ${pass.engine}: ${((Date.now() - passStarted) / 1000).toFixed(1)} s`);
  }
} catch (error) {
  results.push({ engine: 'all', name: 'setup', ok: false, error: String(error) });
  console.log(String(error));
}

const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed + (installed ? 0 : 1);
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/engines.json',
  `${JSON.stringify({ passed, failed, flaky: results.filter((result) => result.flaky).length, seconds: (Date.now() - started) / 1000, versions, results }, null, 2)}\n`,
);
const flaky = results.filter((result) => result.flaky).length;
console.log(
  `\nengines: ${passed} passed${flaky ? ` (${flaky} flaky)` : ''}, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(failed ? 1 : 0);
