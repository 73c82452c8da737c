/**
 * The install popup (docs/site.md#install-prompt), loaded by install-prompt-client.ts when an offer is
 * due: shown at a calm moment (no session or sound, no other dialog, no tap or key press in the last
 * 2 s) unless installed, dismissed or reminded later; acts on Install Now, Remind Later, Not Now, the
 * close icon and Escape.
 */
import { readStored, writeStored } from '../lib/storage/storage';
import { INSTALL_DISMISSED_KEY, INSTALL_REMIND_AT_KEY } from '../lib/storage/site-keys';
import { isSessionActive, whenSessionEnds } from '../lib/session/session-flag';
import { canShowInstallPrompt, getRemindAt, installWait } from '../lib/site/install-prompt';
import { INSTALL_DELAY_MS } from '../lib/site/install-trigger';
import type { InstallPage, InstallPromptEvent } from './install-prompt-client';

/** How often an open dialog is looked at again while the popup waits for it to close (ms). */
const DIALOG_POLL_MS = 1_000;

let timer: ReturnType<typeof setTimeout> | undefined;
/** Whether a press began inside the open popup (a click from a press begun before it opened is not). */
let isPressedInside = false;
let isWired = false;

function dialogOf(): HTMLDialogElement | null {
  const dialog = document.getElementById('install-prompt');
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

function isInstalled(): boolean {
  const navigatorWithStandalone = navigator as Navigator & { standalone?: boolean };
  return (
    matchMedia('(display-mode: standalone)').matches || navigatorWithStandalone.standalone === true
  );
}

function mayShow(): boolean {
  return canShowInstallPrompt({
    isInstalled: isInstalled(),
    isDismissed: readStored(INSTALL_DISMISSED_KEY).value,
    remindAt: readStored(INSTALL_REMIND_AT_KEY).value,
    now: Date.now(),
  });
}

/** Whether a dialog other than the popup is showing (a native dialog, the menu, a session's view). */
function hasOpenDialog(popup: Element): boolean {
  return [...document.querySelectorAll('dialog, [role="dialog"], [role="alertdialog"]')].some(
    (element) => element !== popup && element.getClientRects().length > 0,
  );
}

function wire(dialog: HTMLDialogElement, deferredOf: () => InstallPromptEvent | null): void {
  isWired = true;
  dialog.addEventListener('pointerdown', () => (isPressedInside = true));
  dialog.addEventListener('click', (event) => {
    // why: a tap begun on the page just before the popup opened ends on it; it was meant for the page
    if (event.detail > 0 && !isPressedInside) return;
    const target =
      event.target instanceof Element ? event.target.closest('[data-install-action]') : null;
    const action = target?.getAttribute('data-install-action');
    if (action === 'install') {
      dialog.close();
      deferredOf()
        ?.prompt()
        .catch(() => undefined);
    } else if (action === 'later') {
      writeStored(INSTALL_REMIND_AT_KEY, getRemindAt(Date.now()));
      dialog.close();
    } else if (action === 'dismiss' || action === 'close') {
      writeStored(INSTALL_DISMISSED_KEY, true);
      dialog.close();
    }
  });
  // Escape closes a modal dialog natively; treat it like the close icon.
  dialog.addEventListener('cancel', () => writeStored(INSTALL_DISMISSED_KEY, true));
}

function open(
  dialog: HTMLDialogElement,
  variant: 'prompt' | 'ios',
  deferredOf: () => InstallPromptEvent | null,
): void {
  if (!isWired) wire(dialog, deferredOf);
  for (const node of dialog.querySelectorAll<HTMLElement>('[data-install-variant]'))
    node.hidden = node.dataset['installVariant'] !== variant;
  isPressedInside = false;
  dialog.showModal();
}

/**
 * Offers the popup in its 'prompt' (install event) or 'ios' (manual steps) variant: now if the moment is
 * calm, else once it is (a session's end is followed by the full 3 s again).
 */
export function offerInstall(variant: 'prompt' | 'ios', page: InstallPage): void {
  clearTimeout(timer);
  const dialog = dialogOf();
  if (!dialog || dialog.open || !mayShow()) return;
  const again = (delayMs: number) => {
    timer = setTimeout(() => offerInstall(variant, page), delayMs);
  };
  const wait = installWait({
    isSessionActive: isSessionActive(),
    hasOpenDialog: hasOpenDialog(dialog),
    msSinceInput: performance.now() - page.lastInputAt(),
  });
  if (wait === 'session') whenSessionEnds(() => again(INSTALL_DELAY_MS));
  else if (wait === 'dialog') again(DIALOG_POLL_MS);
  else if (typeof wait === 'number') again(wait);
  else open(dialog, variant, page.deferredOf);
}

/** The app was installed: the popup goes and is not offered again. */
export function withdrawInstall(): void {
  clearTimeout(timer);
  const dialog = dialogOf();
  if (dialog?.open) dialog.close();
}
