import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/** The canary values `npm test` sets for the build and the server (scripts/test-all.mjs, playwright.config.ts). */
const CANARIES = [
  'canary-gemini-key-3f9a1c7e',
  'canary-openai-key-8b2d4e6f',
  'canary-base-url',
  'canary-redis-host',
];

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz|png|woff2|webm|m4a)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('no key, provider address or secret reaches anything sent to the browser', async ({
  request,
}) => {
  const files = listFiles(`${process.env['STILLWELL_DIST'] || 'dist'}/client`);
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const canary of CANARIES)
      expect(text.includes(canary), `${file} contains ${canary}`).toBe(false);
  }
  const status = await (await request.get('/api/ai/status')).text();
  for (const canary of CANARIES) expect(status).not.toContain(canary);
});
