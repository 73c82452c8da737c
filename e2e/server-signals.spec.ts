import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { startServer } from '../scripts/server-probe.mjs';
import { SHUTDOWN_GRACE_MS } from '../server/limits.mjs';
import { streamChat } from '../src/lib/ai/client';
import { startFakeOpenAI } from '../src/server/ai/testing/fake-providers';
import { portNear } from './helpers';

/** `npm start` (the README's production command) in a process group of its own, on `port`. */
function npmStart(port: number): { child: ChildProcess; output: () => string } {
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', AI_PROVIDER: 'builtin' },
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Whether something answers HTTP on `port`. */
async function isListening(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`);
    return true;
  } catch {
    return false;
  }
}

/** Kills what is left of a process group this spec started (nothing, when the test passed). */
function killGroup(child: ChildProcess) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // the group has ended
  }
}

test('npm start under SIGTERM stops the server within the grace time: the port is free for a restart', async () => {
  test.setTimeout(60_000);
  const port = portNear(93);
  const first = npmStart(port);
  try {
    await expect.poll(first.output, { timeout: 20_000 }).toContain('Stillwell is listening');
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      checks: { draining: { ok: true } },
    });
    const signalled = Date.now();
    // Only npm gets the signal, as from a supervisor or `docker stop` with npm as the main process.
    first.child.kill('SIGTERM');
    await expect.poll(() => isListening(port), { timeout: SHUTDOWN_GRACE_MS + 1_000 }).toBe(false);
    expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_GRACE_MS + 1_000);
    await expect
      .poll(first.output, { timeout: 5_000 })
      .toMatch(/\[server\] SIGTERM: not accepting connections[\s\S]*\[server\] stopped after/);

    // A restart on the same port listens (the old server once ran on, orphaned: EADDRINUSE).
    const second = npmStart(port);
    try {
      await expect.poll(second.output, { timeout: 20_000 }).toContain('Stillwell is listening');
      expect(second.output()).not.toContain('EADDRINUSE');
      second.child.kill('SIGTERM');
      await expect.poll(() => isListening(port), { timeout: SHUTDOWN_GRACE_MS }).toBe(false);
    } finally {
      killGroup(second.child);
    }
  } finally {
    killGroup(first.child);
  }
});

test(`a stream still running when the grace time (${SHUTDOWN_GRACE_MS / 1000} s) ends reaches the chat as a cut reply, its text so far kept`, async () => {
  test.setTimeout(SHUTDOWN_GRACE_MS + 30_000);
  // A slow local model: 200 words 250 ms apart, a 50 s answer.
  const fake = await startFakeOpenAI({
    chunks: Array.from({ length: 200 }, (_, index) => `word${index} `),
    delayMs: 250,
  });
  const server = await startServer({
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'slow-model',
      AI_MAX_RETRIES: '0',
      AI_RATE_LIMIT: '0',
    },
  });
  try {
    let received = '';
    let signalledAt = 0;
    const reply = streamChat(
      { persona: 'buddha', messages: [{ role: 'user', content: 'How do I rest?' }] },
      {
        baseUrl: server.origin,
        onText: (text) => {
          received = text;
          if (signalledAt === 0) {
            signalledAt = Date.now();
            server.child.kill('SIGTERM');
          }
        },
      },
    );
    const result = await reply;
    const cutAfterMs = Date.now() - signalledAt;
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure).toEqual({
      kind: 'cut',
      message: 'The reply was cut off before it was complete.',
      hasReachedServer: true,
    });
    // The words that arrived during the grace time are all there, in order, and end on a whole word.
    expect(result.partial).toBe(received);
    const words = (result.partial ?? '').trim().split(' ');
    expect(words.length).toBeGreaterThan(10);
    expect(words).toEqual(words.map((_, index) => `word${index}`));
    expect(cutAfterMs).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 500);
    expect(await server.stop()).toBe(0);
  } finally {
    await server.stop();
    await fake.close();
  }
});
