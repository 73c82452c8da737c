/** How every tool here starts Debian's Chromium on this closed network (MACHINE.md). */

/** The browser binary (Playwright's own download is not reachable here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags without which Chromium reaches for the network or needs a sandbox it cannot have as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // why: Chromium 156 builds its omnibox popup as a WebUI page in its own renderer at start-up, even
  // headless: about 3 s of CPU (at 4x) on a 2-core machine, beside the page being measured. Chromium
  // merges repeated --disable-features, so Lighthouse's own list still applies.
  '--disable-features=WebUIOmniboxPopup',
];
