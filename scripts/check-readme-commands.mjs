#!/usr/bin/env node
/**
 * Proves the README's two commands on a fresh checkout (a step of `npm test`):
 * 1. clones the current commit into a temporary folder;
 * 2. puts the machine's own Node first on PATH (the oldest one found, e.g. Debian's Node 20, so the Node
 *    bootstrap in scripts/with-node.mjs is exercised) with an empty Node cache;
 * 3. runs command 1 as the README writes it, waits until the site answers 200 for / and a tool page,
 *    then stops it (SIGTERM);
 * 4. runs command 2 with `STILLWELL_TEST_SCOPE=quick` (the scripts' unit tests, build, the routes end-to-end
 *    spec), so
 *    the suite does not run itself a second time; `.ci/run`, which runs command 2 in full on the machine's
 *    Node, is the proof of the whole of it.
 * Prints each phase's time; the full log goes to reports/clean-clone.log. Time limit CHECK_TIMEOUT_MS.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The whole check's time limit; phases share it. */
const CHECK_TIMEOUT_MS = 12 * 60_000;
/** A tool page the started site must serve besides the home page. */
const TOOL_PATH = '/box-breathing';
const LOG_PATH = join(ROOT, 'reports', 'clean-clone.log');

const deadline = Date.now() + CHECK_TIMEOUT_MS;
const remaining = () => Math.max(0, deadline - Date.now());

/** The commands under "Two commands" in README.md: the line after `# 1.` and after `# 2.`. */
export function readReadmeCommands(readme) {
  const block = readme.match(/## Two commands[\s\S]*?```sh\n([\s\S]*?)```/)?.[1] ?? '';
  const after = (marker) => {
    const lines = block.split('\n');
    const index = lines.findIndex((line) => line.startsWith(`# ${marker}.`));
    return lines.slice(index + 1).find((line) => line.trim() && !line.startsWith('#'));
  };
  const install = after(1);
  const test = after(2);
  if (install === undefined || test === undefined)
    throw new Error('README.md: no "# 1." and "# 2." commands under "Two commands"');
  return { install: install.trim(), test: test.trim() };
}

function nodeVersion(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

const versionKey = (version) =>
  version
    .replace(/^v/, '')
    .split('.')
    .map((part) => part.padStart(4, '0'))
    .join('.');

/** The machine's Node binaries (on PATH and in the usual places), not the bootstrap's cached one. */
function findMachineNodes() {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/local/bin'];
  const seen = new Set();
  const nodes = [];
  for (const dir of dirs) {
    if (!dir || dir.includes('stillwell-node') || dir.includes('node_modules')) continue;
    const path = join(dir, 'node');
    if (seen.has(path) || !existsSync(path)) continue;
    seen.add(path);
    const version = nodeVersion(path);
    if (version) nodes.push({ path, version });
  }
  return nodes.sort((a, b) => versionKey(a.version).localeCompare(versionKey(b.version)));
}

const log = (() => {
  mkdirSync(dirname(LOG_PATH), { recursive: true });
  return createWriteStream(LOG_PATH);
})();

/** Process groups started and not yet ended (stopped at the time limit). */
const running = new Set();

/** Runs `command` in a shell in its own process group; echoes the bootstrap's lines, logs everything. */
function startShell(command, cwd, env) {
  log.write(`\n$ ${command}\n`);
  const child = spawn('sh', ['-c', command], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const onData = (chunk) => {
    const text = chunk.toString();
    log.write(text);
    tail = (tail + text).slice(-6000);
    for (const line of text.split('\n'))
      if (/\[with-node\]|^▶|^✔|^✘|passed, \d+ failed|installing Debian/.test(line))
        console.log(`  │ ${line}`);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const run = { child, exited, tail: () => tail };
  running.add(run);
  void exited.then(() => running.delete(run));
  return run;
}

function stopGroup(run, timeoutMs = 15_000) {
  if (run.child.exitCode !== null) return run.exited;
  try {
    process.kill(-run.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const kill = setTimeout(() => {
    try {
      process.kill(-run.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, timeoutMs);
  return run.exited.finally(() => clearTimeout(kill));
}

async function waitForSite(origin, run, limitMs) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (run.child.exitCode !== null) return false;
    try {
      if ((await fetch(`${origin}/`)).status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

async function main() {
  const begun = Date.now();
  const commands = readReadmeCommands(readFileSync(join(ROOT, 'README.md'), 'utf8'));
  const sha = spawnSync('git', ['rev-parse', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).stdout.trim();
  const machineNodes = findMachineNodes();
  const node = machineNodes[0] ?? { path: process.execPath, version: process.version };
  const work = mkdtempSync(join(tmpdir(), 'stillwell-clean-'));
  const clone = join(work, 'stillwell');
  const problems = [];
  try {
    let started = Date.now();
    const cloned = spawnSync('git', ['clone', '--quiet', '--no-checkout', ROOT, clone], {
      stdio: 'inherit',
    });
    const checkedOut =
      cloned.status === 0 &&
      spawnSync('git', ['-C', clone, 'checkout', '--quiet', '--detach', sha], { stdio: 'inherit' })
        .status === 0;
    if (!checkedOut) throw new Error(`could not clone ${ROOT} at ${sha}`);
    console.log(`clean clone of ${sha.slice(0, 10)} in ${clone} (${seconds(started)})`);
    console.log(`machine's Node first on PATH: ${node.version} (${node.path}); Node cache empty`);

    // A fresh shell: the machine's Node first, no npm run variables, an empty cache for the bootstrap.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => !/^(npm_|CI_REPORT$|E2E_PORT$|BUDGET_PORT$|STILLWELL_|PORT$|HOST$)/.test(key),
      ),
    );
    env.PATH = [
      dirname(node.path),
      ...(process.env.PATH ?? '')
        .split(delimiter)
        .filter((dir) => !dir.includes('stillwell-node') && !dir.includes('node_modules')),
    ].join(delimiter);
    env.XDG_CACHE_HOME = join(work, 'cache');

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    console.log(`command 1: ${commands.install}   (PORT=${port} HOST=127.0.0.1)`);
    started = Date.now();
    const site = startShell(commands.install, clone, {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    });
    const isUp = await waitForSite(origin, site, remaining() - 4 * 60_000);
    if (!isUp) {
      problems.push(`command 1 did not bring the site up on ${origin}`);
      console.log(site.tail().split('\n').slice(-40).join('\n'));
    } else {
      console.log(`  site answers on ${origin} after ${seconds(started)}`);
      for (const path of ['/', TOOL_PATH]) {
        const response = await fetch(`${origin}${path}`);
        const body = await response.text();
        const isPage = response.status === 200 && /<title>[^<]*Stillwell/.test(body);
        console.log(
          `  GET ${path} → ${response.status}${isPage ? '' : ' (not the Stillwell page)'}`,
        );
        if (!isPage) problems.push(`GET ${path} answered ${response.status}`);
      }
    }
    started = Date.now();
    await stopGroup(site);
    console.log(`  stopped with SIGTERM (${seconds(started)})`);

    if (problems.length === 0) {
      console.log(`command 2: ${commands.test}   (STILLWELL_TEST_SCOPE=quick)`);
      started = Date.now();
      const tests = startShell(commands.test, clone, {
        ...env,
        STILLWELL_TEST_SCOPE: 'quick',
        E2E_PORT: String(await freePort()),
      });
      const timer = setTimeout(() => void stopGroup(tests), remaining());
      const code = await tests.exited;
      clearTimeout(timer);
      const summary = tests.tail().match(/^(\d+) passed, (\d+) failed$/m);
      console.log(`  exit ${code} after ${seconds(started)}${summary ? `: ${summary[0]}` : ''}`);
      if (code !== 0 || !summary || Number(summary[1]) === 0 || Number(summary[2]) > 0) {
        problems.push(`command 2 failed (exit ${code})`);
        console.log(tests.tail().split('\n').slice(-40).join('\n'));
      }
    }
  } finally {
    const started = Date.now();
    rmSync(work, { recursive: true, force: true });
    console.log(`removed the clone (${seconds(started)})`);
    log.end();
  }
  if (problems.length) {
    console.log(
      `\nREADME commands in a clean clone failed:\n- ${problems.join('\n- ')}\n(log: ${LOG_PATH})`,
    );
    process.exit(1);
  }
  console.log(`README commands work in a clean clone (${seconds(begun)} in all).`);
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const hardStop = setTimeout(() => {
    console.log(`clean-clone check: time limit (${CHECK_TIMEOUT_MS / 60_000} min) reached`);
    for (const run of running) {
      try {
        process.kill(-run.child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(1);
  }, CHECK_TIMEOUT_MS + 30_000);
  hardStop.unref();
  main().catch((error) => {
    console.log(`clean-clone check: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
