/**
 * Work that can wait for the page to settle (the service worker's install, which fetches and stores
 * the whole site): it starts once the page has loaded, every island on it has hydrated and the
 * browser is idle.
 *
 * why: a service worker registered at `load` precaches about 200 files while the islands hydrate. On a
 * two-core phone its thread and the page's main thread share the CPU, and hydration's tasks grow with
 * it (the zen timer's longest task at load, unthrottled on this machine: 225 ms with the install beside
 * it, 116 ms without).
 */

/** Longest wait for islands to hydrate before the work starts anyway (ms). */
export const SETTLE_LIMIT_MS = 5000;
/** How often the page is looked at until then (ms): a few looks at a cost of nothing. */
export const SETTLE_POLL_MS = 250;
/** Longest wait for an idle moment once it has settled (ms). */
export const IDLE_LIMIT_MS = 2000;

/** An island still waiting for React: Astro removes `ssr` when its renderer returns. */
const PENDING_ISLAND = 'astro-island[ssr]';

/** Runs `work` once the page has loaded and its islands have hydrated (or after the limit), when idle. */
export function whenSettled(work: () => void): void {
  const since = Date.now();
  const look = () => {
    const isHydrated =
      !document.querySelector(PENDING_ISLAND) || Date.now() - since >= SETTLE_LIMIT_MS;
    if (document.readyState !== 'complete' || !isHydrated) setTimeout(look, SETTLE_POLL_MS);
    // Safari has no requestIdleCallback: the next task is the nearest it has
    else if (typeof requestIdleCallback === 'function')
      requestIdleCallback(work, { timeout: IDLE_LIMIT_MS });
    else setTimeout(work, 0);
  };
  look();
}
