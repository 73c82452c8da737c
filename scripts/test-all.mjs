#!/usr/bin/env node
/**
 * `npm test` (through scripts/with-node.mjs, so on Node >= 22.12): everything CI runs, in order: the
 * browsers and services the tests need (Chromium, redis-server, nginx, Firefox ESR, WebKitGTK and Xvfb from
 * Debian when missing), lint + types + format, unit tests, build, end-to-end tests (Chromium, then Firefox
 * ESR and WebKitGTK), the operator recipe (scripts/check-operator-recipe.mjs), the per-route JavaScript
 * budget, and the README's two
 * commands in a clean clone with the machine's own Node first on PATH.
 * Ends with the plain line `N passed, N failed` counted from the runners' JSON reports, and exits non-zero
 * on any failure.
 *
 * `STILLWELL_TEST_SCOPE=quick` runs a fast subset (the scripts' unit tests, build, the routes end-to-end spec): the
 * clean-clone check uses it to prove command 2 starts and passes on a fresh machine without running the
 * whole suite a second time; `.ci/run` runs the whole of it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { CANARY_SECRETS } from './canaries.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';
import { ensureDebianPackage as ensurePackage } from './debian-packages.mjs';
import { listFailedTests } from './failed-tests.mjs';
import { FIREFOX_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from '../e2e-engines/drivers.mjs';

const env = {
  ...process.env,
  ...CANARY_SECRETS,
  CI_REPORT: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};
/**
 * Longest a step may take (ms) unless it names its own; the end-to-end tests take about 35 minutes on 2 cores
 * with two workers, so they get 45.
 */
const STEP_TIMEOUT_MS = 15 * 60 * 1000;
const isQuick = process.env.STILLWELL_TEST_SCOPE === 'quick';
const failures = [];

/** The step running now, whose process group a Ctrl+C must stop. */
let current;

/**
 * Runs one step in its own process group and waits for it. A step that outlasts its limit fails, and
 * its whole group is killed: killing only `npx` once left Playwright running on behind the next steps,
 * which then ran on a machine twice as loaded.
 */
async function run(name, command, args, timeoutMs = STEP_TIMEOUT_MS) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const child = spawn(command, args, { stdio: 'inherit', env, detached: true });
  current = child;
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    console.log(`${name}: over its ${timeoutMs / 60_000}-minute limit, stopped`);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group has already ended
    }
  }, timeoutMs);
  const status = await new Promise((resolve) => {
    child.once('error', (error) => {
      console.log(`${name}: ${error.message}`);
      resolve(null);
    });
    child.once('exit', (code) => resolve(code));
  });
  clearTimeout(timer);
  current = undefined;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = status === 0 && !isTimedOut;
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds} s)`);
  if (!ok) failures.push(name);
  return ok;
}

// A step has its own process group, so Ctrl+C (or CI stopping the run) is passed on to it by hand.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current?.pid) {
      try {
        process.kill(-current.pid, 'SIGKILL');
      } catch {
        // the group has already ended
      }
    }
    process.exit(130);
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Installs a Debian package a step needs when its program is missing; a failed install fails the run. */
function ensureDebianPackage(name, program, purpose) {
  if (!ensurePackage(name, program, purpose)) failures.push(`${name} (not installed)`);
}

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });
console.log(`node ${process.version}${isQuick ? ' (quick scope)' : ''}`);
ensureDebianPackage('chromium', CHROMIUM_PATH, 'the end-to-end tests drive it');
ensureDebianPackage('redis-server', '/usr/bin/redis-server', 'the shared rate-limit test runs it');
if (!isQuick) {
  ensureDebianPackage('nginx', '/usr/sbin/nginx', 'the operator recipe test runs it');
  ensureDebianPackage('firefox-esr', FIREFOX_PATH, 'the cross-engine tests drive it');
  ensureDebianPackage(
    'webkit2gtk-driver',
    WEBKIT_DRIVER_PATH,
    'the cross-engine tests drive WebKit',
  );
  ensureDebianPackage('xvfb', XVFB_PATH, 'WebKit needs a display');
}

if (!isQuick) {
  await run('lint', 'npx', ['eslint', '.']);
  await run('types', 'npm', ['run', 'typecheck', '--silent']);
  await run('format', 'npx', ['prettier', '--check', '.']);
}
// Quick scope: the scripts' own unit tests prove Vitest runs on a fresh clone; the whole unit suite ran in
// the full run on the same commit, and running it twice used up the clean-clone check's time.
await run('unit tests', 'npx', ['vitest', 'run', ...(isQuick ? ['scripts'] : [])]);
const built = await run('build', 'npx', ['astro', 'build']);
if (built && isQuick)
  await run('end-to-end tests (routes)', 'npx', ['playwright', 'test', 'e2e/routes.spec.ts']);
else if (built) {
  await run('end-to-end tests', 'npx', ['playwright', 'test'], 45 * 60 * 1000);
  // Firefox ESR and WebKitGTK (issue 44): routes, core flows and the defects found outside Chromium.
  await run(
    'cross-engine tests (Firefox, WebKit)',
    'node',
    ['scripts/test-engines.mjs'],
    10 * 60 * 1000,
  );
  // deploy/nginx.conf in front of two processes sharing Redis, on loopback (docs/operating.md).
  await run('operator recipe', 'node', ['scripts/check-operator-recipe.mjs'], 3 * 60 * 1000);
  // `npm run new:tool` makes a tool whose generated tests pass (in a throwaway copy of the tree).
  await run('new tool scaffold', 'node', ['scripts/check-new-tool.mjs']);
  // The JavaScript budget is deterministic; Lighthouse scores vary with load, so they stay in `npm run budget`.
  await run('JavaScript budget', 'node', ['scripts/budget.mjs', '--no-build', '--no-lighthouse']);
  await run('README commands in a clean clone', 'node', ['scripts/check-readme-commands.mjs']);
} else failures.push('end-to-end tests (not run: the build failed)');

const vitest = readJson('reports/vitest.json');
const playwright = readJson('reports/playwright.json');
const engines = readJson('reports/engines.json');
const recipe = readJson('reports/operator-recipe.json');
let passed = recipe?.passed ?? 0;
let failed = recipe?.failed ?? 0;
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + (vitest.numRuntimeErrorTestSuites ?? 0);
} else failed += 1;
if (playwright?.stats) {
  passed += playwright.stats.expected ?? 0;
  failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
} else if (built) failed += 1;
if (engines) {
  passed += engines.passed ?? 0;
  failed += engines.failed ?? 0;
} else if (built && !isQuick) failed += 1;
const stepsFailed = failures.length > 0 && failed === 0 ? failures.length : 0;

const failedList = listFailedTests(vitest, playwright, process.cwd(), engines);
if (failedList.length)
  console.log(`\nFailed tests:\n${failedList.map((l) => `  ${l}`).join('\n')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed + stepsFailed} failed`);
process.exit(failures.length || failed ? 1 : 0);
