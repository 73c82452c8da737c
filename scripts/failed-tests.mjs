/**
 * Names every failed test in Vitest's and Playwright's JSON reports, one line each, so the end of a long
 * CI log says what failed (scripts/test-all.mjs prints these lines above its `N passed, N failed` line).
 */

/**
 * The first `count` non-empty lines of a failure message joined by ' | ', without terminal colours, at most
 * 300 characters (a locator's timeout names the locator on its second line).
 */
export function headOf(message, count = 3) {
  return String(message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '') // eslint-disable-line no-control-regex
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, count)
    .join(' | ')
    .slice(0, 300);
}

/**
 * @param {any} vitest Vitest's JSON report (or null)
 * @param {any} playwright Playwright's JSON report (or null)
 * @param {string} root the project's directory, dropped from Vitest's absolute file names
 * @param {any} [engines] the cross-engine suite's report (reports/engines.json, or null)
 * @returns {string[]} `unit  file › test: message`, `e2e   file:line › test: message` and
 *   `engine webkit › check: message` lines
 */
export function listFailedTests(vitest, playwright, root, engines = null) {
  const lines = [];
  for (const file of vitest?.testResults ?? []) {
    const name = String(file.name ?? '').replace(`${root}/`, '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed)
      lines.push(`unit  ${name} › ${a.fullName}: ${headOf(a.failureMessages?.[0], 1)}`);
    // A file that failed to load has no failed assertions, only a message.
    if (file.status === 'failed' && failed.length === 0)
      lines.push(`unit  ${name}: ${headOf(file.message, 1)}`);
  }
  // Playwright nests describe blocks as suites; a file's top suite is titled with the file's name.
  const walk = (suite, file, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((r) => r.error)?.error?.message;
          const title = [...titles, spec.title].join(' › ');
          lines.push(`e2e   ${file}:${spec.line} › ${title}: ${headOf(error)}`);
        }
    for (const child of suite.suites ?? []) walk(child, file, [...titles, child.title]);
  };
  for (const suite of playwright?.suites ?? []) walk(suite, suite.file ?? suite.title, []);
  // A check that passed only on its retry is named too, with its first failure: the next CI log shows it.
  for (const result of engines?.results ?? [])
    if (!result.ok || result.flaky)
      lines.push(
        `engine ${result.engine} › ${result.name}${result.ok ? ' (flaky)' : ''}: ${headOf(result.error ?? result.firstError)}`,
      );
  return lines;
}
