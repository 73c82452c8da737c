/**
 * Loads the browser's locale data in a worker, so that the page's first Intl formatter does not.
 *
 * why: the first `Intl.DateTimeFormat` (or `NumberFormat`) a page builds loads the locale's data and the
 * visitor's time zone: 25-45 ms of the main thread on this machine, four times that on a slowed phone,
 * however the formatter is made. That data belongs to the browser's renderer, which the page's worker
 * shares, so once a worker has built a formatter the page's own first one takes 0.3-1.5 ms. Starting
 * the worker costs the main thread 0.4-1.1 ms, and it answers 55-80 ms later
 * (docs/architecture.md#after-hydration).
 */

/** A worker the browser never starts (or never answers) must not hold back what waits for it. */
export const WARM_UP_TIMEOUT_MS = 1_000;

let warmed: Promise<void> | undefined;

/**
 * Resolves once a worker has loaded the locale data, or at once where there are no workers (the
 * server, tests), or when the worker fails or has not answered in `WARM_UP_TIMEOUT_MS`: then the
 * page's first formatter loads the data itself, as it would have without this. Once per page.
 */
export function warmLocaleData(): Promise<void> {
  warmed ??= new Promise<void>((resolve) => {
    if (typeof Worker !== 'function') {
      resolve();
      return;
    }
    let worker: Worker | undefined;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(timeout);
      worker?.terminate();
      resolve();
    };
    try {
      // why a file of the site's own, not a blob: the site's policy lets workers come from it alone
      // (src/build/security-headers.ts, worker-src 'self')
      worker = new Worker(new URL('./locale-warm-up.worker.ts', import.meta.url));
      worker.onmessage = finish;
      worker.onerror = finish;
      timeout = setTimeout(finish, WARM_UP_TIMEOUT_MS);
    } catch {
      // a page whose policy forbids workers: the formatter loads the data itself
      finish();
    }
  });
  return warmed;
}
