/**
 * Stillwell's 404 page for an unknown address opened offline (issue #16), instead of the browser's error
 * page. The server answers the page with status 404, which Workbox's precache refuses, so the service
 * worker keeps it in a cache of its own when it installs, and a navigation that fails on the network and
 * is not precached gets it.
 */
import type { RuntimeCaching } from 'workbox-build';

/** The service worker's cache holding the not-found page. */
export const NOT_FOUND_CACHE = 'stillwell-not-found';
/** Where the server answers the not-found page (with status 404). */
export const NOT_FOUND_URL = '/404';

/** Worker code run before Workbox's: at install, keeps the not-found page (a failed fetch is not fatal). */
export const NOT_FOUND_INSTALL_SCRIPT = `// Stillwell: keeps the not-found page for addresses opened offline (src/build/not-found-offline.ts).
self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(${JSON.stringify(NOT_FOUND_URL)}, { cache: 'no-store' })
      .then((response) =>
        response.status === 404
          ? caches.open(${JSON.stringify(NOT_FOUND_CACHE)}).then((cache) => cache.put(${JSON.stringify(NOT_FOUND_URL)}, response))
          : undefined,
      )
      .catch(() => undefined),
  );
});
`;

/**
 * Navigations Workbox has not precached (registered after the precache route, so pages still come from
 * it) go to the network; when that fails, the kept not-found page answers.
 */
export const notFoundOfflineRoute: RuntimeCaching = {
  urlPattern: ({ request }) => request.mode === 'navigate',
  handler: 'NetworkOnly',
  options: {
    plugins: [
      {
        // Serialized into the worker: only literals inside.
        handlerDidError: async () =>
          (await caches.match('/404', { cacheName: 'stillwell-not-found' })) ?? undefined,
      },
    ],
  },
};
