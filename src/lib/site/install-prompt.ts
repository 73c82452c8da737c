/** When the install prompt may show (docs/site.md#install-prompt). Pure; the page script supplies the facts. */

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

/**
 * A tap or key press this recent means the visitor is using the page: the popup waits until the page
 * has been quiet this long, so it never opens under a finger and swallows a tap meant for the page
 * (docs/site.md#install-prompt).
 */
export const INPUT_QUIET_MS = 2_000;

/** What is happening on the page when the popup is due. */
export interface PageMoment {
  /** A session runs or a sound plays (the kit's session flag). */
  isSessionActive: boolean;
  /** Another dialog (settings, a summary, the menu) is open. */
  hasOpenDialog: boolean;
  /** Milliseconds since the visitor's last tap or key press. */
  msSinceInput: number;
}

/**
 * What the popup waits for at a moment it is due (docs/site.md#install-prompt): 'session' or 'dialog'
 * while either is there (then the full delay again once it has gone), a number of ms while the page is
 * still being used, or 'now'.
 */
export function installWait(moment: PageMoment): 'session' | 'dialog' | number | 'now' {
  if (moment.isSessionActive) return 'session';
  if (moment.hasOpenDialog) return 'dialog';
  return moment.msSinceInput < INPUT_QUIET_MS ? INPUT_QUIET_MS - moment.msSinceInput : 'now';
}

/** Epoch ms at which "Remind Later" chosen at `now` lets the popup show again. */
export function getRemindAt(now: number): number {
  return now + REMIND_LATER_MS;
}
