import { expect, test } from '@playwright/test';
import { LOAD_ENV, mb, runAbortedStreams, runLoad, startServer } from '../scripts/server-probe.mjs';

/**
 * The server's memory stays bounded under load (issue #16; `npm run bench:soak` is the long run). V8 lets
 * garbage pile up under load (RSS 300–400 MB in the 50,000-request soak), so the leak test reads the heap
 * after a forced full GC: it must not grow by more than HEAP_GROWTH_LIMIT between a warmed-up server and
 * one that has answered REQUESTS more requests and ABORTS aborted streams, and RSS after GC stays under
 * RSS_CEILING.
 */
const WARMUP = 400;
const REQUESTS = 2_000;
const ABORTS = 100;
/** Growth of the heap after GC allowed over the run: about 1 KB per request would exceed it. */
const HEAP_GROWTH_LIMIT = 3 * 1024 * 1024;
const RSS_CEILING = 256 * 1024 * 1024;

test(`heap after GC stays flat over ${REQUESTS} AI requests and ${ABORTS} aborted streams`, async () => {
  test.setTimeout(180_000);
  const server = await startServer({ env: LOAD_ENV, inspect: true });
  try {
    const warm = await runLoad(server.origin, { count: WARMUP, concurrency: 50 });
    expect(warm.failures).toBe(0);
    const before = await server.heapAfterGc();
    const load = await runLoad(server.origin, { count: REQUESTS, concurrency: 50 });
    expect(load.failures).toBe(0);
    const aborts = await runAbortedStreams(server.origin, { count: ABORTS, concurrency: 25 });
    expect(aborts.started).toBe(ABORTS);
    // Let the server notice the last closed sockets.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await server.heapAfterGc();
    const rss = server.rss();
    test.info().annotations.push({
      type: 'memory',
      description: `heap after GC ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, RSS ${mb(rss)}, ${load.rps.toFixed(0)} req/s`,
    });
    expect(after.heapUsed - before.heapUsed).toBeLessThan(HEAP_GROWTH_LIMIT);
    expect(rss).toBeLessThan(RSS_CEILING);
  } finally {
    await server.stop();
  }
});
