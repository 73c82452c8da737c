import { spawn } from 'node:child_process';
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
