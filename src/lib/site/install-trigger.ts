/**
 * What starts the install popup's offer (docs/site.md#install-prompt), on its own: every page's script
 * needs it, while the popup's rules (install-prompt.ts) load only when an offer is due.
 */

/** Delay after the install event before the popup shows (docs/site.md#install-prompt: 3 s). */
export const INSTALL_DELAY_MS = 3_000;

/** iOS Safari has no install event; it gets the manual Add to Home Screen steps (docs/decisions.md#install-prompt). */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const isIos =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const isOtherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
  return isIos && !isOtherBrowser && /Safari/.test(userAgent);
}
