import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CANARY_MARKERS as CANARIES, CANARY_SECRETS } from '../scripts/canaries.mjs';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz|png|woff2|webm|m4a)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('no key, provider address or secret reaches anything sent to the browser', async ({
  request,
}) => {
  const dist = process.env['STILLWELL_DIST'] || 'dist';
  // Not vacuous: the build ran with every canary set (npm test sets them), so a leak would show.
  const atBuild = JSON.parse(readFileSync(`${dist}/server/canaries-at-build.json`, 'utf8'));
  expect(atBuild, 'build with the canary secrets set, as npm test does').toEqual(
    Object.keys(CANARY_SECRETS).sort(),
  );
  const files = listFiles(`${dist}/client`);
  expect(files.length).toBeGreaterThan(10);
  // the same list test-all and the server config set: one marker per secret
  expect(CANARIES).toHaveLength(4);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const canary of CANARIES)
      expect(text.includes(canary), `${file} contains ${canary}`).toBe(false);
  }
  const status = await (await request.get('/api/ai/status')).text();
  for (const canary of CANARIES) expect(status).not.toContain(canary);
});
