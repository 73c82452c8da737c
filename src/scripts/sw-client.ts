/**
 * Registers the service worker. An update waits instead of taking over open tabs (old tabs keep the
 * assets they loaded); the visitor is offered a reload, which activates it. Only the tab where the
 * visitor chose "Reload" reloads: other tabs are told and keep whatever session is running in them.
 */
import { whenSettled } from '../lib/hydration/when-settled';
import { showNotice } from './notices-client';

/** Registers /sw.js and offers updates. */
export function initServiceWorker(): void {
  // Insecure origins (plain http other than localhost) have no navigator.serviceWorker.
  if (!('serviceWorker' in navigator)) return;
  // The first controller of a first visit arrives by clients.claim(): that is not an update.
  let hasController = Boolean(navigator.serviceWorker.controller);
  let hasRequestedReload = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hasController) {
      hasController = true;
      return;
    }
    if (hasRequestedReload) {
      location.reload();
      return;
    }
    showNotice(
      { message: 'Stillwell was updated. Reload when it suits you.', tone: 'info' },
      { label: 'Reload', run: () => location.reload() },
    );
  });
  const offer = (worker: ServiceWorker): void =>
    showNotice(
      { message: 'A new version of Stillwell is ready.', tone: 'info' },
      {
        label: 'Reload',
        run: () => {
          hasRequestedReload = true;
          worker.postMessage({ type: 'SKIP_WAITING' });
        },
      },
    );
  // The install precaches the whole site: it waits until the islands have hydrated (docs/architecture.md#offline).
  whenSettled(() => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            // An update is a worker installed beside an active one. WebKit may deliver a first worker's
            // "installed" after it has already claimed the page, so a controller seen then does not
            // tell a first install from an update (issue 44: a false notice on 4 of 9 first visits).
            const isUpdate = registration.active !== null && registration.active !== worker;
            if (worker.state === 'installed' && isUpdate) offer(worker);
          });
        });
      })
      .catch((error: unknown) => console.warn('Offline support is unavailable:', error));
  });
}
