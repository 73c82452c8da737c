#!/usr/bin/env node
/**
 * Soak benchmark (`npm run bench:soak`, after `npm run build`): starts the production server with the
 * built-in guide (rate limits raised, not removed) and sends SOAK_REQUESTS (50,000) chat and suggestion
 * requests, SOAK_CONCURRENCY (100) in flight, then SOAK_ABORTS (500) chat streams that the client aborts
 * after the first bytes. Prints throughput, p50/p99 latency, and the server's RSS and heap after a forced
 * garbage collection at 5,000 requests, at the end of the load, and after the aborted streams.
 * Loopback only; bounded in count and time (hard limit 15 min).
 */
import { existsSync } from 'node:fs';
import { LOAD_ENV, mb, runAbortedStreams, runLoad, startServer } from './server-probe.mjs';

const REQUESTS = Number(process.env.SOAK_REQUESTS || 50_000);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY || 100);
const ABORTS = Number(process.env.SOAK_ABORTS || 500);
/** The first memory reading: after this many requests the server has warmed up. */
const FIRST_CHECKPOINT = Math.min(5_000, REQUESTS);
const HARD_LIMIT_MS = 15 * 60_000;

const hardStop = setTimeout(() => {
  console.error('bench-soak: hard time limit reached, stopping');
  process.exit(1);
}, HARD_LIMIT_MS);
hardStop.unref();

if (!existsSync(new URL('../dist/server/entry.mjs', import.meta.url))) {
  console.error('bench-soak: dist/ is missing; run `npm run build` first.');
  process.exit(1);
}

const server = await startServer({ env: LOAD_ENV, inspect: true });
const readings = [];
async function reading(label) {
  const heap = await server.heapAfterGc();
  const row = { label, rss: server.rss(), heapUsed: heap.heapUsed, heapTotal: heap.heapTotal };
  readings.push(row);
  return row;
}

try {
  console.log(
    `bench-soak: ${REQUESTS} requests (chat and suggestions alternating), ${CONCURRENCY} in flight, then ${ABORTS} aborted streams; loopback\n`,
  );
  await reading('start');
  let checkpoint;
  const load = await runLoad(server.origin, {
    count: REQUESTS,
    concurrency: CONCURRENCY,
    onProgress: async (done) => {
      // RSS as the load left it, then the heap after a forced GC (one worker waits for it).
      if (done !== FIRST_CHECKPOINT) return;
      const rssUnderLoad = server.rss();
      checkpoint = { ...(await reading(`at ${FIRST_CHECKPOINT} requests`)), rssUnderLoad };
    },
  });
  const rssUnderLoad = server.rss();
  const end = { ...(await reading(`after ${REQUESTS} requests`)), rssUnderLoad };
  const aborts = await runAbortedStreams(server.origin, { count: ABORTS, concurrency: 50 });
  // A short pause lets the server notice the last closed sockets before it is measured.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const afterAborts = await reading(`after ${ABORTS} aborted streams`);

  console.log(
    `load       ${load.rps.toFixed(0)} req/s over ${load.seconds.toFixed(1)} s   p50 ${load.p50.toFixed(1)} ms   p99 ${load.p99.toFixed(1)} ms   ${load.failures} failed`,
  );
  console.log(`aborts     ${aborts.started} of ${aborts.count} streams started before the abort`);
  console.log('\nserver memory: RSS as the load left it → RSS and heap after a forced full GC');
  for (const row of [readings[0], checkpoint, end, afterAborts].filter(Boolean))
    console.log(
      `  ${row.label.padEnd(28)} RSS ${(row.rssUnderLoad ? `${mb(row.rssUnderLoad)} →` : '').padStart(11)} ${mb(row.rss).padStart(9)}   heap ${mb(row.heapUsed)} of ${mb(row.heapTotal)}`,
    );
  const exitCode = await server.stop();
  console.log(`\nserver stopped with exit code ${exitCode}`);
  if (load.failures > 0 || exitCode !== 0) process.exitCode = 1;
} catch (error) {
  console.error(`bench-soak: ${error instanceof Error ? error.message : String(error)}`);
  await server.stop();
  process.exitCode = 1;
}
clearTimeout(hardStop);
