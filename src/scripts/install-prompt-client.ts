/**
 * The install popup's page side (docs/site.md#install-prompt), in every page's script: keeps the
 * browser's install event and, 3 s after it (or after an iOS Safari page opens), loads the popup's code
 * (install-offer.ts), which most page views never need.
 */
import { INSTALL_DELAY_MS, isIosSafari } from '../lib/site/install-trigger';

/** The browser's install event (Chromium). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

let offer: Promise<typeof import('./install-offer')> | undefined;
/** The popup's code; a failed load (offline before it was cached) is tried again next time. */
function loadOffer(): Promise<typeof import('./install-offer')> {
  offer ??= import('./install-offer').catch((error: unknown) => {
    offer = undefined;
    throw error;
  });
  return offer;
}

function ignore(): void {
  // offline before the popup's code was cached: it is offered on another visit
}

/** Offers the install popup when the browser allows it, or on iOS Safari (which has no event). */
export function initInstallPrompt(): void {
  let deferred: InstallPromptEvent | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deferredOf = () => deferred;
  const due = (variant: 'prompt' | 'ios') => {
    clearTimeout(timer);
    timer = setTimeout(
      () => loadOffer().then(({ offerInstall }) => offerInstall(variant, deferredOf), ignore),
      INSTALL_DELAY_MS,
    );
  };
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    due('prompt');
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    clearTimeout(timer);
    offer?.then(({ withdrawInstall }) => withdrawInstall(), ignore);
  });
  if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) due('ios');
}
