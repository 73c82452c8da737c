#!/usr/bin/env node
/**
 * Proves the scaffolder: in a throwaway copy of the committed tree, `npm run new:tool demo-timer` makes
 * a tool whose generated unit and end-to-end tests pass, with lint and types clean. The copy is removed
 * afterwards, so the working tree is never touched. Run by `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SLUG = 'demo-timer';
/** Port of the copy's server, apart from the main end-to-end run's. */
const PORT = String(Number(process.env.E2E_PORT || 4399) + 50);

const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .stdout.split('\0')
  .filter(Boolean);
const root = mkdtempSync(join(tmpdir(), 'stillwell-new-tool-'));
let failed = false;
try {
  for (const file of files) cpSync(file, join(root, file), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'), 'dir');
  const steps = [
    ['scaffold', 'node', ['scripts/new-tool.mjs', SLUG]],
    ['content types', 'npx', ['astro', 'sync']],
    ['lint', 'npx', ['eslint', `src/tools/${SLUG}`, `e2e/${SLUG}.spec.ts`]],
    ['types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['format', 'npx', ['prettier', '--check', `src/tools/${SLUG}`, `e2e/${SLUG}.spec.ts`]],
    ['unit tests', 'npx', ['vitest', 'run', `src/tools/${SLUG}`, 'src/tools/registry.test.ts']],
    ['build', 'npx', ['astro', 'build']],
    ['end-to-end tests', 'npx', ['playwright', 'test', `e2e/${SLUG}.spec.ts`, '--reporter=list']],
  ];
  for (const [name, command, args] of steps) {
    const result = spawnSync(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_PORT: PORT, CI_REPORT: '' },
    });
    if (result.status !== 0) {
      console.error(`new:tool check: ${name} failed for the generated ${SLUG}`);
      failed = true;
      break;
    }
    console.log(`new:tool check: ${name} ✔`);
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
