/**
 * Starts the production server as a child process for measurements and fault tests, and drives it:
 * a load generator, the server's memory (RSS from /proc, and V8's heap after a forced garbage collection
 * through the inspector protocol, so the production code carries no test hooks), and a clean stop.
 * Loopback only. Used by `scripts/bench-soak.mjs` and the e2e specs for the server.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Environment that lifts the AI limits for load runs (rate limits raised, not removed). */
export const LOAD_ENV = {
  AI_PROVIDER: 'builtin',
  AI_RATE_LIMIT: '100000000',
  AI_DAILY_LIMIT_PER_IP: '0',
  AI_DAILY_LIMIT_TOTAL: '0',
  // One address opens every stream of a load run.
  AI_STREAMS_PER_CLIENT: '100000',
  REDIS_URL: '',
};

/** The built-in guide's two kinds of request the soak sends (bodies as the tools send them). */
export const CHAT_BODY = {
  persona: 'buddha',
  messages: [{ role: 'user', content: 'How do I find peace when I am anxious?' }],
};
export const SUGGESTIONS_BODY = {
  kind: 'poses',
  mood: 'stressed',
  now: '2026-11-22T09:15:00+00:00',
};

/**
 * Starts `node server/index.mjs` on a free loopback port and resolves once it listens.
 * `inspect: true` opens the inspector on a free loopback port (for `heapAfterGc`).
 */
export async function startServer({ env = {}, inspect = false, startTimeoutMs = 20_000 } = {}) {
  const args = [...(inspect ? ['--inspect=127.0.0.1:0'] : []), 'server/index.mjs'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never leave a server behind, even when the caller is stopped mid-test.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  child.once('exit', () => process.off('exit', killChild));
  let output = '';
  let inspectorUrl;
  const started = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start within ${startTimeoutMs} ms:\n${output}`)),
      startTimeoutMs,
    );
    const collect = (chunk) => {
      output += chunk.toString();
      inspectorUrl ??= output.match(/Debugger listening on (ws:\/\/\S+)/)?.[1];
      const port = output.match(/Stillwell is listening on http:\/\/127\.0\.0\.1:(\d+)/)?.[1];
      if (port && (!inspect || inspectorUrl)) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  const origin = await started;
  let inspector;
  return {
    origin,
    child,
    /** Everything the server printed so far. */
    output: () => output,
    /** Resident set size of the server process, in bytes (Linux). */
    rss() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
    },
    /** `process.memoryUsage()` of the server right after a full garbage collection. */
    async heapAfterGc() {
      if (!inspectorUrl) throw new Error('start the server with inspect: true');
      inspector ??= await connectInspector(inspectorUrl);
      await inspector.send('HeapProfiler.collectGarbage');
      await inspector.send('HeapProfiler.collectGarbage');
      const { result } = await inspector.send('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      });
      return JSON.parse(result.value);
    },
    /** Stops the server (SIGTERM, then SIGKILL after `graceMs`) and resolves with its exit code. */
    stop(graceMs = 10_000) {
      inspector?.close();
      if (child.exitCode !== null) return Promise.resolve(child.exitCode);
      return new Promise((resolve) => {
        const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
        child.once('exit', (code) => {
          clearTimeout(kill);
          resolve(code);
        });
        child.kill('SIGTERM');
      });
    },
  };
}

/** A minimal Chrome DevTools Protocol client over the inspector's WebSocket (Node's global WebSocket). */
async function connectInspector(url) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error('inspector unreachable')), {
      once: true,
    });
  });
  let nextId = 1;
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  return {
    send(method, params = {}) {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    },
    close() {
      socket.close();
    },
  };
}

/** POSTs `body` as JSON and reads the whole answer; resolves with the status. */
export async function postJson(url, body, signal) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify(body),
    signal,
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Sends `count` requests, `concurrency` in flight, alternating built-in chat and suggestions; calls
 * `onProgress(done)` after each. Resolves with throughput, latency percentiles and failures.
 */
export async function runLoad(origin, { count, concurrency, onProgress }) {
  const latencies = new Float64Array(count);
  let failures = 0;
  let next = 0;
  let done = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      const index = next++;
      const isChat = index % 2 === 0;
      const t0 = performance.now();
      try {
        const status = isChat
          ? await postJson(`${origin}/api/ai/chat`, CHAT_BODY)
          : await postJson(`${origin}/api/ai/suggestions`, SUGGESTIONS_BODY);
        if (status !== 200) failures += 1;
      } catch {
        failures += 1;
      }
      latencies[index] = performance.now() - t0;
      done += 1;
      await onProgress?.(done);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort();
  const at = (q) => sorted[Math.min(count - 1, Math.floor(q * count))] ?? 0;
  return { count, seconds, rps: count / seconds, p50: at(0.5), p99: at(0.99), failures };
}

/**
 * Opens `count` chat streams, `concurrency` at a time, and aborts each once its first bytes arrive
 * (a visitor closing the tab mid-answer). Resolves with how many streams started before the abort.
 */
export async function runAbortedStreams(origin, { count, concurrency }) {
  let next = 0;
  let started = 0;
  async function worker() {
    while (next < count) {
      next += 1;
      const controller = new AbortController();
      try {
        const response = await fetch(`${origin}/api/ai/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify(CHAT_BODY),
          signal: controller.signal,
        });
        const reader = response.body.getReader();
        const first = await reader.read();
        if (!first.done) started += 1;
        controller.abort();
        await reader.closed.catch(() => undefined);
      } catch {
        // The abort itself.
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { count, started };
}

/** Bytes as MB with one decimal. */
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
