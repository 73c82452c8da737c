#!/usr/bin/env node
/**
 * `npm test`: everything CI runs, in order: lint + types + format, unit tests, build, end-to-end tests,
 * and the per-route JavaScript budget.
 * Ends with the plain line `N passed, N failed` counted from the runners' JSON reports, and exits non-zero
 * on any failure.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { CANARY_SECRETS } from './canaries.mjs';

const env = {
  ...process.env,
  ...CANARY_SECRETS,
  CI_REPORT: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};
/** Longest any one step may take (ms); the whole run takes about 5 minutes on 2 cores. */
const STEP_TIMEOUT_MS = 15 * 60 * 1000;
const failures = [];

function run(name, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  // A step that hangs fails after STEP_TIMEOUT_MS instead of using up CI's time.
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env,
    timeout: STEP_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  if (result.error) console.log(`${name}: ${result.error.message}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds} s)`);
  if (!ok) failures.push(name);
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

run('lint', 'npx', ['eslint', '.']);
run('types', 'npm', ['run', 'typecheck', '--silent']);
run('format', 'npx', ['prettier', '--check', '.']);
run('unit tests', 'npx', ['vitest', 'run']);
const built = run('build', 'npx', ['astro', 'build']);
if (built) {
  run('end-to-end tests', 'npx', ['playwright', 'test']);
  // `npm run new:tool` makes a tool whose generated tests pass (in a throwaway copy of the tree).
  run('new tool scaffold', 'node', ['scripts/check-new-tool.mjs']);
  // The JavaScript budget is deterministic; Lighthouse scores vary with load, so they stay in `npm run budget`.
  run('JavaScript budget', 'node', ['scripts/budget.mjs', '--no-build', '--no-lighthouse']);
} else failures.push('end-to-end tests (not run: the build failed)');

const vitest = readJson('reports/vitest.json');
const playwright = readJson('reports/playwright.json');
let passed = 0;
let failed = 0;
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + (vitest.numRuntimeErrorTestSuites ?? 0);
} else failed += 1;
if (playwright?.stats) {
  passed += playwright.stats.expected ?? 0;
  failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
} else if (built) failed += 1;
const stepsFailed = failures.length > 0 && failed === 0 ? failures.length : 0;

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed + stepsFailed} failed`);
process.exit(failures.length || failed ? 1 : 0);
