/** The only script every page loads: theme, nav, notices, install prompt, offline support (analytics: BaseLayout). */
import { initInstallPrompt } from './install-prompt-client';
import { initHistoryBack, initNav } from './nav-client';
import { initNotices } from './notices-client';
import { initServiceWorker } from './sw-client';
import { initTheme } from './theme-client';

initTheme();
initNav();
initHistoryBack();
initNotices();
initInstallPrompt();
initServiceWorker();
