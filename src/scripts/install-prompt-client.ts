/** Wires the install dialog (docs/site.md#install-prompt) to the browser's install event, or iOS's manual steps. */
import { readStored, writeStored } from '../lib/storage/storage';
import { INSTALL_DISMISSED_KEY, INSTALL_REMIND_AT_KEY } from '../lib/storage/site-keys';
import { isSessionActive, whenSessionEnds } from '../lib/session/session-flag';
import {
  INSTALL_DELAY_MS,
  canShowInstallPrompt,
  getRemindAt,
  isIosSafari,
} from '../lib/site/install-prompt';

interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

function isInstalled(): boolean {
  const navigatorWithStandalone = navigator as Navigator & { standalone?: boolean };
  return (
    matchMedia('(display-mode: standalone)').matches || navigatorWithStandalone.standalone === true
  );
}

/** Shows the popup 3 s after the install event unless installed, dismissed or reminded later. */
export function initInstallPrompt(): void {
  const dialog = document.getElementById('install-prompt');
  if (!(dialog instanceof HTMLDialogElement)) return;
  let deferred: InstallPromptEvent | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const mayShow = (): boolean =>
    canShowInstallPrompt({
      isInstalled: isInstalled(),
      isDismissed: readStored(INSTALL_DISMISSED_KEY).value,
      remindAt: readStored(INSTALL_REMIND_AT_KEY).value,
      now: Date.now(),
    });

  const showVariant = (variant: 'prompt' | 'ios'): void => {
    for (const node of dialog.querySelectorAll<HTMLElement>('[data-install-variant]')) {
      node.hidden = node.dataset['installVariant'] !== variant;
    }
  };

  const schedule = (variant: 'prompt' | 'ios'): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!mayShow() || dialog.open) return;
      // Never take focus in the middle of a practice: wait for the session to end, then 3 s more.
      if (isSessionActive()) {
        whenSessionEnds(() => schedule(variant));
        return;
      }
      showVariant(variant);
      dialog.showModal();
    }, INSTALL_DELAY_MS);
  };

  const hide = (): void => {
    clearTimeout(timer);
    if (dialog.open) dialog.close();
  };

  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    schedule('prompt');
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    hide();
  });

  dialog.addEventListener('click', (event) => {
    const target =
      event.target instanceof Element ? event.target.closest('[data-install-action]') : null;
    const action = target?.getAttribute('data-install-action');
    if (action === 'install') {
      hide();
      void deferred?.prompt();
      deferred = null;
    } else if (action === 'later') {
      writeStored(INSTALL_REMIND_AT_KEY, getRemindAt(Date.now()));
      hide();
    } else if (action === 'dismiss' || action === 'close') {
      writeStored(INSTALL_DISMISSED_KEY, true);
      hide();
    }
  });
  // Escape closes a modal dialog natively; treat it like the close icon.
  dialog.addEventListener('cancel', () => writeStored(INSTALL_DISMISSED_KEY, true));

  if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints) && !isInstalled()) schedule('ios');
}
