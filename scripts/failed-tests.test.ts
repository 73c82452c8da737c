import { describe, expect, it } from 'vitest';
import { headOf, listFailedTests } from './failed-tests.mjs';

// Trimmed from real reports: `vitest run --reporter=json` and Playwright's json reporter on a failing test each.
const vitest = {
  testResults: [
    {
      name: '/repo/src/lib/a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        {
          fullName: 'outer fails here',
          status: 'failed',
          failureMessages: [
            'AssertionError: expected 1 to be 2 // Object.is equality\n    at a.test.ts:2',
          ],
        },
        { fullName: 'outer passes', status: 'passed', failureMessages: [] },
      ],
    },
    {
      name: '/repo/src/lib/b.test.ts',
      status: 'failed',
      message: 'Failed to load url ./missing (resolved id: ./missing)\nDoes the file exist?',
      assertionResults: [],
    },
    { name: '/repo/src/lib/c.test.ts', status: 'passed', message: '', assertionResults: [] },
  ],
};
const playwright = {
  suites: [
    {
      title: 'mixer.spec.ts',
      file: 'mixer.spec.ts',
      specs: [],
      suites: [
        {
          title: 'sound mixer',
          file: 'mixer.spec.ts',
          specs: [
            {
              title: 'a tile starts its sound',
              line: 12,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      status: 'failed',
                      error: {
                        message:
                          "Error: \u001b[2mexpect(\u001b[22mlocator).toBeVisible() failed\n\nLocator: getByRole('switch', { name: 'Rain' })\nExpected: visible\nReceived: hidden",
                      },
                    },
                  ],
                },
              ],
            },
            {
              title: 'passes',
              line: 30,
              tests: [{ status: 'expected', results: [{ status: 'passed' }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('listFailedTests', () => {
  it('names each failed unit test, each file that failed to load, and each failed e2e test with its first lines', () => {
    expect(listFailedTests(vitest, playwright, '/repo')).toEqual([
      'unit  src/lib/a.test.ts › outer fails here: AssertionError: expected 1 to be 2 // Object.is equality',
      'unit  src/lib/b.test.ts: Failed to load url ./missing (resolved id: ./missing)',
      "e2e   mixer.spec.ts:12 › sound mixer › a tile starts its sound: Error: expect(locator).toBeVisible() failed | Locator: getByRole('switch', { name: 'Rain' }) | Expected: visible",
    ]);
  });

  it('names each cross-engine check that failed, or passed only on its retry, with its error', () => {
    const engines = {
      results: [
        { engine: 'firefox', name: 'starts', ok: true, ms: 400 },
        { engine: 'webkit', name: 'offline', ok: false, ms: 9, error: 'offline, no Pause\nat x' },
        { engine: 'webkit-phone', name: 'chat', ok: true, ms: 9, flaky: true, firstError: 'slow' },
      ],
    };
    expect(listFailedTests(null, null, '/repo', engines)).toEqual([
      'engine webkit › offline: offline, no Pause | at x',
      'engine webkit-phone › chat (flaky): slow',
    ]);
  });

  it('lists nothing for missing or passing reports', () => {
    expect(listFailedTests(null, null, '/repo')).toEqual([]);
    expect(
      listFailedTests({ testResults: [vitest.testResults[2]] }, { suites: [] }, '/repo'),
    ).toEqual([]);
  });
});

describe('headOf', () => {
  it('keeps at most the asked number of non-empty lines and 300 characters', () => {
    expect(headOf('a\n\n b \nc\nd', 2)).toBe('a | b');
    expect(headOf('x'.repeat(400))).toHaveLength(300);
    expect(headOf(undefined)).toBe('');
  });
});
