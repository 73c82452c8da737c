/** When the install prompt may show (docs/site.md#install-prompt). Pure; the page script supplies the facts. */

/** Delay after the install event before the popup shows (docs/site.md#install-prompt: 3 s). */
export const INSTALL_DELAY_MS = 3_000;

/** "Remind Later" hides the popup for 24 hours (docs/site.md#install-prompt). */
export const REMIND_LATER_MS = 24 * 60 * 60 * 1_000;

/** Facts the decision rests on. */
export interface InstallFacts {
  isInstalled: boolean;
  isDismissed: boolean;
  /** Epoch ms before which "Remind Later" keeps it hidden, or null. */
  remindAt: number | null;
  now: number;
}

/** Whether the popup may show now. */
export function canShowInstallPrompt(facts: InstallFacts): boolean {
  if (facts.isInstalled || facts.isDismissed) return false;
  return facts.remindAt === null || facts.now >= facts.remindAt;
}

/** Epoch ms at which "Remind Later" chosen at `now` lets the popup show again. */
export function getRemindAt(now: number): number {
  return now + REMIND_LATER_MS;
}

/** iOS Safari has no install event; it gets the manual Add to Home Screen steps (docs/decisions.md#install-prompt). */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const isIos =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const isOtherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
  return isIos && !isOtherBrowser && /Safari/.test(userAgent);
}
