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

/** What the page side knows that the popup needs. */
export interface InstallPage {
  /** The install event kept, or null (iOS, or used). */
  readonly deferredOf: () => InstallPromptEvent | null;
  /** `performance.now()` of the visitor's last tap or key press. */
  readonly lastInputAt: () => number;
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
  // why here and not in the popup's code: a tap made before that code arrived still counts
  let lastInputAt = Number.NEGATIVE_INFINITY;
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, () => (lastInputAt = performance.now()), {
      capture: true,
      passive: true,
    });
  const page = { deferredOf: () => deferred, lastInputAt: () => lastInputAt };
  const due = (variant: 'prompt' | 'ios') => {
    clearTimeout(timer);
    timer = setTimeout(
      () => loadOffer().then(({ offerInstall }) => offerInstall(variant, page), ignore),
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
