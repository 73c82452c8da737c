import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { portNear } from './helpers';

/** Starts the production server with `env` and resolves with what it printed in its first seconds. */
function startServer(env: Record<string, string>, port: number): Promise<string> {
  return new Promise((resolve) => {
    const server = spawn('node', ['server/index.mjs'], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (/\[ai\]/.test(output)) finish();
    };
    const timer = setTimeout(() => finish(), 10_000);
    function finish() {
      clearTimeout(timer);
      server.kill('SIGTERM');
      resolve(output);
    }
    server.stdout.on('data', collect);
    server.stderr.on('data', collect);
  });
}

test('a selected but misconfigured AI provider is reported when the server starts', async () => {
  const output = await startServer(
    { AI_PROVIDER: 'gemini', GOOGLE_GENERATIVE_AI_API_KEY: '' },
    portNear(98),
  );
  expect(output).toContain('Stillwell is listening');
  expect(output).toMatch(
    /\[ai\] gemini is selected but misconfigured: GOOGLE_GENERATIVE_AI_API_KEY is not set/,
  );
});

test('the server says who answers the AI tools when it starts', async () => {
  const output = await startServer({ AI_PROVIDER: 'builtin' }, portNear(99));
  expect(output).toMatch(/\[ai\] answering with builtin/);
});

test('a file gone since the server started cuts its one response; the server goes on serving', async () => {
  // a build of the one page and one script, in the ignored test-results folder beside node_modules
  const dist = 'test-results/server-file-gone';
  rmSync(dist, { recursive: true, force: true });
  cpSync('dist/server', `${dist}/server`, { recursive: true });
  mkdirSync(`${dist}/client/_astro`, { recursive: true });
  for (const file of ['404.html', 'index.html'])
    cpSync(`dist/client/${file}`, `${dist}/client/${file}`);
  writeFileSync(`${dist}/client/_astro/gone.js`, 'export {};\n');
  writeFileSync(`${dist}/client/_astro/gone.js.br`, brotliCompressSync('export {};\n'));

  const port = portNear(97);
  const server = spawn('node', ['server/index.mjs'], {
    env: {
      ...process.env,
      STILLWELL_DIST: dist,
      AI_PROVIDER: 'builtin',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output, { timeout: 15_000 }).toContain('Stillwell is listening');
    rmSync(`${dist}/client/_astro/gone.js.br`);
    const gone = await fetch(`http://127.0.0.1:${port}/_astro/gone.js`, {
      headers: { 'Accept-Encoding': 'br' },
    }).then(
      (response) => response.text(),
      (error: unknown) => error,
    );
    expect(gone).toBeInstanceOf(Error);
    expect(output).toMatch(/\[static\] could not read the file for \/_astro\/gone\.js/);
    // the process is still up and answers the next request
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(server.exitCode).toBeNull();
  } finally {
    server.kill('SIGTERM');
    rmSync(dist, { recursive: true, force: true });
  }
});
